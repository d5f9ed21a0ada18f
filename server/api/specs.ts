import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { accountMessages } from '#shared/auth/account-messages';
import { fillPath } from '#shared/contract/paths';
import {
  addSpecLineSchema,
  addSpecLinesResultSchema,
  addSpecLinesSchema,
  createSpecSchema,
  specListSchema,
  specMessages,
  specNameSchema,
  specIssueMessage,
  specPaths,
  updateSpecLineSchema,
  type AddSpecLinesResult,
  type Spec,
} from '#shared/contract/specs';
import type { UpstreamResult } from '../auth/upstream-auth';
import { asSpec, type GuestSpecs } from '../specs/guest-spec';
import type { SpecImportCalls } from '../specs/spec-imports';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { returnPath } from './form-outcome';
import { readBody, type BodyMode, type BodyResult } from './request-body';
import { specImportRoutes } from './spec-imports';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';

const specFailure = 'Не удалось изменить спецификацию. Попробуйте ещё раз.';
const noStore = { 'cache-control': 'private, no-store' } as const;
const productIdPattern = '{[\\w-]{1,80}}';
const specIdPattern = '{[1-9][0-9]{0,9}}';

type Parsed<T> = { mode: BodyMode; back: string } & ({ ok: true; data: T } | { ok: false; response: Response; message: string });

/**
 * A batch's body: JSON `{ lines }`, or a form posted without JavaScript that repeats `productId`
 * and `quantity` once per line, in order (the designer's «Всё в спецификацию»).
 */
async function readBatchBody(c: Context): Promise<BodyResult> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return readBody(c);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return { ok: false, response: apiError(c, 400, 'bad_request', accountMessages.malformedJson) };
  }
  const texts = (value: unknown) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => (typeof v === 'string' ? v : ''));
  const quantities = texts(form.quantity);
  const lines = texts(form.productId).map((productId, index) => ({ productId, quantity: quantities[index] ?? '' }));
  return { ok: true, mode: 'form', data: { lines, callbackUrl: texts(form.callbackUrl)[0] } };
}

/**
 * The body parsed with the contract's schema, the one the embedded API uses too; a 400 carries its
 * first Russian message. `back` is where a form post returns to.
 */
async function parseBody<S extends z.ZodType>(c: Context, schema: S, read = readBody): Promise<Parsed<z.output<S>>> {
  const body = await read(c);
  if (!body.ok) return { ...body, message: accountMessages.malformedJson, mode: 'json', back: '/' };
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) {
    const message = specIssueMessage(parsed.error.issues[0], specFailure);
    return { ok: false, response: apiError(c, 400, 'invalid', message), message, mode: body.mode, back: returnPath(body.data) };
  }
  return { ok: true, data: parsed.data, mode: body.mode, back: returnPath(body.data) };
}

/**
 * /api/specs (docs/behaviour.md, "Specification"; docs/decisions/014-specifications.md). `current`
 * is the specification «В спецификацию» adds to — the guest's (by its cookie) for a visitor signed
 * out, the account's most recently changed one for a signed-in user; the numbered ones are a
 * signed-in user's named specifications. Every answer is the whole specification.
 */
export function specRoutes(
  deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'outcomes'> & { guests: GuestSpecs; imports: SpecImportCalls },
): Hono {
  const { sessions, auth, guests, outcomes } = deps;
  const app = new Hono();

  const answerSpec = (c: Context, result: UpstreamResult<Spec>, status: 200 | 201 = 200) =>
    result.ok ? c.json(result.value, status, noStore) : answerUpstreamFailure(c, result, specFailure);
  /** A call with the session's bearer; a visitor signed out gets a 401. */
  const asUser = (c: Context, method: string, path: string, body?: unknown) =>
    sessions.withToken(c, (token) => auth.send(method, path, { token, body }));

  /**
   * Where the current specification's line calls go: the account's current one, or the guest's
   * (created on the first add when `create`). Null when a guest has none and none is to be made.
   */
  async function currentBase(c: Context, create: boolean): Promise<UpstreamResult<string | null>> {
    if (await sessions.current(c)) {
      const current = asSpec(await asUser(c, 'GET', specPaths.current));
      return current.ok ? { ok: true, value: fillPath(specPaths.one, { specId: current.value.id }) } : current;
    }
    if (!create) {
      const found = await guests.read(c);
      if (!found.ok) return found;
      return { ok: true, value: found.value && fillPath(specPaths.guest, { guestId: found.value.id }) };
    }
    const id = await guests.ensure(c);
    return id.ok ? { ok: true, value: fillPath(specPaths.guest, { guestId: id.value }) } : id;
  }
  /** A line call on a base path; a guest call carries no bearer. */
  const onBase = (c: Context, base: string, method: string, tail: string, body?: unknown) =>
    base.startsWith('/api/specs/guest/') ? auth.send(method, base + tail, { body }) : asUser(c, method, base + tail, body);

  app.get('/current', async (c) => {
    if (await sessions.current(c)) {
      const current = asSpec(await asUser(c, 'GET', specPaths.current));
      return current.ok ? c.json({ spec: current.value }, 200, noStore) : answerUpstreamFailure(c, current, specFailure);
    }
    const found = await guests.read(c);
    if (!found.ok) return answerUpstreamFailure(c, found, specFailure);
    return c.json({ spec: found.value }, 200, noStore);
  });

  /**
   * «В спецификацию». Posted as a form without JavaScript, it goes back to the page it came from
   * (callbackUrl) with the outcome as a notice, like «В избранное» (docs/behaviour.md, "Specification").
   */
  app.post('/current/lines', async (c) => {
    const body = await parseBody(c, addSpecLineSchema);
    const notice = async (tone: 'success' | 'error', text: string, back: string) => {
      await outcomes.flash(c, { notice: { tone, text } });
      c.header('cache-control', 'private, no-store');
      return c.redirect(back, 303);
    };
    if (!body.ok) return body.mode === 'form' ? notice('error', body.message, body.back) : body.response;
    const base = await currentBase(c, true);
    const result = base.ok ? asSpec(await onBase(c, base.value!, 'POST', '/lines', body.data)) : base;
    if (body.mode === 'form') {
      return result.ok
        ? notice('success', specMessages.added, body.back)
        : notice('error', upstreamFailure(result, specFailure).message, body.back);
    }
    return answerSpec(c, result);
  });

  /**
   * «Всё в спецификацию»: every line or none (docs/behaviour.md, "Specification"). A form posted
   * without JavaScript goes back to its callbackUrl with how many lines went in and which products
   * are not in the catalogue.
   */
  app.post('/current/lines/batch', async (c) => {
    const body = await parseBody(c, addSpecLinesSchema, readBatchBody);
    const notice = async (tone: 'success' | 'error', text: string, back: string) => {
      await outcomes.flash(c, { notice: { tone, text } });
      c.header('cache-control', 'private, no-store');
      return c.redirect(back, 303);
    };
    if (!body.ok) return body.mode === 'form' ? notice('error', body.message, body.back) : body.response;
    const base = await currentBase(c, true);
    const sent = base.ok ? await onBase(c, base.value!, 'POST', '/lines/batch', body.data) : base;
    const parsed = sent.ok ? addSpecLinesResultSchema.safeParse(sent.value) : undefined;
    const result: UpstreamResult<AddSpecLinesResult> = !sent.ok
      ? sent
      : parsed?.success
        ? { ok: true, value: parsed.data }
        : { ok: false, status: 502 };
    if (body.mode === 'json') return result.ok ? c.json(result.value, 200, noStore) : answerUpstreamFailure(c, result, specFailure);
    if (!result.ok) return notice('error', upstreamFailure(result, specFailure).message, body.back);
    const { added, unknown } = result.value;
    const text = [specMessages.addedLines(added), unknown.length ? specMessages.unknownProducts(unknown) : ''].filter(Boolean).join('. ');
    return notice(unknown.length ? 'error' : 'success', text, body.back);
  });

  const lineOfCurrent = (method: 'PUT' | 'DELETE') => async (c: Context) => {
    const body = method === 'PUT' ? await parseBody(c, updateSpecLineSchema) : ({ ok: true, data: undefined } as const);
    if (!body.ok) return body.response;
    const base = await currentBase(c, false);
    if (!base.ok) return answerUpstreamFailure(c, base, specFailure);
    if (!base.value) return apiError(c, 404, 'not_found', specMessages.lineNotFound);
    const tail = `/lines/${encodeURIComponent(c.req.param('productId') ?? '')}`;
    return answerSpec(c, asSpec(await onBase(c, base.value, method, tail, body.data)));
  };
  app.put(`/current/lines/:productId${productIdPattern}`, lineOfCurrent('PUT'));
  app.delete(`/current/lines/:productId${productIdPattern}`, lineOfCurrent('DELETE'));

  /** The explicit merge, for a client that signed in another way; sign-in merges by itself. */
  app.post('/merge', async (c) => {
    if (!(await sessions.current(c))) return answerUpstreamFailure(c, { status: 401 });
    const merged = await guests.merge(c);
    if (!merged.ok) return answerUpstreamFailure(c, merged, specFailure);
    return c.json(merged.value ?? { spec: null, skipped: 0 }, 200, noStore);
  });

  app.get('/', async (c) => {
    const result = await asUser(c, 'GET', specPaths.list);
    if (!result.ok) return answerUpstreamFailure(c, result, specFailure);
    const list = specListSchema.safeParse(result.value);
    return list.success ? c.json(list.data, 200, noStore) : answerUpstreamFailure(c, { status: 502 });
  });

  app.post('/', async (c) => {
    const body = await parseBody(c, createSpecSchema);
    if (!body.ok) return body.response;
    return answerSpec(c, asSpec(await asUser(c, 'POST', specPaths.list, body.data)), 201);
  });

  const one = (c: Context) => fillPath(specPaths.one, { specId: c.req.param('specId') ?? '' });
  app.get(`/:specId${specIdPattern}`, async (c) => answerSpec(c, asSpec(await asUser(c, 'GET', one(c)))));
  app.put(`/:specId${specIdPattern}`, async (c) => {
    const body = await parseBody(c, specNameSchema);
    if (!body.ok) return body.response;
    return answerSpec(c, asSpec(await asUser(c, 'PUT', one(c), body.data)));
  });
  app.delete(`/:specId${specIdPattern}`, async (c) => {
    const result = await asUser(c, 'DELETE', one(c));
    return result.ok ? c.body(null, 204, noStore) : answerUpstreamFailure(c, result, specFailure);
  });
  app.post(`/:specId${specIdPattern}/duplicate`, async (c) =>
    answerSpec(c, asSpec(await asUser(c, 'POST', fillPath(specPaths.duplicate, { specId: c.req.param('specId') }))), 201),
  );
  app.post(`/:specId${specIdPattern}/lines`, async (c) => {
    const body = await parseBody(c, addSpecLineSchema);
    if (!body.ok) return body.response;
    return answerSpec(c, asSpec(await asUser(c, 'POST', `${one(c)}/lines`, body.data)));
  });
  const line = (c: Context) => fillPath(specPaths.line, { specId: c.req.param('specId') ?? '', productId: c.req.param('productId') ?? '' });
  app.put(`/:specId${specIdPattern}/lines/:productId${productIdPattern}`, async (c) => {
    const body = await parseBody(c, updateSpecLineSchema);
    if (!body.ok) return body.response;
    return answerSpec(c, asSpec(await asUser(c, 'PUT', line(c), body.data)));
  });
  app.delete(`/:specId${specIdPattern}/lines/:productId${productIdPattern}`, async (c) =>
    answerSpec(c, asSpec(await asUser(c, 'DELETE', line(c)))),
  );

  app.route('/current/imports', specImportRoutes({ calls: deps.imports, outcomes }));

  app.all('/*', (c) => apiError(c, 404, 'not_found', specMessages.notFound));
  return app;
}
