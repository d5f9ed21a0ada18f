/**
 * A page address's path as the router can read it (docs/behaviour.md, "Error pages"): a segment
 * whose percent-escapes do not decode (`%ZZ`, a cut UTF-8 sequence) is taken literally, its `%`
 * written `%25`. Left as typed, the router would match it undecoded and print a warning for every
 * such request, on the server and in the browser.
 */
export function readablePath(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  return pathname
    .split('/')
    .map((segment) => (decoded(segment) === null ? segment.replaceAll('%', '%25') : segment))
    .join('/');
}

/**
 * The decoded segment, or null. Its value is used: the client build's minifier drops a bare
 * `decodeURIComponent(…)` call whose result is unused, taking the try for one that never throws.
 */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
