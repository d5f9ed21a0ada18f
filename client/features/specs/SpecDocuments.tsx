import type { Spec } from '#shared/contract/specs';
import { reachGoal } from '#client/analytics/events';

/** What each link downloads (docs/behaviour.md, "Documents"). */
export const specDocumentLinks = [
  { file: 'export.xlsx', label: 'Скачать XLSX' },
  { file: 'export.pdf', label: 'Скачать PDF' },
  { file: 'documents.zip', label: 'Документы (ZIP)' },
] as const;

/**
 * A specification's downloads, for its page's tools: plain links to the BFF (`source.api` is
 * `/api/specs/current` or `/api/specs/{id}`), so they work without JavaScript and a download leaves
 * the page where it is. No `download` attribute: when a file cannot be made the BFF sends the browser
 * back to the page with a notice, which must open as a page, not be saved as a file. A click on one
 * is the «specification exported» goal (docs/operations.md, "Goals and e-commerce").
 */
export function SpecDocuments({ source }: { spec?: Spec; source: { api: string } }) {
  return (
    <>
      {specDocumentLinks.map(({ file, label }) => (
        <a key={file} className="button button--ghost" href={`${source.api}/${file}`} onClick={() => reachGoal('specificationExported')}>
          {label}
        </a>
      ))}
    </>
  );
}
