/**
 * Two replicas of the site and one Redis behave as one site (docs/decisions/009-redis-scale-out.md):
 * one upstream (the embedded API, on loopback), two BFFs (each its own createApp, so nothing is
 * shared in memory) on two loopback ports with the same SESSION_SECRET and REDIS_URL, and a real
 * redis-server. A session made on one is valid on the other and dies on both at a logout on either;
 * attempt limits count across both; the shell cache filled by one serves the other. Then Redis is
 * killed while requests run against both: not one request fails or errs, the fallback shows in
 * the logs and metrics, and when Redis is started again the replicas share through it again.
 */
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp, type AppHandle } from '#server/app';
import { loadConfig } from '#server/config';
import { createEmbeddedApi, type EmbeddedApi } from '#server/embedded/app';
import { createLogger } from '#server/logger';
import { limitRules } from '#server/access/rate-limit';
import { outboxMailSchema } from '#shared/contract/auth';
import { nextClientIp, newPerson, registrationBody, type Person } from '../support/account-site';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { browserUserAgent, testPasswordCost } from '../support/site-harness';

interface Replica {
  name: 'A' | 'B';
  handle: AppHandle;
  server: Server;
  origin: string;
  /** The replica's log lines, parsed. */
  lines: Array<{ level: number; msg: string; event?: string; use?: string }>;
}

let redis: RedisServer | undefined;
let temp: string;
let upstreamApi: EmbeddedApi | undefined;
let upstreamServer: Server | undefined;
const replicas: Replica[] = [];
let a: Replica;
let b: Replica;

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: Server; origin: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ server: server as Server, origin: `http://127.0.0.1:${info.port}` }),
    ) as Server;
  });
}

async function startReplica(name: Replica['name'], upstreamUrl: string): Promise<Replica> {
  const lines: Replica['lines'] = [];
  const config = loadConfig({
    DATA_DIR: join(temp, `replica-${name}`),
    REDIS_URL: redis!.url,
    // Each test visitor has its own address in X-Forwarded-For, as behind the load balancer.
    TRUST_PROXY: 'true',
    UPSTREAM_TIMEOUT_MS: '3000',
  });
  const handle = createApp({
    config,
    upstreamUrl,
    sessionSecret: 'scale-out-test-secret-shared-by-both-replicas',
    embedded: true,
    logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Replica['lines'][number]) }),
    assets: { entryScript: '/assets/entry.test.js', stylesheets: ['/assets/app.test.css'] },
  });
  const { server, origin } = await listen(handle.app.fetch);
  const replica = { name, handle, server, origin, lines };
  replicas.push(replica);
  return replica;
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  await vi.waitFor(async () => expect(await condition(), what).toBe(true), { timeout: timeoutMs, interval: 25 });
}

const bothConnected = () => until('both replicas connected to Redis', () => replicas.every((r) => r.handle.redis?.isReady() === true));

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'scale-out-'));
  redis = await startRedisServer();
  upstreamApi = createEmbeddedApi({ dataDir: join(temp, 'upstream'), logError: () => {}, passwordCost: testPasswordCost });
  const upstream = await listen(upstreamApi.app.fetch);
  upstreamServer = upstream.server;
  a = await startReplica('A', upstream.origin);
  b = await startReplica('B', upstream.origin);
  await bothConnected();
}, 60_000);

afterAll(async () => {
  for (const replica of replicas) {
    replica.server.closeAllConnections();
    await new Promise<void>((resolve) => replica.server.close(() => resolve()));
    await replica.handle.redis?.close();
  }
  upstreamServer?.closeAllConnections();
  await new Promise<void>((resolve) => (upstreamServer ? upstreamServer.close(() => resolve()) : resolve()));
  upstreamApi?.close();
  await redis?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

interface Call {
  cookie?: string;
  ip?: string;
  body?: unknown;
  method?: string;
}

/** A browser's request to one replica: its own address, its cookie, and on mutating calls same-origin. */
function call(replica: Replica, path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'user-agent': browserUserAgent,
    'x-forwarded-for': options.ip ?? '198.51.100.1',
    accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
  };
  if (options.cookie) headers.cookie = options.cookie;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (method !== 'GET') headers['sec-fetch-site'] = 'same-origin';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(replica.origin + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
}

/**
 * A page as a browser asks the load balancer for it: the site's one Host on either replica (fetch
 * cannot set Host, and without PUBLIC_ORIGIN the Host is part of a reused page's key).
 */
function page(
  replica: Replica,
  path: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { port } = new URL(replica.origin);
  return new Promise((resolve, reject) => {
    const headers = { host: 'site.test', 'user-agent': browserUserAgent, ...extra };
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The `sid=…` pair of a Set-Cookie, to send back as a Cookie header. */
function sessionCookie(answer: Response): string {
  const line = answer.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!line) throw new Error(`no session cookie in the answer (${answer.status})`);
  return line.split(';')[0]!;
}

async function sessionStatus(replica: Replica, cookie: string): Promise<string> {
  const answer = await call(replica, '/api/auth/session', { cookie });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { status: string }).status;
}

async function activationCode(email: string): Promise<string> {
  const answer = await upstreamApi!.app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = outboxMailSchema
    .array()
    .parse(await answer.json())
    .find((m) => m.link?.includes('/confirm/registration/'));
  if (!mail?.link) throw new Error(`no activation mail to ${email}`);
  return mail.link.split('/confirm/registration/')[1]!;
}

/** Registers on A and activates on B: the account exists upstream, the same for both. */
async function member(): Promise<Person> {
  const person = newPerson();
  const ip = nextClientIp();
  const created = await call(a, '/api/auth/registration', { body: registrationBody(person), ip });
  expect(created.status).toBe(200);
  const activated = await call(b, `/api/auth/activate/${await activationCode(person.email)}`, { method: 'POST', ip });
  expect(activated.status).toBe(200);
  return person;
}

async function signIn(replica: Replica, person: Person, ip = nextClientIp()): Promise<string> {
  const answer = await call(replica, '/api/auth/login', { body: { email: person.email, password: person.password }, ip });
  expect(answer.status).toBe(200);
  return sessionCookie(answer);
}

const wrongLogin = (replica: Replica, ip: string) =>
  call(replica, '/api/auth/login', { body: { email: 'nobody.scale-out@example.ru', password: 'Ne-Tot-Parol-1' }, ip });

/** Failed logins of one account from one address, alternating A and B, up to the limit; the next is 429 on each. */
async function expectLoginLimitSharedFrom(ip: string): Promise<void> {
  const max = limitRules.loginFailuresPerAccountAndIp.max;
  for (let i = 0; i < max; i++) expect((await wrongLogin(i % 2 ? b : a, ip)).status, `failure ${i + 1}`).toBe(401);
  expect((await wrongLogin(a, ip)).status).toBe(429);
  expect((await wrongLogin(b, ip)).status).toBe(429);
}

async function metric(replica: Replica, name: string, labels: string): Promise<number> {
  const text = await replica.handle.metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe('two replicas, one Redis', () => {
  test('a session made on A is valid on B; logging out on A kills the copy of the cookie on B', async () => {
    const person = await member();
    const cookie = await signIn(a, person);
    expect(await sessionStatus(b, cookie)).toBe('authenticated');
    expect((await call(b, '/api/saves', { cookie })).status).toBe(200);

    const copy = cookie;
    expect((await call(a, '/api/auth/logout', { body: {}, cookie })).status).toBe(200);
    expect(await sessionStatus(b, copy)).toBe('unauthenticated');
    const saves = await call(b, '/api/saves', { cookie: copy });
    expect(saves.status).toBe(401);
    expect(saves.headers.getSetCookie().some((c) => c.startsWith('sid=;') || /^sid=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
  });

  test('login failures count across replicas: the over-limit attempt is 429 whichever replica gets it', async () => {
    await expectLoginLimitSharedFrom(nextClientIp());
  });

  test('the menu loaded by A serves B without B asking upstream', async () => {
    expect((await call(a, '/api/menu/main')).status).toBe(200);
    expect(await metric(a, 'upstream_requests_total', '{endpoint="mainMenu",outcome="ok"}')).toBe(1);
    const answer = await call(b, '/api/menu/main');
    expect(answer.status).toBe(200);
    expect(await metric(b, 'cache_lookups_total', '{cache="mainMenu",result="shared"}')).toBe(1);
    expect(await metric(b, 'upstream_requests_total', '{endpoint="mainMenu",outcome="ok"}')).toBe(0);
  });

  test('a page rendered by A is served by B from Redis: the same bytes and ETag, no render on B', async () => {
    const path = '/legal/agreement';
    const rendered = await page(a, path);
    expect(rendered.headers['x-cache']).toBe('miss');
    // A writes the page once its render has ended.
    await until('the page written to Redis', async () => (await a.handle.redis!.client.keys('site:html:v1:visitor:*')).length > 0);
    const fromA = await page(a, path);
    const fromB = await page(b, path);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['x-cache']).toBe('shared');
    expect(fromB.body).toBe(rendered.body);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect(await metric(b, 'upstream_requests_total', '{endpoint="document",outcome="ok"}')).toBe(0);
    expect((await page(b, path)).headers['x-cache']).toBe('hit');
    // Redis holds the page as rendered; each replica compresses its own copy, to the same ETag per coding.
    const brotliA = await page(a, path, { 'accept-encoding': 'br' });
    const brotliB = await page(b, path, { 'accept-encoding': 'br' });
    expect(brotliB.headers['content-encoding']).toBe('br');
    expect(brotliB.headers.etag).toBe(brotliA.headers.etag);
    expect(brotliB.headers.etag).not.toBe(fromB.headers.etag);
    expect((await page(a, path, { 'accept-encoding': 'br', 'if-none-match': brotliB.headers.etag! })).status).toBe(304);
  });
});

describe('Redis killed while requests run', () => {
  test('no request is lost or errs; the fallback is logged and counted; Redis started again is shared again', async () => {
    const person = await member();
    const cookieA = await signIn(a, person);
    const cookieB = await signIn(b, person);
    const guesser = nextClientIp();
    const answers: Array<{ replica: string; what: string; status: number }> = [];
    const failures: string[] = [];
    let running = true;

    // Each worker repeats one kind of request against one replica until told to stop.
    const worker = async (replica: Replica, what: string, send: () => Promise<Response>) => {
      while (running) {
        try {
          const answer = await send();
          await answer.arrayBuffer();
          answers.push({ replica: replica.name, what, status: answer.status });
        } catch (error) {
          failures.push(`${replica.name} ${what}: ${String(error)}`);
        }
      }
    };
    const workers = [a, b].flatMap((replica) => [
      worker(replica, 'home page', () => call(replica, '/')),
      worker(replica, 'catalogue page', () => call(replica, '/catalog')),
      worker(replica, 'menu', () => call(replica, '/api/menu/main')),
      worker(replica, 'session', () => call(replica, '/api/auth/session', { cookie: replica === a ? cookieA : cookieB })),
      worker(replica, 'saves', () => call(replica, '/api/saves', { cookie: replica === a ? cookieA : cookieB })),
      worker(replica, 'wrong login', () => wrongLogin(replica, guesser)),
      worker(replica, 'login', () => call(replica, '/api/auth/login', { body: { email: person.email, password: person.password } })),
    ]);

    const kinds = ['home page', 'catalogue page', 'menu', 'session', 'saves', 'wrong login', 'login'];
    const everyKindAnswered = (list: typeof answers) =>
      ['A', 'B'].every((replica) => kinds.every((what) => list.some((x) => x.replica === replica && x.what === what)));
    await until('every kind of request answered on both replicas', () => everyKindAnswered(answers));
    const beforeKill = answers.length;
    const reconnections = { A: 0, B: 0 };
    for (const replica of [a, b]) replica.handle.redis!.client.on('reconnecting', () => (reconnections[replica.name] += 1));
    await redis!.stop('SIGKILL');
    const killedAt = answers.length;
    // Until reconnection attempts have failed (the second 'reconnecting' comes after the first failed)
    // and every kind of request has run on both replicas without Redis.
    await until(
      'reconnections failed and every kind of request answered during the outage',
      () => reconnections.A >= 2 && reconnections.B >= 2 && everyKindAnswered(answers.slice(killedAt)),
      10_000,
    );
    running = false;
    await Promise.all(workers);
    const duringOutage = answers.slice(killedAt);

    expect(failures).toEqual([]);
    expect(beforeKill).toBeGreaterThan(0);
    const bad = answers.filter((x) => x.status >= 500);
    expect(bad).toEqual([]);
    // Every kind of request was answered on both replicas while Redis was down.
    for (const replica of ['A', 'B'])
      for (const what of kinds)
        expect(
          duringOutage.some((x) => x.replica === replica && x.what === what),
          `${what} on ${replica} during the outage`,
        ).toBe(true);
    // Within the outage, each replica still limits on its own (memory), it does not refuse the rightful login.
    expect(duringOutage.filter((x) => x.what === 'login').every((x) => x.status === 200)).toBe(true);
    expect(duringOutage.filter((x) => x.what === 'wrong login').every((x) => x.status === 401 || x.status === 429)).toBe(true);

    for (const replica of [a, b]) {
      expect(
        replica.lines.filter((l) => l.event === 'redis-down' && l.level === 40),
        `redis-down warning on ${replica.name}`,
      ).toHaveLength(1);
      expect(replica.lines.some((l) => l.event === 'redis-fallback' && l.use === 'rate_limit' && l.level === 40)).toBe(true);
      expect(await metric(replica, 'redis_fallbacks_total', '{use="rate_limit"}')).toBeGreaterThan(0);
      expect(await metric(replica, 'redis_fallbacks_total', '{use="revocations"}')).toBeGreaterThan(0);
      expect(await metric(replica, 'redis_up', '')).toBe(0);
    }

    // Redis back on the same port, empty: the replicas reconnect by themselves and share through it again.
    await redis!.start();
    await bothConnected();
    for (const replica of [a, b]) {
      expect(await metric(replica, 'redis_up', '')).toBe(1);
      expect(replica.lines.some((l) => l.event === 'redis-up' && /reachable again/.test(l.msg))).toBe(true);
    }
    await expectLoginLimitSharedFrom(nextClientIp());
    const cookie = await signIn(b, person);
    expect(await sessionStatus(a, cookie)).toBe('authenticated');
    expect((await call(b, '/api/auth/logout', { body: {}, cookie })).status).toBe(200);
    expect(await sessionStatus(a, cookie)).toBe('unauthenticated');
  });
});

describe('a replica that cannot read the revocation records', () => {
  test('treats a session as possibly revoked, never as valid; a cookie nobody revoked works again once Redis is back', async () => {
    const person = await member();
    const kept = await signIn(a, person);
    const loggedOut = await signIn(a, person);
    expect(await sessionStatus(b, loggedOut)).toBe('authenticated');

    await redis!.stop('SIGKILL');
    await until('both replicas see Redis down', () => replicas.every((r) => r.handle.redis?.isReady() === false));
    // The logout reaches only A's memory; B cannot read it and must not take the copy as valid.
    expect((await call(a, '/api/auth/logout', { body: {}, cookie: loggedOut })).status).toBe(200);
    expect(await sessionStatus(b, loggedOut)).toBe('unauthenticated');
    expect((await call(b, '/api/saves', { cookie: loggedOut })).status).toBe(401);
    // Nor any other session: B cannot tell them apart. The cookie is kept, not cleared.
    const answer = await call(b, '/api/auth/session', { cookie: kept });
    expect(((await answer.json()) as { status: string }).status).toBe('unauthenticated');
    expect(answer.headers.getSetCookie().filter((c) => c.startsWith('sid='))).toEqual([]);

    await redis!.start();
    await bothConnected();
    expect(await sessionStatus(b, kept)).toBe('authenticated');
    // A writes the logout it kept once Redis answers; from then on B reads it.
    await until('the logout reaches Redis', async () => (await sessionStatus(b, loggedOut)) === 'unauthenticated');
    expect(await sessionStatus(a, loggedOut)).toBe('unauthenticated');
  });
});
