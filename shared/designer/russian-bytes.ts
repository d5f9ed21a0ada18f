/**
 * Text as bytes with one byte for a Russian letter (docs/designer.md, "Address format"): ASCII as
 * itself, the upper half as Windows-1251 (the Russian code page: А–я, Ё, ё, «», —, №), and any
 * other character as the byte 0x98, which Windows-1251 leaves unused, then its code point in
 * three bytes. A label in UTF-8 would take two bytes a letter; in the address that is the
 * difference between 2.7 and 1.3 characters per letter.
 */

const escape = 0x98;

// Windows-1251 bytes 0x80–0xBF; 0xC0–0xFF are А–я in order. The hole at 0x98 is the escape.
const upperHalf = 'ЂЃ‚ѓ„…†‡€‰Љ‹ЊЌЋЏ' + 'ђ‘’“”•–—\u0000™љ›њќћџ' + '\u00a0ЎўЈ¤Ґ¦§Ё©Є«¬\u00ad®Ї' + '°±Ііґµ¶·ё№є»јЅѕї';

const byteOf = new Map<number, number>();
const charOf = new Map<number, number>();
[...upperHalf].forEach((char, index) => {
  if (index + 0x80 === escape) return;
  byteOf.set(char.codePointAt(0)!, index + 0x80);
  charOf.set(index + 0x80, char.codePointAt(0)!);
});
for (let code = 0x410; code <= 0x44f; code += 1) {
  byteOf.set(code, code - 0x410 + 0xc0);
  charOf.set(code - 0x410 + 0xc0, code);
}

export function textToBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const single = code < 0x80 ? code : byteOf.get(code);
    if (single !== undefined) bytes.push(single);
    else bytes.push(escape, (code >> 16) & 255, (code >> 8) & 255, code & 255);
  }
  return Uint8Array.from(bytes);
}

/**
 * The text, or null for bytes no encoder writes: an unused byte, a cut escape, a code point
 * that is a surrogate, past Unicode, or one that has a byte of its own.
 */
export function bytesToText(bytes: Uint8Array): string | null {
  let text = '';
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (byte < 0x80) {
      text += String.fromCharCode(byte);
      continue;
    }
    if (byte !== escape) {
      const code = charOf.get(byte);
      if (code === undefined) return null;
      text += String.fromCodePoint(code);
      continue;
    }
    if (i + 3 >= bytes.length) return null;
    const code = (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code < 0x80 || byteOf.has(code)) return null;
    text += String.fromCodePoint(code);
    i += 3;
  }
  return text;
}
