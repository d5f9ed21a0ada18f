import { decodedOrNull } from './decoded';

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
    .map((segment) => (decodedOrNull(segment) === null ? segment.replaceAll('%', '%25') : segment))
    .join('/');
}
