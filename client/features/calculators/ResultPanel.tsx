import type { ReactNode } from 'react';
import type { FieldErrors } from '#shared/calculators/query';
import type { Outcome } from './calculator-view';

/**
 * The result beside the form (docs/behaviour.md, "Calculators"). Its summary — the answer, or the
 * prompt, or what to fix — is a polite live region read out whole as it changes; the details below
 * it (other numbers, tables, formulas, inputs) are not read out on every keystroke. Values that do
 * not pass show no numbers at all, never stale ones.
 */
export function ResultPanel({
  outcome,
  errors,
  fieldId,
  note,
}: {
  outcome: Outcome;
  errors: FieldErrors;
  fieldId(key: string): string;
  /** The calculation note's link, shown under a computed result's summary. */
  note?: ReactNode;
}) {
  return (
    <section className="calc-result" aria-labelledby="calc-result-title">
      <h2 id="calc-result-title" className="calc-result__title">
        Результат
      </h2>
      <div className="calc-result__summary" aria-live="polite" aria-atomic="true">
        {outcome.state === 'computed' ? (
          outcome.result.summary
        ) : outcome.state === 'invalid' ? (
          <div className="calc-fix">
            <p className="calc-fix__title">Исправьте значения, чтобы получить результат:</p>
            <ul className="calc-fix__list">
              {Object.entries(errors).map(([key, message]) => (
                <li key={key}>
                  <a href={`#${fieldId(key)}`}>{message}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : outcome.state === 'failed' ? (
          <p className="calc-fix__title">Расчёт с такими значениями не получился. Проверьте значения полей.</p>
        ) : (
          <p className="calc-result__prompt">Заполните форму и нажмите «Рассчитать» — результат появится здесь.</p>
        )}
      </div>
      {outcome.state === 'computed' ? note : null}
      {outcome.state === 'computed' ? <div className="calc-result__details">{outcome.result.details}</div> : null}
    </section>
  );
}
