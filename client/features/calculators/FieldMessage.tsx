/**
 * A field's message beneath it in an alert block, only when there is one — the markup of the site's
 * forms (client/forms/FormField.tsx, `FieldError`; docs/behaviour.md, "Validation"). Drawn here
 * rather than imported: that module would bring the site's validated forms into the calculators'
 * chunk, or split off a chunk of its own whose name every page's entry then carries
 * (docs/decisions/007-javascript-budget.md).
 */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return message ? (
    <div className="field__error" role="alert" id={id}>
      {message}
    </div>
  ) : null;
}
