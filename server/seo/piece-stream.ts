/**
 * A file written in pieces (the sitemap's, the product feed) as a streamed body. The first piece is
 * awaited before the answer starts, so a file that cannot start throws here and the route answers
 * 503; a failure later breaks the transfer off, so no client takes a cut file for a whole one.
 */
export async function pieceStream(
  pieces: AsyncGenerator<string>,
  hooks: {
    /** Each encoded piece as it goes out (the feed keeps them). */
    onBytes?: (bytes: Uint8Array) => void;
    /** After the last piece went out. */
    onEnd?: () => void;
    onError: (error: unknown) => void;
  },
): Promise<ReadableStream<Uint8Array>> {
  const first = await pieces.next();
  const encoder = new TextEncoder();
  const send = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    const bytes = encoder.encode(text);
    hooks.onBytes?.(bytes);
    controller.enqueue(bytes);
  };
  let done = first.done ?? false;
  return new ReadableStream<Uint8Array>({
    start: (controller) => {
      if (!first.done) send(controller, first.value);
    },
    async pull(controller) {
      try {
        const next = done ? { done: true as const, value: undefined } : await pieces.next();
        if (!next.done) return send(controller, next.value);
        done = true;
        hooks.onEnd?.();
        controller.close();
      } catch (error) {
        hooks.onError(error);
        controller.error(error);
      }
    },
    cancel: () => void pieces.return(undefined),
  });
}
