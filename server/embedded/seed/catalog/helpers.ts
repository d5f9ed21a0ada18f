import type { ProductPictureSpec, SeedProduct, SeedStock } from './types';

/**
 * Shared machinery of the product files: slugs from Russian names, plural forms, and the
 * values that would be noise to write by hand for hundreds of rows (stock, dates). The noise is
 * derived from the product's id, so the seed is the same on every start and a product keeps
 * its stock and date when others are added around it.
 */

const latinFor: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  '×': 'x',
  '²': '2',
};

/** Units glued to their number in a slug ('16 А' → '16a'), as the previous site's addresses have them. */
const unitAfterNumber = /(\d) (?=(?:А|кА|мА|В|кВ|Вт|К|ч|м|мм²|В·А)(?![\p{L}\d]))/gu;

/** Lowercase latin, digits and single hyphens: the shape of every id and url in the catalogue. */
export function slug(text: string): string {
  // One replace over the Cyrillic letters rather than a map over every character: the large
  // catalogue's generator (../large/generate.ts) slugs each of its names and articles.
  return text
    .replace(unitAfterNumber, '$1')
    .toLowerCase()
    .replace(/[а-яё×²]/g, (char) => latinFor[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The Russian plural form for a count: plural(3, 'модуль', 'модуля', 'модулей') → 'модуля'. */
export function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** A decimal as the site prints it, with a comma: 2.5 → '2,5'. */
export function ru(value: number): string {
  return String(value).replace('.', ',');
}

/** Thousands grouped with a space from 10 000 up, as the site's texts write them; 1600 stays whole. */
export function grouped(value: number): string {
  return value < 10000 ? String(value) : String(value).replace(/\B(?=(\d{3})+$)/g, ' ');
}

/** FNV-1a: a small stable hash, enough to spread stock and dates over the products. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Roubles with at most two decimals; device prices end in whole roubles, as price lists have them. */
export function roubles(value: number, decimals: 0 | 2 = 0): number {
  const factor = decimals === 2 ? 100 : 1;
  return Math.round(value * factor) / factor;
}

const leadTimes = [3, 5, 7, 10, 14, 21, 30];

/**
 * About one product in seven is made to order; the rest are on the shelf in amounts that fit
 * the price (hundreds of cheap breakers, a handful of cabinets, kilometres of cable).
 */
function stockFor(id: string, price: number, unit: SeedProduct['unit']): SeedStock {
  const h = hash(`stock:${id}`);
  if (h % 100 < 14) return { status: 'to_order', leadDays: leadTimes[h % leadTimes.length]! };
  const spread = (h >>> 8) % 1000;
  if (unit === 'м') return { status: 'in_stock', quantity: 100 + Math.round((spread / 1000) * 49) * 100 };
  if (price < 1000) return { status: 'in_stock', quantity: 40 + Math.round((spread / 1000) * 460) };
  if (price < 10000) return { status: 'in_stock', quantity: 10 + Math.round((spread / 1000) * 110) };
  return { status: 'in_stock', quantity: 5 + Math.round((spread / 1000) * 25) };
}

/** A day between 2026-01-12 and 2026-11-16: the catalogue was revised through the year. */
function updatedAtFor(id: string): string {
  const start = Date.UTC(2026, 0, 12);
  const days = hash(`date:${id}`) % 309;
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10);
}

/** The previous site's product, whose id, numeric id, address and name must not change. */
interface LegacyIdentity {
  id: string;
  numId: number;
  url: string;
  name: string;
}

export interface ProductDraft {
  /** The maker's article; a legacy product is recognised by it. */
  article: string;
  brandId: string;
  series: string;
  sectionId: string;
  name: string;
  price: number;
  unit?: SeedProduct['unit'];
  specs: Record<string, string>;
  description: string;
  picture: ProductPictureSpec;
  popularity: number;
  compatibleSections: string[];
  /** Used unless the article belongs to a legacy product. */
  numId: number;
}

/**
 * Fills in the derived fields. The id is the brand and the article ('iek-mva20-1-016-c'), the
 * address the name's slug; a legacy product keeps its old identity and name.
 */
export function product(draft: ProductDraft, legacy: ReadonlyMap<string, LegacyIdentity>): SeedProduct {
  const old = legacy.get(draft.article);
  const id = old?.id ?? slug(`${draft.brandId}-${draft.article}`);
  const name = old?.name ?? draft.name;
  const unit = draft.unit ?? 'шт';
  return {
    id,
    numId: old?.numId ?? draft.numId,
    url: old?.url ?? slug(name),
    name,
    article: draft.article,
    brandId: draft.brandId,
    series: draft.series,
    sectionId: draft.sectionId,
    price: draft.price,
    unit,
    stock: stockFor(id, draft.price, unit),
    specs: draft.specs,
    description: draft.description,
    picture: draft.picture,
    popularity: Math.max(0, Math.min(100, Math.round(draft.popularity))),
    compatibleSections: draft.compatibleSections,
    updatedAt: updatedAtFor(id),
  };
}

/** Numeric ids for one family: a block of its own, so adding a family never renumbers another. */
export function numIds(start: number): () => number {
  let next = start;
  return () => next++;
}
