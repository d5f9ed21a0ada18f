import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { savedItemListSchema, savedItemSchema } from '#shared/contract/auth';
import { elPanels } from '#server/embedded/seed/elpanels';
import { products } from '#tests/support/previous-catalogue';
import { expectError, openAccountsApi, type AccountsTestApi } from './accounts-client';

const signInRequired = 'Требуется вход в личный кабинет';

let t: AccountsTestApi;
let token: string;
beforeAll(async () => {
  t = openAccountsApi();
  const person = await t.signUp();
  token = (await t.signIn(person.email, person.password)).token;
});
afterAll(() => t.dispose());

const list = async (as = token) => {
  const answer = await t.call('GET', '/api/saves', { token: as });
  expect(answer.status).toBe(200);
  return savedItemListSchema.parse(answer.json);
};
const save = (body: unknown, as = token) => t.call('POST', '/api/saves', { token: as, body });

async function otherUserToken(): Promise<string> {
  const person = await t.signUp();
  return (await t.signIn(person.email, person.password)).token;
}

describe('POST /api/saves', () => {
  test('a product: 201 with its name and page', async () => {
    const product = products[0]!;
    const answer = await save({ kind: 'product', refId: product.id });
    expect(answer.status).toBe(201);
    const item = savedItemSchema.parse(answer.json);
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'product',
      refId: product.id,
      title: product.name,
      url: `/product/${product.url}/${product.id}`,
      createdAt: new Date(t.clock.now()).toISOString(),
      picture: expect.objectContaining({ src: `/api/media/product-${product.id}.svg` }),
    });
    expect(Object.keys(answer.json as object).sort()).toEqual(['createdAt', 'id', 'kind', 'picture', 'refId', 'title', 'url']);
  });

  test('a ready-made panel', async () => {
    const panel = elPanels[0]!;
    const answer = await save({ kind: 'elpanel-design', refId: panel.id });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ kind: 'elpanel-design', refId: panel.id, title: panel.name, url: `/elpanels/${panel.id}` });
  });

  test('saving the same thing again is a 200 with the same item', async () => {
    const product = products[1]!;
    const first = savedItemSchema.parse((await save({ kind: 'product', refId: product.id })).json);
    t.clock.advance(60_000);
    const again = await save({ kind: 'product', refId: product.id });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first);
    expect((await list()).filter((item) => item.refId === product.id)).toHaveLength(1);
  });

  test.each([
    [{ kind: 'product', refId: 'net-takogo-tovara' }, 'Товар не найден'],
    [{ kind: 'elpanel-design', refId: 'net-takogo-shchita' }, 'Электрощит не найден'],
    [{ kind: 'elpanel-design', refId: products[0]!.id }, 'Электрощит не найден'],
  ])('an unknown thing %o is a 404', async (body, message) => {
    expectError(await save(body), 404, message);
  });

  test.each([
    {},
    { kind: 'post', refId: '1' },
    { kind: 'product' },
    { kind: 'product', refId: '../x' },
    { kind: 'product', refId: 42 },
    { kind: 'product', refId: 'x'.repeat(81) },
  ])('an invalid body %o is a 400', async (body) => {
    expectError(await save(body), 400);
  });

  test('malformed JSON is a 400', async () => {
    expectError(await save('{"kind":'), 400);
  });
});

describe('GET /api/saves', () => {
  test('newest first, only the user’s own', async () => {
    const as = await otherUserToken();
    expect(await list(as)).toEqual([]);
    for (const product of products.slice(2, 5)) {
      t.clock.advance(1000);
      expect((await save({ kind: 'product', refId: product.id }, as)).status).toBe(201);
    }
    const items = await list(as);
    expect(items.map((item) => item.refId)).toEqual(
      products
        .slice(2, 5)
        .map((product) => product.id)
        .reverse(),
    );
    expect(items.map((item) => item.createdAt)).toEqual([...items.map((item) => item.createdAt)].sort().reverse());
    expect((await list()).some((item) => items.some((theirs) => theirs.id === item.id))).toBe(false);
  });
});

describe('DELETE /api/saves/{id}', () => {
  test('removes the item: 204, then it is gone and a second delete is a 404', async () => {
    const item = savedItemSchema.parse((await save({ kind: 'product', refId: products[5]!.id })).json);
    const answer = await t.call('DELETE', `/api/saves/${item.id}`, { token });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await list()).some((saved) => saved.id === item.id)).toBe(false);
    expectError(await t.call('DELETE', `/api/saves/${item.id}`, { token }), 404, 'Сохранённый элемент не найден');
    // Saving it again works after removal.
    expect((await save({ kind: 'product', refId: products[5]!.id })).status).toBe(201);
  });

  test('someone else’s item is a 404 and stays', async () => {
    const item = savedItemSchema.parse((await save({ kind: 'product', refId: products[6]!.id })).json);
    expectError(await t.call('DELETE', `/api/saves/${item.id}`, { token: await otherUserToken() }), 404);
    expect((await list()).some((saved) => saved.id === item.id)).toBe(true);
  });

  test.each(['999999', '0', 'abc', '-1', '1.5'])('id %s is a 404', async (id) => {
    expectError(await t.call('DELETE', `/api/saves/${id}`, { token }), 404);
  });
});

test.each([
  ['GET', '/api/saves', undefined],
  ['POST', '/api/saves', { kind: 'product', refId: products[0]!.id }],
  ['DELETE', '/api/saves/1', undefined],
])('%s %s without a session is a 401', async (method, url, body) => {
  const answer = await t.call(method, url, { body });
  expectError(answer, 401, signInRequired);
  expect(answer.json).toEqual({ status: 401, error: 'Unauthorized', data: signInRequired });
});

test('a user’s saves go with the account', async () => {
  const person = await t.signUp();
  const as = (await t.signIn(person.email, person.password)).token;
  await save({ kind: 'product', refId: products[0]!.id }, as);
  const { id } = t.api.db.prepare('SELECT id FROM users WHERE email = ?').get(person.email) as { id: number };
  t.api.db.prepare('DELETE FROM users WHERE id = ?').run(id);
  expect((t.api.db.prepare('SELECT count(*) AS n FROM saved_items WHERE user_id = ?').get(id) as { n: number }).n).toBe(0);
  expectError(await t.call('GET', '/api/saves', { token: as }), 401);
});
