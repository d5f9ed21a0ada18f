/**
 * Where line `i` of a multi-line SVG text goes: the first where its `<text>` puts it (it needs no
 * position of its own, saving two attributes on every text of a drawing), each next one back at `x`
 * and `lineHeight` lower.
 */
export function nextLine(i: number, x: number, lineHeight: number): { x?: number; dy?: number } {
  return i === 0 ? {} : { x, dy: lineHeight };
}
