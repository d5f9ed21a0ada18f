/**
 * A short checksum for the address format (docs/designer.md, "Address format"): FNV-1a over the
 * text, 32 bits as 7 base-36 characters. It catches a link cut short or edited by hand; anyone
 * can compute it, so it is integrity against accidents, not security — the server treats every
 * decoded design as untrusted input all the same.
 */
export const checksumLength = 7;

export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(checksumLength, '0');
}
