import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, test } from 'vitest';
import { immutableAssets } from '#server/assets/immutable-assets';

const dir = mkdtempSync(join(tmpdir(), 'assets-'));
writeFileSync(join(dir, 'entry-abc.js'), 'console.log("plain")');
writeFileSync(join(dir, 'entry-abc.js.gz'), 'GZIP-BYTES');
writeFileSync(join(dir, 'entry-abc.js.br'), 'BR');
writeFileSync(join(dir, 'tiny-def.css'), 'a{}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono();
app.on(['GET', 'HEAD'], '/assets/*', immutableAssets(dir));
const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the build files, served from memory', () => {
  test('Brotli when accepted, else gzip, else the file itself; immutable, with its length and Vary', async () => {
    const br = await get('/assets/entry-abc.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('BR');
    expect(br.headers.get('content-length')).toBe('2');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const gzip = await get('/assets/entry-abc.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('GZIP-BYTES');

    const plain = await get('/assets/entry-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain")');
  });

  test('a coding refused with q=0 is not sent', async () => {
    const answer = await get('/assets/entry-abc.js', 'br;q=0, gzip;q=0.5');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/entry-abc.js', 'br;q=0, gzip;q=0')).headers.get('content-encoding')).toBeNull();
  });

  test('a file without compressed copies goes as it is, without Vary', async () => {
    const answer = await get('/assets/tiny-def.css', 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  test('HEAD has the headers and no body; an unknown name, a compressed copy asked by name, and a path out are 404', async () => {
    const head = await get('/assets/entry-abc.js', 'br', 'HEAD');
    expect(head.headers.get('content-length')).toBe('2');
    expect(await head.text()).toBe('');
    expect((await get('/assets/nope.js')).status).toBe(404);
    expect((await get('/assets/entry-abc.js.br')).status).toBe(404);
    expect((await get('/assets/..%2fentry-abc.js')).status).toBe(404);
  });
});
