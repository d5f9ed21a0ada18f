/**
 * The separate consent and its log (docs/behaviour.md, "Consent to the processing of personal data"):
 * registration is refused without the consent box, with and without JavaScript, and a forged value
 * too; a registration with it records the consent upstream (subject, form, document version, time,
 * address); the owner lists and withdraws it, nobody else sees it; the log has no call that changes
 * or deletes a record; CONSENT_CHECKBOX=false removes the requirement.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { consentListSchema, consentPaths } from '#shared/contract/consents';
import { quotePaths } from '#shared/contract/quotes';
import { documentVersion } from '#server/consent/consent-service';
import { consent } from '#server/embedded/seed/consent';
import { popupOf } from '#tests/support/html-checks';
import {
  createAccountSite,
  newPerson,
  registerAndActivate,
  registrationBody,
  signedInMember,
  Visitor,
  type AccountSite,
} from '../support/account-site';

const required = 'Поле Согласие на обработку персональных данных обязательно для заполнения';
const fieldMessage = (html: string, fieldId: string) => new RegExp(`id="${fieldId}-error"[^>]*>([^<]*)<`).exec(html)?.[1];
const noticeOf = (html: string) => /class="flash-notice[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const consentRows = () =>
  site.embedded.db.prepare('SELECT * FROM consent_log ORDER BY id').all() as Array<Record<string, string | number | null>>;

describe('registration without the consent', () => {
  test.each([
    ['missing', { personalDataConsent: undefined }],
    ['unticked', { personalDataConsent: false }],
    ['forged', { personalDataConsent: 'yes-please' }],
    ['forged as an object', { personalDataConsent: { on: true } }],
  ])('%s: 400 with the Russian message, upstream never asked', async (_case, override) => {
    const person = newPerson();
    const from = site.exchanges.length;
    const answer = await new Visitor(site).postJson('/api/auth/registration', registrationBody(person, override));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe(required);
    expect(answer.body.fields.personalDataConsent).toBe(required);
    expect(site.exchangesSince(from)).toEqual([]);
  });

  test('without JavaScript: back to the form, whose page answers 400 with the message beneath the box, no account made', async () => {
    const person = newPerson();
    const visitor = new Visitor(site);
    const { personalDataConsent: _omitted, ...fields } = registrationBody(person, { agreement: 'on', callbackUrl: '/about' });
    const posted = await visitor.postForm('/api/auth/registration', fields as Record<string, string>);
    expect(posted.status).toBe(303);
    const page = await visitor.get(posted.headers.location!);
    expect(page.status).toBe(400);
    expect(page.headers['cache-control']).toContain('no-store');
    // Read once: the same address again is the page alone, a 200.
    expect((await visitor.get(posted.headers.location!)).status).toBe(200);
    const popup = popupOf(page.text);
    expect(popup.view).toBe('registration');
    expect(fieldMessage(popup.html, 'registration-consent')).toBe(required);
    expect(await site.mails(person.email)).toEqual([]);
  });
});

describe('registration with the consent', () => {
  test('with JavaScript: the consent is recorded with the e-mail, form, version, time and address', async () => {
    const person = newPerson();
    const visitor = new Visitor(site);
    const answer = await visitor.postJson('/api/auth/registration', registrationBody(person));
    expect(answer.status).toBe(200);
    const row = consentRows().findLast((r) => r.email === person.email);
    expect(row).toMatchObject({
      kind: 'consent',
      form: 'registration',
      document: 'consent',
      version: documentVersion(consent.html),
      phone: person.phoneNumber,
      address: visitor.ip,
      user_id: null,
    });
    expect(Date.now() - Date.parse(String(row!.created_at))).toBeLessThan(60_000);
  });

  test('without JavaScript: a ticked box (`on`) registers and records', async () => {
    const person = newPerson();
    const fields = registrationBody(person, { agreement: 'on', personalDataConsent: 'on', callbackUrl: '/' });
    const posted = await new Visitor(site).postForm('/api/auth/registration', fields as Record<string, string>);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toContain('auth=registration-finish');
    expect(consentRows().some((r) => r.email === person.email && r.form === 'registration')).toBe(true);
  });
});

describe('«Мои согласия»', () => {
  test('the owner lists the registration consent and withdraws it; the withdrawal is its own record', async () => {
    const { visitor, person } = await signedInMember(site);
    const listed = await visitor.get('/api/consents/my').set('Accept', 'application/json');
    expect(listed.status).toBe(200);
    const [mine, ...rest] = consentListSchema.parse(listed.body);
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({ form: 'registration', document: 'consent', version: documentVersion(consent.html), withdrawnAt: null });

    const before = consentRows().length;
    const withdrawn = await visitor.postJson(`/api/consents/${mine!.id}/withdrawal`, {});
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe('Согласие отозвано');
    const rows = consentRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'withdrawal', consent_id: mine!.id, address: visitor.ip });
    // The consent itself is untouched.
    expect(rows.find((r) => r.id === mine!.id)).toMatchObject({ kind: 'consent', email: person.email.toLowerCase() });

    const again = await visitor.postJson(`/api/consents/${mine!.id}/withdrawal`, {});
    expect(again.status).toBe(409);
    expect(again.body.data).toBe('Согласие уже отозвано');
    const relisted = consentListSchema.parse((await visitor.get('/api/consents/my').set('Accept', 'application/json')).body);
    expect(relisted[0]!.withdrawnAt).not.toBeNull();
  });

  test('the profile page lists it without JavaScript, and «Отозвать» posts, 303 back with a notice', async () => {
    const { visitor } = await signedInMember(site);
    const page = await visitor.get('/my/profile');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Мои согласия');
    const action = /action="(\/api\/consents\/(\d+)\/withdrawal)"/.exec(page.text);
    expect(action).not.toBeNull();
    const posted = await visitor.postForm(action![1]!, { callbackUrl: '/my/profile' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/my/profile');
    const back = await visitor.get('/my/profile');
    expect(noticeOf(back.text)).toBe('Согласие отозвано');
    expect(back.text).toContain('Отозвано ');
    expect(back.text).not.toContain(action![1]);
  });

  test("another user's consent is neither listed nor withdrawable", async () => {
    const owner = await signedInMember(site);
    const other = await signedInMember(site);
    const ownerList = consentListSchema.parse((await owner.visitor.get('/api/consents/my').set('Accept', 'application/json')).body);
    const otherList = consentListSchema.parse((await other.visitor.get('/api/consents/my').set('Accept', 'application/json')).body);
    expect(otherList.map((c) => c.id)).not.toContain(ownerList[0]!.id);
    const taken = await other.visitor.postJson(`/api/consents/${ownerList[0]!.id}/withdrawal`, {});
    expect(taken.status).toBe(404);
    const still = consentListSchema.parse((await owner.visitor.get('/api/consents/my').set('Accept', 'application/json')).body);
    expect(still[0]!.withdrawnAt).toBeNull();
  });

  test('signed out: 401 for the list', async () => {
    const answer = await new Visitor(site).get('/api/consents/my').set('Accept', 'application/json');
    expect(answer.status).toBe(401);
  });
});

describe('the log is append-only', () => {
  test('the browser cannot record a consent itself, nor change or delete one', async () => {
    const { visitor } = await signedInMember(site);
    const [mine] = consentListSchema.parse((await visitor.get('/api/consents/my').set('Accept', 'application/json')).body);
    const body = { form: 'quote', document: 'consent', version: 'a'.repeat(64), email: null, phone: null, address: '1.2.3.4' };
    const recorded = await visitor.postJson('/api/consents', body);
    expect(recorded.status).toBe(404);
    // No such call of the site's: the API's own «not found», not a consent's.
    expect(recorded.body.data).not.toBe('Согласие не найдено');
    expect(consentRows().some((r) => r.version === body.version)).toBe(false);
    for (const method of ['put', 'patch', 'delete'] as const) {
      const answer = await visitor.agent[method](`/api/consents/${mine!.id}`).set('Host', 'site.test').set('Origin', 'http://site.test');
      expect([404, 405], `${method} at the site`).toContain(answer.status);
    }
  });

  test('the upstream has no call that changes or deletes a record, and its table refuses both', async () => {
    const [row] = consentRows();
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of [consentPaths.record, `${consentPaths.record}/${row!.id}`, `${consentPaths.record}/${row!.id}/withdrawal`]) {
        const answer = await site.embedded.app.request(path, { method });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
    }
    expect(() => site.embedded.db.prepare("UPDATE consent_log SET address = 'x' WHERE id = ?").run(row!.id)).toThrow(/append-only/);
    expect(() => site.embedded.db.prepare('DELETE FROM consent_log WHERE id = ?').run(row!.id)).toThrow(/append-only/);
  });
});

describe('CONSENT_CHECKBOX=false', () => {
  let off: AccountSite;
  beforeAll(() => {
    off = createAccountSite({ env: { CONSENT_CHECKBOX: 'false' } });
  });
  afterAll(() => off.close());

  test('no box in the form, no requirement, nothing recorded', async () => {
    const page = await new Visitor(off).get('/?auth=registration');
    expect(page.text).toContain('registration-agreement');
    expect(page.text).not.toContain('personalDataConsent');
    const person = newPerson();
    const answer = await new Visitor(off).postJson('/api/auth/registration', registrationBody(person, { personalDataConsent: undefined }));
    expect(answer.status).toBe(200);
    await registerAndActivate(off, newPerson({}), new Visitor(off));
    expect((off.embedded.db.prepare('SELECT count(*) AS n FROM consent_log').get() as { n: number }).n).toBe(0);
  });

  test('on by default: the form has the box', async () => {
    const page = await new Visitor(site).get('/?auth=registration');
    expect(page.text).toContain('name="personalDataConsent"');
  });
});

describe('the quote forms', () => {
  const contact = { name: 'Пётр Кузнецов', phoneNumber: '+7 912 555-44-33', email: 'petr.quote@example.ru', comment: '' };
  let productId: string;
  beforeAll(async () => {
    const listing = await site.embedded.app.request('/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products');
    productId = ((await listing.json()) as { items: { id: string }[] }).items[0]!.id;
  });

  test('a product quote without the consent is refused (JSON and form post); with it, sent and recorded as `quote`', async () => {
    const visitor = new Visitor(site);
    const body = { ...contact, quantity: '2', productId };
    const refused = await visitor.postJson('/api/quote-requests', { ...body, personalDataConsent: 'forged' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.personalDataConsent).toBe(required);
    const posted = await visitor.postForm('/api/quote-requests', { ...body, callbackUrl: '/' });
    expect(posted.status).toBe(303);
    const shown = await visitor.get(posted.headers.location!);
    expect(shown.status).toBe(400);
    expect(shown.text).toContain(required);
    const sent = await visitor.postJson('/api/quote-requests', { ...body, personalDataConsent: true });
    expect(sent.status).toBe(200);
    expect(consentRows().at(-1)).toMatchObject({ kind: 'consent', form: 'quote', email: contact.email, address: visitor.ip });
  });

  test('the specification quote without the consent is refused; with it, recorded as `spec-quote`', async () => {
    const visitor = new Visitor(site);
    expect((await visitor.postJson('/api/specs/current/lines', { productId, quantity: 1 })).status).toBe(200);
    const refused = await visitor.postJson('/api/specs/current/quote', contact);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBe(required);
    const sent = await visitor.postJson('/api/specs/current/quote', { ...contact, personalDataConsent: true });
    expect(sent.status).toBe(200);
    expect(consentRows().at(-1)).toMatchObject({ kind: 'consent', form: 'spec-quote', phone: contact.phoneNumber, address: visitor.ip });
  });
});

describe('no consent on record, no processing', () => {
  // An upstream that takes every call but the consent's record.
  let refusing: AccountSite;
  beforeAll(() => {
    refusing = createAccountSite({
      upstream: (request, next) =>
        request.method === 'POST' && new URL(request.url).pathname === consentPaths.record
          ? Promise.resolve(Response.json({ status: 500, error: 'internal', data: 'Ошибка' }, { status: 500 }))
          : next(request),
    });
  });
  afterAll(() => refusing.close());

  test('a record upstream refuses: registration and quote refused with 502, no account and no quote made', async () => {
    const person = newPerson();
    const visitor = new Visitor(refusing);
    const registration = await visitor.postJson('/api/auth/registration', registrationBody(person));
    expect(registration.status).toBe(502);
    expect(registration.body.data).toBe('Сервис временно недоступен. Попробуйте через минуту.');
    expect(await refusing.mails(person.email)).toEqual([]);

    const listing = await refusing.embedded.app.request('/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products');
    const productId = ((await listing.json()) as { items: { id: string }[] }).items[0]!.id;
    const from = refusing.exchanges.length;
    const quote = await visitor.postJson('/api/quote-requests', {
      name: 'Пётр Кузнецов',
      phoneNumber: '+7 912 555-44-33',
      quantity: '2',
      productId,
      personalDataConsent: true,
    });
    expect(quote.status).toBe(502);
    const asked = refusing.exchangesSince(from).map((e) => `${e.method} ${e.path}`);
    expect(asked).toContain(`POST ${consentPaths.record}`);
    expect(asked).not.toContain(`POST ${quotePaths.create}`);
  });
});
