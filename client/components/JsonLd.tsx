/**
 * Structured data for search engines. A data block, not a script the browser runs, so the
 * strict CSP does not apply to it; `<` is escaped so no text can close the element early. `drawn`
 * names a block the browser may keep as the server wrote it (`ServerDrawnJsonLd`; the attribute is
 * `drawnAttribute`, written out here so the pages without such a block load none of that module).
 */
export function JsonLd({ data, drawn }: { data: object; drawn?: string }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-drawn={drawn} dangerouslySetInnerHTML={{ __html: json }} />;
}
