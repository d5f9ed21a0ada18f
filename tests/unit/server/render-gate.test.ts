import { describe, expect, it } from 'vitest';
import { createRenderGate, releaseAfterBody } from '#server/ssr/render-gate';

describe('the render gate (docs/operations.md, "Renders under load")', () => {
  it('lets `concurrency` renders in at once, queues the next in order, and refuses past the queue', async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueue: 2 });
    const a = await gate.enter()!;
    const b = await gate.enter()!;
    const order: string[] = [];
    const c = gate.enter()!.then((release) => (order.push('c'), release));
    const d = gate.enter()!.then((release) => (order.push('d'), release));
    expect(gate.enter()).toBeUndefined();
    expect(gate.load()).toEqual({ rendering: 2, waiting: 2 });
    a();
    a(); // a second call gives nothing back twice
    const releaseC = await c;
    expect(gate.load()).toEqual({ rendering: 2, waiting: 1 });
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    expect(gate.load()).toEqual({ rendering: 0, waiting: 0 });
  });

  it('gives the place back when the body has been read, or cancelled', async () => {
    let released = 0;
    const read = releaseAfterBody(new Response('страница'), () => (released += 1));
    expect(released).toBe(0);
    expect(await read.text()).toBe('страница');
    expect(released).toBe(1);
    const cancelled = releaseAfterBody(new Response('страница'), () => (released += 1));
    await cancelled.body!.cancel();
    expect(released).toBe(2);
    releaseAfterBody(new Response(null, { status: 304 }), () => (released += 1));
    expect(released).toBe(3);
  });
});
