import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { Link } from '#client/components/Link';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { sectionPageMeta } from '#client/seo/section-meta';
import { CompareTable } from '#client/features/catalog/compare/CompareTable';
import { AddToSpecButton } from '#client/features/specs/AddToSpecButton';
import { compareMessages } from '#shared/catalog/compare';
import { comparePath, parseCompareIds } from '#shared/catalog/compare-list';

/** What the address asks for (docs/behaviour.md, "Comparison"): the ids, what was wrong with them, «Только различия». */
function compareRequest(search: URLSearchParams) {
  return { ...parseCompareIds(search.get('ids')), diffOnly: search.get('diff') === '1' };
}

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const { ids } = compareRequest(new URL(request.url).searchParams);
  const [menu] = await Promise.all([
    loadMainMenu(deps, request),
    ids.length ? loadContract(deps, request, 'compareProducts', {}, { ids: ids.join(',') }) : null,
  ]);
  const meta = sectionPageMeta(menu, 'catalog', comparePath, { name: 'Сравнение товаров' });
  // One visitor's selection: shareable, but nothing for a search index.
  return { meta: { ...meta, noindex: true } };
}

export default function CatalogComparePage() {
  const [params] = useSearchParams();
  const { ids, problems, diffOnly } = compareRequest(params);
  return ids.length ? (
    <Comparison ids={ids} problems={problems} diffOnly={diffOnly} />
  ) : (
    <EmptyComparison notes={problems.map((p) => compareMessages[p])} />
  );
}

function Comparison({
  ids,
  problems,
  diffOnly,
}: {
  ids: string[];
  problems: ReturnType<typeof compareRequest>['problems'];
  diffOnly: boolean;
}) {
  const result = useContract('compareProducts', {}, { ids: ids.join(',') });
  const notes = [
    ...problems.map((problem) => compareMessages[problem]),
    ...(result.unknown.length ? [compareMessages.unknown(result.unknown.length)] : []),
  ];
  if (!result.products.length) return <EmptyComparison notes={notes} />;
  return (
    <>
      <CompareNotes notes={notes} />
      <CompareTable
        products={result.products}
        diffOnly={diffOnly}
        addToSpec={(product) => <AddToSpecButton productId={product.id} unit={product.unit} />}
      />
    </>
  );
}

function CompareNotes({ notes }: { notes: string[] }) {
  if (!notes.length) return null;
  return (
    <ul className="form-message form-message--error compare-notes" role="status">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

function EmptyComparison({ notes }: { notes: string[] }) {
  return (
    <>
      <CompareNotes notes={notes} />
      <p className="empty-state">
        В сравнении пока нет товаров. Нажмите «Сравнить» у товаров в <Link to="/catalog">каталоге</Link> — до 6 товаров из любых разделов, —
        и здесь появится таблица их характеристик.
      </p>
    </>
  );
}
