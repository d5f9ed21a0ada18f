import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from '#client/forms/FormField';
import type { usePopupForm } from './use-popup-form';

type PopupFormState = Pick<ReturnType<typeof usePopupForm>, 'form' | 'error' | 'callbackUrl' | 'submitDisabled' | 'noValidate'>;

/**
 * A view's form (docs/behaviour.md, "Authentication popup"): an ordinary POST that works before
 * hydration and carries the callback URL to come back to; the fields, then the inline error and the
 * submit button, which says what is happening while the call is pending.
 */
export function PopupForm({
  state,
  action,
  onSubmit,
  hidden,
  submit,
  children,
}: {
  state: PopupFormState;
  action: string;
  onSubmit(event: FormEvent): void;
  /** Further hidden fields a post without JavaScript carries. */
  hidden?: ReactNode;
  submit: { label: string; pending: string };
  children: ReactNode;
}) {
  const { form, error, callbackUrl, submitDisabled, noValidate } = state;
  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate={noValidate} aria-busy={form.pending}>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {hidden}
      <fieldset disabled={form.pending} className="form-fields">
        {children}
        <FormMessage error={error} />
        <button className="button button--block" type="submit" disabled={submitDisabled}>
          {form.pending ? submit.pending : submit.label}
        </button>
      </fieldset>
    </form>
  );
}
