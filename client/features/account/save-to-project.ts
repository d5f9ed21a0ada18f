import type { QueryClient } from '@tanstack/react-query';
import { authMessages } from '#shared/auth/messages';
import { projectMessages } from '#shared/contract/project-messages';
import type { ProjectItem } from '#shared/contract/project-items';
import type { Spec, SpecSummary } from '#shared/contract/specs';
import { projectItemsQueryKey } from '#shared/projects/query-keys';
import { projectPath } from '#shared/projects/tool-links';
import { specListQueryKey } from '#shared/specs/query-keys';
import { apiCall } from '#client/data/api-call';
import { notify } from '#client/notifications/notify';

/** What «Сохранить в проект» saves: a calculation or a design, by its tool's address (docs/behaviour.md, "Projects"). */
export interface ProjectSaveRequest {
  kind: ProjectItem['kind'];
  title: string;
  address: string;
}

/** Where it goes: one of the user's projects, a new one by name, or — after a login — the current one. */
export type ProjectTarget = { specId: string } | { newName: string } | 'current';

/** The user's projects (their named specifications), under the specification list's key: one read for both. */
export const projectListQuery = {
  queryKey: specListQueryKey,
  queryFn: async (): Promise<SpecSummary[]> => {
    const answer = await apiCall<SpecSummary[]>('GET', '/api/specs');
    if (!answer.ok) throw new Error(answer.message || projectMessages.failure);
    return answer.data;
  },
};

/**
 * Saves into a project (POST /api/specs/{id}/items, or /api/specs/current/items), making the project
 * first when asked for a new one; a toast says so with a link to the project. False when refused.
 */
export async function saveToProject(queryClient: QueryClient, request: ProjectSaveRequest, target: ProjectTarget): Promise<boolean> {
  const fail = (message: string) => {
    notify.error(authMessages.errorTitle, { description: message || projectMessages.failure });
    return false;
  };
  let path = '/api/specs/current/items';
  if (target !== 'current' && 'newName' in target) {
    const made = await apiCall<Spec>('POST', '/api/specs', target.newName.trim() ? { name: target.newName } : {});
    if (!made.ok) return fail(made.message);
    path = `/api/specs/${made.data.id}/items`;
  } else if (target !== 'current') {
    path = `/api/specs/${target.specId}/items`;
  }
  const answer = await apiCall<{ item: ProjectItem; projectId: string }>('POST', path, request);
  if (!answer.ok) return fail(answer.message);
  void queryClient.invalidateQueries({ queryKey: specListQueryKey });
  void queryClient.invalidateQueries({ queryKey: projectItemsQueryKey(answer.data.projectId) });
  notify.success(projectMessages.saved, {
    description: answer.data.item.title,
    link: { href: projectPath(answer.data.projectId), label: projectMessages.openProject },
  });
  return true;
}
