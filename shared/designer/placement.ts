import type { Design, DesignItem } from './design';
import type { DeviceFacts, FactsById } from './device-facts';

/** An item with where it sits and what it is (undefined: the product is not in the catalogue). */
export interface PlacedItem {
  readonly rowIndex: number;
  readonly itemIndex: number;
  readonly item: DesignItem;
  readonly facts: DeviceFacts | undefined;
}

/** Every item of the design, row by row, left to right. */
export function placedItems(design: Design, factsById: FactsById): PlacedItem[] {
  return design.rows.flatMap((row, rowIndex) =>
    row.items.map((item, itemIndex) => ({ rowIndex, itemIndex, item, facts: factsById.get(item.productId) })),
  );
}

/** How a device is named to the visitor: the catalogue's name, else its id (a product that is gone). */
export function deviceName(productId: string, factsById: FactsById): string {
  return factsById.get(productId)?.name ?? productId;
}
