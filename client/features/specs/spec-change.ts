import { authMessages } from '#shared/auth/messages';
import { specNotices } from '#shared/specs/form-notices';
import { apiCall } from '#client/data/api-call';
import { notify } from '#client/notifications/notify';

/**
 * One change of a specification made with JavaScript (docs/behaviour.md, "Specification"): the same
 * endpoint the form posts to without it, as fetch; a toast says how it went. Answers the new data,
 * or undefined when it was refused (the toast carries the refusal's Russian message).
 */
export async function changeSpec<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  success: string,
): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string }> {
  const answer = await apiCall<T>(method, path, body);
  if (!answer.ok) {
    const message = answer.message || specNotices.failure;
    notify.error(authMessages.errorTitle, { description: message, group: 'spec' });
    return { ok: false, status: answer.status, message };
  }
  notify.dismissGroup('spec');
  notify.success(success);
  return { ok: true, data: answer.data };
}
