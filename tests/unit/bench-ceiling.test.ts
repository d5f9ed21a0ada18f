// What "the same answer" means for the bench's ceiling (scripts/bench-ceiling.mjs; docs/operations.md,
// "Benchmark"): the status, the body's bytes and every header line in order, name and value; only the
// per-moment values (Date, x-request-id) may differ, and then only in content, not in length.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerDifferences, answerKey } from '../../scripts/bench-ceiling.mjs';
import { clusterWorkers } from '../../scripts/bench-processes.mjs';

const site = {
  status: 200,
  rawHeaders: [
    'content-type',
    'text/html; charset=utf-8',
    'content-encoding',
    'br',
    'x-request-id',
    '0fc2005d-e6a1-4e10-94df-dc3fd8c6709a',
    'Date',
    'Thu, 26 Nov 2026 04:57:16 GMT',
    'Connection',
    'keep-alive',
    'Keep-Alive',
    'timeout=5',
    'Transfer-Encoding',
    'chunked',
  ],
  body: Buffer.from('<!doctype html>…'),
};
const withHeader = (index: number, value: string) => ({ ...site, rawHeaders: site.rawHeaders.with(index, value) });

describe('answerDifferences', () => {
  test('the same answer a moment later, with its own date and request id, is the same', () => {
    const later = withHeader(5, '7d3b1a0e-0000-4000-8000-1234567890ab');
    expect(answerDifferences(site, withHeader(7, 'Thu, 26 Nov 2026 04:57:19 GMT'))).toEqual([]);
    expect(answerDifferences(site, later)).toEqual([]);
  });

  test('a missing, extra, renamed or reordered header line is a difference', () => {
    expect(answerDifferences(site, { ...site, rawHeaders: site.rawHeaders.slice(2) })).not.toEqual([]);
    expect(answerDifferences(site, { ...site, rawHeaders: [...site.rawHeaders, 'vary', 'accept-encoding'] })).toEqual([
      "header line 8: vary, the site's (none)",
    ]);
    expect(answerDifferences(site, withHeader(0, 'Content-Type'))).toHaveLength(1);
    const swapped = [...site.rawHeaders.slice(2, 4), ...site.rawHeaders.slice(0, 2), ...site.rawHeaders.slice(4)];
    expect(answerDifferences(site, { ...site, rawHeaders: swapped })).toHaveLength(2);
  });

  test('framing is compared too: chunked against a content length is a difference', () => {
    const framed = { ...site, rawHeaders: [...site.rawHeaders.slice(0, 12), 'content-length', String(site.body.length)] };
    expect(answerDifferences(site, framed)).toHaveLength(1);
  });

  test('a different value, a per-moment value of another length, another status or other bytes are differences', () => {
    expect(answerDifferences(site, withHeader(3, 'gzip'))).toEqual(['content-encoding: "gzip", the site\'s "br"']);
    expect(answerDifferences(site, withHeader(5, 'short'))).toHaveLength(1);
    expect(answerDifferences(site, { ...site, status: 404 })).toHaveLength(1);
    expect(answerDifferences(site, { ...site, body: Buffer.from('<!doctype html>…!') })).toHaveLength(1);
  });
});

test('answerKey: one key for every fresh query of an address, the user agent apart', () => {
  expect(answerKey('UA', '/catalog/x?bench-view=run1.0.site-1-17')).toBe(answerKey('UA', '/catalog/x?bench-view=capture'));
  expect(answerKey('UA', '/catalog/x?brand=iek&bench-view=7')).toBe('UA\n/catalog/x?brand=iek&bench-view=*');
  expect(answerKey('UA', '/catalog/x')).not.toBe(answerKey('Bot', '/catalog/x'));
  expect(answerKey('UA', '/catalog/x')).not.toBe(answerKey('UA', '/catalog/x?bench-view=1'));
});

// The ceiling itself, against a node:http server answering as the site does: streamed (chunked) and
// with a length, a request id per answer, its own keep-alive timeout.
describe('the ceiling server', () => {
  const userAgent = 'Mozilla/5.0 bench-test';
  const page = Buffer.from('<!doctype html><title>Каталог</title>'.repeat(50));
  let site: http.Server;
  let siteOrigin = '';
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        vary: 'accept-encoding',
        'x-cache': 'miss',
        'x-request-id': randomUUID(),
      };
      if (req.url?.startsWith('/streamed')) {
        res.writeHead(200, headers);
        res.write(page.subarray(0, 100));
        res.end(page.subarray(100));
      } else {
        res.writeHead(200, { ...headers, 'content-length': String(page.length), etag: '"abc-br"' });
        res.end(page);
      }
    });
    site.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  const get = (url: string) =>
    new Promise<{ status: number; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get(url, { agent, headers: { 'user-agent': userAgent } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            agent.destroy();
            resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });

  test.each([1, 2])('with %i serving process(es), answers each address as the site did', async (processes) => {
    const paths = ['/streamed?bench-view=capture', '/whole'];
    const answers = await Promise.all(paths.map(async (path) => ({ path, ...(await get(siteOrigin + path)) })));
    const ceiling = fork(fileURLToPath(new URL('../../scripts/bench-ceiling.mjs', import.meta.url)), [], {
      env: { ...process.env, BENCH_CEILING_PROCESSES: String(processes) },
      serialization: 'advanced',
      stdio: 'ignore',
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        ceiling.once('message', (message: { port: number }) => resolve(message.port));
        ceiling.once('exit', (code) => reject(new Error(`the ceiling exited (${code})`)));
        ceiling.send({ answers: answers.map(({ path, ...answer }) => ({ key: answerKey(userAgent, path), ...answer })), port: 0 });
      });
      expect(clusterWorkers(ceiling.pid ?? 0)).toHaveLength(processes === 1 ? 0 : processes);
      for (const answer of answers) {
        // Every fresh query of the streamed address gets the captured answer; a new connection each time.
        const asked = answer.path.replace('capture', 'run1.0.site-1-1');
        for (let i = 0; i < processes + 1; i++) {
          const replay = await get(`http://127.0.0.1:${port}${asked}`);
          expect(answerDifferences(answer, replay)).toEqual([]);
          const id = (raw: string[]) => raw[raw.indexOf('x-request-id') + 1];
          expect(id(replay.rawHeaders)).not.toBe(id(answer.rawHeaders));
        }
      }
      expect(answers[0]?.rawHeaders).toContain('chunked');
      expect(answers[1]?.rawHeaders).toContain('timeout=65');
    } finally {
      ceiling.kill('SIGTERM');
    }
  });
});
