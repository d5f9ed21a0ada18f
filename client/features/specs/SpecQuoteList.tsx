import { SentQuoteLines } from '#client/components/SentQuoteLines';
import { Link } from '#client/components/Link';
import type { SpecQuote } from '#shared/contract/spec-quotes';
import { formatDate } from '#shared/dates';

/**
 * `/my/requests` (docs/behaviour.md, "Specification"): each quote request for a specification with
 * its date and number, the lines as they were sent, and a link back to the specification while it exists.
 */
export function SpecQuoteList({ quotes }: { quotes: readonly SpecQuote[] }) {
  if (!quotes.length) {
    return (
      <p className="empty-state">
        Здесь будут ваши запросы коммерческих предложений. Соберите <Link to="/my/specs">спецификацию</Link> и нажмите «Запросить КП».
      </p>
    );
  }
  return (
    <ol className="spec-quotes" data-testid="spec-quotes">
      {quotes.map((quote) => (
        <li key={quote.id} className="spec-quotes__item">
          <h2 className="spec-quotes__title">
            Запрос № {quote.id} от {formatDate(quote.createdAt)}
          </h2>
          <p className="spec-quotes__spec">
            {quote.spec ? (
              <Link to={`/my/specs/${quote.spec.id}`}>Спецификация «{quote.spec.name}»</Link>
            ) : (
              <>Спецификация «{quote.specName}» удалена</>
            )}
          </p>
          <SentQuoteLines quote={quote} />
        </li>
      ))}
    </ol>
  );
}
