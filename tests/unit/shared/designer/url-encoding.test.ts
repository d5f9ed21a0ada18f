import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#shared/auth/safe-redirect';
import { designSchema } from '#shared/contract/elpanels';
import { decodeBase64url, encodeBase64url } from '#shared/designer/base64url';
import { checksum } from '#shared/designer/checksum';
import { emptyDesign, type Design } from '#shared/designer/design';
import { designLimits } from '#shared/designer/limits';
import { bytesToText, textToBytes } from '#shared/designer/russian-bytes';
import { decodeDesign, decodeMessages, designResultPath, encodeDesign, type DecodeResult } from '#shared/designer/url-encoding';
import { version1Link } from '../../../support/version1-design-link';
import { design, item } from './catalogue';
import { flatPanel, threePhasePanel } from './panels';

/** A `d` value signed like the encoder's, around any payload text: what a forger who read the code could make. */
function signed(text: string, version = 'v1'): string {
  const payload = encodeBase64url(textToBytes(text));
  return `${version}.${checksum(`${version}.${payload}`)}.${payload}`;
}

const failure = (result: DecodeResult) => (result.ok ? 'ok' : result.reason);

describe('a design survives the address', () => {
  it.each<[string, Design]>([
    ['the empty design', emptyDesign],
    ['no rows at all', { enclosureId: null, rows: [] }],
    ['empty rows between full ones', design('ekf-mb21-36', [], [item('a-1')], [])],
    ['a typical flat panel', flatPanel],
    [
      'labels with spaces, punctuation, letters outside Cyrillic and the BMP',
      design(null, [
        item('x', { label: 'Кухня * 2 | «плита» 😀' }),
        item('y_Z-9', { label: 'Ёлка, ёж: 100% — ok', quantity: 24, input: true }),
      ]),
    ],
  ])('round trip: %s', (_, value) => {
    expect(decodeDesign(encodeDesign(value))).toEqual({ ok: true, design: value });
  });

  it('keeps a 24-module panel well under 2000 characters', () => {
    const encoded = encodeDesign(flatPanel);
    expect(encoded.length).toBeLessThan(600);
    expect(encoded).toMatch(/^v2\.[0-9a-z]{7}\.[\w-]+$/);
  });

  it('writes labels normalized, so what comes back is what the designer stores', () => {
    const result = decodeDesign(encodeDesign(design(null, [item('a', { label: '  Кухня,\tрозетки\n ' })])));
    expect(result).toEqual({ ok: true, design: design(null, [item('a', { label: 'Кухня, розетки' })]) });
  });

  it('makes a result path the site accepts as a redirect and a saved address', () => {
    const path = designResultPath(flatPanel);
    expect(path.startsWith('/elpanels/designer/result?d=v2.')).toBe(true);
    expect(safeRedirectPath(path)).toBe(path);
    expect(new URL(path, 'http://x').searchParams.get('d')).toBe(encodeDesign(flatPanel));
  });
});

describe('a changed link is detected', () => {
  const encoded = encodeDesign(flatPanel);

  it('answers «tampered» for any one character of the payload changed', () => {
    const payloadStart = encoded.lastIndexOf('.') + 1;
    for (let i = payloadStart; i < encoded.length; i += 7) {
      const char = encoded[i] === 'A' ? 'B' : 'A';
      const changed = encoded.slice(0, i) + char + encoded.slice(i + 1);
      expect(decodeDesign(changed), `position ${i}`).toEqual({ ok: false, reason: 'tampered', message: decodeMessages.tampered });
    }
  });

  it('answers «tampered» for a changed checksum and a link cut short', () => {
    expect(failure(decodeDesign(encoded.replace(/^v2\.(.)/, (_, c: string) => `v2.${c === '0' ? '1' : '0'}`)))).toBe('tampered');
    expect(failure(decodeDesign(encoded.slice(0, -5)))).toBe('tampered');
  });

  it('tells the visitor in Russian', () => {
    expect(decodeMessages.tampered).toBe(
      'Ссылка на щит повреждена: её изменили вручную или скопировали не полностью. Откройте исходную ссылку или соберите щит заново.',
    );
  });
});

describe('versions', () => {
  it('opens a version 1 link made before lines and phases as the same design, without them', () => {
    expect(decodeDesign(version1Link)).toEqual({ ok: true, design: flatPanel });
  });

  it('writes version 2 and reads it back with phases and lines', () => {
    const encoded = encodeDesign(threePhasePanel);
    expect(encoded.startsWith('v2.')).toBe(true);
    expect(decodeDesign(encoded)).toEqual({ ok: true, design: threePhasePanel });
  });

  it("writes a line as material, the section's place in the series, length and load", () => {
    const value = design(null, [
      item('b', {
        phase: 'L3',
        line: { material: 'aluminium', section: 240, length: 999.9, load: { value: 99.99, unit: 'kW' } },
        label: 'Насос',
      }),
      item('b', { line: { material: 'copper', section: 1.5, length: 0.1, load: { value: 0.1, unit: 'A' } } }),
      item('b', { quantity: 2, input: true, line: { material: 'copper', section: 2.5, length: 18 } }),
    ]);
    const encoded = encodeDesign(value);
    const payload = encoded.split('.')[2]!;
    expect(bytesToText(decodeBase64url(payload)!)).toBe('\nb\n0 1cAe/999.9/99.99k Насос\t0 1C0/0.1/0.1a\t0 2iC1/18');
    expect(decodeDesign(encoded)).toEqual({ ok: true, design: value });
  });

  it('keeps a 48-module three-phase panel with a line on each of its 36 breakers within the limit', () => {
    // docs/designer.md, "Limits" quotes this figure.
    expect(encodeDesign(threePhasePanel).length).toBe(1741);
    expect(designResultPath(threePhasePanel).length).toBeLessThanOrEqual(2000);
  });

  it('refuses a version older than the oldest still read as outdated', () => {
    expect(decodeDesign(signed('\nx\n0 1', 'v0'))).toEqual({
      ok: false,
      reason: 'outdated',
      message: 'Ссылка на щит устарела: её создала прежняя версия конструктора. Соберите щит заново.',
    });
  });

  it('refuses a version newer than this code as unsupported', () => {
    expect(decodeDesign(signed('\nx\n0 1', 'v3'))).toEqual({
      ok: false,
      reason: 'unsupported',
      message: 'Ссылка на щит создана более новой версией конструктора: обновите страницу.',
    });
    expect(failure(decodeDesign('v9999.0000000.'))).toBe('unsupported');
  });
});

describe('bounds', () => {
  const maxRow = Array.from({ length: designLimits.itemsPerRow }, () => '0 1').join('\t');
  const rowsOf = (count: number, row: string) => Array.from({ length: count }, () => row).join('\n');

  it('accepts a design at every limit', () => {
    const label = 'Я'.repeat(designLimits.labelLength);
    const result = decodeDesign(signed(`e\nb\n${maxRow}\n0 ${designLimits.quantity}i ${label}`));
    expect(result.ok && result.design.rows.map((row) => row.items.length)).toEqual([designLimits.itemsPerRow, 1]);
    expect(failure(decodeDesign(signed(`\n\n${rowsOf(designLimits.rows, '')}`)))).toBe('ok');
    expect(failure(decodeDesign(signed(`\nb\n${rowsOf(designLimits.devices / 24, '0 24')}`)))).toBe('ok');
  });

  it.each([
    ['too many rows', `\nb\n${rowsOf(designLimits.rows + 1, '0 1')}`],
    ['too many items in a row', `\nb\n${maxRow}\t0 1`],
    ['too many identical devices', `\nb\n0 ${designLimits.quantity + 1}`],
    ['too long a label', `\nb\n0 1 ${'я'.repeat(designLimits.labelLength + 1)}`],
    // Each row within its limits, the whole design past the devices a page may draw.
    [
      'too many devices in all',
      `\nb\n${rowsOf(designLimits.rows, Array.from({ length: designLimits.itemsPerRow }, () => `0 ${designLimits.quantity}`).join('\t'))}`,
    ],
    ['one device too many in all', `\nb\n${rowsOf(designLimits.devices / 24, '0 24')}\n0 1`],
  ])('refuses %s as too large', (_, text) => {
    expect(decodeDesign(signed(text))).toEqual({ ok: false, reason: 'too-large', message: decodeMessages['too-large'] });
    expect(failure(decodeDesign(signed(text, 'v2')))).toBe('too-large');
  });

  it('refuses a value longer than the limit before reading it, however long', () => {
    const huge = `v1.0000000.${'A'.repeat(10_000_000)}`;
    const started = performance.now();
    expect(failure(decodeDesign(huge))).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(50);
    expect(failure(decodeDesign(signed('x'.repeat(designLimits.encodedLength))))).toBe('too-large');
  });

  it('bounds a design the contract carries (a ready-made panel) the same way', () => {
    const rows = (quantity: number) => [
      { items: [{ productId: 'b', quantity: 24, label: '' }] },
      { items: [{ productId: 'b', quantity, label: '' }] },
    ];
    const atBound = { enclosureId: null, rows: [...rows(24), ...rows(24)] };
    expect(designSchema.safeParse(atBound).success).toBe(true);
    expect(designSchema.safeParse({ ...atBound, rows: [...rows(24), ...rows(24), ...rows(1).slice(1)] }).success).toBe(false);
  });

  it('says what the limits are', () => {
    expect(decodeMessages['too-large']).toBe(
      'Щит по ссылке больше, чем позволяет конструктор: до 8 рядов, до 24 позиций в ряду, до 24 одинаковых устройств в позиции, ' +
        'до 96 устройств в щите, подписи до 40 знаков.',
    );
  });

  it('keeps the longest accepted link within what the site accepts as a path', () => {
    const path = `/elpanels/designer/result?d=${'A'.repeat(designLimits.encodedLength)}`;
    expect(safeRedirectPath(path)).toBe(path);
  });
});

describe('malformed input never throws', () => {
  it.each([
    ['empty', ''],
    ['a word', 'design'],
    ['no payload part', 'v1.abcdefg'],
    ['a short checksum', 'v1.abc.AAAA'],
    ['an uppercase checksum', 'v1.ABCDEFG.AAAA'],
    ['four parts', 'v1.abcdefg.AAAA.AAAA'],
    ['a leading zero version', 'v01.abcdefg.AAAA'],
    ['base64 with padding', `v1.${checksum('v1.AA==')}.AA==`],
    ['standard base64 characters', `v1.${checksum('v1.a+b/')}.a+b/`],
  ])('%s', (_, value) => {
    expect(decodeDesign(value)).toEqual({ ok: false, reason: 'malformed', message: decodeMessages.malformed });
  });

  it('refuses a signed payload that is no base64, or bytes no encoder writes', () => {
    expect(failure(decodeDesign(`v1.${checksum('v1.AAAAA')}.AAAAA`))).toBe('malformed');
    for (const bytes of [
      [0x0a, 0x0a, 0x98, 0x00],
      [0x0a, 0x0a, 0x98],
      [0x0a, 0x0a, 0x98, 0x00, 0x04, 0x10],
    ]) {
      const payload = encodeBase64url(new Uint8Array(bytes));
      expect(failure(decodeDesign(`v1.${checksum(`v1.${payload}`)}.${payload}`)), String(bytes)).toBe('malformed');
    }
  });

  it.each([
    ['no line of ids', 'e'],
    ['an id with a slash', '\nb/c\n0 1'],
    ['an id with Cyrillic', '\nавтомат\n0 1'],
    ['an empty id', '\na  b\n0 1'],
    ['an enclosure id with a space', 'a b\n'],
    ['an id too long', `\n${'a'.repeat(designLimits.productIdLength + 1)}\n0 1`],
    ['an index past the ids', '\nb\n1 1'],
    ['an index in capitals', '\nb\nA 1'],
    ['a quantity of 0', '\nb\n0 0'],
    ['a quantity with a leading zero', '\nb\n0 01'],
    ['a quantity of many digits', '\nb\n0 12345678'],
    ['no quantity', '\nb\n0'],
    ['an unknown flag', '\nb\n0 1x'],
    ['an empty item', '\nb\n0 1\t\t0 1'],
    ['a trailing space', '\nb\n0 1 '],
    ['a carriage return in a label', '\nb\n0 1 a\rb'],
    ['a control character in a label', '\nb\n0 1 a\u0007b'],
  ])('refuses a signed payload with %s', (_, text) => {
    expect(failure(decodeDesign(signed(text)))).toBe('malformed');
    expect(failure(decodeDesign(signed(text, 'v2')))).toBe('malformed');
  });

  it.each([
    ['a phase in version 1', 'v1', '\nb\n0 1a'],
    ['a line in version 1', 'v1', '\nb\n0 1C1/18'],
    ['an unknown phase letter', 'v2', '\nb\n0 1d'],
    ['a phase before the input flag', 'v2', '\nb\n0 1ai'],
    ['an unknown material', 'v2', '\nb\n0 1M1/18'],
    ['a section past the series', 'v2', '\nb\n0 1Cf/18'],
    ['a length of zero', 'v2', '\nb\n0 1C1/0'],
    ['a length past 1000 m', 'v2', '\nb\n0 1C1/1000.1'],
    ['a length finer than 0.1 m', 'v2', '\nb\n0 1C1/18.25'],
    ['a length with an exponent', 'v2', '\nb\n0 1C1/1e3'],
    ['a negative length', 'v2', '\nb\n0 1C1/-5'],
    ['a load of zero', 'v2', '\nb\n0 1C1/18/0k'],
    ['a load past 250 A', 'v2', '\nb\n0 1C1/18/250.1a'],
    ['a load past 100 kW', 'v2', '\nb\n0 1C1/18/100.01k'],
    ['a load without a unit', 'v2', '\nb\n0 1C1/18/5'],
    ['a line without a length', 'v2', '\nb\n0 1C1'],
  ])('refuses %s', (_, version, text) => {
    expect(failure(decodeDesign(signed(text, version)))).toBe('malformed');
  });

  it('answers every random string, and every mangled link, without throwing', () => {
    let seed = 12345;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const alphabet = [...'v1.0aZ_-+/=\n\t %ЯяЁ😀'];
    const encoded = encodeDesign(threePhasePanel);
    for (let round = 0; round < 3000; round += 1) {
      const length = Math.floor(random() * 120);
      const noise = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const cut = Math.floor(random() * encoded.length);
      for (const value of [
        noise,
        `v2.${noise}`,
        encoded.slice(0, cut) + noise + encoded.slice(cut + 1),
        signed(noise),
        signed(noise, 'v2'),
      ]) {
        const result = decodeDesign(value);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.message).toBe(decodeMessages[result.reason]);
      }
    }
  });

  it('refuses what is not a string at all', () => {
    expect(failure(decodeDesign(undefined as unknown as string))).toBe('malformed');
    expect(failure(decodeDesign(['v1'] as unknown as string))).toBe('malformed');
  });
});

describe('one byte a Russian letter', () => {
  it('is Windows-1251 for its upper half', () => {
    const windows1251 = new TextDecoder('windows-1251');
    for (let byte = 0x80; byte <= 0xff; byte += 1) {
      if (byte === 0x98) continue;
      const char = windows1251.decode(new Uint8Array([byte]));
      expect(textToBytes(char), char).toEqual(new Uint8Array([byte]));
      expect(bytesToText(new Uint8Array([byte]))).toBe(char);
    }
  });

  it('writes a Russian label in a byte a letter and anything else through the escape', () => {
    expect(textToBytes('Щит №1').length).toBe(6);
    expect(textToBytes('Ω😀')).toEqual(new Uint8Array([0x98, 0x00, 0x03, 0xa9, 0x98, 0x01, 0xf6, 0x00]));
  });

  it('round-trips every character but lone surrogates', () => {
    const sample = [...Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)), '😀', '\u{10ffff}'];
    const text = sample.join('');
    expect(bytesToText(textToBytes(text))).toBe(text);
  });

  it('refuses a code point that has a byte of its own, past Unicode, or a surrogate', () => {
    for (const code of [0x41, 0x410, 0xab, 0x110000, 0xd800]) {
      expect(bytesToText(new Uint8Array([0x98, code >> 16, (code >> 8) & 255, code & 255])), code.toString(16)).toBeNull();
    }
  });
});

describe('base64url', () => {
  it('matches Node for every length and byte', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) % 256);
      const text = encodeBase64url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(decodeBase64url(text)).toEqual(bytes);
    }
  });

  it('refuses characters outside its alphabet and impossible lengths', () => {
    expect(decodeBase64url('AB=C')).toBeNull();
    expect(decodeBase64url('A')).toBeNull();
    expect(decodeBase64url('AAAAA')).toBeNull();
    expect(decodeBase64url('')).toEqual(new Uint8Array());
  });
});
