import type { Content, DynamicContent } from 'pdfmake/interfaces';
import { companyLines, type CompanyDetails } from './company-details';

/** The grey of secondary text in every PDF of the site. */
export const mutedColor = '#555555';

/** «Страница N из M» at the foot's right, after `prefix` when given; `side` is the page's side margin. */
export function pageNumberFooter(side: number, top: number, prefix?: string): DynamicContent {
  return (page, pages) => ({
    text: `${prefix ? `${prefix} · ` : ''}Страница ${page} из ${pages}`,
    alignment: 'right',
    fontSize: 7,
    color: mutedColor,
    margin: [side, top, side, 0],
  });
}

/** The company's name (style `company`) and its details from contacts, at the head of a document. */
export function companyHeader(company: CompanyDetails): Content[] {
  return [
    ...(company.name ? [{ text: company.name, style: 'company' }] : []),
    ...companyLines(company).map((text): Content => ({ text, color: mutedColor })),
  ];
}

/**
 * A QR code holds at most 2 953 bytes; pdfmake's would fail on more. Long before that it is too
 * dense to scan from paper, so an address longer than this is printed as text only.
 */
export const qrMaxLength = 1000;

/**
 * The address a document reopens at: a caption, the address as text (one long word: it breaks
 * anywhere rather than run off the page; no link annotation, which pdfmake would write once per
 * broken piece), and beside it a QR code of `qrSize` pt when the address is short enough to scan.
 */
export function addressBlock(caption: string, url: string, qrSize: number, after = 0): Content {
  const address: Content[] = [
    { text: caption, color: mutedColor },
    { text: url, color: '#1a4f8b', wordBreak: 'break-all', margin: [0, 0, 0, after] },
  ];
  if (url.length > qrMaxLength) return { stack: address };
  return {
    columns: [
      { width: '*', stack: address },
      { width: qrSize, qr: url, fit: qrSize, eccLevel: 'M' },
    ],
    columnGap: 16,
  };
}
