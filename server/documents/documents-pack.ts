import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ProductDocument } from '#shared/contract/catalog';
import type { Spec } from '#shared/contract/specs';
import { formatDate } from '#shared/dates';

/** The pack's bounds (docs/behaviour.md, "Documents"): files past them are listed, not packed. */
export const packLimits = {
  totalBytes: 50 * 1024 * 1024,
  fileBytes: 10 * 1024 * 1024,
} as const;

export const listingName = 'README.txt';
const kindNames = { datasheet: 'datasheet', certificate: 'certificate' } as const;

/** One document of a line's product: its bytes, or why they are not in the pack. */
export type PackDocument = ProductDocument & ({ bytes: Uint8Array } | { bytes: null; reason: 'unavailable' | 'too_large' });

/** A line's product with its documents; null documents: the product could not be read. */
export interface PackProduct {
  productId: string;
  documents: PackDocument[] | null;
}

export const packMessages = {
  unavailable: 'не удалось получить',
  tooLarge: `не вошёл: файл больше ${packLimits.fileBytes / 1024 / 1024} МБ`,
  overTotal: `не вошёл: архив не может быть больше ${packLimits.totalBytes / 1024 / 1024} МБ`,
  gone: 'товара нет в каталоге — документов нет',
  none: 'документов нет',
  unreadable: 'не удалось получить сведения о документах',
} as const;

/** A path segment of ASCII letters, digits, `.`, `-` and `_`: safe in every unzip tool. */
const segment = (text: string) =>
  text
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 60) || 'item';

const extension = (document: ProductDocument) => {
  const format = document.format.toLowerCase().replace(/[^a-z0-9]/g, '');
  return format ? `.${format}` : '';
};
/** Already compressed formats are stored; text formats (SVG) are deflated. */
const compressible = (document: ProductDocument) => /^(svg|txt|xml|html|csv)$/i.test(document.format);

/**
 * One ZIP of the certificates and datasheets of every line's product, in a folder per line
 * (`001-ARTICLE/certificate.svg`), with README.txt listing each line's documents and whatever is
 * missing (docs/behaviour.md, "Documents"). Files beyond the size bounds are listed, not packed.
 */
export function documentsPack(spec: Spec, products: ReadonlyMap<string, PackProduct>, options: { date: Date }): Uint8Array {
  const files: Zippable = {};
  const mtime = options.date;
  const listing: string[] = [`Документы к спецификации «${spec.name}»`, `Дата: ${formatDate(options.date.toISOString())}`, ''];
  let total = 0;
  const width = String(spec.lines.length).length;

  spec.lines.forEach((line, index) => {
    const number = String(index + 1).padStart(Math.max(3, width), '0');
    const product = line.product;
    listing.push(`${index + 1}. ${product ? `${product.article} — ${product.name}` : line.productId}`);
    if (!product) return listing.push(`   ${packMessages.gone}`);
    const found = products.get(line.productId);
    if (!found?.documents) return listing.push(`   ${packMessages.unreadable}`);
    if (found.documents.length === 0) return listing.push(`   ${packMessages.none}`);
    const folder = `${number}-${segment(product.article)}`;
    const used = new Set<string>();
    for (const document of found.documents) {
      let name = `${kindNames[document.kind]}${extension(document)}`;
      for (let n = 2; used.has(name); n++) name = `${kindNames[document.kind]}-${n}${extension(document)}`;
      used.add(name);
      const label = `   ${document.title}`;
      if (!document.bytes) {
        listing.push(`${label}: ${document.reason === 'too_large' ? packMessages.tooLarge : packMessages.unavailable}`);
        continue;
      }
      if (total + document.bytes.byteLength > packLimits.totalBytes) {
        listing.push(`${label}: ${packMessages.overTotal}`);
        continue;
      }
      total += document.bytes.byteLength;
      files[`${folder}/${name}`] = [document.bytes, { level: compressible(document) ? 6 : 0, mtime }];
      listing.push(`${label}: ${folder}/${name}`);
    }
  });
  // CRLF and a byte-order mark: Notepad on an older Windows shows the Cyrillic too.
  files[listingName] = [strToU8(`\ufeff${listing.join('\r\n')}\r\n`), { level: 6, mtime }];
  return zipSync(files);
}
