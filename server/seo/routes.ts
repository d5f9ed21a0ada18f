import { Hono, type Context } from 'hono';
import type { SwrCache } from '#server/cache/swr-cache';
import type { Logger } from '#server/logger';
import { robotsTxt } from '#server/seo/robots';
import { pieceStream } from '#server/seo/piece-stream';
import { sitemapFile, sitemapFileCount, sitemapIndexXml, sitemapPlan, type SitemapPlan } from '#server/seo/sitemap';
import { sharedCacheControl } from '#server/ssr/cache-policy';
import type { ContentReader } from '#server/upstream/reader';
import type { ContentVersionWatch } from '#server/upstream/content-version';
import type { FeedCache } from '#server/seo/feed-cache';
import { yandexFeed } from '#server/seo/yandex-feed';

export interface SeoRouteDeps {
  read: ContentReader;
  /** Keyed by name: `sitemap-plan:<content version>`, `robots-filters`. */
  cache: SwrCache;
  /** PUBLIC_ORIGIN: the files name it; without it they name the request's own origin and are not shared. */
  publicOrigin?: string;
  logger: Logger;
  /** The product feed's last copy, kept until the content version changes. */
  feedCache: FeedCache;
  contentVersion: ContentVersionWatch;
}

/** /robots.txt, /sitemap.xml and its parts /sitemap-N.xml once the site outgrows one file, the product feed /feeds/yandex.yml. */
export function seoRoutes(deps: SeoRouteDeps): Hono {
  const { read, cache } = deps;
  const originOf = (url: string) => deps.publicOrigin ?? new URL(url).origin;
  // Answers that name the site's origin are shareable only when the origin is configured, not taken from Host.
  const publicCache = (value: string) => sharedCacheControl(deps.publicOrigin, value);

  const xmlHeaders = () => ({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': publicCache('public, max-age=600') });
  const unavailable = (c: Context, message: string, error: unknown) => {
    deps.logger.error({ err: String(error) }, message);
    return c.text('Service Unavailable', 503, { 'retry-after': '60' });
  };

  /**
   * `/sitemap.xml` (the file, or the index of files past 50,000 addresses) and `/sitemap-N.xml`,
   * streamed a catalogue index page at a time from a plan kept per content version
   * (docs/operations.md, "Sitemap").
   */
  const sitemap = async (c: Context, part: number | null) => {
    let plan: SitemapPlan;
    try {
      const version = await deps.contentVersion.settled();
      plan = await cache.get(`sitemap-plan:${version ?? 'none'}`, () => sitemapPlan(read));
    } catch (error) {
      return unavailable(c, 'sitemap failed', error);
    }
    const origin = originOf(c.req.url);
    const files = sitemapFileCount(plan);
    if (part !== null && (files === 1 || part > files)) return c.notFound();
    if (part === null && files > 1) return c.body(sitemapIndexXml(origin, plan), 200, xmlHeaders());
    try {
      const body = await pieceStream(sitemapFile(read, plan, origin, part ?? 1), {
        onError: (error) => deps.logger.error({ err: String(error) }, 'sitemap failed while streaming'),
      });
      return c.body(body, 200, xmlHeaders());
    } catch (error) {
      return unavailable(c, 'sitemap failed', error);
    }
  };

  /**
   * The kept copy when there is one; else the feed as it is built, a piece per upstream page, kept
   * for the next requests if the whole of it fits the cache (docs/operations.md, "Yandex product feed").
   */
  const productFeed = async (c: Context) => {
    const { feedCache, logger } = deps;
    const version = await deps.contentVersion.settled();
    const origin = originOf(c.req.url);
    const held = feedCache.get(version, origin);
    if (held) return c.body(held as Uint8Array<ArrayBuffer>, 200, { ...xmlHeaders(), 'x-cache': 'hit' });
    const pieces = yandexFeed({
      read,
      origin,
      onCut: (left) => logger.warn({ event: 'feed', left }, 'product feed cut at its size limit'),
    });
    let kept: Uint8Array[] | undefined = [];
    let keptBytes = 0;
    try {
      const body = await pieceStream(pieces, {
        onBytes: (bytes) => {
          keptBytes += bytes.byteLength;
          if (keptBytes > feedCache.maxBytes) kept = undefined;
          kept?.push(bytes);
        },
        onEnd: () => {
          if (kept) feedCache.put(version, origin, Buffer.concat(kept));
        },
        onError: (error) => logger.error({ err: String(error) }, 'product feed failed while streaming'),
      });
      return c.body(body, 200, { ...xmlHeaders(), 'x-cache': 'miss' });
    } catch (error) {
      return unavailable(c, 'product feed failed', error);
    }
  };

  const app = new Hono();
  app.get('/robots.txt', async (c) => {
    // Without the catalogue's parameters robots.txt still answers: the rules matter more than Clean-param.
    const filterParams = await cache
      .get('robots-filters', async () => (await read('catalogIndex', {}, { page: 1, perPage: 1 })).filterParams)
      .catch(() => []);
    return c.text(robotsTxt(originOf(c.req.url), filterParams), 200, { 'cache-control': publicCache('public, max-age=3600') });
  });
  app.get('/sitemap.xml', (c) => sitemap(c, null));
  app.get('/feeds/yandex.yml', productFeed);
  app.get('/:file{sitemap-[1-9][0-9]{0,3}\\.xml}', (c) => sitemap(c, Number(/\d+/.exec(c.req.param('file'))![0])));
  return app;
}
