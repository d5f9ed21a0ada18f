import { useLocation } from 'react-router';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { apiCall } from '#client/data/api-call';
import { QuoteForm, useQuoteForm } from '#client/forms/QuoteForm';
import { notify } from '#client/notifications/notify';
import { reachGoal, trackEcommerce } from '#client/analytics/events';
import type { EcommerceProduct } from '#client/analytics/ecommerce';

/** What a quote is asked for: a product, a ready-made panel, or a design from the designer (its address form). */
export interface QuoteSubject {
  field: 'productId' | 'panelId' | 'design';
  value: string;
  name: string;
  unit: string;
  /**
   * The catalogue products one unit of the subject is made of, for Metrika's e-commerce `purchase`
   * (docs/operations.md, "Goals and e-commerce"): the product itself, or a panel's bill of materials.
   */
  products: readonly EcommerceProduct[];
}

/**
 * «Запросить коммерческое предложение» (docs/behaviour.md, "Quote requests"): a disclosure with
 * a small form. Without JavaScript it posts to the BFF, which comes back here with the outcome
 * (the flash); with JavaScript it is sent in place and confirmed with a toast.
 */
export function QuoteRequest({ subject }: { subject: QuoteSubject }) {
  const location = useLocation();
  const quote = useQuoteForm({
    formName: 'quoteRequest',
    flashForm: 'quote',
    initial: { quantity: '1' },
    send: (values) =>
      apiCall<{ id: number; message: string }>('POST', '/api/quote-requests', { ...values, [subject.field]: subject.value }),
    // The visitor's contacts stay for the next request; what was asked goes.
    resetTo: { quantity: '1', comment: '' },
    onSent: (sent, values) => {
      notify.success(quoteMessages.sentTitle, { description: sent.message });
      reachGoal('quoteRequestSent');
      const asked = Number(String(values.quantity).replace(',', '.'));
      const units = asked > 0 ? asked : 1;
      const products = subject.products.map((product) => ({ ...product, quantity: (product.quantity ?? 1) * units }));
      if (products.length) trackEcommerce({ purchase: { actionField: { id: String(sent.id) }, products } });
    },
  });
  return (
    <QuoteForm
      quote={quote}
      id="quote"
      className="quote"
      summary={quoteMessages.open}
      action="/api/quote-requests"
      label={`${quoteMessages.open}: ${subject.name}`}
      idPrefix="quote"
      fields={[
        { field: 'name' },
        { field: 'phoneNumber' },
        { field: 'email' },
        { field: 'quantity', placeholder: `Сколько нужно, ${subject.unit}` },
        { field: 'comment', placeholder: 'Сроки, доставка, аналоги' },
      ]}
    >
      <input type="hidden" name={subject.field} value={subject.value} />
      <input type="hidden" name="callbackUrl" value={location.pathname + location.search} />
    </QuoteForm>
  );
}
