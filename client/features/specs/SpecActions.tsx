import type { Spec } from '#shared/contract/specs';
import type { SpecSource } from './spec-source';

export interface SpecActionProps {
  spec: Spec;
  source: SpecSource;
}

/**
 * The specification's tools beneath its lines — documents, the quote, the share link, bulk add:
 * each is one component of this folder, added here once with these props. Only a specification
 * with lines has anything to take out or send.
 */
export function SpecActions({ spec }: SpecActionProps) {
  if (!spec.lines.length) return null;
  return <div className="spec-actions">{/* One component per tool, e.g. <SpecDocuments spec={spec} source={source} />. */}</div>;
}
