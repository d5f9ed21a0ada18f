/**
 * The comparison through the whole BFF (docs/behaviour.md, "Comparison"): the page at good and bad
 * addresses, its bounded contract read, «Сравнить» posted without JavaScript (same-origin, body cap,
 * the cookie's bounds) and `/catalog/compare` sent to the cookie's list.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogIndexSchema, compareProductsSchema } from '#shared/contract';
import { compareMessages } from '#shared/catalog/compare';
import { compareLimit } from '#shared/catalog/compare-list';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';

let site: AccountSite;
let ids: string[];

beforeAll(async () => {
  site = createAccountSite();
  const index = catalogIndexSchema.parse(await new Visitor(site).get('/api/catalog/index').then((answer) => answer.body as unknown));
  ids = index.products.map((product) => product.id).slice(0, 10);
});
afterAll(() => site.close());

const noticeOf = (html: string) => /class="flash-notice[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];
const columnsOf = (html: string) => [...html.matchAll(/class="compare-table__product"/g)].length;
const notesOf = (html: string) =>
  [...(/class="[^"]*compare-notes[^"]*"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

describe('the page', () => {
  test('three products side by side, noindex, characteristics aligned, shareable and cacheable as public HTML', async () => {
    const answer = await new Visitor(site).get(`/catalog/compare?ids=${ids.slice(0, 3).join(',')}`);
    expect(answer.status).toBe(200);
    expect(columnsOf(answer.text)).toBe(3);
    expect(answer.text).toContain('<meta name="robots" content="noindex');
    expect(answer.text).toContain('Номинальный ток');
    expect(answer.text).toContain('Только различия');
    expect(notesOf(answer.text)).toEqual([]);
    // The same for everyone: nothing personal in it.
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  test('«Только различия» leaves out the rows where every product agrees', async () => {
    const visitor = new Visitor(site);
    const all = await visitor.get(`/catalog/compare?ids=${ids.slice(0, 3).join(',')}`);
    const diff = await visitor.get(`/catalog/compare?ids=${ids.slice(0, 3).join(',')}&diff=1`);
    const rows = (html: string) => [...html.matchAll(/<th scope="row">/g)].length;
    expect(diff.status).toBe(200);
    expect(rows(diff.text)).toBeLessThan(rows(all.text));
    // Price and availability stay whatever the switch says.
    expect(diff.text).toContain('>Цена<');
    expect(diff.text).toContain('>Наличие<');
  });

  test.each([
    ['duplicates', (list: string[]) => `${list[0]},${list[0]},${list[1]}`, 2, [compareMessages.duplicates]],
    ['more than six', (list: string[]) => list.slice(0, 8).join(','), compareLimit, [compareMessages.tooMany]],
    ['unknown ids', (list: string[]) => `${list[0]},no-such-product`, 1, [compareMessages.unknown(1)]],
    ['garbage', (list: string[]) => `${list[0]},%3Cscript%3E,%00,${'x'.repeat(200)}`, 1, [compareMessages.invalid]],
    ['a thousand commas', () => ','.repeat(1000), 0, []],
  ])('%s: a Russian message, the valid ones still shown, never a 500', async (_, ids_, columns, notes) => {
    const answer = await new Visitor(site).get(`/catalog/compare?ids=${ids_(ids)}`);
    expect(answer.status).toBe(200);
    expect(columnsOf(answer.text)).toBe(columns);
    expect(notesOf(answer.text)).toEqual(notes);
  });

  test('no products: the empty state with a link to the catalogue', async () => {
    for (const path of ['/catalog/compare', '/catalog/compare?ids=', '/catalog/compare?ids=no-such-a,no-such-b']) {
      const answer = await new Visitor(site).get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('В сравнении пока нет товаров');
      expect(answer.text, path).toMatch(/<a[^>]+href="\/catalog"/);
    }
  });

  test('the contract read is bounded: at most six distinct ids, unknown ones listed apart', async () => {
    const visitor = new Visitor(site);
    const good = await visitor.get(`/api/catalog/compare?ids=${ids[0]},no-such-product,${ids[1]}`);
    expect(good.status).toBe(200);
    const body = compareProductsSchema.parse(good.body);
    expect(body.products.map((product) => product.id)).toEqual([ids[0], ids[1]]);
    expect(body.unknown).toEqual(['no-such-product']);
    for (const query of [ids.slice(0, 7).join(','), `${ids[0]},${ids[0]}`, '', '%3Cx%3E'])
      expect((await visitor.get(`/api/catalog/compare?ids=${query}`)).status, query).toBe(400);
  });

  test('the sitemap lists no comparison', async () => {
    const sitemap = await new Visitor(site).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/catalog/compare');
  });
});

describe('«Сравнить» without JavaScript', () => {
  test('adds to the cookie, comes back with a notice, and /catalog/compare opens the list', async () => {
    const visitor = new Visitor(site);
    for (const [index, id] of ids.slice(0, 3).entries()) {
      const posted = await visitor.postForm('/api/compare', { id, op: 'add', callbackUrl: '/catalog/search?q=x' });
      expect(posted.status).toBe(303);
      expect(posted.headers.location).toBe('/catalog/search?q=x');
      expect(noticeOf((await visitor.get(posted.headers.location!)).text)).toBe(compareMessages.added(index + 1));
    }
    expect(visitor.cookie('compare')).toBe(ids.slice(0, 3).join('.'));
    const mine = await visitor.get('/catalog/compare').redirects(0);
    expect(mine.status).toBe(302);
    expect(mine.headers.location).toBe(`/catalog/compare?ids=${ids.slice(0, 3).join(',')}`);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const removed = await visitor.postForm('/api/compare', { id: ids[1]!, op: 'remove', callbackUrl: '/' });
    expect(removed.status).toBe(303);
    expect(visitor.cookie('compare')).toBe(`${ids[0]}.${ids[2]}`);
  });

  test('the seventh is refused with the limit, the cookie stays at six', async () => {
    const visitor = new Visitor(site);
    for (const id of ids.slice(0, compareLimit)) await visitor.postForm('/api/compare', { id, op: 'add', callbackUrl: '/' });
    const posted = await visitor.postForm('/api/compare', { id: ids[compareLimit]!, op: 'add', callbackUrl: '/' });
    expect(posted.status).toBe(303);
    expect(noticeOf((await visitor.get('/')).text)).toBe(compareMessages.full);
    expect(visitor.cookie('compare')?.split('.')).toHaveLength(compareLimit);
    // The same answer for fetch: a status and a Russian message.
    const json = await visitor.postJson('/api/compare', { id: ids[compareLimit], op: 'add' });
    expect(json.status).toBe(409);
    expect(json.body).toMatchObject({ status: 409, data: compareMessages.full });
  });

  test('a forged cookie is bounded: malformed pieces dropped, never more than six', async () => {
    const visitor = new Visitor(site);
    const forged = [...ids.slice(0, 8), '<x>', ids[0]].join('.');
    const mine = await visitor
      .get('/catalog/compare')
      .set('Cookie', `compare=${encodeURIComponent(forged)}`)
      .redirects(0);
    expect(mine.status).toBe(302);
    expect(mine.headers.location).toBe(`/catalog/compare?ids=${ids.slice(0, compareLimit).join(',')}`);
  });

  test('bad input: a tampered id, another site, an oversized body', async () => {
    const visitor = new Visitor(site);
    const tampered = await visitor.postForm('/api/compare', { id: '../../x', op: 'add', callbackUrl: 'https://evil.example/' });
    expect(tampered.status).toBe(303);
    // Never sent to another site.
    expect(tampered.headers.location).toBe('/');
    expect(noticeOf((await visitor.get('/')).text)).toBe(compareMessages.invalidItem);
    expect(visitor.cookie('compare')).toBeUndefined();

    const foreign = await visitor
      .postForm('/api/compare', { id: ids[0]!, op: 'add', callbackUrl: '/' })
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(visitor.cookie('compare')).toBeUndefined();

    const huge = await visitor.postForm('/api/compare', { id: ids[0]!, op: 'add', callbackUrl: '/', pad: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(visitor.cookie('compare')).toBeUndefined();

    const json = await visitor.postJson('/api/compare', { id: 42, op: 'steal' });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ status: 400, data: compareMessages.invalidItem });
  });
});
