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

/** Spec §2 recovery step 2: the e-mail (prefilled), the code from the letter, the new password twice. */
export function Recovery2View() {
  const popup = useAuthPopup();
  const flash = popup.state.flash;
  const form = useValidatedForm('recovery2', { email: flash?.values?.email ?? popup.state.email });
  const [error, setError] = useState(flash?.error ?? '');
  const hydrated = useHydrated();
  const callbackUrl = useCallbackUrl();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setError('');
    const { email, resetPasswordCode, password, confirmPassword } = form.values;
    const answer = await accountCall('POST', '/api/auth/reset/password', { email, resetPasswordCode, password, confirmPassword, callbackUrl });
    form.setPending(false);
    if (!answer.ok) {
      const message = answer.status === 429 && answer.message ? answer.message : authMessages.resetFailure;
      setError(message);
      toast.error(authMessages.errorTitle, { description: message });
      return;
    }
    toast.success(authMessages.resetSuccess);
    popup.show('recovery-finish');
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
      <FormMessage success={flash?.success} />
      <p>Введите код из письма и придумайте новый пароль.</p>
      <form method="post" action="/api/auth/reset/password" onSubmit={submit} noValidate={hydrated} aria-busy={form.pending}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <fieldset disabled={form.pending} className="form-fields">
          <FormField form={form} formName="recovery2" field="email" idPrefix="recovery2" />
          <FormField form={form} formName="recovery2" field="resetPasswordCode" idPrefix="recovery2" placeholder="6 цифр" />
          <FormField form={form} formName="recovery2" field="password" idPrefix="recovery2" placeholder="От 8 до 30 символов" />
          <FormField form={form} formName="recovery2" field="confirmPassword" idPrefix="recovery2" />
          <FormMessage error={error} />
          <button className="button button--block" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? 'Сохраняем…' : 'Сменить пароль'}
          </button>
        </fieldset>
      </form>
    </ViewFrame>
  );
}
