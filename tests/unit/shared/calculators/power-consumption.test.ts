/**
 * The power-consumption calculator (docs/calculators.md, "Power consumption"): Pу = Σ P·n,
 * Pр = Σ P·n·Кс · Ко, I = Pр / (U·cos φ) or Pр / (√3·U·cos φ), the breaker the smallest of 6…125 А
 * not below I; values worked by hand. Loads travel as repeated parameters, one per row field.
 */
import { describe, expect, it } from 'vitest';
import {
  computePowerConsumption,
  parsePowerConsumptionQuery,
  powerConsumptionQuery,
  type PowerConsumptionInput,
} from '#shared/calculators/power-consumption';
import { numbersIn } from './numbers-in';

const nbsp = '\u00a0';

const load = (power: number, count = 1, demandFactor = 1, name = '') => ({ name, power, count, demandFactor });
const input = (change: Partial<PowerConsumptionInput> = {}): PowerConsumptionInput => ({
  loads: [load(1)],
  simultaneityFactor: 1,
  phases: '1',
  cosPhi: 1,
  ...change,
});

/** A query of rows: each row writes name, power, count, kc. */
function rowsQuery(rows: [name: string, power: string, count: string, kc: string][], extra = '') {
  const search = new URLSearchParams(extra);
  for (const [name, power, count, kc] of rows) {
    search.append('name', name);
    search.append('power', power);
    search.append('count', count);
    search.append('kc', kc);
  }
  return search;
}

describe('the powers and the current', () => {
  it('the default house: Pу = 1,5 + 3 + 7 = 11,5 кВт; Pр = 1,35 + 1,8 + 4,2 = 7,35 кВт; I = 7350 / (230 · 0,95) = 33,6 А → 40 А', () => {
    const parsed = parsePowerConsumptionQuery({ phases: '1' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = computePowerConsumption(parsed.input);
    expect(result.loads.map((row) => [row.name, row.installed.value, row.design.rounded])).toEqual([
      ['Освещение', 1.5, 1.35],
      ['Розетки', 3, 1.8],
      ['Электроплита', 7, 4.2],
    ]);
    expect(result.installedPower.text).toBe(`11,5${nbsp}кВт`);
    expect(result.designPower.text).toBe(`7,35${nbsp}кВт`);
    expect(result.current.text).toBe(`33,6${nbsp}А`);
    expect(result.breaker?.text).toBe(`40${nbsp}А`);
  });

  it('three-phase: 2 × 10 kW at Кс 0,7 and 5 kW at Кс 1, Ко 0,9, cos φ 0,9 → 27,4 А → 32 А', () => {
    // Pу = 25 кВт; Pр = (14 + 5) · 0,9 = 17,1 кВт; Sр = 19 кВА; I = 17100 / (√3 · 400 · 0,9) = 27,42 А.
    const result = computePowerConsumption(
      input({ loads: [load(10, 2, 0.7, 'Станки'), load(5)], simultaneityFactor: 0.9, phases: '3', cosPhi: 0.9 }),
    );
    expect(result.installedPower.value).toBe(25);
    expect(result.designPower.value).toBeCloseTo(17.1, 10);
    expect(result.apparentPower.value).toBeCloseTo(19, 10);
    expect(result.current.value).toBeCloseTo(27.424, 3);
    expect(result.breaker?.value).toBe(32);
    expect(result.loads[1]!.name).toBe('Нагрузка 2');
    expect(result.formulas).toEqual(['Pу = Σ P · n', 'Pр = Σ (P · n · Кс) · Ко', 'Sр = Pр / cos φ', 'I = P / (√3 · U · cos φ)', 'Iн ≥ I']);
  });

  it.each([
    // I = P / (230 · cos φ): 3,68 kW at cos φ 1 = 16 А.
    [3.68, 1, 16],
    [3.69, 1, 20],
    [1, 1, 6],
    // 3335 / (230 · 0,58) = 25 А by hand, 25.000000000000004 in floating point: still 25 А.
    [3.335, 0.58, 25],
    // 125 А · 230 В = 28,75 kW.
    [28.75, 1, 125],
  ])('%d kW single-phase at cos φ %d → %d А: a current equal to a rating takes that rating', (kilowatts, cosPhi, rating) => {
    expect(computePowerConsumption(input({ loads: [load(kilowatts)], cosPhi })).breaker?.value).toBe(rating);
  });

  it('a current just above a rating is not shown as that rating: 16,04 А → «16,1 А», breaker 20 А', () => {
    // 3,6892 kW at 230 V, cos φ 1: 16,04 А — more than 16 А, so 20 А; «16 А» beside «20 А» would look wrong.
    const result = computePowerConsumption(input({ loads: [load(3.6892)] }));
    expect(result.current.value).toBeCloseTo(16.04, 10);
    expect(result.breaker?.value).toBe(20);
    expect(result.current.text).toBe(`16,1${nbsp}А`);
  });

  it('the same beside the largest rating: 125,03 А is «125,1 А больше 125 А»', () => {
    const result = computePowerConsumption(input({ loads: [load(28.7569)] }));
    expect(result.breaker).toBeNull();
    expect(result.warnings[0]).toMatch(new RegExp(`^Расчётный ток 125,1${nbsp}А больше 125${nbsp}А`));
  });

  it('above 125 А: no breaker and a clear message', () => {
    // 100 kW three-phase at cos φ 0,95: 100000 / (√3 · 400 · 0,95) = 151,9 А.
    const result = computePowerConsumption(input({ loads: [load(100)], phases: '3', cosPhi: 0.95 }));
    expect(result.breaker).toBeNull();
    expect(result.warnings).toEqual([
      `Расчётный ток 151,9${nbsp}А больше 125${nbsp}А — наибольшего номинала модульных автоматов в этом расчёте: ` +
        'питание объекта нужно проектировать с аппаратами на больший ток или разделить нагрузку между несколькими вводами.',
    ]);
  });
});

describe('the list in the address', () => {
  it('reads rows in order, a decimal comma included', () => {
    const parsed = parsePowerConsumptionQuery(
      rowsQuery(
        [
          ['Насос', '1,1', '2', '0,8'],
          ['', '0,5', '3', '1'],
        ],
        'ko=0,9&phases=3&cosphi=0,85',
      ),
    );
    expect(parsed.ok && parsed.input).toEqual({
      loads: [
        { name: 'Насос', power: 1.1, count: 2, demandFactor: 0.8 },
        { name: '', power: 0.5, count: 3, demandFactor: 1 },
      ],
      simultaneityFactor: 0.9,
      phases: '3',
      cosPhi: 0.85,
    });
  });

  it('drops rows left untouched (empty, or with the column’s defaults only), keeping the others’ numbering', () => {
    const parsed = parsePowerConsumptionQuery(
      rowsQuery([
        ['', '', '1', '1'],
        ['Насос', '2', '1', '1'],
        ['', '', '', ''],
      ]),
    );
    expect(parsed.ok && parsed.input.loads).toEqual([{ name: 'Насос', power: 2, count: 1, demandFactor: 1 }]);
    expect(parsed.values).toMatchObject({ 'name.0': 'Насос', 'power.0': '2' });
    expect(parsed.values['name.1']).toBeUndefined();
  });

  it('names the row in each message', () => {
    const parsed = parsePowerConsumptionQuery(
      rowsQuery([
        ['Насос', '2', '1,5', '1,2'],
        ['я'.repeat(61), '0', '0', ''],
        ['Печь', '', '1', '1'],
      ]),
    );
    expect(parsed.ok || parsed.errors).toEqual({
      'count.0': 'Поле Количество (строка 1) должно быть целым числом от 1 до 1000',
      'kc.0': 'Поле Коэффициент спроса Кс (строка 1) не может быть больше 1',
      'name.1': 'Поле Наименование (строка 2) не может быть длиннее 60 символов',
      'power.1': 'Поле Мощность (строка 2) должно быть больше 0',
      'count.1': 'Поле Количество (строка 2) должно быть целым числом от 1 до 1000',
      'kc.1': 'Поле Коэффициент спроса Кс (строка 2) обязательно для заполнения',
      'power.2': 'Поле Мощность (строка 3) обязательно для заполнения',
    });
  });

  it('a row short of a field (fewer values of one parameter) has that field empty', () => {
    const parsed = parsePowerConsumptionQuery(new URLSearchParams('name=А&name=Б&power=1&power=2&count=1&count=1&kc=1'));
    expect(parsed.ok || parsed.errors).toEqual({ 'kc.1': 'Поле Коэффициент спроса Кс (строка 2) обязательно для заполнения' });
  });

  it('no row filled in at all is a message for the list', () => {
    const parsed = parsePowerConsumptionQuery(rowsQuery([['', '', '', '']], 'ko=1'));
    expect(parsed.ok || parsed.errors).toEqual({ loads: 'Поле Нагрузки должно содержать хотя бы одну строку' });
  });

  it('30 rows are read; a 31st is a message, and only 30 rows come back to the form', () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index): [string, string, string, string] => [`Н${index}`, '1', '1', '1']);
    const thirty = parsePowerConsumptionQuery(rowsQuery(rows(30)));
    expect(thirty.ok && thirty.input.loads.length).toBe(30);
    const more = parsePowerConsumptionQuery(rowsQuery(rows(31)));
    expect(more.ok || more.errors).toEqual({ loads: 'Поле Нагрузки не может содержать больше 30 строк' });
    expect(more.values['name.29']).toBe('Н29');
    expect(more.values['name.30']).toBeUndefined();
  });

  it('Ко and cos φ have their messages', () => {
    const parsed = parsePowerConsumptionQuery({ ko: '0', cosphi: '1,5', phases: '2' });
    expect(parsed.ok || parsed.errors).toEqual({
      ko: 'Поле Коэффициент одновременности Ко должно быть больше 0',
      cosphi: 'Поле Коэффициент мощности cos φ не может быть больше 1',
      phases: 'Поле Сеть должно быть выбрано из списка',
    });
  });

  it.each<PowerConsumptionInput>([
    input(),
    input({
      loads: [load(1.1, 2, 0.8, 'Насос'), load(0.25, 12, 0.35, 'Светильники, 2 этаж')],
      simultaneityFactor: 0.75,
      phases: '3',
      cosPhi: 0.9,
    }),
  ])('input → query → input: %j', (value) => {
    expect(parsePowerConsumptionQuery(powerConsumptionQuery(value))).toMatchObject({ ok: true, input: value });
  });

  it('results stay finite at the bounds', () => {
    for (const [power, count, kc, ko, cosphi] of [
      ['0,000001', '1', '0,000001', '0,000001', '0,000001'],
      ['1000', '1000', '1', '1', '0,000001'],
    ]) {
      const parsed = parsePowerConsumptionQuery(rowsQuery([['', power!, count!, kc!]], `ko=${ko}&cosphi=${cosphi}`));
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(numbersIn(computePowerConsumption(parsed.input)).every(Number.isFinite)).toBe(true);
    }
  });
});
