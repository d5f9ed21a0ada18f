import { standardSections } from '#shared/calculators/conductors';
import { formatNumber } from '#shared/calculators/format';
import type { DesignLine, LineLoad } from './design';
import { lineLimits } from './limits';

/**
 * A line's fields as the visitor fills them (docs/designer.md, "Lines and phases"): which values are
 * allowed, the message for one that is not, and how a line is written in a sentence. The edits
 * refuse a line with a message, the address decoder refuses it as malformed: no check ever reads
 * NaN, zero or a negative length or load.
 */

const nbsp = '\u00a0';

/** The field names the messages use, as the line editor labels them. */
export const lineFieldLabels = {
  material: 'Материал жил',
  section: 'Сечение',
  length: 'Длина линии',
  load: 'Нагрузка',
} as const;

const unitText = { kW: 'кВт', A: 'А' } as const;
const lengthUnit = 'м';

/** '0,1 м': a bound as a message writes it, ungrouped so it reads as one number. */
const bound = (value: number, unit: string) => `${formatNumber(value, 2, false)}${nbsp}${unit}`;

/** A number within [min, max] that is a whole number of steps (0.1 m, 0.01 kW, 0.1 A). */
export function isStepped(value: unknown, limits: { min: number; max: number; step: number }): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < limits.min || value > limits.max) return false;
  const steps = value / limits.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

const rangeMessage = (label: string, limits: { min: number; max: number; step: number }, unit: string) =>
  `Поле ${label} должно быть числом от ${bound(limits.min, unit)} до ${bound(limits.max, unit)}, ` +
  `не точнее ${bound(limits.step, unit)}`;

/** The messages of a line's fields (docs/designer.md, "Lines and phases"). */
export const lineMessages = {
  material: `Поле ${lineFieldLabels.material} должно быть выбрано из списка`,
  section: `Поле ${lineFieldLabels.section} должно быть выбрано из списка`,
  length: rangeMessage(lineFieldLabels.length, lineLimits.length, lengthUnit),
  loadUnit: `Поле ${lineFieldLabels.load} должно быть в кВт или в А`,
  loadkW: rangeMessage(lineFieldLabels.load, lineLimits.kW, unitText.kW),
  loadA: rangeMessage(lineFieldLabels.load, lineLimits.A, unitText.A),
} as const;

export const isStandardSection = (section: unknown): section is number =>
  typeof section === 'number' && (standardSections as readonly number[]).includes(section);

/** Why a load cannot be, or null. */
export function loadProblem(load: LineLoad): string | null {
  if (load.unit !== 'kW' && load.unit !== 'A') return lineMessages.loadUnit;
  if (!isStepped(load.value, lineLimits[load.unit])) return load.unit === 'kW' ? lineMessages.loadkW : lineMessages.loadA;
  return null;
}

/** The first reason a line cannot be, in the editor's field order, or null when every field holds. */
export function lineProblem(line: DesignLine): string | null {
  if (line.material !== 'copper' && line.material !== 'aluminium') return lineMessages.material;
  if (!isStandardSection(line.section)) return lineMessages.section;
  if (!isStepped(line.length, lineLimits.length)) return lineMessages.length;
  return line.load === undefined ? null : loadProblem(line.load);
}

/** '3,5 кВт', '16 А'. */
export const loadText = (load: LineLoad): string => `${formatNumber(load.value, 2, false)}${nbsp}${unitText[load.unit]}`;

/** 'медь 2,5 мм², 18 м' and ', 3,5 кВт' when the load is given. */
export function lineText(line: DesignLine): string {
  const metal = line.material === 'copper' ? 'медь' : 'алюминий';
  const cable = `${metal} ${formatNumber(line.section, 1, false)}${nbsp}мм², ${formatNumber(line.length, 1, false)}${nbsp}${lengthUnit}`;
  return line.load ? `${cable}, ${loadText(line.load)}` : cable;
}

/** Two lines are the same when every field is. */
export function sameLine(a: DesignLine | undefined, b: DesignLine | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.material === b.material &&
    a.section === b.section &&
    a.length === b.length &&
    a.load?.unit === b.load?.unit &&
    a.load?.value === b.load?.value
  );
}

const onStep = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(2));

/** A valid line as the design stores it: every number exactly on its step, so the address writes it as typed. */
export function normalizeLine(line: DesignLine): DesignLine {
  const cable = { material: line.material, section: line.section, length: onStep(line.length, lineLimits.length.step) };
  return line.load ? { ...cable, load: { value: onStep(line.load.value, lineLimits[line.load.unit].step), unit: line.load.unit } } : cable;
}
