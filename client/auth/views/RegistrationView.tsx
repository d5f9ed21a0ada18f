import { useState } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages';
import { useHydrated } from '../../app/use-hydrated';
import { AgreementField } from '../../forms/AgreementField';
import { FormField, FormMessage } from '../../forms/FormField';
import { useValidatedForm } from '../../forms/use-validated-form';
import { accountCall } from '../account-api';
import { useAuthPopup } from '../popup-state';
import { useCallbackUrl } from './form-context';
import { ViewFrame, ViewLink } from './ViewFrame';

export function RegistrationView() {
  const popup = useAuthPopup();
  const flash = popup.state.flash;
  const form = useValidatedForm('registration', { ...flash?.values });
  const [error, setError] = useState(flash?.error ?? '');
  const hydrated = useHydrated();
  const callbackUrl = useCallbackUrl();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setError('');
    const { name, phoneNumber, email, password, confirmPassword, agreement } = form.values;
    const answer = await accountCall('POST', '/api/auth/registration', { name, phoneNumber, email, password, confirmPassword, agreement, callbackUrl });
    form.setPending(false);
    if (!answer.ok) {
      // Spec §8: the server's message, or the default; inline and as a toast.
      const message = answer.message || authMessages.registrationFailure;
      setError(message);
      toast.error(authMessages.errorTitle, { description: message });
      form.setServerErrors(answer.fields);
      return;
    }
    toast.success(authMessages.registrationSuccess);
    popup.show('registration-finish', { email: String(email) });
  }

  return (
    <ViewFrame
      title="Регистрация"
      footer={
        <>
          Уже зарегистрированы?{' '}
          <ViewLink view="login" onSelect={() => popup.show('login')}>
            Войти
          </ViewLink>
        </>
      }
    >
      <form method="post" action="/api/auth/registration" onSubmit={submit} noValidate={hydrated} aria-busy={form.pending}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <fieldset disabled={form.pending} className="form-fields">
          <FormField form={form} formName="registration" field="name" idPrefix="registration" placeholder="Иван Петров" />
          <FormField form={form} formName="registration" field="phoneNumber" idPrefix="registration" placeholder="+7 (900) 000-00-00" />
          <FormField form={form} formName="registration" field="email" idPrefix="registration" placeholder="name@example.ru" />
          <FormField form={form} formName="registration" field="password" idPrefix="registration" placeholder="От 8 до 30 символов" />
          <FormField form={form} formName="registration" field="confirmPassword" idPrefix="registration" />
          <AgreementField form={form} idPrefix="registration" />
          <FormMessage error={error} />
          <button className="button button--block" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? 'Регистрируем…' : 'Зарегистрироваться'}
          </button>
        </fieldset>
      </form>
    </ViewFrame>
  );
}
