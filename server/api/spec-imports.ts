import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createImportSchema,
  importIdSchema,
  importLimits,
  importMessages,
  resolveImportRowSchema,
  type SpecImport,
} from '#shared/contract/spec-imports';
import { importFormFor, importResultPath, importRowAnchor, importSummary } from '#shared/specs/import-pages';
import { parsePaste } from '#shared/specs/paste-lines';
import { accountMessages } from '#shared/auth/account-messages';
import { specIdSchema } from '#shared/contract/specs';
import { limitRules } from '#server/access/rate-limit';
import type { UpstreamResult } from '../auth/upstream-auth';
import type { SpecImportCalls } from '../specs/spec-imports';
import { readUpload, uploadLimits, uploadMessages } from '../specs/upload-rows';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import type { createOutcomes } from './form-outcome';
import { upstreamFailure } from './upstream-failure';

const noStore = { 'cache-control': 'private, no-store' } as const;
const importFailure = 'Не удалось добавить список. Попробуйте ещё раз.';
export const importLimitMessage = (minutes: number) => `Слишком много загрузок списков. Попробуйте ещё раз через ${minutes} мин.`;
/** The one /api body allowed past 16 KB: a 1 MB file with its form around it, or a long pasted list (docs/behaviour.md, "Bulk add"). */
export const importBodyBytes = uploadLimits.bytes + 256 * 1024;

type Mode = 'json' | 'form';
/** The form's page a refusal goes back to: the plain one, or a numbered specification's (`?spec=12`). */
type FormPage = { path: string };
const formPage = (specId?: string): FormPage => ({ path: importFormFor(specId) });
/**
 * A form posted without JavaScript gets a 303 with a notice; the page's own script sends the same
 * form with `Accept: application/json` and gets JSON.
 */
const modeOf = (c: Context): Mode => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const form = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  return form && !(c.req.header('accept') ?? '').includes('application/json') ? 'form' : 'json';
};

type Input = { ok: true; data: Record<string, unknown>; file?: { name: string; bytes: Uint8Array } } | { ok: false; message: string };

async function readInput(c: Context, mode: Mode): Promise<Input> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const form = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  try {
    if (!form) {
      const text = await c.req.text();
      const data: unknown = text.trim() ? JSON.parse(text) : {};
      return data && typeof data === 'object' && !Array.isArray(data)
        ? { ok: true, data: data as Record<string, unknown> }
        : { ok: false, message: accountMessages.malformedJson };
    }
    const body = await c.req.parseBody();
    const data: Record<string, unknown> = {};
    let file: { name: string; bytes: Uint8Array } | undefined;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') data[key] = value;
      else if (key === 'file' && value instanceof File && value.size > 0)
        file = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
    return { ok: true, data, file };
  } catch {
    return { ok: false, message: mode === 'form' ? importMessages.empty : accountMessages.malformedJson };
  }
}

const countsOf = (result: SpecImport) => ({
  matched: result.rows.filter((row) => row.status === 'matched').length,
  total: result.rows.length,
});

/**
 * `/api/specs/current/imports` (docs/behaviour.md, "Bulk add"): a pasted list or an uploaded .xlsx/.csv
 * into the visitor's current specification, the outcome read back, and a row settled. Each answers
 * JSON for the page's script and, for a form posted without JavaScript, a 303 with a notice.
 */
export function specImportRoutes(
  deps: Pick<AccountRouteDeps, 'limits' | 'clientIp'> & { calls: SpecImportCalls; outcomes: ReturnType<typeof createOutcomes> },
): Hono {
  const { calls, outcomes, limits } = deps;
  const app = new Hono();

  /** Back to a page with a notice at its foot (where a toast would be). */
  const goTo = async (c: Context, path: string, tone: 'success' | 'error', text: string) => {
    await outcomes.flash(c, { notice: { tone, text: text.slice(0, 200) } });
    c.header('cache-control', 'private, no-store');
    return c.redirect(path, 303);
  };
  /** Back to the form, which shows the refusal above itself — not also as a notice, or it is said twice. */
  const toForm = async (c: Context, form: FormPage, text: string) => {
    await outcomes.flash(c, { form: 'import', error: text.slice(0, 500) });
    c.header('cache-control', 'private, no-store');
    return c.redirect(form.path, 303);
  };
  /** A refusal: JSON with its status, or back to the form (or the outcome's row) with the message. */
  const refuse = (c: Context, mode: Mode, status: 400 | 413 | 429, message: string, back: FormPage | string = formPage()) => {
    if (mode === 'json')
      return apiError(c, status, status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'invalid', message);
    return typeof back === 'string' ? goTo(c, back, 'error', message) : toForm(c, back, message);
  };
  const failed = (c: Context, mode: Mode, result: Exclude<UpstreamResult<unknown>, { ok: true }>, back: FormPage | string) => {
    const answer = upstreamFailure(result, importFailure);
    if (mode === 'json') return apiError(c, answer.status, answer.error, answer.message);
    return typeof back === 'string' ? goTo(c, back, 'error', answer.message) : toForm(c, back, answer.message);
  };

  app.post('/', bodyLimit({ maxSize: importBodyBytes, onError: (c) => refuse(c, modeOf(c), 413, uploadMessages.tooLarge) }), async (c) => {
    const mode = modeOf(c);
    // Counted before the body is read: a file of up to 1 MB and up to 2,000 rows to match are the cost.
    const wait = await limits.consume([{ rule: limitRules.exportsPerIp, key: deps.clientIp(c) }]);
    if (wait) {
      c.header('retry-after', String(wait * 60));
      return refuse(c, mode, 429, importLimitMessage(wait));
    }
    const input = await readInput(c, mode);
    if (!input.ok) return refuse(c, mode, 400, input.message);
    // A signed-in user's numbered specification, when the form names one (`/spec/import?spec=12`): a refusal goes back to that form.
    const specId =
      typeof input.data.specId === 'string' && specIdSchema.safeParse(input.data.specId).success ? input.data.specId : undefined;
    const form = formPage(specId);
    const text = typeof input.data.text === 'string' ? input.data.text : '';
    let rows: unknown = input.data.rows;
    if (input.file) {
      if (text.trim()) return refuse(c, mode, 400, 'Вставьте список или выберите файл — что-то одно', form);
      const read = await readUpload(input.file);
      if (!read.ok) return refuse(c, mode, read.message === uploadMessages.tooLarge ? 413 : 400, read.message, form);
      rows = read.rows;
    } else if (text.trim()) {
      rows = parsePaste(text);
      if ((rows as unknown[]).length > importLimits.rows) return refuse(c, mode, 400, importMessages.tooManyRows, form);
    }
    const body = createImportSchema.safeParse({ rows: rows ?? [] });
    if (!body.success) return refuse(c, mode, 400, body.error.issues[0]?.message ?? importMessages.empty, form);
    const result = await calls.create(c, body.data, specId);
    if (!result.ok) return failed(c, mode, result, form);
    if (mode === 'form') return goTo(c, importResultPath(result.value.id), 'success', importSummary(countsOf(result.value)));
    return c.json(result.value, 201, noStore);
  });

  const importIdOf = (c: Context) => importIdSchema.safeParse(c.req.param('importId'));

  app.get('/:importId', async (c) => {
    const id = importIdOf(c);
    if (!id.success) return apiError(c, 404, 'not_found', importMessages.notFound);
    const result = await calls.read(c, id.data);
    if (!result.ok) return failed(c, 'json', result.status === 404 ? { ...result, message: importMessages.notFound } : result, formPage());
    return c.json(result.value, 200, noStore);
  });

  app.post('/:importId/rows/:line{[1-9][0-9]{0,6}}', async (c) => {
    const mode = modeOf(c);
    const id = importIdOf(c);
    const line = c.req.param('line');
    if (!id.success)
      return mode === 'form' ? toForm(c, formPage(), importMessages.notFound) : apiError(c, 404, 'not_found', importMessages.notFound);
    const back = `${importResultPath(id.data)}#${importRowAnchor(Number(line))}`;
    const input = await readInput(c, mode);
    if (!input.ok) return refuse(c, mode, 400, input.message, back);
    const { productId, text, quantity } = input.data;
    const change = resolveImportRowSchema.safeParse(
      typeof productId === 'string' && productId
        ? { productId }
        : { text: typeof text === 'string' ? text : '', ...(quantity === undefined || quantity === '' ? {} : { quantity }) },
    );
    if (!change.success) return refuse(c, mode, 400, change.error.issues[0]?.message ?? importMessages.notOffered, back);
    const result = await calls.resolve(c, id.data, line, change.data);
    if (!result.ok) return failed(c, mode, result, back);
    if (mode === 'form') {
      const row = result.value.rows.find((r) => r.line === Number(line));
      const settled = row?.status === 'matched';
      return goTo(
        c,
        back,
        settled ? 'success' : 'error',
        settled ? `Строка ${line}: добавлено в спецификацию` : `Строка ${line}: ${row?.message ?? importMessages.unmatched}`,
      );
    }
    return c.json(result.value, 200, noStore);
  });

  return app;
}
