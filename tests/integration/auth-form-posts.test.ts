/**
 * Before hydration the popup's forms work without JavaScript. An ordinary form post
 * (application/x-www-form-urlencoded) gets a 303; the outcome travels in a one-time flash cookie
 * and the page it lands on shows it in the popup, once (docs/behaviour.md,
 * "Messages of the account calls").
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { popupOf } from '#tests/support/html-checks';
import { embeddedAuthMessages } from '#server/embedded/routes/auth';
import {
  createAccountSite,
  newPerson,
  parseLocation,
  registerAndActivate,
  setCookie,
  Visitor,
  type AccountSite,
  type Person,
} from '../support/account-site';

let site: AccountSite;

beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const m = {
  loginFailure: 'Логин или пароль введены неверно',
  loginSuccess: 'Вы успешно авторизованы',
  registrationFailure: 'Возникла ошибка при регистрации. Попробуйте заполнить поля ещё раз.',
  registrationSuccess: 'Вы успешно зарегистрированы. Теперь вы можете войти в систему.',
  recoveryFailure: 'Возникла ошибка при восстановлении пароля. Проверьте введённый адрес почты и попробуйте ещё раз.',
  recoverySuccess: 'Письмо с инструкциями по восстановлению пароля отправлено на указанный адрес электронной почты.',
  resetFailure: 'Возникла ошибка при восстановлении пароля. Проверьте введённые данные и попробуйте ещё раз.',
  resetSuccess: 'Пароль успешно восстановлен. Вы можете войти в систему с новым паролем.',
};

/**
 * Follows a 303 as a browser would and returns the landing page: a 200, or 400 when it shows why the
 * post was refused (docs/behaviour.md, "Without JavaScript").
 */
async function land(visitor: Visitor, posted: { status: number; headers: Record<string, string> }, status: 200 | 400 = 200) {
  expect(posted.status).toBe(303);
  expect(posted.headers['cache-control']).toMatch(/no-store/);
  const page = await visitor.get(posted.headers.location!).redirects(0);
  expect(page.status).toBe(status);
  return { page, popup: popupOf(page.text) };
}

describe('login without JavaScript', () => {
  let person: Person;
  beforeAll(async () => {
    person = await registerAndActivate(site, newPerson());
  });

  test('success without a redirect: 303 to the callbackUrl with auth=login-finish; signed in; the popup says so', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/login', { email: person.email, password: person.password, callbackUrl: '/about?x=1' });
    expect(posted.status).toBe(303);
    const { pathname, params } = parseLocation(posted.headers.location);
    expect(pathname).toBe('/about');
    expect(params.get('x')).toBe('1');
    expect(params.get('auth')).toBe('login-finish');
    expect(setCookie(posted.headers, 'sid')?.attributes.httponly).toBe(true);
    const { popup } = await land(visitor, posted);
    expect(popup.view).toBe('login-finish');
    expect(popup.html).toContain('Вы вошли');
    expect((await visitor.session()).status).toBe('authenticated');
    // The login success text, which the flash carries (there is no toast without JavaScript).
    expect(popup.html, 'the login-finish view shows the flash success text').toContain(m.loginSuccess);
  });

  test('success with a redirect: 303 to exactly that path, which renders for the signed-in visitor', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/login', {
      email: person.email,
      password: person.password,
      callbackUrl: '/',
      redirect: '/my/saves',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/my/saves');
    const page = await visitor.get('/my/saves').redirects(0);
    expect(page.status).toBe(200);
  });

  test('failure: 303 back with auth=login; the next GET shows the message in the popup, exactly once', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/login', { email: person.email, password: 'wrong-password', callbackUrl: '/catalog' });
    expect(posted.status).toBe(303);
    const { pathname, params } = parseLocation(posted.headers.location);
    expect(pathname).toBe('/catalog');
    expect(params.get('auth')).toBe('login');
    expect(setCookie(posted.headers, 'sid')).toBeUndefined();

    const { page, popup } = await land(visitor, posted, 400);
    expect(popup.view).toBe('login');
    expect(popup.html).toContain(m.loginFailure);
    expect(popup.html).toMatch(new RegExp(`role="alert"[^>]*>${m.loginFailure}<`));
    // The e-mail typed is kept, the password is not.
    expect(popup.html).toContain(`value="${person.email}"`);
    expect(page.text).not.toContain('wrong-password');
    expect(page.headers['cache-control']).toBe('private, no-store');

    const again = await visitor.get(posted.headers.location!);
    expect(again.status).toBe(200);
    expect(popupOf(again.text).view).toBe('login');
    expect(again.text).not.toContain(m.loginFailure);
  });

  test('invalid input: back to the login view with the validation message', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/login', { email: 'not-an-email', password: 'x', callbackUrl: '/' });
    const { popup } = await land(visitor, posted, 400);
    expect(popup.view).toBe('login');
    expect(popup.html).toContain('Поле E-mail должно быть действительным электронным адресом');
  });

  test('an unactivated account: the popup shows why', async () => {
    const visitor = new Visitor(site);
    const fresh = newPerson();
    await visitor.postForm('/api/auth/registration', {
      name: fresh.name,
      phoneNumber: fresh.phoneNumber,
      email: fresh.email,
      password: fresh.password,
      confirmPassword: fresh.password,
      agreement: 'on',
      personalDataConsent: 'on',
      callbackUrl: '/',
    });
    await visitor.get('/'); // consumes the registration flash
    const posted = await visitor.postForm('/api/auth/login', { email: fresh.email, password: fresh.password, callbackUrl: '/' });
    const { popup } = await land(visitor, posted, 400);
    expect(popup.html).toContain(embeddedAuthMessages.notActivated);
  });

  test('sign-out by form: 303 back, signed out', async () => {
    const visitor = new Visitor(site);
    await visitor.signIn(person.email, person.password);
    const posted = await visitor.postForm('/api/auth/logout', { callbackUrl: '/about' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/about');
    expect((await visitor.session()).status).toBe('unauthenticated');
  });
});

describe('registration without JavaScript', () => {
  const fields = (p: Person, extra: Record<string, string> = {}) => ({
    name: p.name,
    phoneNumber: p.phoneNumber,
    email: p.email,
    password: p.password,
    confirmPassword: p.password,
    agreement: 'on',
    personalDataConsent: 'on',
    callbackUrl: '/',
    ...extra,
  });

  test('success: 303 to auth=registration-finish, which shows the registration success text once', async () => {
    const visitor = new Visitor(site);
    const person = newPerson();
    const posted = await visitor.postForm('/api/auth/registration', fields(person));
    expect(posted.status).toBe(303);
    expect(parseLocation(posted.headers.location).params.get('auth')).toBe('registration-finish');
    const { popup } = await land(visitor, posted);
    expect(popup.view).toBe('registration-finish');
    expect(popup.html).toContain('Регистрация завершена');
    expect(popup.html).toContain(m.registrationSuccess);
    expect((await visitor.get(posted.headers.location!)).text).not.toContain(m.registrationSuccess);
    expect(await site.mails(person.email)).toHaveLength(1);
  });

  test("a taken e-mail: back to the registration view with the server's message, the typed values kept", async () => {
    const visitor = new Visitor(site);
    const person = newPerson();
    await visitor.postForm('/api/auth/registration', fields(person));
    await visitor.get('/');
    const posted = await visitor.postForm('/api/auth/registration', fields({ ...person, name: 'Второй Раз' }));
    expect(parseLocation(posted.headers.location).params.get('auth')).toBe('registration');
    const { popup } = await land(visitor, posted, 400);
    expect(popup.view).toBe('registration');
    expect(popup.html).toContain(embeddedAuthMessages.emailTaken);
    expect(popup.html).toContain('value="Второй Раз"');
    expect(popup.html).toContain(`value="${person.email}"`);
    expect(popup.html).not.toContain(person.password);
  });

  test('the agreement not ticked: back with the required-field message', async () => {
    const visitor = new Visitor(site);
    const all = fields(newPerson()) as Record<string, string>;
    delete all.agreement;
    const posted = await visitor.postForm('/api/auth/registration', all);
    const { popup } = await land(visitor, posted, 400);
    expect(popup.view).toBe('registration');
    expect(popup.html).toContain('Поле Согласие обязательно для заполнения');
  });

  test('a name of 61 characters: back with "Поле Имя не может быть длиннее 60 символов"', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/registration', fields(newPerson({ name: 'Ж'.repeat(61) })));
    const { popup } = await land(visitor, posted, 400);
    expect(popup.html).toContain('Поле Имя не может быть длиннее 60 символов');
  });
});

describe('recovery without JavaScript, both steps', () => {
  test('step 1 → recovery2 (e-mail prefilled, success text); step 2 → recovery-finish; the new password works', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson());

    // Step 1: the no-JS form sends the e-mail in the body.
    const requested = await visitor.postForm('/api/auth/reset/password/request', { email: person.email, callbackUrl: '/' });
    expect(parseLocation(requested.headers.location).params.get('auth')).toBe('recovery2');
    const step2 = await land(visitor, requested);
    expect(step2.popup.view).toBe('recovery2');
    expect(step2.popup.html).toContain(m.recoverySuccess);
    expect(step2.popup.html).toMatch(
      new RegExp(
        `name="email"[^>]*value="${person.email.replace(/\./g, '\\.')}"|value="${person.email.replace(/\./g, '\\.')}"[^>]*name="email"`,
      ),
    );

    // Step 2 with a wrong code first.
    const code = await site.resetCode(person.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const newPassword = 'Bez-JS-Parol-1';
    const failed = await visitor.postForm('/api/auth/reset/password', {
      email: person.email,
      resetPasswordCode: wrong,
      password: newPassword,
      confirmPassword: newPassword,
      callbackUrl: '/',
    });
    expect(parseLocation(failed.headers.location).params.get('auth')).toBe('recovery2');
    const retry = await land(visitor, failed, 400);
    expect(retry.popup.view).toBe('recovery2');
    expect(retry.popup.html).toContain(m.resetFailure);
    expect((await visitor.get(failed.headers.location!)).text).not.toContain(m.resetFailure);

    const changed = await visitor.postForm('/api/auth/reset/password', {
      email: person.email,
      resetPasswordCode: code,
      password: newPassword,
      confirmPassword: newPassword,
      callbackUrl: '/',
    });
    expect(parseLocation(changed.headers.location).params.get('auth')).toBe('recovery-finish');
    const finish = await land(visitor, changed);
    expect(finish.popup.view).toBe('recovery-finish');
    expect(finish.popup.html).toContain('Пароль успешно изменён');
    expect(finish.popup.html).toContain(m.resetSuccess);
    // Its link to log in.
    expect(finish.popup.html).toMatch(/<a href="\?auth=login"[^>]*>Войти<\/a>/);

    const login = await new Visitor(site).postForm('/api/auth/login', { email: person.email, password: newPassword, callbackUrl: '/' });
    expect(parseLocation(login.headers.location).params.get('auth')).toBe('login-finish');
  });

  test('step 1 with an unknown e-mail: on to recovery2 with the sent message, like a known one', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/reset/password/request', { email: newPerson().email, callbackUrl: '/' });
    expect(parseLocation(posted.headers.location).params.get('auth')).toBe('recovery2');
    const { popup } = await land(visitor, posted);
    expect(popup.view).toBe('recovery2');
    expect(popup.html).not.toContain(m.recoveryFailure);
  });
});
