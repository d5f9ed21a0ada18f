/** Reading server-rendered HTML in integration tests, without a DOM. */

const payloadOpening = '<script id="__ssr" type="application/json">';

/** The text of the hydration payload block, up to the first `</script>` (as a browser would cut it). */
export function ssrPayloadText(html: string): string | undefined {
  const start = html.indexOf(payloadOpening);
  if (start < 0) return undefined;
  const from = start + payloadOpening.length;
  const end = html.indexOf('</script>', from);
  return end < 0 ? undefined : html.slice(from, end);
}

/** The server-rendered popup of a page: its view and its markup (from the dialog to the first script after it). */
export function popupOf(html: string): { view: string | undefined; html: string } {
  const at = html.search(/<div role="dialog"/);
  if (at < 0) return { view: undefined, html: '' };
  const end = html.indexOf('<script', at);
  const dialog = html.slice(at, end < 0 ? undefined : end);
  return { view: /data-view="([^"]+)"/.exec(dialog)?.[1], html: dialog };
}

/** How many opening tags of this element the document has (`<h1` but not `<h10` or `<header`). */
export function countElements(html: string, tag: string): number {
  return html.match(new RegExp(`<${tag}(?=[\\s>/])`, 'gi'))?.length ?? 0;
}

/** Text as React escapes it inside an element. */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

export interface ExternalReference {
  tag: string;
  attribute: string;
  value: string;
}

const urlAttributes = ['src', 'href', 'srcset', 'poster', 'action', 'formaction', 'data', 'xlink:href', 'imagesrcset'];
const isExternal = (value: string) => /^\s*(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(value) && !/^\s*(?:tel|mailto):/i.test(value);

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * Every attribute that points at another host (`http://…`, `https://…`, `//…`), and every CSS
 * `url(http…)`, except the ones allowed: the canonical link, and `<a>` links to `allowedLinkHosts`.
 */
export function externalReferences(html: string, allowedLinkHosts: readonly string[]): ExternalReference[] {
  // Inline script bodies are code, not markup: keep only their opening tags.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const found: ExternalReference[] = [];
  for (const tagMatch of markup.matchAll(/<([a-zA-Z][\w-]*)(\s[^>]*)?>/g)) {
    const tag = tagMatch[1]!.toLowerCase();
    const attributes = new Map<string, string>();
    for (const attr of (tagMatch[2] ?? '').matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      attributes.set(attr[1]!.toLowerCase(), decodeAttribute(attr[2] ?? attr[3] ?? attr[4] ?? ''));
    }
    for (const [attribute, value] of attributes) {
      const external = urlAttributes.includes(attribute)
        ? value.split(',').some((part) => isExternal(part))
        : attribute === 'style' && /url\(\s*['"]?\s*(?:https?:)?\/\//i.test(value);
      if (!external) continue;
      if (tag === 'link' && attribute === 'href' && attributes.get('rel') === 'canonical') continue;
      if (tag === 'a' && attribute === 'href' && allowedLinkHosts.includes(hostOf(value))) continue;
      found.push({ tag, attribute, value });
    }
  }
  return found;
}

function hostOf(url: string): string {
  try {
    return new URL(url.trim(), 'http://base.invalid').host;
  } catch {
    return '';
  }
}
