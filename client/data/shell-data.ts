import type { QueryKey } from '@tanstack/react-query';
import type { DrawnCatalogMenuEntry, DrawnMenuItem, ParamsOf, ResponseOf } from '#shared/contract';
import { shellEndpoints } from '#shared/contract/paths';
import { contactNames, type ContactMap } from '#shared/contacts';
import { useCachedQueryData } from './cached-query';
import { contractQuery, contractViewQuery, type AppDeps, type ContractView } from './data';
import { useSite } from './deps-context';

type ShellEndpoint = (typeof shellEndpoints)[number];

const byOrder = <T extends { order: number }>(entries: readonly T[]) => [...entries].sort((a, b) => a.order - b.order);

/**
 * What the header and footer draw of each shell endpoint (docs/behaviour.md, "Page weight"): the
 * entries in their order, without what only a page's head uses (the main menu's SEO texts, which
 * loaders read from the whole answer) or what no frame draws (the catalogue sections' descriptions).
 */
const drawnMainMenu: ContractView<'mainMenu', DrawnMenuItem[]> = {
  name: 'drawn',
  select: (menu) => byOrder(menu.menuList).map(({ name, label }) => ({ name, label })),
};

const drawnCatalogMenu: ContractView<'catalogMenu', DrawnCatalogMenuEntry[]> = {
  name: 'drawn',
  select: (entries) => byOrder(entries).map(({ id, name, icon }) => ({ id, name, icon })),
};

const knownContacts: ReadonlySet<string> = new Set(contactNames);

/** The contacts by name, those the site draws (docs/behaviour.md, "Contacts"). */
const drawnContacts: ContractView<'contacts', ContactMap> = {
  name: 'drawn',
  select: (entries) =>
    Object.fromEntries(entries.filter((entry) => knownContacts.has(entry.name)).map((entry) => [entry.name, entry.data])),
};

function shellViewQueries(deps: Pick<AppDeps, 'fetcher'>) {
  return {
    mainMenu: contractViewQuery(deps, 'mainMenu', {}, undefined, drawnMainMenu),
    contacts: contractViewQuery(deps, 'contacts', {}, undefined, drawnContacts),
    catalogMenu: contractViewQuery(deps, 'catalogMenu', {}, undefined, drawnCatalogMenu),
  };
}

/** The root loader, for a render in the browser: the shell's views (a page's loader reads the whole menu where it needs it). */
export async function loadShellData(deps: AppDeps): Promise<null> {
  const views = shellViewQueries(deps);
  await Promise.all([
    deps.queryClient.ensureQueryData(views.mainMenu),
    deps.queryClient.ensureQueryData(views.contacts),
    deps.queryClient.ensureQueryData(views.catalogMenu),
  ]);
  return null;
}

/**
 * The same for a server render, and the whole answers for its loaders. Each request has a new cache,
 * so `loadShellData` would run a fetch through the query machinery for each; the reads come from the
 * server's menu cache and go into the request's cache as they are, and as their views. A read that
 * fails is left out: the root loader asks again and reports it.
 */
export async function primeShellData(deps: AppDeps): Promise<void> {
  const [menu, contacts, catalog] = await Promise.allSettled([
    deps.fetcher('mainMenu', {}),
    deps.fetcher('contacts', {}),
    deps.fetcher('catalogMenu', {}),
  ]);
  if (menu.status === 'fulfilled') prime(deps, 'mainMenu', {}, menu.value, drawnMainMenu);
  if (contacts.status === 'fulfilled') prime(deps, 'contacts', {}, contacts.value, drawnContacts);
  if (catalog.status === 'fulfilled') prime(deps, 'catalogMenu', {}, catalog.value, drawnCatalogMenu);
}

function prime<N extends ShellEndpoint, V>(deps: AppDeps, name: N, params: ParamsOf<N>, answer: ResponseOf<N>, view: ContractView<N, V>) {
  deps.queryClient.setQueryData(contractQuery(deps, name, params).queryKey, answer);
  deps.queryClient.setQueryData(contractViewQuery(deps, name, params, undefined, view).queryKey, view.select(answer));
}

const shellAnswerKeys: ReadonlySet<string> = new Set(shellEndpoints.map((name) => JSON.stringify(['contract', name, {}, {}])));

/**
 * Whether a query is one of the shell's whole answers. The page data leaves them out: loaders read
 * them for a page's head (which travels in the router's data), the header and footer draw the views,
 * and a loader in the browser asks for the whole answer when it first needs it.
 */
export const isShellAnswer = (queryKey: QueryKey) => queryKey.length === 4 && shellAnswerKeys.has(JSON.stringify(queryKey));

/** The shell's data as the header and footer draw it, already in the cache (the root loader ran before any layout renders). */
export function useShellData() {
  const { deps } = useSite();
  const views = shellViewQueries(deps);
  const menu = useCachedQueryData(views.mainMenu);
  const contacts = useCachedQueryData(views.contacts);
  const catalog = useCachedQueryData(views.catalogMenu);
  return { menu, contacts, catalog };
}

/** Whether the shell's data is at hand (the error page draws the full frame only then). */
export function hasShellData(deps: Pick<AppDeps, 'fetcher' | 'queryClient'>): boolean {
  return Object.values(shellViewQueries(deps)).every((view) => deps.queryClient.getQueryData(view.queryKey) !== undefined);
}
