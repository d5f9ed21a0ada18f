/**
 * The specification's pages (docs/behaviour.md, "Specification"): `/spec` for a guest by its cookie,
 * a signed-in user's `/my/specs` and `/my/specs/{id}`; private, kept out of search; every change as
 * a form post without JavaScript (303 back with a notice); bad input never a 500; the line marked
 * when the product's price changed since it was saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specSchema, type Spec } from '#shared/contract/specs';
import { type AccountSite, createAccountSite, signedInMember, siteOrigin, Visitor } from '../support/account-site';

let site: AccountSite;
let piece: string;
let otherPiece: string;
let metre: string;

beforeAll(() => {
  site = createAccountSite();
  const rows = site.embedded.db.prepare('SELECT id, unit FROM products WHERE stock_quantity > 0 ORDER BY id').all() as {
    id: string;
    unit: string;
  }[];
  const pieces = rows.filter((r) => r.unit === 'шт');
  piece = pieces[0]!.id;
  otherPiece = pieces[1]!.id;
  metre = rows.find((r) => r.unit === 'м')!.id;
});
afterAll(() => site.close());

const noticeOf = (html: string) => /class="flash-notice[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];
const specOf = (body: unknown): Spec => specSchema.parse(body);
const page = (visitor: Visitor, path: string) => visitor.get(path).redirects(0);

/** A form post, then the page it went back to: the status, where, and the notice that page shows. */
async function postAndFollow(visitor: Visitor, path: string, fields: Record<string, string>) {
  const posted = await visitor.postForm(path, fields);
  expect(posted.status, `${path} ${JSON.stringify(fields)}`).toBe(303);
  const location = posted.headers.location as string;
  const back = await page(visitor, location);
  return { location, notice: noticeOf(back.text), html: back.text };
}

async function currentOf(visitor: Visitor): Promise<Spec | null> {
  const answer = await visitor.get('/api/specs/current').set('Accept', 'application/json');
  expect(answer.status).toBe(200);
  return answer.body.spec ? specOf(answer.body.spec) : null;
}

describe('/spec for a guest', () => {
  it('without a cookie: the empty state with a link to the catalogue, private and kept out of search', async () => {
    const answer = await page(new Visitor(site), '/spec');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.text).toContain('<meta name="robots" content="noindex"/>');
    expect(answer.text).toContain('В спецификации пока нет товаров');
    expect(answer.text).toMatch(/<a[^>]*href="\/catalog"/);
  });

  it('with its cookie: the lines drawn on the server, with the total and per-warehouse stock', async () => {
    const guest = new Visitor(site);
    await guest.postForm('/api/specs/current/lines', { productId: piece, quantity: '3', note: 'щит 1', callbackUrl: '/spec' });
    await guest.postForm('/api/specs/current/lines', { productId: metre, quantity: '12,5', callbackUrl: '/spec' });
    const answer = await page(guest, '/spec');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const spec = (await currentOf(guest))!;
    for (const line of spec.lines) {
      expect(answer.text).toContain(line.product!.article);
      expect(answer.text).toContain(`value="${line.note}"`);
    }
    expect(answer.text).toContain('value="12,5"');
    expect(answer.text).toMatch(/Итого: <strong>[\d\s\u00a0,]+₽<\/strong>/);
    expect(answer.text).toMatch(/Москва\u00a0— \d+\u00a0шт/);
    // Never the same bytes for another visitor.
    expect(noticeOf((await page(new Visitor(site), '/spec')).text)).toBeUndefined();
    expect((await page(new Visitor(site), '/spec')).text).not.toContain(spec.lines[0]!.product!.article);
  });

  it('is neither in the sitemap nor open to robots', async () => {
    const sitemap = await new Visitor(site).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/spec');
    expect(sitemap.text).not.toContain('/my/specs');
    const robots = await new Visitor(site).get('/robots.txt');
    expect(robots.text).toContain('Disallow: /spec');
  });

  it('changes and removes a line with form posts: 303 back with a notice', async () => {
    const guest = new Visitor(site);
    await guest.postForm('/api/specs/current/lines', { productId: piece, quantity: '2', callbackUrl: '/spec' });
    const line = `/api/specs/current/lines/${piece}`;

    const saved = await postAndFollow(guest, line, { _method: 'PUT', quantity: '7', note: 'резерв', callbackUrl: '/spec' });
    expect(saved).toMatchObject({ location: '/spec', notice: 'Строка спецификации сохранена' });
    expect((await currentOf(guest))!.lines[0]).toMatchObject({ quantity: 7, note: 'резерв' });

    const refused = await postAndFollow(guest, line, { _method: 'PUT', quantity: '0', note: '', callbackUrl: '/spec' });
    expect(refused.notice).toBe('Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт');
    const notANumber = await postAndFollow(guest, line, { _method: 'PUT', quantity: 'много', note: '', callbackUrl: '/spec' });
    expect(notANumber.notice).toBe('Поле Количество должно быть числом');
    const longNote = await postAndFollow(guest, line, { _method: 'PUT', quantity: '1', note: 'x'.repeat(501), callbackUrl: '/spec' });
    expect(longNote.notice).toBe('Поле Примечание не может быть длиннее 500 символов');
    expect((await currentOf(guest))!.lines[0]).toMatchObject({ quantity: 7, note: 'резерв' });

    const removed = await postAndFollow(guest, line, { _method: 'DELETE', callbackUrl: '/spec' });
    expect(removed.notice).toBe('Строка удалена из спецификации');
    expect((await currentOf(guest))!.lines).toEqual([]);
    const again = await postAndFollow(guest, line, { _method: 'DELETE', callbackUrl: '/spec' });
    expect(again.notice).toBe('Этого товара нет в спецификации');
  });

  it('a POST without `_method`, or as JSON, is no change', async () => {
    const guest = new Visitor(site);
    await guest.postForm('/api/specs/current/lines', { productId: piece, quantity: '2', callbackUrl: '/spec' });
    expect((await guest.postForm(`/api/specs/current/lines/${piece}`, { quantity: '5' })).status).toBe(405);
    expect((await guest.postJson(`/api/specs/current/lines/${piece}`, { _method: 'DELETE' })).status).toBe(405);
    expect((await currentOf(guest))!.lines[0]!.quantity).toBe(2);
  });
});

describe('stock per warehouse', () => {
  it('the product page shows where the stock lies, summing to it; a product to order shows none', async () => {
    const { db } = site.embedded;
    const product = db.prepare('SELECT id, url, stock_quantity FROM products WHERE id = ?').get(piece) as {
      id: string;
      url: string;
      stock_quantity: number;
    };
    const html = (await new Visitor(site).get(`/product/${product.url}/${product.id}`)).text;
    const shown = /<p class="stock-warehouses">([^<]*)<\/p>/.exec(html)?.[1];
    expect(shown).toMatch(/^Москва\u00a0— \d+\u00a0шт/);
    const counts = [...shown!.matchAll(/— (\d+)\u00a0шт/g)].map((m) => Number(m[1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(product.stock_quantity);

    const toOrder = db.prepare('SELECT id, url FROM products WHERE stock_quantity = 0 LIMIT 1').get() as { id: string; url: string };
    expect((await new Visitor(site).get(`/product/${toOrder.url}/${toOrder.id}`)).text).not.toContain('stock-warehouses');
  });
});

describe('the changed marker', () => {
  it('marks a line whose price changed since it was saved, old → new, and a product gone from the catalogue', async () => {
    const guest = new Visitor(site);
    await guest.postForm('/api/specs/current/lines', { productId: otherPiece, quantity: '1', callbackUrl: '/spec' });
    expect((await page(guest, '/spec')).text).not.toContain('Изменилось с момента сохранения');

    // The embedded API holds its catalogue in memory from its start; the line's saved offer is
    // what it was when the visitor saw it, so the price moving is the saved one differing.
    const { db } = site.embedded;
    const spec = (await currentOf(guest))!;
    const { id } = db.prepare('SELECT id FROM specs WHERE guest_id = ?').get(spec.id) as { id: number };
    db.prepare(
      'UPDATE spec_lines SET saved_price_kopecks = saved_price_kopecks + 12345, ' +
        `saved_availability = '{"status":"to_order","leadDays":9}' WHERE spec_id = ?`,
    ).run(id);
    const html = (await page(guest, '/spec')).text;
    expect(html).toContain('Изменилось с момента сохранения');
    expect(html).toMatch(/цена: [\d\s\u00a0,]+₽ → [\d\s\u00a0,]+₽/);
    expect(html).toMatch(/наличие: Под заказ: 9\u00a0дней → В наличии: \d+\u00a0шт/);
    // A new quantity saves the offer anew: the visitor has seen it.
    await guest.postForm(`/api/specs/current/lines/${otherPiece}`, { _method: 'PUT', quantity: '2', note: '', callbackUrl: '/spec' });
    expect((await page(guest, '/spec')).text).not.toContain('Изменилось с момента сохранения');

    // A product that left the catalogue keeps its line, marked.
    db.prepare(
      'INSERT INTO spec_lines (spec_id, product_id, position, quantity, note, saved_price_kopecks, saved_availability, added_at) ' +
        `VALUES (?, 'gone-product', 99, 1, '', 100, '{"status":"unavailable"}', 0)`,
    ).run(id);
    expect((await page(guest, '/spec')).text).toContain('Товара больше нет в каталоге');
  });
});

describe('a signed-in user', () => {
  it('/spec leads to the current specification, or to the list while there is none — and reading makes none', async () => {
    const { visitor } = await signedInMember(site);
    const none = await page(visitor, '/spec');
    expect(none.status).toBe(302);
    expect(none.headers.location).toBe('/my/specs');
    expect(await currentOf(visitor)).toBeNull();
    const list = await visitor.get('/api/specs').set('Accept', 'application/json');
    expect(list.body).toEqual([]);

    const added = specOf((await visitor.postJson('/api/specs/current/lines', { productId: piece, quantity: 2 })).body);
    const some = await page(visitor, '/spec');
    expect(some.status).toBe(302);
    expect(some.headers.location).toBe(`/my/specs/${added.id}`);
  });

  it('/my/specs needs a session; its own specification renders, another user’s number is the 404 page', async () => {
    const guard = await page(new Visitor(site), '/my/specs');
    expect(guard.status).toBe(302);
    expect(guard.headers.location).toMatch(/^\/\?auth=login&redirect=%2Fmy%2Fspecs$/);
    expect((await page(new Visitor(site), '/my/specs/1')).status).toBe(302);

    const owner = await signedInMember(site);
    const spec = specOf((await owner.visitor.postJson('/api/specs', { name: 'Корпус Б' })).body);
    await owner.visitor.postJson(`/api/specs/${spec.id}/lines`, { productId: piece, quantity: 4, note: 'этаж 3' });
    const list = await page(owner.visitor, '/my/specs');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.text).toContain('<meta name="robots" content="noindex"/>');
    expect(list.text).toContain('Корпус Б');
    expect(list.text).toContain(`href="/my/specs/${spec.id}"`);
    expect(list.text).toContain('1\u00a0строка');
    const own = await page(owner.visitor, `/my/specs/${spec.id}`);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.text).toContain('<meta name="robots" content="noindex"/>');
    expect(own.text).toContain('value="этаж 3"');

    const other = await signedInMember(site);
    for (const path of [`/my/specs/${spec.id}`, '/my/specs/99999999', '/my/specs/0', '/my/specs/abc']) {
      const answer = await page(other.visitor, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('Корпус Б');
      expect(answer.text).not.toContain('этаж 3');
    }
  });

  it('creates, renames, duplicates and deletes with form posts, each going back with a notice', async () => {
    const { visitor } = await signedInMember(site);
    const created = await postAndFollow(visitor, '/api/specs', { name: 'Щит ВРУ', callbackUrl: '/my/specs' });
    expect(created).toMatchObject({ location: '/my/specs', notice: 'Спецификация создана' });
    expect(created.html).toContain('Щит ВРУ');
    const unnamed = await postAndFollow(visitor, '/api/specs', { name: '', callbackUrl: '/my/specs' });
    expect(unnamed.notice).toBe('Спецификация создана');
    const list = (await visitor.get('/api/specs').set('Accept', 'application/json')).body as { id: string; name: string }[];
    expect(list.map((s) => s.name).sort()).toEqual(['Спецификация', 'Щит ВРУ']);
    const id = list.find((s) => s.name === 'Щит ВРУ')!.id;

    const renamed = await postAndFollow(visitor, `/api/specs/${id}`, { _method: 'PUT', name: 'Щит ВРУ-2', callbackUrl: `/my/specs/${id}` });
    expect(renamed).toMatchObject({ location: `/my/specs/${id}`, notice: 'Спецификация переименована' });
    expect(renamed.html).toContain('<h1');
    expect(renamed.html).toContain('Щит ВРУ-2');
    const blank = await postAndFollow(visitor, `/api/specs/${id}`, { _method: 'PUT', name: '   ', callbackUrl: `/my/specs/${id}` });
    expect(blank.notice).toBe('Поле Название обязательно для заполнения');
    const long = await postAndFollow(visitor, `/api/specs/${id}`, { _method: 'PUT', name: 'x'.repeat(101), callbackUrl: '/my/specs' });
    expect(long.notice).toBe('Поле Название не может быть длиннее 100 символов');

    await visitor.postForm(`/api/specs/${id}/lines`, { productId: piece, quantity: '3', callbackUrl: `/my/specs/${id}` });
    const line = `/api/specs/${id}/lines/${piece}`;
    const changed = await postAndFollow(visitor, line, { _method: 'PUT', quantity: '9', note: 'ВРУ', callbackUrl: `/my/specs/${id}` });
    expect(changed.notice).toBe('Строка спецификации сохранена');
    expect(changed.html).toContain('value="ВРУ"');

    const copied = await postAndFollow(visitor, `/api/specs/${id}/duplicate`, { callbackUrl: '/my/specs' });
    expect(copied.notice).toBe('Копия спецификации создана');
    expect(copied.html).toContain('Щит ВРУ-2 (копия)');

    const lineGone = await postAndFollow(visitor, line, { _method: 'DELETE', callbackUrl: `/my/specs/${id}` });
    expect(lineGone.notice).toBe('Строка удалена из спецификации');

    const deleted = await postAndFollow(visitor, `/api/specs/${id}`, { _method: 'DELETE', callbackUrl: '/my/specs' });
    expect(deleted).toMatchObject({ location: '/my/specs', notice: 'Спецификация удалена' });
    expect((await page(visitor, `/my/specs/${id}`)).status).toBe(404);

    // Another user's number through a form: the refusal as a notice, their list untouched.
    const other = await signedInMember(site);
    const refused = await postAndFollow(other.visitor, `/api/specs/${list[0]!.id}`, { _method: 'DELETE', callbackUrl: '/my/specs' });
    expect(refused.notice).toBe('Спецификация не найдена');
  });

  it('a form post whose session ended goes to the login view and back', async () => {
    const guest = new Visitor(site);
    const posted = await guest.postForm('/api/specs/5', { _method: 'PUT', name: 'А', callbackUrl: '/my/specs/5' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/my/specs/5?auth=login&redirect=%2Fmy%2Fspecs%2F5');
  });
});

describe('bad input never gives a 500', () => {
  it('form posts with odd fields and paths', async () => {
    const { visitor } = await signedInMember(site);
    const guest = new Visitor(site);
    const fields: Record<string, string>[] = [
      {},
      { _method: 'PATCH' },
      { _method: 'PUT' },
      { _method: 'PUT', quantity: '1e400' },
      { _method: 'PUT', quantity: '-1', note: '\u0000' },
      { _method: 'DELETE', callbackUrl: 'https://evil.example/' },
      { _method: 'PUT', name: 'строка\nвторая' },
      { name: 'x'.repeat(5000) },
    ];
    const paths = [
      '/api/specs',
      '/api/specs/1',
      `/api/specs/1/lines/${piece}`,
      `/api/specs/current/lines/${piece}`,
      '/api/specs/1/duplicate',
    ];
    for (const who of [visitor, guest]) {
      for (const path of paths) {
        for (const body of fields) {
          const answer = await who.postForm(path, body);
          expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (answer.status === 303) expect(answer.headers.location).toMatch(/^\//);
        }
      }
    }
    for (const path of ['/spec?x=%00', '/my/specs/%00', '/my/specs/1/2', '/my/specs/99999999999']) {
      expect((await page(visitor, path)).status, path).toBeLessThan(500);
    }
  });

  it('writes stay same-origin', async () => {
    const answer = await new Visitor(site).agent
      .post('/api/specs/current/lines/x')
      .set('Host', 'site.test')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('_method=DELETE');
    expect(answer.status).toBe(403);
    expect(siteOrigin).toBe('http://site.test');
  });
});
