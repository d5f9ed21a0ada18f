/**
 * Base64url without padding (RFC 4648, section 5) over bytes, written out here because the
 * browser's btoa/atob work on "binary strings" and Node's Buffer is not in the browser; this runs
 * the same in both. Its 64 characters need no escaping in an address.
 */

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const valueOf = new Map([...alphabet].map((char, index) => [char, index]));

export function encodeBase64url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const chunk = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k += 1) text += alphabet[(chunk >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The bytes, or null for a character outside the alphabet or an impossible length. */
export function decodeBase64url(text: string): Uint8Array | null {
  // Four characters carry three bytes; a lone character past a whole group carries none.
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let byteIndex = 0;
  for (let i = 0; i < text.length; i += 4) {
    let chunk = 0;
    const chars = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k += 1) {
      const value = k < chars ? valueOf.get(text.charAt(i + k)) : 0;
      if (value === undefined) return null;
      chunk = (chunk << 6) | value;
    }
    for (let k = 0; k < chars - 1; k += 1) bytes[byteIndex++] = (chunk >> (16 - 8 * k)) & 255;
  }
  return bytes;
}
