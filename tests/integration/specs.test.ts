/**
 * The specification's data and API (docs/behaviour.md, "Specification"; docs/decisions/
 * 014-specifications.md): a guest's under an unguessable id in its own cookie, merged into the
 * account at sign-in; a signed-in user's named specifications; the limits with their Russian
 * messages; another person's id is unknown; no body gets a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specLimits, specMessages, specSchema, type Spec } from '#shared/contract/specs';
import { type AccountSite, createAccountSite, setCookie, signedInMember, siteOrigin, Visitor } from '../support/account-site';

let site: AccountSite;
let piece: string;
let otherPiece: string;
let metre: string;

beforeAll(() => {
  site = createAccountSite();
  const rows = site.embedded.db.prepare('SELECT id, unit FROM products ORDER BY id').all() as { id: string; unit: string }[];
  const pieces = rows.filter((r) => r.unit === 'шт');
  piece = pieces[0]!.id;
  otherPiece = pieces[1]!.id;
  metre = rows.find((r) => r.unit === 'м')!.id;
});
afterAll(() => site.close());

const put = (visitor: Visitor, path: string, body: unknown) =>
  visitor.agent
    .put(path)
    .set('Host', 'site.test')
    .set('Origin', siteOrigin)
    .set('X-Forwarded-For', visitor.ip)
    .set('Accept', 'application/json')
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body));

const specOf = (body: unknown): Spec => specSchema.parse(body);
const lineOf = (spec: Spec, productId: string) => spec.lines.find((l) => l.productId === productId);

describe('a guest specification', () => {
  it('is created on the first add, kept under an httpOnly Lax cookie, and read back', async () => {
    const guest = new Visitor(site);
    const empty = await guest.get('/api/specs/current').set('Accept', 'application/json');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ spec: null, signedIn: false });

    const added = await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: 3, note: 'щит 1' });
    expect(added.status).toBe(200);
    const cookie = setCookie(added.headers, 'spec');
    expect(cookie?.value).toMatch(/^[\w-]{32}$/);
    expect(cookie?.attributes.httponly).toBe(true);
    expect(String(cookie?.attributes.samesite).toLowerCase()).toBe('lax');
    // Never in the sealed session: a guest has none.
    expect(setCookie(added.headers, 'sid')).toBeUndefined();

    const spec = specOf(added.body);
    expect(spec.id).toBe(cookie!.value);
    expect(lineOf(spec, piece)).toMatchObject({ quantity: 3, note: 'щит 1', saved: { price: expect.any(Number) } });
    expect(lineOf(spec, piece)!.product?.current).toEqual(lineOf(spec, piece)!.saved);

    const read = await guest.get('/api/specs/current').set('Accept', 'application/json');
    expect(specOf(read.body.spec).lines).toHaveLength(1);
  });

  it('sums a product added twice, updates and removes a line', async () => {
    const guest = new Visitor(site);
    await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: 2 });
    const twice = specOf((await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: '5' })).body);
    expect(lineOf(twice, piece)!.quantity).toBe(7);

    const updated = await put(guest, `/api/specs/current/lines/${piece}`, { quantity: 10, note: 'резерв' });
    expect(updated.status).toBe(200);
    expect(lineOf(specOf(updated.body), piece)).toMatchObject({ quantity: 10, note: 'резерв' });

    const removed = await guest.deleteJson(`/api/specs/current/lines/${piece}`);
    expect(removed.status).toBe(200);
    expect(specOf(removed.body).lines).toEqual([]);
    expect((await guest.deleteJson(`/api/specs/current/lines/${piece}`)).body.data).toBe('Этого товара нет в спецификации');
  });

  it('keeps quantities within the bounds of the unit, with the bounds in Russian', async () => {
    const guest = new Visitor(site);
    const cases: [string, unknown, number, string][] = [
      [piece, 0, 400, 'Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт'],
      [piece, 1.5, 400, 'Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт'],
      [piece, 100_000, 400, 'Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт'],
      [piece, 'много', 400, 'Поле Количество должно быть числом'],
      [metre, 0.05, 400, 'Поле Количество должно быть числом от 0,1 м до 99\u00a0999 м, не точнее 0,1 м'],
    ];
    for (const [productId, quantity, status, message] of cases) {
      const answer = await guest.postJson('/api/specs/current/lines', { productId, quantity });
      expect(answer.status, `${productId} × ${String(quantity)}`).toBe(status);
      expect(answer.body.data).toBe(message);
    }
    const cable = await guest.postJson('/api/specs/current/lines', { productId: metre, quantity: '12,5' });
    expect(cable.status).toBe(200);
    expect(lineOf(specOf(cable.body), metre)!.quantity).toBe(12.5);

    await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: 99_990 });
    const past = await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: 10 });
    expect(past.status).toBe(400);
    expect(past.body.data).toBe('Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт');
  });

  it(`holds at most ${specLimits.lines} lines: the next product is refused with 409 and a Russian message`, async () => {
    const guest = new Visitor(site);
    const first = specOf((await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: 1 })).body);
    // 498 more lines straight into the store (the demo catalogue has fewer products than the limit).
    const { id } = site.embedded.db.prepare('SELECT id FROM specs WHERE guest_id = ?').get(first.id) as { id: number };
    const insert = site.embedded.db.prepare(
      'INSERT INTO spec_lines (spec_id, product_id, position, quantity, note, saved_price_kopecks, saved_availability, added_at) ' +
        `VALUES (?, ?, ?, 1, '', 100, '{"status":"unavailable"}', 0)`,
    );
    for (let i = 0; i < specLimits.lines - 2; i++) insert.run(id, `gone-${i}`, i + 2);

    const last = await guest.postJson('/api/specs/current/lines', { productId: otherPiece, quantity: 1 });
    expect(last.status).toBe(200);
    expect(specOf(last.body).lines).toHaveLength(specLimits.lines);
    const over = await guest.postJson('/api/specs/current/lines', { productId: metre, quantity: 1 });
    expect(over.status).toBe(409);
    expect(over.body.data).toBe('В спецификации не может быть больше 500 строк');
    // A product already listed still takes more.
    expect((await guest.postJson('/api/specs/current/lines', { productId: piece, quantity: 1 })).status).toBe(200);
  });

  it("another visitor's id and a forged cookie read as no specification, never someone's data", async () => {
    const owner = new Visitor(site);
    const spec = specOf((await owner.postJson('/api/specs/current/lines', { productId: piece, quantity: 4 })).body);

    const forged = new Visitor(site);
    for (const value of ['A'.repeat(32), `${spec.id.slice(0, 31)}x`, '../../api/saves', "1' OR '1'='1"]) {
      const read = await forged
        .get('/api/specs/current')
        .set('Accept', 'application/json')
        .set('Cookie', `spec=${encodeURIComponent(value)}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ spec: null, signedIn: false });
    }
    // The upstream itself answers 404 for an unknown guest id.
    const upstream = await site.embedded.app.request(`/api/specs/guest/${'B'.repeat(32)}`);
    expect(upstream.status).toBe(404);
    // A forged cookie never reaches the owner's lines: the add creates a new specification.
    const added = await forged
      .postJson('/api/specs/current/lines', { productId: otherPiece, quantity: 1 })
      .set('Cookie', `spec=${'A'.repeat(32)}`);
    expect(specOf(added.body).id).not.toBe(spec.id);
    expect(specOf(added.body).lines.map((l) => l.productId)).toEqual([otherPiece]);
  });

  it('refuses bad bodies with 400 and a Russian message', async () => {
    const guest = new Visitor(site);
    const cases: [unknown, string][] = [
      [{}, 'Поле Товар обязательно для заполнения'],
      [{ productId: '../x' }, 'Поле Товар некорректно'],
      [{ productId: piece, note: 'x'.repeat(501) }, 'Поле Примечание не может быть длиннее 500 символов'],
      ['[1]', 'Некорректный формат запроса'],
    ];
    for (const [body, message] of cases) {
      const answer = await guest.postJson('/api/specs/current/lines', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data).toBe(message);
    }
    expect((await guest.postJson('/api/specs/current/lines', { productId: 'no-such-product' })).status).toBe(404);
  });
});

describe('«В спецификацию» without JavaScript', () => {
  it('a form post adds the line and goes back to the page with the outcome', async () => {
    const guest = new Visitor(site);
    const back = `/catalog/x/${piece}`;
    const added = await guest.postForm('/api/specs/current/lines', { productId: piece, quantity: '2', callbackUrl: back });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(back);
    expect(setCookie(added.headers, 'flash')?.value).toBeTruthy();
    const spec = specOf((await guest.get('/api/specs/current').set('Accept', 'application/json')).body.spec);
    expect(lineOf(spec, piece)!.quantity).toBe(2);

    const refused = await guest.postForm('/api/specs/current/lines', { productId: piece, quantity: '0', callbackUrl: back });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe(back);
    expect(setCookie(refused.headers, 'flash')?.value).toBeTruthy();
    const after = specOf((await guest.get('/api/specs/current').set('Accept', 'application/json')).body.spec);
    expect(lineOf(after, piece)!.quantity).toBe(2);
    // Never off the site.
    const away = await guest.postForm('/api/specs/current/lines', { productId: piece, callbackUrl: 'https://evil.example/' });
    expect(away.headers.location).toBe('/');
  });
});

describe('behind https', () => {
  it('the guest cookie is Secure, as the session cookie is', async () => {
    const secureSite = createAccountSite({ env: { PUBLIC_ORIGIN: 'https://site.test' } });
    try {
      const answer = await new Visitor(secureSite)
        .postJson('/api/specs/current/lines', { productId: piece })
        .set('Origin', 'https://site.test');
      expect(answer.status).toBe(200);
      expect(setCookie(answer.headers, 'spec')?.attributes.secure).toBe(true);
    } finally {
      secureSite.close();
    }
  });
});

describe("a signed-in user's specifications", () => {
  it('merges the guest specification at sign-in: lines added, quantities summed, notes kept, the cookie dropped', async () => {
    const { visitor, person } = await signedInMember(site);
    const first = specOf((await visitor.postJson('/api/specs/current/lines', { productId: piece, quantity: 2, note: 'этаж 1' })).body);
    await visitor.postJson('/api/auth/logout', {});

    await visitor.postJson('/api/specs/current/lines', { productId: piece, quantity: 3, note: 'этаж 2' });
    await visitor.postJson('/api/specs/current/lines', { productId: metre, quantity: 15 });
    expect(visitor.cookie('spec')).toMatch(/^[\w-]{32}$/);
    const guestId = visitor.cookie('spec')!;

    const login = await visitor.postJson('/api/auth/login', { email: person.email, password: person.password, callbackUrl: '/' });
    expect(login.status).toBe(200);
    expect(setCookie(login.headers, 'spec')?.value ?? '').toBe('');

    const current = specOf((await visitor.get('/api/specs/current').set('Accept', 'application/json')).body.spec);
    expect(current.id).toBe(first.id);
    expect(lineOf(current, piece)).toMatchObject({ quantity: 5, note: 'этаж 1; этаж 2' });
    expect(lineOf(current, metre)!.quantity).toBe(15);
    // The guest specification is gone upstream.
    expect((await site.embedded.app.request(`/api/specs/guest/${guestId}`)).status).toBe(404);
  });

  it('says so at sign-in when the guest specification did not fit under 500 lines, with JavaScript and without', async () => {
    const ids = (site.embedded.db.prepare('SELECT id FROM products ORDER BY id').all() as { id: string }[]).map((r) => r.id);
    for (const form of [false, true]) {
      const { visitor, person } = await signedInMember(site);
      const full = await visitor.postJson('/api/specs/current/lines/batch', {
        lines: ids.slice(0, specLimits.lines).map((productId) => ({ productId, quantity: 1 })),
      });
      expect(full.status).toBe(200);
      await visitor.postJson('/api/auth/logout', {});
      await visitor.postJson('/api/specs/current/lines', { productId: ids[specLimits.lines]!, quantity: 1 });

      const credentials = { email: person.email, password: person.password, callbackUrl: '/' };
      if (!form) {
        const login = await visitor.postJson('/api/auth/login', credentials);
        expect(login.body.notice).toEqual({ tone: 'error', text: specMessages.mergeTooManyLines });
      } else {
        const login = await visitor.postForm('/api/auth/login', credentials);
        expect(login.status).toBe(303);
        const page = await visitor.get(login.headers.location!);
        expect(page.text).toContain(specMessages.mergeTooManyLines);
      }
    }
  });

  it('lists, creates, renames, duplicates and deletes named specifications', async () => {
    const { visitor } = await signedInMember(site);
    const created = await visitor.postJson('/api/specs', { name: 'Корпус Б' });
    expect(created.status).toBe(201);
    const spec = specOf(created.body);
    await visitor.postJson(`/api/specs/${spec.id}/lines`, { productId: piece, quantity: 6 });

    const renamed = await put(visitor, `/api/specs/${spec.id}`, { name: '  Корпус Б, щит ВРУ  ' });
    expect(specOf(renamed.body).name).toBe('Корпус Б, щит ВРУ');
    const badName = await put(visitor, `/api/specs/${spec.id}`, { name: '   ' });
    expect(badName.status).toBe(400);
    expect(badName.body.data).toBe('Поле Название обязательно для заполнения');
    expect((await put(visitor, `/api/specs/${spec.id}`, { name: 'x'.repeat(101) })).body.data).toBe(
      'Поле Название не может быть длиннее 100 символов',
    );

    const copy = await visitor.postJson(`/api/specs/${spec.id}/duplicate`);
    expect(copy.status).toBe(201);
    const duplicate = specOf(copy.body);
    expect(duplicate.name).toBe('Корпус Б, щит ВРУ (копия)');
    expect(lineOf(duplicate, piece)!.quantity).toBe(6);

    const list = await visitor.get('/api/specs').set('Accept', 'application/json');
    expect(list.status).toBe(200);
    expect((list.body as { id: string; lineCount: number }[]).map((s) => s.id).sort()).toEqual([spec.id, duplicate.id].sort());

    expect((await visitor.deleteJson(`/api/specs/${spec.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/specs/${spec.id}`).set('Accept', 'application/json')).status).toBe(404);
    expect(specOf((await visitor.get(`/api/specs/${duplicate.id}`).set('Accept', 'application/json')).body).lines).toHaveLength(1);
  });

  it("another user's specification is 404 for every call, and its lines stay as they were", async () => {
    const owner = await signedInMember(site);
    const spec = specOf((await owner.visitor.postJson('/api/specs', { name: 'Чужая' })).body);
    await owner.visitor.postJson(`/api/specs/${spec.id}/lines`, { productId: piece, quantity: 1 });

    const { visitor } = await signedInMember(site);
    const calls = [
      visitor.get(`/api/specs/${spec.id}`).set('Accept', 'application/json'),
      put(visitor, `/api/specs/${spec.id}`, { name: 'Моя' }),
      visitor.postJson(`/api/specs/${spec.id}/duplicate`),
      visitor.postJson(`/api/specs/${spec.id}/lines`, { productId: piece, quantity: 1 }),
      put(visitor, `/api/specs/${spec.id}/lines/${piece}`, { quantity: 9 }),
      visitor.deleteJson(`/api/specs/${spec.id}/lines/${piece}`),
      visitor.deleteJson(`/api/specs/${spec.id}`),
      visitor.get('/api/specs/99999999').set('Accept', 'application/json'),
    ];
    for (const call of calls) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.data).toBe('Спецификация не найдена');
      expect(answer.text).not.toContain('Чужая');
    }
    const kept = specOf((await owner.visitor.get(`/api/specs/${spec.id}`).set('Accept', 'application/json')).body);
    expect(kept).toMatchObject({ name: 'Чужая', lines: [{ productId: piece, quantity: 1 }] });
  });

  it('the named specifications need a session: 401 signed out', async () => {
    const guest = new Visitor(site);
    expect((await guest.get('/api/specs').set('Accept', 'application/json')).status).toBe(401);
    expect((await guest.postJson('/api/specs', { name: 'А' })).status).toBe(401);
    expect((await guest.postJson('/api/specs/merge')).status).toBe(401);
  });

  it('writes are same-origin', async () => {
    const guest = new Visitor(site);
    const answer = await guest.agent
      .post('/api/specs/current/lines')
      .set('Host', 'site.test')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ productId: piece }));
    expect(answer.status).toBe(403);
  });
});

describe('no body or path gets a 500', () => {
  it('a small fuzz over the specification calls', async () => {
    const { visitor } = await signedInMember(site);
    const guest = new Visitor(site);
    const bodies: unknown[] = [
      'null',
      '"x"',
      '{',
      { productId: null },
      { productId: piece, quantity: Number.MAX_VALUE },
      { productId: piece, quantity: -1 },
      { productId: piece, quantity: '1e400' },
      { productId: piece, quantity: {} },
      { productId: piece, note: 42 },
      { productId: 'x'.repeat(200) },
      { name: ['a'] },
      { name: 'строка\nвторая' },
      { guestId: '../../etc' },
      { quantity: '' },
    ];
    const paths = ['/api/specs', '/api/specs/current/lines', '/api/specs/1/lines', '/api/specs/merge', '/api/specs/0', '/api/specs/%00'];
    for (const who of [visitor, guest]) {
      for (const path of paths) {
        for (const body of bodies) {
          const answers = await Promise.all([who.postJson(path, body), put(who, `${path}/${piece}`, body), put(who, path, body)]);
          for (const answer of answers) {
            expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
            // A refusal speaks Russian, never a library's English.
            if (answer.status === 400) expect(answer.body.data, `${path} ${JSON.stringify(body)}`).toMatch(/^[А-ЯЁ][^A-Za-z]*$/);
          }
        }
      }
    }
  });
});
