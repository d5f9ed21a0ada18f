/**
 * A percent-encoded value decoded, or null when its escapes do not decode (`%ZZ`, a cut UTF-8
 * sequence): a value from an address or a cookie, where that is the visitor's input, not a fault.
 * Its result is meant to be used: the client build's minifier drops a bare `decodeURIComponent(…)`
 * call whose result is unused, taking the try for one that never throws.
 */
export function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
