/**
 * The line of page renders in this process (docs/operations.md, "Renders under load"). A request is
 * admitted, waits its turn to read (at most `readers` pages read their data or are drawn at once, in
 * the order asked), then its turn to be drawn (at most `concurrency` at once): React takes turns
 * between every render under way, so fifty drawn at once all finish late and the slowest very late,
 * while the same fifty one after another finish, on average, as soon and none last; the pages reading
 * meanwhile keep the core busy while another page's upstream answer is on its way. Each place passes
 * to the next in a task of its own, so the event loop reads the requests that arrived meanwhile.
 * Past `readers + maxQueue` admitted, the caller is told at once (`admit` gives undefined) and answers
 * without rendering.
 */
export interface RenderGate {
  /** A place among the pages under way, or undefined when the line is full. */
  admit(): RenderTicket | undefined;
  /** Pages being drawn now, and pages admitted that are waiting, reading their data or streaming out. */
  load(): { rendering: number; waiting: number };
}

export interface RenderTicket {
  /** Resolves when the page may read its data: at most `readers` pages read or draw at once, in the order asked. */
  read(): Promise<void>;
  /**
   * Resolves when the page may be drawn (its data read): at most `concurrency` at once, in the order
   * asked. Resolves to `drawn`, to be called once React has drawn the page's shell: the place passes on
   * while the page streams out (compression, the socket, sections waiting for deferred data).
   */
  turn(): Promise<() => void>;
  /** Gives the place back (once the page's stream has ended, or when it will not be drawn); once only. */
  release(): void;
}

export function createRenderGate(options: { concurrency: number; readers?: number; maxQueue: number }): RenderGate {
  const readers = Math.max(options.readers ?? options.concurrency, options.concurrency);
  const reads = createPlaces(readers, { freePlaceAtOnce: true });
  // Drawn in a task of its own even when a place is free, not inside the callback that brought the
  // page's data: the event loop then reads new requests between two pages rather than after all it had.
  const draws = createPlaces(options.concurrency, { freePlaceAtOnce: false });
  let admitted = 0;

  return {
    admit() {
      if (admitted >= readers + options.maxQueue) return undefined;
      admitted += 1;
      let read: Promise<void> | undefined;
      let holdsRead = false;
      let turn: Promise<() => void> | undefined;
      let state: 'before' | 'drawing' | 'drawn' = 'before';
      let released = false;
      const drawn = () => {
        if (state !== 'drawing') return;
        state = 'drawn';
        draws.giveBack();
      };
      return {
        read() {
          read ??= new Promise<void>((resolve) =>
            reads.take(() => {
              // Released while in line (the visitor left): the place goes to the next at once.
              if (released) return reads.giveBack();
              holdsRead = true;
              resolve();
            }),
          );
          return read;
        },
        turn() {
          turn ??= new Promise<() => void>((resolve) =>
            draws.take(() => {
              if (released) return draws.giveBack();
              state = 'drawing';
              resolve(drawn);
            }),
          );
          return turn;
        },
        release() {
          if (released) return;
          released = true;
          admitted -= 1;
          drawn();
          if (holdsRead) reads.giveBack();
        },
      };
    },
    load: () => ({ rendering: draws.taken(), waiting: admitted - draws.taken() }),
  };
}

/**
 * `capacity` places, taken in the order asked. A place given back goes to the next in line in a task of
 * its own, after the event loop has read what arrived meanwhile: places handed on within one chain of
 * promises kept the loop from reading sockets for the whole chain, so the requests that came in during
 * it all waited for its end, and then for the next chain.
 */
function createPlaces(capacity: number, options: { freePlaceAtOnce: boolean }) {
  let taken = 0;
  const line: Array<() => void> = [];
  return {
    taken: () => taken,
    /** Calls `start` once a place is the caller's. */
    take(start: () => void) {
      if (taken >= capacity) {
        line.push(start);
        return;
      }
      taken += 1;
      if (options.freePlaceAtOnce) start();
      else setImmediate(start);
    },
    giveBack() {
      const next = line.shift();
      if (next) setImmediate(next);
      else taken -= 1;
    },
  };
}

/** `response` with `release` called once its body has been read to the end, failed or been cancelled (or at once without a body). */
export function releaseAfterBody(response: Response, release: () => void): Response {
  const body = response.body;
  if (!body) {
    release();
    return response;
  }
  const reader = body.getReader();
  const held = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  return new Response(held, { status: response.status, statusText: response.statusText, headers: response.headers });
}
