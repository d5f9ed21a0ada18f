import * as z from 'zod/mini';
import {
  stripFactors,
  soils,
  utilisation,
  utilisationRead,
  verticalFactors,
  type Layout,
  type Soil,
  type SpacingRatio,
} from './tables/earthing';
import { checkboxField, numberField, selectField } from './fields';
import { eitherSchema, schemasOf } from './form-schema';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { atMost } from './tolerance';
import { defineCalculator } from './calculator';
import { check, equation, n, reference, type Explanation, type Factor, type Step } from './explanation';
import { sources } from './tables/sources';

/**
 * An earthing electrode of vertical rods joined by a horizontal strip (docs/calculators.md,
 * "Grounding"): one rod's resistance by the usual formula for a rod buried below the surface, then
 * the fewest rods — with the utilisation factors of the rods and of the strip — that bring the
 * whole to the required resistance.
 */

/** A 40×4 mm steel strip, the usual one, laid at the rods' tops. */
export const stripWidth = 0.04;

/** Beyond these counts an earthing is designed as a mesh, which this calculator does not do. */
export const maxRods: Record<Layout, number> = { row: 20, contour: 40 };

/** A contour needs at least four rods to enclose anything (and its tables start at four). */
const minRods: Record<Layout, number> = { row: 1, contour: 4 };

const customSoil = 'custom';

export const targetOptions = [
  { value: '4', label: '4 Ом — нейтраль трансформатора или генератора сети 380 В (ПУЭ 1.7.101)' },
  { value: '10', label: '10 Ом — все повторные заземления PEN линии 380 В вместе (ПУЭ 1.7.103)' },
  { value: '30', label: '30 Ом — одно повторное заземление PEN сети 380 В (ПУЭ 1.7.103)' },
] as const;

export const layoutOptions = [
  { value: 'row', label: 'В ряд' },
  { value: 'contour', label: 'По контуру' },
] as const satisfies readonly { value: Layout; label: string }[];

export const spacingOptions = [
  { value: '1', label: 'Равно длине электрода (a = L)' },
  { value: '2', label: 'Двум длинам электрода (a = 2L)' },
  { value: '3', label: 'Трём длинам электрода (a = 3L)' },
] as const satisfies readonly { value: SpacingRatio; label: string }[];

export const groundingFields = {
  soil: selectField({
    label: 'Грунт',
    options: [
      ...soils.map((soil) => ({ value: soil.value, label: `${soil.label} (${soil.resistivity}\u00a0Ом·м)` })),
      { value: customSoil, label: 'Другой: задать удельное сопротивление' },
    ],
    default: 'loam',
  }),
  resistivity: numberField({
    label: 'Удельное сопротивление грунта',
    unit: 'Ом·м',
    min: 0,
    minExclusive: true,
    max: 20000,
    step: 1,
    default: 100,
    when: { field: 'soil', is: [customSoil] },
  }),
  length: numberField({ label: 'Длина вертикального электрода', unit: 'м', min: 0.5, max: 10, step: 0.1, default: 2.5 }),
  diameter: numberField({ label: 'Диаметр электрода', unit: 'мм', min: 5, max: 100, step: 1, default: 16 }),
  depth: numberField({ label: 'Глубина верха электрода', unit: 'м', min: 0.5, max: 1, step: 0.1, default: 0.7 }),
  target: selectField({ label: 'Требуемое сопротивление', options: targetOptions, default: '4' }),
  layout: selectField({ label: 'Расположение электродов', options: layoutOptions, default: 'row' }),
  spacing: selectField({ label: 'Расстояние между электродами', options: spacingOptions, default: '2' }),
  no_strip: checkboxField({ label: 'Не учитывать соединительную полосу' }),
};

const f = groundingFields;

export const groundingShape = {
  fields: groundingFields,
  lists: {},
  schema: eitherSchema(
    'soil',
    f.soil,
    { soil: z.literal(customSoil), resistivity: f.resistivity.schema },
    { soil: z.enum(soils.map((soil) => soil.value)) },
    schemasOf(f, ['length', 'diameter', 'depth', 'target', 'layout', 'spacing', 'no_strip']),
  ),
};

export type SoilInput = { kind: 'table'; soil: Soil } | { kind: 'custom'; resistivity: number };

export interface GroundingInput {
  soil: SoilInput;
  /** Rod length, m. */
  length: number;
  /** Rod diameter, mm (an angle's: 0.95 of its flange). */
  diameter: number;
  /** Depth of the rods' tops and of the strip, m. */
  depth: number;
  /** Required resistance, Ω. */
  target: number;
  layout: Layout;
  spacing: SpacingRatio;
  /** Count the strip's own spreading in the total. */
  countStrip: boolean;
}

export function parseGroundingQuery(params: QueryInput) {
  return parseQuery(groundingShape, params, (fields): GroundingInput => ({
    soil: 'resistivity' in fields ? { kind: 'custom', resistivity: fields.resistivity } : { kind: 'table', soil: fields.soil },
    length: fields.length,
    diameter: fields.diameter,
    depth: fields.depth,
    target: Number(fields.target),
    layout: fields.layout,
    spacing: fields.spacing,
    countStrip: !fields.no_strip,
  }));
}

export function groundingQuery(input: GroundingInput): URLSearchParams {
  return querySearch({
    soil: input.soil.kind === 'custom' ? customSoil : input.soil.soil,
    resistivity: input.soil.kind === 'custom' ? input.soil.resistivity : undefined,
    length: input.length,
    diameter: input.diameter,
    depth: input.depth,
    target: input.target,
    layout: input.layout,
    spacing: input.spacing,
    no_strip: !input.countStrip,
  });
}

/** R1 = ρ/(2πL)·(ln(2L/d) + ½·ln((4T+L)/(4T−L))), T the depth of the rod's middle; lengths in m. */
export function rodResistance(resistivity: number, length: number, diameter: number, topDepth: number): number {
  const middle = topDepth + length / 2;
  return (
    (resistivity / (2 * Math.PI * length)) *
    (Math.log((2 * length) / diameter) + 0.5 * Math.log((4 * middle + length) / (4 * middle - length)))
  );
}

/** Rг = ρ/(2πl)·ln(2l²/(b·t)) for a strip of width b at depth t; lengths in m. */
export function stripResistance(resistivity: number, length: number, width: number, depth: number): number {
  return (resistivity / (2 * Math.PI * length)) * Math.log((2 * length * length) / (width * depth));
}

interface Arrangement {
  count: number;
  verticalFactor: number;
  rodsResistance: number;
  strip: { length: number; resistance: number; factor: number } | null;
  total: number;
}

function arrangement(input: GroundingInput, resistivity: number, single: number, count: number): Arrangement {
  if (count === 1) return { count, verticalFactor: 1, rodsResistance: single, strip: null, total: single };
  const verticalFactor = utilisation(verticalFactors[input.layout], input.spacing, count);
  const rodsResistance = single / (count * verticalFactor);
  const spacing = Number(input.spacing) * input.length;
  const length = input.layout === 'row' ? spacing * (count - 1) : spacing * count;
  const resistance = stripResistance(resistivity, length, stripWidth, input.depth);
  const factor = utilisation(stripFactors[input.layout], input.spacing, count);
  const total = input.countStrip ? (single * resistance) / (single * factor + resistance * count * verticalFactor) : rodsResistance;
  return { count, verticalFactor, rodsResistance, strip: { length, resistance, factor }, total };
}

export interface GroundingResult {
  status: 'reached' | 'unreachable';
  resistivity: Quantity;
  /** R1, one rod. */
  singleRod: Quantity;
  /** The rods chosen; when unreachable, the most this layout allows. */
  count: number;
  spacing: Quantity;
  /** ηв. */
  verticalFactor: Quantity;
  /** R1 / (n·ηв). */
  rodsResistance: Quantity;
  /** None for a single rod. `counted`: whether its spreading is in the total. */
  strip: { length: Quantity; resistance: Quantity; factor: Quantity; counted: boolean } | null;
  total: Quantity;
  target: Quantity;
  /** When unreachable, what to do. */
  message: string | null;
  /** «Как считали» (./explanation.ts). */
  explanation: Explanation;
  formulas: string[];
  inputs: Line[];
}

export function computeGrounding(input: GroundingInput): GroundingResult {
  const resistivity = input.soil.kind === 'custom' ? input.soil.resistivity : soilOf(input.soil.soil).resistivity;
  const single = rodResistance(resistivity, input.length, input.diameter / 1000, input.depth);
  let chosen = arrangement(input, resistivity, single, minRods[input.layout]);
  /** The count before the one chosen, which was not enough: «Как считали» shows why. */
  let previous: Arrangement | null = null;
  for (let count = chosen.count + 1; !atMost(chosen.total, input.target) && count <= maxRods[input.layout]; count++) {
    previous = chosen;
    chosen = arrangement(input, resistivity, single, count);
  }
  const reached = atMost(chosen.total, input.target);
  const total = quantityBeside('Сопротивление заземлителя', chosen.total, 'Ом', 2, [input.target]);
  const target = quantity('Требуемое сопротивление', input.target, 'Ом', 0);
  const layoutText = input.layout === 'row' ? 'в ряд' : 'по контуру';
  const message = reached
    ? null
    : `Даже ${chosen.count} электродов ${layoutText} дают ${total.text} — больше требуемых ${target.text}. ` +
      'Возьмите электроды длиннее, увеличьте расстояние между ними, расположите их по контуру ' +
      'или проектируйте заземлитель с сеткой горизонтальных электродов.';
  const stripCounted = input.countStrip && chosen.strip !== null;
  const singleRod = quantity('Сопротивление одного электрода R1', single, 'Ом', 2);
  return {
    explanation: explainEarthing(input, resistivity, singleRod, chosen, previous, { total, target, reached }),
    status: reached ? 'reached' : 'unreachable',
    resistivity: quantity('Удельное сопротивление грунта ρ', resistivity, 'Ом·м', 0),
    singleRod,
    count: chosen.count,
    spacing: quantity('Расстояние между электродами a', Number(input.spacing) * input.length, 'м', 2),
    verticalFactor: quantity('Коэффициент использования электродов ηв', chosen.verticalFactor, '', 2),
    rodsResistance: quantity('Сопротивление электродов R1 / (n · ηв)', chosen.rodsResistance, 'Ом', 2),
    strip: chosen.strip && {
      length: quantity('Длина соединительной полосы', chosen.strip.length, 'м', 1),
      resistance: quantity('Сопротивление полосы Rг', chosen.strip.resistance, 'Ом', 2),
      factor: quantity('Коэффициент использования полосы ηг', chosen.strip.factor, '', 2),
      counted: input.countStrip,
    },
    total,
    target,
    message,
    formulas: [
      'R1 = ρ / (2π · L) · (ln(2L / d) + ½ · ln((4T + L) / (4T − L))), T = t + L / 2',
      input.layout === 'row' ? 'l = a · (n − 1)' : 'l = a · n',
      'Rг = ρ / (2π · l) · ln(2l² / (b · t))',
      stripCounted ? 'R = R1 · Rг / (R1 · ηг + Rг · n · ηв)' : 'R = R1 / (n · ηв)',
    ],
    inputs: [
      line('Грунт', input.soil.kind === 'custom' ? 'удельное сопротивление задано' : soilOf(input.soil.soil).label.toLowerCase()),
      quantity('Длина электрода L', input.length, 'м', 2),
      quantity('Диаметр электрода d', input.diameter, 'мм', 1),
      quantity('Глубина верха электрода t', input.depth, 'м', 2),
      line('Полоса', `${stripWidth * 1000}×4\u00a0мм на глубине верха электродов`),
      line('Расположение', `${layoutText}, a = ${input.spacing === '1' ? '' : input.spacing}L`),
    ],
  };
}

/**
 * «Как считали» of an earthing (docs/calculators.md, "Grounding"): one rod, the strip and the whole
 * with the values put in, the count before the chosen one that was not enough, the utilisation
 * factors with the table, column and rows they were read from, and what the method assumes.
 */
function explainEarthing(
  input: GroundingInput,
  resistivity: number,
  single: Quantity,
  chosen: Arrangement,
  previous: Arrangement | null,
  q: { total: Quantity; target: Quantity; reached: boolean },
): Explanation {
  const ohms = (value: number) => quantity('R', value, 'Ом', 2).text;
  const rho = n(resistivity, 2);
  const length = n(input.length, 2);
  const depth = n(input.depth, 2);
  const middle = input.depth + input.length / 2;
  const spacing = Number(input.spacing) * input.length;
  const layoutText = input.layout === 'row' ? 'в ряд' : 'по контуру';
  const steps: Step[] = [
    equation('Глубина середины электрода', 'T = t + L / 2', `${depth} + ${length} / 2`, `${n(middle, 3)}\u00a0м`),
    equation(
      'Сопротивление одного электрода',
      'R1 = ρ / (2π · L) · (ln(2L / d) + ½ · ln((4T + L) / (4T − L)))',
      `${rho} / (2π · ${length}) · (ln(2 · ${length} / ${n(input.diameter / 1000, 4)}) + ½ · ` +
        `ln((4 · ${n(middle, 3)} + ${length}) / (4 · ${n(middle, 3)} − ${length})))`,
      single.text,
    ),
  ];
  const factors: Factor[] = [];
  const tableName = (layout: Layout, what: string) => `${what}, электроды ${layout === 'row' ? 'в ряд' : 'по контуру'}`;
  const factorOf = (symbol: string, name: string, table: typeof verticalFactors, what: string, count: number) => {
    const read = utilisationRead(table[input.layout], input.spacing, count);
    const rowText = (row: { count: number; factor: number }) => `n = ${row.count}: ${n(row.factor, 2)}`;
    factors.push({
      symbol,
      name,
      value: n(read.factor, 2),
      reference: reference(sources.earthingTables, {
        table: tableName(input.layout, what),
        column: `a / L = ${input.spacing}`,
        row: read.upper ? `${rowText(read.lower)}; ${rowText(read.upper)}` : rowText(read.lower),
        value: n(read.factor, 2),
        use: name,
      }),
      origin: read.upper
        ? `n = ${count}: линейно между строками n = ${read.lower.count} и n = ${read.upper.count}`
        : count < read.lower.count
          ? `n = ${count} меньше первой строки таблицы — взята первая строка (в запас)`
          : `n = ${count} — строка таблицы`,
    });
  };
  if (chosen.strip) {
    const strip = chosen.strip;
    const l = n(strip.length, 2);
    steps.push(
      equation('Расстояние между электродами', 'a = (a / L) · L', `${input.spacing} · ${length}`, `${n(spacing, 2)}\u00a0м`),
      equation(
        'Длина соединительной полосы',
        input.layout === 'row' ? 'l = a · (n − 1)' : 'l = a · n',
        input.layout === 'row' ? `${n(spacing, 2)} · (${chosen.count} − 1)` : `${n(spacing, 2)} · ${chosen.count}`,
        `${n(strip.length, 1)}\u00a0м`,
      ),
      equation(
        'Сопротивление полосы',
        'Rг = ρ / (2π · l) · ln(2l² / (b · t))',
        `${rho} / (2π · ${l}) · ln(2 · ${l}² / (${n(stripWidth)} · ${depth}))`,
        ohms(strip.resistance),
      ),
    );
    factorOf('ηв', 'коэффициент использования вертикальных электродов', verticalFactors, 'ηв вертикальных электродов', chosen.count);
    factorOf('ηг', 'коэффициент использования соединительной полосы', stripFactors, 'ηг горизонтальной полосы', chosen.count);
    const sr = n(single.rounded, 2);
    const eta = n(chosen.verticalFactor, 2);
    steps.push(
      input.countStrip
        ? equation(
            'Сопротивление заземлителя',
            'R = R1 · Rг / (R1 · ηг + Rг · n · ηв)',
            `${sr} · ${n(strip.resistance, 2)} / (${sr} · ${n(strip.factor, 2)} + ${n(strip.resistance, 2)} · ${chosen.count} · ${eta})`,
            q.total.text,
          )
        : equation('Сопротивление заземлителя', 'R = R1 / (n · ηв)', `${sr} / (${chosen.count} · ${eta})`, q.total.text),
    );
  }
  if (previous)
    steps.push(
      check(
        'Меньше электродов не хватает',
        'R ≤ Rн',
        `${previous.count} шт.: ${ohms(previous.total)} > ${q.target.text}`,
        `не выполняется — нужно больше ${previous.count}`,
      ),
    );
  steps.push(
    check(
      'Проверка по требуемому сопротивлению',
      'R ≤ Rн',
      `${chosen.count} шт.: ${q.total.text} ${q.reached ? '≤' : '>'} ${q.target.text}`,
      q.reached ? 'выполняется' : `не выполняется даже для ${chosen.count} электродов ${layoutText}`,
    ),
  );
  const target = targetOptions.find((option) => option.value === String(input.target))!;
  const clause = /ПУЭ (1\.7\.\d+)/.exec(target.label)![1]!;
  const soil = input.soil.kind === 'table' ? soilOf(input.soil.soil) : null;
  return {
    method:
      'Сопротивление одного вертикального электрода в однородном грунте по справочной формуле, затем наименьшее число ' +
      `электродов ${layoutText}, которое с соединительной полосой и коэффициентами использования даёт требуемое сопротивление.`,
    steps,
    references: [
      reference(sources.pue, {
        table: `п. ${clause}`,
        row: target.label.replace(/ \(ПУЭ [^)]*\)$/, '').replace(/^\d+ Ом — /, ''),
        value: q.target.text,
        use: 'наибольшее допустимое сопротивление заземляющего устройства',
      }),
      ...(soil
        ? [
            reference(sources.earthingTables, {
              table: 'удельные сопротивления грунтов',
              row: soil.label.toLowerCase(),
              value: `${soil.resistivity}\u00a0Ом·м`,
              use: 'удельное сопротивление грунта ρ',
            }),
          ]
        : []),
    ],
    factors,
    assumptions: [
      'Грунт однородный, ρ — ' +
        (soil ? 'типичное значение для этого грунта; настоящее нужно измерить' : 'заданное значение') +
        '. Сезонный (климатический) коэффициент не применён: берите ρ для сезона, когда оно наибольшее (промерзание, засуха).',
      'Формулы одиночного электрода и полосы — приближённые справочные; электрод круглого сечения (для уголка d = 0,95 ширины ' +
        `полки), полоса стальная ${stripWidth * 1000}×4\u00a0мм на глубине верха электродов.`,
      `Электроды одинаковые, ${layoutText}, через одинаковое расстояние a = ${input.spacing === '1' ? '' : input.spacing}L; коэффициенты ` +
        'использования — из таблиц для этого отношения a / L, между строками — линейно.',
      `Больше ${maxRods[input.layout]} электродов ${layoutText} калькулятор не подбирает: такой заземлитель проектируют с сеткой ` +
        'горизонтальных электродов. Коррозия и термическая стойкость не проверяются.',
    ],
  };
}

function soilOf(value: Soil) {
  const soil = soils.find((item) => item.value === value);
  // The schema admits only the table's soils; another is a caller's mistake.
  if (!soil) throw new Error(`Unknown soil ${value}`);
  return soil;
}

/** The calculator as its page and the registry use it (./calculator.ts). */
export const groundingCalculator = defineCalculator({
  id: 'grounding',
  shape: groundingShape,
  parse: parseGroundingQuery,
  toQuery: groundingQuery,
  compute: computeGrounding,
});
