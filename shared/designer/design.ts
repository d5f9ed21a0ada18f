import type { Material } from '#shared/calculators/conductors';
import { designLimits } from './limits';

/**
 * The panel a visitor designs (docs/designer.md, "Model"): an enclosure and rows of DIN-rail
 * devices in the order they sit on the rail. Order matters: an RCD protects the devices that
 * follow it on its row (shared/designer/groups.ts). Products are named by their catalogue id
 * only; what a product is (width, rating, price) is looked up when needed, so a design stays
 * valid data when the catalogue changes and the rules say what no longer fits.
 */

/** A phase of a three-phase panel (docs/designer.md, "Lines and phases"). */
export type Phase = 'L1' | 'L2' | 'L3';

export const phaseNames: readonly Phase[] = ['L1', 'L2', 'L3'];

export type ConductorMaterial = Material;

/** What a line feeds, as the visitor gives it: a power in kW or a current in A. */
export interface LineLoad {
  readonly value: number;
  readonly unit: 'kW' | 'A';
}

/**
 * The cable an outgoing breaker or RCBO protects and what it feeds (docs/designer.md, "Lines and
 * phases"); every field bounded in ./limits.ts, checked by ./line.ts.
 */
export interface DesignLine {
  readonly material: ConductorMaterial;
  /** mm², one of the standard series (shared/calculators/conductors.ts). */
  readonly section: number;
  /** Metres, from the panel to the line's far end. */
  readonly length: number;
  /** Per device: an item of quantity n is n identical lines. */
  readonly load?: LineLoad;
}

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
  /** A single-phase device's phase in a three-phase panel; ignored in a single-phase one. */
  readonly phase?: Phase;
  /** The line an outgoing breaker or RCBO protects. */
  readonly line?: DesignLine;
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
