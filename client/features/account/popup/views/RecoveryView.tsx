import { notify } from '#client/notifications/notify';
import { authMessages } from '#shared/auth/messages';
import { FormField } from '#client/forms/FormField';
import { apiCall } from '#client/data/api-call';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { usePopupForm } from './use-popup-form';
import { PopupForm } from './PopupForm';
import { BackToLoginLink, ViewFrame } from './ViewFrame';

/** Recovery step 1 (docs/behaviour.md, "Authentication popup"): the e-mail; the reset code goes there. */
export function RecoveryView() {
  const state = usePopupForm('recovery', { email: useAuthPopup().state.email });
  const { popup, form, submit } = state;
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
    <ViewFrame title="Восстановление пароля" footer={<BackToLoginLink />}>
      <p>Укажите e-mail, с которым вы регистрировались: мы пришлём на него код для смены пароля.</p>
      <PopupForm
        state={state}
        action="/api/auth/reset/password/request"
        onSubmit={onSubmit}
        submit={{ label: 'Получить код', pending: 'Отправляем…' }}
      >
        <FormField form={form} formName="recovery" field="email" idPrefix="recovery" placeholder="name@example.ru" />
      </PopupForm>
    </ViewFrame>
  );
}
