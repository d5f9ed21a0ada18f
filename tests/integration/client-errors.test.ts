/** Requests Node refuses before the site sees them still get a status and a Russian page (server/security/client-errors.ts). */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerClientErrors } from '#server/security/client-errors';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_request, response) => response.end('ok'));
  answerClientErrors(server, pino({ level: 'silent' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes and reads until the server closes the connection. */
function raw(bytes: string, to = port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: to });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.write(bytes);
  });
}

describe('requests refused by Node itself', () => {
  test('a URL over 16 KB is 431 with a Russian page, not an empty answer', async () => {
    const answer = await raw(`GET /catalog?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: text/html; charset=utf-8');
    expect(answer).toContain('<title>Слишком длинный запрос</title>');
  });

  test('bytes that are not HTTP are 400 with a Russian page', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Неверный запрос');
  });

  test('both carry the security headers: a CSP that allows nothing, nosniff; HSTS when the site is https', async () => {
    for (const answer of [await raw(`GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`), await raw('GARBAGE\r\n\r\n')]) {
      expect(answer).toContain("content-security-policy: default-src 'none'");
      expect(answer).toContain('x-content-type-options: nosniff');
      expect(answer).not.toContain('strict-transport-security');
    }
    const https = createServer((_request, response) => response.end('ok'));
    answerClientErrors(https, pino({ level: 'silent' }), { https: true });
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await raw('GARBAGE\r\n\r\n', (https.address() as AddressInfo).port);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('strict-transport-security: max-age=');
    } finally {
      await new Promise((resolve) => https.close(resolve));
    }
  });

  test('an ordinary request is untouched', async () => {
    expect(await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 [\s\S]*ok$/);
  });
});
