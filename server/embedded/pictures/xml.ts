/** Text placed into generated SVG markup (captions come from content, so they are escaped). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** System fonts only: the pictures must not load anything from outside. */
export const fontFamily = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
