import { describe, expect, it } from 'vitest';
import { createRenderGate, releaseAfterBody } from '#server/ssr/render-gate';

describe('the render gate (docs/operations.md, "Renders under load")', () => {
  const nextTask = () => new Promise((resolve) => setImmediate(resolve));

  it('admits `concurrency + maxQueue` pages, draws `concurrency` at once in the order they asked, and refuses past the line', async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueue: 2 });
    const [a, b, c, d] = [gate.admit()!, gate.admit()!, gate.admit()!, gate.admit()!];
    expect(gate.admit()).toBeUndefined();
    // Admitted pages reading their data hold no place at the CPU.
    expect(gate.load()).toEqual({ rendering: 0, waiting: 4 });
    const order: string[] = [];
    await d.turn().then(() => order.push('d'));
    const cTurn = c.turn().then(() => order.push('c'));
    const aTurn = a.turn().then(() => order.push('a'));
    const bTurn = b.turn().then(() => order.push('b'));
    await cTurn;
    expect(gate.load()).toEqual({ rendering: 2, waiting: 2 });
    d.release();
    d.release(); // a second call gives nothing back twice
    await aTurn;
    c.release();
    await bTurn;
    expect(order).toEqual(['d', 'c', 'a', 'b']);
    a.release();
    b.release();
    expect(gate.load()).toEqual({ rendering: 0, waiting: 0 });
    expect(gate.admit()).toBeDefined();
  });

  it('draws a page in a task of its own even when a place is free, not inside the callback that brought its data', async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueue: 0 });
    let started = false;
    void gate
      .admit()!
      .turn()
      .then(() => (started = true));
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(started).toBe(false);
    await nextTask();
    await Promise.resolve();
    expect(started).toBe(true);
  });

  it('hands a place on in a task of its own, so the event loop reads new requests between two renders', async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 1 });
    const first = gate.admit()!;
    const second = gate.admit()!;
    await first.turn();
    let started = false;
    void second.turn().then(() => (started = true));
    first.release();
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(started).toBe(false);
    await nextTask();
    await Promise.resolve();
    expect(started).toBe(true);
  });

  it('passes the place on once the shell is drawn, while the page still streams out', async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 1 });
    const [first, second] = [gate.admit()!, gate.admit()!];
    const drawn = await first.turn();
    const secondTurn = second.turn();
    expect(gate.load()).toEqual({ rendering: 1, waiting: 1 });
    drawn();
    drawn(); // twice gives nothing back twice
    await secondTurn;
    expect(gate.load()).toEqual({ rendering: 1, waiting: 1 });
    // Both still count against the line until their streams end.
    expect(gate.admit()).toBeUndefined();
    first.release();
    second.release();
    expect(gate.load()).toEqual({ rendering: 0, waiting: 0 });
  });

  it('skips a page released while in line and a page released before drawing gives no place back twice', async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 2 });
    const [a, b, c] = [gate.admit()!, gate.admit()!, gate.admit()!];
    await a.turn();
    let bStarted = false;
    void b.turn().then(() => (bStarted = true));
    const cTurn = c.turn();
    b.release(); // the visitor left while waiting
    a.release();
    await cTurn;
    expect(bStarted).toBe(false);
    expect(gate.load()).toEqual({ rendering: 1, waiting: 0 });
    c.release();
    expect(gate.load()).toEqual({ rendering: 0, waiting: 0 });
    // Released without ever asking for a turn (a redirect, a failed read): the place is simply free again.
    const d = gate.admit()!;
    d.release();
    const e = gate.admit()!;
    await e.turn();
    expect(gate.load()).toEqual({ rendering: 1, waiting: 0 });
  });

  it('lets `readers` pages read at once in the order admitted, the next in a task of its own once one is released', async () => {
    const gate = createRenderGate({ concurrency: 1, readers: 2, maxQueue: 2 });
    const [a, b, c, d] = [gate.admit()!, gate.admit()!, gate.admit()!, gate.admit()!];
    expect(gate.admit()).toBeUndefined();
    await a.read();
    await b.read();
    const order: string[] = [];
    const dRead = d.read().then(() => order.push('d'));
    const cRead = c.read().then(() => order.push('c'));
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(order).toEqual([]);
    a.release();
    await nextTask();
    await Promise.resolve();
    expect(order).toEqual(['d']);
    b.release();
    await cRead;
    await dRead;
    expect(order).toEqual(['d', 'c']);
    c.release();
    d.release();
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
