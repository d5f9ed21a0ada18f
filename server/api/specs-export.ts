import { Hono, type Context } from 'hono';
import type { ContractRead } from '#shared/contract';
import { specMessages, specPaths, type Spec } from '#shared/contract/specs';
import { fillPath } from '#shared/contract/paths';
import { limitRules } from '#server/access/rate-limit';
import { attachmentDisposition, safeFileTitle } from '../documents/attachment-name';
import { companyDetails } from '../documents/company-details';
import { documentsPack } from '../documents/documents-pack';
import { gatherProductDocuments } from '../documents/product-documents';
import { specPdf } from '../documents/spec-pdf';
import { specWorkbook } from '../documents/spec-workbook';
import type { UpstreamResult } from '../auth/upstream-auth';
import { readAccountCurrent } from '../specs/account-current';
import { asSpec, type GuestSpecs } from '../specs/guest-spec';
import type { UpstreamClient } from '../upstream/client';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { upstreamFailure } from './upstream-failure';

export const exportMessages = {
  empty: 'В спецификации нет товаров: добавьте товары, чтобы скачать документ',
  tooMany: (minutes: number) => `Слишком много выгрузок. Попробуйте ещё раз через ${minutes} мин.`,
  failed: 'Не удалось подготовить документ. Попробуйте ещё раз.',
} as const;

/** What each download is: the builder, its media type and its file names. */
const formats = {
  'export.xlsx': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ascii: 'specification',
    title: 'Спецификация',
    extension: 'xlsx',
  },
  'export.pdf': { type: 'application/pdf', ascii: 'specification', title: 'Спецификация', extension: 'pdf' },
  'documents.zip': { type: 'application/zip', ascii: 'documents', title: 'Документы', extension: 'zip' },
} as const;
type FileKind = keyof typeof formats;

const specIdPattern = '{[1-9][0-9]{0,9}}';

/**
 * The specification's documents (docs/behaviour.md, "Documents"): `GET /api/specs/current/…` and
 * `/api/specs/{id}/…` for `export.xlsx`, `export.pdf` and `documents.zip`, plain links that work
 * without JavaScript. Each download counts against the address's export limit; a browser following
 * a link that cannot be served goes back to the specification's page with the message as a notice,
 * any other caller gets the /api error JSON.
 */
export function specExportRoutes(
  deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'outcomes' | 'limits' | 'clientIp' | 'logger'> & {
    guests: GuestSpecs;
    read: ContractRead;
    upstream: UpstreamClient;
    vatPercent: number;
  },
): Hono {
  const { sessions, auth, guests, outcomes, limits } = deps;
  const app = new Hono();

  /** The current specification: the account's, or the guest's (null when the guest has none). */
  async function currentSpec(c: Context): Promise<UpstreamResult<Spec | null>> {
    if (await sessions.current(c))
      return readAccountCurrent((method, path, body) => sessions.withToken(c, (token) => auth.send(method, path, { token, body })));
    return guests.read(c);
  }
  const namedSpec = async (c: Context, specId: string): Promise<UpstreamResult<Spec | null>> =>
    asSpec(await sessions.withToken(c, (token) => auth.send('GET', fillPath(specPaths.one, { specId }), { token })));

  async function build(kind: FileKind, spec: Spec, date: Date, signal: AbortSignal): Promise<Uint8Array> {
    if (kind === 'documents.zip') {
      const products = await gatherProductDocuments(spec, { read: deps.read, upstream: deps.upstream, signal });
      return documentsPack(spec, products, { date });
    }
    const company = companyDetails(await deps.read('contacts', {}));
    const options = { date, vatPercent: deps.vatPercent };
    return kind === 'export.xlsx' ? specWorkbook(spec, company, options) : specPdf(spec, company, options);
  }

  const download = (kind: FileKind, which: (c: Context) => Promise<UpstreamResult<Spec | null>>, page: (c: Context) => string) =>
    async function (c: Context): Promise<Response> {
      // A browser following the link gets a page back with the message; other callers get JSON.
      const browser = /\btext\/html\b/.test(c.req.header('accept') ?? '');
      const refuse = async (status: 404 | 409 | 429 | 401 | 400 | 502 | 503 | 504, error: string, message: string) => {
        if (!browser) return apiError(c, status, error, message);
        await outcomes.flash(c, { notice: { tone: 'error', text: message } });
        c.header('cache-control', 'private, no-store');
        return c.redirect(page(c), 303);
      };

      const wait = await limits.consume([{ rule: limitRules.exportsPerIp, key: deps.clientIp(c) }]);
      if (wait) {
        c.header('retry-after', String(wait * 60));
        return refuse(429, 'too_many_requests', exportMessages.tooMany(wait));
      }
      const found = await which(c);
      if (!found.ok) {
        const failure = upstreamFailure(found, exportMessages.failed);
        return refuse(failure.status as 404, failure.error, failure.message);
      }
      const spec = found.value;
      if (!spec) return refuse(404, 'not_found', specMessages.notFound);
      if (spec.lines.length === 0) return refuse(409, 'empty', exportMessages.empty);

      const date = new Date();
      let bytes: Uint8Array;
      try {
        bytes = await build(kind, spec, date, c.req.raw.signal);
      } catch (error) {
        deps.logger.error({ err: String(error), kind }, 'specification document not built');
        return refuse(502, 'bad_gateway', exportMessages.failed);
      }
      const format = formats[kind];
      const day = date.toISOString().slice(0, 10);
      const title = safeFileTitle(spec.name);
      const disposition = attachmentDisposition(
        `${format.ascii}-${day}.${format.extension}`,
        `${format.title}${title && title !== format.title ? ` «${title}»` : ''} ${day}.${format.extension}`,
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': format.type,
        'content-disposition': disposition,
        'content-length': String(bytes.byteLength),
        'cache-control': 'private, no-store',
      });
    };

  for (const kind of Object.keys(formats) as FileKind[]) {
    app.get(
      `/current/${kind}`,
      download(kind, currentSpec, () => '/spec'),
    );
    app.get(
      `/:specId${specIdPattern}/${kind}`,
      download(
        kind,
        (c) => namedSpec(c, c.req.param('specId') ?? ''),
        (c) => `/my/specs/${c.req.param('specId') ?? ''}`,
      ),
    );
  }
  return app;
}
