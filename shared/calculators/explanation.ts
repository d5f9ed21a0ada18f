import { formatNumber, nbsp } from './format';
import type { Source } from './tables/sources';

/**
 * «Как считали»: how a result was reached, in one shape for every calculator (docs/calculators.md,
 * "How it was computed"), so the page and a printed calculation note draw the same data. Each
 * calculator's pure function builds it from the visitor's values: the steps with the values put
 * into the formulas, the documents and the exact table cells read, every factor applied and where
 * it came from, and the assumptions and limits the answer holds within.
 */

/** A formula worked with the visitor's values: «I = P / (U · cos φ) = 5 000 / (230 · 0,95) = 22,9 А». */
export interface EquationStep {
  kind: 'equation';
  /** What the step finds: «Расчётный ток». */
  title: string;
  formula: string;
  /** The right-hand side with the numbers put in. */
  substituted: string;
  /** With its unit, as the result shows it. */
  result: string;
}

/** A comparison a pick rests on: «Iдоп ≥ I: 23 А ≥ 22,9 А — выполняется». */
export interface CheckStep {
  kind: 'check';
  title: string;
  formula: string;
  substituted: string;
  /** What the comparison means for the answer. */
  result: string;
}

export type Step = EquationStep | CheckStep;

/** A document and the exact place in it a value was read from. */
export interface Reference {
  /** The document as cited: «ПУЭ», «ГОСТ Р 50571.5.52-2011». */
  standard: string;
  /** «7-е изд.»; null where the designation carries its year. */
  edition: string | null;
  /** The table, annex or clause: «табл. 1.3.4», «прил. G, табл. G.52.1», «п. 1.7.101». */
  table: string;
  /** The column read, as the table heads it; null for a clause or a one-column table. */
  column: string | null;
  /** The row read: «2,5 мм²». */
  row: string | null;
  /** The value read: «30 А». */
  value: string | null;
  /** What the calculation took from it. */
  use: string;
}

/** A factor that multiplies or scales a value, and where it came from. */
export interface Factor {
  symbol: string;
  name: string;
  value: string;
  /** The table it was read from; null when the visitor gave it. */
  reference: Reference | null;
  /** How it was obtained: «задан в исходных данных», «линейно между строками n = 5 и n = 10». */
  origin: string;
}

export interface Explanation {
  /** One sentence naming the method. */
  method: string;
  steps: Step[];
  references: Reference[];
  factors: Factor[];
  /** Assumptions and limits of validity, each a sentence, shown next to the result. */
  assumptions: string[];
}

export const equation = (title: string, formula: string, substituted: string, result: string): EquationStep => ({
  kind: 'equation',
  title,
  formula,
  substituted,
  result,
});

export const check = (title: string, formula: string, substituted: string, result: string): CheckStep => ({
  kind: 'check',
  title,
  formula,
  substituted,
  result,
});

/** A reference to a place in a source document. */
export function reference(
  source: Source,
  place: { table: string; column?: string | null; row?: string | null; value?: string | null; use: string },
): Reference {
  return {
    standard: source.standard,
    edition: source.edition,
    table: place.table,
    column: place.column ?? null,
    row: place.row ?? null,
    value: place.value ?? null,
    use: place.use,
  };
}

/** «I = P / (U · cos φ) = 5 000 / (230 · 0,95) = 22,9 А»; a check: «Iдоп ≥ I: 23 А ≥ 22,9 А — выполняется». */
export function stepText(step: Step): string {
  return step.kind === 'equation'
    ? `${step.formula} = ${step.substituted} = ${step.result}`
    : `${step.formula}: ${step.substituted} — ${step.result}`;
}

/** «ПУЭ, 7-е изд., табл. 1.3.4, медь, проложенные открыто, 2,5 мм² — 30 А». */
export function referenceText(ref: Reference): string {
  const place = [ref.standard, ref.edition, ref.table, ref.column, ref.row].filter(Boolean).join(', ');
  return ref.value ? `${place} — ${ref.value}` : place;
}

/** «ηв = 0,79 — коэффициент использования электродов; …». */
export function factorText(factor: Factor): string {
  const source = factor.reference ? `${referenceText(factor.reference)} (${factor.origin})` : factor.origin;
  return `${factor.symbol} = ${factor.value} — ${factor.name}; ${source}`;
}

/** Every document place the explanation cites: its references, then its factors' tables. */
export function allReferences(explanation: Explanation): Reference[] {
  return [...explanation.references, ...explanation.factors.flatMap((factor) => (factor.reference ? [factor.reference] : []))];
}

/** A number put into a formula: decimal comma, digit groups, no unit. */
export const n = (value: number, digits = 3) => formatNumber(value, digits);

/** A number with its unit after a no-break space. */
export const nu = (value: number, unit: string, digits = 3) => `${formatNumber(value, digits)}${nbsp}${unit}`;
