/**
 * Text placed into HTML, XML or SVG markup the server writes by hand: the five characters that
 * could end a text node or an attribute become numeric references, valid in all three.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
