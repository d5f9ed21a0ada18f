/**
 * The electricity-cost calculator (docs/calculators.md, "Electricity cost"): W = P·n·h·d / 1000 a
 * month, shared among the tariff's zones by the appliance's profile in proportion to the zones'
 * hours (night 8, day 16; peak 7, half-peak 9); a year is 12 months. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  computeElectricityCost,
  electricityCostQuery,
  parseElectricityCostQuery,
  zoneShares,
  type Appliance,
  type ElectricityCostInput,
  type Rates,
} from '#shared/calculators/electricity-cost';
import { numbersIn } from './numbers-in';

const nbsp = '\u00a0';

/** The default appliances: a fridge round the clock, a kettle by day, a washing machine at night. */
const appliances: Appliance[] = [
  { name: 'Холодильник', power: 150, count: 1, hours: 24, days: 30, profile: 'even' },
  { name: 'Электрочайник', power: 2000, count: 1, hours: 0.5, days: 30, profile: 'day' },
  { name: 'Стиральная машина', power: 2000, count: 1, hours: 1.5, days: 12, profile: 'night' },
];
const withRates = (rates: Rates): ElectricityCostInput => ({ rates, appliances });

describe('the zones', () => {
  it('shares an appliance’s hours in proportion to the zones’ hours within its profile', () => {
    expect(zoneShares('even', 'two')).toEqual({ day: 16 / 24, night: 8 / 24 });
    expect(zoneShares('even', 'three')).toEqual({ peak: 7 / 24, halfPeak: 9 / 24, night: 8 / 24 });
    expect(zoneShares('day', 'three')).toEqual({ peak: 7 / 16, halfPeak: 9 / 16 });
    expect(zoneShares('night', 'two')).toEqual({ night: 1 });
    expect(zoneShares('night', 'single')).toEqual({ single: 1 });
  });
});

describe('the inputs shown', () => {
  it('name the tariff with its rate: «Тариф: одноставочный, 6,5 ₽/кВт·ч»', () => {
    const result = computeElectricityCost(withRates({ tariff: 'single', single: 6.5 }));
    expect(result.inputs).toEqual([{ label: 'Тариф', text: `одноставочный, 6,5${nbsp}₽/кВт·ч` }]);
  });

  it('and each zone’s rate under its field’s label', () => {
    const two = computeElectricityCost(withRates({ tariff: 'two', day: 7.5, night: 3.5 }));
    expect(two.inputs).toEqual([
      { label: 'Тариф', text: 'двухзонный (день и ночь)' },
      { label: 'Тариф дневной зоны', text: `7,5${nbsp}₽/кВт·ч` },
      { label: 'Тариф ночной зоны', text: `3,5${nbsp}₽/кВт·ч` },
    ]);
    const three = computeElectricityCost(withRates({ tariff: 'three', peak: 8, halfPeak: 6.5, night: 3.5 }));
    expect(three.inputs.map((line) => `${line.label}: ${line.text}`)).toEqual([
      'Тариф: трёхзонный (пик, полупик, ночь)',
      `Тариф пиковой зоны: 8${nbsp}₽/кВт·ч`,
      `Тариф полупиковой зоны: 6,5${nbsp}₽/кВт·ч`,
      `Тариф ночной зоны: 3,5${nbsp}₽/кВт·ч`,
    ]);
  });
});

describe('the cost', () => {
  it('single rate 6,5 ₽: 108 + 30 + 36 = 174 кВт·ч, 1 131 ₽ a month, 13 572 ₽ a year', () => {
    const result = computeElectricityCost(withRates({ tariff: 'single', single: 6.5 }));
    expect(result.appliances.map((row) => [row.name, row.energy.value, row.cost.value])).toEqual([
      ['Холодильник', 108, 702],
      ['Электрочайник', 30, 195],
      ['Стиральная машина', 36, 234],
    ]);
    expect(result.energyMonth.text).toBe(`174${nbsp}кВт·ч`);
    expect(result.costMonth.text).toBe(`1${nbsp}131${nbsp}₽`);
    expect(result.energyYear.value).toBe(2088);
    expect(result.costYear.text).toBe(`13${nbsp}572${nbsp}₽`);
    expect(result.formulas).toEqual(['W = P · n · h · d / 1000', 'C = W · T', 'Cгод = 12 · Cмес']);
  });

  it('two zones, day 7,5 ₽, night 3,5 ₽: fridge 72 · 7,5 + 36 · 3,5 = 666, kettle 225, washer 126 → 1 017 ₽', () => {
    const result = computeElectricityCost(withRates({ tariff: 'two', day: 7.5, night: 3.5 }));
    expect(result.appliances.map((row) => row.cost.value)).toEqual([666, 225, 126]);
    expect(result.zones.map((zone) => [zone.label, zone.period, zone.energy.value, zone.cost.value])).toEqual([
      ['День', '7:00–23:00', 102, 765],
      ['Ночь', '23:00–7:00', 72, 252],
    ]);
    expect(result.costMonth.value).toBe(1017);
  });

  it('three zones, peak 8, half-peak 6,5, night 3,5 ₽: 641,25 + 214,69 + 126 = 981,94 ₽', () => {
    // Fridge: 31,5 кВт·ч · 8 + 40,5 · 6,5 + 36 · 3,5 = 252 + 263,25 + 126; kettle: 13,125 · 8 + 16,875 · 6,5.
    const result = computeElectricityCost(withRates({ tariff: 'three', peak: 8, halfPeak: 6.5, night: 3.5 }));
    expect(result.appliances[0]!.cost.value).toBeCloseTo(641.25, 10);
    expect(result.appliances[1]!.cost.value).toBeCloseTo(214.6875, 10);
    expect(result.costMonth.value).toBeCloseTo(981.9375, 10);
    expect(result.costMonth.text).toBe(`981,94${nbsp}₽`);
    expect(result.zones.map((zone) => [zone.zone, zone.energy.value])).toEqual([
      ['peak', 44.625],
      ['halfPeak', 57.375],
      ['night', 72],
    ]);
    expect(result.costYear.value).toBeCloseTo(11783.25, 10);
  });

  it('an unnamed appliance is named by its row', () => {
    const result = computeElectricityCost({ rates: { tariff: 'single', single: 5 }, appliances: [{ ...appliances[0]!, name: '' }] });
    expect(result.appliances[0]!.name).toBe('Прибор 1');
  });
});

/** A query of the default rates and these rows (name, power, count, hours, days, profile). */
function rowsQuery(rows: string[][], extra = '') {
  const search = new URLSearchParams(extra);
  for (const row of rows) ['name', 'power', 'count', 'hours', 'days', 'profile'].forEach((key, index) => search.append(key, row[index]!));
  return search;
}

describe('the address', () => {
  it('the fresh form shows three appliances and a single rate; its values compute as above', () => {
    const empty = parseElectricityCostQuery({});
    expect(empty).toMatchObject({ ok: false, empty: true, errors: {} });
    const parsed = parseElectricityCostQuery({ tariff: 'single' });
    expect(parsed.ok && parsed.input).toEqual(withRates({ tariff: 'single', single: 6.5 }));
  });

  it('an appliance’s hours cannot exceed its profile’s: 8 at night, 16 by day, 24 evenly', () => {
    const parsed = parseElectricityCostQuery(
      rowsQuery([
        ['Бойлер', '2000', '1', '9', '30', 'night'],
        ['Насос', '500', '1', '17', '30', 'day'],
        ['Сервер', '300', '1', '25', '30', 'even'],
        ['Котёл', '3000', '1', '8', '30', 'night'],
      ]),
    );
    expect(parsed.ok || parsed.errors).toEqual({
      'hours.0': `Поле Часов в сутки (строка 1) не может быть больше 8${nbsp}ч`,
      'hours.1': `Поле Часов в сутки (строка 2) не может быть больше 16${nbsp}ч`,
      'hours.2': `Поле Часов в сутки (строка 3) не может быть больше 24${nbsp}ч`,
    });
  });

  it.each([
    [['Лампа', '0', '1', '5', '30', 'even'], 'power.0', 'Поле Мощность (строка 1) должно быть больше 0'],
    [['Лампа', '60', '0', '5', '30', 'even'], 'count.0', 'Поле Количество (строка 1) должно быть целым числом от 1 до 100'],
    [['Лампа', '60', '1', '0', '30', 'even'], 'hours.0', 'Поле Часов в сутки (строка 1) должно быть больше 0'],
    [['Лампа', '60', '1', '5', '32', 'even'], 'days.0', 'Поле Дней в месяц (строка 1) должно быть целым числом от 1 до 31'],
    [['Лампа', '60', '1', '5', '30', 'always'], 'profile.0', 'Поле Когда работает (строка 1) должно быть выбрано из списка'],
    [['Лампа', '100001', '1', '5', '30', 'even'], 'power.0', `Поле Мощность (строка 1) не может быть больше 100000${nbsp}Вт`],
  ])('%j → %s: %s', (row, key, message) => {
    const parsed = parseElectricityCostQuery(rowsQuery([row]));
    expect(parsed.ok || parsed.errors[key]).toBe(message);
  });

  it('rates: only the tariff’s own are checked, each with its message', () => {
    expect(parseElectricityCostQuery({ tariff: 'single', rate: '0' })).toMatchObject({
      ok: false,
      errors: { rate: 'Поле Тариф должно быть больше 0' },
    });
    expect(parseElectricityCostQuery({ tariff: 'single', rate_day: 'abc' }).ok).toBe(true);
    expect(parseElectricityCostQuery({ tariff: 'two', rate_day: '', rate_night: '-1' })).toMatchObject({
      ok: false,
      errors: { rate_day: 'Поле Тариф дневной зоны обязательно для заполнения', rate_night: 'Поле Тариф ночной зоны должно быть больше 0' },
    });
    expect(parseElectricityCostQuery({ tariff: 'four' })).toMatchObject({
      ok: false,
      errors: { tariff: 'Поле Тариф должно быть выбрано из списка' },
    });
  });

  it('reads a decimal comma in rates and hours', () => {
    const parsed = parseElectricityCostQuery(
      rowsQuery([['Чайник', '2200', '1', '0,25', '30', 'day']], 'tariff=two&rate_day=7,43&rate_night=3,72'),
    );
    expect(parsed.ok && parsed.input).toEqual({
      rates: { tariff: 'two', day: 7.43, night: 3.72 },
      appliances: [{ name: 'Чайник', power: 2200, count: 1, hours: 0.25, days: 30, profile: 'day' }],
    });
  });

  it('30 appliances at most', () => {
    const rows = Array.from({ length: 31 }, (_, index) => [`П${index}`, '100', '1', '1', '30', 'even']);
    expect(parseElectricityCostQuery(rowsQuery(rows))).toMatchObject({
      ok: false,
      errors: { appliances: 'Поле Электроприборы не может содержать больше 30 строк' },
    });
    expect(parseElectricityCostQuery(rowsQuery(rows.slice(0, 30))).ok).toBe(true);
  });

  it.each<Rates>([
    { tariff: 'single', single: 6.5 },
    { tariff: 'two', day: 7.43, night: 3.72 },
    { tariff: 'three', peak: 9.1, halfPeak: 7.05, night: 3.5 },
  ])('input → query → input: %j', (rates) => {
    expect(parseElectricityCostQuery(electricityCostQuery(withRates(rates)))).toMatchObject({ ok: true, input: withRates(rates) });
  });

  it('results stay finite at the bounds', () => {
    for (const [power, count, hours, days, rate] of [
      ['0,000001', '1', '0,000001', '1', '0,000001'],
      ['100000', '100', '24', '31', '100'],
    ]) {
      const parsed = parseElectricityCostQuery(
        rowsQuery(
          [['', power!, count!, hours!, days!, 'even']],
          `tariff=three&rate_peak=${rate}&rate_half_peak=${rate}&rate_night=${rate}`,
        ),
      );
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(numbersIn(computeElectricityCost(parsed.input)).every(Number.isFinite)).toBe(true);
    }
  });
});
