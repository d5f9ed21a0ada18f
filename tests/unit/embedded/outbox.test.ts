import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxListLimit } from '#server/embedded/outbox';
import { newPerson, openAccountsApi, type AccountsTestApi } from './accounts-client';

/** GET /api/dev/outbox: a development tool of the embedded API, not part of the contract. */
let t: AccountsTestApi;
beforeAll(() => {
  t = openAccountsApi();
});
afterAll(() => t.dispose());

test('empty on a fresh data directory', async () => {
  const fresh = openAccountsApi();
  expect(await fresh.mails()).toEqual([]);
  fresh.dispose();
});

test('newest first, with ISO times', async () => {
  const first = newPerson();
  const second = newPerson();
  await t.register(first);
  t.clock.advance(1000);
  await t.register(second);
  await t.call('POST', `/api/auth/reset/password/request?email=${encodeURIComponent(second.email)}`);

  const mails = await t.mails();
  expect(mails.slice(0, 3).map((mail) => [mail.to, mail.subject])).toEqual([
    [second.email, 'Восстановление пароля'],
    [second.email, 'Подтверждение регистрации'],
    [first.email, 'Подтверждение регистрации'],
  ]);
  expect(mails[0]!.createdAt).toBe(new Date(t.clock.now()).toISOString());
  // Exactly the contract's fields (libsql's row metadata does not leak).
  expect(Object.keys(mails[0]!).sort()).toEqual(['createdAt', 'id', 'link', 'subject', 'text', 'to']);
  const raw = (await t.call('GET', '/api/dev/outbox')).json as object[];
  expect(Object.keys(raw[0]!).sort()).toEqual(['createdAt', 'id', 'link', 'subject', 'text', 'to']);
});

test('?to= keeps one recipient’s mails, whatever the letter case', async () => {
  const person = newPerson();
  await t.register(person);
  await t.register(newPerson());
  for (const to of [person.email, person.email.toUpperCase(), ` ${person.email} `]) {
    const mails = await t.mails(to);
    expect(mails.map((mail) => mail.to)).toEqual([person.email]);
  }
  expect(await t.mails('nobody@example.ru')).toEqual([]);
  // An empty filter is no filter.
  expect((await t.mails('')).length).toBeGreaterThan(1);
});

test(`at most the ${outboxListLimit} newest`, async () => {
  const insert = t.api.db.prepare(
    "INSERT INTO outbox (recipient, subject, text, link, created_at) VALUES ('bulk@example.ru', 'Тест', 'Текст', NULL, ?)",
  );
  for (let i = 0; i < outboxListLimit + 5; i++) insert.run(t.clock.now() + i);
  const mails = await t.mails();
  expect(mails).toHaveLength(outboxListLimit);
  expect(mails[0]!.link).toBeNull();
});
