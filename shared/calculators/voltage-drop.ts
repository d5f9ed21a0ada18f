import {
  circuitCommonKeys,
  circuitCurrent,
  circuitCurrentFormulas,
  circuitFields,
  circuitFrom,
  circuitLines,
  circuitParams,
  type Circuit,
} from './circuit';
import { numberField, selectField } from './fields';
import { formatNumber } from './format';
import { schemasOf } from './form-schema';
import { materialLabel, resistivity, sectionOptions, sectionText, type Material } from './materials';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { loadShapeSchema, supplyVoltage, type Phases } from './supply';
import { atLeast, atMost } from './tolerance';
import { defineCalculator } from './calculator';

/**
 * Voltage drop along a line (docs/calculators.md, "Voltage drop"): the active resistance of the
 * conductors only, reactance neglected — right for the sections of buildings' wiring, a little low
 * for long lines of large section.
 */

export interface LineDropInput {
  current: number;
  length: number;
  section: number;
  material: Material;
  phases: Phases;
  cosPhi: number;
}

export interface LineDrop {
  /** One conductor's resistance, Ω. */
  resistance: number;
  volts: number;
  percent: number;
}

/** ΔU = 2·I·ρ·L·cos φ / S for one phase (there and back), √3·I·ρ·L·cos φ / S for three. */
export function lineDrop(input: LineDropInput): LineDrop {
  const resistance = (resistivity[input.material] * input.length) / input.section;
  const factor = input.phases === '1' ? 2 : Math.sqrt(3);
  const volts = factor * input.current * resistance * input.cosPhi;
  return { resistance, volts, percent: (volts / supplyVoltage(input.phases)) * 100 };
}

export const dropFormulas = (phases: Phases) => [
  phases === '1' ? 'ΔU = 2 · I · ρ · L · cos φ / S' : 'ΔU = √3 · I · ρ · L · cos φ / S',
  'ΔU% = ΔU / U · 100 %',
];

/** 'ρ = 0,0175 Ом·мм²/м (медь)'. */
export const resistivityLine = (material: Material) =>
  line('Удельное сопротивление ρ', `${formatNumber(resistivity[material], 4)}\u00a0Ом·мм²/м (${materialLabel(material)})`);

export const voltageDropFields = {
  ...circuitFields(),
  section: selectField({ label: 'Сечение жилы', options: sectionOptions, default: '2.5' }),
  length: numberField({ label: 'Длина линии', unit: 'м', min: 0, minExclusive: true, max: 10000, step: 1, default: 20 }),
  limit: numberField({ label: 'Допустимое падение напряжения', unit: '%', min: 0, minExclusive: true, max: 20, step: 0.5, default: 5 }),
};

export const voltageDropShape = {
  fields: voltageDropFields,
  lists: {},
  schema: loadShapeSchema(voltageDropFields, schemasOf(voltageDropFields, [...circuitCommonKeys, 'section', 'length', 'limit'])),
};

export interface VoltageDropInput extends Circuit {
  section: number;
  length: number;
  /** The permitted drop, %. */
  limit: number;
}

export function parseVoltageDropQuery(params: QueryInput) {
  return parseQuery(voltageDropShape, params, (fields): VoltageDropInput => ({
    ...circuitFrom(fields),
    section: Number(fields.section),
    length: fields.length,
    limit: fields.limit,
  }));
}

export function voltageDropQuery(input: VoltageDropInput): URLSearchParams {
  return querySearch({
    ...circuitParams(input),
    section: input.section,
    length: input.length,
    limit: input.limit,
  });
}

interface VoltageDropBase {
  current: Quantity;
  /** One conductor's resistance. */
  resistance: Quantity;
  formulas: string[];
  inputs: Line[];
}

export type VoltageDropResult = VoltageDropBase &
  (
    | {
        status: 'computed';
        drop: Quantity;
        dropPercent: Quantity;
        /** The voltage at the line's end, U − ΔU. */
        endVoltage: Quantity;
        limit: Quantity;
        withinLimit: boolean;
        warnings: string[];
      }
    | {
        /** ΔU ≥ U: no voltage would be left at the end, so there is no drop to show. */
        status: 'beyond-supply';
        message: string;
      }
  );

export function computeVoltageDrop(input: VoltageDropInput): VoltageDropResult {
  const voltage = supplyVoltage(input.phases);
  const current = circuitCurrent(input);
  const drop = lineDrop({ ...input, current });
  const base: VoltageDropBase = {
    current: quantity('Ток нагрузки', current, 'А', 1),
    resistance: quantity('Сопротивление одной жилы', drop.resistance, 'Ом', 4),
    formulas: [...circuitCurrentFormulas(input), ...dropFormulas(input.phases)],
    inputs: [
      ...circuitLines(input),
      line('Сечение жилы', sectionText(input.section)),
      quantity('Длина линии', input.length, 'м', 2),
      resistivityLine(input.material),
    ],
  };
  // A negative end voltage is no answer: the linear formula has left the range where it means anything.
  if (atLeast(drop.volts, voltage))
    return {
      ...base,
      status: 'beyond-supply',
      message:
        `Расчётное падение напряжения не меньше напряжения сети ${voltage}\u00a0В: при такой нагрузке, длине и сечении ` +
        'напряжения в конце линии не останется, и формула падения напряжения здесь неприменима. ' +
        'Увеличьте сечение, сократите длину линии или уменьшите нагрузку.',
    };
  const limit = quantity('Допустимое падение', input.limit, '%', 2);
  const withinLimit = atMost(drop.percent, input.limit);
  const dropPercent = quantityBeside('Падение напряжения', drop.percent, '%', 2, [input.limit]);
  const warnings = withinLimit
    ? []
    : [`Падение напряжения ${dropPercent.text} больше допустимого (${limit.text}): увеличьте сечение или сократите длину линии.`];
  return {
    ...base,
    status: 'computed',
    drop: quantity('Падение напряжения', drop.volts, 'В', 2),
    dropPercent,
    endVoltage: quantity('Напряжение в конце линии', voltage - drop.volts, 'В', 1),
    limit,
    withinLimit,
    warnings,
  };
}

/** The calculator as its page and the registry use it (./calculator.ts). */
export const voltageDropCalculator = defineCalculator({
  id: 'voltage-drop',
  shape: voltageDropShape,
  parse: parseVoltageDropQuery,
  toQuery: voltageDropQuery,
  compute: computeVoltageDrop,
});
