import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authViewParam, redirectParam, type AuthView } from '#shared/auth/popup';
import { safeRedirectPath } from '#shared/auth/safe-redirect';
import type { Flash } from '#shared/auth/flash';
import type { SealedCookie } from '../session/sealed-cookie';
import type { BodyMode } from './request-body';

/** Where a form post returns to: the page it was sent from (callbackUrl), never another site
 * (docs/behaviour.md, "Redirect parameters"). */
export function returnPath(data: Record<string, unknown>): string {
  return safeRedirectPath(data.callbackUrl) ?? '/';
}

/**
 * Where a card's form post returns to (`В спецификацию`, `В избранное`, `Сравнить`): its callbackUrl
 * if it has one, else the page it was posted from, read from the Referer header under the same check
 * (docs/behaviour.md, "Without JavaScript"). A product grid repeats these forms on every card: the
 * page's own address in each of them was 7 KB of a 24-card page. Browsers send a same-origin
 * Referer with the site's `strict-origin-when-cross-origin` policy; without one the visitor goes home.
 */
export function formReturnPath(c: Context, data: Record<string, unknown>): string {
  const callback = safeRedirectPath(data.callbackUrl);
  if (callback) return callback;
  const referer = c.req.header('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.host === new URL(c.req.url).host ? (safeRedirectPath(from.pathname + from.search) ?? '/') : '/';
  } catch {
    return '/';
  }
}

/** `path` with the popup opened on `view` (and the protected page to go to after login kept). */
export function withAuthView(path: string, view: AuthView | null, redirect?: string | null): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(authViewParam);
  if (view) url.searchParams.set(authViewParam, view);
  if (redirect) url.searchParams.set(redirectParam, redirect);
  return url.pathname + url.search + url.hash;
}

/**
 * One outcome, two answers: JSON for fetch, or — for a form posted without JavaScript — the same
 * message carried in the flash cookie across a 303 to the page that shows it.
 */
export function createOutcomes(flash: SealedCookie<Flash>) {
  return {
    async failure(
      c: Context,
      mode: BodyMode,
      status: ContentfulStatusCode,
      error: string,
      message: string,
      form: { back: string; flash: Flash; redirect?: string | null; fieldErrors?: Record<string, string> },
    ): Promise<Response> {
      if (mode === 'json') {
        // `fields`: every field's first message, so the popup can mark the fields the BFF refused.
        const body = form.fieldErrors ? { status, error, data: message, fields: form.fieldErrors } : { status, error, data: message };
        return c.json(body, status, { 'cache-control': 'private, no-store' });
      }
      // Messages of fields stand beneath their fields, as the browser's own validation would show
      // them; the form's block is for what no field explains (docs/behaviour.md, "Validation").
      // A refusal of the visitor's input comes back as the page's own status (docs/behaviour.md, "Without
      // JavaScript"); an upstream that failed is no fault of theirs: that page stays a 200.
      const refusal = status === 429 ? 429 : status >= 400 && status < 500 ? 400 : undefined;
      await flash.write(c, { ...form.flash, error: form.fieldErrors ? undefined : message, fieldErrors: form.fieldErrors, refusal });
      c.header('cache-control', 'private, no-store');
      return c.redirect(withAuthView(form.back, form.flash.view ?? null, form.redirect), 303);
    },
    /** Writes the flash a form post's redirect carries (for answers that are not a plain success or failure). */
    flash: (c: Context, value: Flash): Promise<void> => flash.write(c, value),
    async success(c: Context, mode: BodyMode, json: unknown, form: { to: string; flash?: Flash }): Promise<Response> {
      c.header('cache-control', 'private, no-store');
      if (mode === 'json') return c.json(json as object, 200);
      if (form.flash) await flash.write(c, form.flash);
      return c.redirect(form.to, 303);
    },
  };
}

export type Outcomes = ReturnType<typeof createOutcomes>;
