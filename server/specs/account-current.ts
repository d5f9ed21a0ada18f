import { specPaths, type Spec } from '#shared/contract/specs';
import type { UpstreamResult } from '../auth/upstream-auth';
import { asSpec } from './guest-spec';

/** An upstream call with the signed-in user's bearer. */
export type AsUser = (method: string, path: string, body?: unknown) => Promise<UpstreamResult<unknown>>;

/**
 * The signed-in user's current specification — the one «В спецификацию» adds to — read without
 * making one: null while the user has none (upstream answers 404; docs/behaviour.md, "Specification").
 */
export async function readAccountCurrent(asUser: AsUser): Promise<UpstreamResult<Spec | null>> {
  const current = asSpec(await asUser('GET', specPaths.current));
  if (!current.ok && current.status === 404) return { ok: true, value: null };
  return current;
}

/** The same for a write: a user without one gets «Спецификация» made now, on their first add. */
export async function ensureAccountCurrent(asUser: AsUser): Promise<UpstreamResult<Spec>> {
  const current = await readAccountCurrent(asUser);
  if (!current.ok || current.value) return current as UpstreamResult<Spec>;
  return asSpec(await asUser('POST', specPaths.list, {}));
}
