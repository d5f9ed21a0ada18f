import { Hono } from 'hono';
import { accountMessages } from '../../shared/auth/messages';
import { accountPaths, addSaveSchema, savedItemListSchema, savedItemSchema } from '../../shared/contract/auth';
import { isUpstreamError } from '../upstream/errors';
import { apiError, clientStatusOf } from './api-error';
import type { AccountRouteDeps } from './auth';
import { readBody } from './request-body';

/** /api/saves: the signed-in visitor's saved products and panel designs. */
export function saveRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth'>): Hono {
  const { sessions, auth } = deps;
  const app = new Hono();
  app.onError((error, c) => {
    if (isUpstreamError(error)) return apiError(c, error.status === 504 ? 504 : 502, error.kind, accountMessages.upstreamDown);
    throw error;
  });

  app.get('/', async (c) => {
    const result = await sessions.withToken(c, (token) => auth.send('GET', accountPaths.saves, { token }));
    if (!result.ok) return apiError(c, clientStatusOf(result.status), 'saves_failed', result.status === 401 ? accountMessages.signInRequired : result.status >= 500 ? accountMessages.upstreamDown : (result.message ?? accountMessages.saveFailure));
    const items = savedItemListSchema.safeParse(result.value);
    if (!items.success) return apiError(c, 502, 'invalid', accountMessages.upstreamDown);
    return c.json(items.data, 200, { 'cache-control': 'private, no-store' });
  });

  app.post('/', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = addSaveSchema.safeParse(body.data);
    if (!parsed.success) return apiError(c, 400, 'invalid', 'Некорректный элемент для сохранения');
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.saves, { token, body: parsed.data }));
    if (!result.ok) return apiError(c, clientStatusOf(result.status), 'saves_failed', result.status === 401 ? accountMessages.signInRequired : result.status >= 500 ? accountMessages.upstreamDown : (result.message ?? accountMessages.saveFailure));
    const item = savedItemSchema.safeParse(result.value);
    if (!item.success) return apiError(c, 502, 'invalid', accountMessages.upstreamDown);
    return c.json(item.data, 201, { 'cache-control': 'private, no-store' });
  });

  app.delete('/:id{[1-9][0-9]{0,9}}', async (c) => {
    const path = accountPaths.save.replace('{id}', c.req.param('id'));
    const result = await sessions.withToken(c, (token) => auth.send('DELETE', path, { token }));
    if (!result.ok) return apiError(c, clientStatusOf(result.status), 'saves_failed', result.status === 401 ? accountMessages.signInRequired : result.status >= 500 ? accountMessages.upstreamDown : (result.message ?? accountMessages.saveFailure));
    return c.body(null, 204);
  });
  app.delete('/*', (c) => apiError(c, 404, 'not_found', 'Запись не найдена'));

  return app;
}
