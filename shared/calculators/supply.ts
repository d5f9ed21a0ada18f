import * as z from 'zod/mini';
import { numberField, selectField } from './fields';
import { eitherSchema } from './form-schema';
import { currentFromPower, type Phases } from './mains';

/**
 * The low-voltage supply the calculators assume (docs/calculators.md, "Supply"), as the forms offer
 * it; the voltages and the power-to-current formula are in ./mains.ts, which the designer reads too.
 */
export { currentFromPower, lineVoltage, phaseVoltage, supplyVoltage, type Phases } from './mains';

export const phaseOptions = [
  { value: '1', label: 'Однофазная сеть 230 В' },
  { value: '3', label: 'Трёхфазная сеть 400 В' },
] as const satisfies readonly { value: Phases; label: string }[];

export const phasesLabel = (phases: Phases) => (phases === '1' ? 'однофазная, 230 В' : 'трёхфазная, 400 В');

export const currentFormula = (phases: Phases) => (phases === '1' ? 'I = P / (U · cos φ)' : 'I = P / (√3 · U · cos φ)');

/** What a line carries, as the visitor gives it: a power or a current. */
export type Load = { kind: 'power'; kilowatts: number } | { kind: 'current'; amperes: number };

export type LoadMode = Load['kind'];

export const loadModeOptions = [
  { value: 'power', label: 'По мощности, кВт' },
  { value: 'current', label: 'По току, А' },
] as const satisfies readonly { value: LoadMode; label: string }[];

/** The load as the form's parsed fields give it: the mode says which of the two was read. */
export const loadFrom = (fields: { mode: 'power'; power: number } | { mode: 'current'; current: number }): Load =>
  fields.mode === 'power' ? { kind: 'power', kilowatts: fields.power } : { kind: 'current', amperes: fields.current };

/** The load back as the form's parameters. */
export const loadParams = (load: Load) => ({
  mode: load.kind,
  power: load.kind === 'power' ? load.kilowatts : undefined,
  current: load.kind === 'current' ? load.amperes : undefined,
});

export function loadCurrent(load: Load, phases: Phases, cosPhi: number): number {
  return load.kind === 'current' ? load.amperes : currentFromPower(load.kilowatts, phases, cosPhi);
}

/** The fields that give a line's load: the mode, then the power or the current (docs/calculators.md, "Supply"). */
export const loadFields = () => ({
  mode: selectField({ label: 'Способ задания нагрузки', options: loadModeOptions, default: 'power' }),
  power: numberField({
    label: 'Мощность нагрузки',
    unit: 'кВт',
    min: 0,
    minExclusive: true,
    max: 1000,
    step: 0.1,
    default: 5,
    when: { field: 'mode', is: ['power'] },
  }),
  current: numberField({
    label: 'Ток нагрузки',
    unit: 'А',
    min: 0,
    minExclusive: true,
    max: 2000,
    step: 0.1,
    default: 25,
    when: { field: 'mode', is: ['current'] },
  }),
});

export const phasesField = () => selectField({ label: 'Сеть', options: phaseOptions, default: '1' });

/** cos φ: 0 would make any power an infinite current, and above 1 it is no power factor. */
export const cosPhiField = () =>
  numberField({ label: 'Коэффициент мощности cos φ', unit: '', min: 0, minExclusive: true, max: 1, step: 0.01, default: 0.95 });

/**
 * A line's inputs as one schema: the load given by power or by current (the mode decides which
 * field is read), with the calculator's other fields alongside.
 */
export function loadShapeSchema<C extends z.core.$ZodLooseShape>(fields: ReturnType<typeof loadFields>, common: C) {
  return eitherSchema(
    'mode',
    fields.mode,
    { mode: z.literal('power'), power: fields.power.schema },
    { mode: z.literal('current'), current: fields.current.schema },
    common,
  );
}
