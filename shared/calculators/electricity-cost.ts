import * as z from 'zod/mini';
import { boundedMessage, validationMessage } from '#shared/validation/messages';
import { boundText, listField, numberField, rowLabel, selectField, textField } from './fields';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, money, quantity, type Line, type Quantity } from './result';
import { defineCalculator } from './calculator';
import { equation, n, type Explanation, type Factor, type Step } from './explanation';

/**
 * What appliances' electricity costs a month and a year at a single-rate or a time-of-day tariff
 * (docs/calculators.md, "Electricity cost"). Each appliance says when it runs — evenly round the
 * clock, only by day or only at night — and its hours a day are shared among the tariff's zones in
 * proportion to the zones' hours within that period.
 */

export type Tariff = 'single' | 'two' | 'three';
export type Profile = 'even' | 'day' | 'night';
export type Zone = 'single' | 'day' | 'night' | 'peak' | 'halfPeak';

export const maxAppliances = 30;

/**
 * The zones' hours as most Russian suppliers set them: night 23:00–7:00; two zones — day
 * 7:00–23:00; three — peak 7:00–10:00 and 17:00–21:00, half-peak 10:00–17:00 and 21:00–23:00.
 */
export const zones: Record<Zone, { label: string; hours: number; period: string }> = {
  single: { label: 'Круглосуточно', hours: 24, period: '0:00–24:00' },
  day: { label: 'День', hours: 16, period: '7:00–23:00' },
  night: { label: 'Ночь', hours: 8, period: '23:00–7:00' },
  peak: { label: 'Пик', hours: 7, period: '7:00–10:00, 17:00–21:00' },
  halfPeak: { label: 'Полупик', hours: 9, period: '10:00–17:00, 21:00–23:00' },
};

const tariffZones: Record<Tariff, readonly Zone[]> = { single: ['single'], two: ['day', 'night'], three: ['peak', 'halfPeak', 'night'] };

/** The zones a profile's hours fall in, for each tariff. */
const profileZones: Record<Profile, Record<Tariff, readonly Zone[]>> = {
  even: tariffZones,
  day: { single: ['single'], two: ['day'], three: ['peak', 'halfPeak'] },
  night: { single: ['single'], two: ['night'], three: ['night'] },
};

/** The most hours a day an appliance can run within its profile. */
export const profileHours: Record<Profile, number> = { even: 24, day: 16, night: 8 };

/** The share of an appliance's energy that falls in each zone. */
export function zoneShares(profile: Profile, tariff: Tariff): Partial<Record<Zone, number>> {
  const within = profileZones[profile][tariff];
  const hours = within.reduce((sum, zone) => sum + zones[zone].hours, 0);
  return Object.fromEntries(within.map((zone) => [zone, zones[zone].hours / hours]));
}

export const tariffOptions = [
  { value: 'single', label: 'Одноставочный' },
  { value: 'two', label: 'Двухзонный (день и ночь)' },
  { value: 'three', label: 'Трёхзонный (пик, полупик, ночь)' },
] as const satisfies readonly { value: Tariff; label: string }[];

export const profileOptions = [
  { value: 'even', label: 'Равномерно в течение суток' },
  { value: 'day', label: 'Только днём, 7:00–23:00' },
  { value: 'night', label: 'Только ночью, 23:00–7:00' },
] as const satisfies readonly { value: Profile; label: string }[];

const rate = (label: string, defaultValue: number, is: readonly Tariff[]) =>
  numberField({
    label,
    unit: '₽/кВт·ч',
    min: 0,
    minExclusive: true,
    max: 100,
    step: 0.01,
    default: defaultValue,
    when: { field: 'tariff', is },
  });

export const electricityCostFields = {
  tariff: selectField({ label: 'Тариф', options: tariffOptions, default: 'single' }),
  rate: rate('Тариф', 6.5, ['single']),
  rate_day: rate('Тариф дневной зоны', 7.5, ['two']),
  rate_peak: rate('Тариф пиковой зоны', 8, ['three']),
  rate_half_peak: rate('Тариф полупиковой зоны', 6.5, ['three']),
  rate_night: rate('Тариф ночной зоны', 3.5, ['two', 'three']),
};

const applianceRow = (index: number | null) => ({
  name: textField({ label: rowLabel('Наименование', index), maxLength: 60 }),
  power: numberField({ label: rowLabel('Мощность', index), unit: 'Вт', min: 0, minExclusive: true, max: 100000, step: 1, default: null }),
  count: numberField({ label: rowLabel('Количество', index), unit: 'шт', min: 1, max: 100, step: 1, integer: true, default: 1 }),
  hours: numberField({ label: rowLabel('Часов в сутки', index), unit: 'ч', min: 0, minExclusive: true, max: 24, step: 0.5, default: null }),
  days: numberField({ label: rowLabel('Дней в месяц', index), unit: 'дн', min: 1, max: 31, step: 1, integer: true, default: 30 }),
  profile: selectField({ label: rowLabel('Когда работает', index), options: profileOptions, default: 'even' }),
});

export const electricityCostLists = {
  appliances: listField({
    label: 'Электроприборы',
    maxRows: maxAppliances,
    row: applianceRow,
    defaults: [
      { name: 'Холодильник', power: '150', count: '1', hours: '24', days: '30', profile: 'even' },
      { name: 'Электрочайник', power: '2000', count: '1', hours: '0,5', days: '30', profile: 'day' },
      { name: 'Стиральная машина', power: '2000', count: '1', hours: '1,5', days: '12', profile: 'night' },
    ],
    check: (row, index) =>
      row.hours > profileHours[row.profile]
        ? { hours: boundedMessage('notGreater', rowLabel('Часов в сутки', index), { max: boundText(profileHours[row.profile], 'ч') }) }
        : {},
  }),
};

const f = electricityCostFields;

export const electricityCostShape = {
  fields: electricityCostFields,
  lists: electricityCostLists,
  schema: z.discriminatedUnion(
    'tariff',
    [
      z.object({ tariff: z.literal('single'), rate: f.rate.schema }),
      z.object({ tariff: z.literal('two'), rate_day: f.rate_day.schema, rate_night: f.rate_night.schema }),
      z.object({
        tariff: z.literal('three'),
        rate_peak: f.rate_peak.schema,
        rate_half_peak: f.rate_half_peak.schema,
        rate_night: f.rate_night.schema,
      }),
    ],
    { error: validationMessage('option', f.tariff.label) },
  ),
};

/** ₽/kWh by zone. */
export type Rates =
  | { tariff: 'single'; single: number }
  | { tariff: 'two'; day: number; night: number }
  | { tariff: 'three'; peak: number; halfPeak: number; night: number };

export interface Appliance {
  name: string;
  /** W. */
  power: number;
  count: number;
  hours: number;
  /** Days a month. */
  days: number;
  profile: Profile;
}

export interface ElectricityCostInput {
  rates: Rates;
  appliances: Appliance[];
}

export function parseElectricityCostQuery(params: QueryInput) {
  return parseQuery(electricityCostShape, params, (fields, rows): ElectricityCostInput => ({
    rates:
      fields.tariff === 'single'
        ? { tariff: 'single', single: fields.rate }
        : fields.tariff === 'two'
          ? { tariff: 'two', day: fields.rate_day, night: fields.rate_night }
          : { tariff: 'three', peak: fields.rate_peak, halfPeak: fields.rate_half_peak, night: fields.rate_night },
    appliances: rows.appliances,
  }));
}

export function electricityCostQuery(input: ElectricityCostInput): URLSearchParams {
  const { rates } = input;
  return querySearch(
    {
      tariff: rates.tariff,
      rate: rates.tariff === 'single' ? rates.single : undefined,
      rate_day: rates.tariff === 'two' ? rates.day : undefined,
      rate_peak: rates.tariff === 'three' ? rates.peak : undefined,
      rate_half_peak: rates.tariff === 'three' ? rates.halfPeak : undefined,
      rate_night: rates.tariff === 'single' ? undefined : rates.night,
    },
    input.appliances.map((appliance) => ({ ...appliance })),
  );
}

export interface ApplianceResult {
  name: string;
  energy: Quantity;
  cost: Quantity;
}

export interface ZoneResult {
  zone: Zone;
  label: string;
  period: string;
  rate: Quantity;
  energy: Quantity;
  cost: Quantity;
}

export interface ElectricityCostResult {
  appliances: ApplianceResult[];
  zones: ZoneResult[];
  energyMonth: Quantity;
  costMonth: Quantity;
  energyYear: Quantity;
  costYear: Quantity;
  /** «Как считали» (./explanation.ts). */
  explanation: Explanation;
  formulas: string[];
  inputs: Line[];
}

function rateOf(rates: Rates, zone: Zone): number {
  if (rates.tariff === 'single') return rates.single;
  if (zone === 'night') return rates.night;
  if (rates.tariff === 'two') return rates.day;
  return zone === 'peak' ? rates.peak : rates.halfPeak;
}

export function computeElectricityCost(input: ElectricityCostInput): ElectricityCostResult {
  const { rates } = input;
  const zoneList = tariffZones[rates.tariff];
  const zoneEnergy = new Map<Zone, number>(zoneList.map((zone) => [zone, 0]));
  const appliances = input.appliances.map((appliance, index) => {
    const energy = (appliance.power * appliance.count * appliance.hours * appliance.days) / 1000;
    let cost = 0;
    for (const [zone, share] of Object.entries(zoneShares(appliance.profile, rates.tariff)) as [Zone, number][]) {
      zoneEnergy.set(zone, (zoneEnergy.get(zone) ?? 0) + energy * share);
      cost += energy * share * rateOf(rates, zone);
    }
    return { name: appliance.name || `Прибор ${index + 1}`, energy, cost };
  });
  const energyMonth = appliances.reduce((sum, appliance) => sum + appliance.energy, 0);
  const costMonth = appliances.reduce((sum, appliance) => sum + appliance.cost, 0);
  const zoneResults = zoneList.map((zone) => {
    const energy = zoneEnergy.get(zone) ?? 0;
    return {
      zone,
      label: zones[zone].label,
      period: zones[zone].period,
      rate: quantity('Тариф', rateOf(rates, zone), '₽/кВт·ч', 2),
      energy: quantity('Расход в месяц', energy, 'кВт·ч', 1),
      cost: money('Стоимость в месяц', energy * rateOf(rates, zone)),
    };
  });
  const totals = {
    energyMonth: quantity('Расход в месяц', energyMonth, 'кВт·ч', 1),
    costMonth: money('Стоимость в месяц', costMonth),
    energyYear: quantity('Расход в год', energyMonth * 12, 'кВт·ч', 0),
    costYear: money('Стоимость в год', costMonth * 12),
  };
  return {
    explanation: explainCost(input, appliances, zoneResults, totals),
    appliances: appliances.map((appliance) => ({
      name: appliance.name,
      energy: quantity('Расход в месяц', appliance.energy, 'кВт·ч', 1),
      cost: money('Стоимость в месяц', appliance.cost),
    })),
    zones: zoneResults,
    ...totals,
    formulas: [
      'W = P · n · h · d / 1000',
      ...(rates.tariff === 'single' ? ['C = W · T'] : ['Wзоны = W · доля часов прибора в зоне', 'C = Σ Wзоны · Tзоны']),
      'Cгод = 12 · Cмес',
    ],
    inputs: tariffInputs(rates),
  };
}

/** An appliance's share of its energy in a zone as a fraction of hours, «16/24»; null outside its zones. */
function shareText(profile: Profile, tariff: Tariff, zone: Zone): string | null {
  const within = profileZones[profile][tariff];
  if (!within.includes(zone)) return null;
  if (within.length === 1) return '1';
  return `${zones[zone].hours}/${within.reduce((sum, other) => sum + zones[other].hours, 0)}`;
}

/**
 * «Как считали» of a bill (docs/calculators.md, "Electricity cost"): each appliance's energy and
 * the zones' costs with the values put in, the share of each appliance's hours in each zone, and
 * what the estimate leaves out. No standard is read: the rates and zones are the supplier's.
 */
function explainCost(
  input: ElectricityCostInput,
  appliances: { name: string; energy: number }[],
  zoneResults: ZoneResult[],
  totals: { energyMonth: Quantity; costMonth: Quantity; energyYear: Quantity; costYear: Quantity },
): Explanation {
  const { rates } = input;
  const kwh = (value: number) => quantity('W', value, 'кВт·ч', 1).text;
  const steps: Step[] = input.appliances.map((appliance, index) =>
    equation(
      `Расход: ${appliances[index]!.name}`,
      'W = P · n · h · d / 1000',
      `${n(appliance.power)} · ${appliance.count} · ${n(appliance.hours, 2)} · ${appliance.days} / 1000`,
      kwh(appliances[index]!.energy),
    ),
  );
  steps.push(
    equation(
      'Расход в месяц',
      'W = Σ Wприбора',
      appliances.map((appliance) => n(appliance.energy, 1)).join(' + '),
      totals.energyMonth.text,
    ),
  );
  if (rates.tariff === 'single')
    steps.push(
      equation('Стоимость в месяц', 'C = W · T', `${n(totals.energyMonth.rounded, 1)} · ${n(rates.single, 2)}`, totals.costMonth.text),
    );
  else
    steps.push(
      ...zoneResults.map((zone) => {
        const parts = input.appliances.flatMap((appliance, index) => {
          const share = shareText(appliance.profile, rates.tariff, zone.zone);
          if (share === null) return [];
          const energy = n(appliances[index]!.energy, 1);
          return [share === '1' ? energy : `${energy} · ${share}`];
        });
        return equation(`Расход в зоне «${zone.label}»`, 'Wзоны = Σ W · доля', parts.join(' + ') || '0', zone.energy.text);
      }),
      equation(
        'Стоимость в месяц',
        'C = Σ Wзоны · Tзоны',
        zoneResults.map((zone) => `${n(zone.energy.rounded, 1)} · ${n(zone.rate.value, 2)}`).join(' + '),
        totals.costMonth.text,
      ),
    );
  steps.push(
    equation('Расход в год', 'Wгод = 12 · Wмес', `12 · ${n(totals.energyMonth.rounded, 1)}`, totals.energyYear.text),
    equation('Стоимость в год', 'Cгод = 12 · Cмес', `12 · ${n(totals.costMonth.value, 2)}`, totals.costYear.text),
  );
  const factors: Factor[] =
    rates.tariff === 'single'
      ? []
      : input.appliances.flatMap((appliance, index) =>
          profileZones[appliance.profile][rates.tariff].map((zone) => ({
            symbol: 'доля',
            name: `часть расхода «${appliances[index]!.name}» в зоне «${zones[zone].label}»`,
            value: shareText(appliance.profile, rates.tariff, zone)!,
            reference: null,
            origin:
              `часы зоны (${zones[zone].period}) среди часов режима ` +
              `«${profileOptions.find((option) => option.value === appliance.profile)!.label}»`,
          })),
        );
  return {
    method:
      'Расход каждого прибора — мощность × количество × часы в сутки × дни в месяц; стоимость — расход по тарифу, ' +
      'для зонного тарифа — по каждой зоне суток отдельно; год — двенадцать таких месяцев.',
    steps,
    references: [],
    factors,
    assumptions: [
      'Тарифы — те, что заданы в исходных данных: возьмите их из договора или с сайта своей энергосбытовой компании. ' +
        'Социальная норма и ступени тарифа по объёму потребления не учтены.',
      ...(rates.tariff === 'single'
        ? []
        : [
            'Зоны суток — как их устанавливает большинство сбытовых компаний: ночь 23:00–7:00; день 7:00–23:00; ' +
              'пик 7:00–10:00 и 17:00–21:00, полупик 10:00–17:00 и 21:00–23:00. Работа прибора делится между зонами ' +
              'его режима пропорционально их часам.',
          ]),
      'Мощность прибора постоянна всё время работы. У приборов с термостатом (холодильник, обогреватель, бойлер) паспортная ' +
        'мощность включена не всё время — задайте среднюю мощность или часы работы; потребление в режиме ожидания не учтено.',
      'Месяц — заданное число дней, год — 12 одинаковых месяцев.',
    ],
  };
}

/** The tariff and its rates as entered, under their fields' labels: a single rate on the tariff's own line. */
function tariffInputs(rates: Rates): Line[] {
  const tariff = tariffOptions.find((option) => option.value === rates.tariff)!.label.toLowerCase();
  const rateText = (value: number) => quantity('Тариф', value, '₽/кВт·ч', 2).text;
  const f = electricityCostFields;
  if (rates.tariff === 'single') return [line(f.tariff.label, `${tariff}, ${rateText(rates.single)}`)];
  const zoneRates: [string, number][] =
    rates.tariff === 'two'
      ? [
          [f.rate_day.label, rates.day],
          [f.rate_night.label, rates.night],
        ]
      : [
          [f.rate_peak.label, rates.peak],
          [f.rate_half_peak.label, rates.halfPeak],
          [f.rate_night.label, rates.night],
        ];
  return [line(f.tariff.label, tariff), ...zoneRates.map(([label, value]) => line(label, rateText(value)))];
}

/** The calculator as its page and the registry use it (./calculator.ts). */
export const electricityCostCalculator = defineCalculator({
  id: 'electricity-cost',
  shape: electricityCostShape,
  parse: parseElectricityCostQuery,
  toQuery: electricityCostQuery,
  compute: computeElectricityCost,
});
