import { designLimits } from './limits';

/**
 * A group's label (docs/designer.md, "Model"): one line of plain text, as written on a panel's
 * marking strip. Control characters never get in, which also keeps the address format's
 * separators (line feed, tab) out of labels (docs/designer.md, "Address format").
 */

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators: nothing a one-line label holds. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** What the designer stores for a typed label: control characters as spaces, spaces collapsed, cut to the limit. */
export function normalizeLabel(text: string): string {
  const spaced = [...text].map((char) => (isControl(char) ? ' ' : char)).join('');
  const collapsed = spaced.replace(/\s+/g, ' ').trim();
  // Cut by code points, so a character outside the BMP is never split in half.
  return [...collapsed].slice(0, designLimits.labelLength).join('').trim();
}

/** A label as the address may carry it: one line of at most the limit's characters. */
export function isValidLabel(text: string): boolean {
  const chars = [...text];
  return chars.length <= designLimits.labelLength && !chars.some(isControl);
}

/**
 * A socket line is told by its label: any word starting «розет» (розетки, розеточная), in any
 * case. The label is what the visitor already writes for every group, so no separate flag is
 * needed (docs/designer.md, "Rules").
 */
export function isSocketLine(label: string): boolean {
  return /розет/iu.test(label);
}
