import { quoteMessages } from '#shared/catalog/quote-messages';
import { specQuoteMessages } from '#shared/contract/spec-quote-messages';
import type { Spec } from '#shared/contract/specs';
import { apiCall } from '#client/data/api-call';
import { QuoteForm, useQuoteForm } from '#client/forms/QuoteForm';
import { notify } from '#client/notifications/notify';
import { reachGoal, trackEcommerce } from '#client/analytics/events';

/**
 * «Запросить КП» for the whole specification (docs/behaviour.md, "Specification"): the quote form's
 * rules without a quantity — every line goes with its own. With JavaScript it is sent in place and
 * confirmed with a toast carrying the request's number; without it the form posts, and the page comes
 * back with the outcome above the opened form (the flash), the values kept.
 */
export function SpecQuoteForm({ spec, source }: { spec: Spec; source: { api: string; page: string } }) {
  const quote = useQuoteForm({
    formName: 'specQuoteRequest',
    flashForm: 'specQuote',
    send: (values) => apiCall<{ id: number; message: string }>('POST', `${source.api}/quote`, values),
    // The visitor's contacts stay for the next request; the comment was about this one.
    resetTo: { comment: '' },
    onSent: (sent) => {
      notify.success(quoteMessages.sentTitle, { description: sent.message });
      reachGoal('quoteRequestSent');
      const products = spec.lines.flatMap((line) =>
        line.product
          ? [
              {
                id: line.productId,
                name: line.product.name,
                brand: line.product.brand,
                price: line.product.current.price,
                quantity: line.quantity,
              },
            ]
          : [],
      );
      if (products.length) trackEcommerce({ purchase: { actionField: { id: String(sent.id) }, products } });
    },
  });
  return (
    <QuoteForm
      quote={quote}
      id="spec-quote"
      className="quote spec-quote"
      summary={specQuoteMessages.open}
      action={`${source.api}/quote`}
      label={specQuoteMessages.title}
      idPrefix="spec-quote"
      fields={[
        { field: 'name' },
        { field: 'phoneNumber' },
        { field: 'email' },
        { field: 'comment', placeholder: 'Сроки, доставка, аналоги' },
      ]}
    >
      <input type="hidden" name="callbackUrl" value={source.page} />
      <p className="spec-quote__what">
        Менеджер получит все строки спецификации «{spec.name}» ({spec.lines.length} поз.) с файлом XLSX и пришлёт предложение.
      </p>
    </QuoteForm>
  );
}
