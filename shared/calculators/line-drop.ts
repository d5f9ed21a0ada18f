import { resistivity, type Material } from './conductors';
import { supplyVoltage, type Phases } from './mains';

/**
 * A line's voltage drop (docs/calculators.md, "Voltage drop"): the active resistance of the
 * conductors only, reactance neglected. The voltage-drop calculator and the panel designer's check
 * (docs/designer.md, "Rules") both reckon with it; free of the forms' zod fields.
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
