import type { Line } from '#shared/calculators/result';

/** Labelled numbers (or texts) of a result: «Расчётный ток — 22,9 А». */
export function QuantityList({ items }: { items: readonly Line[] }) {
  return (
    <dl className="calc-quantities">
      {items.map((item, index) => (
        <div key={`${index}-${item.label}`} className="calc-quantities__item">
          <dt>{item.label}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
