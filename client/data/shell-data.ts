import { contactMap } from '#shared/contacts';
import type { CatalogMenuEntry } from '#shared/contract';
import { shellEndpoints } from '#shared/contract/paths';
import { useCachedQueryData } from './cached-query';
import { contractQuery, type AppDeps } from './data';
import { useSite } from './deps-context';
import { iconsQuery } from './icons';

/** The icons of the catalogue menu, loaded with the shell so the header has its drawings (client/components/CatalogMenu.tsx). */
export const catalogIconNames = (entries: readonly CatalogMenuEntry[]) => entries.map((entry) => entry.icon);

/**
 * What the header and footer of every layout show: the shell's endpoints (`shellEndpoints`: main
 * menu, contacts, catalogue menu, from the server's cache) and the catalogue menu's icons.
 */
export async function loadShellData(deps: AppDeps): Promise<null> {
  const [, , catalog] = await Promise.all([
    deps.queryClient.ensureQueryData(contractQuery(deps, 'mainMenu', {})),
    deps.queryClient.ensureQueryData(contractQuery(deps, 'contacts', {})),
    deps.queryClient.ensureQueryData(contractQuery(deps, 'catalogMenu', {})),
  ]);
  await deps.queryClient.ensureQueryData(iconsQuery(deps, catalogIconNames(catalog)));
  return null;
}

/**
 * The same data for a server render. Each request has a new cache, so `loadShellData` would run a
 * fetch through the query machinery four times; the reads come from the server's menu cache and go
 * into the request's cache as they are. A read that fails is left out: the root loader asks again
 * and reports it.
 */
export async function primeShellData(deps: AppDeps): Promise<void> {
  const { queryClient } = deps;
  const reads = await Promise.allSettled(shellEndpoints.map((name) => deps.fetcher(name, {})));
  shellEndpoints.forEach((name, index) => {
    const read = reads[index]!;
    if (read.status === 'fulfilled') queryClient.setQueryData(contractQuery(deps, name, {}).queryKey, read.value);
  });
  const catalog = queryClient.getQueryData(contractQuery(deps, 'catalogMenu', {}).queryKey);
  if (catalog) await queryClient.prefetchQuery(iconsQuery(deps, catalogIconNames(catalog)));
}

/** The shell's data, already in the cache (loadShellData ran before any layout renders). */
export function useShellData() {
  const { deps } = useSite();
  const menu = useCachedQueryData(contractQuery(deps, 'mainMenu', {}));
  const contacts = useCachedQueryData(contractQuery(deps, 'contacts', {}));
  const catalog = useCachedQueryData(contractQuery(deps, 'catalogMenu', {}));
  return { menu, contacts: contactMap(contacts), catalog };
}
