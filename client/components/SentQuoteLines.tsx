import { formatNumber } from '#shared/catalog/format';
import type { SpecQuote } from '#shared/contract/spec-quotes';

/** A sent quote request's lines as they were sent: in the account's requests and on a project's page alike. */
export function SentQuoteLines({ quote }: { quote: Pick<SpecQuote, 'id' | 'lines'> }) {
  return (
    <ul className="spec-quotes__lines" aria-label={`Товары запроса № ${quote.id}`}>
      {quote.lines.map((line) => (
        <li key={line.productId}>
          <span className="spec-quotes__article" translate="no">
            {line.article}
          </span>{' '}
          {line.name} — {formatNumber(line.quantity)}&nbsp;{line.unit}
        </li>
      ))}
    </ul>
  );
}
