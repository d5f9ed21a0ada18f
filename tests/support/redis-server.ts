/**
 * A throwaway redis-server for the tests that need a real one: Debian's `redis-server` binary
 * (installed with apt when missing), on a free loopback port, nothing written to disk, stopped by
 * its PID. It can be killed and started again on the same port, as an outage and its end look to
 * the site.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const knownPaths = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const startTimeoutMs = 10_000;

/** The path of redis-server; installs Debian's package when there is none (the tests run as root). */
export function redisServerBinary(): string {
  const found = () => knownPaths.find((path) => existsSync(path));
  const existing = found();
  if (existing) return existing;
  try {
    // A machine whose policy lets packages start their services would also get a redis on 6379: harmless, not ours to stop.
    execFileSync('sh', ['-c', 'apt-get update && apt-get install -y redis-server'], {
      stdio: 'pipe',
      timeout: 240_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
    throw new Error(
      `redis-server is not installed and "apt-get install -y redis-server" failed (root and Debian's mirrors needed): ${detail}`,
    );
  }
  const installed = found();
  if (!installed) throw new Error('apt-get installed redis-server but no binary is at /usr/bin/redis-server');
  return installed;
}

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  port: number;
  /** redis://127.0.0.1:<port> */
  url: string;
  /** The PID of the running server, or undefined while stopped. */
  pid(): number | undefined;
  /** Stops the server (SIGKILL: a crash; SIGTERM: an orderly stop) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGSTOP freezes it with its connections open (a hung Redis), SIGCONT thaws it. */
  freeze(frozen: boolean): void;
  /** Starts it again on the same port, empty (nothing is saved). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder: for afterAll. */
  close(): Promise<void>;
}

/** Starts redis-server on a free loopback port; call `close()` in afterAll (a process exit hook kills it as well). */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisServerBinary();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  let child: ChildProcess | undefined;
  const killOnExit = () => {
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  async function start(): Promise<void> {
    if (child && child.exitCode === null && child.signalCode === null) throw new Error('redis-server is running already');
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
    const started = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
    started.stderr!.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
    const deadline = Date.now() + startTimeoutMs;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`redis-server exited at start: ${output}`);
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`redis-server did not answer on port ${port} within ${startTimeoutMs} ms: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(signal);
    const bound = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(bound);
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    start,
    stop,
    freeze(frozen) {
      child?.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
    },
    async close() {
      await stop('SIGKILL');
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True when something on the port answers PING with PONG (inline command: no client library needed). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}
