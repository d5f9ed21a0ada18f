import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Coding } from './negotiate';

/**
 * How hard each coding works (docs/decisions/013-compression.md). `fast` for every stream, /api
 * answer and a reused page's first copy: Brotli 5 / gzip 6, a few milliseconds for the 124 KB
 * section page, within about 12 % of the best size. `hard` once for a reused page asked for often:
 * Brotli 10 / gzip 9, about 100 ms of a pool thread for the same page and some 11 % smaller (Brotli
 * 11 takes four times that for 1 % more). Streams keep a 256 KB window (lgwin 18): a page is
 * smaller, and every streamed render holds one compressor while it lasts.
 */
export type Effort = 'fast' | 'hard';

const brotliOptions = (effort: Effort, sizeHint?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: effort === 'hard' ? 10 : 5,
    ...(effort === 'fast' ? { [constants.BROTLI_PARAM_LGWIN]: 18 } : {}),
    ...(sizeHint !== undefined ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const gzipOptions = (effort: Effort): ZlibOptions => ({ level: effort === 'hard' ? 9 : 6 });

const brotliAsync = promisify(brotliCompress);
/** zlib's output buffer for streams: a compressed shell fits in one. */
const streamChunkBytes = 64 * 1024;
const gzipAsync = promisify(gzip);

/** A whole body compressed, off the main thread (zlib's thread pool). */
export async function compressBytes(bytes: Uint8Array, coding: Coding, effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    coding === 'br' ? await brotliAsync(bytes, brotliOptions(effort, bytes.byteLength)) : await gzipAsync(bytes, gzipOptions(effort));
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/**
 * `source` compressed: for every chunk it gives, everything that chunk compresses to (a sync flush)
 * is sent before the next chunk is read. React's stream writes one chunk per flush of its own
 * (client/page-stream.server.ts), so the shell still leaves at once, compressed, and each deferred
 * section follows when it is rendered. A flush costs a few bytes: a page has a handful of chunks.
 * Cancelling the result (the visitor left) cancels `source` and frees the compressor.
 */
export function compressStream(source: ReadableStream<Uint8Array>, coding: Coding): ReadableStream<Uint8Array> {
  // Every write is flushed (the compressor's default flush flag), in one pass through zlib's thread
  // pool: a separate flush() would be a second pass, and a 16 KB output buffer more passes still.
  const compressor =
    coding === 'br'
      ? createBrotliCompress({ ...brotliOptions('fast'), flush: constants.BROTLI_OPERATION_FLUSH, chunkSize: streamChunkBytes })
      : createGzip({ ...gzipOptions('fast'), flush: constants.Z_SYNC_FLUSH, chunkSize: streamChunkBytes });
  const reader = source.getReader();
  let out: Buffer[] = [];
  let failure: Error | undefined;
  compressor.on('data', (chunk: Buffer) => out.push(chunk));
  compressor.on('error', (error) => (failure = error));
  const take = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (out.length === 0) return;
    controller.enqueue(out.length === 1 ? out[0]! : Buffer.concat(out));
    out = [];
  };
  // The write's callback comes once the chunk is through, flushed: what it made is in `out` by then.
  const writeFlushed = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      compressor.write(chunk, () => (failure ? reject(failure) : resolve()));
    });
  const end = () =>
    new Promise<void>((resolve, reject) => {
      compressor.once('end', resolve);
      compressor.once('error', reject);
      compressor.end();
    });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          await end();
          take(controller);
          controller.close();
          return;
        }
        await writeFlushed(value);
        take(controller);
      } catch (error) {
        compressor.destroy();
        controller.error(error);
      }
    },
    async cancel(reason) {
      compressor.destroy();
      await reader.cancel(reason);
    },
  });
}
