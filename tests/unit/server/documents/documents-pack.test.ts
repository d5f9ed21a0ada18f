/**
 * The documents pack unzipped with fflate (docs/behaviour.md, "Documents"): a folder per line with its
 * product's certificate and datasheet, README.txt listing them and what is missing, the size bounds.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentsPack, listingName, packLimits, packMessages, type PackProduct } from '#server/documents/documents-pack';
import { sampleLine, sampleSpec } from '#tests/support/spec-samples';

const date = new Date('2026-11-25T12:00:00Z');
const svg = (text: string) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`);
const both = (productId: string): PackProduct => ({
  productId,
  documents: [
    { kind: 'datasheet', title: 'Техническое описание', url: `/api/media/${productId}-d.svg`, format: 'svg', bytes: svg(`${productId} d`) },
    {
      kind: 'certificate',
      title: 'Сертификат соответствия',
      url: `/api/media/${productId}-c.svg`,
      format: 'svg',
      bytes: svg(`${productId} c`),
    },
  ],
});

describe('the documents pack', () => {
  it('holds every line’s certificate and datasheet, and a listing that names them and what is missing', () => {
    const spec = sampleSpec(4);
    spec.lines.push({ ...sampleLine(4), productId: 'gone-1', product: null });
    const products = new Map<string, PackProduct>([
      ['product-0', both('product-0')],
      [
        'product-1',
        {
          productId: 'product-1',
          documents: [
            {
              kind: 'certificate',
              title: 'Сертификат соответствия',
              url: '/api/media/x.svg',
              format: 'svg',
              bytes: null,
              reason: 'unavailable',
            },
          ],
        },
      ],
      ['product-2', { productId: 'product-2', documents: [] }],
      ['product-3', { productId: 'product-3', documents: null }],
    ]);
    const files = unzipSync(documentsPack(spec, products, { date }));
    expect(Object.keys(files).sort()).toEqual(['001-mva20-3-025-C-0/certificate.svg', '001-mva20-3-025-C-0/datasheet.svg', listingName]);
    expect(strFromU8(files['001-mva20-3-025-C-0/certificate.svg']!)).toContain('product-0 c');

    const listing = strFromU8(files[listingName]!)
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(listing).toEqual([
      'Документы к спецификации «Щит ВРУ-1, корпус Б»',
      'Дата: 25 ноября 2026',
      '',
      '1. mva20-3-025-C-0 — Автоматический выключатель ВА47-29 3P 25А C (0)',
      '   Техническое описание: 001-mva20-3-025-C-0/datasheet.svg',
      '   Сертификат соответствия: 001-mva20-3-025-C-0/certificate.svg',
      '2. mva20-3-025-C-1 — Автоматический выключатель ВА47-29 3P 25А C (1)',
      `   Сертификат соответствия: ${packMessages.unavailable}`,
      '3. mva20-3-025-C-2 — Автоматический выключатель ВА47-29 3P 25А C (2)',
      `   ${packMessages.none}`,
      '4. mva20-3-025-C-3 — Автоматический выключатель ВА47-29 3P 25А C (3)',
      `   ${packMessages.unreadable}`,
      '5. gone-1',
      `   ${packMessages.gone}`,
      '',
    ]);
    // Every file the listing names is in the pack, and every file in the pack is listed.
    const named = listing.flatMap((row) => /: (\d{3}-[^ ]+)$/.exec(row)?.[1] ?? []);
    expect(named.sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== listingName)
        .sort(),
    );
  });

  it('keeps names safe: an article with slashes or dots never leaves its folder', () => {
    const spec = sampleSpec(1);
    spec.lines[0] = { ...spec.lines[0]!, product: { ...spec.lines[0]!.product!, article: '../../etc/пароль 1/2' } };
    const files = unzipSync(documentsPack(spec, new Map([['product-0', both('product-0')]]), { date }));
    for (const name of Object.keys(files)) expect(name).toMatch(/^(README\.txt|\d{3}-[\w.-]+\/[\w.-]+)$/);
    expect(Object.keys(files).some((name) => name.includes('..'))).toBe(false);
  });

  it(`packs at most ${packLimits.totalBytes / 1024 / 1024} MB; the rest is listed as left out`, () => {
    const spec = sampleSpec(7);
    const big = new Uint8Array(9 * 1024 * 1024);
    const products = new Map<string, PackProduct>(
      spec.lines.map((line) => [
        line.productId,
        {
          productId: line.productId,
          documents: [{ kind: 'datasheet', title: 'Техническое описание', url: '/api/media/a.pdf', format: 'pdf', bytes: big }],
        },
      ]),
    );
    const files = unzipSync(documentsPack(spec, products, { date }));
    const packed = Object.keys(files).filter((name) => name !== listingName);
    expect(packed).toHaveLength(5);
    const listing = strFromU8(files[listingName]!);
    expect(listing.split(packMessages.overTotal).length - 1).toBe(2);
  });
});
