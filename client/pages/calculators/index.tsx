import type { LoaderFunctionArgs } from 'react-router';
import { loadContract, loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { RefList } from '#client/page-parts/RefList';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'calculators', {})]);
  return { meta: sectionPageMeta(menu, 'calculators', '/calculators') };
}

export default function CalculatorsPage() {
  return <RefList items={useContract('calculators', {})} basePath="/calculators" />;
}
