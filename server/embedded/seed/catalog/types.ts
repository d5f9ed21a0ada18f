/**
 * The demo catalogue as the seeder reads it: two levels of sections, brands, and products
 * generated from real makers' ranges (a series × poles × ratings). The seeder turns these into
 * rows; the contract's answers are built from the rows (server/embedded/routes/catalog.ts).
 */

/** A characteristic a section's products carry, in the order the product page lists them. */
export interface SpecDefinition {
  /** Latin, short, URL-safe: it is the filter's query parameter (`?poles=3`). */
  key: string;
  /** Russian label, e.g. 'Число полюсов'. */
  label: string;
  /** Unit shown after the value, e.g. 'А', 'мА', 'кА', 'мм²'; none for words. */
  unit?: string;
  /** Offered as a filter on the section page. */
  filter: boolean;
  /** Shown on the product card (two to four per section). */
  card: boolean;
}

/** What the picture renderer draws for a product; the kind and, where it shows, its poles. */
export interface ProductPictureSpec {
  kind: ProductKind;
  /** Poles or modules visible on the front (1–4). */
  poles?: number;
  /** Short marking printed on the device, e.g. 'C16', '40A 30mA', '3×2,5'. */
  marking?: string;
  /** Cable cores, for the cable cross-section drawing. */
  cores?: number;
  /** Body colour hint for sockets, switches and enclosures. */
  color?: 'white' | 'black' | 'grey' | 'beige';
}

export type ProductKind =
  | 'mcb'
  | 'mccb'
  | 'switch-disconnector'
  | 'rcd'
  | 'rcbo'
  | 'enclosure-plastic'
  | 'enclosure-metal'
  | 'cabinet'
  | 'cable'
  | 'wire'
  | 'meter-single'
  | 'meter-three'
  | 'current-transformer'
  | 'contactor-modular'
  | 'contactor'
  | 'relay'
  | 'spd'
  | 'panel-light'
  | 'floodlight'
  | 'emergency-light'
  | 'socket'
  | 'switch';

export interface SeedSection {
  /** URL slug, transliterated Russian (`/catalog/{id}`); unique across both levels. */
  id: string;
  name: string;
  order: number;
  /** One or two sentences shown under the section's name. */
  description: string;
  /** Iconify name from the mdi set (top sections only; used by the catalogue menu). */
  icon: string;
  /** null for a top section. */
  parentId: string | null;
  /** The section tile's picture. */
  picture: ProductPictureSpec;
  /**
   * Characteristics of the section's products. A top section lists the union of its
   * subsections' (same key, same label and unit wherever it appears).
   */
  specs: SpecDefinition[];
}

export interface SeedBrand {
  /** Latin slug, the brand filter's value: 'ekf', 'iek', 'abb', 'schneider-electric', 'keaz'… */
  id: string;
  /** As the maker writes it: 'EKF', 'IEK', 'ABB', 'Schneider Electric', 'КЭАЗ', 'DEKraft'… */
  name: string;
}

export type SeedStock = { status: 'in_stock'; quantity: number } | { status: 'to_order'; leadDays: number };

export interface SeedProduct {
  /** Stable latin id, the last segment of `/product/{url}/{id}`. */
  id: string;
  /** The previous site's numeric id (`/catalog/{section}/{numId}` redirects); unique. */
  numId: number;
  /** Latin slug of the name (transliterated), the `{producturl}` segment. */
  url: string;
  name: string;
  /** The article number exactly as the maker writes it, e.g. 'MVA20-1-016-C', 'mcb4763-1-16C-pro'. */
  article: string;
  brandId: string;
  /** The maker's series, e.g. 'ВА47-29', 'PROxima ВА 47-63', 'S200', 'Easy9'. */
  series: string;
  /** A subsection's id (products sit in the second level). */
  sectionId: string;
  /** Roubles, at most two decimals. */
  price: number;
  /** 'шт' for devices, 'м' for cable and wire sold by the metre. */
  unit: 'шт' | 'м' | 'компл';
  stock: SeedStock;
  /** Values by SpecDefinition key, as displayed without the unit: '16', 'C', '4,5', '1P+N'. */
  specs: Record<string, string>;
  /** Two to four Russian sentences. */
  description: string;
  picture: ProductPictureSpec;
  /** 0–100: how often it is bought; the "popular first" sort. */
  popularity: number;
  /** Sections whose products go with this one (an RCD → enclosures, a contactor → relays). */
  compatibleSections: string[];
  /** ISO date of the last change, e.g. '2026-10-14': the sitemap's lastmod. */
  updatedAt: string;
}
