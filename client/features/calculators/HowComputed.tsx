import { referenceText, stepText, type Explanation, type Factor } from '#shared/calculators/explanation';
import type { Line } from '#shared/calculators/result';
import { QuantityList } from './QuantityList';

/** «ηв = 0,79 — коэффициент использования…», then where it was read and how. */
function FactorItem({ factor }: { factor: Factor }) {
  return (
    <li>
      <code className="calc-how__formula">
        {factor.symbol} = {factor.value}
      </code>{' '}
      — {factor.name}.{' '}
      {factor.reference
        ? `${referenceText(factor.reference)}; ${factor.origin}.`
        : `${factor.origin[0]!.toUpperCase()}${factor.origin.slice(1)}.`}
    </li>
  );
}

/**
 * «Как считали» (docs/calculators.md, "How it was computed"): the method, each step with the
 * visitor's values put into its formula, the documents and exact table cells read, the factors
 * applied and where they came from, the assumptions and limits, and the inputs — drawn from the
 * calculator's own explanation, the same data a printed calculation note uses. Open, not folded:
 * the limits belong next to the answer. A long formula wraps inside its own box.
 */
export function HowComputed({ explanation, inputs }: { explanation: Explanation; inputs: readonly Line[] }) {
  return (
    <section className="calc-how" aria-labelledby="calc-how-title">
      <h3 id="calc-how-title" className="calc-result__subtitle">
        Как считали
      </h3>
      <p>{explanation.method}</p>
      <h4 className="calc-how__subtitle">Расчёт</h4>
      <ol className="calc-how__steps">
        {explanation.steps.map((step, index) => (
          <li key={index}>
            <span className="calc-how__step">{step.title}</span>
            <code className="calc-how__formula">{stepText(step)}</code>
          </li>
        ))}
      </ol>
      {explanation.references.length ? (
        <>
          <h4 className="calc-how__subtitle">Нормативы и таблицы</h4>
          <ul className="calc-how__list">
            {explanation.references.map((reference, index) => (
              <li key={index}>
                {referenceText(reference)} <span className="calc-how__use">({reference.use})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="calc-how__subtitle">Коэффициенты</h4>
      {explanation.factors.length ? (
        <ul className="calc-how__list">
          {explanation.factors.map((factor, index) => (
            <FactorItem key={index} factor={factor} />
          ))}
        </ul>
      ) : (
        <p>Поправочные коэффициенты не применялись — см. допущения.</p>
      )}
      <h4 className="calc-how__subtitle">Допущения и границы применимости</h4>
      <ul className="calc-how__list">
        {explanation.assumptions.map((assumption) => (
          <li key={assumption}>{assumption}</li>
        ))}
      </ul>
      <h4 className="calc-how__subtitle">Исходные данные</h4>
      <QuantityList items={inputs} />
    </section>
  );
}
