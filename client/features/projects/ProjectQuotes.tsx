import { SentQuoteLines } from '#client/components/SentQuoteLines';
import type { SpecQuote } from '#shared/contract/spec-quotes';
import { formatDate } from '#shared/dates';

/** The quote requests sent for a project's specification: number, date and the lines as they were sent. */
export function ProjectQuotes({ quotes }: { quotes: readonly SpecQuote[] }) {
  if (!quotes.length)
    return <p className="project-empty">Запросов КП по этому проекту ещё не было: отправьте его со страницы спецификации.</p>;
  return (
    <ol className="spec-quotes" data-testid="project-quotes">
      {quotes.map((quote) => (
        <li key={quote.id} className="spec-quotes__item">
          <h3 className="spec-quotes__title">
            Запрос № {quote.id} от {formatDate(quote.createdAt)}
          </h3>
          <SentQuoteLines quote={quote} />
        </li>
      ))}
    </ol>
  );
}
