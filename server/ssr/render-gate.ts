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
  let admitted = 0;
  let rendering = 0;
  let reading = 0;
  const line: Array<() => void> = [];
  const readLine: Array<() => void> = [];

  const passReadOn = () => {
    const next = readLine.shift();
    if (!next) {
      reading -= 1;
      return;
    }
    setImmediate(next);
  };

  const passOn = () => {
    const next = line.shift();
    if (!next) {
      rendering -= 1;
      return;
    }
    // In a task of its own, after the event loop has read what arrived meanwhile: renders handed on
    // within one chain of promises kept the loop from reading sockets for the whole chain, so the
    // requests that came in during it all waited for its end, and then for the next chain.
    setImmediate(next);
  };

  return {
    admit() {
      if (admitted >= readers + options.maxQueue) return undefined;
      admitted += 1;
      let read: Promise<void> | undefined;
      let holdsRead = false;
      let turn: Promise<() => void> | undefined;
      let state: 'reading' | 'waiting' | 'drawing' | 'drawn' = 'reading';
      let released = false;
      const drawn = () => {
        if (state !== 'drawing') return;
        state = 'drawn';
        passOn();
      };
      return {
        read() {
          read ??= new Promise<void>((resolve) => {
            const start = () => {
              if (released) return passReadOn();
              holdsRead = true;
              resolve();
            };
            if (reading < readers) {
              reading += 1;
              start();
            } else readLine.push(start);
          });
          return read;
        },
        turn() {
          turn ??= new Promise<() => void>((resolve) => {
            const start = () => {
              // Released while in line (the visitor left): the place goes to the next at once.
              if (released) return passOn();
              state = 'drawing';
              resolve(drawn);
            };
            state = 'waiting';
            if (rendering < options.concurrency) {
              rendering += 1;
              // Drawn in a task of its own too, not inside the callback that brought the page's data: the
              // event loop then reads new requests between two pages rather than after every page it had.
              setImmediate(start);
            } else line.push(start);
          });
          return turn;
        },
        release() {
          if (released) return;
          released = true;
          admitted -= 1;
          drawn();
          if (holdsRead) passReadOn();
        },
      };
    },
    load: () => ({ rendering, waiting: admitted - rendering }),
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
