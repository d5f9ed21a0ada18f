/**
 * Without JavaScript every account action still works (docs/behaviour.md, "Without JavaScript"):
 * «В избранное», the profile's two forms and «Выйти» are ordinary form posts that come back with
 * their outcome in the one-time flash; a failed form shows each field's message beneath its field;
 * a signed-in visitor sent to a guest-only popup view sees «Вы вошли».
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { popupOf } from '#tests/support/html-checks';
import { type AccountSite, createAccountSite, signedInMember, siteHost, Visitor } from '../support/account-site';
import { buttonPosts } from '../support/button-posts';

let site: AccountSite;
let panelId: string;

beforeAll(async () => {
  site = createAccountSite();
  const panels = (await (await site.app.request(`http://${siteHost}/api/elpanels`)).json()) as Array<{ id: string }>;
  panelId = panels[0]!.id;
});
afterAll(() => site.close());

/** The message drawn beneath the field with this id (its alert block), or undefined. */
function fieldMessage(html: string, fieldId: string): string | undefined {
  return new RegExp(`id="${fieldId}-error"[^>]*>([^<]*)<`).exec(html)?.[1];
}

const noticeOf = (html: string) => /class="flash-notice[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];

const signedInVisitor = () => signedInMember(site);

describe('per-field messages of a form posted without JavaScript', () => {
  test('registration: every bad field gets its own message beneath it, and no one-block summary', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/registration', {
      name: '',
      phoneNumber: '+7 900 000-00-00',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
      callbackUrl: '/',
    });
    expect(posted.status).toBe(303);
    const page = await visitor.get(posted.headers.location!);
    const popup = popupOf(page.text);
    expect(popup.view).toBe('registration');
    expect(fieldMessage(popup.html, 'registration-name')).toBe('Поле Имя обязательно для заполнения');
    expect(fieldMessage(popup.html, 'registration-email')).toBe('Поле E-mail должно быть действительным электронным адресом');
    expect(fieldMessage(popup.html, 'registration-password')).toBe('Поле Пароль должно быть не короче 8 символов');
    expect(fieldMessage(popup.html, 'registration-confirmPassword')).toBe('Поле Повторите пароль не совпадает с другим полем');
    expect(fieldMessage(popup.html, 'registration-agreement')).toBe('Поле Согласие обязательно для заполнения');
    expect(fieldMessage(popup.html, 'registration-phoneNumber')).toBeUndefined();
    expect(popup.html).not.toContain('form-message--error');
    // Each marked field says so to assistive technology.
    expect(popup.html).toMatch(/id="registration-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="registration-email"/);
  });

  test('login: the e-mail message beneath the e-mail field', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/login', { email: 'x', password: '', callbackUrl: '/' });
    const popup = popupOf((await visitor.get(posted.headers.location!)).text);
    expect(fieldMessage(popup.html, 'login-email')).toBe('Поле E-mail должно быть действительным электронным адресом');
    expect(fieldMessage(popup.html, 'login-password')).toBe('Поле Пароль обязательно для заполнения');
  });
});

describe('/my/profile without JavaScript', () => {
  test('the page posts both forms to the BFF: nothing typed goes into the address', async () => {
    const { visitor } = await signedInVisitor();
    const page = await visitor.get('/my/profile');
    expect(page.status).toBe(200);
    const forms = [...page.text.matchAll(/<form\b[^>]*>/g)].map((match) => match[0]);
    const post = (action: string) => forms.filter((form) => form.includes(`action="${action}"`) && form.includes('method="post"'));
    expect(post('/api/users/edit')).toHaveLength(1);
    expect(post('/api/users/edit/password')).toHaveLength(1);
    // Only the header's search form is a GET.
    expect(forms.filter((form) => !form.includes('method="post"'))).toEqual([expect.stringContaining('action="/catalog/search"')]);
  });

  test('a profile edit: 303 back, the saved message above the form, the new name in the session', async () => {
    const { visitor } = await signedInVisitor();
    const posted = await visitor.postForm('/api/users/edit', {
      name: 'Зоя Новикова',
      phoneNumber: '+7 900 111-22-33',
      callbackUrl: '/my/profile',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/my/profile');
    const page = await visitor.get('/my/profile');
    expect(page.text).toMatch(/class="form-message form-message--success"[^>]*>Данные профиля сохранены</);
    expect(page.text).toContain('value="Зоя Новикова"');
    expect((await visitor.session()).user?.name).toBe('Зоя Новикова');
    expect((await visitor.get('/my/profile')).text).not.toContain('Данные профиля сохранены');
  });

  test('an invalid profile edit: each message beneath its field, the values typed kept, upstream not asked', async () => {
    const { visitor } = await signedInVisitor();
    const before = site.exchanges.length;
    const posted = await visitor.postForm('/api/users/edit', { name: 'Ж'.repeat(61), phoneNumber: '', callbackUrl: '/my/profile' });
    expect(posted.status).toBe(303);
    expect(site.exchangesSince(before, '/api/users')).toEqual([]);
    const page = await visitor.get('/my/profile');
    expect(fieldMessage(page.text, 'profile-name')).toBe('Поле Имя не может быть длиннее 60 символов');
    expect(fieldMessage(page.text, 'profile-phoneNumber')).toBe('Поле Телефон обязательно для заполнения');
    expect(page.text).toContain(`value="${'Ж'.repeat(61)}"`);
  });

  test('a password change: a wrong current password says so; the right one changes it and keeps the visitor in', async () => {
    const { visitor, person } = await signedInVisitor();
    const newPassword = 'Novyi-Parol-9';
    const wrong = await visitor.postForm('/api/users/edit/password', {
      currentPassword: 'not-the-password',
      password: newPassword,
      confirmPassword: newPassword,
      callbackUrl: '/my/profile',
    });
    expect(wrong.status).toBe(303);
    const refused = await visitor.get('/my/profile');
    expect(refused.text).toContain('form-message--error');
    expect(refused.text).not.toContain('not-the-password');

    const mismatch = await visitor.postForm('/api/users/edit/password', {
      currentPassword: person.password,
      password: newPassword,
      confirmPassword: 'something-else',
      callbackUrl: '/my/profile',
    });
    expect(mismatch.status).toBe(303);
    expect(fieldMessage((await visitor.get('/my/profile')).text, 'password-confirmPassword')).toBe(
      'Поле Повторите пароль не совпадает с другим полем',
    );

    const changed = await visitor.postForm('/api/users/edit/password', {
      currentPassword: person.password,
      password: newPassword,
      confirmPassword: newPassword,
      callbackUrl: '/my/profile',
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.location).toBe('/my/profile');
    const page = await visitor.get('/my/profile');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/form-message--success"[^>]*>Пароль изменён</);
    expect((await visitor.session()).status).toBe('authenticated');
    await new Visitor(site).signIn(person.email, newPassword);
  });

  test('signed out, a profile post goes back to the page, whose guard sends to the login view', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/users/edit', { name: 'Кто-то', phoneNumber: '1', callbackUrl: '/my/profile' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/my/profile');
    const page = await visitor.get('/my/profile').redirects(0);
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/[?&]auth=login&redirect=%2Fmy%2Fprofile$/);
  });
});

describe('«В избранное» without JavaScript', () => {
  test('the page holds a form post to /api/saves with the item', async () => {
    const page = await new Visitor(site).get(`/elpanels/${panelId}`);
    const post = buttonPosts(page.text).find((p) => p.text === 'В избранное');
    // The way back is the Referer the browser sends (docs/behaviour.md, "Without JavaScript").
    expect(post).toMatchObject({
      action: '/api/saves',
      method: 'post',
      fields: [
        ['kind', 'elpanel-design'],
        ['refId', panelId],
      ],
    });
    expect(post!.button).not.toMatch(/<button[^>]*disabled/);
  });

  test('signed out: to the login view on the same page, back to it after login', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/saves', { kind: 'elpanel-design', refId: panelId, callbackUrl: `/elpanels/${panelId}` });
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.location!, 'http://x');
    expect(location.pathname).toBe(`/elpanels/${panelId}`);
    expect(location.searchParams.get('auth')).toBe('login');
    expect(location.searchParams.get('redirect')).toBe(`/elpanels/${panelId}`);
  });

  test('signed in: saved, and the page comes back saying so, once', async () => {
    const { visitor } = await signedInVisitor();
    const posted = await visitor.postForm('/api/saves', { kind: 'elpanel-design', refId: panelId, callbackUrl: `/elpanels/${panelId}` });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(`/elpanels/${panelId}`);
    const page = await visitor.get(posted.headers.location!);
    expect(noticeOf(page.text)).toBe('Сохранено в избранное');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const saves = await visitor.get('/api/saves').set('Accept', 'application/json');
    expect((saves.body as Array<{ refId: string }>).map((item) => item.refId)).toContain(panelId);
    expect(noticeOf((await visitor.get(posted.headers.location!)).text)).toBeUndefined();
  });

  test('a tampered item: back with the error, nothing saved', async () => {
    const { visitor } = await signedInVisitor();
    const posted = await visitor.postForm('/api/saves', { kind: 'elpanel-design', refId: '../../x', callbackUrl: '/elpanels' });
    expect(posted.status).toBe(303);
    expect(noticeOf((await visitor.get(posted.headers.location!)).text)).toBe('Некорректный элемент для сохранения');
  });

  test('from another site: refused like every mutating /api call', async () => {
    const { visitor } = await signedInVisitor();
    const posted = await visitor
      .postForm('/api/saves', { kind: 'elpanel-design', refId: panelId, callbackUrl: '/' })
      .set('Origin', 'https://evil.example');
    expect(posted.status).toBe(403);
    const saves = await visitor.get('/api/saves').set('Accept', 'application/json');
    expect(saves.body).toEqual([]);
  });
});

describe('«Выйти» without JavaScript', () => {
  test('comes back to the page with «Вы вышли из личного кабинета», once', async () => {
    const { visitor } = await signedInVisitor();
    const posted = await visitor.postForm('/api/auth/logout', { callbackUrl: '/about' });
    expect(posted.status).toBe(303);
    const page = await visitor.get(posted.headers.location!);
    expect(noticeOf(page.text)).toBe('Вы вышли из личного кабинета');
    expect((await visitor.session()).status).toBe('unauthenticated');
    expect(noticeOf((await visitor.get('/about')).text)).toBeUndefined();
  });
});

describe('guest-only popup views for a signed-in visitor', () => {
  test.each(['registration', 'login', 'recovery', 'recovery2'])('/?auth=%s shows «Вы вошли», not the form', async (view) => {
    const { visitor } = await signedInVisitor();
    const page = await visitor.get(`/?auth=${view}`);
    expect(page.status).toBe(200);
    const popup = popupOf(page.text);
    expect(popup.view).toBe('login-finish');
    expect(popup.html).toContain('Вы вошли');
    expect(popup.html).not.toContain('action="/api/auth/');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  test('a signed-out visitor (with or without a cookie) gets the form, never kept by a shared cache', async () => {
    const stranger = await new Visitor(site).get('/?auth=registration');
    expect(popupOf(stranger.text).view).toBe('registration');
    expect(stranger.headers['cache-control']).toBe('private, no-store');

    const { visitor } = await signedInVisitor();
    await visitor.postForm('/api/auth/logout', { callbackUrl: '/' });
    await visitor.get('/'); // takes the logout's flash
    expect(popupOf((await visitor.get('/?auth=registration')).text).view).toBe('registration');
  });

  test('the views after a form stay as they are for a signed-in visitor', async () => {
    const { visitor } = await signedInVisitor();
    expect(popupOf((await visitor.get('/?auth=recovery-finish')).text).view).toBe('recovery-finish');
    expect(popupOf((await visitor.get('/?auth=registration-finish')).text).view).toBe('registration-finish');
  });
});
