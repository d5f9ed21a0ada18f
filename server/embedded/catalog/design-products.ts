import type { Design } from '#shared/designer/design';
import type { CatalogModel, CatalogProduct } from './model';

/** The catalogue products a design holds, each once, its enclosure first; ids the catalogue lacks are left out. */
export function designProducts(design: Design, catalog: CatalogModel): CatalogProduct[] {
  const ids = new Set([design.enclosureId, ...design.rows.flatMap((r) => r.items.map((item) => item.productId))]);
  return [...ids].flatMap((id) => {
    const product = id === null ? undefined : catalog.byId.get(id);
    return product ? [product] : [];
  });
}
