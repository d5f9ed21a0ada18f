/**
 * A product card's forms carry no callbackUrl (docs/behaviour.md, "Without JavaScript"): posted
 * without JavaScript, each comes back to the page named by the browser's Referer, checked like a
 * callbackUrl; a Referer of another host or none leads home, and a callbackUrl still decides.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccountSite, createAccountSite, siteOrigin, Visitor } from '../support/account-site';
import { products as previousProducts } from '../support/previous-catalogue';

let site: AccountSite;
const product = previousProducts[0]!;
const page = '/catalog/modulnye-avtomaticheskie-vyklyuchateli?brand=iek&page=2';

beforeAll(() => {
  site = createAccountSite({ env: { PUBLIC_ORIGIN: siteOrigin } });
});
afterAll(() => site.close());

const forms = [
  ['«Сравнить»', '/api/compare', { id: product.id, op: 'add' }],
  ['«В спецификацию»', '/api/specs/current/lines', { productId: product.id }],
  // Signed out, «В избранное» leads to the login view on the page it was pressed on.
  ['«В избранное»', '/api/saves', { kind: 'product', refId: product.id }],
] as const;

describe.each(forms)('%s posted without JavaScript', (_name, action, fields) => {
  const returnsTo = (location: string | undefined) =>
    new URL(location ?? '', 'http://site.invalid').pathname +
    new URL(location ?? '', 'http://site.invalid').search.replace(/[?&]auth=login.*$/, '');

  test('comes back to the page of its Referer', async () => {
    const posted = await new Visitor(site).postForm(action, fields).set('Referer', `${siteOrigin}${page}`);
    expect(posted.status).toBe(303);
    expect(returnsTo(posted.headers.location)).toBe(page);
  });

  test('a Referer of another host, or none, leads home', async () => {
    const foreign = await new Visitor(site).postForm(action, fields).set('Referer', `https://evil.example${page}`);
    expect(returnsTo(foreign.headers.location)).toBe('/');
    const none = await new Visitor(site).postForm(action, fields);
    expect(returnsTo(none.headers.location)).toBe('/');
  });

  test('a callbackUrl still decides', async () => {
    const posted = await new Visitor(site).postForm(action, { ...fields, callbackUrl: '/catalog' }).set('Referer', `${siteOrigin}${page}`);
    expect(returnsTo(posted.headers.location)).toBe('/catalog');
  });
});
