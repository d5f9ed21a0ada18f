import { describe, expect, it } from 'vitest';
import { calculatorIds } from '#shared/calculators';
import { calculatorIcons } from '#client/features/calculators/calculator-icons';

describe('calculator icons', () => {
  it('every calculator has one', () => {
    expect(Object.keys(calculatorIcons).sort()).toEqual([...calculatorIds].sort());
  });
});
