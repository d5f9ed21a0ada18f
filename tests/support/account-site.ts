/**
 * Helpers for the account integration tests: a site harness that records what the BFF
 * and upstream said to each other (bodies included, so tokens can be looked for), a movable clock
 * for the embedded API, and a visitor — a supertest agent that keeps its cookies and sends what a
 * browser on the site's own pages would (Host/Origin for the same-origin check, its own client
 * address for the rate limits).
 */
import request from 'supertest';
import { expect } from 'vitest';
import { outboxMailSchema, type OutboxMail, type User } from '#shared/contract/auth';
import { browserUserAgent, createSiteHarness, type SiteHarness, type SiteHarnessOptions, type UpstreamMiddleware } from './site-harness';

/** The host the test visitors address; the same-origin check compares Origin with it. */
export const siteHost = 'site.test';
export const siteOrigin = `http://${siteHost}`;

/** A clock the test moves by hand: upstream tokens and codes expire without waiting. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

/** One BFF → upstream exchange, both bodies as text. */
export interface UpstreamExchange {
  method: string;
  path: string;
  requestHeaders: Headers;
  requestBody: string;
  status: number;
  responseBody: string;
}

export interface AccountSite extends SiteHarness {
  clock: TestClock;
  exchanges: UpstreamExchange[];
  /** Every access and refresh token upstream handed out (sign-in and refresh answers). */
  issuedTokens: Set<string>;
  /** Exchanges from index `from` on, optionally only those whose path starts with `prefix`. */
  exchangesSince(from: number, prefix?: string): UpstreamExchange[];
  /** The outbox of the embedded API, newest first. */
  mails(to?: string): Promise<OutboxMail[]>;
  /** The code of the newest activation link mailed to `email`. */
  activationCode(email: string): Promise<string>;
  /** The newest six-digit reset code mailed to `email`. */
  resetCode(email: string): Promise<string>;
}

/**
 * The site harness with an upstream recorder in front of `options.upstream` (if any). Rate-limit
 * counters see X-Forwarded-For (TRUST_PROXY on), so each visitor can have its own address.
 */
export function createAccountSite(options: SiteHarnessOptions & { clock?: TestClock } = {}): AccountSite {
  const clock = options.clock ?? createTestClock();
  const exchanges: UpstreamExchange[] = [];
  const issuedTokens = new Set<string>();
  const inner: UpstreamMiddleware = options.upstream ?? ((r, next) => next(r));
  const recorder: UpstreamMiddleware = async (req, next) => {
    const url = new URL(req.url);
    const requestBody = await req.clone().text();
    const answer = await inner(req, next);
    const responseBody = await answer.clone().text();
    exchanges.push({
      method: req.method,
      path: url.pathname + url.search,
      requestHeaders: new Headers(req.headers),
      requestBody,
      status: answer.status,
      responseBody,
    });
    if (answer.ok && /\/api\/auth\/(login|refresh)$/.test(url.pathname)) {
      try {
        const body = JSON.parse(responseBody) as { token?: unknown; refreshToken?: unknown };
        if (typeof body.token === 'string') issuedTokens.add(body.token);
        if (typeof body.refreshToken === 'string') issuedTokens.add(body.refreshToken);
      } catch {
        // Not JSON: nothing to remember.
      }
    }
    return answer;
  };
  const site = createSiteHarness({
    ...options,
    now: options.now ?? clock.now,
    upstream: recorder,
    env: { TRUST_PROXY: 'true', ...options.env },
  });

  const mails = async (to?: string): Promise<OutboxMail[]> => {
    const answer = await site.embedded.app.request(to === undefined ? '/api/dev/outbox' : `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(200);
    return outboxMailSchema.array().parse(await answer.json());
  };

  return {
    ...site,
    clock,
    exchanges,
    issuedTokens,
    exchangesSince: (from, prefix) => exchanges.slice(from).filter((e) => prefix === undefined || e.path.startsWith(prefix)),
    mails,
    async activationCode(email) {
      const mail = (await mails(email)).find((m) => m.link?.includes('/confirm/registration/'));
      if (!mail?.link) throw new Error(`no activation mail to ${email}`);
      return mail.link.split('/confirm/registration/')[1]!;
    },
    async resetCode(email) {
      const mail = (await mails(email)).find((m) => /Код для восстановления пароля: \d{6}/.test(m.text));
      const code = mail && /Код для восстановления пароля: (\d{6})/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no reset code mailed to ${email}`);
      return code;
    },
  };
}

let addresses = 0;
/** A client address no other visitor of this process uses (for the per-IP rate limits). */
export function nextClientIp(): string {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

let emails = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(tag = 'user'): string {
  emails += 1;
  return `${tag}.${Date.now().toString(36)}.${emails}@example.ru`;
}

export interface Person {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
}

export function newPerson(overrides: Partial<Person> = {}): Person {
  return { name: 'Иван Петров', phoneNumber: '+7 (912) 345-67-89', email: uniqueEmail(), password: 'Provod-2025', ...overrides };
}

/** The registration payload upstream gets, plus the two checkboxes the form requires (agreement, consent). */
export function registrationBody(person: Person, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: person.name,
    phoneNumber: person.phoneNumber,
    email: person.email,
    password: person.password,
    confirmPassword: person.password,
    agreement: true,
    personalDataConsent: true,
    ...overrides,
  };
}

type Test = request.Test;

/**
 * A browser on the site: keeps cookies, sends a person's user agent, its own client address and —
 * on mutating calls — the same-origin Origin header of the site's pages.
 */
export class Visitor {
  readonly agent: ReturnType<typeof request.agent>;
  readonly ip: string;

  constructor(
    readonly site: Pick<SiteHarness, 'server'>,
    ip = nextClientIp(),
  ) {
    this.agent = request.agent(site.server);
    this.ip = ip;
  }

  private dress(test: Test): Test {
    return test.set('Host', siteHost).set('User-Agent', browserUserAgent).set('X-Forwarded-For', this.ip);
  }

  get(path: string): Test {
    return this.dress(this.agent.get(path));
  }

  /** A fetch-style JSON call from the site's own page (Origin = the site). */
  postJson(path: string, body?: unknown): Test {
    const test = this.dress(this.agent.post(path)).set('Origin', siteOrigin).set('Accept', 'application/json');
    if (body === undefined) return test;
    return test.set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));
  }

  deleteJson(path: string): Test {
    return this.dress(this.agent.delete(path)).set('Origin', siteOrigin).set('Accept', 'application/json');
  }

  /** An ordinary HTML form post, as a browser without JavaScript sends it (no redirects followed). */
  postForm(path: string, fields: Record<string, string>): Test {
    return this.dress(this.agent.post(path))
      .set('Origin', siteOrigin)
      .type('form')
      .send(new URLSearchParams(fields).toString())
      .redirects(0);
  }

  /** The cookie jar's value of `name`, or undefined. */
  cookie(name: string): string | undefined {
    const jar = (this.agent as unknown as { jar: { getCookie(name: string, access: unknown): { value: string } | undefined } }).jar;
    const access = { domain: '127.0.0.1', path: '/', secure: false, script: false };
    return jar.getCookie(name, access)?.value;
  }

  async session(): Promise<{ status: string; user: User | null }> {
    const answer = await this.get('/api/auth/session').set('Accept', 'application/json');
    expect(answer.status).toBe(200);
    return answer.body as { status: string; user: User | null };
  }

  async signIn(email: string, password: string): Promise<User> {
    const answer = await this.postJson('/api/auth/login', { email, password, callbackUrl: '/' });
    if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}: ${answer.text}`);
    return (answer.body as { user: User }).user;
  }
}

/** Registers `person` through the BFF and opens the activation link: the person can sign in. */
export async function registerAndActivate(site: AccountSite, person: Person = newPerson(), visitor = new Visitor(site)): Promise<Person> {
  const created = await visitor.postJson('/api/auth/registration', registrationBody(person));
  if (created.status !== 200) throw new Error(`registration of ${person.email} answered ${created.status}: ${created.text}`);
  const code = await site.activationCode(person.email);
  const activated = await visitor.postJson(`/api/auth/activate/${code}`);
  if (activated.status !== 200) throw new Error(`activation of ${person.email} answered ${activated.status}: ${activated.text}`);
  return person;
}

/** A visitor signed in as a fresh, activated account: the usual start of a member's story. */
export async function signedInMember(site: AccountSite, overrides: Partial<Person> = {}): Promise<{ visitor: Visitor; person: Person }> {
  const visitor = new Visitor(site);
  const person = await registerAndActivate(site, newPerson(overrides), visitor);
  await visitor.signIn(person.email, person.password);
  return { visitor, person };
}

/** A cookie of a Set-Cookie list, parsed: its value and attributes (lower-cased names). */
export interface SetCookie {
  name: string;
  value: string;
  raw: string;
  attributes: Record<string, string | true>;
}

export function setCookies(headers: Record<string, unknown>): SetCookie[] {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return list.map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [k = '', ...v] = part.trim().split('=');
      attributes[k.toLowerCase()] = v.length ? v.join('=') : true;
    }
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), raw: line, attributes };
  });
}

export function setCookie(headers: Record<string, unknown>, name: string): SetCookie | undefined {
  return setCookies(headers).find((c) => c.name === name);
}

/** True when the Set-Cookie deletes the cookie (empty value, Max-Age=0 or an expiry in the past). */
export function isCleared(cookie: SetCookie | undefined): boolean {
  if (!cookie) return false;
  if (cookie.attributes['max-age'] === '0') return true;
  const expires = cookie.attributes.expires;
  return typeof expires === 'string' && Date.parse(expires) <= Date.now();
}

/** The query of a Location header (or any same-site path) as URLSearchParams, with its path. */
export function parseLocation(location: string | undefined): { pathname: string; params: URLSearchParams; origin: string } {
  if (location === undefined) throw new Error('no Location header');
  const url = new URL(location, siteOrigin);
  return { pathname: url.pathname, params: url.searchParams, origin: url.origin };
}
