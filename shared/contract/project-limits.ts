/**
 * A project's bounds (docs/behaviour.md, "Projects"), apart from the schemas so a page's button can
 * use them without loading zod.
 */
export const projectLimits = {
  /** Calculations and designs one project keeps. */
  items: 100,
  titleMax: 120,
  /**
   * A tool's address: a design's result address is under 2 000 characters (docs/designer.md,
   * "Limits"); a power-consumption calculation with 30 loads named in Cyrillic approaches 12 000.
   */
  addressMax: 12_000,
} as const;
