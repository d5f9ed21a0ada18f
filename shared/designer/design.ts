import { designLimits } from './limits';

/**
 * The panel a visitor designs (docs/designer.md, "Model"): an enclosure and rows of DIN-rail
 * devices in the order they sit on the rail. Order matters: an RCD protects the devices that
 * follow it on its row (shared/designer/groups.ts). Products are named by their catalogue id
 * only; what a product is (width, rating, price) is looked up when needed, so a design stays
 * valid data when the catalogue changes and the rules say what no longer fits.
 */

/** One placed device, or several identical ones side by side. */
export interface DesignItem {
  /** The catalogue product's id ('iek-mva20-1-016-c'). */
  readonly productId: string;
  /** Identical devices in a row; each takes the product's width (docs/designer.md, "Limits"). */
  readonly quantity: number;
  /** The group's name as written on the panel («Кухня, розетки»); may be empty. */
  readonly label: string;
  /** The panel's input (вводной) device; at most one per design. */
  readonly input?: boolean;
}

export interface DesignRow {
  /** Left to right, as on the rail. */
  readonly items: readonly DesignItem[];
}

export interface Design {
  /** The enclosure's catalogue id, or null while none is chosen. */
  readonly enclosureId: string | null;
  /** Top to bottom. May have fewer rows than the enclosure (the rest are empty) or more (a rule says so). */
  readonly rows: readonly DesignRow[];
}

/** Where an item is: indexes from 0; texts for visitors count from 1. */
export interface ItemPosition {
  readonly rowIndex: number;
  readonly itemIndex: number;
}

/** What the designer starts from: no enclosure and one empty row to drop the first device in. */
export const emptyDesign: Design = { enclosureId: null, rows: [{ items: [] }] };

/**
 * Whether a text can be a product id: what the contract accepts (shared/contract/endpoints.ts),
 * latin letters, digits, `_` and `-`, no longer than docs/designer.md, "Limits" allows. The
 * catalogue's are lowercase slugs ('iek-mva20-1-016-c').
 */
export function isProductId(text: string): boolean {
  return text.length <= designLimits.productIdLength && /^[\w-]+$/.test(text);
}
