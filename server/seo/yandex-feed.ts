import { createHash } from 'node:crypto';
import type { CatalogTree, ContactEntry, FeedProduct } from '#shared/contract';
import { productPath } from '#shared/catalog/paths';
import type { ContentReader } from '../upstream/reader';

/**
 * The YML product feed for Yandex (docs/operations.md, "Yandex product feed"), written as it is read:
 * the shop and its categories first, then the offers one upstream page at a time, so the process never
 * holds more of the catalogue than one page of `catalogFeed` however large it grows.
 */

/** The feed is cut before it passes this size (docs/operations.md, "Yandex product feed"). */
export const feedMaxBytes = 50 * 1024 * 1024;
/** Products per upstream read: one page is all the feed holds of the catalogue at a time. */
export const feedPageSize = 100;
/** Yandex reads no more of a description than this. */
const descriptionMaxLength = 3000;

/**
 * Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; lone surrogates;
 * U+FFFE, U+FFFF), which no escape can carry: they are dropped, so a hostile name cannot break the file.
 */
const notXml =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an element or an attribute: forbidden characters dropped, the five markup characters as entities. */
export function xmlText(value: string): string {
  return value.replace(notXml, '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** What the feed keeps of a value: the XML-safe text, the whitespace runs folded. */
const plain = (value: string) => value.replace(notXml, '').replace(/\s+/g, ' ').trim();

/**
 * A section's category id: YML wants a number, and the same one in every feed. Derived from the
 * section's stable id (52 bits of its SHA-1), so it survives any reordering of the tree.
 */
export function categoryId(sectionId: string): string {
  return String(parseInt(createHash('sha1').update(sectionId).digest('hex').slice(0, 13), 16));
}

/** `16 А` → value 16, unit А; a value without a number and a unit after it is given whole. */
export function splitUnit(value: string): { value: string; unit?: string } {
  const match = /^(-?\d[\d\s]*(?:[.,]\d+)?)\s+([^\d\s][^\d]{0,11})$/.exec(value.trim());
  return match ? { value: match[1]!.replace(/\s/g, ''), unit: match[2]!.trim() } : { value: value.trim() };
}

/** RFC 3339 to the minute with the zone, as YML's `date` asks: the moment the data is current for. */
export function feedDate(at: Date): string {
  return `${at.toISOString().slice(0, 16)}+00:00`;
}

/** The shop's short name (at most 20 characters): the brand inside the legal name's quotes, else the legal name. */
export function shopName(legalName: string): string {
  return (/«([^»]+)»/.exec(legalName)?.[1] ?? legalName).trim().slice(0, 20);
}

function shopHeader(origin: string, contacts: ContactEntry[], tree: CatalogTree, at: Date): string {
  const company = plain(contacts.find((c) => c.name === 'name')?.data ?? '') || 'ЭлектроЩит Про';
  const categories = tree.flatMap((top) => [
    `<category id="${categoryId(top.id)}">${xmlText(plain(top.name))}</category>`,
    ...top.subsections.map(
      (sub) => `<category id="${categoryId(sub.id)}" parentId="${categoryId(top.id)}">${xmlText(plain(sub.name))}</category>`,
    ),
  ]);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${feedDate(at)}"><shop>` +
    `<name>${xmlText(shopName(company))}</name><company>${xmlText(company)}</company><url>${xmlText(`${origin}/`)}</url>` +
    `<currencies><currency id="RUB" rate="1"/></currencies>` +
    `<categories>${categories.join('')}</categories><offers>`
  );
}

const footer = '</offers></shop></yml_catalog>\n';

/**
 * One offer, or nothing for a product Yandex would refuse (no name, no price, a section outside the
 * tree). The id is the product's permanent numeric id, the one the previous site's addresses carry.
 */
export function offerXml(product: FeedProduct, origin: string, sections: ReadonlySet<string>): string {
  const name = plain(product.name);
  if (!name || !(product.price > 0) || !sections.has(product.sectionId)) return '';
  const description = plain(product.description).slice(0, descriptionMaxLength);
  const params = product.specs.map((spec) => {
    const { value, unit } = splitUnit(plain(spec.value));
    return `<param name="${xmlText(plain(spec.label))}"${unit ? ` unit="${xmlText(unit)}"` : ''}>${xmlText(value)}</param>`;
  });
  return (
    `<offer id="${product.numId}" available="${product.stock.status === 'in_stock'}">` +
    `<url>${xmlText(origin + productPath(product))}</url>` +
    `<price>${product.price.toFixed(2)}</price><currencyId>RUB</currencyId>` +
    `<categoryId>${categoryId(product.sectionId)}</categoryId>` +
    `<picture>${xmlText(origin + product.picture.src)}</picture>` +
    `<name>${xmlText(name)}</name>` +
    `<vendor>${xmlText(plain(product.brand.name))}</vendor>` +
    `<vendorCode>${xmlText(plain(product.article))}</vendorCode>` +
    (description ? `<description>${xmlText(description)}</description>` : '') +
    params.join('') +
    '</offer>'
  );
}

export interface FeedOptions {
  read: ContentReader;
  origin: string;
  now?: () => Date;
  maxBytes?: number;
  /** Offers left out because the next would pass `maxBytes`. */
  onCut?: (left: number) => void;
}

/**
 * The feed's text in pieces: the header, then one piece per upstream page. The first piece is
 * produced only after the first page has been read, so a feed that cannot start fails before any byte is sent.
 */
export async function* yandexFeed(options: FeedOptions): AsyncGenerator<string> {
  const { read, origin } = options;
  const maxBytes = options.maxBytes ?? feedMaxBytes;
  const [contacts, tree, first] = await Promise.all([
    read('contacts', {}),
    read('catalogTree', {}),
    read('catalogFeed', {}, { page: 1, perPage: feedPageSize }),
  ]);
  const sections = new Set(tree.flatMap((top) => [top.id, ...top.subsections.map((sub) => sub.id)]));
  let piece = shopHeader(origin, contacts, tree, (options.now ?? (() => new Date()))());
  let size = Buffer.byteLength(piece) + footer.length;
  let page = first;
  for (;;) {
    let offers = '';
    for (const [index, product] of page.items.entries()) {
      const offer = offerXml(product, origin, sections);
      const bytes = Buffer.byteLength(offer);
      if (size + bytes > maxBytes) {
        options.onCut?.(page.total - ((page.page - 1) * feedPageSize + index));
        yield piece + offers + footer;
        return;
      }
      size += bytes;
      offers += offer;
    }
    yield piece + offers;
    piece = '';
    if (page.page >= page.pageCount) break;
    page = await read('catalogFeed', {}, { page: page.page + 1, perPage: feedPageSize });
  }
  yield footer;
}
