import { useSuspenseQuery } from '@tanstack/react-query';
import { contactMap } from '#shared/contacts';
import { catalogIconNames } from '../components/CatalogMenu';
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
  const menu = useSuspenseQuery(contractQuery(deps, 'mainMenu', {})).data;
  const contacts = useSuspenseQuery(contractQuery(deps, 'contacts', {})).data;
  const catalog = useSuspenseQuery(contractQuery(deps, 'catalogMenu', {})).data;
  return { menu, contacts: contactMap(contacts), catalog };
}
