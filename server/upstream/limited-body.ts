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
  const declared = Number(answer.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void answer.body?.cancel();
    throw new UpstreamTooLarge(maxBytes);
  }
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

/** The whole answer as text, refusing one over `maxBytes` (for JSON the BFF parses itself). */
export async function readLimitedText(answer: Response, maxBytes: number): Promise<string> {
  const body = limitBody(answer, maxBytes);
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
