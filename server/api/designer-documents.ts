import { Hono, type Context } from 'hono';
import type { ContractRead } from '#shared/contract';
import { billOfMaterials } from '#shared/designer/bill-of-materials';
import type { Design } from '#shared/designer/design';
import type { DesignDocumentFile } from '#shared/designer/design-documents';
import { factsByIdOf, type FactsById } from '#shared/designer/device-facts';
import { designTitle } from '#shared/designer/design-title';
import { checkDesign } from '#shared/designer/rules';
import { designDeviceCount, designTotals } from '#shared/designer/totals';
import { decodeDesign, designParam, designResultPath } from '#shared/designer/url-encoding';
import { limitRules } from '#server/access/rate-limit';
import { attachmentDisposition } from '../documents/attachment-name';
import { billOfMaterialsPdf } from '../documents/bill-of-materials-pdf';
import { companyDetails, type CompanyDetails } from '../documents/company-details';
import { dinRailDrawing, singleLineDrawing } from '../documents/design-svg';
import { drawingPdf, drawingSvgFile } from '../documents/drawing-pdf';
import { panelLabelsPdf, panelLabelsSvg } from '../documents/panel-labels-pdf';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { exportMessages } from './specs-export';

export const designDocumentMessages = {
  empty: 'Нет проекта щита: соберите щит в конструкторе и скачайте документ со страницы проекта',
} as const;

/** How long a shared cache may keep a document: a pure function of its address, the catalogue's prices and the contacts. */
const publicMaxAge = 300;

/** What a document is made from: the design, the catalogue's facts about its products, the company. */
interface DocumentSource {
  readonly design: Design;
  readonly factsById: FactsById;
  readonly company: CompanyDetails;
  readonly title: string;
  /** The design's result page, absolute. */
  readonly url: string;
  readonly date: Date;
}

interface DocumentFile {
  readonly body: Uint8Array | string;
  readonly type: string;
  /** ASCII and Russian names, without the date and the extension. */
  readonly names: readonly [ascii: string, russian: string];
  /** Whether the document prints the site's address, which without PUBLIC_ORIGIN comes from the Host. */
  readonly printsAddress: boolean;
}

const pdf = 'application/pdf';
const svg = 'image/svg+xml; charset=utf-8';

/** Each document of shared/designer/design-documents.ts, at the path of its URL under /api/designer. */
const documents: Readonly<Record<DesignDocumentFile, (source: DocumentSource) => Promise<DocumentFile>>> = {
  'labels.pdf': async (s) => ({
    body: await panelLabelsPdf(s),
    type: pdf,
    names: ['panel-labels', 'Маркировка щита'],
    printsAddress: false,
  }),
  'labels.svg': async (s) => ({ body: panelLabelsSvg(s), type: svg, names: ['panel-labels', 'Маркировка щита'], printsAddress: false }),
  'single-line.pdf': async (s) => ({
    body: await drawingPdf({
      ...s,
      kind: 'Однолинейная схема',
      drawing: singleLineDrawing(s.design, s.factsById, 'Однолинейная схема щита'),
    }),
    type: pdf,
    names: ['single-line-diagram', 'Однолинейная схема'],
    printsAddress: false,
  }),
  'single-line.svg': async (s) => ({
    body: drawingSvgFile(singleLineDrawing(s.design, s.factsById, `Однолинейная схема щита. ${s.title}`)),
    type: svg,
    names: ['single-line-diagram', 'Однолинейная схема'],
    printsAddress: false,
  }),
  'din-rail.pdf': async (s) => ({
    body: await drawingPdf({ ...s, kind: 'Схема на DIN-рейке', drawing: dinRailDrawing(s.design, s.factsById, 'Щит: вид на DIN-рейки') }),
    type: pdf,
    names: ['din-rail-diagram', 'Схема на DIN-рейке'],
    printsAddress: false,
  }),
  'din-rail.svg': async (s) => ({
    body: drawingSvgFile(dinRailDrawing(s.design, s.factsById, `Щит: вид на DIN-рейки. ${s.title}`)),
    type: svg,
    names: ['din-rail-diagram', 'Схема на DIN-рейке'],
    printsAddress: false,
  }),
  'bill-of-materials.pdf': async (s) => {
    const findings = checkDesign(s.design, s.factsById);
    return {
      body: await billOfMaterialsPdf({
        ...s,
        lines: billOfMaterials(s.design, s.factsById),
        total: designTotals(s.design, s.factsById).price,
        missing: findings.filter((f) => f.code === 'product-missing' || f.code === 'enclosure-missing').map((f) => f.message),
      }),
      type: pdf,
      names: ['bill-of-materials', 'Состав и смета щита'],
      printsAddress: true,
    };
  },
};

/**
 * The design's documents (docs/designer.md, "Documents"): `GET /api/designer/{document}?d=<the
 * result page's d>` — labels, both drawings as PDF and SVG, the bill of materials. A `d` that does
 * not open is 400 with its Russian message (any version the designer still reads opens); every
 * built document counts against the address's export limit, as the specification's do.
 */
export function designerDocumentRoutes(
  deps: Pick<AccountRouteDeps, 'limits' | 'clientIp' | 'logger'> & { read: ContractRead; publicOrigin: string | undefined },
): Hono {
  const app = new Hono();

  // Each path on its own: /api/designer/devices is a contract read served further on.
  for (const [name, make] of Object.entries(documents)) app.get(`/${name}`, (c) => answer(c, name, make));

  async function answer(c: Context, name: string, make: (source: DocumentSource) => Promise<DocumentFile>): Promise<Response> {
    const requestUrl = new URL(c.req.url);
    const encoded = requestUrl.searchParams.get(designParam);
    if (!encoded) return apiError(c, 400, 'bad_request', designDocumentMessages.empty);
    const decoded = decodeDesign(encoded);
    if (!decoded.ok) return apiError(c, 400, 'bad_request', decoded.message);

    const wait = await deps.limits.consume([{ rule: limitRules.exportsPerIp, key: deps.clientIp(c) }]);
    if (wait) {
      c.header('retry-after', String(wait * 60));
      return apiError(c, 429, 'too_many_requests', exportMessages.tooMany(wait));
    }

    const { design } = decoded;
    const date = new Date();
    let file: DocumentFile;
    try {
      const [devices, contacts] = await Promise.all([deps.read('designerDevices', {}), deps.read('contacts', {})]);
      const factsById = factsByIdOf(devices);
      const enclosure = design.enclosureId === null ? undefined : factsById.get(design.enclosureId);
      // Without PUBLIC_ORIGIN the address printed comes from the request's Host (see Cache-Control below).
      const url = `${deps.publicOrigin ?? requestUrl.origin}${designResultPath(design)}`;
      const title = designTitle(enclosure?.name ?? null, designDeviceCount(design));
      file = await make({ design, factsById, company: companyDetails(contacts), title, url, date });
    } catch (error) {
      deps.logger.error({ err: String(error), document: name }, 'design document not built');
      return apiError(c, 502, 'bad_gateway', exportMessages.failed);
    }
    const day = date.toISOString().slice(0, 10);
    const extension = file.type === pdf ? 'pdf' : 'svg';
    const [ascii, russian] = file.names;
    const shared = !file.printsAddress || deps.publicOrigin !== undefined;
    return c.body(typeof file.body === 'string' ? file.body : (file.body as Uint8Array<ArrayBuffer>), 200, {
      'content-type': file.type,
      'content-disposition': attachmentDisposition(`${ascii}-${day}.${extension}`, `${russian} ${day}.${extension}`),
      'cache-control': shared ? `public, max-age=${publicMaxAge}` : 'private, no-store',
      // An SVG opened from the site's address runs nothing, whatever a label says.
      ...(file.type === svg ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
    });
  }
  return app;
}
