import type { LoaderFunctionArgs } from 'react-router';
import { loadContract, loadMainMenu, useContract } from '../../app/contract-data';
import type { AppDeps } from '../../app/data';
import type { PageData } from '../../app/page-meta';
import { RefList } from '../ref-list';
import { sectionPageMeta } from '../section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'calculators', {})]);
  return { meta: sectionPageMeta(menu, 'calculators', '/calculators') };
}

export default function CalculatorsPage() {
  return <RefList items={useContract('calculators', {})} basePath="/calculators" />;
}
