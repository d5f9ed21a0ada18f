/**
 * The registry of calculators and their forms' metadata (docs/calculators.md, "Using a
 * calculator", "Fields"): what a generic form relies on holds for every calculator.
 */
import { describe, expect, it } from 'vitest';
import { calculatorIds, calculators, isCalculatorId } from '#shared/calculators';
import type { SelectOption } from '#shared/calculators/fields';
import { readNumber } from '#shared/calculators/number-text';
import { calculators as catalogueEntries } from '#server/embedded/seed/calculators';
import { routeTable } from '#shared/routes';
import { numbersIn } from './numbers-in';

const entries = Object.values(calculators);

describe('the registry', () => {
  it('has the six calculators, each under its id', () => {
    expect(calculatorIds).toEqual(['cable-section', 'voltage-drop', 'power-consumption', 'short-circuit', 'grounding', 'electricity-cost']);
    for (const id of calculatorIds) expect(calculators[id].id).toBe(id);
    expect(isCalculatorId('grounding')).toBe(true);
    expect(isCalculatorId('toString')).toBe(false);
  });

  it('covers every calculator the catalogue lists', () => {
    for (const entry of catalogueEntries) expect(isCalculatorId(entry.id)).toBe(true);
  });

  it('is served under /calculators/:calcID', () => {
    expect(routeTable.some((route) => route.path === '/calculators/:calcID')).toBe(true);
  });
});

describe.each(entries.map((calculator) => [calculator.id, calculator] as const))('%s', (_, calculator) => {
  const fields = Object.entries(calculator.fields);
  const columns = Object.values(calculator.lists).flatMap((list) => Object.entries(list.columns));

  it('labels every field in Russian; the URL parameters are distinct', () => {
    for (const [, field] of [...fields, ...columns]) expect(field.label).toMatch(/[А-Яа-яЁё]/);
    const keys = [...fields, ...columns].map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives each number its bounds, and each default within them', () => {
    for (const [key, field] of [...fields, ...columns]) {
      if (field.kind !== 'number') continue;
      expect(field.max, key).toBeGreaterThan(field.min);
      expect(field.step, key).toBeGreaterThan(0);
      if (field.default === '') continue;
      const value = readNumber(field.default);
      expect(value, key).not.toBeNull();
      expect(field.minExclusive ? value! > field.min : value! >= field.min, key).toBe(true);
      expect(value! <= field.max, key).toBe(true);
    }
  });

  it('gives each select its options, the default among them', () => {
    for (const [key, field] of [...fields, ...columns]) {
      if (field.kind !== 'select') continue;
      expect(field.options.length, key).toBeGreaterThan(1);
      const options: readonly SelectOption[] = field.options;
      expect(
        options.map((option) => option.value),
        key,
      ).toContain(field.default);
      for (const option of field.options) expect(option.label, key).toMatch(/\S/);
    }
  });

  it('makes a field conditional on a select, by values it offers — and the schema agrees', () => {
    for (const [key, field] of fields) {
      if (!field.when) continue;
      const control = calculator.fields[field.when.field];
      expect(control?.kind, key).toBe('select');
      const offered = control?.kind === 'select' ? control.options.map((option) => option.value) : [];
      for (const value of field.when.is) expect(offered, key).toContain(value);
      // Shown: a wrong value is an error for the field. Hidden: it is not checked.
      const shown = calculator.parse({ ...calculator.defaults, [field.when.field]: field.when.is[0]!, [key]: 'не число' });
      expect(shown.ok || shown.errors[key], key).toMatch(/^Поле /);
      const other = offered.find((value) => !field.when!.is.includes(value))!;
      const hidden = calculator.parse({ ...calculator.defaults, [field.when.field]: other, [key]: 'не число' });
      expect(hidden.ok || hidden.errors, key).toBe(true);
    }
  });

  it('an empty address is the fresh form; the fresh form’s values compute, without messages', () => {
    expect(calculator.evaluate(new URLSearchParams())).toEqual({ state: 'empty', values: calculator.defaults, errors: {} });
    const evaluation = calculator.evaluate(calculator.valuesToQuery(calculator.defaults));
    expect(evaluation.state).toBe('computed');
    if (evaluation.state === 'computed') {
      expect(evaluation.errors).toEqual({});
      expect(numbersIn(evaluation.result).every(Number.isFinite)).toBe(true);
      // The input's own query reads back as the same input.
      const again = calculator.parse(calculator.toQuery(evaluation.input as never));
      expect(again.ok && again.input).toEqual(evaluation.input);
    }
  });

  it('a wrong value evaluates to the messages, the values kept', () => {
    const key =
      fields.find(([, field]) => field.kind === 'number' && !field.when)?.[0] ??
      `${columns.find(([, field]) => field.kind === 'number')![0]}.0`;
    const values = { ...calculator.defaults, [key]: '-1' };
    const evaluation = calculator.evaluate(calculator.valuesToQuery(values));
    expect(evaluation.state).toBe('invalid');
    expect(evaluation.errors[key]).toMatch(/^Поле .+ (больше|меньше|целым)/);
    expect(evaluation.values[key]).toBe('-1');
  });
});
