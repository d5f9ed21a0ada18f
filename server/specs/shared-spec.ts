import { fillPath } from '#shared/contract/paths';
import { sharedSpecSchema, shareTokenSchema, specSharePaths, type SharedSpec } from '#shared/contract/spec-shares';
import { specMessages } from '#shared/contract/specs';
import type { UpstreamAuth, UpstreamResult } from '../auth/upstream-auth';

/**
 * What a read-only link shows (docs/decisions/017-share-links.md), for its page and for /api alike.
 * A token not of the link's form is never sent upstream; unknown and revoked ones are upstream's 404.
 */
export async function readSharedSpec(auth: UpstreamAuth, token: string): Promise<UpstreamResult<SharedSpec>> {
  const parsed = shareTokenSchema.safeParse(token);
  if (!parsed.success) return { ok: false, status: 404, message: specMessages.notFound };
  const result = await auth.send('GET', fillPath(specSharePaths.shared, { token: parsed.data }));
  if (!result.ok) return result;
  const spec = sharedSpecSchema.safeParse(result.value);
  return spec.success ? { ok: true, value: spec.data } : { ok: false, status: 502 };
}
