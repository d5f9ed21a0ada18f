/** The bulk add's pages (docs/behaviour.md, "Bulk add"): the form, and an import's outcome. */
export const importFormPath = '/spec/import';
export const importResultPath = (importId: string) => `${importFormPath}/${importId}`;
/** A row's place on the outcome page, for a form post to come back to. */
export const importRowAnchor = (line: number) => `line-${line}`;
/** The BFF's endpoint (server/api/spec-imports.ts). */
export const importEndpoint = '/api/specs/current/imports';

/** What a bulk add did, in a line: how many rows went in, and how many wait for the visitor. */
export function importSummary(counts: { matched: number; total: number }): string {
  const waiting = counts.total - counts.matched;
  const added = `Добавлено в спецификацию: ${counts.matched} из ${counts.total}`;
  return waiting ? `${added}. Проверьте остальные строки ниже` : added;
}

/** Where an import's outcome sits in the query cache: the server puts it there for its owner's page. */
export const importQueryKey = (importId: string) => ['spec-import', importId] as const;
