import { materialField, materialLabel, type Material } from './materials';
import { line, quantity, type Line, type Quantity } from './result';
import { equation, n, type Step } from './explanation';
import {
  cosPhiField,
  currentFormula,
  loadCurrent,
  loadFields,
  loadFrom,
  loadParams,
  phasesField,
  phasesLabel,
  supplyVoltage,
  type Load,
  type Phases,
} from './supply';

/**
 * What the cable-section and voltage-drop calculators both read of a line (docs/calculators.md,
 * "Supply" and "Conductors"): its load, the network, cos φ and the conductors' material — as form
 * fields, from the parsed form, back as the address's parameters, and as the result's input lines.
 */
export interface Circuit {
  load: Load;
  phases: Phases;
  cosPhi: number;
  material: Material;
}

export const circuitFields = () => ({ ...loadFields(), phases: phasesField(), cosphi: cosPhiField(), material: materialField() });

/** The keys of the circuit's fields that every variant of the form reads (the load's are the variants). */
export const circuitCommonKeys = ['phases', 'cosphi', 'material'] as const;

type CircuitValues = Parameters<typeof loadFrom>[0] & { phases: Phases; cosphi: number; material: Material };

export const circuitFrom = (fields: CircuitValues): Circuit => ({
  load: loadFrom(fields),
  phases: fields.phases,
  cosPhi: fields.cosphi,
  material: fields.material,
});

/** The circuit back as the form's parameters, in the form's order. */
export const circuitParams = (circuit: Circuit) => ({
  ...loadParams(circuit.load),
  phases: circuit.phases,
  cosphi: circuit.cosPhi,
  material: circuit.material,
});

export const circuitCurrent = (circuit: Circuit) => loadCurrent(circuit.load, circuit.phases, circuit.cosPhi);

/** The current's formula when the load was given as a power; none when the current itself was given. */
export const circuitCurrentFormulas = (circuit: Circuit) => (circuit.load.kind === 'power' ? [currentFormula(circuit.phases)] : []);

export const circuitLines = (circuit: Circuit): Line[] => [
  circuit.load.kind === 'power'
    ? quantity('Мощность нагрузки', circuit.load.kilowatts, 'кВт', 3)
    : quantity('Ток нагрузки', circuit.load.amperes, 'А', 2),
  line('Сеть', phasesLabel(circuit.phases)),
  quantity('cos φ', circuit.cosPhi, '', 3),
  line('Материал жил', materialLabel(circuit.material)),
];

/**
 * The current's step of «Как считали» when the load was given as a power, with the values put in:
 * «I = P / (U · cos φ) = 5 000 / (230 · 0,95) = 22,9 А»; none when the current itself was given.
 */
export function currentStep(circuit: Circuit, current: Quantity): Step[] {
  if (circuit.load.kind !== 'power') return [];
  const root = circuit.phases === '3' ? `${n(Math.sqrt(3))} · ` : '';
  const substituted = `${n(circuit.load.kilowatts * 1000)} / (${root}${supplyVoltage(circuit.phases)} · ${n(circuit.cosPhi)})`;
  return [equation('Расчётный ток', currentFormula(circuit.phases), substituted, current.text)];
}
