/**
 * Pages and /api JSON go out compressed (docs/decisions/013-compression.md): Brotli or gzip as the
 * request's Accept-Encoding weighs them, `Vary: Accept-Encoding` on every answer that could be
 * compressed, small bodies and anything of one visitor as they are. Reused pages are compressed
 * once per coding with an ETag per coding; a first render streams through the compressor, the
 * shell first. Read here as the bytes on the wire (node:http, nothing decoded on the way).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, constants, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browserUserAgent } from '../support/site-harness';
import { type AccountSite, createAccountSite, signedInMember, siteHost, Visitor } from '../support/account-site';

let site: AccountSite;
let port: number;
/** While set, upstream holds the home page's deferred news list until it resolves. */
let newsHeld: Promise<void> | undefined;

beforeAll(async () => {
  site = createAccountSite({
    // Reused pages on, for long enough that nothing goes stale during the tests.
    env: { PAGE_CACHE_TTL_MS: '600000', PAGE_CACHE_STALE_MS: '600000' },
    upstream: async (req, next) => {
      if (newsHeld && new URL(req.url).pathname === '/api/posts/news') await newsHeld;
      return next(req);
    },
  });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  port = (site.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  site.close();
});

interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it arrived, chunk by chunk. */
  chunks: Buffer[];
  body: Buffer;
}

/** One request with exactly these headers (no Accept-Encoding unless given); the body as sent, not decoded. */
function wire(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  onChunk?: (chunk: Buffer, head: http.IncomingHttpHeaders) => void,
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host: siteHost, 'user-agent': browserUserAgent, ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          onChunk?.(chunk, response.headers);
        });
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, chunks, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const accept = (value: string) => ({ 'accept-encoding': value });
const browsers = accept('gzip, deflate, br, zstd');

function decoded(answer: WireAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(coding).toBeUndefined();
  return answer.body.toString('utf8');
}

const varies = (answer: WireAnswer) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(answer.headers.vary ?? ''));

describe('a reused page', () => {
  const path = '/catalog';
  let identity: WireAnswer;
  beforeAll(async () => {
    await wire(path);
    identity = await wire(path);
    expect(identity.headers['x-cache']).toBe('hit');
    expect(identity.body.byteLength).toBeGreaterThan(10_000);
  });

  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s": %s, with Vary, decoding to the same page', async (header, coding) => {
    const answer = await wire(path, header === '' ? {} : accept(header));
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache']).toBe('hit');
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(varies(answer)).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(decoded(answer)).toBe(identity.body.toString('utf8'));
    if (coding) expect(answer.body.byteLength).toBeLessThan(identity.body.byteLength / 4);
  });

  test('has an ETag per coding, and If-None-Match gets 304 in each', async () => {
    const codings = { br: accept('br, gzip'), gzip: accept('gzip'), identity: accept('identity') };
    const tags: Record<string, string> = {};
    for (const [name, headers] of Object.entries(codings)) {
      const answer = await wire(path, headers);
      tags[name] = String(answer.headers.etag);
      expect(tags[name], name).toMatch(/^"[\w-]+"$/);
      const again = await wire(path, { ...headers, 'if-none-match': tags[name] });
      expect(again.status, name).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(tags[name]);
      expect(varies(again), name).toBe(true);
    }
    expect(new Set(Object.values(tags)).size).toBe(3);
    // The tag of one coding does not stand for another: the page comes whole in the coding asked for.
    const other = await wire(path, { ...codings.gzip, 'if-none-match': tags.br! });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  test('HEAD gets the headers GET gets, without a body', async () => {
    // A page of its own: this one's copies are not made again hard in the meantime.
    await wire('/portfolio');
    const get = await wire('/portfolio', browsers);
    const head = await wire('/portfolio', browsers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(varies(head)).toBe(true);
  });
});

test('a page asked for often is compressed again, hard, under a tag of its own; the first tag still gets 304', async () => {
  const path = '/about';
  await wire(path);
  const first = await wire(path, browsers);
  expect(first.headers.etag).toMatch(/-br"$/);
  // Asked for twice, nothing more is done: an address anyone can make up costs no hard compression.
  expect((await wire(path, browsers)).headers.etag).toBe(first.headers.etag);
  let hard: WireAnswer | undefined;
  for (let view = 0; view < 200 && !hard; view++) {
    const answer = await wire(path, browsers);
    if (answer.headers.etag !== first.headers.etag) hard = answer;
    else await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(hard?.headers.etag).toMatch(/-br-hard"$/);
  expect(hard!.body.byteLength).toBeLessThanOrEqual(first.body.byteLength);
  expect(decoded(hard!)).toBe(decoded(first));
  const revalidated = await wire(path, { ...browsers, 'if-none-match': String(first.headers.etag) });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.etag).toBe(first.headers.etag);
  expect((await wire(path, { ...browsers, 'if-none-match': String(hard!.headers.etag) })).status).toBe(304);
});

describe('a page rendered for the asker', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
  ])('Accept-Encoding "%s": streamed in %s, with Vary, decoding to the page later reused', async (header, coding) => {
    const path = `/catalog?view=${encodeURIComponent(header)}`;
    const rendered = await wire(path, accept(header));
    expect(rendered.status).toBe(200);
    expect(rendered.headers['x-cache']).toBe('miss');
    expect(rendered.headers['content-encoding']).toBe(coding);
    expect(varies(rendered)).toBe(true);
    const kept = await wire(path);
    expect(kept.headers['x-cache']).toBe('hit');
    expect(decoded(rendered)).toBe(kept.body.toString('utf8'));
  });

  test('HEAD of a render says how GET would come, without a body', async () => {
    const head = await wire('/catalog?view=head', browsers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(varies(head)).toBe(true);
  });

  test('a first render streams compressed chunk by chunk: the shell decodes before the slow deferred section exists', async () => {
    let release!: () => void;
    newsHeld = new Promise((resolve) => (release = resolve));
    const inflate = createBrotliDecompress({ flush: constants.BROTLI_OPERATION_FLUSH });
    let text = '';
    inflate.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    let decoded!: (text: string) => void;
    const firstDecoded = new Promise<string>((resolve) => (decoded = resolve));
    let firstChunk = true;
    const answer = wire('/?view=streamed', browsers, 'GET', (chunk, head) => {
      if (head['content-encoding'] !== 'br') return decoded(`not compressed: ${String(head['content-encoding'])}`);
      inflate.write(chunk);
      if (!firstChunk) return;
      firstChunk = false;
      // The rest of the page is held upstream until the shell has been read and decoded.
      inflate.flush(constants.BROTLI_OPERATION_FLUSH, () => decoded(text));
    });
    try {
      const shell = await firstDecoded;
      expect(shell.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(shell).toContain('</header>');
      expect(shell).not.toContain('</html>');
    } finally {
      release();
      newsHeld = undefined;
    }
    const whole = await answer;
    expect(whole.headers['content-encoding']).toBe('br');
    expect(whole.chunks.length).toBeGreaterThan(1);
    expect(brotliDecompressSync(whole.body).toString('utf8')).toMatch(/<\/html>$/);
  });
});

describe('/api', () => {
  test('JSON goes out compressed, with Vary, and decodes to the same JSON', async () => {
    const path = '/api/catalog/sections';
    const identity = await wire(path, { accept: 'application/json' });
    expect(identity.body.byteLength).toBeGreaterThan(1024);
    expect(varies(identity)).toBe(true);
    for (const [header, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await wire(path, { accept: 'application/json', ...accept(header) });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(varies(answer)).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(identity.body.toString('utf8')));
    }
  });

  test('a body under 1 KB goes as it is', async () => {
    const answer = await wire('/api/auth/session', { accept: 'application/json', ...browsers });
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ status: 'unauthenticated' });
  });

  test('HEAD of JSON says how GET would come', async () => {
    const head = await wire('/api/catalog/sections', { accept: 'application/json', ...browsers }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
  });
});

describe('what carries one visitor’s data is never compressed (no length to measure a secret by)', () => {
  test('a signed-in visitor’s own page and a page showing their flash go as they are; public pages for them do not', async () => {
    const { visitor, person } = await signedInMember(site);
    const own = await visitor.get('/my/profile').set('Accept-Encoding', 'gzip, deflate, br');
    expect(own.status).toBe(200);
    expect(own.text).toContain(person.email);
    expect(own.headers['content-encoding']).toBeUndefined();
    const saves = await visitor.get('/my/saves').set('Accept-Encoding', 'gzip, deflate, br');
    expect(saves.status).toBe(200);
    expect(saves.headers['content-encoding']).toBeUndefined();
    const session = await visitor.get('/api/auth/session').set('Accept-Encoding', 'gzip, deflate, br');
    expect(session.body.status).toBe('authenticated');
    expect(session.headers['content-encoding']).toBeUndefined();
    const guest = new Visitor(site);
    const posted = await guest.postForm('/api/auth/login', { email: person.email, password: 'wrong-password-1', callbackUrl: '/about' });
    expect(posted.status).toBe(303);
    const flashed = await guest.get(posted.headers.location!).set('Accept-Encoding', 'gzip, deflate, br').redirects(0);
    expect(flashed.status).toBe(400);
    expect(flashed.text).toContain('Логин или пароль введены неверно');
    expect(flashed.headers['content-encoding']).toBeUndefined();
    // The same visitor's public page is the same for everyone: compressed.
    const catalogue = await visitor.get('/catalog').set('Accept-Encoding', 'gzip, deflate, br');
    expect(catalogue.headers['content-encoding']).toBe('br');
  });
});
