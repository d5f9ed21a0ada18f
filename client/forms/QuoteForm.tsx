import { useState, type FormEvent, type ReactNode } from 'react';
import { quoteMessages } from '#shared/catalog/quote-messages';
import type { FlashForm } from '#shared/auth/flash';
import { useSite } from '#client/data/deps-context';
import type { ApiAnswer } from '#client/data/api-call';
import { useHydrated } from '#client/components/use-hydrated';
import { FormField, FormMessage } from './FormField';
import { useValidatedForm } from './use-validated-form';
import { ConsentField, useConsentWaiver } from './ConsentField';
import { consentFieldName } from '#shared/validation/consent';

type QuoteFormName = 'quoteRequest' | 'specQuoteRequest';
type Values = Record<string, string | boolean>;
type Sent = { id: number; message: string };

/**
 * A quote request's form (docs/behaviour.md, "Quote requests"), for a product, a panel or a design
 * and for a whole specification: a disclosure that opens on the form. Without JavaScript it posts,
 * and the page comes back with the outcome (the flash named `flashForm`) above the opened form, the
 * values kept; with JavaScript it is sent in place, and `onSent` confirms it (the toast is the
 * feature's: this layer does not load the notifications).
 */
export function useQuoteForm(options: {
  formName: QuoteFormName;
  flashForm: FlashForm;
  initial?: Values;
  send(values: Values): Promise<ApiAnswer<Sent>>;
  /** What stays for the next request is the visitor's contacts; these fields start again. */
  resetTo: Values;
  /** The request as the BFF took it (its number, the message), and what the visitor sent. */
  onSent(sent: Sent, values: Values): void;
}) {
  const { authFlash } = useSite();
  const flash = authFlash?.form === options.flashForm ? authFlash : null;
  const hydrated = useHydrated();
  const waiver = useConsentWaiver();
  const form = useValidatedForm(options.formName, { ...options.initial, ...waiver, ...flash?.values }, flash?.fieldErrors);
  const [open, setOpen] = useState(flash !== null);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({ error: flash?.error, success: flash?.success });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.valid || form.pending) return;
    form.setPending(true);
    setOutcome({});
    const answer = await options.send(form.values);
    form.setPending(false);
    if (!answer.ok) {
      form.setServerErrors(answer.fields);
      setOutcome({ error: answer.message || quoteMessages.failure });
      return;
    }
    options.onSent(answer.data, form.values);
    // The consent is asked for again with the next request (docs/behaviour.md, "Consent to the processing of personal data").
    form.reset({ ...options.resetTo, [consentFieldName]: false, ...waiver });
    setOpen(false);
  }

  return { formName: options.formName, form, hydrated, open, setOpen, outcome, submit };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;

/**
 * The disclosure and its form: `children` come first in the form (hidden fields, what is asked for),
 * then the outcome, the fields, the consent box and the button.
 */
export function QuoteForm({
  quote,
  id,
  className,
  summary,
  action,
  label,
  idPrefix,
  fields,
  children,
}: {
  quote: QuoteFormState;
  id: string;
  className: string;
  summary: string;
  action: string;
  label: string;
  idPrefix: string;
  fields: readonly { field: string; placeholder?: string }[];
  children?: ReactNode;
}) {
  const { form, formName, hydrated, open, setOpen, outcome, submit } = quote;
  return (
    <details id={id} className={className} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button button--accent">{summary}</summary>
      <form
        className="quote__form"
        method="post"
        action={action}
        onSubmit={(event) => void submit(event)}
        noValidate={hydrated}
        aria-label={label}
      >
        {children}
        <FormMessage error={outcome.error} success={outcome.success} />
        <fieldset className="form-fields" disabled={form.pending}>
          {fields.map(({ field, placeholder }) => (
            <FormField
              key={field}
              form={form}
              formName={formName}
              field={field}
              idPrefix={idPrefix}
              large={false}
              placeholder={placeholder}
            />
          ))}
          <ConsentField form={form} idPrefix={idPrefix} />
        </fieldset>
        <button className="button" type="submit" disabled={hydrated && (!form.valid || form.pending)}>
          {form.pending ? quoteMessages.pending : quoteMessages.submit}
        </button>
      </form>
    </details>
  );
}
