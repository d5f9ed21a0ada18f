import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createUpstreamClient } from '#server/upstream/client';
import { UpstreamError } from '#server/upstream/errors';

const logger = pino({ level: 'silent' });
const menu = { menuList: [{ name: 'main', order: 1, label: 'Главная', seo: { title: 'T', description: 'D', h1: 'H' } }] };

function scripted(answers: Array<Response | Error>) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

describe('upstream client', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    const { fetch, calls } = scripted([new Response('busy', { status: 503 }), Response.json(menu)]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    await expect(client.get('mainMenu', {})).resolves.toEqual(menu);
    expect(calls).toEqual(['GET http://up/api/menu/main', 'GET http://up/api/menu/main']);
  });

  it('gives up after one retry with a 502', async () => {
    const { fetch, calls } = scripted([new Response('x', { status: 500 }), new Response('x', { status: 500 })]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    await expect(client.get('mainMenu', {})).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(2);
  });

  it('retries a network error once, then reports 502', async () => {
    const { fetch, calls } = scripted([new TypeError('fetch failed'), new TypeError('fetch failed')]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    await expect(client.get('mainMenu', {})).rejects.toBeInstanceOf(UpstreamError);
    expect(calls).toHaveLength(2);
  });

  it('never repeats a POST', async () => {
    const { fetch, calls } = scripted([new Response('x', { status: 503 })]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    const answer = await client.request('/api/auth/registration', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('times out a hanging call as 504', async () => {
    const hanging: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 50, logger, fetch: hanging });
    await expect(client.get('mainMenu', {})).rejects.toMatchObject({ status: 504, kind: 'timeout' });
  });

  it('cuts a body that stalls after the headers at the same time limit', async () => {
    // What undici does: the call's signal aborts the body stream too, not only the wait for headers.
    const stalling: typeof globalThis.fetch = async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"menuList": ['));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    };
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 50, logger, fetch: stalling });
    await expect(client.get('mainMenu', {})).rejects.toMatchObject({ status: 502, kind: 'invalid' });
  });

  it('passes a 404 through and keeps the Russian message', async () => {
    const { fetch } = scripted([Response.json({ status: 404, error: 'not_found', data: 'Запись не найдена' }, { status: 404 })]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    await expect(client.get('post', { postType: 'news', postID: '1' })).rejects.toMatchObject({ status: 404, data: 'Запись не найдена' });
  });

  it('turns an answer that breaks the contract into 502, not a crash', async () => {
    const { fetch } = scripted([Response.json({ menuList: 'nope' })]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    await expect(client.get('mainMenu', {})).rejects.toMatchObject({ status: 502, kind: 'invalid' });
  });

  it('sanitises html fields of an answer', async () => {
    const doc = {
      slug: 'about',
      seo: { title: 'T', description: 'D', h1: 'H' },
      html: '<p onclick="x()">Текст</p><script>alert(1)</script><img src="https://evil.example/x.png">',
      updatedAt: '2026-01-01',
    };
    const { fetch } = scripted([Response.json(doc)]);
    const client = createUpstreamClient({ baseUrl: 'http://up', timeoutMs: 1000, logger, fetch });
    const answer = await client.get('document', { slug: 'about' });
    expect(answer.html).toBe('<p>Текст</p>');
  });
});
