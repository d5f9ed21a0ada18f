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
import { lineDrop } from './line-drop';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { loadShapeSchema, supplyVoltage, type Phases } from './supply';
import { atLeast, atMost } from './tolerance';
import { defineCalculator } from './calculator';
import { currentStep } from './circuit';
import { check, equation, n, reference, type Explanation, type Reference, type Step } from './explanation';
import { sources } from './tables/sources';

/**
 * Voltage drop along a line (docs/calculators.md, "Voltage drop"): the active resistance of the
 * conductors only, reactance neglected — right for the sections of buildings' wiring, a little low
 * for long lines of large section.
 */

export { lineDrop, type LineDrop, type LineDropInput } from './line-drop';

export const dropFormulas = (phases: Phases) => [
  phases === '1' ? 'ΔU = 2 · I · ρ · L · cos φ / S' : 'ΔU = √3 · I · ρ · L · cos φ / S',
  'ΔU% = ΔU / U · 100 %',
];

/**
 * The drop's steps of «Как считали» with the values put in: one conductor's resistance, the drop in
 * volts and in per cent (docs/calculators.md, "Voltage drop").
 */
export function dropSteps(
  line: { phases: Phases; material: Material; cosPhi: number; length: number; section: number },
  current: Quantity,
  results: { drop: Quantity; dropPercent: Quantity } | null,
): Step[] {
  const rho = n(resistivity[line.material], 4);
  const length = n(line.length, 2);
  const section = n(line.section, 1);
  const resistance = quantity('R', (resistivity[line.material] * line.length) / line.section, 'Ом', 4);
  const factor = line.phases === '1' ? '2' : n(Math.sqrt(3));
  const substituted = `${factor} · ${n(current.rounded, 2)} · ${rho} · ${length} · ${n(line.cosPhi)} / ${section}`;
  const [dropFormula, percentFormula] = dropFormulas(line.phases) as [string, string];
  const voltage = supplyVoltage(line.phases);
  const steps: Step[] = [equation('Сопротивление одной жилы', 'R = ρ · L / S', `${rho} · ${length} / ${section}`, resistance.text)];
  if (!results)
    return [
      ...steps,
      check(
        'Применимость формулы',
        'ΔU < U',
        `${substituted} ≥ ${voltage}\u00a0В`,
        'не выполняется: напряжения в конце линии не останется',
      ),
    ];
  return [
    ...steps,
    equation('Падение напряжения', dropFormula, substituted, results.drop.text),
    equation(
      'Падение напряжения в процентах',
      percentFormula,
      `${n(results.drop.rounded, 2)} / ${voltage} · 100\u00a0%`,
      results.dropPercent.text,
    ),
  ];
}

/** 230/400 V (ГОСТ 29322-2014, table 1): the voltage a current and a drop's per cent are reckoned from. */
export const voltageReference = (phases: Phases): Reference =>
  reference(sources.voltages, {
    table: 'табл. 1',
    row: 'сети 230/400\u00a0В',
    value: phases === '1' ? 'U = 230\u00a0В (фаза — нуль)' : 'U = 400\u00a0В (между фазами)',
    use: 'номинальное напряжение сети',
  });

/** Annex G's formula, which the calculators use without its reactance and with ρ at +20 °C. */
export const dropMethodReference = (): Reference =>
  reference(sources.voltageDrop, {
    table: 'прил. G',
    use: 'формула падения напряжения; здесь — без индуктивной составляющей, с ρ при +20\u00a0°C',
  });

/** Table G.52.1's limit for a supply from the public low-voltage network: 3 % lighting, 5 % other uses. */
export const dropLimitReference = (value: string, column = 'прочие электроприёмники'): Reference =>
  reference(sources.voltageDrop, {
    table: 'прил. G, табл. G.52.1',
    column,
    row: 'A — питание от низковольтной сети общего назначения',
    value,
    use: 'рекомендуемое наибольшее падение напряжения',
  });

/** What ρ and the neglected reactance mean for a drop: it is the least the line will have. */
export const resistivityAssumption = (material: Material) =>
  `Учтено только активное сопротивление жил, индуктивное не учтено; ρ = ${n(resistivity[material], 4)}\u00a0Ом·мм²/м — ` +
  `${materialLabel(material)} при +20\u00a0°C. ГОСТ Р 50571.5.52-2011 (прил. G) берёт сопротивление жилы при рабочей температуре ` +
  '(ρ1 = 0,0225\u00a0Ом·мм²/м для меди, 0,036 для алюминия) и индуктивное сопротивление 0,08\u00a0мОм/м: по нему падение ' +
  'выйдет больше, по активной составляющей — примерно в 1,29 раза. Здесь — наименьшее падение, которое будет на линии.';

/** The load at the line's end, its current fixed, a three-phase one balanced. */
export const loadAssumption = (phases: Phases) =>
  'Нагрузка сосредоточена в конце линии, её ток не зависит от напряжения' +
  (phases === '3' ? '; нагрузка фаз симметрична (ток в нулевом проводнике — ноль).' : '; ток течёт по фазному и нулевому проводникам.');

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
  /** «Как считали» (./explanation.ts). */
  explanation: Explanation;
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
  const currentQuantity = quantity('Ток нагрузки', current, 'А', 1);
  const base: VoltageDropBase = {
    current: currentQuantity,
    explanation: explainDrop(input, currentQuantity, null),
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
  const dropVolts = quantity('Падение напряжения', drop.volts, 'В', 2);
  const endVoltage = quantity('Напряжение в конце линии', voltage - drop.volts, 'В', 1);
  const explanation = explainDrop(input, currentQuantity, { drop: dropVolts, dropPercent });
  explanation.steps.push(
    equation('Напряжение в конце линии', 'Uкон = U − ΔU', `${voltage} − ${n(dropVolts.rounded, 2)}`, endVoltage.text),
    check(
      'Проверка по допустимому падению',
      'ΔU% ≤ ΔUдоп',
      `${dropPercent.text} ${withinLimit ? '≤' : '>'} ${limit.text}`,
      withinLimit ? 'выполняется' : 'не выполняется',
    ),
  );
  const warnings = withinLimit
    ? []
    : [`Падение напряжения ${dropPercent.text} больше допустимого (${limit.text}): увеличьте сечение или сократите длину линии.`];
  return {
    ...base,
    explanation,
    status: 'computed',
    drop: dropVolts,
    dropPercent,
    endVoltage,
    limit,
    withinLimit,
    warnings,
  };
}

/** «Как считали» of a voltage drop (docs/calculators.md, "Voltage drop"); `results` null when ΔU ≥ U. */
function explainDrop(input: VoltageDropInput, current: Quantity, results: { drop: Quantity; dropPercent: Quantity } | null): Explanation {
  return {
    method:
      'Падение напряжения на активном сопротивлении жил линии по формуле приложения G ГОСТ Р 50571.5.52-2011 ' +
      'без индуктивной составляющей, в вольтах и в процентах от номинального напряжения сети.',
    steps: [...currentStep(input, current), ...dropSteps(input, current, results)],
    references: [
      voltageReference(input.phases),
      dropMethodReference(),
      dropLimitReference('3\u00a0% / 5\u00a0%', 'освещение / прочие электроприёмники'),
    ],
    factors: [],
    assumptions: [
      resistivityAssumption(input.material),
      loadAssumption(input.phases),
      `Допустимое падение ${n(input.limit, 2)}\u00a0% задано в исходных данных. ГОСТ Р 50571.5.52-2011 рекомендует ` +
        'от ввода до электроприёмника не больше 3\u00a0% для освещения и 5\u00a0% для прочих электроприёмников при питании ' +
        'от сети общего назначения (6 и 8\u00a0% — от собственной трансформаторной подстанции).',
    ],
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
