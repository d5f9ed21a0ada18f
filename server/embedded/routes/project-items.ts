import type { Context, Hono } from 'hono';
import { addProjectItemSchema, projectItemIdSchema, projectMessages } from '#shared/contract/project-items';
import { ApiFailure } from '../errors';
import type { ProjectItems } from '../specs/project-items';
import type { SpecRow } from '../specs/store';
import { readJsonObject } from './request-body';

/**
 * `/api/specs/{specId}/items` (docs/behaviour.md, "Projects"): a user's project's calculations and
 * designs. `find` resolves the path to the caller's own specification or throws 404, so another
 * user's project, and an item of another project, are as unknown as ones never made.
 */
export function projectItemRoutes<E extends object>(app: Hono<E>, prefix: string, items: ProjectItems, find: (c: Context<E>) => SpecRow) {
  app.get(`${prefix}/items`, (c) => c.json(items.list(find(c).id), 200));
  app.post(`${prefix}/items`, async (c) => {
    const spec = find(c);
    const parsed = addProjectItemSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiFailure(400, parsed.error.issues[0]?.message ?? projectMessages.failure);
    const { item, created } = items.add(spec.id, parsed.data);
    return c.json(item, created ? 201 : 200);
  });
  app.delete(`${prefix}/items/:itemId`, (c) => {
    const spec = find(c);
    const itemId = projectItemIdSchema.safeParse(c.req.param('itemId'));
    if (!itemId.success) throw new ApiFailure(404, projectMessages.itemNotFound);
    items.remove(spec.id, Number(itemId.data));
    return c.body(null, 204);
  });
}
