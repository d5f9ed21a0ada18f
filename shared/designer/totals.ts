import type { Design } from './design';
import type { FactsById } from './device-facts';
import { toKopecks, toRoubles } from './kopecks';

/** One rail's use (docs/designer.md, "Totals"). */
export interface RowUsage {
  readonly rowIndex: number;
  /** Modules the rail holds; null while no usable enclosure is chosen; 0 for a row the enclosure does not have. */
  readonly capacity: number | null;
  /** Modules the row's devices take (unknown and non-modular products take none). */
  readonly used: number;
  /** Modules left; null without a capacity; never below 0 (see `overflow`). */
  readonly free: number | null;
  /** Modules past the rail's end. */
  readonly overflow: number;
}

export interface DesignTotals {
  /** Every row of the design, and the enclosure's empty rows after them. */
  readonly rows: readonly RowUsage[];
  readonly modulesUsed: number;
  /** The enclosure's modules; null without one. */
  readonly modulesTotal: number | null;
  /** Roubles: the enclosure and every device × quantity whose product is in the catalogue. */
  readonly price: number;
}

export function designTotals(design: Design, factsById: FactsById): DesignTotals {
  const enclosure = design.enclosureId === null ? undefined : factsById.get(design.enclosureId);
  const layout = enclosure?.enclosure ?? null;
  const rowCount = Math.max(design.rows.length, layout?.rows ?? 0);
  let kopecks = enclosure ? toKopecks(enclosure.price) : 0;
  const rows: RowUsage[] = [];
  for (let rowIndex = 0; rowIndex < rowCount; rowIndex += 1) {
    let used = 0;
    for (const item of design.rows[rowIndex]?.items ?? []) {
      const facts = factsById.get(item.productId);
      if (!facts) continue;
      used += (facts.modules ?? 0) * item.quantity;
      kopecks += toKopecks(facts.price) * item.quantity;
    }
    const capacity = layout === null ? null : rowIndex < layout.rows ? layout.modulesPerRow : 0;
    rows.push({
      rowIndex,
      capacity,
      used,
      free: capacity === null ? null : Math.max(0, capacity - used),
      overflow: capacity === null ? 0 : Math.max(0, used - capacity),
    });
  }
  return {
    rows,
    modulesUsed: rows.reduce((total, row) => total + row.used, 0),
    modulesTotal: layout && layout.rows * layout.modulesPerRow,
    price: toRoubles(kopecks),
  };
}

/** The devices a design puts on its rails, every quantity counted (the enclosure is not one). */
export function designDeviceCount(design: Design): number {
  return design.rows.reduce((sum, row) => sum + row.items.reduce((count, item) => count + item.quantity, 0), 0);
}
