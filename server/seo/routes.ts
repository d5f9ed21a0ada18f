import { Hono, type Context } from 'hono';
import type { SwrCache } from '#server/cache/swr-cache';
import type { Logger } from '#server/logger';
import { robotsTxt } from '#server/seo/robots';
import { sitemapEntries, sitemapFileLimit, sitemapIndexXml, sitemapXml } from '#server/seo/sitemap';
import { sharedCacheControl } from '#server/ssr/cache-policy';
import type { ContentReader } from '#server/upstream/reader';

export interface SeoRouteDeps {
  read: ContentReader;
  /** Keyed by name: `sitemap`, `robots-filters`. */
  cache: SwrCache;
  /** PUBLIC_ORIGIN: the files name it; without it they name the request's own origin and are not shared. */
  publicOrigin?: string;
  logger: Logger;
}

/** /robots.txt, /sitemap.xml and its parts /sitemap-N.xml once the site outgrows one file. */
export function seoRoutes(deps: SeoRouteDeps): Hono {
  const { read, cache } = deps;
  const originOf = (url: string) => deps.publicOrigin ?? new URL(url).origin;
  // Answers that name the site's origin are shareable only when the origin is configured, not taken from Host.
  const publicCache = (value: string) => sharedCacheControl(deps.publicOrigin, value);

  const sitemapFile = async (c: Context, part: number | null) => {
    try {
      const entries = await cache.get('sitemap', () => sitemapEntries(read));
      const origin = originOf(c.req.url);
      const split = entries.length > sitemapFileLimit;
      if (part !== null && (!split || part > Math.ceil(entries.length / sitemapFileLimit))) return c.notFound();
      const body =
        part === null
          ? split
            ? sitemapIndexXml(origin, entries)
            : sitemapXml(origin, entries)
          : sitemapXml(origin, entries.slice((part - 1) * sitemapFileLimit, part * sitemapFileLimit));
      return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': publicCache('public, max-age=600') });
    } catch (error) {
      deps.logger.error({ err: String(error) }, 'sitemap failed');
      return c.text('Service Unavailable', 503, { 'retry-after': '60' });
    }
  };

  const app = new Hono();
  app.get('/robots.txt', async (c) => {
    // Without the catalogue's parameters robots.txt still answers: the rules matter more than Clean-param.
    const filterParams = await cache.get('robots-filters', async () => (await read('catalogIndex', {})).filterParams).catch(() => []);
    return c.text(robotsTxt(originOf(c.req.url), filterParams), 200, { 'cache-control': publicCache('public, max-age=3600') });
  });
  app.get('/sitemap.xml', (c) => sitemapFile(c, null));
  app.get('/:file{sitemap-[1-9][0-9]{0,3}\\.xml}', (c) => sitemapFile(c, Number(/\d+/.exec(c.req.param('file'))![0])));
  return app;
}
