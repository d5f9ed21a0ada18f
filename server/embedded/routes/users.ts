import { Hono } from 'hono';
import type { Accounts } from '../accounts';
import { publicUser } from '../accounts/users';
import { ApiFailure } from '../errors';
import { requireUser, type SignedIn } from './bearer';
import { forms } from '#shared/validation/forms';
import { readJsonObject, validateForm } from './request-body';

export const embeddedUserMessages = {
  wrongCurrentPassword: 'Текущий пароль введён неверно',
} as const;

/** `/api/users/*`: the signed-in user's profile and password. */
export function embeddedUserRoutes(accounts: Accounts): Hono<SignedIn> {
  const { db, users, tokens, passwords } = accounts;
  const app = new Hono<SignedIn>();
  const signedIn = requireUser(accounts);

  app.post('/edit', signedIn, async (c) => {
    const form = validateForm(forms.profile.schema, await readJsonObject(c));
    const { id } = c.get('user');
    users.updateProfile(id, { name: form.name.trim(), phoneNumber: form.phoneNumber.trim() });
    return c.json({ user: publicUser(users.byId(id)!) });
  });

  app.post('/edit/password', signedIn, async (c) => {
    const form = validateForm(forms.passwordChange.schema, await readJsonObject(c));
    const user = c.get('user');
    if (!(await passwords.verify(form.currentPassword, user.passwordHash))) {
      throw new ApiFailure(400, embeddedUserMessages.wrongCurrentPassword);
    }
    const passwordHash = await passwords.hash(form.password);
    db.transaction(() => {
      users.setPasswordHash(user.id, passwordHash);
      // Every sign-in made with the old password ends, the changer's included: whoever copied
      // its tokens must not keep them. The client signs in again with the new password.
      tokens.revokeUser(user.id);
    })();
    return c.json({ status: 'changed' });
  });

  return app;
}
