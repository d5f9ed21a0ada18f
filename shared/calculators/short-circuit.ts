import * as z from 'zod/mini';
import { curveOptions, instantTripMultiple, ratingOptions, type BreakerCurve } from './breakers';
import { numberField, selectField } from './fields';
import { formatNumber } from './format';
import { eitherSchema, schemasOf } from './form-schema';
import { faultLoop } from './fault-loop';
import { materialField, materialLabel, resistivity, sectionOptions, sectionText, type Material } from './materials';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { phaseVoltage } from './supply';
import { atLeast } from './tolerance';
import { transformerLabel, transformers, windingLabel } from './tables/transformers';
import { resistivityLine } from './voltage-drop';
import { defineCalculator } from './calculator';
import { check, equation, n, reference, type Explanation, type Reference } from './explanation';
import { sources } from './tables/sources';

/**
 * The single-phase fault current at the end of a line by the simplified method of ПУЭ's practice,
 * Ik = Uф / (Zт/3 + Zп), and whether the line's breaker trips instantly on it (docs/calculators.md,
 * "Short circuit"). The loop is the conductors' active resistance (reactance neglected), which
 * overstates the current a little for long lines of large section.
 */

const customSupply = 'custom';

export const supplyOptions = [
  ...transformers.map((transformer) => ({ value: transformer.id, label: transformerLabel(transformer) })),
  { value: customSupply, label: 'Другой источник: задать сопротивление' },
];

export const shortCircuitFields = {
  supply: selectField({ label: 'Питающий трансформатор', options: supplyOptions, default: '400-yyn' }),
  impedance: numberField({
    label: 'Сопротивление источника Zт/3',
    unit: 'Ом',
    min: 0,
    minExclusive: true,
    max: 10,
    step: 0.001,
    default: 0.1,
    when: { field: 'supply', is: [customSupply] },
  }),
  material: materialField(),
  section: selectField({ label: 'Сечение фазной жилы', options: sectionOptions, default: '2.5' }),
  neutral: selectField({
    label: 'Сечение нулевой жилы',
    options: [{ value: 'same', label: 'Как у фазной' }, ...sectionOptions],
    default: 'same',
  }),
  length: numberField({ label: 'Длина линии', unit: 'м', min: 0, minExclusive: true, max: 10000, step: 1, default: 30 }),
  curve: selectField({ label: 'Характеристика автомата', options: curveOptions, default: 'C' }),
  rating: selectField({ label: 'Номинальный ток автомата', options: ratingOptions, default: '16' }),
};

const f = shortCircuitFields;

export const shortCircuitShape = {
  fields: shortCircuitFields,
  lists: {},
  schema: eitherSchema(
    'supply',
    f.supply,
    { supply: z.literal(customSupply), impedance: f.impedance.schema },
    { supply: z.enum(transformers.map((transformer) => transformer.id)) },
    schemasOf(f, ['material', 'section', 'neutral', 'length', 'curve', 'rating']),
  ),
};

export type Supply = { kind: 'transformer'; id: string } | { kind: 'custom'; impedance: number };

export interface ShortCircuitInput {
  supply: Supply;
  material: Material;
  /** mm². */
  section: number;
  /** mm²; the phase's section when the same. */
  neutralSection: number;
  /** m. */
  length: number;
  curve: BreakerCurve;
  rating: number;
}

export function parseShortCircuitQuery(params: QueryInput) {
  return parseQuery(shortCircuitShape, params, (fields): ShortCircuitInput => {
    const section = Number(fields.section);
    return {
      supply: 'impedance' in fields ? { kind: 'custom', impedance: fields.impedance } : { kind: 'transformer', id: fields.supply },
      material: fields.material,
      section,
      neutralSection: fields.neutral === 'same' ? section : Number(fields.neutral),
      length: fields.length,
      curve: fields.curve,
      rating: Number(fields.rating),
    };
  });
}

export function shortCircuitQuery(input: ShortCircuitInput): URLSearchParams {
  return querySearch({
    supply: input.supply.kind === 'custom' ? customSupply : input.supply.id,
    impedance: input.supply.kind === 'custom' ? input.supply.impedance : undefined,
    material: input.material,
    section: input.section,
    neutral: input.neutralSection === input.section ? 'same' : input.neutralSection,
    length: input.length,
    curve: input.curve,
    rating: input.rating,
  });
}

export interface ShortCircuitResult {
  /** Zт/3 or the impedance given. */
  supplyImpedance: Quantity;
  phaseResistance: Quantity;
  neutralResistance: Quantity;
  /** Zп, the line's phase–zero loop. */
  lineImpedance: Quantity;
  loopImpedance: Quantity;
  faultCurrent: Quantity;
  /** k·In: the current at which the breaker is sure to trip at once. */
  tripCurrent: Quantity;
  /** Ik / In. */
  multiple: Quantity;
  trips: boolean;
  verdict: string;
  /** «Как считали» (./explanation.ts). */
  explanation: Explanation;
  formulas: string[];
  inputs: Line[];
}

export function computeShortCircuit(input: ShortCircuitInput): ShortCircuitResult {
  const supply = supplyOf(input.supply);
  const supplyImpedance = supply.impedance;
  const { phaseResistance, neutralResistance, lineImpedance, loopImpedance: loop, faultCurrent } = faultLoop({ ...input, supplyImpedance });
  const multiple = instantTripMultiple[input.curve];
  const tripCurrent = multiple * input.rating;
  const trips = atLeast(faultCurrent, tripCurrent);
  const fault = quantityBeside('Ток однофазного КЗ Ik', faultCurrent, 'А', 0, [tripCurrent]);
  const trip = quantity('Ток мгновенного срабатывания', tripCurrent, 'А', 0);
  const breaker = `${input.curve}${input.rating}`;
  const verdict = trips
    ? `Автомат ${breaker} отключит КЗ в конце линии мгновенно: Ik = ${fault.text} ≥ ${multiple} · ${input.rating}\u00a0А = ${trip.text}.`
    : `Автомат ${breaker} не отключит КЗ в конце линии мгновенно: ` +
      `Ik = ${fault.text} < ${multiple} · ${input.rating}\u00a0А = ${trip.text}. ` +
      'Уменьшите длину линии, увеличьте сечение или выберите автомат с меньшим номиналом или другой характеристикой.';
  const sameSections = input.section === input.neutralSection;
  const quantities = {
    supplyImpedance: quantity('Сопротивление источника Zт/3', supplyImpedance, 'Ом', 4),
    phaseResistance: quantity('Сопротивление фазной жилы', phaseResistance, 'Ом', 4),
    neutralResistance: quantity('Сопротивление нулевой жилы', neutralResistance, 'Ом', 4),
    lineImpedance: quantity('Сопротивление петли линии Zп', lineImpedance, 'Ом', 4),
    loopImpedance: quantity('Полное сопротивление петли Zт/3 + Zп', loop, 'Ом', 4),
  };
  return {
    ...quantities,
    explanation: explainFault(input, supply.reference, { ...quantities, fault, trip, trips }),
    faultCurrent: fault,
    tripCurrent: trip,
    multiple: quantity('Кратность Ik / In', faultCurrent / input.rating, '', 1),
    trips,
    verdict,
    formulas: [
      'Ik = Uф / (Zт/3 + Zп)',
      sameSections ? 'Zп = 2 · ρ · L / S' : 'Zп = ρ · L / Sф + ρ · L / Sн',
      `Ik ≥ k · In, k = ${multiple} для характеристики ${input.curve}`,
    ],
    inputs: [
      supply.line,
      line('Фазное напряжение Uф', `${phaseVoltage}\u00a0В`),
      line('Материал жил', materialLabel(input.material)),
      line('Сечение фазной жилы', sectionText(input.section)),
      line('Сечение нулевой жилы', sectionText(input.neutralSection)),
      quantity('Длина линии', input.length, 'м', 2),
      line('Автомат', `${breaker}, ${formatNumber(multiple, 0)} · In для мгновенного срабатывания`),
      resistivityLine(input.material),
    ],
  };
}

/**
 * «Как считали» of a fault current (docs/calculators.md, "Short circuit"): the loop's resistances and
 * the current with the values put in, the table row of Zт/3, the curve's multiple from ГОСТ IEC 60898-1,
 * and how this estimate stands against the full method of ГОСТ 28249-93.
 */
function explainFault(
  input: ShortCircuitInput,
  supplyReference: Reference | null,
  q: {
    supplyImpedance: Quantity;
    lineImpedance: Quantity;
    loopImpedance: Quantity;
    fault: Quantity;
    trip: Quantity;
    trips: boolean;
  },
): Explanation {
  const rho = n(resistivity[input.material], 4);
  const length = n(input.length, 2);
  const same = input.section === input.neutralSection;
  const multiple = instantTripMultiple[input.curve];
  const curve = curveOptions.find((option) => option.value === input.curve)!.label;
  const ohms = (value: Quantity) => n(value.rounded, 4);
  return {
    method:
      'Упрощённая оценка тока однофазного КЗ в конце линии в системе TN: фазное напряжение, делённое на сумму сопротивления ' +
      'трансформатора Zт/3 и активного сопротивления петли «фаза — нуль» линии; затем сравнение с током мгновенного ' +
      'расцепления автомата.',
    steps: [
      equation(
        'Сопротивление петли линии',
        same ? 'Zп = 2 · ρ · L / S' : 'Zп = ρ · L / Sф + ρ · L / Sн',
        same
          ? `2 · ${rho} · ${length} / ${n(input.section, 1)}`
          : `${rho} · ${length} / ${n(input.section, 1)} + ${rho} · ${length} / ${n(input.neutralSection, 1)}`,
        q.lineImpedance.text,
      ),
      equation(
        'Ток однофазного КЗ',
        'Ik = Uф / (Zт/3 + Zп)',
        `${phaseVoltage} / (${ohms(q.supplyImpedance)} + ${ohms(q.lineImpedance)})`,
        q.fault.text,
      ),
      equation('Ток мгновенного расцепления', 'Iмгн = k · In', `${multiple} · ${input.rating}`, q.trip.text),
      check(
        'Мгновенное отключение',
        'Ik ≥ k · In',
        `${q.fault.text} ${q.trips ? '≥' : '<'} ${q.trip.text}`,
        q.trips ? 'выполняется: автомат отключит КЗ мгновенно' : 'не выполняется: мгновенного отключения нет',
      ),
    ],
    references: [
      ...(supplyReference ? [supplyReference] : []),
      reference(sources.breakers, {
        table: 'диапазоны мгновенного расцепления',
        column: 'верхняя граница',
        row: `характеристика ${curve}`,
        value: `k = ${multiple}`,
        use: 'ток, при котором автомат гарантированно срабатывает мгновенно',
      }),
      reference(sources.pue, {
        table: 'п. 1.7.79, табл. 1.7.1',
        row: 'Uф 220\u00a0В (230\u00a0В)',
        value: '0,4\u00a0с',
        use: 'наибольшее время автоматического отключения в системе TN; мгновенное срабатывание его обеспечивает',
      }),
      reference(sources.shortCircuit, {
        table: 'метод расчёта тока однофазного КЗ',
        use: 'полный метод: симметричные составляющие, активные и индуктивные сопротивления, контакты, дуга; здесь не применён',
      }),
    ],
    factors: [],
    assumptions: [
      'Учтено только активное сопротивление жил линии, индуктивное не учтено — для длинных линий большого сечения ток ' +
        'получается немного завышенным.',
      `ρ = ${rho}\u00a0Ом·мм²/м — ${materialLabel(input.material)} при +20\u00a0°C. При КЗ жилы нагреваются, их сопротивление растёт, ` +
        'и ток будет меньше расчётного.',
      'Не учтены сопротивления контактов, автоматов, шин и электрической дуги в месте КЗ, которые ГОСТ 28249-93 ' +
        'велит учитывать, и сопротивление сети выше трансформатора. Они уменьшают ток: при кратности Ik / (k · In) ' +
        'близкой к 1 оставьте запас.',
      'Сопротивления Zт/3 и Zп сложены арифметически (по модулю) — это занижает ток и идёт в запас.',
      'Система заземления TN, фазное напряжение 230\u00a0В; КЗ металлическое, в конце линии.',
    ],
  };
}

function supplyOf(supply: Supply): { impedance: number; line: Line; reference: Reference | null } {
  if (supply.kind === 'custom') return { impedance: supply.impedance, line: line('Источник', 'сопротивление задано'), reference: null };
  const transformer = transformers.find((item) => item.id === supply.id);
  // The schema admits only the table's transformers; another id is a caller's mistake.
  if (!transformer) throw new Error(`Unknown transformer ${supply.id}`);
  return {
    impedance: transformer.impedance,
    line: line('Трансформатор', `${transformer.power}\u00a0кВА, ${windingLabel[transformer.winding]}`),
    reference: reference(sources.transformerTable, {
      table: 'Zт/3, Ом',
      column: `схема соединения обмоток ${windingLabel[transformer.winding]}`,
      row: `${transformer.power}\u00a0кВА`,
      value: `${n(transformer.impedance)}\u00a0Ом`,
      use: 'сопротивление трансформатора току однофазного КЗ',
    }),
  };
}

/** The calculator as its page and the registry use it (./calculator.ts). */
export const shortCircuitCalculator = defineCalculator({
  id: 'short-circuit',
  shape: shortCircuitShape,
  parse: parseShortCircuitQuery,
  toQuery: shortCircuitQuery,
  compute: computeShortCircuit,
});
