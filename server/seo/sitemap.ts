import { productPath, sectionPath } from '#shared/catalog/paths';
import { escapeMarkup } from '#shared/markup/escape';
import type { ContentReader } from '../upstream/reader';

export interface SitemapEntry {
  path: string;
  /** Date of the last change (YYYY-MM-DD or ISO), where the content carries one. */
  lastmod?: string;
}

/** A sitemap file holds at most 50,000 addresses; past that the sitemap becomes an index of files. */
export const sitemapFileLimit = 50_000;

const latest = (dates: (string | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);

/**
 * Every public, indexable address the content has, built from the same reads the pages use, with
 * `lastmod` where the contract carries a date (products, sections, posts); an invented date would
 * only teach search engines to ignore the field.
 */
export async function sitemapEntries(read: ContentReader): Promise<SitemapEntry[]> {
  const [catalog, types, pages, panels, calculators] = await Promise.all([
    read('catalogIndex', {}),
    read('postTypes', {}),
    read('seoPages', {}),
    read('elPanels', {}),
    read('calculators', {}),
  ]);
  const catalogDate = latest(catalog.products.map((p) => p.updatedAt));
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: catalogDate },
    { path: '/about' },
    { path: '/catalog', lastmod: catalogDate },
    { path: '/elpanels' },
    { path: '/elpanels/designer' },
    { path: '/calculators' },
    { path: '/portfolio' },
    { path: '/legal/privacy' },
    { path: '/legal/agreement' },
    { path: '/legal/consent' },
  ];
  entries.push(...catalog.sections.map((s) => ({ path: sectionPath(s.id), lastmod: s.updatedAt })));
  entries.push(...catalog.products.map((p) => ({ path: productPath(p), lastmod: p.updatedAt })));
  entries.push(...pages.map((p) => ({ path: `/page/${encodeURIComponent(p.name)}` })));
  entries.push(...panels.map((p) => ({ path: `/elpanels/${encodeURIComponent(p.id)}` })));
  entries.push(...calculators.map((p) => ({ path: `/calculators/${encodeURIComponent(p.id)}` })));
  for (const type of types) {
    const first = await read('posts', { postType: type.type }, { page: 1, perPage: 50 });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) =>
        read('posts', { postType: type.type }, { page: i + 2, perPage: 50 }),
      ),
    );
    const posts = [first, ...rest].flatMap((page) => page.items);
    entries.push({ path: `/posts/${encodeURIComponent(type.type)}`, lastmod: latest(posts.map((post) => post.publishedAt)) });
    entries.push(...posts.map((post) => ({ path: `/posts/${encodeURIComponent(type.type)}/${post.id}`, lastmod: post.publishedAt })));
  }
  return entries;
}

/** W3C date: the day is enough for search engines and hides the time of a change. */
const day = (value: string) => value.slice(0, 10);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `<url><loc>${escapeMarkup(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** The index of the sitemap's files (`/sitemap-1.xml`…), when there are more addresses than one file holds. */
export function sitemapIndexXml(origin: string, entries: SitemapEntry[]): string {
  const files = Array.from({ length: Math.ceil(entries.length / sitemapFileLimit) }, (_, i) => {
    const part = entries.slice(i * sitemapFileLimit, (i + 1) * sitemapFileLimit);
    const lastmod = latest(part.map((e) => e.lastmod));
    const modified = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${escapeMarkup(`${origin}/sitemap-${i + 1}.xml`)}</loc>${modified}</sitemap>`;
  });
  const opening = '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  return `${opening}${files.join('')}</sitemapindex>`;
}
