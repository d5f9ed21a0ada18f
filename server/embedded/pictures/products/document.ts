import { escapeMarkup } from '#shared/markup/escape';
import { fontFamily } from '../font';
import { n } from './draw';
import { wrapText } from './text';

export interface ProductDocumentInput {
  kind: 'datasheet' | 'certificate';
  productName: string;
  article: string;
  brand: string;
  series: string;
  specs: { label: string; value: string }[];
  /** ISO date, e.g. '2026-02-14'. */
  issuedOn: string;
}

/** The page is laid out on A4 at 96 dpi; any other size scales it through the viewBox. */
const pageW = 794;
const pageH = 1123;
const navy = '#1d3f6e';
const grey = '#5c6670';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

interface Line {
  x: number;
  y: number;
  size: number;
  fill?: string;
  bold?: boolean;
  anchor?: 'middle' | 'end';
  spacing?: number;
  /** More attributes, written as they are. */
  extra?: string;
}

function line(content: string, o: Line): string {
  return (
    `<text x="${n(o.x)}" y="${n(o.y)}" font-size="${o.size}"${o.bold ? ' font-weight="700"' : ''}` +
    `${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}` +
    ` fill="${o.fill ?? '#1f2933'}"${o.extra ?? ''}>${escapeMarkup(content)}</text>`
  );
}

/** Wrapped lines from `y` down; returns the markup and the baseline after the last line. */
function paragraph(content: string, width: number, o: Line, leading = 1.4, maxLines = 6): { markup: string; y: number } {
  const all = wrapText(content, width, o.size, o.bold);
  const lines = all.slice(0, maxLines);
  // Cut text says so rather than running into the next block.
  if (all.length > maxLines) lines[maxLines - 1] = `${(lines[maxLines - 1] ?? '').replace(/\s*\S{1,12}$/, '')}…`;
  const step = o.size * leading;
  const markup = lines.map((text, i) => line(text, { ...o, y: o.y + i * step })).join('');
  return { markup, y: o.y + Math.max(lines.length - 1, 0) * step };
}

interface IsoDate {
  year: number;
  month: number;
  day: number;
}

function parseDate(iso: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `dd.mm.yyyy`, as Russian documents write dates; an unparsable input is shown as given. */
function russianDate(iso: string, plusYears = 0): string {
  const date = parseDate(iso);
  if (!date) return iso;
  const year = date.year + plusYears;
  // 29 February has no twin in a common year: the term ends on the 28th.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const day = date.month === 2 && date.day === 29 && !leap ? 28 : date.day;
  return `${pad(day)}.${pad(date.month)}.${year}`;
}

function open(size: { width: number; height: number }, label: string, defs: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${pageW} ${pageH}" ` +
    `role="img" aria-label="${escapeMarkup(label)}" font-family="${fontFamily}"><defs>${defs}</defs>`
  );
}

function datasheet(input: ProductDocumentInput, size: { width: number; height: number }): string {
  const left = 60;
  const right = pageW - 60;
  let out = open(size, `Техническое описание: ${input.productName}`, '');
  out +=
    `<rect width="${pageW}" height="${pageH}" fill="#fff"/><rect width="${pageW}" height="10" fill="${navy}"/>` +
    `<path d="M${left + 13} 44L${left} 66h10l-5 17 16-23h-10l5-16z" fill="#f8b940"/>` +
    line('ЭлектроЩит Про', { x: left + 30, y: 70, size: 18, bold: true, fill: navy }) +
    line(`Дата выпуска: ${russianDate(input.issuedOn)}`, { x: right, y: 70, size: 13, fill: grey, anchor: 'end' }) +
    `<path d="M${left} 96H${right}" stroke="#d0d7de"/>` +
    line('Техническое описание', { x: left, y: 150, size: 32, bold: true, fill: navy }) +
    line(`${input.brand} · серия ${input.series}`, { x: left, y: 186, size: 16, fill: grey });
  const name = paragraph(input.productName, right - left, { x: left, y: 232, size: 22, bold: true }, 1.3, 4);
  out += name.markup;
  let y = name.y + 36;
  out += line(`Артикул: ${input.article}`, { x: left, y, size: 16 });
  y += 44;
  out += line('Технические характеристики', { x: left, y, size: 18, bold: true, fill: navy });
  y += 16;
  const tableTop = y;
  const split = left + 300;
  const footer = pageH - 90;
  let rows = '';
  let cut = false;
  input.specs.forEach((spec, i) => {
    const labelLines = wrapText(spec.label, split - left - 24, 14);
    const valueLines = wrapText(spec.value, right - split - 24, 14, true);
    const height = Math.max(labelLines.length, valueLines.length) * 19 + 17;
    // Rows that would not fit are left out, and the note under the table says where the rest is.
    if (y + height > footer - 50) {
      cut = true;
      return;
    }
    rows +=
      (i % 2 === 0 ? `<rect x="${left}" y="${n(y)}" width="${right - left}" height="${height}" fill="#f3f6f9"/>` : '') +
      labelLines.map((text, j) => line(text, { x: left + 12, y: y + 23 + j * 19, size: 14, fill: grey })).join('') +
      valueLines.map((text, j) => line(text, { x: split + 12, y: y + 23 + j * 19, size: 14, bold: true })).join('') +
      `<path d="M${left} ${n(y + height)}H${right}" stroke="#dde3e9"/>`;
    y += height;
  });
  out +=
    rows +
    `<path d="M${split} ${n(tableTop)}V${n(y)}" stroke="#dde3e9"/>` +
    line(cut ? 'Полный перечень характеристик приведён на странице товара.' : 'Характеристики приведены по данным производителя.', {
      x: left,
      y: y + 30,
      size: 12,
      fill: grey,
    }) +
    `<path d="M${left} ${footer}H${right}" stroke="#d0d7de"/>` +
    line('Демонстрационный документ', { x: left, y: footer + 28, size: 13, fill: grey }) +
    line(`${input.brand} ${input.article}`, { x: right, y: footer + 28, size: 13, fill: grey, anchor: 'end' }) +
    '</svg>';
  return out;
}

const certificateSerial = (input: ProductDocumentInput) => String((hash(input.article) >>> 12) % 100_000).padStart(5, '0');

/** A plausible but fictitious EAEU certificate number, stable for an article. */
function certificateNumber(input: ProductDocumentInput): string {
  const h = hash(input.article);
  // No Е: a pair such as «ЕЕ» would read as a word.
  const letters = 'АБВГДЖИКЛМНПРСТУ';
  const body = `${letters[h % 16]}${letters[(h >>> 4) % 16]}${pad(((h >>> 8) % 90) + 10)}`;
  const serial = certificateSerial(input);
  const year = parseDate(input.issuedOn)?.year ?? 2026;
  return `ЕАЭС RU С-RU.${body}.В.${serial}/${pad(year % 100)}`;
}

/** The EAC conformity mark: three squared letters in a frame. */
function eacMark(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})" fill="${navy}"><rect width="84" height="44" rx="3" fill="none" stroke="${navy}" ` +
    `stroke-width="2"/><path d="M10 8h20v6H16v5h12v6H16v5h14v6H10z"/><path d="M34 36V8h18v28h-6v-9h-6v9zm6-15h6v-7h-6z"/>` +
    `<path d="M56 8h20v6H62v16h14v6H56z"/></g>`
  );
}

const certificateGreen = '#2f7d45';

/** The certificate's paper: a guilloche-like band of overlapping rings inside double frames, and the «ДЕМО» watermark. */
function certificatePaper(id: string): string {
  return (
    `<rect width="${pageW}" height="${pageH}" fill="#fffef9"/>` +
    `<rect x="28" y="28" width="${pageW - 56}" height="${pageH - 56}" fill="url(#${id}-o)" ` +
    `stroke="${certificateGreen}" stroke-width="2"/>` +
    `<rect x="58" y="58" width="${pageW - 116}" height="${pageH - 116}" fill="#fffef9" stroke="${certificateGreen}" stroke-width="2"/>` +
    `<rect x="66" y="66" width="${pageW - 132}" height="${pageH - 132}" fill="none" stroke="${certificateGreen}" stroke-width=".8"/>` +
    line('ДЕМО', {
      x: pageW / 2,
      y: pageH / 2 + 70,
      size: 210,
      bold: true,
      fill: '#c92a2a',
      anchor: 'middle',
      extra: ` fill-opacity=".07" transform="rotate(-32 ${pageW / 2} ${pageH / 2})"`,
    })
  );
}

/** The pattern `certificatePaper` fills its band with: rings, as on security paper. */
const guillochePattern = (id: string) =>
  `<pattern id="${id}-o" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="#eef6ef"/>` +
  `<circle cx="9" cy="9" r="8" fill="none" stroke="#6aa57a" stroke-width=".8"/><circle cx="0" cy="0" r="8" fill="none" ` +
  `stroke="#8fbc9a" stroke-width=".8"/><circle cx="18" cy="18" r="8" fill="none" stroke="#8fbc9a" stroke-width=".8"/></pattern>`;

/** The union's name, the EAC mark, the title and the number, over a rule. */
function certificateHeading(input: ProductDocumentInput, left: number, right: number): string {
  return (
    eacMark(right - 84, 86) +
    line('ЕВРАЗИЙСКИЙ ЭКОНОМИЧЕСКИЙ СОЮЗ', { x: left, y: 116, size: 15, bold: true, fill: navy, spacing: 1 }) +
    line('СЕРТИФИКАТ СООТВЕТСТВИЯ', { x: pageW / 2, y: 190, size: 32, bold: true, fill: navy, anchor: 'middle', spacing: 2 }) +
    line(`№ ${certificateNumber(input)}`, { x: pageW / 2, y: 228, size: 19, bold: true, anchor: 'middle' }) +
    `<path d="M${left} 252H${right}" stroke="${certificateGreen}"/>`
  );
}

/** Each section's label and its paragraphs, in the order a certificate gives them. */
function certificateSections(input: ProductDocumentInput): [string, ...string[]][] {
  return [
    ['ОРГАН ПО СЕРТИФИКАЦИИ', 'Демонстрационный орган по сертификации продукции; сведения вымышлены и приведены для примера.'],
    ['ИЗГОТОВИТЕЛЬ', input.brand],
    // The article has a paragraph of its own, so a long name cut short never takes it along.
    ['ПРОДУКЦИЯ', input.productName, `Артикул ${input.article}, серия ${input.series}. Серийный выпуск.`],
    [
      'СООТВЕТСТВИЕ',
      'Продукция соответствует требованиям ТР ТС 004/2011 «О безопасности низковольтного оборудования» ' +
        'и ТР ТС 020/2011 «Электромагнитная совместимость технических средств».',
    ],
    [
      'ОСНОВАНИЕ',
      `Протокол испытаний № ${certificateSerial(input)}-И от ${russianDate(input.issuedOn)} демонстрационной испытательной ` +
        'лаборатории.',
    ],
    ['СХЕМА СЕРТИФИКАЦИИ', '1С'],
  ];
}

/** The sections from `y` down; returns the markup and where the next block may start. */
function certificateBody(input: ProductDocumentInput, left: number, width: number, top: number): { markup: string; y: number } {
  let markup = '';
  let y = top;
  for (const [label, ...paragraphs] of certificateSections(input)) {
    markup += line(label, { x: left, y, size: 12, bold: true, fill: certificateGreen, spacing: 0.5 });
    y += 3;
    // Each paragraph is held to three lines: the longest texts still leave room for the dates and the seal.
    for (const value of paragraphs) {
      const body = paragraph(value, width, { x: left, y: y + 21, size: 15 }, 1.4, 3);
      markup += body.markup;
      y = body.y;
    }
    y += 40;
  }
  return { markup, y };
}

/** The registration and expiry dates, the two signature lines and the seal, from the baseline `dates`. */
function certificateSignOff(input: ProductDocumentInput, left: number, right: number, dates: number): string {
  return (
    line('ДАТА РЕГИСТРАЦИИ', { x: left, y: dates, size: 12, bold: true, fill: certificateGreen }) +
    line(russianDate(input.issuedOn), { x: left, y: dates + 26, size: 18, bold: true }) +
    line('СРОК ДЕЙСТВИЯ ПО', { x: pageW / 2, y: dates, size: 12, bold: true, fill: certificateGreen }) +
    line(`${russianDate(input.issuedOn, 5)} включительно`, { x: pageW / 2, y: dates + 26, size: 18, bold: true }) +
    line('Руководитель органа', { x: left, y: dates + 92, size: 14, fill: grey }) +
    `<path d="M${left + 150} ${dates + 94}H${left + 320}" stroke="${grey}"/>` +
    line('Эксперт', { x: left, y: dates + 132, size: 14, fill: grey }) +
    `<path d="M${left + 150} ${dates + 134}H${left + 320}" stroke="${grey}"/>` +
    `<g fill="none" stroke="#3b5bdb" stroke-opacity=".7"><circle cx="${right - 80}" cy="${dates + 104}" r="58" stroke-width="3"/>` +
    `<circle cx="${right - 80}" cy="${dates + 104}" r="46"/></g>` +
    line('М. П.', { x: right - 80, y: dates + 111, size: 18, bold: true, fill: '#3b5bdb', anchor: 'middle' })
  );
}

function certificate(input: ProductDocumentInput, size: { width: number; height: number }): string {
  const id = `c${hash(JSON.stringify([input.article, input.productName, input.issuedOn])).toString(36)}`;
  const left = 92;
  const right = pageW - 92;
  const body = certificateBody(input, left, right - left, 290);
  return (
    open(size, `Сертификат соответствия: ${input.productName}`, guillochePattern(id)) +
    certificatePaper(id) +
    certificateHeading(input, left, right) +
    body.markup +
    certificateSignOff(input, left, right, Math.max(body.y + 10, 800)) +
    line('Демонстрационный документ, не является сертификатом', {
      x: pageW / 2,
      y: pageH - 78,
      size: 12,
      fill: grey,
      anchor: 'middle',
    }) +
    '</svg>'
  );
}

/**
 * A datasheet or a certificate page for a product, as a self-contained SVG on an A4 page.
 * Pure function of its input; all text is escaped.
 */
export function renderProductDocument(input: ProductDocumentInput, size: { width: number; height: number }): string {
  return input.kind === 'datasheet' ? datasheet(input, size) : certificate(input, size);
}
