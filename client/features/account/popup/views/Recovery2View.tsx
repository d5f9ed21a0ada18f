import { notify } from '#client/notifications/notify';
import { authMessages } from '#shared/auth/messages';
import { FormField, FormMessage } from '#client/forms/FormField';
import { apiCall } from '#client/data/api-call';
import { useAuthPopup } from '#client/features/account/popup/popup-state';
import { usePopupForm } from './use-popup-form';
import { ViewFrame, ViewLink } from './ViewFrame';

/**
 * Recovery step 2 (docs/behaviour.md, "Authentication popup"): the e-mail (prefilled), the code
 * from the letter, the new password twice.
 */
export function Recovery2View() {
  const { popup, flash, form, error, callbackUrl, submit, submitDisabled, noValidate } = usePopupForm('recovery2', {
    email: useAuthPopup().state.email,
  });
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
      <form method="post" action="/api/auth/reset/password" onSubmit={onSubmit} noValidate={noValidate} aria-busy={form.pending}>
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <fieldset disabled={form.pending} className="form-fields">
          <FormField form={form} formName="recovery2" field="email" idPrefix="recovery2" />
          <FormField form={form} formName="recovery2" field="resetPasswordCode" idPrefix="recovery2" placeholder="6 цифр" />
          <FormField form={form} formName="recovery2" field="password" idPrefix="recovery2" placeholder="От 8 до 30 символов" />
          <FormField form={form} formName="recovery2" field="confirmPassword" idPrefix="recovery2" />
          <FormMessage error={error} />
          <button className="button button--block" type="submit" disabled={submitDisabled}>
            {form.pending ? 'Сохраняем…' : 'Сменить пароль'}
          </button>
        </fieldset>
      </form>
    </ViewFrame>
  );
}
