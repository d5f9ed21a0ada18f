import type { Design } from './design';

/**
 * The catalogue ids a design names, each once: the enclosure first, then the devices in rail
 * order. A page that draws one design reads only these products (docs/designer.md, "Page weight"),
 * never the designer's whole device library.
 */
export function designProductIds(design: Design): string[] {
  const ids = new Set<string>();
  if (design.enclosureId !== null) ids.add(design.enclosureId);
  for (const row of design.rows) for (const item of row.items) ids.add(item.productId);
  return [...ids];
}
