import { accountPaths } from '#shared/contract/auth';
import { endpointNamesInRouteOrder, endpointPaths } from '#shared/contract/paths';
import { quotePaths } from '#shared/contract/quotes';
import { importPaths } from '#shared/contract/spec-imports';
import { specQuotePaths } from '#shared/contract/spec-quotes';
import { specSharePaths } from '#shared/contract/spec-shares';
import { specPaths } from '#shared/contract/specs';

const segment = String.raw`[^/?]+`;
const known: Array<{ label: string; pattern: RegExp }> = [
  // Literal segments before parameters (`/api/posts/types` is not the post type `types`).
  ...endpointNamesInRouteOrder().map((name) => ({ label: name, path: endpointPaths[name] })),
  ...Object.entries(accountPaths).map(([name, path]) => ({ label: `account.${name}`, path })),
  ...Object.entries(quotePaths).map(([name, path]) => ({ label: `quotes.${name}`, path })),
  // Bulk adds: `/api/specs/imports/…` before `{specId}` could read `imports` as a specification.
  ...Object.entries(importPaths).map(([name, path]) => ({ label: `imports.${name}`, path })),
  // Before the specification's own: `shared` is a literal segment where they have `{specId}`.
  ...Object.entries(specSharePaths).map(([name, path]) => ({ label: `specs.${name}`, path })),
  ...Object.entries(specQuotePaths).map(([name, path]) => ({ label: `specs.${name}`, path })),
  // In their declared order: literal segments (`guest`, `current`, `merge`) come before `{specId}`.
  ...Object.entries(specPaths).map(([name, path]) => ({ label: `specs.${name}`, path })),
].map(({ label, path }) => ({ label, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, segment)}(?:\\?|$)`) }));

/**
 * What logs and metrics call an upstream call when its caller did not name it: the contract
 * endpoint (`product`), the account call (`account.activate`), the quote or the specification call —
 * never the path, which can hold an activation code, an e-mail or a guest specification's id.
 * `other` for anything else (docs/operations.md).
 */
export function upstreamEndpointLabel(pathAndQuery: string): string {
  return known.find((entry) => entry.pattern.test(pathAndQuery))?.label ?? 'other';
}
