import { escapeMarkup } from '../escape-markup';
import type { ContentReader } from '../upstream/reader';

/** Every public, indexable address the content has; built from the same reads the pages use. */
export async function sitemapPaths(read: ContentReader): Promise<string[]> {
  const paths = [
    '/',
    '/about',
    '/catalog',
    '/elpanels',
    '/elpanels/designer',
    '/calculators',
    '/portfolio',
    '/legal/privacy',
    '/legal/agreement',
  ];
  const [sections, types, pages, panels, calculators] = await Promise.all([
    read('catalogMenu', {}),
    read('postTypes', {}),
    read('seoPages', {}),
    read('elPanels', {}),
    read('calculators', {}),
  ]);
  paths.push(...sections.map((s) => `/catalog/${encodeURIComponent(s.id)}`));
  paths.push(...pages.map((p) => `/page/${encodeURIComponent(p.name)}`));
  paths.push(...panels.map((p) => `/elpanels/${encodeURIComponent(p.id)}`));
  paths.push(...calculators.map((p) => `/calculators/${encodeURIComponent(p.id)}`));
  for (const type of types) {
    const first = await read('posts', { postType: type.type }, { page: 1, perPage: 50 });
    paths.push(`/posts/${encodeURIComponent(type.type)}`);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) =>
        read('posts', { postType: type.type }, { page: i + 2, perPage: 50 }),
      ),
    );
    for (const page of [first, ...rest]) paths.push(...page.items.map((post) => `/posts/${encodeURIComponent(type.type)}/${post.id}`));
  }
  return paths;
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeMarkup(origin + path)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
