/**
 * The container image's command, run here without a container engine: the Dockerfile is read (single
 * source), its build stage's COPY lines fill a temporary folder standing in for the build stage's /app where
 * `npm run build` runs, its runtime stage's COPY lines fill another standing in for the image's /app, and
 * the image's CMD starts there with the image's ENV (DATA_DIR pointing at a temporary folder standing in for
 * the /data volume, PORT on a free port, HOST on loopback, WEB_CONCURRENCY=2 as a two-CPU container would
 * get by default). Then: health and a page answer; SIGTERM in the middle of a streamed page lets that page
 * finish, refuses new connections, and exits 0 (docs/decisions/008-container-and-shutdown.md); a worker
 * that dies is started again and /metrics counts every worker's requests
 * (docs/decisions/022-workers-and-the-embedded-api.md). The dependencies are the repository's, so `npm ci
 * --omit=dev` is checked instead by reading the server bundle's imports against package.json.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { Agent, request, type Server } from 'node:http';
import { builtinModules } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { createEmbeddedApi, type EmbeddedApi } from '#server/embedded/app';
import { startRedisServer } from '../support/redis-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** How long the fake upstream holds the home page's deferred news list. */
const deferredDelayMs = 1500;
/** Workers the image runs here: what a container limited to two CPUs starts by default. */
const workers = 2;

interface Copy {
  from?: string;
  sources: string[];
  /** Absolute in the image; with `intoFolder` each source goes inside it under its own name. */
  destination: string;
  intoFolder: boolean;
}
interface Stage {
  name: string;
  workdir: string;
  env: Record<string, string>;
  copies: Copy[];
  runs: string[];
  cmd?: string[];
  volumes: string[];
}

/** The instructions this test needs (FROM, WORKDIR, ENV, COPY, RUN, VOLUME, CMD), per stage. */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, instruction = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const stage = stages.at(-1);
    switch (instruction.toUpperCase()) {
      case 'FROM':
        stages.push({
          name: /\bAS\s+(\S+)/i.exec(rest)?.[1] ?? String(stages.length),
          workdir: '/',
          env: {},
          copies: [],
          runs: [],
          volumes: [],
        });
        break;
      case 'WORKDIR':
        stage!.workdir = posix.resolve(stage!.workdir, rest);
        break;
      case 'ENV':
        for (const [, key, value] of rest.matchAll(/(\w+)=("[^"]*"|\S+)/g)) stage!.env[key!] = value!.replace(/^"|"$/g, '');
        break;
      case 'COPY': {
        const words = rest.split(/\s+/);
        const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
        const paths = words.filter((w) => !w.startsWith('--'));
        const destination = paths.at(-1)!;
        const sources = paths.slice(0, -1);
        stage!.copies.push({
          from,
          sources,
          destination: posix.resolve(stage!.workdir, destination),
          intoFolder: destination.endsWith('/') || sources.length > 1,
        });
        break;
      }
      case 'RUN':
        stage!.runs.push(rest);
        break;
      case 'VOLUME':
        stage!.volumes.push(...(rest.startsWith('[') ? (JSON.parse(rest) as string[]) : rest.split(/\s+/)));
        break;
      case 'CMD':
        stage!.cmd = JSON.parse(rest) as string[];
        break;
    }
  }
  return stages;
}

const stages = parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1)!;
const buildStage = stages.find((s) => s.name === 'build')!;

let temp: string;
/** Stand-ins for the build stage's and the runtime image's folders (absolute paths inside the image → here). */
let buildRoot: string;
let appRoot: string;
let upstreamData: string;
let upstreamApi: EmbeddedApi | undefined;
let upstreamServer: Server | undefined;
let upstreamUrl: string;
const children = new Set<ChildProcess>();

const inBuild = (imagePath: string) => join(buildRoot, imagePath);
const targetOf = (copy: Copy, source: string) =>
  copy.intoFolder ? posix.join(copy.destination, posix.basename(source)) : copy.destination;
const inApp = (imagePath: string) => join(appRoot, imagePath);

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'container-cmd-'));
  buildRoot = join(temp, 'build');
  appRoot = join(temp, 'runtime');

  // Build stage: its COPY lines from the repository; `npm ci` is the repository's node_modules.
  for (const copy of buildStage.copies) {
    for (const source of copy.sources) {
      const target = inBuild(targetOf(copy, source));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(root, source), target, { recursive: true });
    }
  }
  symlinkSync(join(root, 'node_modules'), inBuild(posix.join(buildStage.workdir, 'node_modules')), 'dir');
  expect(buildStage.runs).toContain('npm run build');
  // The stage's environment, not the test runner's: under vitest NODE_ENV is `test`, which would make Vite emit
  // React's development JSX runtime.
  const buildEnv = { PATH: process.env.PATH ?? '', HOME: temp, ...buildStage.env };
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: inBuild(buildStage.workdir), env: buildEnv, stdio: 'pipe', timeout: 120_000 });

  // Runtime stage: its COPY lines, from the build stage's folder or the repository.
  for (const copy of runtime.copies) {
    for (const source of copy.sources) {
      const target = inApp(targetOf(copy, source));
      mkdirSync(dirname(target), { recursive: true });
      if (copy.from === 'prod-deps') symlinkSync(join(root, 'node_modules'), target, 'dir');
      else if (copy.from === 'build') cpSync(inBuild(source), target, { recursive: true });
      else if (copy.from === undefined) cpSync(join(root, source), target, { recursive: true });
      else throw new Error(`COPY --from=${copy.from} is not known to this test`);
    }
  }

  // A real upstream for the second run: the embedded API in-process, holding the home page's news list.
  upstreamData = join(temp, 'upstream-data');
  upstreamApi = createEmbeddedApi({ dataDir: upstreamData });
  const api = upstreamApi;
  upstreamUrl = await new Promise<string>((resolve) => {
    upstreamServer = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (req: Request, env: unknown) => {
          if (new URL(req.url).pathname === '/api/posts/news') await new Promise((r) => setTimeout(r, deferredDelayMs));
          return api.app.fetch(req, env);
        },
      },
      (info) => resolve(`http://127.0.0.1:${info.port}`),
    ) as Server;
  });
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  upstreamServer?.closeAllConnections();
  await new Promise<void>((resolve) => (upstreamServer ? upstreamServer.close(() => resolve()) : resolve()));
  upstreamApi?.close();
  rmSync(temp, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  logs: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The image's CMD in the runtime folder with the image's ENV, DATA_DIR on a fresh folder and `extra` on top. */
async function startImage(extra: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(temp, 'data-'));
  const [command, ...args] = runtime.cmd!;
  expect(command).toBe('node');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: temp,
    ...runtime.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: String(workers),
    ...extra,
  };
  const child = spawn(process.execPath, args, { cwd: inApp(runtime.workdir), env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const logs: string[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    logs.push(...lines);
  });
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const deadline = Date.now() + 60_000;
  // Every worker listening, not only the first: a request must not depend on which one it reaches.
  const listening = () => eventlessLines(logs).filter((entry) => String(entry.msg).startsWith('site listening')).length;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${logs.join('\n')}`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200 && listening() >= Number(env.WEB_CONCURRENCY)) break;
    if (Date.now() > deadline) throw new Error(`not up within 60 s:\n${logs.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, logs, exited };
}

function shutdownLines(logs: string[]): Array<Record<string, unknown>> {
  return eventLines(logs).filter((entry) => String(entry.event).startsWith('shutdown'));
}

function eventLines(logs: string[]): Array<Record<string, unknown>> {
  return eventlessLines(logs).filter((entry) => entry.event !== undefined);
}

function eventlessLines(logs: string[]): Array<Record<string, unknown>> {
  return logs.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The primary's shutdown lines, and each worker's by its id. */
function shutdownByProcess(logs: string[]) {
  const lines = shutdownLines(logs);
  const byWorker = new Map<unknown, Array<Record<string, unknown>>>();
  for (const line of lines.filter((entry) => entry.worker !== undefined))
    byWorker.set(line.worker, [...(byWorker.get(line.worker) ?? []), line]);
  return { primary: lines.filter((entry) => entry.role === 'primary'), workers: [...byWorker.values()] };
}

/** A GET on a connection of its own: the cluster hands each new connection to the next worker. */
function getOnce(port: number, path: string, headers: Record<string, string> = {}) {
  return callOnce(port, 'GET', path, headers);
}

/** A call on a connection of its own, JSON body when given; with the answer's cookies. */
function callOnce(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const sent = { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` }) };
    const req = request({ host: '127.0.0.1', port, path, method, headers: sent, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text, cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A sample's value in Prometheus text (0 when absent). */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

/** A TCP connection attempt: 'refused' once the listener is closed. */
function tryConnect(port: number): Promise<'connected' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', () => resolve('refused'));
  });
}

describe('the container image command (Dockerfile CMD and ENV)', () => {
  it('is the exec form of node on the built server, in production, with /data as the volume', () => {
    expect(runtime.cmd).toEqual(['node', 'dist/server/main.js']);
    expect(runtime.workdir).toBe('/app');
    expect(runtime.env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data' });
    expect(runtime.volumes).toContain(runtime.env.DATA_DIR);
  });

  it('needs no dev dependency at run time (the image installs with npm ci --omit=dev)', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const files = readdirSync(inApp('/app/dist/server'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(inApp('/app/dist/server'), file), 'utf8');
      // A specifier is a package name (lowercase, no spaces), so a comment's «an import's outcome» is not one.
      for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)["']([a-z@][\w@./:-]*)["']/g)) {
        const name = specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!;
        if (!name.startsWith('node:') && !builtinModules.includes(name)) imported.add(name);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('serves health and a page with the embedded API, and exits 0 on SIGTERM', async () => {
    const site = await startImage();
    const page = await fetch(`http://127.0.0.1:${site.port}/about`, { headers: { 'user-agent': browserAgent } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');
    const signalled = performance.now();
    site.child.kill('SIGTERM');
    const exit = await site.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    // The embedded API (one SQLite writer) ran once, in the primary.
    expect(eventlessLines(site.logs).filter((entry) => String(entry.msg).startsWith('embedded API on'))).toHaveLength(1);
    const { primary, workers: drained } = shutdownByProcess(site.logs);
    expect(primary).toMatchObject([{ event: 'shutdown-start', signal: 'SIGTERM', workers }, { event: 'shutdown-complete' }]);
    expect(drained).toHaveLength(workers);
    for (const lines of drained)
      expect(lines).toMatchObject([
        { event: 'shutdown-start', signal: 'SIGTERM' },
        { event: 'shutdown-complete', openRequests: 0 },
      ]);
    console.log(
      `container CMD, idle shutdown: drained in ${String(primary[1]!.drainMs)} ms, ` +
        `exited ${Math.round(exit.at - signalled)} ms after SIGTERM`,
    );
  }, 60_000);

  it('with REDIS_URL connects to Redis and, on SIGTERM, closes it (QUIT) after the drain', async () => {
    const redis = await startRedisServer();
    try {
      const site = await startImage({ REDIS_URL: redis.url });
      expect((await fetch(`http://127.0.0.1:${site.port}/api/menu/main`)).status).toBe(200);
      site.child.kill('SIGTERM');
      expect(await site.exited).toMatchObject({ code: 0, signal: null });
      const lines = eventLines(site.logs).filter((entry) => /^(redis|shutdown)/.test(String(entry.event)));
      // The primary's drain wraps every worker's; each worker closes its own connection after its drain.
      expect(lines.find((entry) => String(entry.event).startsWith('shutdown'))).toMatchObject({ role: 'primary', event: 'shutdown-start' });
      expect(lines.at(-1)).toMatchObject({ role: 'primary', event: 'shutdown-complete' });
      const ids = new Set(lines.filter((entry) => entry.worker !== undefined).map((entry) => entry.worker));
      expect(ids.size).toBe(workers);
      for (const id of ids) {
        const own = lines.filter((entry) => entry.worker === id);
        expect(own.map((entry) => entry.event)).toEqual(['redis-up', 'shutdown-start', 'redis-closed', 'shutdown-complete']);
        expect(own.find((entry) => entry.event === 'redis-closed')).toMatchObject({ quit: true });
      }
    } finally {
      await redis.close();
    }
  }, 60_000);

  it('on SIGTERM lets a streamed page finish, refuses new connections and exits 0 within SHUTDOWN_TIMEOUT_MS', async () => {
    const site = await startImage({ UPSTREAM_URL: upstreamUrl, SESSION_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'http://127.0.0.1' });
    const timeoutMs = loadConfig(runtime.env).SHUTDOWN_TIMEOUT_MS;
    const newsAnswer = await upstreamApi!.app.request('/api/posts/news?page=1&perPage=3');
    const news = (await newsAnswer.json()) as { items: Array<{ id: number }> };
    const newsLink = `href="/posts/news/${news.items[0]!.id}"`;

    let signalledAt = 0;
    let refusedAfterSignal: Promise<'connected' | 'refused'> | undefined;
    const response = await new Promise<{ status: number; firstChunk: string; body: string; endedAt: number }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: site.port, path: '/', headers: { 'user-agent': browserAgent } }, (res) => {
        const chunks: string[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          chunks.push(chunk);
          if (chunks.length === 1) {
            // The shell has arrived; the news list is still held upstream.
            signalledAt = performance.now();
            site.child.kill('SIGTERM');
            // New connections are refused while this page is still held upstream.
            refusedAfterSignal = vi
              .waitFor(
                async () => {
                  if ((await tryConnect(site.port)) === 'connected') throw new Error('still accepting connections');
                  return 'refused' as const;
                },
                { timeout: deferredDelayMs / 2, interval: 20 },
              )
              .catch(() => 'connected' as const);
          }
        });
        res.on('end', () =>
          resolve({ status: res.statusCode!, firstChunk: chunks[0] ?? '', body: chunks.join(''), endedAt: performance.now() }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error('no complete answer within 20 s')));
      req.end();
    });
    const exit = await site.exited;

    expect(response.status).toBe(200);
    expect(response.firstChunk).not.toContain(newsLink);
    expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
    expect(response.body).toContain(newsLink);
    expect(await refusedAfterSignal).toBe('refused');
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at).toBeGreaterThanOrEqual(response.endedAt);
    expect(exit.at - signalledAt).toBeLessThan(timeoutMs + 2_000);
    const { primary, workers: drained } = shutdownByProcess(site.logs);
    expect(primary).toMatchObject([{ event: 'shutdown-start', signal: 'SIGTERM' }, { event: 'shutdown-complete' }]);
    // The worker holding the page had it open at the signal; every worker ended with nothing open.
    expect(drained.map(([start]) => start!.openRequests).sort()).toEqual([0, 1]);
    for (const [start, end] of drained) {
      expect(start).toMatchObject({ event: 'shutdown-start', signal: 'SIGTERM' });
      expect(end).toMatchObject({ event: 'shutdown-complete', openRequests: 0 });
    }
    console.log(
      `container CMD, SIGTERM during a streamed page: the page ended ${Math.round(response.endedAt - signalledAt)} ms after SIGTERM, ` +
        `drain logged ${String(primary[1]!.drainMs)} ms, ` +
        `exit ${Math.round(exit.at - signalledAt)} ms after SIGTERM (bound ${timeoutMs} ms)`,
    );
  }, 60_000);

  it('answers with every worker, counts them all in one /metrics, and starts a worker again when one dies', async () => {
    const metricsPort = await freePort();
    const site = await startImage({ METRICS_PORT: String(metricsPort) });
    const metrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const views = 6;
    for (let i = 0; i < views; i++) expect((await getOnce(site.port, '/readyz')).status).toBe(200);
    const answeredBy = new Set(
      eventlessLines(site.logs)
        .filter((entry) => entry.route === '/readyz')
        .map((entry) => entry.worker),
    );
    expect(answeredBy.size).toBe(workers);
    const before = await metrics();
    expect(sample(before, 'http_requests_total{method="GET",route="/readyz",status="200"}')).toBe(views);
    expect(sample(before, 'site_workers')).toBe(workers);

    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.child.pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    expect(children).toHaveLength(workers);
    // Each worker runs with the memory the primary planned for it (docs/operations.md, "Workers and memory").
    for (const pid of children) {
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(
        expect.arrayContaining([expect.stringMatching(/^--max-old-space-size=\d+$/)]),
      );
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    }
    process.kill(Number(children[0]), 'SIGKILL');
    await vi.waitFor(
      () => {
        const listening = eventlessLines(site.logs).filter((entry) => String(entry.msg).startsWith('site listening'));
        expect(listening).toHaveLength(workers + 1);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(eventLines(site.logs).find((entry) => entry.event === 'worker-exit')).toMatchObject({ signal: 'SIGKILL' });
    const after = await metrics();
    expect(sample(after, 'site_worker_restarts_total')).toBe(1);
    expect(sample(after, 'site_workers')).toBe(workers);
    for (let i = 0; i < workers; i++) expect((await getOnce(site.port, '/about')).status).toBe(200);
    site.child.kill('SIGTERM');
    expect(await site.exited).toMatchObject({ code: 0, signal: null });
  }, 90_000);

  it('spreads kept-alive connections evenly: a worker holding more than its share asks the excess to reconnect', async () => {
    const metricsPort = await freePort();
    const site = await startImage({ METRICS_PORT: String(metricsPort) });
    const [, second] = execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.child.pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
      .map(Number);
    const connections = 20;
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    let round = 0;
    const logged = (prefix: string) => {
      const answeredBy = new Map<string, unknown>();
      for (const entry of eventlessLines(site.logs))
        if (typeof entry.requestId === 'string' && entry.requestId.startsWith(prefix)) answeredBy.set(entry.requestId, entry.worker);
      return answeredBy;
    };
    /** One GET on each kept-alive connection at once; which worker answered each, and whether it asked to reconnect. */
    const getOnEach = (whileSent: () => Promise<void> = async () => {}) => {
      const prefix = `balance-${++round}-`;
      const answers = Promise.all(
        Array.from(
          { length: connections },
          (_, i) =>
            new Promise<{ id: string; connection: string | undefined }>((resolve, reject) => {
              const id = `${prefix}${i}`;
              request({ host: '127.0.0.1', port: site.port, path: '/readyz', agent, headers: { 'x-request-id': id } }, (res) => {
                res.resume();
                res.on('end', () => resolve({ id, connection: res.headers.connection }));
              })
                .on('error', reject)
                .end();
            }),
        ),
      );
      return whileSent().then(async () => {
        const done = await answers;
        let answeredBy = new Map<string, unknown>();
        await vi.waitFor(() => {
          answeredBy = logged(prefix);
          expect(answeredBy.size).toBe(connections);
        });
        return done.map((answer) => ({ ...answer, worker: answeredBy.get(answer.id) }));
      });
    };
    try {
      // The second worker stopped: the primary hands it one connection, which waits, and the first worker every other.
      process.kill(second!, 'SIGSTOP');
      const first = await getOnEach(async () => {
        try {
          await vi.waitFor(() => expect(logged(`balance-${round}-`).size).toBe(connections - 1), { timeout: 10_000 });
        } finally {
          process.kill(second!, 'SIGCONT');
        }
      });
      const byWorker = (answers: Array<{ worker: unknown }>) => {
        const counts = new Map<unknown, number>();
        for (const answer of answers) counts.set(answer.worker, (counts.get(answer.worker) ?? 0) + 1);
        return [...counts.values()].sort((a, b) => b - a);
      };
      expect(byWorker(first)).toEqual([connections - 1, 1]);
      // The share is 10: the first worker sheds what it holds past it and the slack, the primary hands the
      // connections opened again to either worker, and it goes on until each holds about half.
      await vi.waitFor(
        async () => {
          const now = await getOnEach();
          expect(now.filter((answer) => answer.connection === 'close')).toHaveLength(0);
          const [most = 0, least = 0] = byWorker(now);
          expect(most).toBeLessThanOrEqual(connections / workers + 1);
          expect(least).toBeGreaterThanOrEqual(connections / workers - 1);
        },
        { timeout: 20_000, interval: 200 },
      );
      const shed = sample(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), 'site_connections_shed_total');
      expect(shed).toBeGreaterThanOrEqual(connections / workers - 2);
    } finally {
      agent.destroy();
    }
    site.child.kill('SIGTERM');
    expect(await site.exited).toMatchObject({ code: 0, signal: null });
  }, 90_000);

  it('a logout handled by one worker signs the cookie out on every worker (revocations shared without Redis)', async () => {
    const site = await startImage({ AUTH_RATE_LIMIT_FACTOR: '10' });
    const email = `workers-${Date.now()}@example.ru`;
    const password = 'Надёжный-пароль-42';
    const registered = await callOnce(
      site.port,
      'POST',
      '/api/auth/registration',
      {},
      {
        name: 'Анна',
        phoneNumber: '+7 900 000-00-00',
        email,
        password,
        confirmPassword: password,
        agreement: true,
        personalDataConsent: true,
      },
    );
    expect(registered.status, registered.body).toBe(200);
    const api = eventlessLines(site.logs).find((entry) => String(entry.msg).startsWith('embedded API on'))!;
    const apiUrl = String(api.msg).slice('embedded API on '.length);
    const mails = (await (await fetch(`${apiUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ link?: string }>;
    const code = mails
      .find((mail) => mail.link?.includes('/confirm/registration/'))!
      .link!.split('/')
      .pop()!;
    expect((await callOnce(site.port, 'POST', `/api/auth/activate/${code}`, {}, {})).status).toBe(200);
    const login = await callOnce(site.port, 'POST', '/api/auth/login', {}, { email, password, callbackUrl: '/' });
    expect(login.status, login.body).toBe(200);
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const states = async () =>
      Promise.all(
        Array.from({ length: 2 * workers }, async () => {
          const answer = await getOnce(site.port, '/api/auth/session', { cookie });
          return (JSON.parse(answer.body) as { status: string }).status;
        }),
      );
    expect(new Set(await states())).toEqual(new Set(['authenticated']));
    // The copy of the cookie is kept; the logout happens on whichever worker gets it.
    expect((await callOnce(site.port, 'POST', '/api/auth/logout', { cookie }, {})).status).toBe(200);
    await vi.waitFor(async () => expect(new Set(await states())).toEqual(new Set(['unauthenticated'])), { timeout: 10_000, interval: 100 });
    site.child.kill('SIGTERM');
    expect(await site.exited).toMatchObject({ code: 0, signal: null });
  }, 90_000);
});
