import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { requireSession } from '#client/features/account/require-session';
import { SpecQuoteList } from '#client/features/specs/SpecQuoteList';
import { specQuotesQuery } from '#client/features/specs/spec-quotes-query';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  return { meta: accountPageMeta(menu, '/my/requests', 'Запросы КП', 'Ваши запросы коммерческих предложений по спецификациям') };
}

/** The visitor's quote requests for specifications, rendered by the server with the list in place (docs/behaviour.md, "Specification"). */
export default function AccountRequestsPage() {
  const quotes = useQuery(specQuotesQuery);
  return (
    <>
      <AccountNav />
      {quotes.isPending ? (
        <p className="empty-state" aria-busy="true">
          Загружаем запросы…
        </p>
      ) : quotes.isError ? (
        <p className="empty-state" role="alert">
          {quotes.error.message}
        </p>
      ) : (
        <SpecQuoteList quotes={quotes.data} />
      )}
    </>
  );
}
