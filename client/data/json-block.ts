/**
 * The text of a `<script type="application/json">` block: JSON with every `<` written as `\u003c`,
 * so no `</script>` or `<!--` in the data can end or change the block. JSON rather than a richer
 * format because everything in it came as JSON (contract data, route state), and the engine's own
 * JSON.stringify and JSON.parse are several times faster than any serialiser written in JavaScript
 * (docs/decisions/012-cheaper-render.md).
 */
export function toJsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function fromJsonBlock(text: string): unknown {
  return JSON.parse(text);
}
