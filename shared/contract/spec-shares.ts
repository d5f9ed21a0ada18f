import type { z } from 'zod';
import type { AccountCall } from './openapi';
import { specSchema, specShareSchema } from './specs';

/**
 * Read-only links to a specification (docs/behaviour.md, "Specification"; docs/decisions/017-share-links.md).
 * The owner makes one; whoever holds its token reads the specification without its id, its owner
 * or any way to change it, until the owner revokes it.
 */
export const shareTokenSchema = specShareSchema.shape.token;

/** What a link's holder sees: the specification without its id (a guest's id is the key that edits it) or its link. */
export const sharedSpecSchema = specSchema.pick({ name: true, lines: true, createdAt: true, updatedAt: true });
export type SharedSpec = z.infer<typeof sharedSpecSchema>;

export const specSharePaths = {
  guestShare: '/api/specs/guest/{guestId}/share',
  share: '/api/specs/{specId}/share',
  shared: '/api/specs/shared/{token}',
} as const;

export { shareMessages, sharedSpecPagePath } from './spec-share-messages';

const created = { status: 200, description: 'The live link (the existing one when there is one already)', schema: specShareSchema };
const revoked = { status: 204, description: 'Revoked (also when there was none): the token opens nothing from now on' };

/** The share calls: make or revoke the owner's link; read by token, no bearer. */
export const specShareCalls: AccountCall[] = [
  {
    method: 'post',
    path: specSharePaths.guestShare,
    summary: "The guest specification's read-only link: made once, the same until revoked",
    ok: created,
    errors: { 404: 'Unknown guest id' },
  },
  {
    method: 'delete',
    path: specSharePaths.guestShare,
    summary: "Revoke the guest specification's link",
    ok: revoked,
    errors: { 404: 'Unknown guest id' },
  },
  {
    method: 'post',
    path: specSharePaths.share,
    summary: "A user's specification's read-only link: made once, the same until revoked",
    bearer: true,
    ok: created,
    errors: { 401: 'Not signed in', 404: "Unknown specification, or another user's" },
  },
  {
    method: 'delete',
    path: specSharePaths.share,
    summary: "Revoke a user's specification's link",
    bearer: true,
    ok: revoked,
    errors: { 401: 'Not signed in', 404: "Unknown specification, or another user's" },
  },
  {
    method: 'get',
    path: specSharePaths.shared,
    summary: 'The specification a live link shows, read-only: no id, no owner, no link',
    ok: { status: 200, description: 'The specification', schema: sharedSpecSchema },
    errors: { 404: 'Unknown or revoked token' },
  },
];
