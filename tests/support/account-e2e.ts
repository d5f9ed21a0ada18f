/**
 * Browser-story helpers for the account: people with unique e-mails, accounts created and
 * activated through the site's own HTTP API, the demo outbox page (/dev/outbox) read as a person
 * would, and the popup and toasts located the way a person sees them.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './e2e';

export interface E2ePerson {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
}

let counter = 0;
/** A person no other test (nor an earlier run against the same server) uses. */
export function e2ePerson(tag: string, overrides: Partial<E2ePerson> = {}): E2ePerson {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    name: 'Анна Смирнова',
    phoneNumber: '+7 (912) 000-11-22',
    email: `${tag}.${unique}@example.ru`,
    password: 'Schitok-2025',
    ...overrides,
  };
}

/** The site's origin as the server sees it: mutating /api calls must come from it. */
export function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not configured');
  return new URL(baseURL).origin;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The demo outbox page's mails (newest first), optionally only those to `to`. */
export async function outboxMails(api: APIRequestContext, to?: string): Promise<OutboxEntry[]> {
  const answer = await api.get(`/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  const mails: OutboxEntry[] = [];
  for (const match of html.matchAll(
    /<article class="mail" data-to="([^"]*)"><h2>([^<]*)<\/h2>.*?<pre>([\s\S]*?)<\/pre>(?:<p><a class="mail-link" href="([^"]*)")?/g,
  )) {
    mails.push({
      to: unescape(match[1]!),
      subject: unescape(match[2]!),
      text: unescape(match[3]!),
      link: match[4] ? unescape(match[4]) : null,
    });
  }
  return to ? mails.filter((m) => m.to === to.toLowerCase()) : mails;
}

/** The path (on this site) of the newest activation link mailed to `email`. */
export async function activationPath(api: APIRequestContext, email: string): Promise<string> {
  const mail = (await outboxMails(api, email)).find((m) => m.link?.includes('/confirm/registration/'));
  if (!mail?.link) throw new Error(`no activation mail to ${email}`);
  // The mail links to the configured public origin; the tests reach the same server at baseURL.
  return new URL(mail.link).pathname;
}

/** The newest six-digit reset code mailed to `email`. */
export async function resetCode(api: APIRequestContext, email: string): Promise<string> {
  for (const mail of await outboxMails(api, email)) {
    const code = /Код для восстановления пароля: (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
  }
  throw new Error(`no reset code mailed to ${email}`);
}

/** Registers and activates `person` through the site's HTTP API (not the UI). */
export async function createActivatedAccount(api: APIRequestContext, baseURL: string | undefined, person: E2ePerson): Promise<E2ePerson> {
  const origin = originOf(baseURL);
  const created = await api.post('/api/auth/registration', {
    headers: { Origin: origin },
    data: {
      name: person.name,
      phoneNumber: person.phoneNumber,
      email: person.email,
      password: person.password,
      confirmPassword: person.password,
      agreement: true,
      personalDataConsent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const path = await activationPath(api, person.email);
  const code = path.split('/').pop()!;
  const activated = await api.post(`/api/auth/activate/${code}`, { headers: { Origin: origin } });
  expect(activated.status(), await activated.text()).toBe(200);
  return person;
}

/** The auth popup (a dialog). */
export function popup(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * The registration view's fields filled for `person` and the agreement ticked; the consent box is left
 * to the story (it is what several of them are about).
 */
export async function fillRegistration(page: Page, person: E2ePerson): Promise<void> {
  const dialog = popup(page);
  await dialog.getByLabel('Имя').fill(person.name);
  await dialog.getByLabel('Телефон').fill(person.phoneNumber);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(person.password);
  await dialog.getByLabel('Повторите пароль').fill(person.password);
  await page.locator('#registration-agreement').check();
}

/** The popup's title. */
export function popupTitle(page: Page): Locator {
  return popup(page).locator('.auth-popup__title');
}

/** A toast of the notification area, by its text (title or description). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The header's account button of a signed-out visitor, once the session is known. */
export function accountButton(page: Page): Locator {
  return page.getByRole('link', { name: 'Войти в личный кабинет' });
}

/** Opens the home page, waits for hydration and opens the popup from the header. */
export async function openLoginFromHeader(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await accountButton(page).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
}

/** Fills the popup's login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Takes the focus off the popup's focused field (its blur validation runs now), so that a
 * following click is not disturbed by the message appearing mid-click and moving the target.
 */
export async function leaveFocusedField(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Signs `person` in through the site's HTTP API; the browser context keeps the session cookie. */
export async function signInThroughApi(page: Page, baseURL: string | undefined, person: E2ePerson): Promise<void> {
  const answer = await page.request.post('/api/auth/login', {
    headers: { Origin: originOf(baseURL) },
    data: { email: person.email, password: person.password, callbackUrl: '/' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Puts each product into the specification of the browser (or request context) `api` is, two of each. */
export async function fillSpecification(api: APIRequestContext, baseURL: string | undefined, productIds: readonly string[]): Promise<void> {
  for (const productId of productIds) {
    const answer = await api.post('/api/specs/current/lines', { headers: { Origin: originOf(baseURL) }, data: { productId, quantity: 2 } });
    expect(answer.status(), `«В спецификацию» for ${productId}`).toBe(200);
  }
}
