/**
 * How a calculator reads its address (docs/calculators.md, "Addresses", "Numbers", "Messages"):
 * the shared reading every calculator uses, shown on the cable-section and grounding forms.
 */
import { describe, expect, it } from 'vitest';
import { parseCableSectionQuery } from '#shared/calculators/cable-section';
import { formatNumber, roundTo } from '#shared/calculators/format';
import { parseGroundingQuery } from '#shared/calculators/grounding';
import { plainNumber, readNumber } from '#shared/calculators/number-text';
import { queryValues } from '#shared/calculators/query';

const nbsp = '\u00a0';
const base = { mode: 'current', current: '25', phases: '1', cosphi: '0.95', material: 'copper', laying: 'open' };

/** The first message of a field, the query being the base with `change`. */
function messageFor(field: string, change: Record<string, string>) {
  const parsed = parseCableSectionQuery({ ...base, ...change });
  return parsed.ok ? undefined : parsed.errors[field];
}

describe('reading a number', () => {
  it.each([
    ['0,95', 0.95],
    ['0.95', 0.95],
    [' 12 ', 12],
    ['1 000,5', 1000.5],
    [`10${nbsp}000`, 10000],
    ['5.', 5],
    [',5', 0.5],
    ['−3', -3],
    ['-3', -3],
  ])('%j is %d', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1e3', 'Infinity', '-Infinity', 'NaN', '0x10', '1,000.5', '1..2', '+5', '5 кВт'])('%j is not a number', (text) => {
    expect(readNumber(text)).toBeNull();
  });

  it('writes a number into an address with a point and never an exponent', () => {
    expect(plainNumber(0.95)).toBe('0.95');
    expect(plainNumber(1e-7)).toBe('0.0000001');
    expect(readNumber(plainNumber(1e-7))).toBe(1e-7);
    expect(plainNumber(10000)).toBe('10000');
  });
});

describe('showing a number', () => {
  it('rounds half up, drops trailing zeros, uses a decimal comma and groups digits', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(22.883, 1)).toBe(22.9);
    expect(formatNumber(22.883, 1)).toBe('22,9');
    expect(formatNumber(30, 2)).toBe('30');
    expect(formatNumber(13572, 2)).toBe(`13${nbsp}572`);
    expect(formatNumber(-0.0001, 2)).toBe('0');
  });
});

describe('an address with none of the calculator’s parameters', () => {
  it('is the fresh form: not computed, no messages, the defaults', () => {
    const parsed = parseCableSectionQuery(new URLSearchParams(''));
    expect(parsed).toEqual({
      ok: false,
      empty: true,
      errors: {},
      values: { mode: 'power', power: '5', current: '25', phases: '1', cosphi: '0,95', material: 'copper', laying: 'open', length: '' },
    });
  });
  it('other parameters (a campaign tag) do not make it a calculation', () => {
    expect(parseCableSectionQuery({ utm_source: 'mail' })).toMatchObject({ ok: false, empty: true, errors: {} });
  });
});

describe('a partial address', () => {
  it('a missing key takes its default; the length, with none, means no voltage-drop check', () => {
    const parsed = parseCableSectionQuery({ power: '7' });
    expect(parsed.ok && parsed.input).toEqual({
      load: { kind: 'power', kilowatts: 7 },
      phases: '1',
      cosPhi: 0.95,
      material: 'copper',
      laying: 'open',
      length: undefined,
    });
  });
  it('a key sent empty is required: the form sent it and the visitor cleared it', () => {
    expect(messageFor('cosphi', { cosphi: '' })).toBe('Поле Коэффициент мощности cos φ обязательно для заполнения');
    expect(messageFor('cosphi', { cosphi: '   ' })).toBe('Поле Коэффициент мощности cos φ обязательно для заполнения');
  });
});

describe('the messages of a number field (cable section’s fields)', () => {
  it.each([
    ['current', '', 'Поле Ток нагрузки обязательно для заполнения'],
    ['current', 'abc', 'Поле Ток нагрузки должно быть числом'],
    ['current', '1e3', 'Поле Ток нагрузки должно быть числом'],
    ['current', 'Infinity', 'Поле Ток нагрузки должно быть числом'],
    ['current', 'NaN', 'Поле Ток нагрузки должно быть числом'],
    ['current', '0', 'Поле Ток нагрузки должно быть больше 0'],
    ['current', '-5', 'Поле Ток нагрузки должно быть больше 0'],
    ['current', '2000,5', `Поле Ток нагрузки не может быть больше 2000${nbsp}А`],
    // 400 nines read as Infinity: the maximum turns it away.
    ['current', '9'.repeat(400), `Поле Ток нагрузки не может быть больше 2000${nbsp}А`],
    ['cosphi', '1,2', 'Поле Коэффициент мощности cos φ не может быть больше 1'],
    ['cosphi', '0', 'Поле Коэффициент мощности cos φ должно быть больше 0'],
    ['length', '0', 'Поле Длина линии должно быть больше 0'],
    ['length', '20000', `Поле Длина линии не может быть больше 10000${nbsp}м`],
    ['material', 'gold', 'Поле Материал жил должно быть выбрано из списка'],
    ['laying', '', 'Поле Способ прокладки обязательно для заполнения'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(messageFor(field, { [field]: value })).toBe(message);
  });

  it('a bound that is not 0 carries its unit: «не может быть меньше 0,5 м»', () => {
    const parsed = parseGroundingQuery({ length: '0,3', depth: '0,2', diameter: '4' });
    expect(parsed.ok || parsed.errors).toEqual({
      length: `Поле Длина вертикального электрода не может быть меньше 0,5${nbsp}м`,
      depth: `Поле Глубина верха электрода не может быть меньше 0,5${nbsp}м`,
      diameter: `Поле Диаметр электрода не может быть меньше 5${nbsp}мм`,
    });
  });

  it('keeps the values as typed, to show them again', () => {
    const parsed = parseCableSectionQuery({ ...base, current: '-5', cosphi: '0,9' });
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toMatchObject({ current: '-5', cosphi: '0,9' });
  });
});

describe('a query as the server or the browser hands it', () => {
  it('a plain object with a repeated key as a list reads like URLSearchParams', () => {
    const search = new URLSearchParams('mode=current&current=30&current=40&phases=1');
    expect(queryValues(search).get('current')).toEqual(['30', '40']);
    expect(queryValues({ current: ['30', '40'], mode: 'current', gone: undefined })).toEqual(
      new Map([
        ['current', ['30', '40']],
        ['mode', ['current']],
      ]),
    );
    // A single field given twice: the first value counts.
    const parsed = parseCableSectionQuery(search);
    expect(parsed.ok && parsed.input.load).toEqual({ kind: 'current', amperes: 30 });
  });

  it('a checkbox is read from its last value (a hidden input before it may send an empty one)', () => {
    const read = (query: string) => {
      const parsed = parseGroundingQuery(new URLSearchParams(`soil=loam&${query}`));
      return parsed.ok && parsed.input.countStrip;
    };
    expect(read('no_strip=1')).toBe(false);
    expect(read('no_strip=&no_strip=on')).toBe(false);
    expect(read('no_strip=')).toBe(true);
    expect(read('')).toBe(true);
  });
});
