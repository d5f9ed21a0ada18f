import type { CalculatorId } from '#shared/calculators';
import { reachGoal } from '#client/analytics/events';

/** The calculation note of the result with this query (docs/calculators.md, "Calculation note"). */
export const noteHref = (id: CalculatorId, query: URLSearchParams) => `/api/calculators/${id}/note.pdf?${query.toString()}`;

/**
 * «Скачать расчётную записку (PDF)» under a result: a plain link, so it works without JavaScript,
 * whose query is the form's — with JavaScript it follows the typing before the address bar does.
 * A click is the «calculation note downloaded» goal (docs/operations.md, "Goals and e-commerce").
 */
export function NoteLink({ href }: { href: string }) {
  return (
    <p className="calc-result__note">
      <a href={href} download rel="nofollow" onClick={() => reachGoal('calculationNoteDownloaded')}>
        Скачать расчётную записку (PDF)
      </a>
    </p>
  );
}
