import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { excessConnections, shareSlack, shedExcessConnections } from '#server/ops/connection-balance';

describe('excessConnections', () => {
  it('is what each worker holds past the even share (rounded up) and the slack of one', () => {
    expect(shareSlack).toBe(1);
    expect(excessConnections([35, 15])).toEqual([9, 0]);
    expect(excessConnections([30, 21])).toEqual([3, 0]);
    expect(excessConnections([26, 24])).toEqual([0, 0]);
    expect(excessConnections([19, 1])).toEqual([8, 0]);
    expect(excessConnections([0, 0, 1])).toEqual([0, 0, 0]);
    expect(excessConnections([12, 0, 0])).toEqual([7, 0, 0]);
    expect(excessConnections([])).toEqual([]);
  });
});

describe('a worker holding more than its share', () => {
  let server: Server | undefined;
  const agents: Agent[] = [];
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    server = undefined;
  });

  async function start() {
    server = createServer((_request, response) => response.end('ok'));
    const shed = vi.fn();
    const shedder = shedExcessConnections(server, shed);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, shedder, shed };
  }

  /** One GET on each of `connections` kept-alive connections at once; the answers' Connection headers. */
  function getOnEach(port: number, agent: Agent, connections: number) {
    return Promise.all(
      Array.from(
        { length: connections },
        () =>
          new Promise<string | undefined>((resolve, reject) => {
            request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
              response.resume();
              response.on('end', () => resolve(response.headers.connection));
            })
              .on('error', reject)
              .end();
          }),
      ),
    );
  }

  it('asks as many connections as the excess to reconnect, each once, and no more until told again', async () => {
    const { port, shedder, shed } = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    agents.push(agent);
    // No excess told yet: nothing is shed.
    expect(await getOnEach(port, agent, 8)).toEqual(Array(8).fill('keep-alive'));
    expect(shedder.held()).toBe(8);

    shedder.setExcess(3);
    const answers = await getOnEach(port, agent, 8);
    expect(answers.filter((value) => value === 'close')).toHaveLength(3);
    expect(shed).toHaveBeenCalledTimes(3);
    expect(shedder.shed()).toBe(3);
    await vi.waitFor(() => expect(shedder.held()).toBe(5));

    // The excess used up, the connections opened again are kept.
    expect(await getOnEach(port, agent, 8)).toEqual(Array(8).fill('keep-alive'));
    expect(shedder.held()).toBe(8);
    shedder.setExcess(0);
    expect(await getOnEach(port, agent, 8)).toEqual(Array(8).fill('keep-alive'));
    expect(shed).toHaveBeenCalledTimes(3);
  });
});
