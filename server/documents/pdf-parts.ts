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
