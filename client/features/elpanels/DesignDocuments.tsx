import { designDocumentAction, designDocuments } from '#shared/designer/design-documents';
import { designParam } from '#shared/designer/url-encoding';

/**
 * The design's documents on its result page (docs/designer.md, "Documents"): one GET form whose
 * buttons each ask for their file at `/api/designer/{file}?d=…`, so they download without
 * JavaScript and leave the page where it is, and the design's address (up to 2 KB) is in the page
 * once rather than once per document (docs/designer.md, "Page weight").
 */
export function DesignDocuments({ encoded }: { encoded: string }) {
  return (
    <form className="design-documents" method="get" action={designDocumentAction(designDocuments[0].file)}>
      <input type="hidden" name={designParam} value={encoded} />
      <ul className="design-documents__list">
        {designDocuments.map(({ file, label }) => (
          <li key={file}>
            <button type="submit" className="link-button" formAction={designDocumentAction(file)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
