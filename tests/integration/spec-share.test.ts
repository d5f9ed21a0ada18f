/**
 * The specification's read-only link (docs/behaviour.md, "Specification"; docs/decisions/017-share-links.md):
 * an unguessable token the owner makes and revokes, a page for whoever holds it that is `noindex`,
 * `private, no-store` and never reused as public HTML, another person's specification a 404, and
 * no bad token or body a 500.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shareMessages } from '#shared/contract/spec-shares';
import { specMessages, specSchema, type Spec } from '#shared/contract/specs';
import { type AccountSite, createAccountSite, setCookie, signedInMember, Visitor } from '../support/account-site';

let site: AccountSite;
let product: { id: string; name: string };

beforeAll(() => {
  // Reused public HTML on, and an origin configured, so a public page would be kept by caches: the
  // shared page must still be neither.
  site = createAccountSite({ env: { PAGE_CACHE_TTL_MS: '60000', PAGE_CACHE_STALE_MS: '60000', PUBLIC_ORIGIN: 'http://site.test' } });
  product = site.embedded.db.prepare("SELECT id, name FROM products WHERE unit = 'шт' ORDER BY id LIMIT 1").get() as typeof product;
});
afterAll(() => site.close());

const shareToken = /^[A-Za-z0-9_-]{32}$/;

async function guestWithSpec(): Promise<Visitor> {
  const guest = new Visitor(site);
  expect((await guest.postJson('/api/specs/current/lines', { productId: product.id, quantity: 4, note: 'щит ВРУ' })).status).toBe(200);
  return guest;
}
const currentSpec = async (visitor: Visitor): Promise<Spec> =>
  specSchema.parse((await visitor.get('/api/specs/current').set('Accept', 'application/json')).body.spec);

describe('the owner makes a link', () => {
  test('a 192-bit base64url token, not the guest id, the same until revoked, and shown with the specification', async () => {
    const guest = await guestWithSpec();
    const made = await guest.postJson('/api/specs/current/share');
    expect(made.status).toBe(200);
    expect(made.headers['cache-control']).toBe('private, no-store');
    expect(made.body.token).toMatch(shareToken);
    expect(made.body.path).toBe(`/spec/shared/${made.body.token}`);
    expect(made.body.token).not.toBe(guest.cookie('spec'));
    expect((await guest.postJson('/api/specs/current/share')).body.token).toBe(made.body.token);
    expect((await currentSpec(guest)).share?.token).toBe(made.body.token);

    // Every link its own token: many of them, none alike, none sharing a long prefix.
    const tokens = new Set<string>([made.body.token]);
    for (let i = 0; i < 5; i += 1) tokens.add((await (await guestWithSpec()).postJson('/api/specs/current/share')).body.token);
    expect(tokens.size).toBe(6);
    expect(new Set([...tokens].map((t) => t.slice(0, 8))).size).toBe(6);
  });

  test('a guest with no specification gets a Russian refusal', async () => {
    const answer = await new Visitor(site).postJson('/api/specs/current/share');
    expect(answer.status).toBe(404);
    expect(answer.body.data).toBe(shareMessages.noSpec);
  });

  test('without JavaScript: a form post, a 303 back with the notice, and the specification then carries the link', async () => {
    const guest = await guestWithSpec();
    const posted = await guest.postForm('/api/specs/current/share', { callbackUrl: '/spec' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/spec');
    expect((await currentSpec(guest)).share?.token).toMatch(shareToken);
    const revoked = await guest.postForm('/api/specs/current/share/revoke', { callbackUrl: 'https://evil.example/' });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.location).toBe('/');
    expect((await currentSpec(guest)).share).toBeUndefined();
  });
});

describe('whoever holds the link, signed out', () => {
  test('reads the specification: server-rendered, noindex, private no-store, no id and nothing that edits', async () => {
    const guest = await guestWithSpec();
    const { token } = (await guest.postJson('/api/specs/current/share')).body as { token: string };
    const stranger = new Visitor(site);
    const page = await stranger.get(`/spec/shared/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
    expect(page.text).toContain('<meta name="robots" content="noindex');
    expect(page.text).toContain(product.name);
    expect(page.text).toContain('щит ВРУ');
    expect(page.text).toContain('Итого');
    expect(page.text).not.toContain(guest.cookie('spec'));
    expect(page.text).not.toMatch(/action="\/api\/specs/);
    // The visitor holding the link gets no specification of their own from it.
    expect(setCookie(page.headers, 'spec')).toBeUndefined();

    const json = await stranger.get(`/api/specs/shared/${token}`).set('Accept', 'application/json');
    expect(json.status).toBe(200);
    expect(json.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(json.body).sort()).toEqual(['createdAt', 'lines', 'name', 'updatedAt']);
    expect(JSON.stringify(json.body)).not.toContain(guest.cookie('spec'));
  });

  test('a revoked link is the 404 page at once, though the page was just viewed; a new link is a new token', async () => {
    const guest = await guestWithSpec();
    const { token } = (await guest.postJson('/api/specs/current/share')).body as { token: string };
    const stranger = new Visitor(site);
    expect((await stranger.get(`/spec/shared/${token}`)).status).toBe(200);
    expect((await stranger.get(`/spec/shared/${token}`)).status).toBe(200);

    const revoked = await guest.postJson('/api/specs/current/share/revoke');
    expect(revoked.status).toBe(204);
    const gone = await stranger.get(`/spec/shared/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBe('private, no-store');
    expect(gone.text).not.toContain(product.name);
    expect((await stranger.get(`/api/specs/shared/${token}`).set('Accept', 'application/json')).body.data).toBe(specMessages.notFound);

    const again = (await guest.postJson('/api/specs/current/share')).body as { token: string };
    expect(again.token).not.toBe(token);
    expect((await stranger.get(`/spec/shared/${again.token}`)).status).toBe(200);
  });

  test.each([
    ['unknown', 'A'.repeat(32)],
    ['short', 'abc'],
    ['long', 'A'.repeat(33)],
    ['odd characters', '%00%3Cscript%3E'],
    // Not `..`: the address climbs to `/spec/`, the visitor's own specification page.
    ['a dot', '.'],
  ])('an %s token: the 404 page and the /api 404, never a 500', async (_, token) => {
    const visitor = new Visitor(site);
    const page = await visitor.get(`/spec/shared/${token}`);
    expect(page.status).toBe(404);
    const api = await visitor.get(`/api/specs/shared/${token}`).set('Accept', 'application/json');
    expect(api.status).toBe(404);
  });

  test('the sitemap lists no shared specification', async () => {
    const guest = await guestWithSpec();
    await guest.postJson('/api/specs/current/share');
    const sitemap = await new Visitor(site).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/spec/');
  });
});

describe("a signed-in user's specification", () => {
  test('shared by its number; another user and a signed-out visitor cannot make or revoke its link', async () => {
    const { visitor: owner } = await signedInMember(site);
    const spec = specSchema.parse((await owner.postJson('/api/specs', { name: 'Объект на Ленина' })).body);
    await owner.postJson(`/api/specs/${spec.id}/lines`, { productId: product.id, quantity: 2 });
    const made = await owner.postJson(`/api/specs/${spec.id}/share`);
    expect(made.status).toBe(200);
    expect(made.body.token).toMatch(shareToken);

    const { visitor: other } = await signedInMember(site);
    const theirs = await other.postJson(`/api/specs/${spec.id}/share`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.data).toBe(specMessages.notFound);
    expect((await other.postJson(`/api/specs/${spec.id}/share/revoke`)).status).toBe(404);
    expect((await new Visitor(site).postJson(`/api/specs/${spec.id}/share/revoke`)).status).toBe(401);

    const page = await new Visitor(site).get(`/spec/shared/${made.body.token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Объект на Ленина');

    // Deleting the specification takes its link along.
    expect((await owner.deleteJson(`/api/specs/${spec.id}`)).status).toBe(204);
    expect((await new Visitor(site).get(`/spec/shared/${made.body.token}`)).status).toBe(404);
  });
});
