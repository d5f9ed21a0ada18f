/**
 * A result's warnings (something to act on: a drop over the limit, no breaker big enough) and notes
 * (how the answer was reached: the minimum section taken), as the calculator words them.
 */
export function ResultMessages({ warnings = [], notes = [] }: { warnings?: readonly string[]; notes?: readonly string[] }) {
  return (
    <>
      {warnings.map((warning) => (
        <p key={warning} className="calc-message calc-message--warning">
          <span className="visually-hidden">Внимание: </span>
          {warning}
        </p>
      ))}
      {notes.map((note) => (
        <p key={note} className="calc-message calc-message--note">
          {note}
        </p>
      ))}
    </>
  );
}
