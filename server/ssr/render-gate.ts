/**
 * At most `concurrency` pages drawn at once in this process, the others waiting their turn in order
 * (docs/operations.md, "Renders under load"). A request is admitted first, reads its data, and only
 * then asks for its turn: the line orders the CPU's work (React drawing and streaming the page), not
 * the waits for upstream, so a core never idles while pages that have their data wait behind pages
 * that do not. React takes turns between every render under way: fifty drawn at once all finish late
 * and the slowest very late, while the same fifty one after another finish, on average, as soon and
 * none last. Past `concurrency + maxQueue` requests admitted, the caller is told at once (`admit`
 * gives undefined) and answers without rendering.
 */
export interface RenderGate {
  /** A place among the pages under way, or undefined when the line is full. */
  admit(): RenderTicket | undefined;
  /** Pages being drawn now, and pages admitted that are reading their data or waiting for their turn. */
  load(): { rendering: number; waiting: number };
}

export interface RenderTicket {
  /**
   * Resolves when the page may be drawn (its data read): at most `concurrency` at once, in the order
   * asked. Resolves to `drawn`, to be called once React has drawn the page's shell: the place passes on
   * while the page streams out (compression, the socket, sections waiting for deferred data).
   */
  turn(): Promise<() => void>;
  /** Gives the place back (once the page's stream has ended, or when it will not be drawn); once only. */
  release(): void;
}

export function createRenderGate(options: { concurrency: number; maxQueue: number }): RenderGate {
  let admitted = 0;
  let rendering = 0;
  const line: Array<() => void> = [];

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
      if (admitted >= options.concurrency + options.maxQueue) return undefined;
      admitted += 1;
      let turn: Promise<() => void> | undefined;
      let state: 'reading' | 'waiting' | 'drawing' | 'drawn' = 'reading';
      let released = false;
      const drawn = () => {
        if (state !== 'drawing') return;
        state = 'drawn';
        passOn();
      };
      return {
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
              start();
            } else line.push(start);
          });
          return turn;
        },
        release() {
          if (released) return;
          released = true;
          admitted -= 1;
          drawn();
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
