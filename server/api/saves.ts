import { Hono } from 'hono';
import { accountMessages } from '#shared/auth/account-messages';
import { accountPaths, addSaveSchema, savedItemListSchema, savedItemSchema } from '#shared/contract/auth';
import { apiError } from './api-error';
import { answerUpstreamFailure } from './upstream-failure';
import { fillPath } from '#shared/contract/paths';
import type { AccountRouteDeps } from './auth';
import { readBody } from './request-body';

/** /api/saves: the signed-in visitor's saved products and panel designs. */
export function saveRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth'>): Hono {
  const { sessions, auth } = deps;
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
    const parsed = addSaveSchema.safeParse(body.data);
    if (!parsed.success) return apiError(c, 400, 'invalid', 'Некорректный элемент для сохранения');
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.saves, { token, body: parsed.data }));
    if (!result.ok) return answerUpstreamFailure(c, result, accountMessages.saveFailure);
    const item = savedItemSchema.safeParse(result.value);
    if (!item.success) return answerUpstreamFailure(c, { status: 502 });
    return c.json(item.data, 201, { 'cache-control': 'private, no-store' });
  });

  app.delete('/:id{[1-9][0-9]{0,9}}', async (c) => {
    const path = fillPath(accountPaths.save, { id: c.req.param('id') });
    const result = await sessions.withToken(c, (token) => auth.send('DELETE', path, { token }));
    if (!result.ok) return answerUpstreamFailure(c, result, accountMessages.saveFailure);
    return c.body(null, 204);
  });
  app.delete('/*', (c) => apiError(c, 404, 'not_found', 'Запись не найдена'));

  return app;
}
