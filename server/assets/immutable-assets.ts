import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { negotiateCoding, type Coding } from '../compression/negotiate';
import { plainAnswer } from '../ops/plain-headers';

interface Asset {
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/**
 * The build's hashed files (`/assets/*`), read into memory once at start with the Brotli and gzip
 * copies the build prepared: a file name never changes its content, so nothing is read from disk
 * per request (docs/operations.md, "Benchmark": reading each request held assets at a quarter of
 * what the machine can send). A name the build did not make is a 404.
 */
export function immutableAssets(assetsDir: string): MiddlewareHandler {
  const assets = new Map<string, Asset>();
  const names = readdirSync(assetsDir);
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith('.gz') || name.endsWith('.br')) continue;
    const read = (file: string) => (present.has(file) ? new Uint8Array(readFileSync(join(assetsDir, file))) : undefined);
    assets.set(name, {
      type: types[extname(name)] ?? 'application/octet-stream',
      identity: read(name)!,
      gzip: read(`${name}.gz`),
      br: read(`${name}.br`),
    });
  }

  return async (c) => {
    const asset = assets.get(c.req.path.slice('/assets/'.length));
    if (!asset) return c.text('Not Found', 404);
    const available: Coding[] = [...(asset.br ? (['br'] as const) : []), ...(asset.gzip ? (['gzip'] as const) : [])];
    const chosen = negotiateCoding(c.req.header('accept-encoding'), available);
    const coding = chosen === 'identity' ? undefined : chosen;
    const bytes = chosen === 'identity' ? asset.identity : asset[chosen]!;
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
    };
    if (asset.br || asset.gzip) headers.vary = 'accept-encoding';
    if (coding) headers['content-encoding'] = coding;
    return plainAnswer(c.req.method === 'HEAD' ? null : bytes, 200, headers);
  };
}
