import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { fillPath } from '#shared/contract/paths';
import { accountMessages } from '#shared/auth/account-messages';
import {
  addSpecLineSchema,
  addSpecLinesResultSchema,
  addSpecLinesSchema,
  createSpecSchema,
  specListSchema,
  specMessages,
  specIssueMessage,
  specNameSchema,
  specPaths,
  updateSpecLineSchema,
  type AddSpecLinesResult,
  type Spec,
} from '#shared/contract/specs';
import { specNotices } from '#shared/specs/form-notices';
import type { CurrentSpecAnswer } from '#shared/specs/current-answer';
import type { UpstreamResult } from '../auth/upstream-auth';
import { ensureAccountCurrent, readAccountCurrent, type AsUser } from '../specs/account-current';
import { asSpec, type GuestSpecs } from '../specs/guest-spec';
import type { SpecImportCalls } from '../specs/spec-imports';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { formReturnPath, withAuthView } from './form-outcome';
import { readBody, type BodyMode, type BodyResult } from './request-body';
import { specImportRoutes } from './spec-imports';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';

const specFailure = specNotices.failure;
const noStore = { 'cache-control': 'private, no-store' } as const;
const productIdPattern = '{[\\w-]{1,80}}';
const specIdPattern = '{[1-9][0-9]{0,9}}';

/** A body as read: JSON for fetch, or a form posted without JavaScript; `back` is where a form returns to. */
interface Input {
  mode: BodyMode;
  back: string;
  data: Record<string, unknown>;
}
type Handler = (c: Context, input: Input) => Promise<Response>;
/** What a change leads to: its upstream answer, and what a form post is told when it holds. */
interface Outcome {
  result: UpstreamResult<unknown>;
  notice: string;
  /** How fetch is answered when it holds. */
  json: (value: unknown) => Response;
}

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

/** Reads the body once; a malformed one is a 400 for fetch. */
const withBody =
  (handler: Handler, read = readBody) =>
  async (c: Context): Promise<Response> => {
    const body = await read(c);
    if (!body.ok) return body.response;
    return handler(c, { mode: body.mode, back: formReturnPath(c, body.data), data: body.data });
  };

/**
 * A form cannot send PUT or DELETE: without JavaScript the page posts to the same address with
 * `_method` (docs/behaviour.md, "Specification"). Only a form may; fetch uses the method itself.
 */
const overridden =
  (handlers: { PUT?: Handler; DELETE?: Handler }): Handler =>
  async (c, input) => {
    const method = input.data._method;
    const handler = input.mode === 'form' && (method === 'PUT' || method === 'DELETE') ? handlers[method] : undefined;
    return handler ? handler(c, input) : apiError(c, 405, 'method_not_allowed', specMessages.notFound);
  };

/**
 * /api/specs (docs/behaviour.md, "Specification"; docs/decisions/014-specifications.md). `current`
 * is the specification «В спецификацию» adds to — the guest's (by its cookie) for a visitor signed
 * out, the account's most recently changed one for a signed-in user; the numbered ones are a
 * signed-in user's named specifications. Every answer is the whole specification; every change
 * also takes a form post without JavaScript and answers it with a 303 back and a notice.
 */
export function specRoutes(
  deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'outcomes' | 'limits' | 'clientIp'> & { guests: GuestSpecs; imports: SpecImportCalls },
): Hono {
  const { sessions, auth, guests, outcomes } = deps;
  const app = new Hono();

  const answerSpec = (c: Context, result: UpstreamResult<Spec>, status: 200 | 201 = 200) =>
    result.ok ? c.json(result.value, status, noStore) : answerUpstreamFailure(c, result, specFailure);
  /** A call with the session's bearer; a visitor signed out gets a 401. */
  const asUser = (c: Context, method: string, path: string, body?: unknown) =>
    sessions.withToken(c, (token) => auth.send(method, path, { token, body }));

  /** A form's outcome, carried in the flash across a 303 to the page it came from. */
  const notice = async (c: Context, tone: 'success' | 'error', text: string, back: string) => {
    await outcomes.flash(c, { notice: { tone, text } });
    c.header('cache-control', 'private, no-store');
    return c.redirect(back, 303);
  };
  /** A refused or failed change: JSON with its status for fetch; the message back on the page for a form. */
  const refuse = (c: Context, input: Input, failure: { status: number; message?: string }, json: () => Response) => {
    if (input.mode === 'json') return json();
    // A session that ended meanwhile: the login view, and back here once in.
    if (failure.status === 401) {
      c.header('cache-control', 'private, no-store');
      return c.redirect(withAuthView(input.back, 'login', input.back), 303);
    }
    return notice(c, 'error', upstreamFailure(failure, specFailure).message, input.back);
  };
  /** The body checked with the contract's schema, the one the embedded API uses too; its first Russian message when refused. */
  const parsed = <S extends z.ZodType>(schema: S, input: Input): { ok: true; data: z.output<S> } | { ok: false; message: string } => {
    const result = schema.safeParse(input.data);
    return result.success ? { ok: true, data: result.data } : { ok: false, message: specIssueMessage(result.error.issues[0], specFailure) };
  };
  const answerOutcome = (c: Context, input: Input, outcome: Outcome) => {
    const { result } = outcome;
    if (!result.ok) return refuse(c, input, result, () => answerUpstreamFailure(c, result, specFailure));
    return input.mode === 'form' ? notice(c, 'success', outcome.notice, input.back) : outcome.json(result.value);
  };
  const specJson =
    (c: Context, status: 200 | 201 = 200) =>
    (value: unknown) =>
      c.json(value as object, status, noStore);

  const accountCurrent = (c: Context) => readAccountCurrent((method, path, body) => asUser(c, method, path, body));

  /**
   * Where the current specification's line calls go: the account's current one, or the guest's.
   * With `create`, the first add makes it (a guest's remembered in its cookie); without, null when
   * there is none — reading never creates a specification.
   */
  async function currentBase(c: Context, create: boolean): Promise<UpstreamResult<string | null>> {
    if (await sessions.current(c)) {
      const send: AsUser = (method, path, body) => asUser(c, method, path, body);
      const current = create ? await ensureAccountCurrent(send) : await readAccountCurrent(send);
      if (!current.ok) return current;
      return { ok: true, value: current.value && fillPath(specPaths.one, { specId: current.value.id }) };
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
      const current = await accountCurrent(c);
      if (!current.ok) return answerUpstreamFailure(c, current, specFailure);
      return c.json({ spec: current.value, signedIn: true } satisfies CurrentSpecAnswer, 200, noStore);
    }
    const found = await guests.read(c);
    if (!found.ok) return answerUpstreamFailure(c, found, specFailure);
    return c.json({ spec: found.value, signedIn: false } satisfies CurrentSpecAnswer, 200, noStore);
  });

  /**
   * «В спецификацию». Posted as a form without JavaScript, it goes back to the page it came from
   * (callbackUrl) with the outcome as a notice, like «В избранное» (docs/behaviour.md, "Specification").
   */
  app.post(
    '/current/lines',
    withBody(async (c, input) => {
      const body = parsed(addSpecLineSchema, input);
      if (!body.ok) return refuse(c, input, { status: 400, message: body.message }, () => apiError(c, 400, 'invalid', body.message));
      const base = await currentBase(c, true);
      const result = base.ok ? asSpec(await onBase(c, base.value!, 'POST', '/lines', body.data)) : base;
      return answerOutcome(c, input, { result, notice: specMessages.added, json: specJson(c) });
    }),
  );

  /**
   * «Всё в спецификацию»: every line or none (docs/behaviour.md, "Specification"). A form posted
   * without JavaScript goes back to its callbackUrl with how many lines went in and which products
   * are not in the catalogue.
   */
  app.post(
    '/current/lines/batch',
    withBody(async (c, input) => {
      const body = parsed(addSpecLinesSchema, input);
      if (!body.ok) return refuse(c, input, { status: 400, message: body.message }, () => apiError(c, 400, 'invalid', body.message));
      const base = await currentBase(c, true);
      const sent = base.ok ? await onBase(c, base.value!, 'POST', '/lines/batch', body.data) : base;
      const answer = sent.ok ? addSpecLinesResultSchema.safeParse(sent.value) : undefined;
      const result: UpstreamResult<AddSpecLinesResult> = !sent.ok
        ? sent
        : answer?.success
          ? { ok: true, value: answer.data }
          : { ok: false, status: 502 };
      if (input.mode === 'json') return result.ok ? c.json(result.value, 200, noStore) : answerUpstreamFailure(c, result, specFailure);
      if (!result.ok) return refuse(c, input, result, () => answerUpstreamFailure(c, result, specFailure));
      const { added, unknown } = result.value;
      const text = [specMessages.addedLines(added), unknown.length ? specMessages.unknownProducts(unknown) : ''].filter(Boolean).join('. ');
      return notice(c, unknown.length ? 'error' : 'success', text, input.back);
    }, readBatchBody),
  );

  /** A line's change or removal, on the current specification (`base` null) or a numbered one. */
  const lineChange =
    (method: 'PUT' | 'DELETE', base: (c: Context) => Promise<UpstreamResult<string | null>>): Handler =>
    async (c, input) => {
      let body: unknown;
      if (method === 'PUT') {
        const update = parsed(updateSpecLineSchema, input);
        if (!update.ok)
          return refuse(c, input, { status: 400, message: update.message }, () => apiError(c, 400, 'invalid', update.message));
        body = update.data;
      }
      const path = await base(c);
      if (!path.ok) return refuse(c, input, path, () => answerUpstreamFailure(c, path, specFailure));
      if (!path.value) {
        const missing = { status: 404, message: specMessages.lineNotFound };
        return refuse(c, input, missing, () => apiError(c, 404, 'not_found', specMessages.lineNotFound));
      }
      const tail = `/lines/${encodeURIComponent(c.req.param('productId') ?? '')}`;
      const result = asSpec(await onBase(c, path.value, method, tail, body));
      return answerOutcome(c, input, {
        result,
        notice: method === 'PUT' ? specNotices.lineSaved : specNotices.lineRemoved,
        json: specJson(c),
      });
    };
  const currentLine = (c: Context) => currentBase(c, false);
  const currentLinePath = `/current/lines/:productId${productIdPattern}`;
  app.put(currentLinePath, withBody(lineChange('PUT', currentLine)));
  app.delete(currentLinePath, withBody(lineChange('DELETE', currentLine)));
  app.post(currentLinePath, withBody(overridden({ PUT: lineChange('PUT', currentLine), DELETE: lineChange('DELETE', currentLine) })));

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

  app.post(
    '/',
    withBody(async (c, input) => {
      // A form's empty name field means the default name, as leaving the name out does.
      const named = input.mode === 'form' && input.data.name === '' ? { ...input, data: { ...input.data, name: undefined } } : input;
      const body = parsed(createSpecSchema, named);
      if (!body.ok) return refuse(c, input, { status: 400, message: body.message }, () => apiError(c, 400, 'invalid', body.message));
      const result = asSpec(await asUser(c, 'POST', specPaths.list, body.data));
      return answerOutcome(c, input, { result, notice: specNotices.created, json: specJson(c, 201) });
    }),
  );

  const one = (c: Context) => fillPath(specPaths.one, { specId: c.req.param('specId') ?? '' });
  const rename: Handler = async (c, input) => {
    const body = parsed(specNameSchema, input);
    if (!body.ok) return refuse(c, input, { status: 400, message: body.message }, () => apiError(c, 400, 'invalid', body.message));
    const result = asSpec(await asUser(c, 'PUT', one(c), body.data));
    return answerOutcome(c, input, { result, notice: specNotices.renamed, json: specJson(c) });
  };
  const remove: Handler = async (c, input) => {
    const result = await asUser(c, 'DELETE', one(c));
    return answerOutcome(c, input, { result, notice: specNotices.deleted, json: () => c.body(null, 204, noStore) });
  };
  const onePath = `/:specId${specIdPattern}`;
  app.get(onePath, async (c) => answerSpec(c, asSpec(await asUser(c, 'GET', one(c)))));
  app.put(onePath, withBody(rename));
  app.delete(onePath, withBody(remove));
  app.post(onePath, withBody(overridden({ PUT: rename, DELETE: remove })));
  app.post(
    `${onePath}/duplicate`,
    withBody(async (c, input) => {
      const result = asSpec(await asUser(c, 'POST', fillPath(specPaths.duplicate, { specId: c.req.param('specId') ?? '' })));
      return answerOutcome(c, input, { result, notice: specNotices.duplicated, json: specJson(c, 201) });
    }),
  );
  app.post(
    `${onePath}/lines`,
    withBody(async (c, input) => {
      const body = parsed(addSpecLineSchema, input);
      if (!body.ok) return refuse(c, input, { status: 400, message: body.message }, () => apiError(c, 400, 'invalid', body.message));
      const result = asSpec(await asUser(c, 'POST', `${one(c)}/lines`, body.data));
      return answerOutcome(c, input, { result, notice: specMessages.added, json: specJson(c) });
    }),
  );
  const numbered = async (c: Context): Promise<UpstreamResult<string | null>> => ({ ok: true, value: one(c) });
  const numberedLinePath = `${onePath}/lines/:productId${productIdPattern}`;
  app.put(numberedLinePath, withBody(lineChange('PUT', numbered)));
  app.delete(numberedLinePath, withBody(lineChange('DELETE', numbered)));
  app.post(numberedLinePath, withBody(overridden({ PUT: lineChange('PUT', numbered), DELETE: lineChange('DELETE', numbered) })));

  app.route('/current/imports', specImportRoutes({ ...deps, calls: deps.imports, outcomes }));

  app.all('/*', (c) => apiError(c, 404, 'not_found', specMessages.notFound));
  return app;
}
