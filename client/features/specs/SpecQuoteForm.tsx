import { useState, type FormEvent } from 'react';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { specQuoteMessages } from '#shared/contract/spec-quote-messages';
import type { Spec } from '#shared/contract/specs';
import { useSite } from '#client/data/deps-context';
import { useHydrated } from '#client/components/use-hydrated';
import { apiCall } from '#client/data/api-call';
import { FormField, FormMessage } from '#client/forms/FormField';
import { useValidatedForm } from '#client/forms/use-validated-form';
import { notify } from '#client/notifications/notify';

/**
 * «Запросить КП» for the whole specification (docs/behaviour.md, "Specification"): the quote form's
 * rules without a quantity — every line goes with its own. With JavaScript it is sent in place and
 * confirmed with a toast carrying the request's number; without it the form posts, and the page comes
 * back with the outcome above the opened form (the flash), the values kept.
 */
export function SpecQuoteForm({ spec, source }: { spec: Spec; source: { api: string; page: string } }) {
  const { authFlash } = useSite();
  const flash = authFlash?.form === 'specQuote' ? authFlash : null;
  const hydrated = useHydrated();
  const form = useValidatedForm('specQuoteRequest', { ...flash?.values }, flash?.fieldErrors);
  const [open, setOpen] = useState(flash !== null);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({ error: flash?.error, success: flash?.success });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setOutcome({});
    const answer = await apiCall<{ id: number; message: string }>('POST', `${source.api}/quote`, form.values);
    form.setPending(false);
    if (!answer.ok) {
      form.setServerErrors(answer.fields);
      setOutcome({ error: answer.message || quoteMessages.failure });
      return;
    }
    notify.success(quoteMessages.sentTitle, { description: answer.data.message });
    // The visitor's contacts stay for the next request; the comment was about this one.
    form.reset({ comment: '' });
    setOpen(false);
  }

  const fieldProps = { form, formName: 'specQuoteRequest' as const, idPrefix: 'spec-quote', large: false };
  return (
    <details id="spec-quote" className="quote spec-quote" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button button--accent">{specQuoteMessages.open}</summary>
      <form
        className="quote__form"
        method="post"
        action={`${source.api}/quote`}
        onSubmit={(event) => void submit(event)}
        noValidate={hydrated}
        aria-label={specQuoteMessages.title}
      >
        <input type="hidden" name="callbackUrl" value={source.page} />
        <p className="spec-quote__what">
          Менеджер получит все строки спецификации «{spec.name}» ({spec.lines.length} поз.) с файлом XLSX и пришлёт предложение.
        </p>
        <FormMessage error={outcome.error} success={outcome.success} />
        <fieldset className="form-fields" disabled={form.pending}>
          <FormField {...fieldProps} field="name" />
          <FormField {...fieldProps} field="phoneNumber" />
          <FormField {...fieldProps} field="email" />
          <FormField {...fieldProps} field="comment" placeholder="Сроки, доставка, аналоги" />
        </fieldset>
        <button className="button" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
          {form.pending ? quoteMessages.pending : quoteMessages.submit}
        </button>
      </form>
    </details>
  );
}
