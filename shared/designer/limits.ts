/**
 * How big a design may get (docs/designer.md, "Limits"). The address carries the whole design, so
 * these bound what a hand-made or hostile link can make the server decode, check and render; the
 * edit history keeps every design within them, so a link the designer makes always opens.
 */
export const designLimits = {
  /** The largest enclosure of the catalogue has 4 rows; 8 leaves room for bigger ones. */
  rows: 8,
  /** A row holds at most 18 modules; 24 items leave room for an overfull row being sorted out. */
  itemsPerRow: 24,
  /** Identical devices in one item: a whole row of one-module breakers. */
  quantity: 24,
  /**
   * Devices in the whole design, quantities added up. Both diagrams draw every device on its own,
   * so this bounds what a page renders from an address; the per-row limits alone allowed 8 × 24 ×
   * 24 = 4608 devices. The catalogue's largest enclosure takes 54 one-module devices; the rest is
   * room for an overfull design being sorted out.
   */
  devices: 96,
  /** A group label as written on a panel's marking strip. */
  labelLength: 40,
  /** The contract's bound on a product id; the catalogue's are at most 41 characters today. */
  productIdLength: 80,
  /**
   * The encoded design, `v1.…` included. The result page's path (`/elpanels/designer/result?d=`,
   * 28 characters, and this) must stay within the 2000 characters the site accepts for a path to
   * return to after login or to keep as a saved item's address (shared/auth/safe-redirect.ts).
   */
  encodedLength: 1970,
} as const;

/**
 * A line's bounds (docs/designer.md, "Lines and phases"): its section is one of the standard
 * series (shared/calculators/conductors.ts); its length and load are numbers within these, no finer
 * than `step`, so the address writes them exactly and no check ever sees NaN, 0 or a negative.
 */
export const lineLimits = {
  /** Metres: a panel's lines run from a metre to a long garden or outbuilding feed. */
  length: { min: 0.1, max: 1000, step: 0.1 },
  /** kW per device: from a 10 W lamp to a 100 kW load, the most a 125 A three-phase breaker feeds. */
  kW: { min: 0.01, max: 100, step: 0.01 },
  /** A per device: up to twice the largest breaker rating, so an overload can still be written down. */
  A: { min: 0.1, max: 250, step: 0.1 },
} as const;
