/** The bulk add's pages (docs/behaviour.md, "Bulk add"): the form, and an import's outcome. */
export const importFormPath = '/spec/import';
/** A signed-in user's numbered specification the form adds to (`?spec=12`); without it, the current one. */
export const importSpecParam = 'spec';
const numberedSpec = /^[1-9]\d{0,9}$/;
/** The form's address for a specification: a user's numbered one named, a guest's (never in an address) not. */
export const importFormFor = (specId?: string) =>
  specId && numberedSpec.test(specId) ? `${importFormPath}?${importSpecParam}=${specId}` : importFormPath;
/** The numbered specification an address names, if it names one. */
export const numberedSpecOf = (value: string | null) => (value && numberedSpec.test(value) ? value : undefined);
/** Where a specification is seen: a user's numbered one at its own address, a guest's at `/spec`. */
export const specPagePath = (specId: string) => (numberedSpec.test(specId) ? `/my/specs/${specId}` : '/spec');
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
