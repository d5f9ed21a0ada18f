/**
 * How an enclosure's modules split into DIN rails (docs/designer.md, "Enclosures"). The catalogue
 * states only the module count; rails are the makers' usual ones: up to 18 modules sit on one
 * rail, bigger cases have rails of 12 (24 = 2 × 12, 36 = 3 × 12, 48 = 4 × 12, 72 = 6 × 12) or,
 * when the count is not a multiple of 12, of 18 (54 = 3 × 18). That matches the rails every
 * metal case of the catalogue lists in its description.
 */
export interface EnclosureLayout {
  readonly rows: number;
  readonly modulesPerRow: number;
}

export function enclosureLayout(modules: number): EnclosureLayout | null {
  if (!Number.isInteger(modules) || modules <= 0) return null;
  if (modules <= 18) return { rows: 1, modulesPerRow: modules };
  if (modules % 12 === 0) return { rows: modules / 12, modulesPerRow: 12 };
  if (modules % 18 === 0) return { rows: modules / 18, modulesPerRow: 18 };
  // No maker's layout known: one long rail is the honest reading of the module count.
  return { rows: 1, modulesPerRow: modules };
}
