import type { Context, MiddlewareHandler } from 'hono';
import { readHeader, writeHeader } from '../ops/plain-headers';
import { isPersonal } from '../security/personal-answer';
import { compressBytes, compressStream } from './codecs';
import { negotiateCoding } from './negotiate';

/** Below this a body goes as it is: the coding's own header and framing would eat most of the gain. */
export const minCompressedBytes = 1024;

/** Text the site generates: pages, JSON, XML (sitemaps), plain text. Images, fonts and assets are not recompressed. */
const compressibleType = /^(?:text\/(?:html|plain|xml)|application\/(?:json|xml|[\w.-]+\+(?:json|xml)))\s*(?:;|$)/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Brotli or gzip for pages, /api JSON and the other text the site makes, negotiated from
 * Accept-Encoding (docs/decisions/013-compression.md):
 *
 * - an answer that negotiated its coding itself (it says `Vary: Accept-Encoding` or has a
 *   Content-Encoding: reused pages, /assets) is left alone;
 * - an answer that carries one visitor's data (server/security/personal-answer.ts) goes uncompressed;
 * - every other answer of a compressible type says `Vary: Accept-Encoding`, compressed or not;
 * - a streamed page (HTML without a length: React's render) is compressed as it streams, each
 *   chunk sent as soon as React flushes it; any other body is read whole and compressed when it is
 *   at least `minCompressedBytes`.
 *
 * HEAD gets the headers GET would get (Hono answers HEAD with the GET handler, then drops the body).
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers before the body: reading `body` turns an answer kept plain (server/ops/plain-headers.ts) into a full one.
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    if (readHeader(res, 'content-encoding') !== null) return;
    const vary = readHeader(res, 'vary');
    if (vary !== null && (vary.trim() === '*' || varyAcceptEncoding.test(vary))) return;
    const type = readHeader(res, 'content-type');
    if (type === null || !compressibleType.test(type)) return;
    if (noTransform.test(readHeader(res, 'cache-control') ?? '')) return;
    if (isPersonal(c) || !res.body) return;

    const coding = negotiateCoding(c.req.header('accept-encoding'));
    const length = readHeader(res, 'content-length');
    const streamed = length === null && type.startsWith('text/html');
    if (coding === 'identity' || (length !== null && Number(length) < minCompressedBytes)) {
      writeHeader(c, 'vary', joinVary(vary));
      return;
    }
    if (streamed) {
      replaceBody(c, compressStream(res.body, coding), {
        vary: joinVary(vary),
        'content-encoding': coding,
        etag: weakened(readHeader(res, 'etag')),
      });
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength < minCompressedBytes) {
      replaceBody(c, bytes, { vary: joinVary(vary), 'content-length': String(bytes.byteLength) });
      return;
    }
    const packed = await compressBytes(bytes, coding, 'fast');
    replaceBody(c, packed, {
      vary: joinVary(vary),
      'content-encoding': coding,
      'content-length': String(packed.byteLength),
      etag: weakened(readHeader(res, 'etag')),
    });
  };
}

function joinVary(vary: string | null): string {
  return vary ? `${vary}, accept-encoding` : 'accept-encoding';
}

/**
 * A strong validator names exact bytes; compressed here, on the fly, the bytes are another
 * representation, so the tag becomes weak (an upstream ETag passed through: a conditional request
 * forwarded upstream still matches it by the weak comparison).
 */
function weakened(etag: string | null): string | null {
  return etag === null || etag.startsWith('W/') ? etag : `W/${etag}`;
}

/**
 * The answer gets a new body and these headers changed (`null`: removed). Hono copies the previous
 * answer's headers onto whatever is set as `c.res`, Content-Length included, so they are fixed after.
 */
function replaceBody(c: Context, body: BodyInit, changes: Record<string, string | null>): void {
  const previous = c.res;
  c.res = new Response(body, { status: previous.status, headers: previous.headers });
  const headers = c.res.headers;
  if (changes['content-length'] === undefined && changes['content-encoding'] !== undefined) headers.delete('content-length');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
}
