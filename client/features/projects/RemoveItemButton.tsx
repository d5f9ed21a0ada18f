import { useState, type FormEvent } from 'react';
import { authMessages } from '#shared/auth/messages';
import { projectMessages } from '#shared/contract/project-messages';
import type { ProjectItem } from '#shared/contract/project-items';
import { apiCall } from '#client/data/api-call';
import { notify } from '#client/notifications/notify';

/**
 * «Удалить» beside a project's item: a form that posts `_method=DELETE` without JavaScript (back to
 * the project with a notice), the same address called with DELETE with it.
 */
export function RemoveItemButton({
  specId,
  item,
  back,
  onRemoved,
}: {
  specId: string;
  item: ProjectItem;
  back: string;
  onRemoved(): void;
}) {
  const [pending, setPending] = useState(false);
  const action = `/api/specs/${specId}/items/${item.id}`;
  async function remove(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await apiCall('DELETE', action);
    setPending(false);
    if (!answer.ok) {
      notify.error(authMessages.errorTitle, { description: answer.message || projectMessages.failure });
      return;
    }
    notify.success(projectMessages.removed, { description: item.title });
    onRemoved();
  }
  return (
    <form method="post" action={action} onSubmit={(event) => void remove(event)} className="project-item__remove">
      <input type="hidden" name="_method" value="DELETE" />
      <input type="hidden" name="callbackUrl" value={back} />
      <button type="submit" className="button button--ghost" disabled={pending} aria-label={`Удалить из проекта «${item.title}»`}>
        Удалить
      </button>
    </form>
  );
}
