import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  addSpecLineSchema,
  addSpecLinesSchema,
  createSpecSchema,
  guestIdSchema,
  mergeSpecSchema,
  specIdSchema,
  specIssueMessage,
  specMessages,
  specNameSchema,
  updateSpecLineSchema,
} from '#shared/contract/specs';
import type { Accounts } from '../accounts';
import { ApiFailure } from '../errors';
import type { SpecImports } from '../specs/imports';
import type { SpecRow, SpecStore } from '../specs/store';
import { requireUser, type SignedIn } from './bearer';
import { readJsonObject } from './request-body';
import { importRoutes } from './spec-imports';
import { sharedSpecRoute, shareRoutes } from './spec-shares';
import { specQuoteRoutes } from './spec-quotes';
import type { SpecQuotes } from '../specs/quotes';
import type { ProjectItems } from '../specs/project-items';
import { projectItemRoutes } from './project-items';

const productIdPattern = /^[\w-]{1,80}$/;

/** The body parsed with the contract's schema; a 400 carries its first Russian message. */
async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonObject(c, { optional: true }));
  if (!parsed.success) throw new ApiFailure(400, specIssueMessage(parsed.error.issues[0], specMessages.notFound));
  return parsed.data;
}

function productIdOf(c: Context): string {
  const productId = c.req.param('productId') ?? '';
  if (!productIdPattern.test(productId)) throw new ApiFailure(404, specMessages.lineNotFound);
  return productId;
}

/**
 * The line calls, the same for a guest's and a user's specification: `find` resolves the path to
 * a specification the caller may touch, or throws 404.
 */
function lineRoutes<E extends object>(app: Hono<E>, prefix: string, store: SpecStore, find: (c: Context<E>) => SpecRow) {
  app.post(`${prefix}/lines`, async (c) => {
    const spec = find(c);
    const { productId, quantity, note } = await bodyOf(c, addSpecLineSchema);
    store.addLine(spec, productId, quantity, note);
    return c.json(store.view(spec), 200);
  });
  // Registered before `/lines/:productId`'s methods; only POST shares the path's shape.
  app.post(`${prefix}/lines/batch`, async (c) => {
    const spec = find(c);
    const { lines } = await bodyOf(c, addSpecLinesSchema);
    const { added, unknown } = store.addLines(spec, lines);
    return c.json({ spec: store.view(spec), added, unknown }, 200);
  });
  app.put(`${prefix}/lines/:productId`, async (c) => {
    const spec = find(c);
    const productId = productIdOf(c);
    store.updateLine(spec, productId, await bodyOf(c, updateSpecLineSchema));
    return c.json(store.view(spec), 200);
  });
  app.delete(`${prefix}/lines/:productId`, (c) => {
    const spec = find(c);
    store.removeLine(spec, productIdOf(c));
    return c.json(store.view(spec), 200);
  });
}

/** `/api/specs/*` (docs/decisions/014-specifications.md): the guest's specification and a user's named ones. */
export function embeddedSpecRoutes(
  accounts: Accounts,
  store: SpecStore,
  imports: SpecImports,
  quotes: SpecQuotes,
  projectItems: ProjectItems,
): Hono {
  const app = new Hono();

  // The guest's: its unguessable id is the only key, so an unknown or malformed one is simply not found.
  const guest = new Hono();
  const findGuest = (c: Context): SpecRow => {
    const id = guestIdSchema.safeParse(c.req.param('guestId'));
    const spec = id.success ? store.guest(id.data) : undefined;
    if (!spec) throw new ApiFailure(404, specMessages.notFound);
    return spec;
  };
  guest.post('/', (c) => c.json(store.view(store.createGuest()), 201));
  guest.get('/:guestId', (c) => c.json(store.view(findGuest(c)), 200));
  lineRoutes(guest, '/:guestId', store, findGuest);
  importRoutes(guest, imports, { create: '/:guestId/imports', one: '/:guestId/imports/:importId' }, findGuest, (c, importId) => {
    const id = guestIdSchema.safeParse(c.req.param('guestId'));
    return id.success ? imports.ofGuest(importId, id.data) : undefined;
  });
  shareRoutes(guest, '/:guestId', store, findGuest);
  specQuoteRoutes(guest, '/:guestId', { store, quotes }, findGuest, () => null);
  app.route('/guest', guest);
  // Before the user's calls, which all need a bearer: a link's holder has none.
  sharedSpecRoute(app, store);

  // A user's: owner and id together, so another user's id is as unknown as one never issued.
  const own = new Hono<SignedIn>();
  own.use('*', requireUser(accounts));
  const findOwn = (c: Context<SignedIn>): SpecRow => {
    const id = specIdSchema.safeParse(c.req.param('specId'));
    const spec = id.success ? store.owned(c.get('user').id, id.data) : undefined;
    if (!spec) throw new ApiFailure(404, specMessages.notFound);
    return spec;
  };
  own.get('/', (c) => c.json(store.list(c.get('user').id), 200));
  own.post('/', async (c) => {
    const { name } = await bodyOf(c, createSpecSchema);
    return c.json(store.view(store.create(c.get('user').id, name ?? specMessages.defaultName)), 201);
  });
  own.get('/current', (c) => {
    const current = store.current(c.get('user').id);
    if (!current) throw new ApiFailure(404, specMessages.notFound);
    return c.json(store.view(current), 200);
  });
  own.post('/merge', async (c) => {
    const { guestId } = await bodyOf(c, mergeSpecSchema);
    const found = store.guest(guestId);
    if (!found) throw new ApiFailure(404, specMessages.notFound);
    const { spec, skipped } = store.merge(c.get('user').id, found);
    return c.json({ spec: store.view(spec), skipped }, 200);
  });
  // Before `/:specId`: an import is the user's whichever of their specifications it went into.
  importRoutes(own, imports, { create: '/:specId/imports', one: '/imports/:importId' }, findOwn, (c, importId) =>
    imports.ofUser(importId, c.get('user').id),
  );
  own.get('/:specId', (c) => c.json(store.view(findOwn(c)), 200));
  own.put('/:specId', async (c) => {
    const spec = findOwn(c);
    const { name } = await bodyOf(c, specNameSchema);
    store.rename(spec, name);
    return c.json(store.view({ ...spec, name }), 200);
  });
  own.delete('/:specId', (c) => {
    store.remove(findOwn(c));
    return c.body(null, 204);
  });
  own.post('/:specId/duplicate', (c) => c.json(store.view(store.duplicate(c.get('user').id, findOwn(c))), 201));
  lineRoutes(own, '/:specId', store, findOwn);
  shareRoutes(own, '/:specId', store, findOwn);
  specQuoteRoutes(own, '/:specId', { store, quotes }, findOwn, (c) => c.get('user').id);
  projectItemRoutes(own, '/:specId', projectItems, findOwn);
  app.route('/', own);

  return app;
}
