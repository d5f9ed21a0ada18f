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
