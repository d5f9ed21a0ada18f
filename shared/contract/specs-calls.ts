import type { AccountCall } from './openapi';
import {
  addSpecLineSchema,
  addSpecLinesResultSchema,
  addSpecLinesSchema,
  createSpecSchema,
  mergeResultSchema,
  mergeSpecSchema,
  specListSchema,
  specNameSchema,
  specPaths,
  specSchema,
  updateSpecLineSchema,
} from './specs';

const limitErrors = { 400: 'Invalid body, or a quantity outside the bounds of the unit (data: the Russian message)' };
const guestErrors = { 404: 'Unknown guest id' };
const ownErrors = { 401: 'Not signed in', 404: "Unknown specification, or another user's" };
const batchSummary =
  'Add several products at once, all or none: at most 500 lines, each within its unit’s bounds, a product listed twice summed; ' +
  'lines of products not in the catalogue are left out and named in `unknown`';
const batchErrors = {
  400: 'Invalid body, over 500 lines, or a quantity (a sum included) outside its unit’s bounds (data: the Russian message naming the line)',
  409: 'The lines would take the specification past 500',
};
const lineErrors = { ...limitErrors, 404: 'Unknown specification or product', 409: 'The specification holds 500 lines already' };

/**
 * The specification calls (docs/decisions/014-specifications.md): the guest's by its unguessable id,
 * a signed-in user's by number behind the bearer. Each answers the whole specification, so a page
 * redraws from one answer.
 */
export const specCalls: AccountCall[] = [
  {
    method: 'post',
    path: specPaths.guests,
    summary: 'A new, empty guest specification; its id is the only key to it',
    ok: { status: 201, description: 'Created', schema: specSchema },
    errors: {},
  },
  {
    method: 'get',
    path: specPaths.guest,
    summary: 'The guest specification',
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: guestErrors,
  },
  {
    method: 'post',
    path: specPaths.guestLines,
    summary: 'Add a product (a product already listed gets the quantity added, within the bounds)',
    body: addSpecLineSchema,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { ...lineErrors, ...guestErrors },
  },
  {
    method: 'post',
    path: specPaths.guestBatch,
    summary: batchSummary,
    body: addSpecLinesSchema,
    ok: { status: 200, description: 'The specification, the lines added and the unknown products', schema: addSpecLinesResultSchema },
    errors: { ...batchErrors, ...guestErrors },
  },
  {
    method: 'put',
    path: specPaths.guestLine,
    summary: "Change a line's quantity and/or note",
    body: updateSpecLineSchema,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { ...limitErrors, 404: 'Unknown guest id, or the product is not listed' },
  },
  {
    method: 'delete',
    path: specPaths.guestLine,
    summary: 'Remove a line',
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { 404: 'Unknown guest id, or the product is not listed' },
  },
  {
    method: 'get',
    path: specPaths.list,
    summary: "The user's specifications, most recently changed first",
    bearer: true,
    ok: { status: 200, description: 'Specifications', schema: specListSchema },
    errors: { 401: 'Not signed in' },
  },
  {
    method: 'post',
    path: specPaths.list,
    summary: 'A new named specification',
    bearer: true,
    body: createSpecSchema,
    ok: { status: 201, description: 'Created', schema: specSchema },
    errors: { 400: 'Invalid name', 401: 'Not signed in', 409: 'The account keeps 50 specifications already' },
  },
  {
    method: 'get',
    path: specPaths.current,
    summary: 'The specification «В спецификацию» adds to: the most recently changed one. Reading creates nothing',
    bearer: true,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { 401: 'Not signed in', 404: 'The user has no specification yet (the client creates one on the first add)' },
  },
  {
    method: 'post',
    path: specPaths.merge,
    summary:
      "Sign-in: the guest specification's lines join the current one " +
      '(quantities summed within bounds, notes kept); the guest one is deleted',
    bearer: true,
    body: mergeSpecSchema,
    ok: { status: 200, description: 'The specification merged into, and how many lines did not fit', schema: mergeResultSchema },
    errors: { 400: 'Invalid guest id', 401: 'Not signed in', 404: 'Unknown guest id' },
  },
  {
    method: 'get',
    path: specPaths.one,
    summary: 'One of the user’s specifications',
    bearer: true,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: ownErrors,
  },
  {
    method: 'put',
    path: specPaths.one,
    summary: 'Rename',
    bearer: true,
    body: specNameSchema,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { 400: 'Invalid name', ...ownErrors },
  },
  {
    method: 'delete',
    path: specPaths.one,
    summary: 'Delete',
    bearer: true,
    ok: { status: 204, description: 'Deleted' },
    errors: ownErrors,
  },
  {
    method: 'post',
    path: specPaths.duplicate,
    summary: 'A copy named «… (копия)» with the same lines',
    bearer: true,
    ok: { status: 201, description: 'The copy', schema: specSchema },
    errors: { ...ownErrors, 409: 'The account keeps 50 specifications already' },
  },
  {
    method: 'post',
    path: specPaths.lines,
    summary: 'Add a product (a product already listed gets the quantity added, within the bounds)',
    bearer: true,
    body: addSpecLineSchema,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { ...lineErrors, 401: 'Not signed in' },
  },
  {
    method: 'post',
    path: specPaths.batch,
    summary: batchSummary,
    bearer: true,
    body: addSpecLinesSchema,
    ok: { status: 200, description: 'The specification, the lines added and the unknown products', schema: addSpecLinesResultSchema },
    errors: { ...batchErrors, ...ownErrors },
  },
  {
    method: 'put',
    path: specPaths.line,
    summary: "Change a line's quantity and/or note",
    bearer: true,
    body: updateSpecLineSchema,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: { ...limitErrors, ...ownErrors },
  },
  {
    method: 'delete',
    path: specPaths.line,
    summary: 'Remove a line',
    bearer: true,
    ok: { status: 200, description: 'The specification', schema: specSchema },
    errors: ownErrors,
  },
];
