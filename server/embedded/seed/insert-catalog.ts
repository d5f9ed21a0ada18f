import type Database from 'libsql';
import { renderProductDocument, renderProductPicture } from '../pictures/products';
import { brands } from './catalog/brands';
import { crossReferences } from './catalog/cross-references';
import { products } from './catalog/products';
import { sections } from './catalog/sections';
import type { SeedProduct } from './catalog/types';
import { formatSpecValue } from '../catalog/spec-values';

/** Picture sizes of the catalogue: square product shots, 4:3 section tiles, A4 documents. */
export const catalogPictureSizes = {
  product: { width: 800, height: 800 },
  section: { width: 640, height: 480 },
  document: { width: 794, height: 1123 },
} as const;

const documentTitles = { datasheet: 'Техническое описание', certificate: 'Сертификат соответствия' } as const;

/**
 * The demo catalogue: brands, the two-level section tree and the products with their pictures
 * and documents. Rows are upserted by id, so a data directory seeded with the earlier, smaller
 * catalogue keeps its product ids (saved items point at them) and gains everything else.
 */
/** The columns of a product's row, in the order `productRow` gives their values. */
export const productColumns = `id, num_id, url, name, section_id, article, brand_id, series, price_kopecks, unit, stock_quantity, lead_days,
       specs, description, pictures, documents, popularity, compatible_sections, updated_at, cross_refs`;

/**
 * A product's row for `products`: the demo's and the large generated catalogue's alike. `pictures`: the
 * gallery (the datasheet's first page second: the buyer sees the figures at a glance).
 */
export function productRow(p: SeedProduct, pictures: readonly string[], documents: readonly object[], crossRefs: readonly object[] = []) {
  const [quantity, leadDays] = p.stock.status === 'in_stock' ? [p.stock.quantity, 0] : [0, p.stock.leadDays];
  return [
    p.id,
    p.numId,
    p.url,
    p.name,
    p.sectionId,
    p.article,
    p.brandId,
    p.series,
    Math.round(p.price * 100),
    p.unit,
    quantity,
    leadDays,
    JSON.stringify(p.specs),
    p.description,
    JSON.stringify(pictures),
    JSON.stringify(documents),
    p.popularity,
    JSON.stringify(p.compatibleSections),
    p.updatedAt,
    JSON.stringify(crossRefs),
  ];
}

export function insertCatalog(db: Database.Database): void {
  const media = db.prepare(
    `INSERT INTO media (file, content_type, alt, width, height, body) VALUES (?, 'image/svg+xml', ?, ?, ?, ?)
     ON CONFLICT (file) DO UPDATE SET alt = excluded.alt, width = excluded.width, height = excluded.height, body = excluded.body`,
  );
  const store = (file: string, alt: string, size: { width: number; height: number }, body: string) => {
    media.run(file, alt, size.width, size.height, body);
    return file;
  };

  const brand = db.prepare('INSERT INTO brands (id, name) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name');
  for (const b of brands) brand.run(b.id, b.name);
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));

  const section = db.prepare(
    `INSERT INTO catalog_sections (id, sort_order, name, description, icon, parent_id, picture, specs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET sort_order = excluded.sort_order, name = excluded.name, description = excluded.description,
       icon = excluded.icon, parent_id = excluded.parent_id, picture = excluded.picture, specs = excluded.specs`,
  );
  // Parents first: a subsection's row refers to its parent's.
  const ordered = [...sections].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
  for (const s of ordered) {
    const picture = store(
      `section-${s.id}.svg`,
      s.name,
      catalogPictureSizes.section,
      renderProductPicture(s.picture, catalogPictureSizes.section, s.name),
    );
    section.run(s.id, s.order, s.name, s.description, s.icon, s.parentId, picture, JSON.stringify(s.specs));
  }
  const specsBySection = new Map(sections.map((s) => [s.id, s.specs]));

  const product = db.prepare(
    `INSERT INTO products (${productColumns})
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET num_id = excluded.num_id, url = excluded.url, name = excluded.name, section_id = excluded.section_id,
       article = excluded.article, brand_id = excluded.brand_id, series = excluded.series, price_kopecks = excluded.price_kopecks,
       unit = excluded.unit, stock_quantity = excluded.stock_quantity, lead_days = excluded.lead_days, specs = excluded.specs,
       description = excluded.description, pictures = excluded.pictures, documents = excluded.documents,
       popularity = excluded.popularity, compatible_sections = excluded.compatible_sections, updated_at = excluded.updated_at,
       cross_refs = excluded.cross_refs`,
  );
  const crossRefs = crossReferences(products);
  for (const p of products) {
    const definitions = specsBySection.get(p.sectionId) ?? [];
    const shown = definitions
      .filter((d) => p.specs[d.key] !== undefined)
      .map((d) => ({ label: d.label, value: formatSpecValue(p.specs[d.key]!, d.unit) }));
    const brandName = brandNames.get(p.brandId) ?? p.brandId;
    const main = store(
      `product-${p.id}.svg`,
      p.name,
      catalogPictureSizes.product,
      renderProductPicture(p.picture, catalogPictureSizes.product, p.name),
    );
    const documents = (['datasheet', 'certificate'] as const).map((kind) => {
      const title = `${documentTitles[kind]}: ${p.name}`;
      const body = renderProductDocument(
        { kind, productName: p.name, article: p.article, brand: brandName, series: p.series, specs: shown, issuedOn: p.updatedAt },
        catalogPictureSizes.document,
      );
      return { kind, title: documentTitles[kind], file: store(`product-${p.id}-${kind}.svg`, title, catalogPictureSizes.document, body) };
    });
    product.run(...productRow(p, [main, documents[0]!.file], documents, crossRefs.get(p.id)));
  }
}
