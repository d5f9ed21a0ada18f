import { Hono } from 'hono';
import { addSaveSchema } from '#shared/contract/auth';
import { decodeDesign } from '#shared/designer/url-encoding';
import type { Accounts } from '../accounts';
import { ApiFailure } from '../errors';
import { requireUser, type SignedIn } from './bearer';
import { readJsonObject } from './request-body';

export const saveMessages = {
  invalid: 'Некорректный запрос: укажите, что сохранить (kind и refId)',
  productNotFound: 'Товар не найден',
  elPanelNotFound: 'Электрощит не найден',
  itemNotFound: 'Сохранённый элемент не найден',
} as const;

const savedItemIdPattern = /^[1-9]\d{0,15}$/;

/** `/api/saves`: the signed-in user's saved products and panel designs (/my/saves). */
export function embeddedSaveRoutes(accounts: Accounts): Hono<SignedIn> {
  const { savedItems } = accounts;
  const app = new Hono<SignedIn>();
  const signedIn = requireUser(accounts);

  app.get('/', signedIn, (c) => c.json(savedItems.list(c.get('user').id)));

  app.post('/', signedIn, async (c) => {
    const parsed = addSaveSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiFailure(400, saveMessages.invalid);
    const { kind, refId } = parsed.data;
    const userId = c.get('user').id;
    // Saving twice is not an error (a double click, two tabs): the item already there is the answer.
    const existing = savedItems.find(userId, kind, refId);
    if (existing) return c.json(existing, 200);
    const target = savedItems.target(kind, refId);
    if (!target) {
      if (kind === 'panel-design') {
        const decoded = decodeDesign(refId);
        throw new ApiFailure(400, decoded.ok ? saveMessages.invalid : decoded.message);
      }
      throw new ApiFailure(404, kind === 'product' ? saveMessages.productNotFound : saveMessages.elPanelNotFound);
    }
    const { item, created } = savedItems.add(userId, kind, refId, target);
    return c.json(item, created ? 201 : 200);
  });

  app.delete('/:id', signedIn, (c) => {
    const id = c.req.param('id');
    // Someone else's item is "not found" too: ids of other users' saves are nobody's business.
    if (!savedItemIdPattern.test(id) || !savedItems.remove(c.get('user').id, Number(id))) {
      throw new ApiFailure(404, saveMessages.itemNotFound);
    }
    return c.body(null, 204);
  });

  return app;
}
