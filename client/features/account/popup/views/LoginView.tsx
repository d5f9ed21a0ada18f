import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { saveItem } from '#client/features/account/save-item';
import { saveToProject } from '#client/features/account/save-to-project';
import { notify } from '#client/notifications/notify';
import { authMessages } from '#shared/auth/messages';
import type { User } from '#shared/contract/auth';
import { FormField } from '#client/forms/FormField';
import { apiCall } from '#client/data/api-call';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { useSessionUpdater } from '#client/features/account/session';
import { usePopupForm } from './use-popup-form';
import { PopupForm } from './PopupForm';
import { ViewFrame, ViewLink } from './ViewFrame';

export function LoginView() {
  const state = usePopupForm('login', { email: useAuthPopup().state.email });
  const { popup, form, callbackUrl, submit } = state;
  const { redirect, afterLogin } = popup.state;
  const session = useSessionUpdater();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent) =>
    submit(
      event,
      () =>
        apiCall<{ user: User; notice?: { tone: 'success' | 'error'; text: string } }>('POST', '/api/auth/login', {
          email: form.values.email,
          password: form.values.password,
          callbackUrl,
          redirect,
        }),
      // The failed-login message; an inactive account or a rate limit says why instead
      // (docs/behaviour.md, "Messages of the account calls").
      (answer) => answer.message || authMessages.loginFailure,
      async (data) => {
        session.signedIn(data.user);
        notify.success(authMessages.loginSuccess);
        // What the sign-in did besides: a guest specification that did not fit entirely.
        if (data.notice) notify[data.notice.tone](data.notice.text);
        if (afterLogin && 'project' in afterLogin) await saveToProject(queryClient, afterLogin.project, 'current');
        else if (afterLogin) await saveItem(queryClient, afterLogin);
        if (redirect) {
          popup.close();
          navigate(redirect);
        } else if (afterLogin && 'project' in afterLogin) {
          // Back to the tool the visitor was using; the toast links to the project.
          popup.close();
        } else {
          popup.show('login-finish');
        }
      },
    );

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
      <PopupForm
        state={state}
        action="/api/auth/login"
        onSubmit={onSubmit}
        hidden={redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
        submit={{ label: 'Войти', pending: 'Входим…' }}
      >
        <FormField form={form} formName="login" field="email" idPrefix="login" placeholder="name@example.ru" />
        <FormField form={form} formName="login" field="password" idPrefix="login" />
        <p className="auth-popup__aside">
          <ViewLink view="recovery" onSelect={() => popup.show('recovery', { email: String(form.values.email ?? '') })}>
            Забыли пароль?
          </ViewLink>
        </p>
      </PopupForm>
    </ViewFrame>
  );
}
