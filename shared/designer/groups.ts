import type { Design, ItemPosition } from './design';
import type { FactsById } from './device-facts';
import { placedItems, type PlacedItem } from './placement';

/**
 * Which devices sit behind which RCD (docs/designer.md, "Groups"): an RCD protects the items that
 * follow it on its row, up to the next RCD or the row's end. Items before a row's first RCD are
 * behind none. The input device belongs to no group (it feeds them all); an RCBO in a group is a
 * member like a breaker, and protects its own line besides.
 */
export interface RcdGroup {
  readonly rcd: PlacedItem;
  readonly members: readonly PlacedItem[];
}

export interface Protection {
  /** Every item, as placedItems gives them. */
  readonly items: readonly PlacedItem[];
  readonly groups: readonly RcdGroup[];
  /** The items marked as input, in design order; the rules want exactly one or none. */
  readonly inputs: readonly PlacedItem[];
  /** The RCD the item at this position is behind, or null. */
  readonly rcdOf: (position: ItemPosition) => PlacedItem | null;
}

export function protectionOf(design: Design, factsById: FactsById): Protection {
  const groups: { rcd: PlacedItem; members: PlacedItem[] }[] = [];
  const inputs: PlacedItem[] = [];
  const guard = new Map<string, PlacedItem>();
  const key = (position: ItemPosition) => `${position.rowIndex}:${position.itemIndex}`;
  const items = placedItems(design, factsById);
  let open: { rcd: PlacedItem; members: PlacedItem[] } | null = null;
  for (const placed of items) {
    if (open && open.rcd.rowIndex !== placed.rowIndex) open = null;
    if (placed.item.input) {
      inputs.push(placed);
    } else if (placed.facts?.kind === 'rcd') {
      open = { rcd: placed, members: [] };
      groups.push(open);
    } else if (open) {
      open.members.push(placed);
      guard.set(key(placed), open.rcd);
    }
  }
  return { items, groups, inputs, rcdOf: (position) => guard.get(key(position)) ?? null };
}
