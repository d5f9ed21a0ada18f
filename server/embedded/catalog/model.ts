import type Database from 'libsql';
import type { Image, Product, ProductCard, ProductDocument, SectionDetail, SectionTile } from '#shared/contract';
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
  products: CatalogProduct[];
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

/**
 * The catalogue, read once into memory: the demo content is read-only, a section listing
 * filters a few hundred products, and every answer is built from these ready objects.
 */
export interface CatalogModel {
  tops: SectionNode[];
  sections: ReadonlyMap<string, SectionNode>;
  products: readonly CatalogProduct[];
  byId: ReadonlyMap<string, CatalogProduct>;
  byNumId: ReadonlyMap<number, CatalogProduct>;
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
      products: [],
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

  const productRows = db
    .prepare('SELECT p.*, b.name AS brand_name FROM products p LEFT JOIN brands b ON b.id = p.brand_id ORDER BY p.name')
    .all() as ProductRow[];
  const products: CatalogProduct[] = [];
  for (const row of productRows) {
    const section = sections.get(row.section_id);
    if (!section) continue;
    const entry = toProduct(row, section, image);
    products.push(entry);
    for (let s: SectionNode | null = section; s; s = s.parent) {
      s.products.push(entry);
      if (row.updated_at > s.updatedAt) s.updatedAt = row.updated_at;
    }
  }

  return {
    tops: [...sections.values()].filter((s) => s.parent === null),
    sections,
    products,
    byId: new Map(products.map((p) => [p.card.id, p])),
    byNumId: new Map(products.map((p) => [p.card.numId, p])),
  };
}

function toProduct(row: ProductRow, section: SectionNode, image: ImageReader): CatalogProduct {
  const values = JSON.parse(row.specs) as Record<string, string>;
  const definitions = section.specs.filter((d) => values[d.key] !== undefined);
  const shown = (d: SpecDefinition) => ({ key: d.key, label: d.label, value: formatSpecValue(values[d.key]!, d.unit) });
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
    keySpecs: definitions.filter((d) => d.card).map(shown),
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
    specs: definitions.map(shown),
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
  return { id: node.id, name: node.name, description: node.description, picture: node.picture, productCount: node.products.length };
}

export function sectionDetail(node: SectionNode): SectionDetail {
  return {
    ...sectionTile(node),
    parent: node.parent && { id: node.parent.id, name: node.parent.name },
    subsections: node.children.map(sectionTile),
    updatedAt: node.updatedAt || '2026-01-01',
  };
}
