import type { Spec } from '#shared/contract/specs';
import { BulkAddLink } from './BulkAddLink';
import { SpecDocuments } from './SpecDocuments';
import { SpecQuoteForm } from './SpecQuoteForm';
import { SpecShareLink } from './SpecShareLink';
import type { SpecSource } from './spec-source';

export interface SpecActionProps {
  spec: Spec;
  source: SpecSource;
}

/**
 * The specification's tools beneath its lines — bulk add, documents, the share link, the quote:
 * each is one component of this folder. Bulk add also starts an empty specification; the others
 * need lines to take out or send.
 */
export function SpecActions({ spec, source }: SpecActionProps) {
  return (
    <div className="spec-actions">
      <BulkAddLink specId={source.specId} />
      {spec.lines.length > 0 && (
        <>
          <SpecDocuments source={source} />
          <SpecShareLink spec={spec} source={source} />
          <SpecQuoteForm spec={spec} source={source} />
        </>
      )}
    </div>
  );
}
