import { importFormFor } from '#shared/specs/import-pages';
import { Link } from '#client/components/Link';

/**
 * «Добавить списком» on the specification's page: to the bulk add's form (docs/behaviour.md, "Bulk
 * add"), naming a signed-in user's numbered specification so the list goes into the one on screen.
 */
export function BulkAddLink({ specId }: { specId?: string }) {
  return (
    <Link to={importFormFor(specId)} className="button button--ghost bulk-add-link" data-testid="bulk-add-link">
      Добавить списком
    </Link>
  );
}
