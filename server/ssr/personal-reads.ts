import type { Context } from 'hono';
import { importQueryKey } from '#shared/specs/import-pages';
import type { RouteId } from '#shared/routes';
import type { Logger } from '../logger';
import { markPersonal } from '../security/personal-answer';
import type { SpecImportCalls } from '../specs/spec-imports';
import type { UpstreamAuth } from '../auth/upstream-auth';
import { readSharedSpec } from '../specs/shared-spec';
import { sharedSpecQueryKey } from '#shared/specs/shared-spec-query';
import type { Prefill } from './personal-data';

/** What a `personal` route's page reads for the visitor before it renders: query cache entries. */
export type PersonalReads = (c: Context, route: RouteId, url: URL) => Promise<Prefill>;

const outcomePath = /^\/spec\/import\/([\w-]{32})$/;
const sharedPath = /^\/spec\/shared\/([^/]+)$/;

/**
 * The reads of the pages whose HTML is the asker's own (docs/decisions/003-public-html-never-reads-the-session.md
 * keeps every other page away from the visitor's cookies). A bulk add's outcome is read with the
 * visitor's own key — the guest's cookie or the session — so another visitor's id finds nothing and
 * the page is a 404 (docs/behaviour.md, "Bulk add").
 */
export function personalReads(deps: { specImports: SpecImportCalls; auth: UpstreamAuth; logger: Logger }): PersonalReads {
  return async (c, route, url) => {
    markPersonal(c);
    // A read-only link (docs/decisions/017-share-links.md): the token in the address is the key; an
    // unknown or revoked one reads as null, which the page turns into the 404 page.
    if (route === 'PageSpecShared') {
      const token = sharedPath.exec(url.pathname)?.[1];
      if (!token) return [];
      const found = await readSharedSpec(deps.auth, token);
      if (found.ok) return [{ queryKey: sharedSpecQueryKey(token), data: found.value }];
      if (found.status === 404) return [{ queryKey: sharedSpecQueryKey(token), data: null }];
      deps.logger.warn({ status: found.status }, 'shared specification unavailable for the page');
      return [];
    }
    if (route !== 'PageSpecImportOutcome') return [];
    const importId = outcomePath.exec(url.pathname)?.[1];
    if (!importId) return [];
    const found = await deps.specImports.read(c, importId);
    if (!found.ok) {
      if (found.status !== 404) deps.logger.warn({ status: found.status }, 'bulk add outcome unavailable for the page');
      return [];
    }
    return [{ queryKey: importQueryKey(importId), data: found.value }];
  };
}
