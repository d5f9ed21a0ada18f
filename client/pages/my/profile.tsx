import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate } from 'react-router';
import { notify } from '#client/notifications/notify';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import type { User } from '#shared/contract/auth';
import { loadMainMenu } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { accountCall } from '#client/auth/account-api';
import { useSession, useSessionUpdater } from '#client/auth/session';
import { FormField } from '#client/forms/FormField';
import { TextInput } from '#client/forms/TextInput';
import { useValidatedForm } from '#client/forms/use-validated-form';
import { accountPageMeta } from '#client/page-parts/account-meta';
import { AccountNav } from '#client/page-parts/AccountNav';
import { requireSession } from '#client/page-parts/require-session';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  return { meta: accountPageMeta(menu, '/my/profile', 'Профиль', 'Личные данные и пароль') };
}

function ProfileForm({ user }: { user: User }) {
  const form = useValidatedForm('profile', { name: user.name, phoneNumber: user.phoneNumber });
  const session = useSessionUpdater();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    const answer = await accountCall<{ user: User | null }>('POST', '/api/users/edit', {
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
      <form onSubmit={submit} noValidate>
        <fieldset className="form-fields" disabled={form.pending}>
          <FormField form={form} formName="profile" field="name" idPrefix="profile" />
          <FormField form={form} formName="profile" field="phoneNumber" idPrefix="profile" />
          <div className="field">
            <label className="field__label" htmlFor="profile-email">
              E-mail
            </label>
            <TextInput id="profile-email" name="email" type="email" value={user.email} onValueChange={() => {}} readOnly />
          </div>
          <button className="button" type="submit" disabled={!form.valid || form.pending}>
            {form.pending ? 'Сохраняем…' : 'Сохранить'}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

function PasswordForm() {
  const form = useValidatedForm('passwordChange');
  const session = useSessionUpdater();
  const navigate = useNavigate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    const { currentPassword, password, confirmPassword } = form.values;
    const answer = await accountCall<{ signedIn: boolean }>('POST', '/api/users/edit/password', {
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
      <form onSubmit={submit} noValidate>
        <fieldset className="form-fields" disabled={form.pending}>
          <FormField form={form} formName="passwordChange" field="currentPassword" idPrefix="password" />
          <FormField form={form} formName="passwordChange" field="password" idPrefix="password" placeholder="От 8 до 30 символов" />
          <FormField form={form} formName="passwordChange" field="confirmPassword" idPrefix="password" />
          <button className="button" type="submit" disabled={!form.valid || form.pending}>
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
