import cluster, { type Worker } from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isClusterMessage } from './cluster-message';

/**
 * Kept-alive connections spread evenly over the workers (docs/operations.md, "Connections between
 * workers"; docs/decisions/030-one-draw-a-turn-and-even-connections.md). A connection stays with
 * the worker that accepted it for as long as the client keeps it, so a burst of connections split
 * 35/15 stays split 35/15: the worker holding 35 answers each of them more than twice as late, with
 * the other worker half idle. Each worker tells the primary how many connections it holds; from one
 * snapshot of every worker's count the primary works out what each holds past the even share (and a
 * slack), and once that has lasted `settleMs` tells the worker, which asks that many to reconnect,
 * one response each with `Connection: close`. The client (browser, proxy, load generator) opens a new
 * connection, which the primary hands to the next worker free to take it.
 *
 * The excess comes from one snapshot, not from each worker's live count against a share computed
 * earlier: while a burst of connections is still arriving, a live count outruns the share, and the
 * workers would shed connections that the burst itself was about to balance.
 */

const countType = 'site:connections-held';
const excessType = 'site:connections-excess';

interface CountMessage {
  type: typeof countType;
  held: number;
  /** The worker's report number: the excess answered for it is counted from what the worker had shed when it reported. */
  report: number;
}
interface ExcessMessage {
  type: typeof excessType;
  excess: number;
  report: number;
}

/** How often a worker reports its count to the primary (only when it changed). */
const reportEveryMs = 250;
/**
 * Connections a worker may hold over the share before it sheds any: one, so that an odd total or a
 * connection that just arrived does not make the workers trade the same connection back and forth.
 */
export const shareSlack = 1;

/**
 * What each worker holds past the even share (every worker's connections added up, divided by the
 * workers, rounded up) and the slack, from one snapshot of their counts.
 */
export function excessConnections(held: readonly number[]): number[] {
  if (held.length === 0) return [];
  const share = Math.ceil(held.reduce((sum, count) => sum + count, 0) / held.length);
  return held.map((count) => Math.max(0, count - share - shareSlack));
}

export interface ConnectionShedder {
  /** How many connections to ask to reconnect, from the primary's latest snapshot (replaces what is left of the last one). */
  setExcess(excess: number): void;
  /** Connections open on this server now, those asked to leave included. */
  held(): number;
  /** Connections asked to reconnect since the start. */
  shed(): number;
}

/**
 * The worker's side, on its HTTP server: counts connections and, while the primary's latest excess is
 * not used up, marks the next response on another connection `Connection: close`. Node honours that
 * header: the socket ends after that response.
 */
export function shedExcessConnections(server: Server, onShed: () => void = () => {}): ConnectionShedder {
  let held = 0;
  let toShed = 0;
  let shed = 0;
  const asked = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    held++;
    socket.once('close', () => held--);
  });
  // Before the app's listener, so that the header is there when the app writes its head.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (toShed === 0) return;
    const socket = request.socket;
    if (asked.has(socket) || response.headersSent) return;
    asked.add(socket);
    toShed--;
    shed++;
    response.setHeader('connection', 'close');
    onShed();
  });
  return {
    setExcess(excess) {
      toShed = excess;
    },
    held: () => held,
    shed: () => shed,
  };
}

/** A worker of node:cluster: reports its count to the primary and sheds the excess the primary answers. */
export function balanceWorkerConnections(server: Server, onShed?: () => void): void {
  const shedder = shedExcessConnections(server, onShed);
  let report = 0;
  /** What had been shed at each of the latest reports. */
  const shedAtReport = new Map<number, number>();
  process.on('message', (message: unknown) => {
    if (!isClusterMessage<ExcessMessage>(message, excessType)) return;
    const shedThen = shedAtReport.get(message.report);
    // An answer to a report this old is stale: the next one comes within an interval.
    if (shedThen === undefined) return;
    shedder.setExcess(Math.max(0, message.excess - (shedder.shed() - shedThen)));
  });
  let reported: number | undefined;
  setInterval(() => {
    const held = shedder.held();
    // Also after a shed that left the count as it was (its connection came back to this worker within
    // the interval): until reported, the primary's excess is counted against the shed and used up.
    if ((held === reported && shedder.shed() === shedAtReport.get(report)) || !process.connected) return;
    reported = held;
    report++;
    shedAtReport.set(report, shedder.shed());
    shedAtReport.delete(report - 8);
    process.send?.({ type: countType, held, report } satisfies CountMessage);
  }, reportEveryMs).unref();
}

/**
 * How long a worker's excess must last before it sheds any: a burst of new connections reaches the
 * workers over a few hundred milliseconds, and a snapshot taken meanwhile shows an imbalance the rest
 * of the burst would have evened out.
 */
export const settleMs = 1_000;

/** The primary: keeps each worker's last count and tells each worker the excess that has lasted `settleMs`. */
export function balanceConnectionsInPrimary(): void {
  const held = new Map<Worker, { count: number; report: number }>();
  const told = new Map<Worker, number>();
  /** Since when each worker has held an excess. */
  const excessSince = new Map<Worker, number>();
  const tell = () => {
    const now = performance.now();
    const workers = [...held.keys()];
    const excess = excessConnections(workers.map((worker) => held.get(worker)!.count));
    workers.forEach((worker, i) => {
      let value = excess[i]!;
      if (value === 0) excessSince.delete(worker);
      else if (!excessSince.has(worker)) excessSince.set(worker, now);
      if (now - (excessSince.get(worker) ?? now) < settleMs) value = 0;
      // "No excess" is said once; an excess is said again each time, counted from the worker's latest report.
      if (value === 0 && told.get(worker) === 0) return;
      told.set(worker, value);
      if (worker.isConnected()) worker.send({ type: excessType, excess: value, report: held.get(worker)!.report } satisfies ExcessMessage);
    });
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isClusterMessage<CountMessage>(message, countType)) return;
    held.set(worker, { count: message.held, report: message.report });
  });
  cluster.on('exit', (worker) => {
    held.delete(worker);
    told.delete(worker);
    excessSince.delete(worker);
  });
  setInterval(tell, reportEveryMs).unref();
}
