/**
 * The low-voltage supply the calculators assume (docs/calculators.md, "Supply"): 230 V between
 * phase and neutral, 400 V between phases (ГОСТ 29322-2014), a single-phase or a three-phase line.
 * Free of the forms' zod fields, so the panel designer's checks (shared/designer/) reckon with the
 * same values.
 */
export type Phases = '1' | '3';

export const phaseVoltage = 230;
export const lineVoltage = 400;

/** The voltage the load's current and the drop's per cent are reckoned from. */
export const supplyVoltage = (phases: Phases) => (phases === '1' ? phaseVoltage : lineVoltage);

/** The load current, A, of an active power in kW. */
export function currentFromPower(kilowatts: number, phases: Phases, cosPhi: number): number {
  const watts = kilowatts * 1000;
  return phases === '1' ? watts / (phaseVoltage * cosPhi) : watts / (Math.sqrt(3) * lineVoltage * cosPhi);
}
