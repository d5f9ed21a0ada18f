import { Hono, type Context } from 'hono';
import type { SwrCache } from '#server/cache/swr-cache';
import type { Logger } from '#server/logger';
import { robotsTxt } from '#server/seo/robots';
import { sitemapEntries, sitemapFileLimit, sitemapIndexXml, sitemapXml } from '#server/seo/sitemap';
import { sharedCacheControl } from '#server/ssr/cache-policy';
import type { ContentReader } from '#server/upstream/reader';
import type { ContentVersionWatch } from '#server/upstream/content-version';
import type { FeedCache } from '#server/seo/feed-cache';
import { yandexFeed } from '#server/seo/yandex-feed';

export interface SeoRouteDeps {
  read: ContentReader;
  /** Keyed by name: `sitemap`, `robots-filters`. */
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

  const xmlHeaders = () => ({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': publicCache('public, max-age=600') });

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
    let first: IteratorResult<string>;
    try {
      // Upstream's first answers before any byte: a feed that cannot start is a 503, not a broken file.
      first = await pieces.next();
    } catch (error) {
      logger.error({ err: String(error) }, 'product feed failed');
      return c.text('Service Unavailable', 503, { 'retry-after': '60' });
    }
    const encoder = new TextEncoder();
    let kept: Uint8Array[] | undefined = [];
    let keptBytes = 0;
    const send = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
      const bytes = encoder.encode(text);
      keptBytes += bytes.byteLength;
      if (keptBytes > feedCache.maxBytes) kept = undefined;
      kept?.push(bytes);
      controller.enqueue(bytes);
    };
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => send(controller, first.done ? '' : first.value),
      async pull(controller) {
        try {
          const next = await pieces.next();
          if (!next.done) return send(controller, next.value);
          if (kept) feedCache.put(version, origin, Buffer.concat(kept));
          controller.close();
        } catch (error) {
          // Mid-way the status is sent: the transfer is broken off, so no client takes a cut file for a whole one.
          logger.error({ err: String(error) }, 'product feed failed while streaming');
          controller.error(error);
        }
      },
      cancel: () => void pieces.return(undefined),
    });
    return c.body(body, 200, { ...xmlHeaders(), 'x-cache': 'miss' });
  };

  const app = new Hono();
  app.get('/robots.txt', async (c) => {
    // Without the catalogue's parameters robots.txt still answers: the rules matter more than Clean-param.
    const filterParams = await cache.get('robots-filters', async () => (await read('catalogIndex', {})).filterParams).catch(() => []);
    return c.text(robotsTxt(originOf(c.req.url), filterParams), 200, { 'cache-control': publicCache('public, max-age=3600') });
  });
  app.get('/sitemap.xml', (c) => sitemapFile(c, null));
  app.get('/feeds/yandex.yml', productFeed);
  app.get('/:file{sitemap-[1-9][0-9]{0,3}\\.xml}', (c) => sitemapFile(c, Number(/\d+/.exec(c.req.param('file'))![0])));
  return app;
}
