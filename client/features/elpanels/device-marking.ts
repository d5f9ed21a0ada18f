import type { DeviceFacts } from '#shared/designer/device-facts';

/**
 * What a device's front and a schematic print about it (docs/designer.md, "Diagrams"): the rating
 * as a maker prints it («C16» on a breaker, «40 А» on an RCD), the leakage («30 мА»), and which
 * conductors its line carries («L», «L, N», «L1–L3»). Read from DeviceFacts, so a product gone from
 * the catalogue has no marking at all.
 */

const nbsp = '\u00a0';

/** '16', '6,3': a number as the site prints it. */
const decimal = (value: number): string => String(value).replace('.', ',');

/**
 * A breaker's or RCBO's tripping curve (B, C, D…). DeviceFacts has no field for it, so it is read
 * from the name, where every maker of the catalogue writes it: «… 16 А (C) …» for breakers, «… C16 …»
 * for RCBOs; a Cyrillic С typed for the Latin one counts.
 */
export function curveOf(facts: DeviceFacts): string | null {
  if (facts.kind !== 'breaker' && facts.kind !== 'rcbo') return null;
  const latin = (letter: string) => letter.replace('С', 'C').replace('В', 'B');
  const bracketed = /\(([BCDKZСВ])\)/.exec(facts.name);
  if (bracketed?.[1]) return latin(bracketed[1]);
  const rating = facts.ratedCurrent === null ? null : decimal(facts.ratedCurrent);
  for (const match of facts.name.matchAll(/(?:^|\s)([BCDKZСВ])(\d+(?:,\d+)?)(?=\s|$)/g)) {
    if (match[1] && match[2] === rating) return latin(match[1]);
  }
  return null;
}

/**
 * «C16» for a breaker or RCBO with a known curve; «до 80 А» for a meter (its rating is the maximum
 * current, docs/designer.md, "Devices"); «16 А» for any other rated device; null without a rating.
 */
export function ratingText(facts: DeviceFacts): string | null {
  if (facts.ratedCurrent === null) return null;
  if (facts.kind === 'meter') return `до${nbsp}${decimal(facts.ratedCurrent)}${nbsp}А`;
  const curve = curveOf(facts);
  return curve ? `${curve}${decimal(facts.ratedCurrent)}` : `${decimal(facts.ratedCurrent)}${nbsp}А`;
}

/** «30 мА» for an RCD or RCBO. */
export function leakageText(facts: DeviceFacts): string | null {
  return facts.leakage === null ? null : `${decimal(facts.leakage)}${nbsp}мА`;
}

/** Whether a meter or relay is for three phases: the catalogue says so in the name («трёхфазный»). */
function threePhaseByName(facts: DeviceFacts): boolean {
  return /тр[её]хфазн|3\s*Ф/i.test(facts.name);
}

export interface Conductors {
  /** How many conductors the line has, as the strokes across a single-line drawing's line count them. */
  readonly count: number;
  /** «L», «L, N», «L1–L3», «L1–L3, N». */
  readonly marking: string;
}

const single: Conductors = { count: 1, marking: 'L' };
const phaseAndNeutral: Conductors = { count: 2, marking: 'L, N' };
const threePhases: Conductors = { count: 3, marking: 'L1–L3' };
const threePhasesAndNeutral: Conductors = { count: 4, marking: 'L1–L3, N' };

/**
 * The conductors a device switches or measures, from its poles as the catalogue writes them
 * (docs/designer.md, "Devices"): 1P is a phase; 1P+N and 2P a phase and the neutral; 3P three
 * phases; 3P+N and 4P three phases and the neutral. Contactors count contacts (2 or 4); meters and
 * relays state no poles, so their phases come from the name. Null when nothing tells.
 */
export function conductorsOf(facts: DeviceFacts): Conductors | null {
  switch (facts.poles) {
    case '1P':
      return single;
    case '1P+N':
    case '2P':
    case '2':
      return phaseAndNeutral;
    case '3P':
      return threePhases;
    case '3P+N':
    case '4P':
    case '4':
      return threePhasesAndNeutral;
    default:
      if (facts.kind === 'meter' || facts.kind === 'relay') return threePhaseByName(facts) ? threePhasesAndNeutral : phaseAndNeutral;
      return null;
  }
}

const handlesByPoles: Readonly<Record<string, number>> = { '1P': 1, '1P+N': 1, '2P': 2, '3P': 3, '3P+N': 4, '4P': 4 };

/**
 * How many handles a device's front shows: one a pole for breakers and switch-disconnectors (the
 * neutral of a 1P+N has none of its own), one for an RCD or RCBO whatever its poles; never more
 * than its modules. Other kinds have no handle.
 */
export function handleCount(facts: DeviceFacts, modules: number): number {
  if (facts.kind === 'rcd' || facts.kind === 'rcbo') return 1;
  if (facts.kind !== 'breaker' && facts.kind !== 'switch') return 0;
  return Math.min(handlesByPoles[facts.poles ?? ''] ?? 1, modules);
}
