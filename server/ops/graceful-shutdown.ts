import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../logger';

export interface GracefulShutdownOptions {
  /** The site's listener: it stops accepting at the signal, then its in-flight requests drain. */
  server: Server;
  /** How long in-flight requests may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Run once the site has drained (or the bound passed), in order: the metrics port, the embedded API, Redis. */
  afterDrain: ReadonlyArray<() => void | Promise<void>>;
  logger: Logger;
  /** Run at the signal, before anything closes: readiness turns 503. */
  onStart?: () => void;
  /** process.exit, replaceable in tests. */
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** What SIGTERM and SIGINT call; a second call while draining only logs. */
  shutdown(signal: NodeJS.Signals): void;
  /** Requests the site is answering right now. */
  openRequests(): number;
}

/**
 * The shutdown order of docs/decisions/008-container-and-shutdown.md:
 * 1. stop accepting connections (`server.close()`), close idle keep-alive connections at once and each
 *    connection as soon as its response ends (answers sent while draining carry `Connection: close`);
 * 2. let in-flight requests — streamed pages included — finish, at most `timeoutMs`;
 * 3. close what the requests used (`afterDrain`), flush the log and exit 0.
 * If the bound passes, the number of requests still open is logged (warn) and the process exits 0 too:
 * the platform asked it to stop, so this is an ordinary end, not a crash to restart or alert on.
 * One JSON log line at the start and one at the end, with the drain time in ms.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { server, logger, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const open = new Set<ServerResponse>();
  let startedAt: number | undefined;

  // Counted from the start, so a signal knows what is in flight. `close` fires once per response,
  // whether it ended or the client went away.
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    if (startedAt !== undefined && !response.headersSent) response.setHeader('connection', 'close');
    response.on('close', () => {
      open.delete(response);
      // The connection is idle only after Node has detached the response from its socket.
      if (startedAt !== undefined) setImmediate(() => server.closeIdleConnections());
    });
  });

  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const finish = async (drained: boolean) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    const stillOpen = open.size;
    for (const step of options.afterDrain) {
      try {
        await step();
      } catch (error) {
        logger.error({ err: error }, 'shutdown: a close step failed');
      }
    }
    const drainMs = Math.round(performance.now() - startedAt!);
    if (drained) logger.info({ event: 'shutdown-complete', drainMs, openRequests: 0 }, `shutdown: drained in ${drainMs} ms`);
    else
      logger.warn(
        { event: 'shutdown-complete', drainMs, openRequests: stillOpen, timeoutMs },
        `shutdown: ${stillOpen} request(s) still open after ${timeoutMs} ms, exiting anyway`,
      );
    logger.flush(() => exit(0));
  };

  return {
    openRequests: () => open.size,
    shutdown(signal) {
      if (startedAt !== undefined) {
        logger.info({ event: 'shutdown-signal-again', signal, openRequests: open.size }, 'shutdown: already draining');
        return;
      }
      startedAt = performance.now();
      options.onStart?.();
      logger.info({ event: 'shutdown-start', signal, openRequests: open.size, timeoutMs }, 'shutdown: draining');
      // Referenced on purpose: the process must not end before the final log line.
      timer = setTimeout(() => void finish(false), timeoutMs);
      server.close(() => void finish(true));
      // Node ≥ 19 closes idle connections in close() already; said here so the order does not depend on it.
      server.closeIdleConnections();
    },
  };
}
