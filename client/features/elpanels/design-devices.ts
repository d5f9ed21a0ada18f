import { useQuery } from '@tanstack/react-query';
import type { DesignDevice, QueryOf } from '#shared/contract';
import type { Design } from '#shared/designer/design';
import { designProductIds } from '#shared/designer/design-products';
import { loadContract } from '#client/data/contract-data';
import { contractQuery, type AppDeps } from '#client/data/data';
import { useSite } from '#client/data/deps-context';

const none: readonly DesignDevice[] = [];

/**
 * The read of the products one design names (docs/designer.md, "Page weight"): a page that draws
 * a design carries those products in its data, never the designer's whole device library. An
 * empty design names none and reads nothing.
 */
export function designDevicesQuery(design: Design): QueryOf<'designerDevices'> | null {
  const ids = designProductIds(design);
  return ids.length ? { ids: ids.join(',') } : null;
}

/** For loaders: the design's products into the request's query cache. */
export async function loadDesignDevices(deps: AppDeps, request: Request, design: Design): Promise<readonly DesignDevice[]> {
  const query = designDevicesQuery(design);
  return query ? loadContract(deps, request, 'designerDevices', {}, query) : none;
}

/** The design's products, as its page's loader read them. */
export function useDesignDevices(design: Design): readonly DesignDevice[] {
  const { deps } = useSite();
  const query = designDevicesQuery(design);
  const read = useQuery({ ...contractQuery(deps, 'designerDevices', {}, query ?? undefined), enabled: query !== null });
  return (query && read.data) || none;
}

/**
 * The designer's whole device library (every enclosure and rail device), read by the browser
 * once the page has hydrated: its choices are needed only by the controls, which are drawn then,
 * so the page's first paint waits neither for it nor for the designer's script.
 */
export function useDeviceLibrary(hydrated: boolean) {
  const { deps } = useSite();
  return useQuery({ ...contractQuery(deps, 'designerDevices', {}), enabled: hydrated, retry: 2 });
}
