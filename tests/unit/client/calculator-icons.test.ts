import { icons } from '@iconify-json/mdi';
import { describe, expect, it } from 'vitest';
import { calculatorIds } from '#shared/calculators';
import { calculatorIcons } from '#client/features/calculators/calculator-icons';
import { formIcons } from '#client/features/calculators/form-icons';

describe('calculator icons', () => {
  it('every calculator has one', () => {
    expect(Object.keys(calculatorIcons).sort()).toEqual([...calculatorIds].sort());
  });

  it.each([...Object.entries(calculatorIcons), ...Object.entries(formIcons)])('%s is the icon set’s own drawing', (_, icon) => {
    const source = icons.icons[icon.name];
    expect(source, `${icon.name} is in @iconify-json/mdi`).toBeDefined();
    expect(icon.body).toBe(source!.body);
    expect(icon.width).toBe(source!.width ?? icons.width ?? 24);
    expect(icon.height).toBe(source!.height ?? icons.height ?? 24);
  });
});
