import { Hono } from 'hono';
import { consentGivenSchema, consentWithdrawalSchema } from '#shared/contract/consents';
import type { Accounts } from '../accounts';
import type { ConsentLog } from '../consents/consent-log';
import { ApiFailure } from '../errors';
import { bearerToken, requireUser, signInRequired, type SignedIn } from './bearer';
import { readJsonObject } from './request-body';

export const consentMessages = {
  invalid: 'Некорректный запрос: укажите форму, документ, его версию и адрес',
  notFound: 'Согласие не найдено',
  withdrawn: 'Согласие уже отозвано',
} as const;

const consentIdPattern = /^[1-9]\d{0,15}$/;

/**
 * `/api/consents` (shared/contract/consents.ts): record a consent, list the bearer's, withdraw one.
 * There is no call that changes or deletes a record.
 */
export function embeddedConsentRoutes(accounts: Accounts, log: ConsentLog): Hono<SignedIn> {
  const app = new Hono<SignedIn>();
  const signedIn = requireUser(accounts);

  app.post('/', async (c) => {
    const parsed = consentGivenSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiFailure(400, consentMessages.invalid);
    // A token makes the subject the user; a dead one is refused rather than logged as a guest's.
    let userId: number | null = null;
    const token = bearerToken(c);
    if (token !== undefined) {
      const grant = accounts.tokens.authenticate(token);
      if (!grant) throw new ApiFailure(401, signInRequired);
      userId = grant.userId;
    }
    const subjectKnown = userId !== null || parsed.data.email || parsed.data.phone;
    if (!subjectKnown) throw new ApiFailure(400, consentMessages.invalid);
    return c.json({ id: log.record(parsed.data, userId) }, 201);
  });

  app.get('/my', signedIn, (c) => {
    const user = c.get('user');
    return c.json(log.mine(user.id, user.email));
  });

  app.post('/:id/withdrawal', signedIn, async (c) => {
    const id = c.req.param('id');
    const parsed = consentWithdrawalSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiFailure(400, consentMessages.invalid);
    const user = c.get('user');
    // Another user's consent is "not found": its id is nobody else's business.
    const outcome = consentIdPattern.test(id) ? log.withdraw(user.id, user.email, Number(id), parsed.data.address) : 'not-found';
    if (outcome === 'not-found') throw new ApiFailure(404, consentMessages.notFound);
    if (outcome === 'withdrawn') throw new ApiFailure(409, consentMessages.withdrawn);
    return c.json({ status: 'withdrawn' }, 201);
  });

  return app;
}
