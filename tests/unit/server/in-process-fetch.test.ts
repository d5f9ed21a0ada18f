import { describe, expect, test } from 'vitest';
import { Hono } from 'hono';
import { inProcessFetch } from '#server/embedded/in-process-fetch';

const app = new Hono();
app.get('/api/echo', (c) => c.json({ path: c.req.path, query: c.req.query('q'), id: c.req.header('x-request-id') ?? null }));
app.post('/api/echo', async (c) => c.json({ body: await c.req.text() }, 201));
app.get('/api/never', () => new Promise<Response>(() => {}));
app.get('/api/moved', (c) => c.redirect('/elsewhere', 302));

const call = inProcessFetch(app.fetch);

describe('the embedded API called in the same process', () => {
  test('gets the Request a socket would carry and answers its Response', async () => {
    const answer = await call('http://127.0.0.1:4000/api/echo?q=%D0%B0', { headers: { 'x-request-id': 'abc' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ path: '/api/echo', query: 'а', id: 'abc' });
    const posted = await call('http://127.0.0.1:4000/api/echo', { method: 'POST', body: '{"a":1}' });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ body: '{"a":1}' });
  });

  test('hands a redirect back as it is, as fetch does with redirect: manual', async () => {
    const answer = await call('http://127.0.0.1:4000/api/moved', { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/elsewhere');
  });

  test("stops waiting when the caller's timeout fires, with the timeout's own error", async () => {
    const started = performance.now();
    const failure = await call('http://127.0.0.1:4000/api/never', { signal: AbortSignal.timeout(50) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('TimeoutError');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('does not call the handler for a request already abandoned', async () => {
    let called = false;
    const watched = inProcessFetch(() => {
      called = true;
      return new Response('late');
    });
    const controller = new AbortController();
    controller.abort(new Error('visitor left'));
    await expect(watched('http://127.0.0.1:4000/api/echo', { signal: controller.signal })).rejects.toThrow('visitor left');
    expect(called).toBe(false);
  });
});
