/**
 * The quote mail links to the site the same way the account mails do: its link is the mail's one
 * action, so the demo outbox opens it under the name the reader uses for the site, as it does an
 * activation link (docs/operations.md, "Mail"). Before, the project link stayed on the API's own
 * origin (`http://localhost:3000` in a demo) inside the text.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { salesMailbox } from '#server/embedded/routes/quote-requests';
import { createAccountSite, newPerson, registrationBody, Visitor } from '../support/account-site';
import { getJson } from '../support/site-data';

const readerOrigin = 'http://127.0.0.1:3000';
/** Every absolute address in the outbox page, `href`s and text alike. */
const addresses = (html: string) => [...html.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);

describe('without PUBLIC_ORIGIN, every mail link opens the site where the outbox was read', () => {
  // The outbox is never served behind a trusted proxy (docs/operations.md, "Mail").
  const site = createAccountSite({ env: { TRUST_PROXY: '0' } });
  afterAll(() => site.close());
  const outbox = (to: string) =>
    request(site.server)
      .get(`/dev/outbox?to=${encodeURIComponent(to)}`)
      .set('Host', new URL(readerOrigin).host);

  it('the activation mail (the contrast)', async () => {
    const person = newPerson();
    expect((await new Visitor(site).postJson('/api/auth/registration', registrationBody(person))).status).toBe(200);
    const links = addresses((await outbox(person.email)).text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${readerOrigin}/`), link).toBe(true);
  });

  it.each([
    ['a ready-made panel', 'Открыть проект: '],
    ['a product', 'Страница товара: '],
  ])('a quote for %s', async (what, label) => {
    const body: Record<string, string> = {
      name: 'Иван',
      phoneNumber: '+7 900 000-00-00',
      email: '',
      quantity: '2',
      comment: '',
      personalDataConsent: 'on',
    };
    if (what === 'a product') {
      const listing = await getJson<{ items: { id: string }[] }>(
        site,
        '/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products',
      );
      body.productId = listing.items[0]!.id;
    } else {
      const panels = await getJson<{ id: string }[]>(site, '/api/elpanels');
      body.panelId = panels[0]!.id;
    }
    expect((await new Visitor(site).postJson('/api/quote-requests', body)).status).toBe(200);
    const html = (await outbox(salesMailbox)).text;
    const mail = html.slice(0, html.indexOf('</article>'));
    expect(mail).toContain(label);
    const links = addresses(mail);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${readerOrigin}/`), link).toBe(true);
  });
});
