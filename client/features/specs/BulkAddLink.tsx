import { importFormPath } from '#shared/specs/import-pages';
import { Link } from '#client/components/Link';

/** «Добавить списком» on the specification's page: to the bulk add's form (docs/behaviour.md, "Bulk add"). */
export function BulkAddLink() {
  return (
    <Link to={importFormPath} className="button button--ghost bulk-add-link" data-testid="bulk-add-link">
      Добавить списком
    </Link>
  );
}
