import { queryOptions } from '@tanstack/react-query';
import { projectMessages } from '#shared/contract/project-messages';
import type { ProjectItem } from '#shared/contract/project-items';
import { projectItemsQueryKey } from '#shared/projects/query-keys';
import { apiCall } from '#client/data/api-call';

/** A project's saved calculations and designs (GET /api/specs/{id}/items), newest first; the server prefills it. */
export const projectItemsQuery = (specId: string) =>
  queryOptions({
    queryKey: projectItemsQueryKey(specId),
    queryFn: async (): Promise<ProjectItem[]> => {
      const answer = await apiCall<ProjectItem[]>('GET', `/api/specs/${encodeURIComponent(specId)}/items`);
      if (!answer.ok) throw new Error(answer.message || projectMessages.failure);
      return answer.data;
    },
  });
