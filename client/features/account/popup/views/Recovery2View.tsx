import { notify } from '#client/notifications/notify';
import { authMessages } from '#shared/auth/messages';
import { FormField, FormMessage } from '#client/forms/FormField';
import { apiCall } from '#client/data/api-call';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { usePopupForm } from './use-popup-form';
import { PopupForm } from './PopupForm';
import { BackToLoginLink, ViewFrame } from './ViewFrame';

/**
 * Recovery step 2 (docs/behaviour.md, "Authentication popup"): the e-mail (prefilled), the code
 * from the letter, the new password twice.
 */
export function Recovery2View() {
  const state = usePopupForm('recovery2', { email: useAuthPopup().state.email });
  const { popup, flash, form, callbackUrl, submit } = state;
  const { email, resetPasswordCode, password, confirmPassword } = form.values;

  const onSubmit = (event: React.FormEvent) =>
    submit(
      event,
      () => apiCall('POST', '/api/auth/reset/password', { email, resetPasswordCode, password, confirmPassword, callbackUrl }),
      (answer) => (answer.status === 429 && answer.message ? answer.message : authMessages.resetFailure),
      () => {
        notify.success(authMessages.resetSuccess);
        popup.show('recovery-finish');
      },
    );

  return (
    <ViewFrame title="Восстановление пароля" footer={<BackToLoginLink />}>
      <FormMessage success={flash?.success} />
      <p>Введите код из письма и придумайте новый пароль.</p>
      <PopupForm
        state={state}
        action="/api/auth/reset/password"
        onSubmit={onSubmit}
        submit={{ label: 'Сменить пароль', pending: 'Сохраняем…' }}
      >
        <FormField form={form} formName="recovery2" field="email" idPrefix="recovery2" />
        <FormField form={form} formName="recovery2" field="resetPasswordCode" idPrefix="recovery2" placeholder="6 цифр" />
        <FormField form={form} formName="recovery2" field="password" idPrefix="recovery2" placeholder="От 8 до 30 символов" />
        <FormField form={form} formName="recovery2" field="confirmPassword" idPrefix="recovery2" />
      </PopupForm>
    </ViewFrame>
  );
}
