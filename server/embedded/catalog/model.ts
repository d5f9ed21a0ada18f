import type Database from 'libsql';
import type { DesignDevice, Image, Product, ProductCard, ProductDocument, SectionDetail, SectionTile } from '#shared/contract';
import type { SpecDefinition } from '../seed/catalog/types';
import type { ImageReader } from '../images';
import { mediaPath } from '../images';
import { formatSpecValue } from './spec-values';
import { warehouseSplit } from './warehouses';

export interface SectionNode {
  id: string;
  name: string;
  description: string;
  icon: string;
  order: number;
  parent: SectionNode | null;
  picture: Image;
  specs: SpecDefinition[];
  children: SectionNode[];
  /** Its own products and its subsections'. */
  productCount: number;
  /** The latest change of any of its products. */
  updatedAt: string;
}

export interface CatalogProduct {
  card: ProductCard;
  product: Product;
  brandName: string;
  priceKopecks: number;
  inStock: boolean;
  popularity: number;
  /** Raw values by characteristic key (no unit), plus `brand`: what the filters compare. */
  values: Record<string, string>;
  compatibleSections: string[];
  /** Other makers' articles this product stands for (seed/catalog/cross-references.ts). */
  crossReferences: CrossReference[];
  section: SectionNode;
}

export interface CrossReference {
  brand: string;
  article: string;
}

/** What a listing of a section compares and counts, per product, without the rest of it. */
export interface ListingRow {
  id: string;
  name: string;
  priceKopecks: number;
  inStock: boolean;
  popularity: number;
  brandName: string;
  values: Record<string, string>;
}

/** What the search reads of a product (catalog/search.ts). */
export interface SearchEntry {
  id: string;
  name: string;
  article: string;
  brandName: string;
  series: string;
  specs: Product['specs'];
  section: SectionNode;
  crossReferences: CrossReference[];
}

export interface ProductLookup<K> {
  get(key: K): CatalogProduct | undefined;
  has(key: K): boolean;
}

/**
 * The catalogue as the embedded API reads it (docs/decisions/024-catalogue-at-scale.md): the section
 * tree in memory, the products in SQLite, read when an answer needs them — a page of a listing, a
 * product, the products of one series — so that neither the start nor the heap grows with the
 * catalogue. Products come in the catalogue's order: by name.
 */
export interface CatalogModel {
  tops: SectionNode[];
  sections: ReadonlyMap<string, SectionNode>;
  /** How many products there are. */
  size: number;
  byId: ProductLookup<string>;
  byNumId: ProductLookup<number>;
  /** Products in the catalogue's order, from `offset`, at most `limit`. */
  slice(offset: number, limit: number): CatalogProduct[];
  /** Id, address and date of products in the catalogue's order, from `offset`, at most `limit`. */
  addresses(offset: number, limit: number): { id: string; url: string; updatedAt: string }[];
  /** Every product as the designer reads it (its card's fields and characteristics), in the catalogue's order. */
  designDevices(): Iterable<DesignDevice>;
  /** Every product as the search indexes it, in the catalogue's order: what it says, without pictures or stock. */
  searchEntries(): Iterable<SearchEntry>;
  /** Id, article and other makers' articles of every product, in the catalogue's order. */
  articles(): Iterable<{ id: string; article: string; crossReferences: CrossReference[] }>;
  /** Every product of a section and its subsections, in the catalogue's order. */
  productsOf(section: SectionNode): CatalogProduct[];
  /** The same as listing rows: what filters and sorts read. */
  listingRowsOf(section: SectionNode): ListingRow[];
  /** Other products of the same maker's series, in the catalogue's order. */
  seriesOf(product: CatalogProduct): CatalogProduct[];
  /** The most popular products of a section (and its subsections) of a maker or popular anyway, best first. */
  popularIn(section: SectionNode, brandId: string, minPopularity: number, limit: number): CatalogProduct[];
}

interface SectionRow {
  id: string;
  sort_order: number;
  name: string;
  description: string;
  icon: string;
  parent_id: string | null;
  picture: string | null;
  specs: string;
}

interface ProductRow {
  id: string;
  num_id: number;
  url: string;
  name: string;
  section_id: string;
  article: string;
  brand_id: string | null;
  brand_name: string | null;
  series: string;
  price_kopecks: number;
  unit: string;
  stock_quantity: number;
  lead_days: number;
  specs: string;
  description: string;
  pictures: string;
  documents: string;
  popularity: number;
  compatible_sections: string;
  updated_at: string;
  cross_refs: string;
}

/** Products read recently, kept ready: a listing's page and a product's page read the same ones again. */
const cachedProducts = 4000;
const catalogueOrder = 'ORDER BY p.name, p.rowid';
const productColumns = 'p.*, b.name AS brand_name';
const fromProducts = 'FROM products p LEFT JOIN brands b ON b.id = p.brand_id';

export function loadCatalog(db: Database.Database, image: ImageReader): CatalogModel {
  const sectionRows = db.prepare('SELECT * FROM catalog_sections ORDER BY sort_order, name').all() as SectionRow[];
  const sections = new Map<string, SectionNode>();
  for (const row of sectionRows) {
    sections.set(row.id, {
      id: row.id,
      name: row.name,
      description: row.description,
      icon: row.icon,
      order: row.sort_order,
      parent: null,
      picture: row.picture ? image(row.picture) : { src: mediaPath('missing.svg'), alt: row.name, width: 640, height: 480 },
      specs: JSON.parse(row.specs) as SpecDefinition[],
      children: [],
      productCount: 0,
      updatedAt: '',
    });
  }
  for (const row of sectionRows) {
    const node = sections.get(row.id)!;
    const parent = row.parent_id ? sections.get(row.parent_id) : undefined;
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    }
  }
  const counts = db.prepare('SELECT section_id, count(*) AS n, max(updated_at) AS latest FROM products GROUP BY section_id').all() as {
    section_id: string;
    n: number;
    latest: string;
  }[];
  let size = 0;
  for (const row of counts) {
    const section = sections.get(row.section_id);
    if (!section) continue;
    size += row.n;
    for (let s: SectionNode | null = section; s; s = s.parent) {
      s.productCount += row.n;
      if (row.latest > s.updatedAt) s.updatedAt = row.latest;
    }
  }

  const recent = new Map<string, CatalogProduct>();
  const entry = (row: ProductRow): CatalogProduct | undefined => {
    const known = recent.get(row.id);
    if (known) {
      recent.delete(row.id);
      recent.set(row.id, known);
      return known;
    }
    const section = sections.get(row.section_id);
    if (!section) return undefined;
    const made = toProduct(row, section, image);
    recent.set(row.id, made);
    if (recent.size > cachedProducts) recent.delete(recent.keys().next().value!);
    return made;
  };
  const rows = (sql: string, ...params: unknown[]) => (db.prepare(sql).all(...params) as ProductRow[]).flatMap((row) => entry(row) ?? []);
  const subtree = (section: SectionNode): string[] => [section.id, ...section.children.flatMap(subtree)];
  const placeholders = (list: readonly unknown[]) => list.map(() => '?').join(', ');
  const byIdQuery = db.prepare(`SELECT ${productColumns} ${fromProducts} WHERE p.id = ?`);
  const byNumIdQuery = db.prepare(`SELECT ${productColumns} ${fromProducts} WHERE p.num_id = ?`);
  const one = (row: unknown) => (row ? entry(row as ProductRow) : undefined);

  return {
    tops: [...sections.values()].filter((s) => s.parent === null),
    sections,
    size,
    byId: {
      get: (id) => recent.get(id) ?? one(byIdQuery.get(id)),
      has: (id) => recent.has(id) || one(byIdQuery.get(id)) !== undefined,
    },
    byNumId: {
      get: (numId) => one(byNumIdQuery.get(numId)),
      has: (numId) => one(byNumIdQuery.get(numId)) !== undefined,
    },
    slice: (offset, limit) => rows(`SELECT ${productColumns} ${fromProducts} ${catalogueOrder} LIMIT ? OFFSET ?`, limit, offset),
    addresses(offset, limit) {
      const rows = db
        .prepare(`SELECT p.id, p.url, p.updated_at, p.section_id ${fromProducts} ${catalogueOrder} LIMIT ? OFFSET ?`)
        .all(limit, offset) as { id: string; url: string; updated_at: string; section_id: string }[];
      return rows.filter((row) => sections.has(row.section_id)).map((row) => ({ id: row.id, url: row.url, updatedAt: row.updated_at }));
    },
    *designDevices() {
      const all = db.prepare(
        `SELECT p.id, p.num_id, p.url, p.name, p.article, p.section_id, p.price_kopecks, p.specs ${fromProducts} ${catalogueOrder}`,
      );
      type Row = Pick<ProductRow, 'id' | 'num_id' | 'url' | 'name' | 'article' | 'section_id' | 'price_kopecks' | 'specs'>;
      for (const row of all.iterate() as Iterable<Row>) {
        const section = sections.get(row.section_id);
        if (!section) continue;
        const { id, num_id: numId, url, name, article } = row;
        const specs = shownSpecs(section, JSON.parse(row.specs) as Record<string, string>);
        yield { id, numId, url, name, article, sectionId: section.id, price: row.price_kopecks / 100, specs };
      }
    },
    *searchEntries() {
      const all = db.prepare(
        `SELECT p.id, p.name, p.article, b.name AS brand_name, p.series, p.specs, p.section_id, p.cross_refs
         ${fromProducts} ${catalogueOrder}`,
      );
      type Row = Pick<ProductRow, 'id' | 'name' | 'article' | 'brand_name' | 'series' | 'specs' | 'section_id' | 'cross_refs'>;
      for (const row of all.iterate() as Iterable<Row>) {
        const section = sections.get(row.section_id);
        if (!section) continue;
        yield {
          id: row.id,
          name: row.name,
          article: row.article,
          brandName: row.brand_name ?? '',
          series: row.series,
          specs: shownSpecs(section, JSON.parse(row.specs) as Record<string, string>),
          section,
          crossReferences: JSON.parse(row.cross_refs) as CrossReference[],
        };
      }
    },
    *articles() {
      const all = db.prepare(`SELECT p.id, p.article, p.cross_refs, p.section_id ${fromProducts} ${catalogueOrder}`);
      for (const row of all.iterate() as Iterable<{ id: string; article: string; cross_refs: string; section_id: string }>) {
        if (sections.has(row.section_id))
          yield { id: row.id, article: row.article, crossReferences: JSON.parse(row.cross_refs) as CrossReference[] };
      }
    },
    productsOf(section) {
      const ids = subtree(section);
      return rows(`SELECT ${productColumns} ${fromProducts} WHERE p.section_id IN (${placeholders(ids)}) ${catalogueOrder}`, ...ids);
    },
    listingRowsOf(section) {
      const ids = subtree(section);
      const query = db.prepare(
        `SELECT p.id, p.name, p.price_kopecks, p.stock_quantity, p.popularity, p.brand_id, b.name AS brand_name, p.specs
         ${fromProducts} WHERE p.section_id IN (${placeholders(ids)}) ${catalogueOrder}`,
      );
      type Row = Pick<ProductRow, 'id' | 'name' | 'price_kopecks' | 'stock_quantity' | 'popularity' | 'brand_id' | 'brand_name' | 'specs'>;
      return (query.all(...ids) as Row[]).map((row) => ({
        id: row.id,
        name: row.name,
        priceKopecks: row.price_kopecks,
        inStock: row.stock_quantity > 0,
        popularity: row.popularity,
        brandName: row.brand_name ?? '',
        values: { ...(JSON.parse(row.specs) as Record<string, string>), brand: row.brand_id ?? '' },
      }));
    },
    seriesOf(product) {
      return rows(
        `SELECT ${productColumns} ${fromProducts} WHERE p.series = ? AND coalesce(p.brand_id, '') = ? AND p.id <> ? ${catalogueOrder}`,
        product.card.series,
        product.card.brand.id,
        product.card.id,
      );
    },
    popularIn(section, brandId, minPopularity, limit) {
      const ids = subtree(section);
      return rows(
        `SELECT ${productColumns} ${fromProducts} WHERE p.section_id IN (${placeholders(ids)})
           AND (coalesce(p.brand_id, '') = ? OR p.popularity >= ?) ORDER BY p.popularity DESC, p.name, p.rowid LIMIT ?`,
        ...ids,
        brandId,
        minPopularity,
        limit,
      );
    },
  };
}

/** A product's characteristics as shown: those its section defines, in the section's order, with units. */
function shownSpecs(section: SectionNode, values: Record<string, string>): Product['specs'] {
  return section.specs
    .filter((d) => values[d.key] !== undefined)
    .map((d) => ({ key: d.key, label: d.label, value: formatSpecValue(values[d.key]!, d.unit) }));
}

function toProduct(row: ProductRow, section: SectionNode, image: ImageReader): CatalogProduct {
  const values = JSON.parse(row.specs) as Record<string, string>;
  const specs = shownSpecs(section, values);
  const cardKeys = new Set(section.specs.filter((d) => d.card).map((d) => d.key));
  const pictures = (JSON.parse(row.pictures) as string[]).map((file) => image(file));
  const main = pictures[0] ?? { src: mediaPath('missing.svg'), alt: row.name, width: 800, height: 800 };
  const brand = { id: row.brand_id ?? '', name: row.brand_name ?? '' };
  const stock: ProductCard['stock'] =
    row.stock_quantity > 0
      ? { status: 'in_stock', quantity: row.stock_quantity }
      : { status: 'to_order', leadDays: Math.max(1, row.lead_days) };
  const card: ProductCard = {
    id: row.id,
    numId: row.num_id,
    url: row.url,
    name: row.name,
    article: row.article,
    brand,
    series: row.series,
    sectionId: row.section_id,
    price: row.price_kopecks / 100,
    unit: row.unit,
    stock,
    picture: main,
    keySpecs: specs.filter((s) => cardKeys.has(s.key)),
  };
  const documents = (JSON.parse(row.documents) as { kind: ProductDocument['kind']; title: string; file: string }[]).map((d) => ({
    kind: d.kind,
    title: d.title,
    url: mediaPath(d.file),
    format: 'SVG',
  }));
  const product: Product = {
    ...card,
    // Where the stock lies, on the product's own answer only: listings stay small.
    stock: stock.status === 'in_stock' ? { ...stock, warehouses: warehouseSplit(row.id, stock.quantity) } : stock,
    pictures: pictures.length ? pictures : [main],
    specs,
    description: row.description,
    documents,
    section: { id: section.id, name: section.name, parent: section.parent && { id: section.parent.id, name: section.parent.name } },
    updatedAt: row.updated_at,
  };
  return {
    card,
    product,
    brandName: brand.name,
    priceKopecks: row.price_kopecks,
    inStock: row.stock_quantity > 0,
    popularity: row.popularity,
    values: { ...values, brand: brand.id },
    compatibleSections: JSON.parse(row.compatible_sections) as string[],
    crossReferences: JSON.parse(row.cross_refs) as CrossReference[],
    section,
  };
}

export function sectionTile(node: SectionNode): SectionTile {
  return { id: node.id, name: node.name, description: node.description, picture: node.picture, productCount: node.productCount };
}

export function sectionDetail(node: SectionNode): SectionDetail {
  return {
    ...sectionTile(node),
    parent: node.parent && { id: node.parent.id, name: node.parent.name },
    subsections: node.children.map(sectionTile),
    updatedAt: node.updatedAt || '2026-01-01',
  };
}
