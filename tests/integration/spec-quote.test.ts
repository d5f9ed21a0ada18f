/**
 * A quote for a whole specification (docs/behaviour.md, "Specification"): the quote form's rules and
 * limit, every line sent, the request recorded upstream with a copy of the lines, the mail to sales
 * with the specification's XLSX attached (read back with ExcelJS), /my/requests' list, the same
 * without JavaScript, and no bad input a 500.
 */
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountMessages } from '#shared/auth/account-messages';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { specQuoteListSchema, specQuoteMessages } from '#shared/contract/spec-quotes';
import { specSchema } from '#shared/contract/specs';
import { salesMailbox } from '#server/embedded/routes/quote-requests';
import { type AccountSite, createAccountSite, signedInMember, Visitor } from '../support/account-site';

let site: AccountSite;
let products: { id: string; name: string; article: string }[];

beforeAll(() => {
  site = createAccountSite();
  products = site.embedded.db
    .prepare("SELECT id, name, article FROM products WHERE unit = 'шт' ORDER BY id LIMIT 3")
    .all() as typeof products;
});
afterAll(() => site.close());

const contact = {
  name: 'Иван Петров',
  phoneNumber: '+7 900 123-45-67',
  email: 'ivan@example.ru',
  comment: 'Доставка в Тверь',
  personalDataConsent: 'on',
};

/** A visitor on its own address (the quote limit counts per address) with a guest specification of `lines` products. */
async function guestWith(lines: number): Promise<Visitor> {
  const guest = new Visitor(site);
  for (const [index, product] of products.slice(0, lines).entries()) {
    expect((await guest.postJson('/api/specs/current/lines', { productId: product.id, quantity: index + 2 })).status).toBe(200);
  }
  return guest;
}

/** The newest mail to sales about request `id`, with its first attachment's bytes as upstream keeps them. */
async function salesMail(id: number) {
  const mail = (await site.mails(salesMailbox)).find((m) => m.subject.startsWith(`Запрос КП № ${id}:`));
  expect(mail, `a mail for request ${id}`).toBeDefined();
  const file = await site.embedded.app.request(`/api/dev/outbox/${mail!.id}/attachments/1`);
  return { mail: mail!, file, bytes: Buffer.from(await file.arrayBuffer()) };
}

async function cellsOf(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const values: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => values.push(String(cell.value))));
  return values;
}

describe('a guest asks for a quote on the whole specification', () => {
  test('with JavaScript: the number, a mail to sales listing every line, the XLSX attached and readable', async () => {
    const guest = await guestWith(3);
    const answer = await guest.postJson('/api/specs/current/quote', contact);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const id = answer.body.id as number;
    expect(answer.body.message).toBe(quoteMessages.sent(id));

    const { mail, file, bytes } = await salesMail(id);
    expect(mail.subject).toBe(`Запрос КП № ${id}: спецификация «Спецификация», 3 поз.`);
    for (const product of products) expect(mail.text).toContain(product.article);
    expect(mail.text).toContain('Иван Петров');
    expect(mail.attachments).toEqual([
      {
        filename: expect.stringMatching(/^specification-\d{4}-\d{2}-\d{2}\.xlsx$/),
        contentType: expect.stringContaining('spreadsheetml'),
        size: expect.any(Number),
      },
    ]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const cells = await cellsOf(bytes);
    for (const product of products) {
      expect(cells).toContain(product.article);
      expect(cells).toContain(product.name);
    }
    expect(cells.some((cell) => cell.startsWith('Итого'))).toBe(true);
  });

  test('without JavaScript: a form post, a 303 back to the form with the number in the flash, and the same mail', async () => {
    const guest = await guestWith(2);
    const posted = await guest.postForm('/api/specs/current/quote', { ...contact, callbackUrl: '/spec' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/spec#spec-quote');
    const newest = (await site.mails(salesMailbox))[0]!;
    expect(newest.subject).toMatch(/^Запрос КП № \d+: спецификация «Спецификация», 2 поз\.$/);
    expect(newest.attachments).toHaveLength(1);
  });

  test.each([
    ['no name', { ...contact, name: '' }, 'name', 'Поле Имя обязательно для заполнения'],
    ['no phone', { ...contact, phoneNumber: ' ' }, 'phoneNumber', 'Поле Телефон обязательно для заполнения'],
    ['a bad e-mail', { ...contact, email: 'not-an-address' }, 'email', 'Поле E-mail должно быть действительным электронным адресом'],
    ['a long comment', { ...contact, comment: 'к'.repeat(1001) }, 'comment', 'Поле Комментарий не может быть длиннее 1000 символов'],
    ['a name over two lines', { ...contact, name: 'Иван\nТема: скидка' }, 'name', 'Поле Имя должно быть одной строкой, без переносов'],
  ])('%s: 400 with the field’s message, nothing sent', async (_, body, field, message) => {
    const guest = await guestWith(1);
    const before = (await site.mails(salesMailbox)).length;
    const answer = await guest.postJson('/api/specs/current/quote', body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields[field]).toBe(message);
    expect((await site.mails(salesMailbox)).length).toBe(before);
  });

  test('posted without JavaScript with a bad field: back to the form, nothing sent', async () => {
    const guest = await guestWith(1);
    const before = (await site.mails(salesMailbox)).length;
    const posted = await guest.postForm('/api/specs/current/quote', { ...contact, name: '', callbackUrl: '/spec' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/spec#spec-quote');
    expect((await site.mails(salesMailbox)).length).toBe(before);
  });

  test('an empty specification, or none: a Russian refusal', async () => {
    const none = await new Visitor(site).postJson('/api/specs/current/quote', contact);
    expect(none.status).toBe(409);
    expect(none.body.data).toBe(specQuoteMessages.empty);
    const guest = await guestWith(1);
    await guest.deleteJson(`/api/specs/current/lines/${products[0]!.id}`);
    const empty = await guest.postJson('/api/specs/current/quote', contact);
    expect(empty.status).toBe(409);
    expect(empty.body.data).toBe(specQuoteMessages.empty);
  });

  test.each([
    ['an array', '[1,2]'],
    ['not JSON', '{"name":'],
    ['numbers for text', JSON.stringify({ name: 1, phoneNumber: 2, email: 3, comment: 4 })],
    ['a huge field', JSON.stringify({ ...contact, comment: 'x'.repeat(15_000) })],
  ])('%s: a 4xx in the /api error shape, never a 500', async (_, raw) => {
    const guest = await guestWith(1);
    const answer = await guest.postJson('/api/specs/current/quote', raw);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(typeof answer.body.data).toBe('string');
  });

  test('a file the visitor sends along is ignored: sales get the specification the site made', async () => {
    const guest = await guestWith(1);
    const answer = await guest.postJson('/api/specs/current/quote', { ...contact, attachment: { filename: 'x.xlsx', content: 'QUFB' } });
    expect(answer.status).toBe(200);
    const { mail, bytes } = await salesMail(answer.body.id as number);
    expect(mail.attachments?.[0]?.filename).toMatch(/^specification-/);
    expect(await cellsOf(bytes)).toContain(products[0]!.article);
  });

  test('upstream refuses an attachment that is not base64 XLSX of its form', async () => {
    const guest = await guestWith(1);
    const direct = await site.embedded.app.request(`/api/specs/guest/${guest.cookie('spec')}/quote-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, attachment: { filename: 'x.exe', content: 'AAAA' } }),
    });
    expect(direct.status).toBe(400);
  });
});

describe('a signed-in user', () => {
  test('asks for a quote on a named specification and finds it in /my/requests: date, number, lines, a link back', async () => {
    const { visitor: owner } = await signedInMember(site);
    const spec = specSchema.parse((await owner.postJson('/api/specs', { name: 'Объект на Ленина' })).body);
    for (const product of products.slice(0, 2)) await owner.postJson(`/api/specs/${spec.id}/lines`, { productId: product.id, quantity: 5 });
    const sent = await owner.postJson(`/api/specs/${spec.id}/quote`, contact);
    expect(sent.status, sent.text).toBe(200);

    const list = specQuoteListSchema.parse((await owner.get('/api/quote-requests').set('Accept', 'application/json')).body);
    expect(list[0]).toMatchObject({ id: sent.body.id, spec: { id: spec.id, name: 'Объект на Ленина' }, specName: 'Объект на Ленина' });
    expect(list[0]!.lines.map((l) => [l.article, l.quantity])).toEqual(products.slice(0, 2).map((p) => [p.article, 5]));

    const page = await owner.get('/my/requests');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain(`№ ${sent.body.id}`);
    expect(page.text).toContain(products[0]!.article);
    expect(page.text).toContain(`href="/my/specs/${spec.id}"`);
    expect(page.text).toContain('<meta name="robots" content="noindex');

    // Another user neither sends for it nor sees it; a signed-out visitor is sent to log in.
    const { visitor: other } = await signedInMember(site);
    expect((await other.postJson(`/api/specs/${spec.id}/quote`, contact)).status).toBe(404);
    expect(specQuoteListSchema.parse((await other.get('/api/quote-requests').set('Accept', 'application/json')).body)).toEqual([]);
    expect((await new Visitor(site).get('/api/quote-requests').set('Accept', 'application/json')).status).toBe(401);
    const guarded = await new Visitor(site).get('/my/requests');
    expect(guarded.status).toBe(302);
    expect(guarded.headers.location).toContain('auth=login');
  });
});

describe('the demo outbox', () => {
  test('lists the attachment and hands its bytes to a person at this machine', async () => {
    // The outbox page is never served behind a trusted proxy (docs/operations.md, "Mail").
    const local = createAccountSite({ env: { TRUST_PROXY: '0' } });
    try {
      const guest = new Visitor(local);
      await guest.postJson('/api/specs/current/lines', { productId: products[0]!.id, quantity: 1 });
      const sent = await guest.postJson('/api/specs/current/quote', contact);
      expect(sent.status).toBe(200);
      const mail = (await local.mails(salesMailbox))[0]!;
      const page = await request(local.server).get('/dev/outbox');
      expect(page.text).toContain(`href="/dev/outbox/${mail.id}/attachments/1"`);
      const file = await request(local.server)
        .get(`/dev/outbox/${mail.id}/attachments/1`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(await cellsOf(file.body as Buffer)).toContain(products[0]!.article);
      expect((await request(local.server).get(`/dev/outbox/${mail.id}/attachments/2`)).status).toBe(404);
      // Another machine gets nothing, the files included.
      const remote = { incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 40_000, remoteFamily: 'IPv4' } } };
      expect((await local.app.request(`/dev/outbox/${mail.id}/attachments/1`, {}, remote)).status).toBe(404);
    } finally {
      local.close();
    }
  });
});

describe('the limit', () => {
  test('ten quotes an hour per address, products and specifications together; then «Слишком много попыток…»', async () => {
    const address = '203.0.113.77';
    const guest = new Visitor(site, address);
    await guest.postJson('/api/specs/current/lines', { productId: products[0]!.id, quantity: 1 });
    for (let i = 0; i < 9; i += 1) expect((await guest.postJson('/api/specs/current/quote', contact)).status).toBe(200);
    expect((await guest.postJson('/api/quote-requests', { ...contact, quantity: '1', productId: products[0]!.id })).status).toBe(200);
    const refused = await guest.postJson('/api/specs/current/quote', contact);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBe(accountMessages.tooManyAttempts(60));
  });
});
