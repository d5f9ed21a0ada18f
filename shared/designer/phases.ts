import { currentFromPower, phaseVoltage } from '#shared/calculators/mains';
import { phaseNames, type Design, type DesignItem, type ItemPosition, type Phase } from './design';
import type { DeviceFacts, FactsById } from './device-facts';
import { overloadProtectors } from './device-kind';
import { protectionOf, type Protection } from './groups';
import type { PlacedItem } from './placement';

/**
 * Phases of a panel (docs/designer.md, "Lines and phases"): whether it is three-phase, which phase
 * each single-phase device is on, the current each line draws, the loads per phase and the
 * balancing of «Распределить по фазам». Pure and deterministic.
 */

/** Where the imbalance warning starts; kept beside the plan that measures it, for the pages that show both. */
export { imbalanceThreshold } from './check-thresholds';

/**
 * cos φ a load given in kW is turned into a current with (docs/designer.md, "Lines and phases"):
 * the calculators' default, a household mix of heaters, lighting and motors.
 */
export const designCosPhi = 0.95;

/** How many phases a device's poles switch: 1P, 1P+N, 2P one (L, N); 3P, 3P+N, 4P three; anything else unknown. */
export function phaseCountOf(facts: DeviceFacts | undefined): 1 | 3 | null {
  switch (facts?.poles) {
    case '1P':
    case '1P+N':
    case '2P':
      return 1;
    case '3P':
    case '3P+N':
    case '4P':
      return 3;
    default:
      return null;
  }
}

/** A panel is three-phase when its one input has 3 or 4 poles; with no input or several, it is not. */
export function isThreePhasePanel(protection: Pick<Protection, 'inputs'>): boolean {
  const [input, ...others] = protection.inputs;
  return input !== undefined && others.length === 0 && phaseCountOf(input.facts) === 3;
}

/** A line's current per device, A: its load (kW at 230 V or 400 V and `designCosPhi`), else null. */
export function lineLoadCurrent(item: DesignItem, phases: 1 | 3): number | null {
  const load = item.line?.load;
  if (!load) return null;
  return load.unit === 'A' ? load.value : currentFromPower(load.value, phases === 1 ? '1' : '3', designCosPhi);
}

/**
 * What a device draws, per device, and where that figure comes from: the line's load, else the
 * breaker's rating (the most it lets the line draw for long), else nothing (an RCD, a meter…).
 */
export function drawnCurrent(placed: PlacedItem): { current: number; fromRating: boolean } {
  const phases = phaseCountOf(placed.facts) ?? 1;
  const load = lineLoadCurrent(placed.item, phases);
  if (load !== null) return { current: load, fromRating: false };
  const facts = placed.facts;
  if (facts && overloadProtectors.has(facts.kind) && facts.ratedCurrent !== null) return { current: facts.ratedCurrent, fromRating: true };
  return { current: 0, fromRating: false };
}

/** How a device stands to the phases. */
export type PhaseRole =
  /** A single-phase device whose phase is its own to choose. */
  | 'single'
  /** A single-phase device behind a single-phase RCD: it is on the RCD's phase. */
  | 'follows-rcd'
  /** On all three phases. */
  | 'three'
  /** The input, a panel that is not three-phase, an unknown product or poles. */
  | 'none';

export interface PhasedItem {
  readonly placed: PlacedItem;
  readonly role: PhaseRole;
  /** The phase it is on ('single' and 'follows-rcd'), null while none is chosen or for other roles. */
  readonly phase: Phase | null;
  /** A (per phase for a three-phase device), quantity counted. */
  readonly current: number;
  /** True when `current` is the breaker's rating, the line giving no load. */
  readonly fromRating: boolean;
}

export interface PhaseLoad {
  readonly phase: Phase;
  /** The single-phase devices on it (a single-phase RCD with the lines behind it). */
  readonly devices: readonly PlacedItem[];
  /** A: its single-phase devices' currents plus every three-phase device's. */
  readonly current: number;
  /** kW at 230 V and `designCosPhi`. */
  readonly power: number;
  /** Devices counted by their breaker's rating, the line giving no load. */
  readonly fromRating: number;
}

export interface PhasePlan {
  readonly threePhase: boolean;
  readonly items: readonly PhasedItem[];
  /** L1, L2, L3; empty when the panel is not three-phase. */
  readonly loads: readonly PhaseLoad[];
  /** Single-phase devices of a three-phase panel with no phase chosen. */
  readonly unassigned: readonly PhasedItem[];
  /** (Imax − Imin) / Imax over the three phases; null when not three-phase or nothing draws. */
  readonly imbalance: number | null;
}

const keyOf = (position: ItemPosition) => `${position.rowIndex}:${position.itemIndex}`;

const isPhase = (value: unknown): value is Phase => (phaseNames as readonly unknown[]).includes(value);

/** Every device's phase, current and role, and the loads per phase (docs/designer.md, "Lines and phases"). */
export function phasePlanOf(design: Design, factsById: FactsById): PhasePlan {
  const protection = protectionOf(design, factsById);
  const threePhase = isThreePhasePanel(protection);
  const singleRcd = (placed: PlacedItem) => placed.facts?.kind === 'rcd' && phaseCountOf(placed.facts) === 1;
  const items = protection.items.map((placed): PhasedItem => {
    const { current, fromRating } = drawnCurrent(placed);
    const total = { current: current * placed.item.quantity, fromRating };
    const count = phaseCountOf(placed.facts);
    if (!threePhase || placed.item.input || count === null) return { placed, role: 'none', phase: null, ...total };
    if (count === 3) return { placed, role: 'three', phase: null, ...total };
    const rcd = protection.rcdOf(placed);
    if (rcd && singleRcd(rcd)) return { placed, role: 'follows-rcd', phase: isPhase(rcd.item.phase) ? rcd.item.phase : null, ...total };
    return { placed, role: 'single', phase: isPhase(placed.item.phase) ? placed.item.phase : null, ...total };
  });
  if (!threePhase) return { threePhase, items, loads: [], unassigned: [], imbalance: null };
  const everyPhase = items.filter((item) => item.role === 'three').reduce((sum, item) => sum + item.current, 0);
  const loads = phaseNames.map((phase): PhaseLoad => {
    const on = items.filter((item) => (item.role === 'single' || item.role === 'follows-rcd') && item.phase === phase);
    const current = everyPhase + on.reduce((sum, item) => sum + item.current, 0);
    return {
      phase,
      devices: on.map((item) => item.placed),
      current,
      power: (current * phaseVoltage * designCosPhi) / 1000,
      fromRating: on.filter((item) => item.fromRating).length,
    };
  });
  const currents = loads.map((load) => load.current);
  const max = Math.max(...currents);
  const min = Math.min(...currents);
  return {
    threePhase,
    items,
    loads,
    unassigned: items.filter((item) => item.role === 'single' && item.phase === null && drawsOrGuards(item)),
    imbalance: max > 0 ? (max - min) / max : null,
  };
}

/** A single-phase device that matters for the phases: one that draws or an RCD that lines follow. */
const drawsOrGuards = (item: PhasedItem) => item.current > 0 || item.placed.facts?.kind === 'rcd';

/**
 * «Распределить по фазам» (docs/designer.md, "Lines and phases"): every single-phase breaker, RCBO
 * and single-phase RCD (with the lines behind it, which follow it) gets a phase, largest current
 * first, each onto the phase that draws least so far; a tie goes to the phase with fewer devices
 * put on it, then to L1, L2, L3 in order. A tie in current keeps the design's order. Other
 * single-phase devices (a relay, a surge protector) keep the phase they have. Null when the panel
 * is not three-phase.
 */
export function balancedPhases(design: Design, factsById: FactsById): Map<string, Phase> | null {
  const plan = phasePlanOf(design, factsById);
  if (!plan.threePhase) return null;
  const followers = new Map<string, number>();
  const protection = protectionOf(design, factsById);
  for (const item of plan.items) {
    if (item.role !== 'follows-rcd') continue;
    const rcd = protection.rcdOf(item.placed);
    if (rcd) followers.set(keyOf(rcd), (followers.get(keyOf(rcd)) ?? 0) + item.current);
  }
  const units = plan.items
    .filter(
      (item) =>
        item.role === 'single' && item.placed.facts && (overloadProtectors.has(item.placed.facts.kind) || item.placed.facts.kind === 'rcd'),
    )
    .map((item, order) => ({ key: keyOf(item.placed), weight: item.current + (followers.get(keyOf(item.placed)) ?? 0), order }));
  units.sort((a, b) => b.weight - a.weight || a.order - b.order);
  // Devices that keep their phase still load it.
  const kept = plan.items.filter((item) => item.role === 'single' && !units.some((unit) => unit.key === keyOf(item.placed)));
  const state = phaseNames.map((phase) => ({
    phase,
    current: kept.filter((item) => item.phase === phase).reduce((sum, item) => sum + item.current, 0),
    devices: 0,
  }));
  const chosen = new Map<string, Phase>();
  for (const unit of units) {
    const target = [...state].sort((a, b) => a.current - b.current || a.devices - b.devices)[0]!;
    target.current += unit.weight;
    target.devices += 1;
    chosen.set(unit.key, target.phase);
  }
  return chosen;
}
