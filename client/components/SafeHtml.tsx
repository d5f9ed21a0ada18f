/** What a screen reader says of a table's scroll box (it scrolls sideways on a narrow screen). */
export const tableRegionLabel = 'Таблица, прокручивается по горизонтали';

/**
 * Every table goes into a box that scrolls sideways with a visible shadow at the edge that hides
 * more, and that a keyboard can focus and scroll: on a phone a wide table stays readable in full.
 * The BFF's sanitiser leaves `<table>` without attributes, so the tags are matched as they are.
 */
export function withScrollableTables(html: string): string {
  if (!html.includes('<table>')) return html;
  return html
    .replaceAll('<table>', `<div class="table-scroll" role="region" tabindex="0" aria-label="${tableRegionLabel}"><table>`)
    .replaceAll('</table>', '</table></div>');
}

/** Renders upstream markup. Safe only because the BFF sanitises every `html` field on entry. */
export function SafeHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: withScrollableTables(html) }} />;
}
