/**
 * The colours conductors are marked with (docs/designer.md, "Documents"): ГОСТ Р 50462-2009
 * (IEC 60445) — L1 коричневый, L2 чёрный, L3 серый, N голубой. The phase of a single-phase panel
 * («L») takes L1's brown, as its one phase conductor is usually brown; a single-pole device of a
 * three-phase panel whose phase is not set yet is «L?» on white, so the strip says it is unknown
 * rather than guess a colour.
 */
export type ConductorMark = 'L' | 'L1' | 'L2' | 'L3' | 'N' | 'L?';

export interface ConductorColour {
  readonly fill: string;
  /** The letters' colour on `fill`, chosen for contrast. */
  readonly text: string;
  /** The colour's name as the standard gives it, for the legend. */
  readonly name: string;
}

const brown: ConductorColour = { fill: '#7b4a24', text: '#ffffff', name: 'коричневый' };

export const conductorColours: Readonly<Record<ConductorMark, ConductorColour>> = {
  L: brown,
  L1: brown,
  L2: { fill: '#1b1b1b', text: '#ffffff', name: 'чёрный' },
  L3: { fill: '#9a9a9a', text: '#111111', name: 'серый' },
  N: { fill: '#5aa9e6', text: '#111111', name: 'голубой' },
  'L?': { fill: '#ffffff', text: '#111111', name: 'не задан' },
};

/** «L1 — коричневый, L2 — чёрный, L3 — серый, N — голубой»: the legend printed with the labels. */
export const conductorLegend = (['L1', 'L2', 'L3', 'N'] as const).map((mark) => `${mark} — ${conductorColours[mark].name}`).join(', ');
