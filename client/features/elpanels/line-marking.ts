import { formatNumber } from '#shared/calculators/format';
import type { DesignLine, Phase } from '#shared/designer/design';
import { loadText } from '#shared/designer/line';
import type { Conductors } from './device-marking';

/**
 * What a single-line drawing writes of a line (docs/designer.md, "Diagrams"): its cable in the
 * short form drawings use («Cu 2,5 мм², 18 м», «Al 16 мм², 40 м»), its load («2 кВт», «10 А»),
 * and its phase in the conductors' marking («L2», «L2, N»).
 */

const nbsp = '\u00a0';
const metal = { copper: 'Cu', aluminium: 'Al' } as const;

export function cableText(line: DesignLine): string {
  return `${metal[line.material]} ${formatNumber(line.section, 1, false)}${nbsp}мм², ${formatNumber(line.length, 1, false)}${nbsp}м`;
}

export function lineLoadText(line: DesignLine): string | null {
  return line.load ? loadText(line.load) : null;
}

/** A single-phase line's marking with its phase: «L» → «L2», «L, N» → «L2, N»; three-phase lines as they are. */
export function withPhase(conductors: Conductors, phase: Phase | null): Conductors {
  if (phase === null || conductors.count > 2) return conductors;
  return { ...conductors, marking: conductors.marking.replace(/^L(?=,|$)/, phase) };
}
