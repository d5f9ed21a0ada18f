import { notify } from '#client/notifications/notify';
import { authMessages } from '#shared/auth/messages';
import { FormField, FormMessage } from '#client/forms/FormField';
import { apiCall } from '#client/data/api-call';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { usePopupForm } from './use-popup-form';
import { ViewFrame, ViewLink } from './ViewFrame';

/** Recovery step 1 (docs/behaviour.md, "Authentication popup"): the e-mail; the reset code goes there. */
export function RecoveryView() {
  const { popup, form, error, callbackUrl, submit, submitDisabled, noValidate } = usePopupForm('recovery', {
    email: useAuthPopup().state.email,
  });
  const email = String(form.values.email).trim();

  const onSubmit = (event: React.FormEvent) =>
    submit(
      event,
      // The e-mail travels as a query parameter, no body (docs/behaviour.md, "Upstream calls").
      () => apiCall('POST', `/api/auth/reset/password/request?email=${encodeURIComponent(email)}`),
      (answer) => (answer.status === 429 && answer.message ? answer.message : authMessages.recoveryFailure),
      () => {
        notify.success(authMessages.recoverySuccess);
        popup.show('recovery2', { email });
      },
    );

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
      <form method="post" action="/api/auth/reset/password/request" onSubmit={onSubmit} noValidate={noValidate} aria-busy={form.pending}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <fieldset disabled={form.pending} className="form-fields">
          <FormField form={form} formName="recovery" field="email" idPrefix="recovery" placeholder="name@example.ru" />
          <FormMessage error={error} />
          <button className="button button--block" type="submit" disabled={submitDisabled}>
            {form.pending ? 'Отправляем…' : 'Получить код'}
          </button>
        </fieldset>
      </form>
    </ViewFrame>
  );
}
