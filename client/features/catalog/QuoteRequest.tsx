import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { useSite } from '#client/data/deps-context';
import { useHydrated } from '#client/components/use-hydrated';
import { apiCall } from '#client/data/api-call';
import { FormField, FormMessage } from '#client/forms/FormField';
import { useValidatedForm } from '#client/forms/use-validated-form';
import { notify } from '#client/notifications/notify';

/**
 * «Запросить коммерческое предложение» (docs/behaviour.md, "Quote requests"): a disclosure with
 * a small form. Without JavaScript it posts to the BFF, which comes back here with the outcome
 * (the flash); with JavaScript it is sent in place and confirmed with a toast.
 */
/** What a quote is asked for: a product, a ready-made panel, or a design from the designer (its address form). */
export interface QuoteSubject {
  field: 'productId' | 'panelId' | 'design';
  value: string;
  name: string;
  unit: string;
}

export function QuoteRequest({ subject }: { subject: QuoteSubject }) {
  const { authFlash } = useSite();
  const flash = authFlash?.form === 'quote' ? authFlash : null;
  const hydrated = useHydrated();
  const location = useLocation();
  const form = useValidatedForm('quoteRequest', { quantity: '1', ...flash?.values }, flash?.fieldErrors);
  const [open, setOpen] = useState(flash !== null);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({ error: flash?.error, success: flash?.success });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setOutcome({});
    const answer = await apiCall<{ id: number; message: string }>('POST', '/api/quote-requests', {
      ...form.values,
      [subject.field]: subject.value,
    });
    form.setPending(false);
    if (!answer.ok) {
      form.setServerErrors(answer.fields);
      setOutcome({ error: answer.message || quoteMessages.failure });
      return;
    }
    notify.success(quoteMessages.sentTitle, { description: answer.data.message });
    // The visitor's contacts stay for the next request; what was asked goes.
    form.reset({ quantity: '1', comment: '' });
    setOpen(false);
  }

  const fieldProps = { form, formName: 'quoteRequest' as const, idPrefix: 'quote', large: false };
  return (
    <details id="quote" className="quote" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button button--accent">{quoteMessages.open}</summary>
      <form
        className="quote__form"
        method="post"
        action="/api/quote-requests"
        onSubmit={(event) => void submit(event)}
        noValidate={hydrated}
        aria-label={`${quoteMessages.open}: ${subject.name}`}
      >
        <input type="hidden" name={subject.field} value={subject.value} />
        <input type="hidden" name="callbackUrl" value={location.pathname + location.search} />
        <FormMessage error={outcome.error} success={outcome.success} />
        <fieldset className="form-fields" disabled={form.pending}>
          <FormField {...fieldProps} field="name" />
          <FormField {...fieldProps} field="phoneNumber" />
          <FormField {...fieldProps} field="email" />
          <FormField {...fieldProps} field="quantity" placeholder={`Сколько нужно, ${subject.unit}`} />
          <FormField {...fieldProps} field="comment" placeholder="Сроки, доставка, аналоги" />
        </fieldset>
        <button className="button" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
          {form.pending ? quoteMessages.pending : quoteMessages.submit}
        </button>
      </form>
    </details>
  );
}
