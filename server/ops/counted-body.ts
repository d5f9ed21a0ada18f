/**
 * The same body, counted as it passes: `done` is called once, with the bytes sent and whether the
 * body ended (false: the client went away or the stream failed). One extra read per chunk.
 */
export function countedBody(
  body: ReadableStream<Uint8Array>,
  done: (bytes: number, complete: boolean) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let bytes = 0;
  let finished = false;
  const finish = (complete: boolean) => {
    if (finished) return;
    finished = true;
    done(bytes, complete);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: end, value } = await reader.read();
        if (end) {
          controller.close();
          finish(true);
          return;
        }
        bytes += value.byteLength;
        controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        finish(false);
      }
    },
    async cancel(reason) {
      finish(false);
      await reader.cancel(reason);
    },
  });
}
