import { Hono, type Context } from 'hono';
import type { ContractRead } from '#shared/contract';
import { calculators, isCalculatorId, type CalculatorId } from '#shared/calculators';
import { limitRules } from '#server/access/rate-limit';
import { attachmentDisposition, safeFileTitle } from '../documents/attachment-name';
import { calculationNotePdf } from '../documents/calculation-note';
import { noteResults } from '../documents/calculation-results';
import { companyDetails } from '../documents/company-details';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { exportMessages } from './specs-export';

export const noteMessages = {
  notFound: 'Калькулятор не найден',
  empty: 'Нет исходных данных: заполните форму калькулятора и скачайте записку с результата',
} as const;

/**
 * How long a shared cache may keep a note: it is a pure function of its address, but carries the
 * day's date and the company's contacts, so not for long.
 */
const publicMaxAge = 300;

/**
 * The calculation note of a result (docs/calculators.md, "Calculation note"):
 * `GET /api/calculators/{calcID}/note.pdf?<the result page's query>`. The query is read with the
 * calculator's own schema and the result computed by its own pure function, so the note says what
 * the page says. A bad query is 400 with the first Russian messages, an unknown calculator 404; a
 * built note counts against the address's export limit like the specification's documents.
 */
export function calculatorNoteRoutes(
  deps: Pick<AccountRouteDeps, 'limits' | 'clientIp' | 'logger'> & { read: ContractRead; publicOrigin: string | undefined },
): Hono {
  const app = new Hono();

  app.get('/:calcID/note.pdf', async (c: Context) => {
    const calcID = c.req.param('calcID') ?? '';
    if (!isCalculatorId(calcID)) return apiError(c, 404, 'not_found', noteMessages.notFound);
    const id: CalculatorId = calcID;
    const calculator = calculators[id];
    const requestUrl = new URL(c.req.url);
    const parsed = calculator.parse(requestUrl.searchParams);
    if (!parsed.ok) {
      const message = parsed.empty ? noteMessages.empty : [...new Set(Object.values(parsed.errors))].join('; ');
      return apiError(c, 400, 'bad_request', message);
    }

    const wait = await deps.limits.consume([{ rule: limitRules.exportsPerIp, key: deps.clientIp(c) }]);
    if (wait) {
      c.header('retry-after', String(wait * 60));
      return apiError(c, 429, 'too_many_requests', exportMessages.tooMany(wait));
    }

    // Without PUBLIC_ORIGIN the address printed comes from the request's Host, which a shared
    // cache must not hand to others (docs/decisions/003-public-html-never-reads-the-session.md).
    const origin = deps.publicOrigin ?? requestUrl.origin;
    const url = `${origin}/calculators/${id}?${calculator.toQuery(parsed.input as never).toString()}`;
    const date = new Date();
    let bytes: Uint8Array;
    let name: string;
    try {
      // The same pure function as the page; its bounds keep the result finite, a fault would throw here.
      const result = calculator.compute(parsed.input as never) as Parameters<typeof noteResults>[1];
      const [entry, contacts] = await Promise.all([deps.read('calculator', { calcID: id }), deps.read('contacts', {})]);
      name = entry.name;
      bytes = await calculationNotePdf({
        company: companyDetails(contacts),
        calculator: name,
        date,
        url,
        inputs: result.inputs,
        results: noteResults(id, result),
        explanation: result.explanation,
      });
    } catch (error) {
      deps.logger.error({ err: String(error), calculator: id }, 'calculation note not built');
      return apiError(c, 502, 'bad_gateway', exportMessages.failed);
    }
    const day = date.toISOString().slice(0, 10);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(`calculation-${id}-${day}.pdf`, `Расчётная записка «${safeFileTitle(name)}» ${day}.pdf`),
      'content-length': String(bytes.byteLength),
      'cache-control': deps.publicOrigin ? `public, max-age=${publicMaxAge}` : 'private, no-store',
    });
  });
  return app;
}
