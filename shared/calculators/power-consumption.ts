import * as z from 'zod/mini';
import { breakerFor, breakerRatings } from './breakers';
import { listField, numberField, rowLabel, textField } from './fields';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { cosPhiField, currentFormula, currentFromPower, phasesField, phasesLabel, type Phases } from './supply';
import { defineCalculator } from './calculator';
import { check, equation, n, reference, type Explanation, type Factor } from './explanation';
import { sources } from './tables/sources';
import { supplyVoltage } from './supply';

/**
 * A building's installed and design power and its input current (docs/calculators.md, "Power
 * consumption"): Pу = Σ P·n, Pр = Σ P·n·Кс · Ко, the current of Pр, and the smallest standard
 * breaker rating not below it.
 */

export const maxLoads = 30;

const loadRow = (index: number | null) => ({
  name: textField({ label: rowLabel('Наименование', index), maxLength: 60 }),
  power: numberField({ label: rowLabel('Мощность', index), unit: 'кВт', min: 0, minExclusive: true, max: 1000, step: 0.1, default: null }),
  count: numberField({ label: rowLabel('Количество', index), unit: 'шт', min: 1, max: 1000, step: 1, integer: true, default: 1 }),
  kc: numberField({
    label: rowLabel('Коэффициент спроса Кс', index),
    unit: '',
    min: 0,
    minExclusive: true,
    max: 1,
    step: 0.05,
    default: 1,
  }),
});

export const powerConsumptionFields = {
  ko: numberField({ label: 'Коэффициент одновременности Ко', unit: '', min: 0, minExclusive: true, max: 1, step: 0.05, default: 1 }),
  phases: phasesField(),
  cosphi: cosPhiField(),
};

export const powerConsumptionLists = {
  loads: listField({
    label: 'Нагрузки',
    maxRows: maxLoads,
    row: loadRow,
    defaults: [
      { name: 'Освещение', power: '1,5', count: '1', kc: '0,9' },
      { name: 'Розетки', power: '3', count: '1', kc: '0,6' },
      { name: 'Электроплита', power: '7', count: '1', kc: '0,6' },
    ],
  }),
};

const f = powerConsumptionFields;

export const powerConsumptionShape = {
  fields: powerConsumptionFields,
  lists: powerConsumptionLists,
  schema: z.object({ ko: f.ko.schema, phases: f.phases.schema, cosphi: f.cosphi.schema }),
};

export interface PowerLoad {
  /** May be empty: the result then names the row by its number. */
  name: string;
  /** One item's power, kW. */
  power: number;
  count: number;
  /** Кс. */
  demandFactor: number;
}

export interface PowerConsumptionInput {
  loads: PowerLoad[];
  /** Ко. */
  simultaneityFactor: number;
  phases: Phases;
  cosPhi: number;
}

export function parsePowerConsumptionQuery(params: QueryInput) {
  return parseQuery(powerConsumptionShape, params, (fields, rows): PowerConsumptionInput => ({
    loads: rows.loads.map((row) => ({ name: row.name, power: row.power, count: row.count, demandFactor: row.kc })),
    simultaneityFactor: fields.ko,
    phases: fields.phases,
    cosPhi: fields.cosphi,
  }));
}

export function powerConsumptionQuery(input: PowerConsumptionInput): URLSearchParams {
  return querySearch(
    { ko: input.simultaneityFactor, phases: input.phases, cosphi: input.cosPhi },
    input.loads.map((load) => ({ name: load.name, power: load.power, count: load.count, kc: load.demandFactor })),
  );
}

export interface PowerLoadResult {
  name: string;
  /** P·n. */
  installed: Quantity;
  /** P·n·Кс. */
  design: Quantity;
}

export interface PowerConsumptionResult {
  loads: PowerLoadResult[];
  /** Pу. */
  installedPower: Quantity;
  /** Pр. */
  designPower: Quantity;
  /** Sр = Pр / cos φ. */
  apparentPower: Quantity;
  current: Quantity;
  /** The smallest standard rating at least the current; null above the largest. */
  breaker: Quantity | null;
  /** «Как считали» (./explanation.ts). */
  explanation: Explanation;
  formulas: string[];
  inputs: Line[];
  warnings: string[];
}

export function computePowerConsumption(input: PowerConsumptionInput): PowerConsumptionResult {
  const loads = input.loads.map((load, index) => {
    const installed = load.power * load.count;
    return { name: load.name || `Нагрузка ${index + 1}`, installed, design: installed * load.demandFactor };
  });
  const installedPower = loads.reduce((sum, load) => sum + load.installed, 0);
  const designPower = loads.reduce((sum, load) => sum + load.design, 0) * input.simultaneityFactor;
  const current = currentFromPower(designPower, input.phases, input.cosPhi);
  // Shown beside the ratings it was picked by: 16,04 А is «16,1 А» beside a 20 А breaker.
  const currentQuantity = quantityBeside('Расчётный ток', current, 'А', 1, breakerRatings);
  const rating = breakerFor(current);
  const largest = breakerRatings[breakerRatings.length - 1];
  const warnings =
    rating === null
      ? [
          `Расчётный ток ${currentQuantity.text} больше ${largest}\u00a0А — наибольшего номинала модульных автоматов в этом расчёте: ` +
            'питание объекта нужно проектировать с аппаратами на больший ток или разделить нагрузку между несколькими вводами.',
        ]
      : [];
  const installedQuantity = quantity('Установленная мощность Pу', installedPower, 'кВт', 2);
  const designQuantity = quantity('Расчётная мощность Pр', designPower, 'кВт', 2);
  const apparentQuantity = quantity('Полная мощность Sр', designPower / input.cosPhi, 'кВА', 2);
  const breakerQuantity = rating === null ? null : quantity('Номинал вводного автомата', rating, 'А', 0);
  return {
    explanation: explainPower(input, {
      installed: installedQuantity,
      design: designQuantity,
      apparent: apparentQuantity,
      current: currentQuantity,
      rating,
    }),
    loads: loads.map((load) => ({
      name: load.name,
      installed: quantity('Установленная мощность', load.installed, 'кВт', 2),
      design: quantity('Расчётная мощность', load.design, 'кВт', 2),
    })),
    installedPower: installedQuantity,
    designPower: designQuantity,
    apparentPower: apparentQuantity,
    current: currentQuantity,
    breaker: breakerQuantity,
    formulas: ['Pу = Σ P · n', 'Pр = Σ (P · n · Кс) · Ко', 'Sр = Pр / cos φ', currentFormula(input.phases), 'Iн ≥ I'],
    inputs: [
      quantity('Коэффициент одновременности Ко', input.simultaneityFactor, '', 3),
      line('Сеть', phasesLabel(input.phases)),
      quantity('cos φ', input.cosPhi, '', 3),
    ],
    warnings,
  };
}

/**
 * «Как считали» of the power (docs/calculators.md, "Power consumption"): the sums with every load's
 * values put in, the current, the rating picked and the one below it, and Кс and Ко as the factors
 * they are — given by the visitor, not read from a table.
 */
function explainPower(
  input: PowerConsumptionInput,
  results: { installed: Quantity; design: Quantity; apparent: Quantity; current: Quantity; rating: number | null },
): Explanation {
  const { installed, design, apparent, current, rating } = results;
  const names = input.loads.map((load, index) => load.name || `Нагрузка ${index + 1}`);
  const amps = (value: number) => `${value}\u00a0А`;
  const voltage = supplyVoltage(input.phases);
  const root = input.phases === '3' ? `${n(Math.sqrt(3))} · ` : '';
  const index = rating === null ? breakerRatings.length : breakerRatings.indexOf(rating as (typeof breakerRatings)[number]);
  const below = index > 0 ? breakerRatings[index - 1]! : null;
  const largest = breakerRatings[breakerRatings.length - 1]!;
  const pick =
    rating === null
      ? check(
          'Выбор вводного автомата',
          'Iн ≥ I',
          `${amps(largest)} < ${current.text}`,
          'не выполняется даже для наибольшего номинала ряда',
        )
      : check(
          'Выбор вводного автомата',
          'Iн ≥ I',
          `${amps(rating)} ≥ ${current.text}`,
          `выполняется: ${amps(rating)}` +
            (below === null ? ' — наименьший номинал ряда' : ` — первый такой номинал ряда (${amps(below)} < ${current.text})`),
        );
  const factors: Factor[] = [
    ...input.loads.map((load, i) => ({
      symbol: 'Кс',
      name: `коэффициент спроса, ${names[i]}`,
      value: n(load.demandFactor),
      reference: null,
      origin: 'задан в исходных данных',
    })),
    {
      symbol: 'Ко',
      name: 'коэффициент одновременности',
      value: n(input.simultaneityFactor),
      reference: null,
      origin: 'задан в исходных данных',
    },
  ];
  return {
    method:
      'Метод коэффициентов спроса: установленная мощность — сумма мощностей нагрузок, расчётная — сумма мощностей, ' +
      'умноженных на коэффициенты спроса, с коэффициентом одновременности; ток — от расчётной мощности.',
    steps: [
      equation(
        'Установленная мощность',
        'Pу = Σ P · n',
        input.loads.map((load) => `${n(load.power)} · ${load.count}`).join(' + '),
        installed.text,
      ),
      equation(
        'Расчётная мощность',
        'Pр = Σ (P · n · Кс) · Ко',
        `(${input.loads.map((load) => `${n(load.power)} · ${load.count} · ${n(load.demandFactor)}`).join(' + ')}) · ` +
          n(input.simultaneityFactor),
        design.text,
      ),
      equation('Полная мощность', 'Sр = Pр / cos φ', `${n(design.rounded, 2)} / ${n(input.cosPhi)}`, apparent.text),
      equation(
        'Расчётный ток',
        currentFormula(input.phases),
        `${n(design.rounded * 1000)} / (${root}${voltage} · ${n(input.cosPhi)})`,
        current.text,
      ),
      pick,
    ],
    references: [
      reference(sources.voltages, {
        table: 'табл. 1',
        row: 'сети 230/400\u00a0В',
        value: input.phases === '1' ? 'U = 230\u00a0В (фаза — нуль)' : 'U = 400\u00a0В (между фазами)',
        use: 'номинальное напряжение сети',
      }),
      reference(sources.breakers, {
        table: 'предпочтительные значения номинального тока',
        row: `ряд этого расчёта: ${breakerRatings.join(', ')}\u00a0А`,
        value: rating === null ? null : amps(rating),
        use: 'ряд номиналов модульных автоматов',
      }),
    ],
    factors,
    assumptions: [
      'Коэффициенты спроса Кс и одновременности Ко заданы в исходных данных; для жилых и общественных зданий их нормативные ' +
        'значения — в СП 256.1325800.2016. При Кс = Ко = 1 расчётная мощность равна установленной.',
      'Один cos φ для всех нагрузок: при разных коэффициентах мощности полная мощность и ток будут другими.',
      input.phases === '3'
        ? 'Нагрузка распределена по фазам поровну. При неравномерной нагрузке автомат и ввод выбирают по току самой нагруженной фазы.'
        : 'Вся нагрузка — на одной фазе 230\u00a0В.',
      `Автомат выбран только по условию Iн ≥ I из номиналов 6–${largest}\u00a0А. Защита вводного кабеля (Iн ≤ Iдоп), ` +
        'отключение КЗ и селективность с нижестоящими аппаратами проверяются отдельно.',
    ],
  };
}

/** The calculator as its page and the registry use it (./calculator.ts). */
export const powerConsumptionCalculator = defineCalculator({
  id: 'power-consumption',
  shape: powerConsumptionShape,
  parse: parsePowerConsumptionQuery,
  toQuery: powerConsumptionQuery,
  compute: computePowerConsumption,
});
