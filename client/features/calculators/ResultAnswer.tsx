import type { ReactNode } from 'react';

/**
 * The main answer of a calculation, big: «Сечение жилы: 1,5 мм²». `tone` marks an answer that is
 * a verdict — good (the breaker trips, the drop is within its limit) or bad.
 */
export function ResultAnswer({
  label,
  value,
  tone,
  children,
}: {
  label: string;
  value: string;
  tone?: 'good' | 'bad';
  children?: ReactNode;
}) {
  return (
    <div className={`calc-answer${tone ? ` calc-answer--${tone}` : ''}`}>
      <p className="calc-answer__main">
        <span className="calc-answer__label">{label}: </span>
        <strong className="calc-answer__value">{value}</strong>
      </p>
      {children ? <div className="calc-answer__text">{children}</div> : null}
    </div>
  );
}
