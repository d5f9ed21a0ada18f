import type { Product } from '#shared/contract/catalog';
import { kindBySection } from './catalogue-sections';
import type { DeviceKind } from './device-kind';
import { typicalWidth } from './din-width';
import { enclosureLayout, type EnclosureLayout } from './enclosure-layout';

/**
 * What the rules, totals and announcements need to know about a product (docs/designer.md,
 * "Devices"). The caller resolves designs' product ids through the catalogue and hands these
 * over by id; the designer's code never fetches.
 */
export interface DeviceFacts {
  readonly id: string;
  /** The previous site's numeric id, for links and look-ups that want it. */
  readonly numId: number;
  readonly name: string;
  readonly article: string;
  readonly sectionId: string;
  readonly kind: DeviceKind;
  /** As the catalogue writes it: '1P', '1P+N', '2P', '3P+N', '4P'; '2'/'4' for contactors. */
  readonly poles: string | null;
  /** Amperes: a device's rated current; a meter's maximum current (the 80 of '5(80)'). */
  readonly ratedCurrent: number | null;
  /** Milliamperes, for RCDs and RCBOs. */
  readonly leakage: number | null;
  /** A breaker's or RCBO's tripping curve as the maker writes it ('B', 'C', 'D', 'K', 'Z'); null for anything else or unknown. */
  readonly curve: string | null;
  /** Width on the DIN rail in modules; null when the product does not go on a rail (an enclosure, a wall socket). */
  readonly modules: number | null;
  /** Roubles per unit. */
  readonly price: number;
  /** An enclosure's rows; null for anything else. */
  readonly enclosure: EnclosureLayout | null;
}

/** The part of the catalogue's Product the facts come from; a full Product will do. */
export type CatalogueProduct = Pick<Product, 'id' | 'numId' | 'name' | 'article' | 'sectionId' | 'price' | 'specs'>;

/** The look-up every rule and total takes: facts by product id, only for the products that exist. */
export type FactsById = ReadonlyMap<string, DeviceFacts>;

// A characteristic's value starts with its number; a decimal comma as the site prints it.
const leadingNumber = /^\s*(\d+(?:[.,]\d+)?)/;
// A meter's current is written base(maximum): '5(80)'.
const maximumInParentheses = /\((\d+(?:[.,]\d+)?)\)/;

function numberIn(value: string | undefined, pattern: RegExp): number | null {
  const match = value === undefined ? null : pattern.exec(value);
  if (!match?.[1]) return null;
  const number = Number(match[1].replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** A positive whole number of modules, or null. */
function moduleCount(value: string | undefined): number | null {
  const number = numberIn(value, leadingNumber);
  return number !== null && Number.isInteger(number) && number > 0 ? number : null;
}

const latinCurve = (letter: string) => letter.replace('С', 'C').replace('В', 'B');

/**
 * A breaker's or RCBO's curve: the catalogue's `curve` characteristic, else the name, where every
 * maker of the catalogue writes it («… 16 А (C) …» for breakers, «… C16 …» for RCBOs); a Cyrillic С
 * typed for the Latin one counts.
 */
function curveOf(kind: DeviceKind, stated: string | undefined, name: string, ratedCurrent: number | null): string | null {
  if (kind !== 'breaker' && kind !== 'rcbo') return null;
  const written = stated?.trim().toUpperCase();
  if (written && /^[BCDKZСВ]$/.test(written)) return latinCurve(written);
  const bracketed = /\(([BCDKZСВ])\)/.exec(name);
  if (bracketed?.[1]) return latinCurve(bracketed[1]);
  const rating = ratedCurrent === null ? null : String(ratedCurrent).replace('.', ',');
  for (const match of name.matchAll(/(?:^|\s)([BCDKZСВ])(\d+(?:,\d+)?)(?=\s|$)/g)) {
    if (match[1] && match[2] === rating) return latinCurve(match[1]);
  }
  return null;
}

/** Reads a catalogue product the way the designer needs it (docs/designer.md, "Devices"). */
export function deviceFactsOf(product: CatalogueProduct): DeviceFacts {
  // Numbers come with their unit after a (non-breaking) space ('16 А', '30 мА'); words and layouts as they are.
  const values = new Map(product.specs.map((s) => [s.key, s.value]));
  const spec = (key: string) => values.get(key);
  const kind = kindBySection[product.sectionId] ?? 'other';
  const current = spec('current');
  const ratedCurrent = (kind === 'meter' ? numberIn(current, maximumInParentheses) : null) ?? numberIn(current, leadingNumber);
  const stated = moduleCount(spec('modules'));
  const isEnclosure = kind === 'enclosure';
  return {
    id: product.id,
    numId: product.numId,
    name: product.name,
    article: product.article,
    sectionId: product.sectionId,
    kind,
    poles: spec('poles') ?? null,
    ratedCurrent,
    leakage: numberIn(spec('leakage'), leadingNumber),
    curve: curveOf(kind, spec('curve'), product.name, ratedCurrent),
    // An enclosure's `modules` is how many it holds, not how wide it is.
    modules: isEnclosure ? null : (stated ?? typicalWidth({ sectionId: product.sectionId, kind, ratedCurrent, spec })),
    price: product.price,
    enclosure: isEnclosure && stated !== null ? enclosureLayout(stated) : null,
  };
}

/** Facts for a batch of catalogue products, keyed by id: what checkDesign, totals and the history take. */
export function factsByIdOf(products: Iterable<CatalogueProduct>): FactsById {
  return new Map([...products].map((product) => [product.id, deviceFactsOf(product)]));
}
