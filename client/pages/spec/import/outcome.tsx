import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { importFormPath, importQueryKey, importResultPath } from '#shared/specs/import-pages';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { notFound, toRouteError } from '#client/data/http-error';
import type { PageData } from '#client/seo/page-meta';
import { sectionPageMeta } from '#client/seo/section-meta';
import { importQuery } from '#client/features/specs/import/import-api';
import { ImportOutcome } from '#client/features/specs/import/ImportOutcome';

const importIdPattern = /^[\w-]{32}$/;

/**
 * The outcome is its owner's alone: the server reads it with the visitor's own key before the render
 * (server/ssr/personal-reads.ts), so without it in the cache here the page is a 404 — another visitor's
 * id, an expired one, a made-up one alike. In the browser it is asked for.
 */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const importId = params.importId ?? '';
  const path = importResultPath(importId);
  if (!importIdPattern.test(importId)) notFound(path, 'invalid');
  const [menu] = await Promise.all([
    loadMainMenu(deps, request),
    typeof document === 'undefined'
      ? (deps.queryClient.getQueryData(importQueryKey(importId)) ?? notFound(path))
      : deps.queryClient.ensureQueryData(importQuery(importId)).catch((error: unknown) => toRouteError(error, path)),
  ]);
  const meta = sectionPageMeta(menu, 'catalog', path, {
    name: 'Результат загрузки списка',
    description: 'Какие строки списка добавлены в спецификацию, а какие ждут вашего выбора.',
    crumbs: [{ label: 'Спецификация', to: '/spec' }, { label: 'Добавить списком', to: importFormPath }, { label: 'Результат' }],
  });
  return { meta: { ...meta, noindex: true } };
}

export default function SpecImportOutcomePage() {
  const importId = useParams().importId ?? '';
  const result = useQuery(importQuery(importId));
  return result.data ? <ImportOutcome result={result.data} /> : null;
}
