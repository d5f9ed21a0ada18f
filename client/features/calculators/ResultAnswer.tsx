import type { ReactNode } from 'react';
import { ResultMessages } from './ResultMessages';

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

/** An answer the calculation could not give («не подобрано»), in the bad tone, with why and what to do. */
export function RefusedAnswer({ label, value, message }: { label: string; value: string; message: string | null }) {
  return (
    <ResultAnswer label={label} value={value} tone="bad">
      <ResultMessages warnings={message ? [message] : []} />
    </ResultAnswer>
  );
}
