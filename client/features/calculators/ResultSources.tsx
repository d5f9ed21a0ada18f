import type { Line } from '#shared/calculators/result';
import { QuantityList } from './QuantityList';

/** How a result was reached: the formulas used and the inputs they were given, with units. */
export function ResultSources({ formulas, inputs }: { formulas: readonly string[]; inputs: readonly Line[] }) {
  return (
    <>
      <h3 className="calc-result__subtitle">Формулы</h3>
      <ul className="calc-formulas">
        {formulas.map((formula) => (
          <li key={formula}>
            <code>{formula}</code>
          </li>
        ))}
      </ul>
      <h3 className="calc-result__subtitle">Исходные данные</h3>
      <QuantityList items={inputs} />
    </>
  );
}
