import * as z from 'zod/mini';
import { breakerFor, breakerRatings } from './breakers';
import { listField, numberField, rowLabel, textField } from './fields';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { cosPhiField, currentFormula, currentFromPower, phasesField, phasesLabel, type Phases } from './supply';
import { defineCalculator } from './calculator';

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
  return {
    loads: loads.map((load) => ({
      name: load.name,
      installed: quantity('Установленная мощность', load.installed, 'кВт', 2),
      design: quantity('Расчётная мощность', load.design, 'кВт', 2),
    })),
    installedPower: quantity('Установленная мощность Pу', installedPower, 'кВт', 2),
    designPower: quantity('Расчётная мощность Pр', designPower, 'кВт', 2),
    apparentPower: quantity('Полная мощность Sр', designPower / input.cosPhi, 'кВА', 2),
    current: currentQuantity,
    breaker: rating === null ? null : quantity('Номинал вводного автомата', rating, 'А', 0),
    formulas: ['Pу = Σ P · n', 'Pр = Σ (P · n · Кс) · Ко', 'Sр = Pр / cos φ', currentFormula(input.phases), 'Iн ≥ I'],
    inputs: [
      quantity('Коэффициент одновременности Ко', input.simultaneityFactor, '', 3),
      line('Сеть', phasesLabel(input.phases)),
      quantity('cos φ', input.cosPhi, '', 3),
    ],
    warnings,
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
