import type { AccountCall } from './openapi';
import { createImportSchema, importPaths, resolveImportRowSchema, specImportSchema } from './spec-imports';

const ok = { status: 200, description: 'The import: every row with its outcome', schema: specImportSchema };
const created = { ...ok, status: 201 };
const badBody = { 400: 'Invalid body: no rows, more than 2,000, repeated line numbers (data: the Russian message)' };
const guestUnknown = { 404: 'Unknown guest id, or an import of another specification' };
const ownUnknown = { 401: 'Not signed in', 404: "Unknown specification or import, or another user's" };
const rowErrors = { 400: 'Invalid body, or a product not offered for the row', 404: 'Unknown import or row' };

/**
 * Bulk add (docs/behaviour.md, "Bulk add"): rows in, each matched upstream, the matched ones added
 * at once; the outcome kept a day under an unguessable id, readable and settled row by row only
 * by the specification's owner.
 */
export const specImportCalls: AccountCall[] = [
  {
    method: 'post',
    path: importPaths.guest,
    summary: 'Match up to 2,000 rows and add the matched ones to the guest specification',
    body: createImportSchema,
    ok: created,
    errors: { ...badBody, ...guestUnknown },
  },
  {
    method: 'get',
    path: importPaths.guestOne,
    summary: 'An import into the guest specification (kept for a day)',
    ok,
    errors: guestUnknown,
  },
  {
    method: 'post',
    path: importPaths.guestRow,
    summary: 'Settle a row: add the product chosen among those offered, or match corrected text again',
    body: resolveImportRowSchema,
    ok,
    errors: { ...rowErrors, ...guestUnknown },
  },
  {
    method: 'post',
    path: importPaths.own,
    summary: 'Match up to 2,000 rows and add the matched ones to one of the user’s specifications',
    bearer: true,
    body: createImportSchema,
    ok: created,
    errors: { ...badBody, ...ownUnknown },
  },
  {
    method: 'get',
    path: importPaths.ownOne,
    summary: 'One of the user’s imports (kept for a day)',
    bearer: true,
    ok,
    errors: ownUnknown,
  },
  {
    method: 'post',
    path: importPaths.ownRow,
    summary: 'Settle a row of one of the user’s imports',
    bearer: true,
    body: resolveImportRowSchema,
    ok,
    errors: { ...rowErrors, ...ownUnknown },
  },
];
