import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate } from 'react-router';
import { notify } from '#client/notifications/notify';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import type { FlashForm } from '#shared/auth/flash';
import type { User } from '#shared/contract/auth';
import { useSite } from '#client/data/deps-context';
import { useHydrated } from '#client/components/use-hydrated';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { apiCall } from '#client/data/api-call';
import { useSession, useSessionUpdater } from '#client/features/account/session';
import { FormField, FormMessage } from '#client/forms/FormField';
import { TextInput } from '#client/forms/TextInput';
import { useValidatedForm } from '#client/forms/use-validated-form';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { requireSession } from '#client/features/account/require-session';

const profilePath = '/my/profile';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  return { meta: accountPageMeta(menu, profilePath, 'Профиль', 'Личные данные и пароль') };
}

/**
 * The outcome a form of this page came back with when posted without JavaScript (the flash), and
 * what a form needs to post without it (docs/behaviour.md, "Without JavaScript").
 */
function usePageForm(name: FlashForm) {
  const { authFlash } = useSite();
  const flash = authFlash?.form === name ? authFlash : null;
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({ error: flash?.error, success: flash?.success });
  return { flash, hydrated, outcome, setOutcome };
}

function ProfileForm({ user }: { user: User }) {
  const { flash, hydrated, outcome, setOutcome } = usePageForm('profile');
  const form = useValidatedForm('profile', { name: user.name, phoneNumber: user.phoneNumber, ...flash?.values }, flash?.fieldErrors);
  const session = useSessionUpdater();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setOutcome({});
    const answer = await apiCall<{ user: User | null }>('POST', '/api/users/edit', {
      name: form.values.name,
      phoneNumber: form.values.phoneNumber,
    });
    form.setPending(false);
    if (!answer.ok) {
      form.setServerErrors(answer.fields);
      notify.error(authMessages.errorTitle, { description: answer.message || accountMessages.profileFailure, group: 'profile' });
      return;
    }
    notify.dismissGroup('profile');
    if (answer.data.user) session.signedIn(answer.data.user);
    notify.success(accountMessages.profileSaved);
  }

  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">Личные данные</h2>
      <form method="post" action="/api/users/edit" onSubmit={submit} noValidate={hydrated}>
        <input type="hidden" name="callbackUrl" value={profilePath} />
        <FormMessage error={outcome.error} success={outcome.success} />
        <fieldset className="form-fields" disabled={form.pending}>
          <FormField form={form} formName="profile" field="name" idPrefix="profile" />
          <FormField form={form} formName="profile" field="phoneNumber" idPrefix="profile" />
          <div className="field">
            <label className="field__label" htmlFor="profile-email">
              E-mail
            </label>
            {/* Shown, not sent: the e-mail is the account's login and does not change here. */}
            <TextInput id="profile-email" name="" type="email" value={user.email} onValueChange={() => {}} readOnly />
          </div>
          <button className="button" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? 'Сохраняем…' : 'Сохранить'}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { flash, hydrated, outcome, setOutcome } = usePageForm('passwordChange');
  const form = useValidatedForm('passwordChange', {}, flash?.fieldErrors);
  const session = useSessionUpdater();
  const navigate = useNavigate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setOutcome({});
    const { currentPassword, password, confirmPassword } = form.values;
    const answer = await apiCall<{ signedIn: boolean }>('POST', '/api/users/edit/password', {
      currentPassword,
      password,
      confirmPassword,
    });
    form.setPending(false);
    if (!answer.ok) {
      form.setServerErrors(answer.fields);
      notify.error(authMessages.errorTitle, { description: answer.message || accountMessages.passwordFailure, group: 'passwordChange' });
      return;
    }
    notify.dismissGroup('passwordChange');
    form.reset({ currentPassword: '', password: '', confirmPassword: '' });
    notify.success(accountMessages.passwordChanged);
    if (!answer.data.signedIn) {
      session.signedOut();
      navigate('/?auth=login');
    }
  }

  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">Смена пароля</h2>
      <form method="post" action="/api/users/edit/password" onSubmit={submit} noValidate={hydrated}>
        <input type="hidden" name="callbackUrl" value={profilePath} />
        <FormMessage error={outcome.error} success={outcome.success} />
        <fieldset className="form-fields" disabled={form.pending}>
          <FormField form={form} formName="passwordChange" field="currentPassword" idPrefix="password" />
          <FormField form={form} formName="passwordChange" field="password" idPrefix="password" placeholder="От 8 до 30 символов" />
          <FormField form={form} formName="passwordChange" field="confirmPassword" idPrefix="password" />
          <button className="button" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? 'Сохраняем…' : 'Изменить пароль'}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

export default function AccountProfilePage() {
  const { user } = useSession();
  return (
    <>
      <AccountNav />
      {user ? (
        <div className="account-grid">
          <ProfileForm key={user.id} user={user} />
          <PasswordForm />
        </div>
      ) : (
        <p className="empty-state" aria-busy="true">
          Загружаем профиль…
        </p>
      )}
    </>
  );
}
