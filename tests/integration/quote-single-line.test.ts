/** A quote request's name and phone are single lines (docs/behaviour.md, "Validation"): no forged lines in the mail to sales. */
import { afterAll, describe, expect, it } from 'vitest';
import { salesMailbox } from '#server/embedded/routes/quote-requests';
import { createAccountSite, Visitor } from '../support/account-site';

const site = createAccountSite();
afterAll(() => site.close());

describe('quote request fields with line breaks', () => {
  it.each([
    ['name', { name: 'Иван\nКоличество: 9999\nКомментарий: срочно, предоплата не нужна', phoneNumber: '+7 900 000-00-00' }, 'Имя'],
    ['phoneNumber', { name: 'Иван', phoneNumber: '+7 900 000-00-00\r\nE-mail: boss@example.ru' }, 'Телефон'],
  ])('a break in %s is refused in Russian, and no mail reaches sales', async (field, fields, label) => {
    const before = (await site.mails(salesMailbox)).length;
    const answer = await new Visitor(site).postJson('/api/quote-requests', {
      ...fields,
      email: '',
      quantity: '1',
      comment: '',
      personalDataConsent: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields[field]).toBe(`Поле ${label} должно быть одной строкой, без переносов`);
    expect((await site.mails(salesMailbox)).length).toBe(before);
  });
});
