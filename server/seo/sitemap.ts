import { productPath, sectionPath } from '#shared/catalog/paths';
import { catalogIndexLimits, type CatalogIndex } from '#shared/contract';
import { escapeMarkup } from '#shared/markup/escape';
import type { ContentReader } from '../upstream/reader';

/**
 * The sitemap (docs/operations.md, "Sitemap"), built a catalogue index page at a time: the process
 * holds the addresses other than products (a few hundred) and one page of products, never the
 * whole catalogue, at any size.
 */

export interface SitemapEntry {
  path: string;
  /** Date of the last change (YYYY-MM-DD or ISO), where the content carries one. */
  lastmod?: string;
}

/** A sitemap file holds at most 50,000 addresses; past that the sitemap becomes an index of files. */
export const sitemapFileLimit = 50_000;

/** Products per read of the catalogue index: its largest page. */
export const indexPageSize = catalogIndexLimits.perPageMax;

/**
 * What the sitemap knows before it writes a file: every address but the products', how many
 * products follow them, and each file's latest change (for the index's `lastmod`). Small at any size.
 */
export interface SitemapPlan {
  head: SitemapEntry[];
  products: number;
  fileLastmods: (string | undefined)[];
}

const later = (a: string | undefined, b: string | undefined) => (a === undefined || (b !== undefined && b > a) ? b : a);
const latest = (dates: (string | undefined)[]) => dates.reduce(later, undefined);

const readIndex = (read: ContentReader, page: number) => read('catalogIndex', {}, { page, perPage: indexPageSize });

/**
 * Every public, indexable address the content has, built from the same reads the pages use, with
 * `lastmod` where the contract carries a date (products, sections, posts); an invented date would
 * only teach search engines to ignore the field. The products come last, counted, not held: one
 * pass over the index finds the catalogue's and each file's latest change.
 */
export async function sitemapPlan(read: ContentReader): Promise<SitemapPlan> {
  const [catalog, types, pages, panels, calculators] = await Promise.all([
    readIndex(read, 1),
    read('postTypes', {}),
    read('seoPages', {}),
    read('elPanels', {}),
    read('calculators', {}),
  ]);
  const head: SitemapEntry[] = [
    { path: '/' },
    { path: '/about' },
    { path: '/catalog' },
    { path: '/elpanels' },
    { path: '/elpanels/designer' },
    { path: '/calculators' },
    { path: '/portfolio' },
    { path: '/legal/privacy' },
    { path: '/legal/agreement' },
    { path: '/legal/consent' },
  ];
  head.push(...catalog.sections.map((s) => ({ path: sectionPath(s.id), lastmod: s.updatedAt })));
  head.push(...pages.map((p) => ({ path: `/page/${encodeURIComponent(p.name)}` })));
  head.push(...panels.map((p) => ({ path: `/elpanels/${encodeURIComponent(p.id)}` })));
  head.push(...calculators.map((p) => ({ path: `/calculators/${encodeURIComponent(p.id)}` })));
  for (const type of types) {
    const first = await read('posts', { postType: type.type }, { page: 1, perPage: 50 });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) =>
        read('posts', { postType: type.type }, { page: i + 2, perPage: 50 }),
      ),
    );
    const posts = [first, ...rest].flatMap((page) => page.items);
    head.push({ path: `/posts/${encodeURIComponent(type.type)}`, lastmod: latest(posts.map((post) => post.publishedAt)) });
    head.push(...posts.map((post) => ({ path: `/posts/${encodeURIComponent(type.type)}/${post.id}`, lastmod: post.publishedAt })));
  }

  const fileLastmods: (string | undefined)[] = [];
  const note = (position: number, lastmod: string | undefined) => {
    const file = Math.floor(position / sitemapFileLimit);
    fileLastmods[file] = later(fileLastmods[file], lastmod);
  };
  let catalogDate: string | undefined;
  let page: CatalogIndex = catalog;
  let position = head.length;
  for (;;) {
    for (const product of page.products) {
      catalogDate = later(catalogDate, product.updatedAt);
      note(position++, product.updatedAt);
    }
    if (page.page >= page.pageCount) break;
    page = await readIndex(read, page.page + 1);
  }
  // The home page and the catalogue change with the catalogue.
  head[0]!.lastmod = catalogDate;
  head[2]!.lastmod = catalogDate;
  head.forEach((entry, i) => note(i, entry.lastmod));
  return { head, products: position - head.length, fileLastmods };
}

/** Files of the sitemap: one, or as many as 50,000 addresses at a time need (then listed by an index). */
export const sitemapFileCount = (plan: SitemapPlan) => Math.max(1, Math.ceil((plan.head.length + plan.products) / sitemapFileLimit));

/** W3C date: the day is enough for search engines and hides the time of a change. */
const day = (value: string) => value.slice(0, 10);

const urlXml = (origin: string, e: SitemapEntry) =>
  `<url><loc>${escapeMarkup(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`;

/**
 * One file of the sitemap (1-based; the only one when there is one), in pieces: the addresses it
 * holds from the plan's head, then its products, read from the catalogue index a page at a time.
 * The first piece comes after the first read, so a file that cannot start fails before any byte.
 */
export async function* sitemapFile(read: ContentReader, plan: SitemapPlan, origin: string, file: number): AsyncGenerator<string> {
  const start = (file - 1) * sitemapFileLimit;
  const end = Math.min(file * sitemapFileLimit, plan.head.length + plan.products);
  let piece =
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    plan.head
      .slice(start, end)
      .map((e) => urlXml(origin, e))
      .join('');
  // The file's products, as positions in the catalogue index's order.
  const from = Math.max(0, start - plan.head.length);
  const to = Math.max(0, end - plan.head.length);
  for (let page = Math.floor(from / indexPageSize) + 1; from < to && (page - 1) * indexPageSize < to; page++) {
    const { products } = await readIndex(read, page);
    const offset = (page - 1) * indexPageSize;
    piece += products
      .slice(Math.max(0, from - offset), to - offset)
      .map((p) => urlXml(origin, { path: productPath(p), lastmod: p.updatedAt }))
      .join('');
    yield piece;
    piece = '';
    if (products.length < indexPageSize) break;
  }
  yield `${piece}</urlset>`;
}

/** The index of the sitemap's files (`/sitemap-1.xml`…), when there are more addresses than one file holds. */
export function sitemapIndexXml(origin: string, plan: SitemapPlan): string {
  const files = Array.from({ length: sitemapFileCount(plan) }, (_, i) => {
    const lastmod = plan.fileLastmods[i];
    const modified = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${escapeMarkup(`${origin}/sitemap-${i + 1}.xml`)}</loc>${modified}</sitemap>`;
  });
  const opening = '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  return `${opening}${files.join('')}</sitemapindex>`;
}
