/** Content coding (docs/decisions/013-compression.md): what is chosen from Accept-Encoding, and what a compressed stream sends when. */
import { brotliDecompressSync, constants, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { compressBytes, compressStream } from '#server/compression/codecs';
import { negotiateCoding } from '#server/compression/negotiate';

describe('negotiateCoding', () => {
  test.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0.4, identity;q=0.8', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['deflate, zstd', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['gzip;q=abc', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
  ])('%s → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  test('only the codings at hand are chosen', () => {
    expect(negotiateCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateCoding('br', [])).toBe('identity');
  });
});

const encoder = new TextEncoder();
const decompressor = (coding: 'br' | 'gzip') =>
  coding === 'br' ? createBrotliDecompress({ flush: constants.BROTLI_OPERATION_FLUSH }) : createGunzip({ flush: constants.Z_SYNC_FLUSH });

describe.each(['br', 'gzip'] as const)('%s', (coding) => {
  test('a stream sends each chunk it is given as soon as it has it, decodable on its own, and ends as the whole', async () => {
    const parts = [
      `<!doctype html><html><head><title>shell</title></head><body>${'меню '.repeat(400)}`,
      `<section>${'товар '.repeat(300)}</section>`,
      '</body></html>',
    ];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(parts[0]));
        // The rest only once the first chunk has come out compressed: as a slow deferred section.
        await held;
        controller.enqueue(encoder.encode(parts[1]));
        controller.enqueue(encoder.encode(parts[2]));
        controller.close();
      },
    });
    const reader = compressStream(source, coding).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // Decoded alone, before the rest exists, the first chunk is the whole shell.
    const inflate = decompressor(coding);
    const decoded: Buffer[] = [];
    inflate.on('data', (chunk: Buffer) => decoded.push(chunk));
    await new Promise<void>((resolve) => inflate.write(first.value!, () => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(decoded).toString()).toBe(parts[0]);
    release();
    const rest: Uint8Array[] = [];
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      rest.push(next.value);
    }
    expect(rest.length).toBeGreaterThanOrEqual(2);
    const all = Buffer.concat([first.value!, ...rest]);
    const whole = coding === 'br' ? brotliDecompressSync(all) : gunzipSync(all);
    expect(whole.toString()).toBe(parts.join(''));
    expect(all.byteLength).toBeLessThan(Buffer.byteLength(parts.join('')) / 4);
  });

  test('whole bytes round-trip at both efforts', async () => {
    const text = encoder.encode('<p>Автоматический выключатель</p>'.repeat(200));
    for (const effort of ['fast', 'hard'] as const) {
      const packed = await compressBytes(text, coding, effort);
      const back = coding === 'br' ? brotliDecompressSync(packed) : gunzipSync(packed);
      expect(new Uint8Array(back)).toEqual(text);
      expect(packed.byteLength).toBeLessThan(text.byteLength / 10);
    }
  });
});
