import { useState, type ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate } from 'react-router';
import { notify } from '#client/notifications/notify';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import type { Flash, FlashForm } from '#shared/auth/flash';
import type { FormName } from '#shared/validation/forms';
import type { User } from '#shared/contract/auth';
import { useSite } from '#client/data/deps-context';
import { useHydrated } from '#client/components/use-hydrated';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { apiCall, type ApiAnswer } from '#client/data/api-call';
import { useSession, useSessionUpdater } from '#client/features/account/session';
import { FormField, FormMessage } from '#client/forms/FormField';
import { TextInput } from '#client/forms/TextInput';
import { useValidatedForm } from '#client/forms/use-validated-form';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { requireSession } from '#client/features/account/require-session';
import { ConsentList } from '#client/features/account/ConsentList';

const profilePath = '/my/profile';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  return { meta: accountPageMeta(menu, profilePath, 'Профиль', 'Личные данные и пароль') };
}

type Flashed = Flash | null;

/**
 * A form of this page (docs/behaviour.md, "Without JavaScript"): prefilled from the outcome it came
 * back with when posted without JavaScript (the flash), and its submit cycle — nothing while invalid
 * or pending; on failure the fields' messages and a toast titled 'Ошибка' in the form's group; on
 * success the group's earlier toasts go (docs/behaviour.md, "Messages of the account calls").
 */
function usePageForm(name: FlashForm & FormName, failure: string, initial: (flash: Flashed) => Record<string, string>) {
  const { authFlash } = useSite();
  const flash = authFlash?.form === name ? authFlash : null;
  const hydrated = useHydrated();
  const form = useValidatedForm(name, initial(flash), flash?.fieldErrors);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({ error: flash?.error, success: flash?.success });

  async function submit<T>(event: React.FormEvent, call: () => Promise<ApiAnswer<T>>, onSuccess: (data: T) => void) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setOutcome({});
    const answer = await call();
    form.setPending(false);
    if (!answer.ok) {
      form.setServerErrors(answer.fields);
      notify.error(authMessages.errorTitle, { description: answer.message || failure, group: name });
      return;
    }
    notify.dismissGroup(name);
    onSuccess(answer.data);
  }

  return { form, hydrated, outcome, submit };
}

/** A form of this page in its panel: posts without JavaScript and comes back here; the fields, then the button. */
function PageForm({
  page,
  id,
  title,
  action,
  onSubmit,
  submit,
  children,
}: {
  page: Pick<ReturnType<typeof usePageForm>, 'form' | 'hydrated' | 'outcome'>;
  id: string;
  title: string;
  action: string;
  onSubmit(event: React.FormEvent): void;
  submit: { label: string; pending: string };
  children: ReactNode;
}) {
  const { form, hydrated, outcome } = page;
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <form method="post" action={action} onSubmit={onSubmit} noValidate={hydrated}>
        <input type="hidden" name="callbackUrl" value={profilePath} />
        <FormMessage error={outcome.error} success={outcome.success} />
        <fieldset className="form-fields" disabled={form.pending}>
          {children}
          <button className="button" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
            {form.pending ? submit.pending : submit.label}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const page = usePageForm('profile', accountMessages.profileFailure, (flash) => ({
    name: user.name,
    phoneNumber: user.phoneNumber,
    ...flash?.values,
  }));
  const { form } = page;
  const session = useSessionUpdater();

  const onSubmit = (event: React.FormEvent) =>
    page.submit(
      event,
      () => apiCall<{ user: User | null }>('POST', '/api/users/edit', { name: form.values.name, phoneNumber: form.values.phoneNumber }),
      (data) => {
        if (data.user) session.signedIn(data.user);
        notify.success(accountMessages.profileSaved);
      },
    );

  return (
    <PageForm
      page={page}
      id="profile-title"
      title="Личные данные"
      action="/api/users/edit"
      onSubmit={onSubmit}
      submit={{ label: 'Сохранить', pending: 'Сохраняем…' }}
    >
      <FormField form={form} formName="profile" field="name" idPrefix="profile" />
      <FormField form={form} formName="profile" field="phoneNumber" idPrefix="profile" />
      <div className="field">
        <label className="field__label" htmlFor="profile-email">
          E-mail
        </label>
        {/* Shown, not sent: the e-mail is the account's login and does not change here. */}
        <TextInput id="profile-email" name="" type="email" value={user.email} onValueChange={() => {}} readOnly />
      </div>
    </PageForm>
  );
}

function PasswordForm() {
  const page = usePageForm('passwordChange', accountMessages.passwordFailure, () => ({}));
  const { form } = page;
  const session = useSessionUpdater();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent) => {
    const { currentPassword, password, confirmPassword } = form.values;
    return page.submit(
      event,
      () => apiCall<{ signedIn: boolean }>('POST', '/api/users/edit/password', { currentPassword, password, confirmPassword }),
      (data) => {
        form.reset({ currentPassword: '', password: '', confirmPassword: '' });
        notify.success(accountMessages.passwordChanged);
        if (!data.signedIn) {
          session.signedOut();
          navigate('/?auth=login');
        }
      },
    );
  };

  return (
    <PageForm
      page={page}
      id="password-title"
      title="Смена пароля"
      action="/api/users/edit/password"
      onSubmit={onSubmit}
      submit={{ label: 'Изменить пароль', pending: 'Сохраняем…' }}
    >
      <FormField form={form} formName="passwordChange" field="currentPassword" idPrefix="password" />
      <FormField form={form} formName="passwordChange" field="password" idPrefix="password" placeholder="От 8 до 30 символов" />
      <FormField form={form} formName="passwordChange" field="confirmPassword" idPrefix="password" />
    </PageForm>
  );
}

export default function AccountProfilePage() {
  const { user } = useSession();
  return (
    <>
      <AccountNav />
      {user ? (
        <>
          <div className="account-grid">
            <ProfileForm key={user.id} user={user} />
            <PasswordForm />
          </div>
          <ConsentList returnTo={profilePath} />
        </>
      ) : (
        <p className="empty-state" aria-busy="true">
          Загружаем профиль…
        </p>
      )}
    </>
  );
}
