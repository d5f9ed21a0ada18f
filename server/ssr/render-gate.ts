/**
 * At most `concurrency` page renders at once in this process, the others waiting their turn in order
 * (docs/operations.md, "Renders under load"). A render's work is spread over its whole stream: React
 * takes turns between every render under way, so fifty renders at once all finish late and the
 * slowest very late, while the same fifty one after another finish, on average, as soon and none
 * last. The queue forms here, before the render, where waiting costs nothing; past `maxQueue` waiters
 * the caller is told at once (`undefined`) and answers without rendering.
 */
export interface RenderGate {
  /** A permit (call it to give the place back, once the render's stream has ended), or undefined when the queue is full. */
  enter(): Promise<() => void> | undefined;
  /** Renders holding a permit now, and callers waiting for one. */
  load(): { rendering: number; waiting: number };
}

export function createRenderGate(options: { concurrency: number; maxQueue: number }): RenderGate {
  let rendering = 0;
  const waiting: Array<(release: () => void) => void> = [];

  const permit = (): (() => void) => {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = waiting.shift();
      // The place passes straight to the next in line: `rendering` stays as it is.
      if (next) next(permit());
      else rendering -= 1;
    };
  };

  return {
    enter() {
      if (rendering < options.concurrency) {
        rendering += 1;
        return Promise.resolve(permit());
      }
      if (waiting.length >= options.maxQueue) return undefined;
      return new Promise((resolve) => waiting.push(resolve));
    },
    load: () => ({ rendering, waiting: waiting.length }),
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
