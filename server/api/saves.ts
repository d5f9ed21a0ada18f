import { Hono, type Context } from 'hono';
import { accountMessages } from '#shared/auth/account-messages';
import { accountPaths, addSaveSchema, savedItemListSchema, savedItemSchema } from '#shared/contract/auth';
import { apiError } from './api-error';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';
import { formReturnPath, withAuthView } from './form-outcome';
import { fillPath } from '#shared/contract/paths';
import type { AccountRouteDeps } from './auth';
import { readBody } from './request-body';

/** /api/saves: the signed-in visitor's saved products and panel designs. */
const invalidItem = 'Некорректный элемент для сохранения';

export function saveRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'outcomes'>): Hono {
  const { sessions, auth, outcomes } = deps;
  const app = new Hono();

  app.get('/', async (c) => {
    const result = await sessions.withToken(c, (token) => auth.send('GET', accountPaths.saves, { token }));
    if (!result.ok) return answerUpstreamFailure(c, result, accountMessages.saveFailure);
    const items = savedItemListSchema.safeParse(result.value);
    if (!items.success) return answerUpstreamFailure(c, { status: 502 });
    return c.json(items.data, 200, { 'cache-control': 'private, no-store' });
  });

  app.post('/', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    if (body.mode === 'form') return saveByForm(c, body.data);
    const parsed = addSaveSchema.safeParse(body.data);
    if (!parsed.success) return apiError(c, 400, 'invalid', invalidItem);
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.saves, { token, body: parsed.data }));
    if (!result.ok) return answerUpstreamFailure(c, result, accountMessages.saveFailure);
    const item = savedItemSchema.safeParse(result.value);
    if (!item.success) return answerUpstreamFailure(c, { status: 502 });
    return c.json(item.data, 201, { 'cache-control': 'private, no-store' });
  });

  /**
   * «В избранное» posted without JavaScript (docs/behaviour.md, "Without JavaScript"). The button is
   * the same for everyone, so the session decides here: a signed-out visitor goes to the login view
   * and, once in, back to the page; a signed-in one is saved and sent back with the outcome.
   */
  async function saveByForm(c: Context, data: Record<string, unknown>): Promise<Response> {
    const back = formReturnPath(c, data);
    c.header('cache-control', 'private, no-store');
    const toLogin = () => c.redirect(withAuthView(back, 'login', back), 303);
    const notice = async (tone: 'success' | 'error', text: string) => {
      await outcomes.flash(c, { notice: { tone, text } });
      return c.redirect(back, 303);
    };
    if (!(await sessions.current(c))) return toLogin();
    const parsed = addSaveSchema.safeParse(data);
    if (!parsed.success) return notice('error', invalidItem);
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.saves, { token, body: parsed.data }));
    if (!result.ok)
      return result.status === 401 ? toLogin() : notice('error', upstreamFailure(result, accountMessages.saveFailure).message);
    return notice('success', accountMessages.saved);
  }

  app.delete('/:id{[1-9][0-9]{0,9}}', async (c) => {
    const path = fillPath(accountPaths.save, { id: c.req.param('id') });
    const result = await sessions.withToken(c, (token) => auth.send('DELETE', path, { token }));
    if (!result.ok) return answerUpstreamFailure(c, result, accountMessages.saveFailure);
    return c.body(null, 204);
  });
  app.delete('/*', (c) => apiError(c, 404, 'not_found', 'Запись не найдена'));

  return app;
}
