import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLimitedText, UpstreamTooLarge } from '../../../server/upstream/limited-body';

/** A body in the given pieces, with no Content-Length (as a streamed upstream answer has). */
function streamed(pieces: string[], onCancel?: () => void): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < pieces.length) controller.enqueue(encoder.encode(pieces[next++]));
      else controller.close();
    },
    cancel: onCancel,
  });
  return new Response(body);
}

describe('readLimitedText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('joins the pieces of an answer within the limit, multi-byte characters split across them included', async () => {
    const text = '{"title":"Автоматические выключатели"}';
    const bytes = Buffer.from(text);
    const cut = bytes.indexOf(Buffer.from('А')) + 1;
    const answer = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.subarray(0, cut));
          controller.enqueue(bytes.subarray(cut));
          controller.close();
        },
      }),
    );
    await expect(readLimitedText(answer, bytes.length)).resolves.toBe(text);
  });

  it('refuses an undeclared answer once it passes the limit, and stops reading it', async () => {
    const cancel = vi.fn();
    const answer = streamed(['x'.repeat(6), 'x'.repeat(6), 'x'.repeat(6)], cancel);
    await expect(readLimitedText(answer, 10)).rejects.toBeInstanceOf(UpstreamTooLarge);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const answer = new Response('x'.repeat(20), { headers: { 'content-length': '20' } });
    await expect(readLimitedText(answer, 10)).rejects.toBeInstanceOf(UpstreamTooLarge);
  });

  // Each render reads several upstream answers; a TransformStream per read cost more than the read.
  it('reads the body itself, without piping it through another stream', async () => {
    const pipeThrough = vi.spyOn(ReadableStream.prototype, 'pipeThrough');
    await expect(readLimitedText(streamed(['{"a":', '1}']), 100)).resolves.toBe('{"a":1}');
    expect(pipeThrough).not.toHaveBeenCalled();
  });
});
