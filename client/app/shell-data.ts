import { contactMap } from '#shared/contacts';
import { catalogIconNames } from '../components/CatalogMenu';
import { useCachedQueryData } from './cached-query';
import { contractQuery, type AppDeps } from './data';
import { useSite } from './deps-context';
import { iconsQuery } from './icons';

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

/** The shell's data, already in the cache (loadShellData ran before any layout renders). */
export function useShellData() {
  const { deps } = useSite();
  const menu = useCachedQueryData(contractQuery(deps, 'mainMenu', {}));
  const contacts = useCachedQueryData(contractQuery(deps, 'contacts', {}));
  const catalog = useCachedQueryData(contractQuery(deps, 'catalogMenu', {}));
  return { menu, contacts: contactMap(contacts), catalog };
}
