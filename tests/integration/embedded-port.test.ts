/**
 * The embedded API's own port (server/embedded/socket-guard.ts): anything on the machine can call it
 * directly, so it applies the site's outbox rule and attempt limits, counted by the socket's address.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedApi, type RunningEmbeddedApi } from '#server/embedded/start';
import { limitRules } from '#server/access/rate-limit';

const dirs: string[] = [];
const apis: RunningEmbeddedApi[] = [];
async function start(outbox: boolean): Promise<RunningEmbeddedApi> {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-port-'));
  dirs.push(dir);
  const api = await startEmbeddedApi({ dataDir: dir, logger: pino({ level: 'silent' }), siteOrigin: 'http://localhost:3000', outbox });
  apis.push(api);
  return api;
}

/** One HTTP call over the socket, with exactly these headers (Host included). */
function call(api: RunningEmbeddedApi, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(api.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let api: RunningEmbeddedApi;
let host: string;
beforeAll(async () => {
  api = await start(true);
  host = new URL(api.url).host;
});
afterAll(() => {
  for (const running of apis) running.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the outbox on the embedded API's port", () => {
  test('a person at this machine reads it', async () => {
    expect((await call(api, 'GET', '/api/dev/outbox', { host })).status).toBe(200);
    expect((await call(api, 'GET', '/api/dev/outbox', { host: 'localhost:4000' })).status).toBe(200);
  });

  test.each([
    [{ host: 'evil.example' }],
    [{ host: 'rebound.example:4000' }],
    [{ host: '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }],
    [{ host: '127.0.0.1', forwarded: 'for=203.0.113.9' }],
  ])('%o gets a 404', async (headers) => {
    const answer = await call(api, 'GET', '/api/dev/outbox', headers);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('"to"');
  });

  test('behind a proxy (the site with TRUST_PROXY) the port serves no outbox at all', async () => {
    const proxied = await start(false);
    expect((await call(proxied, 'GET', '/api/dev/outbox', { host: new URL(proxied.url).host })).status).toBe(404);
  });
});

describe("attempt limits on the embedded API's port", () => {
  const json = { host: '127.0.0.1', 'content-type': 'application/json' };

  test(`login: failure ${limitRules.loginFailuresPerAccountAndIp.max + 1} for one account from one address → 429 in Russian`, async () => {
    const body = JSON.stringify({ email: 'someone@example.ru', password: 'wrong-password' });
    for (let i = 1; i <= limitRules.loginFailuresPerAccountAndIp.max; i++)
      expect((await call(api, 'POST', '/api/auth/login', json, body)).status, `attempt ${i}`).toBe(401);
    const refused = await call(api, 'POST', '/api/auth/login', json, body);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).data).toMatch(/^Слишком много попыток\. Попробуйте ещё раз через \d+ мин\.$/);
  });

  test(`reset requests: ${limitRules.resetRequestsPerEmailAndIp.max + 1}th for one e-mail from one address → 429`, async () => {
    const path = '/api/auth/reset/password/request?email=target%40example.ru';
    for (let i = 1; i <= limitRules.resetRequestsPerEmailAndIp.max; i++)
      expect((await call(api, 'POST', path, json)).status, `attempt ${i}`).toBe(200);
    expect((await call(api, 'POST', path, json)).status).toBe(429);
  });

  test('the site in the same process is not limited by the port: its calls do not go through it', async () => {
    const body = JSON.stringify({ email: 'someone@example.ru', password: 'wrong-password' });
    const answer = await api.fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(401);
  });
});
