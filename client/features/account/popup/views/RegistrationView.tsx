import { notify } from '#client/notifications/notify';
import { reachGoal } from '#client/analytics/events';
import { authMessages } from '#shared/auth/messages';
import { AgreementField } from '#client/forms/AgreementField';
import { ConsentField, useConsentWaiver } from '#client/forms/ConsentField';
import { FormField } from '#client/forms/FormField';
import { apiCall } from '#client/data/api-call';
import { usePopupForm } from './use-popup-form';
import { PopupForm } from './PopupForm';
import { ViewFrame, ViewLink } from './ViewFrame';

export function RegistrationView() {
  const state = usePopupForm('registration', useConsentWaiver());
  const { popup, form, callbackUrl, submit } = state;
  const { name, phoneNumber, email, password, confirmPassword, agreement, personalDataConsent } = form.values;

  const onSubmit = (event: React.FormEvent) =>
    submit(
      event,
      () =>
        apiCall('POST', '/api/auth/registration', {
          name,
          phoneNumber,
          email,
          password,
          confirmPassword,
          agreement,
          personalDataConsent,
          callbackUrl,
        }),
      // The server's message, or the default (docs/behaviour.md, "Messages of the account calls").
      (answer) => answer.message || authMessages.registrationFailure,
      () => {
        notify.success(authMessages.registrationSuccess);
        reachGoal('registrationCompleted');
        popup.show('registration-finish', { email: String(email) });
      },
    );

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
      <PopupForm
        state={state}
        action="/api/auth/registration"
        onSubmit={onSubmit}
        submit={{ label: 'Зарегистрироваться', pending: 'Регистрируем…' }}
      >
        <FormField form={form} formName="registration" field="name" idPrefix="registration" placeholder="Иван Петров" />
        <FormField form={form} formName="registration" field="phoneNumber" idPrefix="registration" placeholder="+7 (900) 000-00-00" />
        <FormField form={form} formName="registration" field="email" idPrefix="registration" placeholder="name@example.ru" />
        <FormField form={form} formName="registration" field="password" idPrefix="registration" placeholder="От 8 до 30 символов" />
        <FormField form={form} formName="registration" field="confirmPassword" idPrefix="registration" />
        <AgreementField form={form} idPrefix="registration" />
        <ConsentField form={form} idPrefix="registration" />
      </PopupForm>
    </ViewFrame>
  );
}
