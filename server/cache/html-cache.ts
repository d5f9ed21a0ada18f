import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressBytes, type Effort } from '../compression/codecs';
import { minCompressedBytes } from '../compression/middleware';
import { negotiateCoding, type Coding } from '../compression/negotiate';
import type { CacheResult } from '../ops/metrics';
import { plainAnswer } from '../ops/plain-headers';
import type { ContentVersionWatch } from '../upstream/content-version';
import { releaseAfterBody, type RenderGate, type RenderTicket } from '../ssr/render-gate';

/**
 * Reused public HTML (docs/decisions/011-reused-public-html.md): the rendered bytes of a public page,
 * kept by key (server/ssr/page-key.ts) and handed to everyone who asks for the same key.
 *
 * - Fresh for `ttlMs` and while rendered under the content version upstream has now; then stale for
 *   `staleMs` more: served at once while one background render replaces it. Older is gone.
 * - One render per key at a time: the first visitor of a missing key gets the render streamed as
 *   usual while its bytes are collected; visitors asking meanwhile wait for those bytes.
 * - Bounded by entries and bytes, least recently used first out (lru-cache, `max` and `maxSize`).
 * - With a `shared` store (Redis, server/redis/html-store.ts) a page this process lacks is looked up
 *   there before rendering, and every page rendered is written there.
 * - Sent compressed as the asker accepts (docs/decisions/013-compression.md): each coding made
 *   when first asked for (fast), again hard once asked for often, and kept with the page (counted in
 *   its bytes); the store holds the page as rendered. Each copy has its own ETag.
 */
export interface HtmlCache {
  /**
   * The answer to `request` (GET or HEAD) for `key`: from the cache, or rendered by `render` (called with
   * `background: true` when no visitor waits for it). A cached answer carries Content-Length, a strong
   * ETag of the coding sent and `Vary: Accept-Encoding`, and a matching If-None-Match gets 304.
   * A render for a visitor is admitted at the `gate` and draws in its turn; when the gate's line is full, the page's last
   * copy is sent however old (`stale`) where `overload.withCopy` allows, else `overload.answer()`
   * (docs/operations.md, "Renders under load").
   */
  serve(request: Request, key: string, render: PageRenderer, overload?: Overload): Promise<Response>;
  /** Entries and bytes held in this process. */
  size(): { entries: number; bytes: number };
  /** Forgets this process's entries; a shared store keeps its copies. */
  clear(): void;
}

/** What a render produced: the answer, and whether the same bytes may go to anyone asking for the key. */
export interface PageAnswer {
  response: Response;
  reusable: boolean;
  /**
   * Asked once the whole body is in: false when a read failed along the way (a deferred section then
   * shows its error block in a 200 page), which is this moment's answer, not one to hand on.
   */
  intact?: () => boolean;
}

/**
 * Renders the page; `turn`, when given, is awaited once the page's data is read and before it is drawn
 * (server/ssr/render-gate.ts).
 */
export type PageRenderer = (background: boolean, turn?: RenderTicket['turn']) => Promise<PageAnswer>;

/** What a visitor gets when the render queue is full: the page's last copy, however old, if allowed and kept; else `answer()`. */
export interface Overload {
  withCopy: boolean;
  answer(): Response;
}

/** A page as kept: its bytes and what its answer needs. */
export interface StoredPage {
  /** As rendered (identity); the compressed copies are kept beside it, in this process only. */
  body: Uint8Array<ArrayBuffer>;
  /** Quoted, strong: a hash of the bytes (a compressed copy's tag adds the coding's name). */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** When its render started (the cache's clock, ms). */
  storedAt: number;
  /** The content version it was rendered under; null when unknown. */
  version: string | null;
}

/** A page compressed in one coding, as kept beside it in this process. */
interface EncodedCopy {
  body: Uint8Array<ArrayBuffer>;
  /** The page's tag with the coding, and for the hard copy a mark of it (its bytes differ). */
  etag: string;
  /** Times sent. */
  served: number;
}

/** The ETag of a page's copy: `"<hash>-br"` compressed fast, `"<hash>-br-hard"` compressed hard. */
function codingTag(etag: string, coding: Coding, effort: Effort): string {
  return `${etag.slice(0, -1)}-${coding}${effort === 'hard' ? '-hard' : ''}"`;
}

/** The second level. It never throws: a store it cannot reach reads as empty and drops writes. */
export interface SharedPages {
  read(key: string): Promise<StoredPage | undefined>;
  write(key: string, page: StoredPage, keepMs: number): Promise<void>;
}

export interface HtmlCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  shared?: SharedPages;
  version?: ContentVersionWatch;
  /** Each lookup: `hit`, `stale` (served while a refresh runs), `shared` (from the second level) or `miss`. */
  onLookup?(result: CacheResult): void;
  /** A background render that threw; the stale page stays until its time is up. */
  onRefreshError?(key: string, error: unknown): void;
  /** Background renders at once, across keys (a new content version makes every page stale together). */
  maxBackgroundRenders?: number;
  /** Where renders for a visitor wait their turn (server/ssr/render-gate.ts); none: they start at once. */
  gate?: RenderGate;
  /** The gate's queue was full: the visitor got the page's last copy (`stale`) or `overloaded()` (`refused`). */
  onShed?(outcome: 'stale' | 'refused'): void;
}

/** The header that says how an answer was served: `hit`, `stale`, `shared` or `miss` (docs/operations.md). */
export const cacheStatusHeader = 'x-cache';

/** A compressed copy sent this many times is made again at the hard setting (docs/decisions/013-compression.md). */
export const hardAfterServes = 8;
/** A render that failed (or answered 5xx) in the background is not tried again for this long. */
const retryPauseMs = 5_000;
/** What an entry costs besides its bytes: the key (UTF-16), the headers, the bookkeeping. */
const entryOverhead = 512;

export function createHtmlCache(options: HtmlCacheOptions): HtmlCache {
  const now = options.now ?? Date.now;
  const { shared, version } = options;
  const maxBackground = options.maxBackgroundRenders ?? 4;
  // One page may not push out more than an eighth of the cache.
  const maxPageBytes = Math.floor(options.maxBytes / 8);
  /** Renders under way by key, background ones included: whoever else asks waits for them. */
  const renders = new Map<string, Promise<StoredPage | null>>();
  const failedAt = new Map<string, number>();
  let background = 0;
  /** A page's compressed copies by coding, made when first asked for; a copy in the making is its promise. */
  const encoded = new WeakMap<StoredPage, Map<Coding, EncodedCopy | Promise<EncodedCopy>>>();

  const encodedBytes = (page: StoredPage) => {
    let total = 0;
    for (const copy of encoded.get(page)?.values() ?? []) if (!(copy instanceof Promise)) total += copy.body.byteLength;
    return total;
  };
  const costOf = (key: string, page: StoredPage) => page.body.byteLength + encodedBytes(page) + key.length * 2 + entryOverhead;

  /** The pages held, least recently used first out; a page costing more than `maxPageBytes` is not held. */
  const pages = new LRUCache<string, StoredPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    maxEntrySize: maxPageBytes,
    sizeCalculation: (page, key) => costOf(key, page),
    // A page pushed out takes what is known of its failed renders with it.
    dispose: (_page, key, reason) => {
      if (reason === 'evict') failedAt.delete(key);
    },
  });

  /** Drops a page and what is known of its failed renders. */
  function forget(key: string): void {
    pages.delete(key);
    failedAt.delete(key);
  }

  /** A background render of a page still held failed: not tried again for a while. */
  function markFailed(key: string): void {
    if (pages.has(key)) failedAt.set(key, now());
  }

  /** Holds `page` as the most recently used; lru-cache counts its cost when it is set, so a page that grew is set anew. */
  function remember(key: string, page: StoredPage): void {
    pages.delete(key);
    pages.set(key, page);
  }

  function stateOf(page: StoredPage): 'fresh' | 'stale' | 'expired' {
    // Another replica's clock may be a little ahead: a page from its future is brand new.
    const age = Math.max(0, now() - page.storedAt);
    if (age >= options.ttlMs + options.staleMs) return 'expired';
    const known = version?.current() ?? null;
    const outdated = known !== null && page.version !== null && page.version !== known;
    return age < options.ttlMs && !outdated ? 'fresh' : 'stale';
  }

  /** The page's bytes kept here and handed to the other replicas. */
  function keep(key: string, body: Uint8Array<ArrayBuffer>, headers: Headers, storedAt: number, renderedUnder: string | null): StoredPage {
    const page: StoredPage = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
      contentType: headers.get('content-type') ?? 'text/html; charset=utf-8',
      cacheControl: headers.get('cache-control') ?? 'no-cache',
      storedAt,
      version: renderedUnder,
    };
    // Rendered again to the same bytes (unchanged content): the compressed copies still hold.
    const previous = pages.peek(key);
    const copies = previous?.etag === page.etag ? encoded.get(previous) : undefined;
    if (copies) encoded.set(page, copies);
    remember(key, page);
    failedAt.delete(key);
    void shared?.write(key, page, options.ttlMs + options.staleMs);
    return page;
  }

  /**
   * The page's copy in `coding`: kept, or compressed now, fast (as a render's stream is), and kept
   * while the page is, counted against the cache's bytes; one compression per page and coding at a
   * time. A copy served `hardAfterServes` times is compressed again, hard, in the background: the
   * hard setting costs some 20 times a render, so only pages asked for often earn it (an address
   * asked for twice must not cost more than rendering it).
   */
  function encodedCopy(key: string, page: StoredPage, coding: Coding): EncodedCopy | Promise<EncodedCopy> {
    let copies = encoded.get(page);
    const kept = copies?.get(coding);
    if (kept) return kept;
    if (!copies) encoded.set(page, (copies = new Map()));
    const making = compressBytes(page.body, coding, 'fast').then(
      (body) => {
        const copy: EncodedCopy = { body, etag: codingTag(page.etag, coding, 'fast'), served: 0 };
        copies.delete(coding);
        keepCopy(key, page, coding, copy);
        return copy;
      },
      (error: unknown) => {
        copies.delete(coding);
        throw error;
      },
    );
    copies.set(coding, making);
    return making;
  }

  /** Keeps `copy` as the page's copy in `coding` (in place of the one there), within the bounds. */
  function keepCopy(key: string, page: StoredPage, coding: Coding, copy: EncodedCopy): void {
    const copies = encoded.get(page);
    if (!copies) return;
    const held = pages.peek(key) === page;
    const replaced = copies.get(coding);
    const freed = replaced && !(replaced instanceof Promise) ? replaced.body.byteLength : 0;
    if (held && costOf(key, page) - freed + copy.body.byteLength > maxPageBytes) return;
    copies.set(coding, copy);
    // A page not held (any more) keeps its copy uncounted: it is counted if the page is remembered again.
    if (held) remember(key, page);
  }

  /** Counts a copy served; the `hardAfterServes`-th time it is replaced by a hard one, made in the background. */
  function served(key: string, page: StoredPage, coding: Coding, copy: EncodedCopy): void {
    copy.served += 1;
    if (copy.served !== hardAfterServes || copy.etag === codingTag(page.etag, coding, 'hard')) return;
    compressBytes(page.body, coding, 'hard').then(
      (body) => {
        if (encoded.get(page)?.get(coding) !== copy) return;
        keepCopy(key, page, coding, { body, etag: codingTag(page.etag, coding, 'hard'), served: copy.served });
      },
      () => {},
    );
  }

  /** Registers a render of `key` that others wait for; `settle` ends it with a page or with null (render your own). */
  function track(key: string): (page: StoredPage | null) => void {
    let resolve!: (page: StoredPage | null) => void;
    renders.set(key, new Promise((r) => (resolve = r)));
    return (page) => {
      renders.delete(key);
      resolve(page);
    };
  }

  /**
   * A place at the gate for a visitor's render, or the answer when there is none: the page's last copy
   * (expired, but better than nothing under load) or `overload.answer()`.
   */
  function admit(key: string, request: Request, copy: StoredPage | undefined, overload: Overload | undefined) {
    const ticket = options.gate?.admit();
    if (!options.gate || ticket) return { ticket: ticket ?? ungated };
    if (copy && overload?.withCopy !== false) {
      options.onShed?.('stale');
      options.onLookup?.('stale');
      return { answer: answerFrom(key, copy, request, 'stale') };
    }
    if (!overload) return { ticket: ungated };
    options.onShed?.('refused');
    return { answer: Promise.resolve(overload.answer()) };
  }

  /** The first visitor's render: streamed to them, its bytes collected for everyone else. */
  async function renderForVisitor(key: string, render: PageRenderer, ticket: RenderTicket): Promise<Response> {
    // Visitors asking for the same key meanwhile wait for this render, not in the line.
    const settle = track(key);
    let answer: PageAnswer;
    let renderedUnder: string | null;
    const release = () => ticket.release();
    const startedAt = now();
    try {
      await ticket.read();
      renderedUnder = (await version?.settled()) ?? null;
      answer = await render(false, ticket.turn);
    } catch (error) {
      release();
      settle(null);
      throw error;
    }
    const { response } = answer;
    response.headers.set(cacheStatusHeader, 'miss');
    if (!reusableAnswer(answer) || !response.body) {
      // Gone or moved: a copy kept for hard times must not outlive it.
      if (response.status < 500) forget(key);
      settle(null);
      return releaseAfterBody(response, release);
    }
    const [toVisitor, toCache] = response.body.tee();
    collect(toCache, maxPageBytes)
      .then(
        (body) => settle(body && (answer.intact?.() ?? true) ? keep(key, body, response.headers, startedAt, renderedUnder) : null),
        () => settle(null),
      )
      .finally(release);
    return new Response(toVisitor, { status: response.status, headers: response.headers });
  }

  /** A stale page's replacement, rendered with no visitor attached; at most one per key and `maxBackground` in all. */
  function refresh(key: string, page: StoredPage, render: PageRenderer): void {
    if (renders.has(key) || background >= maxBackground) return;
    const failed = failedAt.get(key);
    if (failed !== undefined && now() - failed < Math.min(options.ttlMs, retryPauseMs)) return;
    background += 1;
    const settle = track(key);
    const work = async (): Promise<StoredPage | null> => {
      // Another replica may have rendered it already.
      const copy = await shared?.read(key);
      if (copy && copy.storedAt > page.storedAt && stateOf(copy) === 'fresh') {
        remember(key, copy);
        return copy;
      }
      const startedAt = now();
      const renderedUnder = (await version?.settled()) ?? null;
      const answer = await render(true);
      if (!reusableAnswer(answer) || !answer.response.body) {
        await answer.response.body?.cancel();
        // Gone or moved: the next visitor gets that answer rendered. A failure: the stale page stands for now.
        if (answer.response.status < 500) forget(key);
        else markFailed(key);
        return null;
      }
      const body = await collect(answer.response.body, maxPageBytes);
      if (body && !(answer.intact?.() ?? true)) {
        markFailed(key);
        return null;
      }
      return body ? keep(key, body, answer.response.headers, startedAt, renderedUnder) : null;
    };
    work()
      .catch((error: unknown) => {
        markFailed(key);
        options.onRefreshError?.(key, error);
        return null;
      })
      .then((result) => {
        background -= 1;
        settle(result);
      });
  }

  /**
   * A kept page as an answer, in the coding the asker prefers (none for a page too small to gain):
   * 304 when the asker already holds these bytes in that coding.
   */
  async function answerFrom(key: string, page: StoredPage, request: Request, result: CacheResult): Promise<Response> {
    const coding = page.body.byteLength < minCompressedBytes ? 'identity' : negotiateCoding(request.headers.get('accept-encoding'));
    const common = { 'cache-control': page.cacheControl, vary: 'accept-encoding', [cacheStatusHeader]: result };
    // Either copy of the coding (fast or hard) decodes to these bytes: the 304 names the tag the asker holds.
    const tags = coding === 'identity' ? [page.etag] : [codingTag(page.etag, coding, 'fast'), codingTag(page.etag, coding, 'hard')];
    const ifNoneMatch = request.headers.get('if-none-match');
    const held = ifNoneMatch === null ? undefined : tags.find((tag) => etagMatches(ifNoneMatch, tag));
    if (held) return plainAnswer(null, 304, { etag: held, ...common });
    const copy = coding === 'identity' ? undefined : await encodedCopy(key, page, coding);
    if (copy && coding !== 'identity') served(key, page, coding, copy);
    const body = copy?.body ?? page.body;
    const head = { etag: copy?.etag ?? page.etag, ...common };
    return plainAnswer(body, 200, {
      'content-type': page.contentType,
      'content-length': String(body.byteLength),
      ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
      ...head,
    });
  }

  return {
    async serve(request, key, render, overload) {
      let page = pages.get(key);
      let fromShared = false;
      if (!page && shared && !renders.has(key)) {
        page = await shared.read(key);
        fromShared = page !== undefined;
      }
      const state = page ? stateOf(page) : 'expired';
      if (page && state !== 'expired') {
        // A page from the shared store is held here from now on (one from here is marked used by `get`).
        if (fromShared) remember(key, page);
        if (state === 'stale') refresh(key, page, render);
        const result: CacheResult = fromShared ? 'shared' : state === 'fresh' ? 'hit' : 'stale';
        options.onLookup?.(result);
        return answerFrom(key, page, request, result);
      }
      // An expired page stays held (within the bounds) until a render replaces it: under load it is all there is.
      const pending = renders.get(key);
      if (!pending) {
        const admitted = admit(key, request, page, overload);
        if (admitted.answer) return admitted.answer;
        options.onLookup?.('miss');
        return renderForVisitor(key, render, admitted.ticket);
      }
      options.onLookup?.('miss');
      const rendered = await pending;
      if (rendered) return answerFrom(key, rendered, request, 'miss');
      // The render under way was not for everyone (an error, a 404…): this visitor's own, as without the cache.
      const admitted = admit(key, request, undefined, overload);
      if (admitted.answer) return admitted.answer;
      const { ticket } = admitted;
      const release = () => ticket.release();
      let own: PageAnswer;
      try {
        await ticket.read();
        own = await render(false, ticket.turn);
      } catch (error) {
        release();
        throw error;
      }
      own.response.headers.set(cacheStatusHeader, 'miss');
      return releaseAfterBody(own.response, release);
    },
    size: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
    clear() {
      pages.clear();
      failedAt.clear();
    },
  };
}

/** Without a gate: every render draws at once. */
const ungated: RenderTicket = { read: () => Promise.resolve(), turn: () => Promise.resolve(() => {}), release: () => {} };

/** Only a 200 that sets no cookie: everything else (errors, redirects, personal answers) is the asker's alone. */
function reusableAnswer(answer: PageAnswer): boolean {
  return answer.reusable && answer.response.status === 200 && !answer.response.headers.has('set-cookie');
}

/** The whole body, or null when it is larger than `limit` (then not kept) or fails. */
async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** If-None-Match's weak comparison (RFC 9110, 13.1.2): `*`, or any listed tag equal once `W/` is dropped. */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
