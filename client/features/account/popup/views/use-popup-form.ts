import { useState } from 'react';
import { authMessages } from '#shared/auth/messages';
import type { FormName } from '#shared/validation/forms';
import { useHydrated } from '#client/components/use-hydrated';
import { notify } from '#client/notifications/notify';
import { useValidatedForm } from '#client/forms/use-validated-form';
import type { ApiAnswer } from '#client/data/api-call';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { useCallbackUrl } from './form-context';

/**
 * What every form view of the popup shares: the validated form (prefilled from a no-JS post's
 * flash), the inline error, the callback URL for form posts, and the submit cycle — request,
 * then on failure the message inline and as a toast titled 'Ошибка' (docs/behaviour.md,
 * "Messages of the account calls").
 */
export function usePopupForm(formName: FormName, initial: Record<string, string | boolean> = {}) {
  const popup = useAuthPopup();
  const flash = popup.state.flash;
  const form = useValidatedForm(formName, { ...initial, ...flash?.values }, flash?.fieldErrors);
  const [error, setError] = useState(flash?.error ?? '');
  const hydrated = useHydrated();
  const callbackUrl = useCallbackUrl();

  async function submit<T>(
    event: React.FormEvent,
    call: () => Promise<ApiAnswer<T>>,
    failureMessage: (answer: Extract<ApiAnswer<T>, { ok: false }>) => string,
    onSuccess: (data: T) => void | Promise<void>,
  ) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setError('');
    const answer = await call();
    if (!answer.ok) {
      form.setPending(false);
      const message = failureMessage(answer);
      setError(message);
      notify.error(authMessages.errorTitle, { description: message, group: formName });
      form.setServerErrors(answer.fields);
      return;
    }
    // This form's earlier errors no longer hold.
    notify.dismissGroup(formName);
    // Pending until the follow-up (a save asked for before login) is done too.
    await onSuccess(answer.data);
    form.setPending(false);
  }

  return {
    popup,
    flash,
    form,
    error,
    callbackUrl,
    submit,
    /** Before hydration the button stays enabled, so the ordinary form post still works. */
    submitDisabled: hydrated && (!form.valid || form.pending),
    noValidate: hydrated,
  };
}
