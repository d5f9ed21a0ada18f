import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { compareMessages } from '#shared/catalog/compare';
import { compareCookie, compareCookieMaxAge, compareCookieValue, compareLimit, parseCompareIds } from '#shared/catalog/compare-list';
import { compareChangeSchema } from '#shared/validation/compare';
import { apiError } from './api-error';
import type { Outcomes } from './form-outcome';
import { formReturnPath } from './form-outcome';
import { readBody } from './request-body';

/** The ids the visitor's comparison cookie holds: whatever is malformed in it is dropped, never refused. */
export function compareCookieIds(c: Context): string[] {
  return parseCompareIds(getCookie(c, compareCookie), '.').ids;
}

/**
 * /api/compare: «Сравнить» adds a product to the plain comparison cookie, «Убрать» removes it
 * (docs/behaviour.md, "Comparison"). JSON for the hydrated page; a form post without JavaScript
 * gets a 303 back to its page with the outcome as a notice. Same-origin and the body cap come from
 * the /api door (server/app.ts).
 */
export function compareRoutes(deps: { outcomes: Outcomes; secure: boolean }): Hono {
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    c.header('cache-control', 'private, no-store');
    const parsed = compareChangeSchema.safeParse(body.data);
    const answer = async (status: 200 | 400 | 409, tone: 'success' | 'error', text: string, ids: string[]) => {
      if (body.mode === 'json')
        return status === 200 ? c.json({ ids, message: text }) : apiError(c, status, status === 400 ? 'invalid' : 'limit', text);
      await deps.outcomes.flash(c, { notice: { tone, text } });
      return c.redirect(formReturnPath(c, body.data), 303);
    };
    const current = compareCookieIds(c);
    if (!parsed.success) return answer(400, 'error', compareMessages.invalidItem, current);
    const { id, op } = parsed.data;
    if (op === 'add' && !current.includes(id) && current.length >= compareLimit) return answer(409, 'error', compareMessages.full, current);
    const ids = op === 'add' ? [...new Set([...current, id])] : current.filter((known) => known !== id);
    // Plain, not HttpOnly: the header's counter reads it in the browser. Never the session's cookie.
    setCookie(c, compareCookie, compareCookieValue(ids), {
      path: '/',
      maxAge: ids.length ? compareCookieMaxAge : 0,
      sameSite: 'Lax',
      secure: deps.secure,
    });
    return answer(200, 'success', op === 'add' ? compareMessages.added(ids.length) : compareMessages.removed, ids);
  });

  return app;
}
