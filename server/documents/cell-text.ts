/**
 * Text that a spreadsheet could take for a formula starts with one of these (OWASP, "CSV Injection"):
 * `=`, `+`, `-`, `@`, a tab or a carriage return. A line's note and a specification's name are the
 * visitor's own text, and a product's name comes from upstream: any of them may start so.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Text for a cell of an exported file: one starting like a formula gets a leading apostrophe, so no
 * text cell starts with a formula character (docs/behaviour.md, "Documents"). Numbers are written
 * as numbers and never pass through here.
 */
export function cellText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}
