/**
 * A field shown only while a select has a value follows the select without JavaScript through
 * client/styles/calculators.css (docs/behaviour.md, "Calculators"): each field and value the
 * calculators' `when` names needs its rule there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculators } from '#shared/calculators';

const css = readFileSync('client/styles/calculators.css', 'utf8');

const conditions = Object.values(calculators).flatMap((calculator) =>
  Object.values(calculator.fields).flatMap((field) =>
    field.when ? field.when.is.map((value) => [field.when!.field, value] as const) : [],
  ),
);

describe('conditional fields in calculators.css', () => {
  it('are there to check', () => {
    expect(conditions.length).toBeGreaterThan(0);
  });

  it.each(conditions)('%s = %s shows its fields', (field, value) => {
    expect(css).toContain(`.calc-form:has([name='${field}'] option[value='${value}']:checked) [data-when~='${field}:${value}']`);
  });
});
