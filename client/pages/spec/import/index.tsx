import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { importFormPath, importSpecParam, numberedSpecOf } from '#shared/specs/import-pages';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { sectionPageMeta } from '#client/seo/section-meta';
import { ImportForm } from '#client/features/specs/import/ImportForm';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const menu = await loadMainMenu(deps, request);
  const meta = sectionPageMeta(menu, 'catalog', importFormPath, {
    name: 'Добавить списком',
    description: 'Вставьте список артикулов с количествами или загрузите файл Excel — товары попадут в спецификацию.',
    crumbs: [{ label: 'Спецификация', to: '/spec' }, { label: 'Добавить списком' }],
  });
  // One visitor's tool, not a page for a search index (docs/behaviour.md, "Bulk add").
  return { meta: { ...meta, noindex: true } };
}

export default function SpecImportPage() {
  const [params] = useSearchParams();
  return <ImportForm specId={numberedSpecOf(params.get(importSpecParam))} />;
}
