import { Hono } from 'hono';
import type { SignInAnswer } from '#shared/contract/auth';
import type { Accounts } from '../accounts';
import { activationMail, passwordResetMail } from '../accounts/mails';
import { normalizeEmail, publicUser } from '../accounts/users';
import { ApiFailure } from '../errors';
import { bearerToken, requireUser, signInRequired } from './bearer';
import { forms } from '#shared/validation/forms';
import { waiveConsent } from '#shared/validation/consent';
import { readJsonObject, validateForm } from './request-body';

/**
 * What people read (`data`) when an account call is refused; the sign-in one is, verbatim, the
 * site's failed-login message (docs/behaviour.md, "Messages of the account calls").
 */
export const embeddedAuthMessages = {
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован',
  activationInvalid: 'Ссылка активации недействительна или уже использована',
  wrongCredentials: 'Логин или пароль введены неверно',
  notActivated: 'Учётная запись не активирована. Перейдите по ссылке из письма, чтобы активировать её.',
  resetCodeInvalid: 'Код восстановления неверен или устарел',
  refreshTokenMissing: 'Некорректный запрос: не передан токен обновления (refreshToken)',
} as const;

/** Activation codes are base64url secrets; anything else cannot be one. */
const activationCodePattern = /^[\w-]{1,128}$/;

/**
 * `/api/auth/*`: registration, activation, sign-in, session, refresh, sign-out and password
 * reset (the fixed paths of `accountPaths` and the auth-module defaults of `authPaths`).
 */
export function embeddedAuthRoutes(accounts: Accounts): Hono {
  const { db, users, tokens, activationCodes, resetCodes, mail, siteOrigin, passwords } = accounts;
  const app = new Hono();

  app.post('/registration', async (c) => {
    // The two checkboxes are the site's business: upstream's payload has no such fields (the
    // consent comes as its own record, /api/consents).
    const form = validateForm(forms.registration.schema, waiveConsent({ ...(await readJsonObject(c)), agreement: true }));
    // Answer a taken address before spending a password hash on it; create() still guards races.
    if (users.byEmail(form.email)) throw new ApiFailure(409, embeddedAuthMessages.emailTaken);
    const passwordHash = await passwords.hash(form.password);
    const name = form.name.trim();
    const created = db.transaction(() => {
      const userId = users.create({ name, phoneNumber: form.phoneNumber.trim(), email: form.email, passwordHash });
      if (userId === undefined) return false;
      const code = activationCodes.create(userId);
      mail.send(activationMail(normalizeEmail(form.email), name, siteOrigin, code));
      return true;
    })();
    if (!created) throw new ApiFailure(409, embeddedAuthMessages.emailTaken);
    return c.json({ status: 'created' }, 201);
  });

  app.post('/activate/:code', (c) => {
    const code = c.req.param('code');
    const activated =
      activationCodePattern.test(code) &&
      db.transaction(() => {
        const userId = activationCodes.consume(code);
        if (userId === undefined) return false;
        users.activate(userId);
        return true;
      })();
    if (!activated) throw new ApiFailure(404, embeddedAuthMessages.activationInvalid);
    return c.json({ status: 'activated' });
  });

  app.post('/login', async (c) => {
    // callbackUrl is the site's; the form schema drops it.
    const form = validateForm(forms.login.schema, await readJsonObject(c));
    const user = users.byEmail(form.email);
    const passwordMatches = await passwords.verify(form.password, user?.passwordHash ?? (await passwords.decoy()));
    if (!user || !passwordMatches) throw new ApiFailure(401, embeddedAuthMessages.wrongCredentials);
    // Only someone who knows the password learns that the account is not active yet.
    if (!user.active) throw new ApiFailure(403, embeddedAuthMessages.notActivated);
    const answer: SignInAnswer = tokens.issue(user.id);
    return c.json(answer);
  });

  app.get('/session', requireUser(accounts), (c) => c.json({ user: publicUser(c.get('user')) }));

  app.post('/refresh', async (c) => {
    // The refresh token is the credential: 256 random bits bound to one sign-in. The access
    // token the BFF also sends (usually expired by now) adds nothing and is not checked.
    const { refreshToken } = await readJsonObject(c);
    if (typeof refreshToken !== 'string' || refreshToken === '') throw new ApiFailure(400, embeddedAuthMessages.refreshTokenMissing);
    const pair = tokens.rotate(refreshToken);
    if (!pair) throw new ApiFailure(401, signInRequired);
    const answer: SignInAnswer = pair;
    return c.json(answer);
  });

  app.post('/logout', async (c) => {
    // Signing out must work with an expired access token too: either token names the sign-in.
    const { refreshToken } = await readJsonObject(c, { optional: true });
    const accessToken = bearerToken(c);
    const families = new Set<number>();
    const byAccess = accessToken === undefined ? undefined : tokens.familyOfAccessToken(accessToken);
    const byRefresh = typeof refreshToken === 'string' ? tokens.familyOfRefreshToken(refreshToken) : undefined;
    if (byAccess !== undefined) families.add(byAccess);
    if (byRefresh !== undefined) families.add(byRefresh);
    if (families.size === 0) throw new ApiFailure(401, signInRequired);
    for (const familyId of families) tokens.revokeFamily(familyId);
    return c.json({ status: 'signed-out' });
  });

  app.post('/reset/password/request', (c) => {
    const { email } = validateForm(forms.recovery.schema, { email: c.req.query('email') });
    const user = users.byEmail(email);
    // An unknown address gets the same answer and no mail: the answer must not tell who has an account.
    if (user)
      db.transaction(() => {
        const code = resetCodes.issue(user.id);
        mail.send(passwordResetMail(user.email, user.name, siteOrigin, code));
      })();
    return c.json({ status: 'sent' });
  });

  app.post('/reset/password', async (c) => {
    const form = validateForm(forms.recovery2.schema, await readJsonObject(c));
    const user = users.byEmail(form.email);
    // The code is checked before the new password is hashed: wrong guesses cost no scrypt.
    if (!user || !db.transaction(() => resetCodes.verify(user.id, form.resetPasswordCode)).immediate()) {
      throw new ApiFailure(400, embeddedAuthMessages.resetCodeInvalid);
    }
    const passwordHash = await passwords.hash(form.password);
    const changed = db
      .transaction(() => {
        // Spent only now, with the change: two requests racing with one code cannot both win.
        if (!resetCodes.spend(user.id, form.resetPasswordCode)) return false;
        users.setPasswordHash(user.id, passwordHash);
        // The code came by e-mail, which proves the address as the activation link would: a
        // user who lost the activation mail is not left with a password they cannot use.
        users.activate(user.id);
        // Whoever knew the old password is signed out everywhere.
        tokens.revokeUser(user.id);
        return true;
      })
      .immediate();
    if (!changed) throw new ApiFailure(400, embeddedAuthMessages.resetCodeInvalid);
    return c.json({ status: 'changed' });
  });

  return app;
}
