import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { loadContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';

/** docs/behaviour.md, "Routes": an old-style product link `/catalog/{sectionid}/{productNumID}` moved for good. */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<Response> {
  const product = await loadContract(deps, request, 'productByNumId', { productNumID: params.productNumID ?? '' });
  return redirect(`/product/${encodeURIComponent(product.url)}/${encodeURIComponent(product.id)}`, 301);
}

export default function LegacyProductRedirect() {
  return null;
}
