import { useState } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages';
import { useHydrated } from '../../app/use-hydrated';
import { FormField, FormMessage } from '../../forms/FormField';
import { useValidatedForm } from '../../forms/use-validated-form';
import { accountCall } from '../account-api';
import { useAuthPopup } from '../popup-state';
import { useCallbackUrl } from './form-context';
import { ViewFrame, ViewLink } from './ViewFrame';

/** Spec §2 recovery step 1: the e-mail; the reset code goes there. */
export function RecoveryView() {
  const popup = useAuthPopup();
  const flash = popup.state.flash;
  const form = useValidatedForm('recovery', { email: flash?.values?.email ?? popup.state.email });
  const [error, setError] = useState(flash?.error ?? '');
  const hydrated = useHydrated();
  const callbackUrl = useCallbackUrl();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setError('');
    const email = String(form.values.email).trim();
    // Spec §7: the e-mail travels as a query parameter, no body.
    const answer = await accountCall('POST', `/api/auth/reset/password/request?email=${encodeURIComponent(email)}`);
    form.setPending(false);
    if (!answer.ok) {
      const message = answer.status === 429 && answer.message ? answer.message : authMessages.recoveryFailure;
      setError(message);
      toast.error(authMessages.errorTitle, { description: message });
      return;
    }
    toast.success(authMessages.recoverySuccess);
    popup.show('recovery2', { email });
  }

  return (
    <ViewFrame
      title="Восстановление пароля"
      footer={
        <ViewLink view="login" onSelect={() => popup.show('login')}>
          Вернуться ко входу
        </ViewLink>
      }
    >
      <p>Укажите e-mail, с которым вы регистрировались: мы пришлём на него код для смены пароля.</p>
      <form method="post" action="/api/auth/reset/password/request" onSubmit={submit} noValidate={hydrated} aria-busy={form.pending}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <fieldset disabled={form.pending} className="form-fields">
          <FormField form={form} formName="recovery" field="email" idPrefix="recovery" placeholder="name@example.ru" />
          <FormMessage error={error} />
          <button className="button button--block" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? 'Отправляем…' : 'Получить код'}
          </button>
        </fieldset>
      </form>
    </ViewFrame>
  );
}
