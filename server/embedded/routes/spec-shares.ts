import type { Context, Hono } from 'hono';
import { shareTokenSchema } from '#shared/contract/spec-shares';
import { specMessages, type Spec } from '#shared/contract/specs';
import { ApiFailure } from '../errors';
import type { SpecRow, SpecStore } from '../specs/store';

/** The owner's calls on a specification's read-only link (docs/decisions/017-share-links.md), guest's or user's alike. */
export function shareRoutes<E extends object>(app: Hono<E>, prefix: string, store: SpecStore, find: (c: Context<E>) => SpecRow) {
  app.post(`${prefix}/share`, (c) => c.json(store.shares.ensure(find(c).id), 200));
  app.delete(`${prefix}/share`, (c) => {
    store.shares.revoke(find(c).id);
    return c.body(null, 204);
  });
}

/** `GET /api/specs/shared/{token}`: no bearer, the token is the key; the view leaves out the id (a guest's edits it) and the link. */
export function sharedSpecRoute(app: Hono, store: SpecStore) {
  app.get('/shared/:token', (c) => {
    const token = shareTokenSchema.safeParse(c.req.param('token'));
    const spec = token.success ? store.shared(token.data) : undefined;
    if (!spec) throw new ApiFailure(404, specMessages.notFound);
    const { name, lines, createdAt, updatedAt }: Spec = store.view(spec);
    return c.json({ name, lines, createdAt, updatedAt }, 200);
  });
}
