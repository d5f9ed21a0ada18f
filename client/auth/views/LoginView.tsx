import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages';
import type { User } from '../../../shared/contract/auth';
import { useHydrated } from '../../app/use-hydrated';
import { FormField, FormMessage } from '../../forms/FormField';
import { useValidatedForm } from '../../forms/use-validated-form';
import { accountCall } from '../account-api';
import { useAuthPopup } from '../popup-state';
import { useSessionUpdater } from '../session';
import { useCallbackUrl } from './form-context';
import { ViewFrame, ViewLink } from './ViewFrame';
import { useState } from 'react';

export function LoginView() {
  const popup = useAuthPopup();
  const { flash, redirect } = popup.state;
  const form = useValidatedForm('login', { email: flash?.values?.email ?? popup.state.email });
  const [error, setError] = useState(flash?.error ?? '');
  const hydrated = useHydrated();
  const callbackUrl = useCallbackUrl();
  const session = useSessionUpdater();
  const navigate = useNavigate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setError('');
    const answer = await accountCall<{ user: User }>('POST', '/api/auth/login', { email: form.values.email, password: form.values.password, callbackUrl, redirect });
    form.setPending(false);
    if (!answer.ok) {
      // Spec §8: inline and as an error toast titled 'Ошибка' (an inactive account or a limit says why).
      const message = answer.message || authMessages.loginFailure;
      setError(message);
      toast.error(authMessages.errorTitle, { description: message });
      form.setServerErrors(answer.fields);
      return;
    }
    session.signedIn(answer.data.user);
    toast.success(authMessages.loginSuccess);
    if (redirect) {
      popup.close();
      navigate(redirect);
    } else {
      popup.show('login-finish');
    }
  }

  return (
    <ViewFrame
      title="Вход в личный кабинет"
      footer={
        <>
          Нет личного кабинета?{' '}
          <ViewLink view="registration" onSelect={() => popup.show('registration')}>
            Зарегистрироваться
          </ViewLink>
        </>
      }
    >
      <form method="post" action="/api/auth/login" onSubmit={submit} noValidate={hydrated} aria-busy={form.pending}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
        <fieldset disabled={form.pending} className="form-fields">
          <FormField form={form} formName="login" field="email" idPrefix="login" placeholder="name@example.ru" />
          <FormField form={form} formName="login" field="password" idPrefix="login" />
          <p className="auth-popup__aside">
            <ViewLink view="recovery" onSelect={() => popup.show('recovery', { email: String(form.values.email ?? '') })}>
              Забыли пароль?
            </ViewLink>
          </p>
          <FormMessage error={error} />
          <button className="button button--block" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? 'Входим…' : 'Войти'}
          </button>
        </fieldset>
      </form>
    </ViewFrame>
  );
}
