/** An upstream answer over the size limit: refused, never buffered whole. */
export class UpstreamTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`upstream answer larger than ${limit} bytes`);
    this.name = 'UpstreamTooLarge';
  }
}

/**
 * The answer's body, cut off after `maxBytes`. A declared Content-Length over the limit is refused
 * at once (the body is cancelled unread); an undeclared one is counted as it streams and the
 * stream errors at the limit, so memory never holds more than one chunk past it.
 */
export function limitBody(answer: Response, maxBytes: number): ReadableStream<Uint8Array> | null {
  refuseDeclaredOverLimit(answer, maxBytes);
  if (!answer.body) return null;
  let seen = 0;
  return answer.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new UpstreamTooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The whole answer as text, refusing one over `maxBytes` (for JSON the BFF parses itself). It counts
 * while reading the body itself rather than through `limitBody`'s TransformStream: a page render
 * reads several upstream answers, and each TransformStream (its two streams, a promise hop per
 * chunk) cost more than the read (docs/decisions/012-cheaper-render.md).
 */
export async function readLimitedText(answer: Response, maxBytes: number): Promise<string> {
  refuseDeclaredOverLimit(answer, maxBytes);
  if (!answer.body) return '';
  const chunks: Uint8Array[] = [];
  let seen = 0;
  const reader = answer.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new UpstreamTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A declared Content-Length over the limit is refused at once, the body cancelled unread. */
function refuseDeclaredOverLimit(answer: Response, maxBytes: number): void {
  const declared = Number(answer.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void answer.body?.cancel();
    throw new UpstreamTooLarge(maxBytes);
  }
}
