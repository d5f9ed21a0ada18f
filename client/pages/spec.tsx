import { useQueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Spec } from '#shared/contract/specs';
import type { CurrentSpecAnswer } from '#shared/specs/current-answer';
import { loadMainMenu } from '#client/data/contract-data';
import { useCachedQueryData } from '#client/data/cached-query';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { SpecView } from '#client/features/specs/SpecView';
import { guestSpecMeta } from '#client/features/specs/spec-meta';
import { currentSpecQuery, loadSpecData } from '#client/features/specs/spec-queries';
import { currentSpecSource } from '#client/features/specs/spec-source';

/**
 * `/spec` (docs/behaviour.md, "Specification"): a guest's specification, by its cookie; a signed-in
 * user's current one lives at its own address, and a user without one starts from the list.
 */
export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu, current] = await Promise.all([loadMainMenu(deps, request), loadSpecData(deps, currentSpecQuery)]);
  if (current.signedIn) throw redirect(current.spec ? `/my/specs/${current.spec.id}` : '/my/specs');
  return { meta: guestSpecMeta(menu) };
}

const emptySpec: Spec = { id: '', name: 'Спецификация', lines: [], createdAt: '', updatedAt: '' };

export default function SpecPage() {
  const queryClient = useQueryClient();
  const current = useCachedQueryData(currentSpecQuery);
  const update = (spec: Spec) => queryClient.setQueryData<CurrentSpecAnswer>(currentSpecQuery.queryKey, { spec, signedIn: false });
  return <SpecView spec={current.spec ?? emptySpec} source={currentSpecSource} onChanged={update} />;
}
