import { Hono, type Context } from 'hono';
import { fillPath } from '#shared/contract/paths';
import {
  addProjectItemSchema,
  projectItemIdSchema,
  projectItemListSchema,
  projectItemPaths,
  projectItemSchema,
  projectMessages,
  type ProjectItem,
} from '#shared/contract/project-items';
import type { UpstreamResult } from '../auth/upstream-auth';
import { ensureAccountCurrent } from '../specs/account-current';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { returnPath, withAuthView } from './form-outcome';
import { readBody, type BodyMode } from './request-body';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';

const noStore = { 'cache-control': 'private, no-store' } as const;
const specIdPattern = '{[1-9][0-9]{0,9}}';

/** What «Сохранить в проект» answers fetch: the item and the project it went into (for the toast's link). */
export interface SavedToProject {
  item: ProjectItem;
  projectId: string;
}

/**
 * A project's calculations and designs (docs/behaviour.md, "Projects"): `GET`/`POST
 * /api/specs/{id}/items`, `DELETE /api/specs/{id}/items/{itemId}`, and `POST
 * /api/specs/current/items`, which saves into the project «В спецификацию» adds to (made when the
 * user has none) — the form a page posts without JavaScript, and the save a login completes. Every
 * change also takes a form post and answers it with a 303 back and a notice; a session that ended
 * goes to the login view and back. Mounted before /api/specs' own routes.
 */
export function projectItemRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'outcomes'>): Hono {
  const { sessions, auth, outcomes } = deps;
  const app = new Hono();
  const asUser = (c: Context, method: string, path: string, body?: unknown) =>
    sessions.withToken(c, (token) => auth.send(method, path, { token, body }));

  /** A form's outcome: the notice across a 303 back, or the login view for a session that ended. */
  const formAnswer = async (
    c: Context,
    back: string,
    result: { ok: true; notice: string } | { ok: false; status: number; message?: string },
  ) => {
    c.header('cache-control', 'private, no-store');
    if (!result.ok && result.status === 401) return c.redirect(withAuthView(back, 'login', back), 303);
    const notice = result.ok
      ? { tone: 'success' as const, text: result.notice }
      : { tone: 'error' as const, text: upstreamFailure(result, projectMessages.failure).message };
    await outcomes.flash(c, { notice });
    return c.redirect(back, 303);
  };

  const save = (target: (c: Context) => Promise<UpstreamResult<{ id: string; name?: string }>>) => async (c: Context) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const back = returnPath(data);
    const refuse = (failure: { status: number; message?: string }) =>
      mode === 'form' ? formAnswer(c, back, { ok: false, ...failure }) : answerUpstreamFailure(c, failure, projectMessages.failure);

    const parsed = addProjectItemSchema.safeParse(data);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? projectMessages.failure;
      return mode === 'form' ? formAnswer(c, back, { ok: false, status: 400, message }) : apiError(c, 400, 'invalid', message);
    }
    if (!(await sessions.current(c))) return refuse({ status: 401 });
    const project = await target(c);
    if (!project.ok) return refuse(project);
    const sent = await asUser(c, 'POST', fillPath(projectItemPaths.items, { specId: project.value.id }), parsed.data);
    if (!sent.ok) return refuse(sent);
    const item = projectItemSchema.safeParse(sent.value);
    if (!item.success) return refuse({ status: 502 });
    if (mode === 'form') return formAnswer(c, back, { ok: true, notice: savedNotice(project.value.name) });
    return c.json({ item: item.data, projectId: project.value.id } satisfies SavedToProject, 200, noStore);
  };

  app.post(
    '/current/items',
    save(async (c) => {
      const current = await ensureAccountCurrent((method, path, body) => asUser(c, method, path, body));
      return current.ok ? { ok: true, value: { id: current.value.id, name: current.value.name } } : current;
    }),
  );
  app.post(
    `/:specId${specIdPattern}/items`,
    save((c) => Promise.resolve({ ok: true, value: { id: c.req.param('specId') ?? '' } })),
  );

  app.get(`/:specId${specIdPattern}/items`, async (c) => {
    const result = await asUser(c, 'GET', fillPath(projectItemPaths.items, { specId: c.req.param('specId') ?? '' }));
    if (!result.ok) return answerUpstreamFailure(c, result, projectMessages.failure);
    const list = projectItemListSchema.safeParse(result.value);
    return list.success ? c.json(list.data, 200, noStore) : answerUpstreamFailure(c, { status: 502 });
  });

  const remove = async (c: Context, mode: BodyMode, back: string) => {
    const itemId = projectItemIdSchema.safeParse(c.req.param('itemId'));
    const result: UpstreamResult<unknown> = itemId.success
      ? await asUser(c, 'DELETE', fillPath(projectItemPaths.item, { specId: c.req.param('specId') ?? '', itemId: itemId.data }))
      : { ok: false, status: 404, message: projectMessages.itemNotFound };
    if (mode === 'form') return formAnswer(c, back, result.ok ? { ok: true, notice: projectMessages.removed } : result);
    return result.ok ? c.body(null, 204, noStore) : answerUpstreamFailure(c, result, projectMessages.failure);
  };
  const itemPath = `/:specId${specIdPattern}/items/:itemId`;
  app.delete(itemPath, async (c) => {
    const body = await readBody(c);
    return body.ok ? remove(c, body.mode, returnPath(body.data)) : body.response;
  });
  // A form cannot send DELETE: the project page posts `_method=DELETE` to the same address (forms only).
  app.post(itemPath, async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    if (body.mode !== 'form' || body.data._method !== 'DELETE') return apiError(c, 405, 'method_not_allowed', projectMessages.itemNotFound);
    return remove(c, 'form', returnPath(body.data));
  });
  return app;
}

const savedNotice = (name: string | undefined) => (name ? `${projectMessages.saved} «${name}»` : projectMessages.saved);
