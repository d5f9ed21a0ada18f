import { designDocumentHref, designDocuments } from '#shared/designer/design-documents';

/**
 * The design's documents on its result page (docs/designer.md, "Documents"): plain links to the
 * BFF, so they download without JavaScript and leave the page where it is.
 */
export function DesignDocuments({ encoded }: { encoded: string }) {
  return (
    <ul className="design-documents">
      {designDocuments.map(({ file, label }) => (
        <li key={file}>
          <a href={designDocumentHref(file, encoded)}>{label}</a>
        </li>
      ))}
    </ul>
  );
}
