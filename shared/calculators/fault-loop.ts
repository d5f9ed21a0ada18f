import { resistivity, type Material } from './conductors';
import { phaseVoltage } from './mains';

/**
 * The single-phase fault current at a line's end by the simplified method of ПУЭ's practice,
 * Ik = Uф / (Zт/3 + Zп), the loop being the conductors' active resistance (docs/calculators.md,
 * "Short circuit"). The short-circuit calculator and the panel designer's loop check
 * (docs/designer.md, "Rules") both reckon with it; free of the forms' zod fields.
 */

export interface FaultLoopInput {
  /** Zт/3, Ω. */
  supplyImpedance: number;
  material: Material;
  /** mm². */
  section: number;
  /** mm². */
  neutralSection: number;
  /** m. */
  length: number;
}

export interface FaultLoop {
  phaseResistance: number;
  neutralResistance: number;
  /** Zп = ρ·L/Sф + ρ·L/Sн. */
  lineImpedance: number;
  /** Zт/3 + Zп. */
  loopImpedance: number;
  /** Ik, A. */
  faultCurrent: number;
}

export function faultLoop(input: FaultLoopInput): FaultLoop {
  const rho = resistivity[input.material];
  const phaseResistance = (rho * input.length) / input.section;
  const neutralResistance = (rho * input.length) / input.neutralSection;
  const lineImpedance = phaseResistance + neutralResistance;
  const loopImpedance = input.supplyImpedance + lineImpedance;
  return { phaseResistance, neutralResistance, lineImpedance, loopImpedance, faultCurrent: phaseVoltage / loopImpedance };
}
