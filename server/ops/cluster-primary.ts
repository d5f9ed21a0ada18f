import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../logger';
import type { PrimaryMetrics } from './cluster-metrics';
import { balanceConnectionsInPrimary } from './connection-balance';
import { isRevocationRecord, revocationReplayAsk, type RevocationRecord } from '../session/shared-revocations';

export interface PrimaryOptions {
  workers: number;
  /** Settings each worker gets on top of the primary's environment (where the embedded API is, its key…). */
  workerEnv: Record<string, string>;
  /** node's arguments for each worker (the planned `--max-old-space-size`). */
  workerExecArgv: string[];
  logger: Logger;
  metrics: PrimaryMetrics;
  /** SHUTDOWN_TIMEOUT_MS: each worker drains within it; the primary waits a little longer, then ends them. */
  shutdownTimeoutMs: number;
  /** Closed once every worker has ended, in order: the metrics port, the embedded API. */
  afterWorkers: ReadonlyArray<() => void | Promise<void>>;
  exit?: (code: number) => void;
}

/** A worker that lived less than this died "at once": the pause before the next start doubles. */
const quickDeathMs = 10_000;
const firstPauseMs = 500;
const longestPauseMs = 30_000;
/** Past SHUTDOWN_TIMEOUT_MS, how long a worker has to write its last lines and exit before it is killed. */
const exitGraceMs = 3_000;
/** Revocations kept for workers started later; older ones go first (a logout that old is rarely replayed). */
const maxKeptRevocations = 100_000;

/**
 * The primary of node:cluster (docs/decisions/022-workers-and-the-embedded-api.md): it starts the
 * workers, which share the site's port; starts a worker again when one ends unexpectedly, after a
 * pause that doubles while workers keep dying at once (a crash loop must not spin a core); and on
 * SIGTERM or SIGINT asks every worker to drain (each one's order is docs/decisions/008), waits for
 * all of them, closes what it runs itself and exits 0.
 */
export function runPrimary(options: PrimaryOptions): { shutdown(signal: NodeJS.Signals): void } {
  const { logger, metrics } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  cluster.setupPrimary({ execArgv: options.workerExecArgv });
  balanceConnectionsInPrimary();
  const startedAt = new Map<Worker, number>();
  let quickDeaths = 0;
  let stopping: number | undefined;
  const pending = new Set<NodeJS.Timeout>();

  const running = () => Object.keys(cluster.workers ?? {}).length;
  const start = () => {
    const worker = cluster.fork(options.workerEnv);
    startedAt.set(worker, performance.now());
    metrics.setWorkers(running());
  };

  // Revocations (without Redis): each one passed to every other worker, and kept to tell a worker started later.
  const revocations: RevocationRecord[] = [];
  cluster.on('message', (from, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === revocationReplayAsk) {
      for (const record of revocations) from.send(record);
      return;
    }
    if (!isRevocationRecord(message)) return;
    revocations.push(message);
    if (revocations.length > maxKeptRevocations) revocations.shift();
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from && worker.isConnected()) worker.send(message);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    metrics.setWorkers(running());
    if (stopping !== undefined) {
      if (running() === 0) void finish(true);
      return;
    }
    quickDeaths = lived < quickDeathMs ? quickDeaths + 1 : 0;
    const pauseMs = Math.min(longestPauseMs, firstPauseMs * 2 ** Math.max(0, quickDeaths - 1));
    logger.error(
      { event: 'worker-exit', pid: worker.process.pid, exitCode: code, signal, livedMs: Math.round(lived), restartInMs: pauseMs },
      'a worker ended unexpectedly; starting another',
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (stopping !== undefined) return;
      metrics.workerRestarted();
      start();
    }, pauseMs);
    pending.add(timer);
  });

  let finished = false;
  let killTimer: NodeJS.Timeout | undefined;
  const finish = async (allExited: boolean) => {
    if (finished) return;
    finished = true;
    clearTimeout(killTimer);
    for (const step of options.afterWorkers) {
      try {
        await step();
      } catch (error) {
        logger.error({ err: error }, 'shutdown: a close step failed');
      }
    }
    const drainMs = Math.round(performance.now() - stopping!);
    if (allExited) logger.info({ event: 'shutdown-complete', role: 'primary', drainMs }, `shutdown: every worker drained in ${drainMs} ms`);
    else logger.warn({ event: 'shutdown-complete', role: 'primary', drainMs }, 'shutdown: workers killed after the bound');
    logger.flush(() => exit(0));
  };

  for (let i = 0; i < options.workers; i++) start();
  logger.info({ event: 'workers-started', workers: options.workers, execArgv: options.workerExecArgv }, `${options.workers} workers`);

  return {
    shutdown(signal) {
      if (stopping !== undefined) {
        logger.info({ event: 'shutdown-signal-again', role: 'primary', signal }, 'shutdown: already draining');
        return;
      }
      stopping = performance.now();
      for (const timer of pending) clearTimeout(timer);
      logger.info({ event: 'shutdown-start', role: 'primary', signal, workers: running() }, 'shutdown: every worker drains');
      // The platform signals the primary (PID 1) alone: each worker is told here and drains on its own.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (running() === 0) {
        void finish(true);
        return;
      }
      killTimer = setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        void finish(false);
      }, options.shutdownTimeoutMs + exitGraceMs);
    },
  };
}
