/**
 * The reason phrases of the statuses the site answers with: the embedded API's `error` field and the
 * status text of an error page. One table for both, so a status reads the same wherever it is named.
 */
const reasons: ReadonlyMap<number, string> = new Map([
  [400, 'Bad Request'],
  [401, 'Unauthorized'],
  [403, 'Forbidden'],
  [404, 'Not Found'],
  [409, 'Conflict'],
  [413, 'Payload Too Large'],
  [429, 'Too Many Requests'],
  [500, 'Internal Server Error'],
  [502, 'Bad Gateway'],
  [503, 'Service Unavailable'],
  [504, 'Gateway Timeout'],
]);

/** `Not Found` for 404; `Error` for a status the site never answers with. */
export function statusText(status: number): string {
  return reasons.get(status) ?? 'Error';
}
