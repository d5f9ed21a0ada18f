import type { ReactNode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';

type PageStreamOptions = Pick<RenderToPipeableStreamOptions, 'bootstrapModules' | 'onError' | 'progressiveChunkSize'> & {
  signal: AbortSignal;
  /** Hold the document until every boundary is done, then send it whole (crawlers). */
  waitForAll: boolean;
  /**
   * Markup that goes just before `</body>`, asked for when React writes it: after every boundary,
   * so it can say what the whole render drew (the shared forms, client/components/shared-forms.ts).
   */
  beforeBodyEnd?: () => string;
};

/**
 * React's document as a web stream with one chunk per React flush. `renderToReadableStream` hands
 * over 4 KB pieces, each then a promise hop in every stage behind it (the CSP script rewrite, the
 * page cache's tee, the byte count, the socket) — some 30 pieces a page, a fifth of the render's
 * cost (docs/decisions/012-cheaper-render.md). React's Node writer calls `flush()` when it has
 * written everything it can for now, so the pieces are joined there.
 * Resolves when the shell is ready, as `renderToReadableStream` does; rejects if the shell fails.
 */
export function renderToPageStream(tree: ReactNode, options: PageStreamOptions): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const sink = new FlushJoiningSink(options.beforeBodyEnd);
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => sink.attach(controller),
      cancel: () => sink.closedByReader(),
    });
    const rendering = renderToPipeableStream(tree, {
      bootstrapModules: options.bootstrapModules,
      onError: options.onError,
      progressiveChunkSize: options.progressiveChunkSize,
      onShellReady() {
        if (options.waitForAll) return;
        pipe(sink);
        resolve(stream);
      },
      onShellError: reject,
      onAllReady() {
        if (!options.waitForAll) return;
        pipe(sink);
        resolve(stream);
      },
    });
    // React uses only what FlushJoiningSink has of a Node Writable: write, flush, end, destroy, on.
    const pipe = rendering.pipe as (sink: FlushJoiningSink) => void;
    const onAbort = () => rendering.abort(options.signal.reason);
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener('abort', onAbort, { once: true });
  });
}

type Listener = (...args: unknown[]) => void;

const documentEnd = Buffer.from('</body></html>');

/** React writes `</body></html>` once, last, in the flush that completes the document. */
function withBeforeBodyEnd(chunk: Buffer, markup: () => string): Buffer {
  if (chunk.length < documentEnd.length || !chunk.subarray(chunk.length - documentEnd.length).equals(documentEnd)) return chunk;
  const extra = markup();
  if (!extra) return chunk;
  return Buffer.concat([chunk.subarray(0, chunk.length - documentEnd.length), Buffer.from(extra), documentEnd]);
}

/**
 * The part of a Node Writable that React's `pipe` uses. Writes always succeed (a page is a few
 * hundred KB at most, held until the reader takes it); `flush` joins what was written into one chunk.
 */
class FlushJoiningSink {
  private controller?: ReadableStreamDefaultController<Uint8Array>;
  private parts: Uint8Array[] = [];
  private listeners = new Map<string, Listener[]>();
  private done = false;

  constructor(private readonly beforeBodyEnd?: () => string) {}

  attach(controller: ReadableStreamDefaultController<Uint8Array>) {
    this.controller = controller;
  }

  write(chunk: Uint8Array | string): boolean {
    this.parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  flush() {
    if (this.done || this.parts.length === 0) return;
    // A copy: React reuses precomputed chunks across requests.
    const joined = Buffer.concat(this.parts);
    this.parts = [];
    this.controller!.enqueue(this.beforeBodyEnd ? withBeforeBodyEnd(joined, this.beforeBodyEnd) : joined);
  }

  end() {
    this.flush();
    if (this.done) return;
    this.done = true;
    this.controller!.close();
  }

  destroy(error?: unknown) {
    if (this.done) return;
    this.done = true;
    this.controller!.error(error);
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  /** The reader went away (the visitor closed the page): React stops rendering. */
  closedByReader() {
    this.done = true;
    this.parts = [];
    for (const listener of this.listeners.get('close') ?? []) listener();
  }
}
