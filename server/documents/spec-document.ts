import { quantityBounds, type Spec } from '#shared/contract/specs';
import { formatDate } from '#shared/dates';
import type { CompanyDetails } from './company-details';

/**
 * What an exported specification shows, worked out once for the XLSX and the PDF alike
 * (docs/behaviour.md, "Documents"): the lines at today's prices, the total and the VAT in it.
 */
export interface SpecDocumentLine {
  number: number;
  article: string;
  name: string;
  brand: string;
  unit: string;
  quantity: number;
  /** Digits after the decimal point the unit allows (metres: 1, pieces: 0). */
  quantityDecimals: number;
  /** Roubles; null for a product that left the catalogue: it has no price any more. */
  price: number | null;
  sum: number | null;
  note: string;
  /** The product left the catalogue: the line stays, marked, and counts for nothing in the total. */
  gone: boolean;
}

export interface SpecDocument {
  company: CompanyDetails;
  title: string;
  /** «25 ноября 2026». */
  date: string;
  /** YYYY-MM-DD, for file names. */
  isoDate: string;
  lines: SpecDocumentLine[];
  total: number;
  /** The VAT included in the total; null when the operator sells without VAT (rate 0). */
  vat: { percent: number; amount: number } | null;
}

export interface SpecDocumentOptions {
  /** The document's date. */
  date: Date;
  /** The VAT rate included in the prices, in percent (VAT_RATE_PERCENT); 0 — «Без НДС». */
  vatPercent: number;
}

/** What a line of a product no longer in the catalogue is called. */
export const goneProductName = 'Товар больше не продаётся';
export const goneMark = 'нет в каталоге';

/** Sums in whole kopecks, so the lines add up to the total exactly as printed. */
const kopecks = (roubles: number) => Math.round(roubles * 100);

export function specDocument(spec: Spec, company: CompanyDetails, options: SpecDocumentOptions): SpecDocument {
  let totalKopecks = 0;
  const lines = spec.lines.map((line, index): SpecDocumentLine => {
    const product = line.product;
    if (!product) {
      return {
        number: index + 1,
        article: line.productId,
        name: `${goneProductName} (${goneMark})`,
        brand: '',
        unit: '',
        quantity: line.quantity,
        // The unit is gone with the product: as many decimals as the quantity has.
        quantityDecimals: Number.isInteger(line.quantity) ? 0 : 1,
        price: null,
        sum: null,
        note: line.note,
        gone: true,
      };
    }
    const priceKopecks = kopecks(product.current.price);
    const sumKopecks = Math.round(priceKopecks * line.quantity);
    totalKopecks += sumKopecks;
    return {
      number: index + 1,
      article: product.article,
      name: product.name,
      brand: product.brand,
      unit: product.unit,
      quantity: line.quantity,
      quantityDecimals: quantityBounds(product.unit).decimals,
      price: priceKopecks / 100,
      sum: sumKopecks / 100,
      note: line.note,
      gone: false,
    };
  });
  const { vatPercent } = options;
  const iso = options.date.toISOString();
  return {
    company,
    title: spec.name,
    date: formatDate(iso),
    isoDate: iso.slice(0, 10),
    lines,
    total: totalKopecks / 100,
    vat: vatPercent > 0 ? { percent: vatPercent, amount: Math.round((totalKopecks * vatPercent) / (100 + vatPercent)) / 100 } : null,
  };
}

/** «в т.ч. НДС 22 %» / «Без НДС»: the label of the VAT line. */
export function vatLabel(vat: SpecDocument['vat']): string {
  return vat ? `в т.ч. НДС ${vat.percent.toLocaleString('ru-RU')} %` : 'Без НДС';
}
