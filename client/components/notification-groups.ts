import { toast, type ExternalToast } from 'sonner';

type ToastId = string | number;
const groups = new Map<string, Set<ToastId>>();

/**
 * An error notification that belongs to a group (a form): when the form later succeeds, its
 * earlier errors are stale and go with `dismissNotificationGroup`, so a failed login's error
 * does not stay next to «Вы вошли».
 */
export function groupedErrorNotification(group: string, title: string, data: ExternalToast = {}): ToastId {
  const forget = (item: { id: ToastId }) => groups.get(group)?.delete(item.id);
  const id = toast.error(title, { ...data, onDismiss: forget, onAutoClose: forget });
  const members = groups.get(group) ?? new Set<ToastId>();
  members.add(id);
  groups.set(group, members);
  return id;
}

export function dismissNotificationGroup(group: string): void {
  for (const id of groups.get(group) ?? []) toast.dismiss(id);
  groups.delete(group);
}
