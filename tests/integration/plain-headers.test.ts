/**
 * The @hono/node-server behaviour server/ops/plain-headers.ts relies on (docs/internals.md): an
 * answer built with a plain header object keeps that very object until the server writes it to the
 * socket, so middleware that adds a header to the object after the handler ran (request id, access
 * log, security headers, Retry-After) reaches the visitor without undici Headers ever being built.
 * The site's own server (server/site-server.ts) on loopback, a real Hono app: an upgrade that copies the object, or turns it into
 * Headers on the way, fails here by name instead of silently dropping the security headers of
 * every page served from memory.
 */
import { Hono } from 'hono';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAnswer, readHeader, writeHeader } from '#server/ops/plain-headers';
import { createSiteServer } from '#server/site-server';

let server: Server;
let origin: string;
/** What the middleware read back from each answer after the handler. */
const readBack: Record<string, string | null> = {};

beforeAll(async () => {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    readBack[c.req.path] = readHeader(c.res, 'x-from-handler');
    writeHeader(c, 'x-added-after', 'yes');
  });
  // A mixed-case name shows whether the object itself reached Node's writeHead (which keeps the
  // case it is given) or went through Headers (which lower-cases every name).
  app.get('/plain', () =>
    plainAnswer('plain body', 200, { 'content-type': 'text/plain; charset=utf-8', 'x-from-handler': 'h', 'X-Case-Kept': 'k' }),
  );
  app.get('/full', (c) => c.text('full body', 200, { 'x-from-handler': 'h' }));
  server = createSiteServer(app.fetch);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function get(path: string): Promise<{ answer: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    request(origin + path, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ answer, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('@hono/node-server writes a plain header object as it is when the answer is sent', () => {
  it('a header added to the object after the handler reaches the visitor', async () => {
    const { answer, body } = await get('/plain');
    expect(body).toBe('plain body');
    expect(readBack['/plain']).toBe('h');
    expect(answer.headers['x-added-after'], 'a header written to the plain object after the answer was made was lost').toBe('yes');
    expect(answer.headers['x-from-handler']).toBe('h');
  });

  it('the object goes to the socket without being turned into Headers (names keep their case)', async () => {
    const { answer } = await get('/plain');
    expect(answer.rawHeaders, 'the plain header object went through Headers: the saving of decision 012 is gone').toContain('X-Case-Kept');
  });

  it('an answer with Headers is written to as before', async () => {
    const { answer, body } = await get('/full');
    expect(body).toBe('full body');
    expect(readBack['/full']).toBe('h');
    expect(answer.headers['x-added-after']).toBe('yes');
  });
});
