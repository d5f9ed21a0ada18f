/**
 * Property-based fuzzing of every BFF `/api` route (docs/behaviour.md, "Errors of /api"): arbitrary
 * path parameters, query strings, bodies, content types, cookies and origins, signed out and signed
 * in. The property: never a 5xx (the embedded API is healthy, so a 502 is a bug too), every error
 * answer under /api is JSON in the contract's error shape, and a redirect stays on the site.
 * Bounded: a fixed seed, a number of runs per route and a time budget for the whole file. A
 * counterexample the fuzz found is kept as a plain test at the end of the file.
 *
 * A longer hunt by hand: FUZZ_SEED=7 FUZZ_SCALE=20 npx vitest run tests/integration/api-fuzz.test.ts
 * (FUZZ_STATS=1 prints each route's statuses: a route that only ever answers 400 is fuzzed shallow).
 */
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, endpointPaths, endpoints, type EndpointName } from '#shared/contract';
import { documentSlugs } from '#shared/contract/content';
import type { CalculatorRef, CatalogIndex, ElPanel, PostPage, PostType, SeoPageSummary } from '#shared/contract';
import { designDocuments } from '#shared/designer/design-documents';
import { encodeDesign } from '#shared/designer/url-encoding';
import type { Design } from '#shared/designer/design';
import { products as seedProducts } from '#tests/support/previous-catalogue';
import {
  createAccountSite,
  newPerson,
  registerAndActivate,
  setCookie,
  siteHost,
  siteOrigin,
  Visitor,
  type AccountSite,
} from '../support/account-site';
import { getJson } from '../support/site-data';
import { browserUserAgent } from '../support/site-harness';

/** One seed for the whole file: a failure replays exactly (fast-check prints the path to it). */
const seed = 20_261_122;
/** FUZZ_SCALE=10 runs ten times as many cases (for a longer hunt by hand; CI runs the default). */
const runScale = Number(process.env.FUZZ_SCALE ?? 1);

// ---------------------------------------------------------------------------------------------
// The site under test, and the real values the generators mix in so the fuzz reaches past the
// first validation into the handlers and the embedded API.

let site: AccountSite;
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const known = {
  postTypes: ['news'] as string[],
  postIds: ['1'] as string[],
  seoPages: ['x'] as string[],
  sections: ['x'] as string[],
  products: ['x'] as string[],
  panels: ['x'] as string[],
  calculators: ['x'] as string[],
  media: ['hero.svg'] as string[],
  numIds: seedProducts.slice(0, 5).map((p) => String(p.numId)),
  /** A genuine sealed session cookie of a signed-in member. */
  sid: '',
  /** A second member's cookie, for the logout route (which ends its session). */
  logoutSid: '',
  /** A design of real devices in its address form. */
  design: '',
};

beforeAll(async () => {
  // Limits are still checked, but rarely reached: a 429 is fine, it just must not hide a handler's bug.
  site = createAccountSite({ env: { AUTH_RATE_LIMIT_FACTOR: '1000' } });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  port = (site.server.address() as AddressInfo).port;

  const [postTypes, seoPages, index, panels, calculators] = await Promise.all([
    getJson<PostType[]>(site, endpointPaths.postTypes),
    getJson<SeoPageSummary[]>(site, endpointPaths.seoPages),
    getJson<CatalogIndex>(site, endpointPaths.catalogIndex),
    getJson<ElPanel[]>(site, endpointPaths.elPanels),
    getJson<CalculatorRef[]>(site, endpointPaths.calculators),
  ]);
  known.postTypes = postTypes.map((t) => t.type);
  const firstType = known.postTypes[0]!;
  const posts = await getJson<PostPage>(site, `/api/posts/${firstType}?perPage=50`);
  known.postIds = posts.items.map((p) => String(p.id));
  known.seoPages = seoPages.map((p) => p.name);
  known.sections = index.sections.map((s) => s.id);
  known.products = index.products.map((p) => p.id);
  known.panels = panels.map((p) => p.id);
  known.calculators = calculators.map((c) => c.id);
  known.media = [...new Set(posts.items.map((p) => p.image.src.replace('/api/media/', '')))].slice(0, 5);
  const firstPanel = panels[0]!;
  known.design = encodeDesign(firstPanel.design as Design);

  const sidOf = async () => {
    const person = await registerAndActivate(site, newPerson());
    const answer = await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password });
    expect(answer.status).toBe(200);
    return setCookie(answer.headers, 'sid')!.value;
  };
  known.sid = await sidOf();
  known.logoutSid = await sidOf();
});

afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => site.server.close(() => resolve()));
  site.close();
});

// ---------------------------------------------------------------------------------------------
// Sending exactly the bytes generated: a raw HTTP request on a kept-alive loopback connection.

interface Shot {
  method: string;
  /** The request target as sent (already percent-encoded where the generator chose to). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean;
}

interface Answer {
  status: number;
  contentType: string;
  location?: string;
  text: string;
}

function send(shot: Shot): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...shot.headers };
    // Node's client frames a DELETE or OPTIONS body only when told how: say it either way.
    if (shot.body) headers[shot.chunked ? 'transfer-encoding' : 'content-length'] = shot.chunked ? 'chunked' : String(shot.body.length);
    const req = http.request({ host: '127.0.0.1', port, method: shot.method, path: shot.target, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          location: res.headers.location,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (shot.body && shot.chunked) {
      const half = Math.floor(shot.body.length / 2);
      req.write(shot.body.subarray(0, half));
      req.write(shot.body.subarray(half));
    } else if (shot.body) req.write(shot.body);
    req.end();
  });
}

const show = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** The path as a URL parser reads the target (dot segments resolved); a target no parser reads stays as sent. */
function safePathname(target: string): string {
  try {
    return new URL(target, 'http://site.test').pathname;
  } catch {
    return target;
  }
}

/** The property every route shares: below 500, and an error is `{ status, error, data }` JSON. */
async function check(shot: Shot, statuses?: Map<number, number>): Promise<void> {
  const answer = await send(shot);
  statuses?.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const what =
    `${shot.method} ${show(shot.target)}\nheaders: ${show(JSON.stringify(shot.headers))}\n` +
    `body: ${shot.body ? show(JSON.stringify(shot.body.toString('latin1'))) : '(none)'}${shot.chunked ? ' (chunked)' : ''}\n` +
    `→ ${answer.status} ${answer.contentType} ${show(answer.text)}`;
  if (answer.status >= 500) throw new Error(`5xx answer:\n${what}`);
  // A form post goes back to a page of this site, whatever its callbackUrl or redirect said.
  if (answer.status >= 300 && answer.status < 400) {
    const location = answer.location ?? '';
    if (!/^\/(?![/\\])/.test(location) || new URL(location, siteOrigin).origin !== siteOrigin) {
      throw new Error(`redirect off the site (${location}):\n${what}`);
    }
  }
  if (answer.status < 400 || shot.method === 'HEAD') return;
  // Dot segments can take a target out of /api (`/api/../`): a page's answer is HTML, rightly.
  if (!safePathname(shot.target).startsWith('/api/')) return;
  if (!/^application\/json/.test(answer.contentType)) throw new Error(`error answer is not JSON:\n${what}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`error answer does not parse as JSON:\n${what}`);
  }
  const shape = apiErrorSchema.safeParse(body);
  if (!shape.success || shape.data.status !== answer.status || typeof shape.data.data !== 'string') {
    throw new Error(`error answer is not in the contract's error shape:\n${what}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Generators.

/** Percent-encodes what an HTTP request line cannot carry raw (controls, space, DEL, non-ASCII). */
function wire(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    out += byte <= 0x20 || byte >= 0x7f ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(byte);
  }
  return out;
}

const protoKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const brokenEscapes = ['%', '%%', '%zz', '%2', '%c3', '%e0%a4', '%ff', '%00', '%2e%2e', '%2f', '%5c', '%u0041', '%C0%AF'];

const weirdText = fc.oneof(
  fc.constantFrom('', ' ', '.', '..', '../..', '/', '\\', '\0', 'null', 'undefined', 'NaN', 'Infinity', 'true', '[]', '{}', ...protoKeys),
  fc.constantFrom('-1', '0', '-0', '1.5', '1e309', '9'.repeat(40), '0x10', '1_000', '+1', ' 1', '1 ', '٣', '１'),
  fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '{{7*7}}', '%s%n', 'Я'.repeat(61), '\u202e', '\ud800', '👍🏽'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);
const hugeText = fc
  .tuple(fc.constantFrom('a', 'Я', '9', '%', '-', '👍', '<'), fc.integer({ min: 300, max: 3000 }))
  .map(([c, n]) => c.repeat(n));

/** Text as the request line carries it: encoded, raw (what can be raw), or with a broken escape. */
function onWire(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: text.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '?'))) },
    { weight: 2, arbitrary: text.map(wire) },
    { weight: 1, arbitrary: fc.tuple(text.map(wire), fc.constantFrom(...brokenEscapes), fc.nat(40)) }.arbitrary.map(
      ([t, bad, at]) => t.slice(0, at % (t.length + 1)) + bad + t.slice(at % (t.length + 1)),
    ),
  );
}

/** A path parameter: a real value (to reach the handler) or anything at all. */
function segment(real: () => readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.nat().map((i) => encodeURIComponent(real()[i % real().length]!)) },
    { weight: 3, arbitrary: onWire(weirdText) },
    { weight: 1, arbitrary: onWire(hugeText) },
    { weight: 1, arbitrary: fc.constantFrom(...protoKeys) },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%00', 'a%00b', '-1', '1.5', '1e9', '0', '') },
  );
}

/** A query string: known keys, repeated keys, `key[]`, prototype keys, unknown keys, huge values, broken escapes. */
function queryString(keys: readonly string[], values: fc.Arbitrary<string> = weirdText): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom(...protoKeys, ...keys.map((k) => `${k}[]`), ...keys.map((k) => `${k}[0]`), 'unknown', '') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
  const value = fc.oneof({ weight: 5, arbitrary: values }, { weight: 1, arbitrary: hugeText });
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(onWire(key), onWire(value)).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: onWire(key) },
    { weight: 1, arbitrary: fc.constantFrom('=', '&', '==', '=&=', '&&', '?', '#') },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 6, arbitrary: fc.array(pair, { maxLength: 8 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : '')) },
  );
}

/** A JSON value of any kind, prototype keys and deep nesting included, as JSON text (own `__proto__` keys kept). */
const jsonLeaf: fc.Arbitrary<string> = fc.oneof(
  weirdText.map((t) => JSON.stringify(t)),
  hugeText.map((t) => JSON.stringify(t)),
  fc.double({ noNaN: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('null', 'true', 'false', '0', '-1', '1.5', '1e308', '-1e-308', '123456789012345678901234567890'),
);
const jsonKey = fc.oneof(fc.constantFrom(...protoKeys), fc.string({ maxLength: 12 }), weirdText);
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(jsonKey, tie('value')), { maxLength: 4 }).map((e) => `{${e.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 5000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth));

/** Where a form post asks to go back to: the site's paths, other sites in disguise, nonsense. */
const pathish = fc.oneof(
  fc.constantFrom('/', '/catalog', '/my/saves?x=1#y', '/?auth=login&redirect=%2Fmy', '/product/a/b#quote', '/..', '/%2e%2e/'),
  fc.constantFrom(
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
  ),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'http:/evil.example', '/\u2028', '/%E0%A4%A', '?auth=x', '#x', ''),
  weirdText.map((t) => `/${t}`),
  weirdText,
);

type Body = { type?: string; body?: Buffer };
const json = (text: string, type = 'application/json'): Body => ({ type, body: Buffer.from(text, 'utf8') });

/** Values a route's field should also be tried with (real ids, designs), as JSON text. */
type Special = Record<string, fc.Arbitrary<unknown>>;

/**
 * Near-valid: the route's own body (its special fields given real or generated values), then
 * exactly one field dropped or replaced by anything, or every field at random; prototype keys and
 * unknown keys may join. Most runs so get past validation into the handler and upstream.
 */
function nearValid(base: Record<string, unknown>, special: Special): fc.Arbitrary<Body> {
  const keys = Object.keys(base);
  const good = (key: string) => (special[key] ? special[key].map((v) => JSON.stringify(v)) : fc.constant(JSON.stringify(base[key])));
  const valid = fc.tuple(...keys.map(good));
  const anything = fc.option(jsonText, { nil: undefined, freq: 4 });
  const changed =
    keys.length === 0
      ? fc.constant([])
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant<Array<{ at: number; to: string | undefined }>>([]) },
          { weight: 4, arbitrary: fc.tuple(fc.nat(keys.length - 1), anything).map(([at, to]) => [{ at, to }]) },
          { weight: 2, arbitrary: fc.array(fc.record({ at: fc.nat(keys.length - 1), to: anything }), { maxLength: keys.length }) },
        );
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(jsonKey, jsonText), { maxLength: 3 }) },
  );
  return fc.tuple(valid, changed, extra).map(([values, changes, more]) => {
    const own: Array<[string, string | undefined]> = keys.map((key, i) => [key, values[i]]);
    for (const { at, to } of changes) own[at]![1] = to;
    const entries = [...own.filter((e): e is [string, string] => e[1] !== undefined), ...more];
    return json(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
  });
}

/** The route's body sent as a form, the way a page without JavaScript posts it (and broken variants). */
function formBody(base: Record<string, unknown>): fc.Arbitrary<Body> {
  const pair = fc.oneof(
    fc
      .constantFrom(...Object.entries(base), ['callbackUrl', '/'])
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`),
    fc.tuple(onWire(jsonKey), onWire(weirdText)).map(([k, v]) => `${k}=${v}`),
    fc.tuple(fc.constantFrom('callbackUrl', 'redirect'), onWire(pathish)).map(([k, v]) => `${k}=${v}`),
  );
  return fc
    .tuple(
      fc.array(pair, { maxLength: 8 }),
      fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=koi8-r'),
    )
    .map(([pairs, type]) => ({ type, body: Buffer.from(pairs.join('&'), 'latin1') }));
}

const multipart: fc.Arbitrary<Body> = fc
  .tuple(fc.constantFrom('b0undary', '', '"q"', 'x'.repeat(80)), fc.array(fc.tuple(jsonKey, weirdText), { maxLength: 4 }), fc.boolean())
  .map(([boundary, parts, closed]) => {
    const text =
      parts.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name=${JSON.stringify(k)}\r\n\r\n${v}\r\n`).join('') +
      (closed ? `--${boundary}--\r\n` : '');
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(text, 'utf8') };
  });

const otherTypes = [
  undefined,
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/merge-patch+json',
  'image/png',
  '*/*',
  ';;;',
  'application/json; boundary=x',
];
const nonJson: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(
      fc.string({ maxLength: 200 }).map((t) => Buffer.from(t, 'utf8')),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
      fc
        .constantFrom('{', '{"a":', '[1,', '"unterminated', 'nul', '{"a":1}x', '\ufeff{}', '{}\u0000', "{'a':1}", '{a:1}', 'NaN')
        .map((t) => Buffer.from(t, 'utf8')),
    ),
    fc.constantFrom(...otherTypes),
  )
  .map(([body, type]) => ({ type, body }));
const oversized: fc.Arbitrary<Body> = fc
  .tuple(fc.integer({ min: 15_000, max: 40_000 }), fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'))
  .map(([n, type]) => ({
    type,
    body: Buffer.from(type === 'application/json' ? JSON.stringify({ name: 'x'.repeat(n) }) : `a=${'b'.repeat(n)}`),
  }));

/** Any body for a route whose valid body is `base`. */
function anyBody(base: Record<string, unknown>, special: Special = {}): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 14, arbitrary: nearValid(base, { callbackUrl: pathish, redirect: pathish, ...special }) },
    { weight: 2, arbitrary: jsonText.map((t) => json(t)) },
    { weight: 1, arbitrary: deepJson.map((t) => json(t)) },
    { weight: 2, arbitrary: formBody(base) },
    { weight: 1, arbitrary: multipart },
    { weight: 2, arbitrary: nonJson },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

/** What a header value can hold (Node's client refuses control characters). */
const headerText = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
  hugeText.map((t) => t.replace(/[^\x20-\x7e]/g, 'x').slice(0, 2000)),
);

/** Who is asking: signed in or not (or with a broken cookie), from the site's pages or not. */
const caller = fc.record({
  cookie: fc.oneof(
    { weight: 3, arbitrary: fc.constant<string | undefined>(undefined) },
    { weight: 6, arbitrary: fc.constant('member') },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom('sid=', 'sid=garbage%%', `sid=${'A'.repeat(3000)}`, 'sid=Fe26.2**~2', 'sid=a; sid=b', 'flash=x', 'sid="quoted"'),
        fc.constantFrom('sid=%E0%A4%A', 'sid=%ZZ', '=; ;=;', 'sid', ';;;;', 'flash=Fe26.2*1*a*b*c**d*e~2', `a=${'b;'.repeat(500)}`),
        headerText.map((t) => `sid=${t}`),
        headerText,
      ),
    },
  ),
  origin: fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>({ origin: siteOrigin }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        {},
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
      ),
    },
  ),
  ip: fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.51.${a}.${b}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'unknown', '::1', '1.2.3.4, 5.6.7.8', '999.1.1.1', 'x'.repeat(500), '[::1]:80', '_') },
  ),
  accept: fc.constantFrom('application/json', 'text/html', '*/*', '', 'image/avif'),
  /** Headers the BFF reads or passes upstream, with anything in them. */
  extra: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc
        .uniqueArray(
          fc.tuple(
            fc.constantFrom(
              'accept-language',
              'if-none-match',
              'if-modified-since',
              'content-encoding',
              'x-request-id',
              'authorization',
              'range',
            ),
            fc.oneof(headerText, fc.constantFrom('gzip', 'br', '*', 'bytes=0-1,5-', 'Bearer x', 'ru;q=x', 'W/"x"', 'Thu, 01 Jan 1970')),
          ),
          { selector: ([name]) => name, maxLength: 3 },
        )
        .map((pairs) => Object.fromEntries(pairs)),
    },
  ),
});
type Caller = typeof caller extends fc.Arbitrary<infer T> ? T : never;

function headersOf(who: Caller, body?: Body, sid = known.sid): Record<string, string> {
  const headers: Record<string, string> = { host: siteHost, 'user-agent': browserUserAgent, ...who.extra, ...who.origin };
  if (who.ip) headers['x-forwarded-for'] = who.ip;
  if (who.accept) headers.accept = who.accept;
  if (who.cookie) headers.cookie = who.cookie === 'member' ? `sid=${sid}` : who.cookie;
  if (body?.type) headers['content-type'] = body.type;
  return headers;
}

const mutating = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Mostly the route's own method, sometimes another known one (those get a 405 or 404 in JSON). */
function methodFor(own: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'OPTIONS', ...mutating) },
  );
}

// ---------------------------------------------------------------------------------------------
// The routes.

interface Route {
  name: string;
  shot: fc.Arbitrary<Shot>;
  runs: number;
}

/** A request with a target, a method and maybe a body, from some caller. */
function route(
  name: string,
  method: string,
  target: fc.Arbitrary<string>,
  options: { body?: Record<string, unknown>; special?: Special; runs?: number; sid?: () => string; methods?: fc.Arbitrary<string> } = {},
): Route {
  const base = options.body;
  const body = base
    ? anyBody(base, options.special)
    : fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: anyBody({}) });
  const shot = fc
    .record({ method: options.methods ?? methodFor(method), target, who: caller, body, chunked: fc.boolean() })
    .map(({ method: m, target: t, who, body: b, chunked }): Shot => {
      const headers = headersOf(who, b, options.sid?.());
      // Node's own limit on a request head is 16 KB (a 431 before the site sees it): stay under it.
      const room = 14_000 - Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
      return {
        method: m,
        target: t.slice(0, Math.max(200, room)),
        headers,
        // GET and HEAD carry no body here: Node's client refuses to send one reliably.
        body: m === 'GET' || m === 'HEAD' ? undefined : b.body,
        chunked: b.body ? chunked : false,
      };
    });
  return { name, shot, runs: options.runs ?? 150 };
}

const real = (key: Exclude<keyof typeof known, 'sid' | 'logoutSid' | 'design'>) => () => known[key];
const paramValues: Record<string, () => readonly string[]> = {
  slug: () => documentSlugs,
  pageName: real('seoPages'),
  postType: real('postTypes'),
  postID: real('postIds'),
  sectionid: real('sections'),
  productid: real('products'),
  productNumID: real('numIds'),
  elpanelID: real('panels'),
  calcID: real('calculators'),
};
const queryKeys: Partial<Record<EndpointName, readonly string[]>> = {
  posts: ['page', 'perPage'],
  portfolio: ['featured'],
  catalogListing: ['page', 'sort', 'price_min', 'price_max', 'in_stock', 'brand', 'poles', 'rating', 'curve'],
  catalogOffers: ['current', 'poles', 'curve', 'cross-section', 'sort', 'in_stock'],
  search: ['q', 'page'],
  suggestions: ['q'],
};
const queryValues = fc.oneof(
  weirdText,
  fc.constantFrom('1', '2', '9', '50', '51', '10000', '10001', 'popular', 'price-asc', 'name', '1P', '3P', 'IEK', 'автомат', 'выключатель'),
);

/** `/api/posts/{postType}/{postID}` with each parameter generated. */
function contractTarget(name: EndpointName): fc.Arbitrary<string> {
  const template = endpoints[name].path;
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map((p) => segment(paramValues[p] ?? (() => ['x']))));
  return fc
    .tuple(params, queryString(queryKeys[name] ?? ['page'], queryValues))
    .map(([values, query]) => template.replace(/\{(\w+)\}/g, () => values.shift() ?? '') + query);
}

const emailish = fc.oneof(fc.constantFrom('ivan@example.ru', 'IVAN@EXAMPLE.RU', 'a@b', '@', 'a@b.c'.repeat(60)), weirdText);
const plain = (path: string, keys: readonly string[] = []) => queryString(keys).map((q) => path + q);
const member = { password: 'Provod-2025', email: 'ivan@example.ru' };

/** A panel design with anything in it, but a true checksum: what the embedded API decodes and prices. */
const anyDesign = fc
  .record({
    enclosureId: fc.option(
      fc.oneof(
        fc.nat().map((i) => known.products[i % known.products.length]!),
        fc.stringMatching(/^[\w-]{1,40}$/),
      ),
    ),
    rows: fc.array(
      fc.record({
        items: fc.array(
          fc.record({
            productId: fc.oneof(
              fc.nat().map((i) => known.products[i % known.products.length]!),
              fc.stringMatching(/^[\w-]{1,40}$/),
            ),
            quantity: fc.oneof(fc.integer({ min: 1, max: 999_999 }), fc.constantFrom(1, 2, 99)),
            label: fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 30 })),
            input: fc.option(fc.constant(true), { nil: undefined }),
          }),
          { maxLength: 6 },
        ),
      }),
      { maxLength: 5 },
    ),
  })
  .map((design) => encodeDesign(design as Design));
const count = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }) }, fc.integer(), fc.double());
/** Saved items are numbered from 1 across members: some of these are the member's own. */
const savedIds = Array.from({ length: 60 }, (_, i) => String(i + 1));
const realProduct = fc.nat().map((i) => known.products[i % known.products.length]!);
const realPanel = fc.nat().map((i) => known.panels[i % known.panels.length]!);
const designValue = fc.oneof(
  anyDesign,
  fc.constant(null).map(() => known.design),
  fc.stringMatching(/^v\d{1,3}\.[\w-]{0,12}\.[\w-]{0,60}$/),
  weirdText,
);

const contractRoutes = (Object.keys(endpoints) as EndpointName[]).map((name) =>
  route(`GET ${endpoints[name].path} (${name})`, 'GET', contractTarget(name), { runs: 100 }),
);

const routes: Route[] = [
  ...contractRoutes,
  route(
    'GET /api/media/{file}',
    'GET',
    fc.tuple(segment(real('media')), queryString([])).map(([f, q]) => `/api/media/${f}${q}`),
  ),
  route('GET /api/openapi.json', 'GET', plain('/api/openapi.json', ['format'])),
  route(
    'GET /api/icons/{set}.json',
    'GET',
    fc
      .tuple(
        segment(() => ['mdi', 'mdi.json']),
        queryString(
          ['icons'],
          fc.oneof(weirdText, fc.constantFrom('home', 'home,phone', 'a,'.repeat(200), 'constructor', 'home,constructor,tostring')),
        ),
      )
      .map(([s, q]) => `/api/icons/${s}${s.endsWith('.json') ? '' : '.json'}${q}`),
  ),
  route(
    'GET /api/icons/{set}/{name}.svg',
    'GET',
    fc
      .tuple(
        segment(() => ['mdi']),
        segment(() => ['flash', 'home', 'constructor', 'flash.svg']),
        queryString([]),
      )
      .map(([s, n, q]) => `/api/icons/${s}/${n}${n.endsWith('.svg') ? '' : '.svg'}${q}`),
  ),
  route('GET /api/auth/session', 'GET', plain('/api/auth/session')),
  route('POST /api/auth/login', 'POST', plain('/api/auth/login', ['redirect']), {
    body: { email: member.email, password: 'wrong-Password-1', callbackUrl: '/', redirect: '/my/saves' },
  }),
  route('POST /api/auth/logout', 'POST', plain('/api/auth/logout'), { body: { callbackUrl: '/catalog' }, sid: () => known.logoutSid }),
  route('POST /api/auth/registration', 'POST', plain('/api/auth/registration'), {
    body: {
      name: 'Иван',
      phoneNumber: '+7 900 000-00-00',
      email: 'fuzz@example.ru',
      password: 'Provod-2025',
      confirmPassword: 'Provod-2025',
      agreement: true,
      personalDataConsent: true,
      callbackUrl: '/',
    },
    special: { email: fc.nat().map((n) => `fuzz.${n}@example.ru`) },
  }),
  route(
    'POST /api/auth/activate[/{code}]',
    'POST',
    fc
      .tuple(
        fc.constantFrom('', '/'),
        segment(() => ['abc', 'x-y_z']),
      )
      .map(([s, c]) => `/api/auth/activate${s}${s ? c : ''}`),
  ),
  route(
    'POST /api/auth/reset/password/request',
    'POST',
    queryString(['email'], emailish).map((q) => `/api/auth/reset/password/request${q}`),
    { body: { email: member.email, callbackUrl: '/' } },
  ),
  route('POST /api/auth/reset/password', 'POST', plain('/api/auth/reset/password'), {
    body: {
      email: member.email,
      resetPasswordCode: '123456',
      password: 'Novyi-Parol-1',
      confirmPassword: 'Novyi-Parol-1',
      callbackUrl: '/',
    },
  }),
  route('POST /api/users/edit', 'POST', plain('/api/users/edit'), { body: { name: 'Иван', phoneNumber: '+7 900 000-00-00' } }),
  route('POST /api/users/edit/password', 'POST', plain('/api/users/edit/password'), {
    // The current password is never the member's: a lucky run must not change it under the other routes.
    body: { currentPassword: 'not-the-password', password: 'Novyi-Parol-1', confirmPassword: 'Novyi-Parol-1' },
  }),
  route('GET /api/saves', 'GET', plain('/api/saves')),
  route('POST /api/saves (product, panel)', 'POST', plain('/api/saves'), {
    body: { kind: 'product', refId: 'x' },
    special: {
      kind: fc.constantFrom('product', 'elpanel-design', 'product', 'elpanel-design', 'PRODUCT'),
      refId: fc.oneof(realProduct, realPanel),
    },
  }),
  route('POST /api/saves (panel design)', 'POST', plain('/api/saves'), {
    body: { kind: 'panel-design', refId: 'v1.x.y' },
    special: { refId: designValue },
  }),
  route(
    'DELETE /api/saves/{id}',
    'DELETE',
    segment(() => savedIds).map((id) => `/api/saves/${id}`),
  ),
  route('POST /api/quote-requests', 'POST', plain('/api/quote-requests'), {
    body: {
      name: 'Иван',
      phoneNumber: '+7 900 000-00-00',
      email: '',
      quantity: 2,
      comment: '',
      productId: 'x',
      callbackUrl: '/',
      personalDataConsent: true,
    },
    special: { productId: realProduct, quantity: count, email: fc.constantFrom('', 'ivan@example.ru') },
  }),
  route('POST /api/quote-requests (design, panel)', 'POST', plain('/api/quote-requests'), {
    body: { name: 'Иван', phoneNumber: '+7 900 000-00-00', quantity: 1, design: 'v1.x.y', panelId: 'x', personalDataConsent: true },
    special: { design: designValue, panelId: realPanel, quantity: count },
  }),
  route('POST /api/compare', 'POST', plain('/api/compare'), {
    body: { id: 'x', op: 'add', callbackUrl: '/' },
    special: { id: realProduct, op: fc.constantFrom('add', 'remove', 'ADD', '') },
  }),
  route('GET /api/specs/current', 'GET', plain('/api/specs/current')),
  route('POST /api/specs/current/lines', 'POST', plain('/api/specs/current/lines'), {
    body: { productId: 'x', quantity: 1, note: '' },
    special: { productId: realProduct, quantity: count },
  }),
  route('POST /api/specs/current/lines/batch', 'POST', plain('/api/specs/current/lines/batch'), {
    body: { lines: [{ productId: 'x', quantity: 1 }], callbackUrl: '/' },
    special: {
      lines: fc.oneof(
        fc.array(fc.record({ productId: fc.oneof(realProduct, fc.string()), quantity: fc.oneof(count, fc.string()) }), { maxLength: 8 }),
        fc.anything(),
      ),
    },
  }),
  route(
    'PUT|DELETE /api/specs/current/lines/{productId}',
    'PUT',
    segment(real('products')).map((id) => `/api/specs/current/lines/${id}`),
    { body: { quantity: 2, note: 'x' }, special: { quantity: count }, methods: fc.constantFrom('PUT', 'DELETE') },
  ),
  route('GET /api/specs', 'GET', plain('/api/specs')),
  route('POST /api/specs', 'POST', plain('/api/specs'), { body: { name: 'Щит' } }),
  route('POST /api/specs/merge', 'POST', plain('/api/specs/merge')),
  route(
    'GET|PUT|DELETE /api/specs/{id}',
    'GET',
    segment(() => savedIds).map((id) => `/api/specs/${id}`),
    { body: { name: 'Щит' }, methods: fc.constantFrom('GET', 'PUT', 'DELETE') },
  ),
  route(
    'POST /api/specs/{id}/lines|duplicate',
    'POST',
    fc
      .tuple(
        segment(() => savedIds),
        fc.constantFrom('lines', 'duplicate'),
      )
      .map(([id, tail]) => `/api/specs/${id}/${tail}`),
    { body: { productId: 'x', quantity: 1 }, special: { productId: realProduct, quantity: count } },
  ),
  route('POST /api/specs/current/imports', 'POST', plain('/api/specs/current/imports'), {
    body: { text: 'A9F79110 12\nфывапролд' },
    special: { text: fc.oneof(weirdText, fc.constantFrom('A9F79110 12', 'ВА47-29 3Р 25А х 4\nMVA20-1-016-C;5', 'a;b;c\t\t1,5')) },
  }),
  route(
    'GET|POST /api/specs/current/imports/{id}[/rows/{line}]',
    'GET',
    fc
      .tuple(
        segment(() => ['A'.repeat(32), 'x']),
        fc.constantFrom('', '/rows/1', '/rows/0', '/rows/99999999', '/rows/x'),
      )
      .map(([id, tail]) => `/api/specs/current/imports/${id}${tail}`),
    { body: { productId: 'x', text: 'A9F79110' }, special: { productId: realProduct }, methods: fc.constantFrom('GET', 'POST') },
  ),
  route(
    'GET /api/specs/{current|id}/{export.xlsx|export.pdf|documents.zip}',
    'GET',
    fc
      .tuple(
        fc.oneof(
          fc.constant('current'),
          segment(() => savedIds),
        ),
        fc.constantFrom('export.xlsx', 'export.pdf', 'documents.zip', 'export.XLSX', 'export', 'documents.zip/'),
      )
      .map(([id, tail]) => `/api/specs/${id}/${tail}`),
  ),
  route(
    'GET /api/designer/{labels|single-line|din-rail|bill-of-materials}.{pdf|svg}?d=',
    'GET',
    fc
      .tuple(
        fc.constantFrom(...designDocuments.map((document) => document.file), 'labels.PDF', 'devices.svg', 'labels.pdf/'),
        fc.oneof(
          designValue.map((d) => `?d=${encodeURIComponent(d)}`),
          queryString(['d']),
        ),
      )
      .map(([file, q]) => `/api/designer/${file}${q}`),
    // Each document built is a PDF or SVG; the export limit answers 429 after 30 anyway.
    { runs: 40 },
  ),
  route(
    'POST /api/specs/{current|id}/share[/revoke]',
    'POST',
    fc
      .tuple(
        fc.oneof(
          fc.constant('current'),
          segment(() => savedIds),
        ),
        fc.constantFrom('share', 'share/revoke'),
      )
      .map(([id, tail]) => `/api/specs/${id}/${tail}`),
    { body: { callbackUrl: '/spec' } },
  ),
  route(
    'GET /api/specs/shared/{token}',
    'GET',
    segment(() => ['A'.repeat(32), 'x']).map((token) => `/api/specs/shared/${token}`),
  ),
  route(
    'POST /api/specs/{current|id}/quote',
    'POST',
    fc
      .oneof(
        fc.constant('current'),
        segment(() => savedIds),
      )
      .map((id) => `/api/specs/${id}/quote`),
    {
      body: { name: 'Иван', phoneNumber: '+7 900 000-00-00', email: '', comment: '', callbackUrl: '/spec', personalDataConsent: true },
      special: { email: fc.constantFrom('', 'ivan@example.ru') },
    },
  ),
  route(
    'GET|POST|DELETE /api/specs/{current|id}/items[/{itemId}]',
    'POST',
    fc
      .tuple(
        fc.oneof(
          fc.constant('current'),
          segment(() => savedIds),
        ),
        fc.constantFrom('items', 'items/1', 'items/x', 'items/99999999999999999'),
      )
      .map(([id, tail]) => `/api/specs/${id}/${tail}`),
    {
      body: { kind: 'calculation', title: 'Сечение кабеля', address: '/calculators/cable-section?power=5', callbackUrl: '/' },
      special: {
        kind: fc.constantFrom('calculation', 'design', 'product'),
        address: fc.oneof(
          fc.constantFrom('/calculators/cable-section?power=5', '/calculators/x', '//evil.example/'),
          designValue.map((d) => `/elpanels/designer/result?d=${d}`),
          weirdText,
        ),
      },
      methods: fc.constantFrom('GET', 'POST', 'DELETE'),
    },
  ),
  route('GET /api/quote-requests', 'GET', plain('/api/quote-requests')),
  route(
    'ANY /api/* (not declared: the forwarder)',
    'GET',
    fc
      .tuple(
        fc.array(fc.tuple(onWire(weirdText), fc.constantFrom('/', '/', '/', '//', '/./', '/../', '\\')), { minLength: 1, maxLength: 5 }),
        queryString(['q']),
      )
      .map(([parts, q]) => `/api/${parts.map(([p, sep]) => p + sep).join('')}${q}`),
    // Methods Node's parser knows (an unknown token is its 400 before the site sees the request).
    { methods: fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'TRACE', 'MKCOL', 'PURGE') },
  ),
];

/**
 * The whole fuzz gets this long; each route gets an equal share of what is left, so a slow machine
 * runs fewer cases (the same first ones: the seed is fixed) rather than a longer test.
 */
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 35_000);
let budgetEnd = 0;
let routesLeft = routes.length;

describe('every /api route: never a 5xx, errors in the contract shape', () => {
  test.each(routes.map((r) => [r.name, r] as const))('%s', async (name, r) => {
    const statuses = new Map<number, number>();
    budgetEnd ||= Date.now() + budgetMs * runScale;
    const share = Math.min(15_000, Math.max(500, (budgetEnd - Date.now()) / routesLeft));
    routesLeft -= 1;
    await fc.assert(
      fc.asyncProperty(r.shot, (shot) => check(shot, statuses)),
      // A share under the test's own timeout (vitest.config.ts), whatever is left.
      { seed: Number(process.env.FUZZ_SEED ?? seed), numRuns: Math.round(r.runs * runScale), interruptAfterTimeLimit: share },
    );
    // FUZZ_STATS=1 prints what the route answered: a route that only ever says 400 is not fuzzed deep.
    if (process.env.FUZZ_STATS) console.log(name, JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0]))));
  });
});

describe('counterexamples the fuzz found (shrunk), kept as plain tests', () => {
  const plainHeaders = { host: siteHost, 'user-agent': browserUserAgent, origin: siteOrigin, accept: 'application/json' };
  const errorBody = (answer: Answer) => ({ contentType: answer.contentType, body: JSON.parse(answer.text) as unknown });

  test('GET /api/media/A, a picture upstream does not have: its 404, not a 502 for a JSON answer to an image call', async () => {
    const answer = await send({ method: 'GET', target: '/api/media/A', headers: plainHeaders });
    expect(answer.status).toBe(404);
    expect(errorBody(answer)).toEqual({
      contentType: expect.stringMatching(/^application\/json/),
      body: { status: 404, error: 'not_found', data: 'Изображение не найдено' },
    });
  });

  test('GET /api/icons/constructor.json: no such set (404), not a 500 from Object.prototype.constructor taken for one', async () => {
    const answer = await send({ method: 'GET', target: '/api/icons/constructor.json?icons=home', headers: plainHeaders });
    expect(answer.status).toBe(404);
    expect(errorBody(answer)).toEqual({
      contentType: expect.stringMatching(/^application\/json/),
      body: { status: 404, error: 'not_found', data: 'Набор иконок не найден' },
    });
  });

  test('GET /api/icons/mdi.json?icons=constructor,home: `constructor` is not found, not an icon without a body', async () => {
    const answer = await send({ method: 'GET', target: '/api/icons/mdi.json?icons=constructor,home', headers: plainHeaders });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as { icons: Record<string, { body?: string }>; not_found?: string[] };
    expect(Object.keys(body.icons)).toEqual(['home']);
    expect(body.icons.home?.body).toMatch(/^<path /);
    expect(body.not_found).toEqual(['constructor']);
  });

  test('GET /api/icons/mdi/constructor.svg: no such icon (404), not a 500 from Object.prototype.constructor taken for one', async () => {
    const answer = await send({ method: 'GET', target: '/api/icons/mdi/constructor.svg', headers: plainHeaders });
    expect(answer.status).toBe(404);
    expect(errorBody(answer)).toEqual({
      contentType: expect.stringMatching(/^application\/json/),
      body: { status: 404, error: 'not_found', data: 'Иконка не найдена' },
    });
  });

  test('TRACE /api/x, a method the site does not serve: 405 in the /api error shape, with Allow', async () => {
    const answer = await send({ method: 'TRACE', target: '/api/x', headers: plainHeaders });
    expect(answer.status).toBe(405);
    expect(errorBody(answer)).toEqual({
      contentType: expect.stringMatching(/^application\/json/),
      body: { status: 405, error: 'method_not_allowed', data: 'Метод не поддерживается' },
    });
  });

  test('GET /api/%-1\\/, a backslash in the path (refused before the app): 400 in the error shape, not an empty answer', async () => {
    const answer = await send({ method: 'GET', target: '/api/%-1\\/', headers: plainHeaders });
    expect(answer.status).toBe(400);
    expect(errorBody(answer)).toEqual({
      contentType: expect.stringMatching(/^application\/json/),
      body: { status: 400, error: 'bad_request', data: 'Некорректный адрес запроса' },
    });
  });
});
