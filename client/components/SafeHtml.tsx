/** Renders upstream markup. Safe only because the BFF sanitises every `html` field on entry. */
export function SafeHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
