/**
 * Structured data for search engines. A data block, not a script the browser runs, so the
 * strict CSP does not apply to it; `<` is escaped so no text can close the element early.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export const jsonLdText = (data: object) => JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
