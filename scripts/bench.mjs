// `npm run bench`: how fast the built site serves its main pages, and how close that is to what this
// machine can serve at all. docs/operations.md, "# Benchmark".
//
// It starts the production build (embedded API, loopback only, a fresh data folder), finds real
// addresses through the site's own API, and loads each with wrk (scripts/bench-wrk.mjs; 50
// connections, one thread, 4 s a run) as a browser and, for pages, as YandexBot — pages are served
// from reused HTML, as in production (docs/decisions/011-reused-public-html.md). In the same run a
// bare node:http server (scripts/bench-ceiling.mjs) answers each address with the site's very answer,
// bytes and header lines, checked before any load: that is the ceiling. Every address is loaded in
// at least three interleaved site/ceiling pairs and each figure is the median of its runs with the
// lowest and highest (scripts/bench-stats.mjs). wrk's own CPU is printed with every run.
//
// Then: the section page rendered on every view (its latency distribution at 50 connections, the
// same pairs), the server's memory after the load, upstream calls per page view with warm caches,
// what answering /api through the BFF costs next to the embedded API called directly, a page whose
// deferred section is 300 ms slow (time to first and last byte), and what the home page's JavaScript
// is made of per npm package and app folder (scripts/bench-js-split.mjs).
// A full run writes bench/results.json, bench/results.md and the README block between the bench
// markers (scripts/bench-report.mjs), with the previous run's figures beside the new ones.
//
//   node scripts/bench.mjs [--quick] [--seconds N] [--fresh-seconds N] [--pairs N] [--connections N]
//                          [--threads N] [--workers N] [--no-save] [--readme] [--no-js-split]
//                          [--rendered-only | --shell-only]
//
// --quick: runs of 2 s (renders 4 s), pages as a browser only, about four minutes; it saves nothing
// (the committed figures are full runs) unless --readme, which rewrites the README block only.
// --workers N: the site is started with WEB_CONCURRENCY=N; without it the site picks its own number.
// Either way the ceiling gets as many serving processes as the site turns out to run.
// --rendered-only: only the section page rendered on every view, in pairs against its ceiling, about
// a minute, nothing saved: the figure to compare before and after a change to the render, with the
// server's CPU per render and each process's RSS after.
// --shell-only: only the home page with its deferred news list held 300 ms; nothing saved.
//
// Every load is bounded in time and connections, targets loopback only, and every process it starts
// is stopped by its own PID on exit, on error and on Ctrl-C.
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { runAutocannon } from './bench-autocannon.mjs';
import { answerDifferences, answerKey } from './bench-ceiling.mjs';
import { rebuildWithSourceMaps, scriptsLoadedBy, splitFiles } from './bench-js-split.mjs';
import { clusterWorkers, cpuTicks, listeningPorts, processTree, readRss } from './bench-processes.mjs';
import { previousFigures, readPreviousResults, renderMarkdown, writeReadmeBlock, writeResults } from './bench-report.mjs';
import { formatSpread, medianSpread } from './bench-stats.mjs';
import { clockTicksPerSecond, ensureWrk, generatorWarnShare, runWrk } from './bench-wrk.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';

const visitorAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const crawlerAgent = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
/**
 * What browsers send, so both the site and the ceiling are asked with `accept-encoding: gzip, br`,
 * and the ceiling replays the very bytes (and content-encoding) the site sent: Brotli pages, JSON and
 * assets (docs/decisions/013-compression.md). Timed answers are decoded as they arrive, so that "the
 * shell" is when the first decoded bytes are there, not only the first compressed ones.
 */
const acceptEncoding = 'gzip, br';
const pageAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const modes = {
  visitor: { 'user-agent': visitorAgent, 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8', 'accept-encoding': acceptEncoding },
  crawler: { 'user-agent': crawlerAgent, 'accept-encoding': acceptEncoding },
};

// ---------------------------------------------------------------------------------------------
async function run() {
  const { values: options } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      'fresh-seconds': { type: 'string' },
      pairs: { type: 'string' },
      connections: { type: 'string' },
      threads: { type: 'string' },
      workers: { type: 'string' },
      'no-save': { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
      'no-js-split': { type: 'boolean', default: false },
      'rendered-only': { type: 'boolean', default: false },
      'shell-only': { type: 'boolean', default: false },
    },
  });
  const quick = options.quick;
  const whole = (name, value, fallback, min, max) => {
    const number = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(number) || number < min || number > max) fail(`--${name}: a whole number from ${min} to ${max}`);
    return number;
  };
  const settings = {
    quick,
    seconds: whole('seconds', options.seconds, quick ? 2 : 4, 1, 60),
    freshSeconds: whole('fresh-seconds', options['fresh-seconds'], quick ? 4 : 10, 2, 120),
    pairs: whole('pairs', options.pairs, 3, 3, 15),
    connections: whole('connections', options.connections, 50, 1, 1000),
    threads: whole('threads', options.threads, 1, 1, 16),
    workers: options.workers === undefined ? undefined : whole('workers', options.workers, 1, 1, 64),
    jsSplit: !options['no-js-split'],
  };
  if (settings.threads > settings.connections) fail('--threads: at most --connections');

  const bench = new Bench(settings);
  process.on('SIGINT', () => bench.interrupt('SIGINT'));
  process.on('SIGTERM', () => bench.interrupt('SIGTERM'));
  // Whatever happens, nothing this script started outlives it.
  process.on('exit', () => bench.killAllNow());
  try {
    bench.wrkPath = ensureWrk((message) => bench.log(message));
    if (options['rendered-only']) await bench.renderedOnly();
    else if (options['shell-only']) await bench.shellOnly();
    else {
      const save = quick ? (options.readme ? 'readme' : 'nothing') : options['no-save'] ? 'nothing' : 'all';
      await bench.main(save);
    }
  } catch (error) {
    console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await bench.stopAll();
    process.exit(1);
  }
  await bench.stopAll();
}

function fail(message) {
  console.error(`[bench] ${message}`);
  process.exit(2);
}

class Bench {
  constructor(settings) {
    this.settings = settings;
  }

  startedAt = performance.now();
  ticksPerSecond = clockTicksPerSecond();
  /** @type {Map<number, { name: string, child: import('node:child_process').ChildProcess, tail: () => string }>} */
  processes = new Map();
  tempDirs = [];
  servers = [];
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** The pids whose CPU must settle before a run: the site's, the ceiling's, the direct API's trees. */
  idleRoots = [];
  /** wrk runs above `generatorWarnShare` of a core (per thread). */
  generatorWarnings = [];
  /** The highest share of a core wrk used in any run. */
  generatorMaxShare = 0;
  /** The site's first process, whose tree's CPU time the render runs read. */
  sitePid = undefined;

  log(message) {
    const seconds = ((performance.now() - this.startedAt) / 1000).toFixed(1).padStart(5);
    console.log(`[bench ${seconds}s] ${message}`);
  }

  // --- processes --------------------------------------------------------------------------------

  start(name, args, env, { fork: isFork = false } = {}) {
    const baseEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? os.tmpdir(), TMPDIR: os.tmpdir() };
    const child = isFork
      ? fork(args[0], args.slice(1), { cwd: root, env: { ...baseEnv, ...env }, serialization: 'advanced', stdio: 'pipe' })
      : spawn(process.execPath, args, { cwd: root, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const entry = { name, child, tail: () => tail };
    this.track(child, name, entry);
    this.log(`started ${name} (pid ${child.pid})`);
    return entry;
  }

  /** Keeps `child` in the list of what is stopped by its pid on exit, error and Ctrl-C. */
  track(child, name, entry = { name, child, tail: () => '' }) {
    this.processes.set(child.pid, entry);
    child.on('exit', () => this.processes.delete(child.pid));
  }

  async stop(entry) {
    const { child } = entry;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  async stopAll() {
    for (const server of this.servers.splice(0)) server.close();
    await Promise.all([...this.processes.values()].map((entry) => this.stop(entry)));
    this.agent.destroy();
    for (const dir of this.tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  }

  killAllNow() {
    for (const { child } of this.processes.values()) child.kill('SIGKILL');
    for (const dir of this.tempDirs) rmSync(dir, { recursive: true, force: true });
  }

  async interrupt(signal) {
    this.log(`${signal}: stopping the load and every process started`);
    await this.stopAll();
    process.exit(130);
  }

  tempDir(prefix) {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    this.tempDirs.push(dir);
    return dir;
  }

  /** Until `url` answers 200; 90 s at most (a clustered site starting beside another on a busy machine took over 30 s). */
  async waitForHttp(url, entry, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (entry.child.exitCode !== null) throw new Error(`${entry.name} exited (${entry.child.exitCode}):\n${entry.tail()}`);
      try {
        const answer = await get(url, {}, undefined);
        if (answer.status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${entry.name} did not answer ${url} within ${timeoutMs} ms:\n${entry.tail()}`);
      await sleep(100);
    }
  }

  // --- measuring --------------------------------------------------------------------------------

  /**
   * Waits until the given processes and their children use (almost) no CPU: after a run the site may
   * still be rendering the requests that were in flight when the load stopped, and that would be
   * counted against the next run (the ceiling's, on the same cores).
   */
  async waitIdle(roots = this.idleRoots, maxMs = 20_000) {
    const pids = roots.flatMap((pid) => processTree(pid));
    const started = performance.now();
    for (;;) {
      const before = pids.map(cpuTicks);
      await sleep(100);
      const busy = pids.some((pid, index) => cpuTicks(pid) - before[index] > 1);
      if (!busy || performance.now() - started > maxMs) break;
    }
    const waited = performance.now() - started;
    if (waited > 1000) this.log(`waited ${(waited / 1000).toFixed(1)} s for the servers to go idle`);
    return waited;
  }

  /** One wrk run; `fresh`: the run's own name, for a query of its own on every request. */
  async wrk(url, headers, { seconds, fresh }) {
    if (!this.scriptDir) this.scriptDir = this.tempDir('bench-wrk-');
    const result = await runWrk({
      url,
      headers,
      seconds,
      fresh,
      connections: this.settings.connections,
      threads: this.settings.threads,
      scriptDir: this.scriptDir,
      ticksPerSecond: this.ticksPerSecond,
      track: (child, name) => this.track(child, name),
    });
    const share = result.generator.coreShare;
    if (share !== undefined) this.generatorMaxShare = Math.max(this.generatorMaxShare, share / this.settings.threads);
    return result;
  }

  /**
   * `pairs` rounds over `sides` (the site and its ceiling, and for /api the embedded API directly),
   * each side once a round, the order reversed every other round so that no side always runs right
   * after the same other one. Each run waits for the servers to go idle first.
   * @param {string} label
   * @param {{ name: string, url: string, headers: Record<string, string> }[]} sides
   * @param {{ seconds: number, fresh?: boolean, serverPids?: Record<string, number> }} options `serverPids`: for the
   *   sides named, the server process whose tree's CPU time each run used is read (`serverCpuMs`), until
   *   it is idle again after the run, so the renders still in flight when wrk stops are counted too
   */
  async rounds(label, sides, { seconds, fresh = false, serverPids = {} }) {
    const runs = Object.fromEntries(sides.map((side) => [side.name, []]));
    const runName = Date.now().toString(36);
    for (let round = 0; round < this.settings.pairs; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        await this.waitIdle();
        const serverPid = serverPids[side.name];
        const cpuBefore = serverPid === undefined ? 0 : treeTicks(serverPid);
        const result = await this.wrk(side.url, side.headers, { seconds, fresh: fresh ? `${runName}.${round}.${side.name}` : undefined });
        if (serverPid !== undefined) {
          await this.waitIdle();
          result.serverCpuMs = ((treeTicks(serverPid) - cpuBefore) / this.ticksPerSecond) * 1000;
        }
        runs[side.name].push(result);
        const share = result.generator.coreShare;
        const cpu = share === undefined ? 'wrk CPU unknown' : `wrk ${Math.round((share / this.settings.threads) * 100)} % of a core`;
        const errors = result.non2xx + Object.values(result.errors).reduce((sum, each) => sum + each, 0);
        this.log(
          `${label} · ${side.name} ${round + 1}/${this.settings.pairs}: ${thousands(Math.round(result.rps))} req/s, ` +
            `p50 ${ms(result.latency.p50)} p90 ${ms(result.latency.p90)} p99 ${ms(result.latency.p99)} ms` +
            `${errors ? `, ${errors} errors or non-2xx` : ''}; ${cpu}`,
        );
        if (share !== undefined && share / this.settings.threads > generatorWarnShare) {
          const warning = `${label} · ${side.name} ${round + 1}: wrk at ${Math.round((share / this.settings.threads) * 100)} % of a core`;
          this.generatorWarnings.push(warning);
          this.log(`warning: ${warning}: the generator may be what limits this run, not the server`);
        }
      }
    }
    return runs;
  }

  /**
   * A steady `rate` of requests a second for `seconds`, at most 10 in flight, each timed to the
   * microsecond: below what either side can serve, so p50 is the time a call gains on its way, not
   * the queue a saturated run builds.
   */
  async steadyLatency(url, headers, seconds, rate) {
    await this.waitIdle();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const times = [];
    let failed = 0;
    const inFlight = new Set();
    const started = performance.now();
    for (let i = 0; i < rate * seconds; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const call = get(url, headers, agent).then(
        (answer) => (answer.status === 200 ? times.push(answer.totalMs) : failed++),
        () => failed++,
      );
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
    }
    await Promise.all(inFlight);
    agent.destroy();
    times.sort((a, b) => a - b);
    const at = (q) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0, 3);
    return { rps: Math.round(times.length / ((performance.now() - started) / 1000)), p50: at(0.5), p99: at(0.99), failed };
  }

  /**
   * The production build with its embedded API on a free loopback port and a fresh data folder;
   * `WEB_CONCURRENCY` from --workers. Resolves once it answers and its number of serving processes
   * (node:cluster workers, or its one process) holds.
   */
  async startSite(env, name = 'site (dist/server/main.js)') {
    const port = await freePort();
    const site = this.start(name, ['dist/server/main.js'], {
      NODE_ENV: 'production',
      HOST: host,
      PORT: String(port),
      DATA_DIR: this.tempDir('bench-site-'),
      LOG_LEVEL: 'warn',
      ...(this.settings.workers !== undefined ? { WEB_CONCURRENCY: String(this.settings.workers) } : {}),
      ...env,
    });
    const origin = `http://${host}:${port}`;
    await this.waitForHttp(`${origin}/healthz`, site);
    const serving = await this.servingProcesses(site);
    return { site, origin, port, serving };
  }

  /**
   * How many processes answer the site's requests: its node:cluster workers, or 1 when it serves
   * from its own process. Workers start after the primary answers: the count is read until it has
   * held for a second (at most 15 s).
   */
  async servingProcesses(site) {
    const started = Date.now();
    let count = -1;
    let heldSince = Date.now();
    for (;;) {
      const now = clusterWorkers(site.child.pid).length;
      if (now !== count) {
        count = now;
        heldSince = Date.now();
      }
      const enough = this.settings.workers === undefined || count >= this.settings.workers;
      if ((enough && Date.now() - heldSince >= 1000) || Date.now() - started > 15_000) break;
      await sleep(200);
    }
    const serving = Math.max(1, count);
    this.log(
      count > 0 ? `${site.name}: ${count} node:cluster workers` : `${site.name}: serves from its one process (no node:cluster workers)`,
    );
    if (this.settings.workers !== undefined && serving !== this.settings.workers)
      this.log(`warning: --workers ${this.settings.workers} asked for, the site serves with ${serving}: the ceiling gets ${serving}`);
    return serving;
  }

  /**
   * The bare node:http ceiling answering `answers`, with `processes` serving processes, checked: for
   * every answer, from each of its processes (a new connection each), the same status, header lines
   * and body bytes as the site's (scripts/bench-ceiling.mjs, `answerDifferences`).
   * @param {{ key: string, url: string, headers: Record<string, string>, status: number, rawHeaders: string[], body: Buffer }[]} answers
   */
  async startCeiling(answers, processes) {
    const port = await freePort();
    const ceiling = this.start(
      `ceiling (bare node:http, ${processes} process${processes > 1 ? 'es' : ''})`,
      [fileURLToPath(new URL('./bench-ceiling.mjs', import.meta.url))],
      { BENCH_CEILING_PROCESSES: String(processes) },
      { fork: true },
    );
    const listening = await new Promise((resolve, reject) => {
      ceiling.child.once('message', (message) => resolve(message.port));
      ceiling.child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code}):\n${ceiling.tail()}`)));
      ceiling.child.send({ answers: answers.map(({ key, status, rawHeaders, body }) => ({ key, status, rawHeaders, body })), port });
    });
    const ceilingOrigin = `http://${host}:${listening}`;
    for (const answer of answers) {
      for (let i = 0; i < processes + 1; i++) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const replay = await get(ceilingOrigin + answer.url, answer.headers, agent);
        agent.destroy();
        const differences = answerDifferences(answer, replay);
        if (differences.length) throw new Error(`the ceiling's answer to ${answer.url} is not the site's:\n  ${differences.join('\n  ')}`);
      }
    }
    this.log(`ceiling on ${ceilingOrigin}: ${answers.length} answers, each the site's status, header lines and bytes (checked)`);
    return { ceiling, ceilingOrigin };
  }

  /** The site's answer to `url` as the ceiling will replay it (through a keep-alive connection, as wrk asks). */
  async capture(origin, url, headers) {
    const answer = await get(origin + url, headers, this.agent);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    return {
      key: answerKey(headers['user-agent'] ?? '', url),
      url,
      headers,
      status: answer.status,
      rawHeaders: answer.rawHeaders,
      body: answer.body,
      decodedBytes: answer.decoded.length,
      contentType: answer.headers['content-type'] ?? 'application/octet-stream',
      contentEncoding: answer.headers['content-encoding'] ?? null,
    };
  }

  /** The section page rendered on every view, in pairs against its ceiling; nothing saved. */
  async renderedOnly() {
    const { site, origin, serving } = await this.startSite({});
    this.sitePid = site.child.pid;
    const section = (await this.discover(origin)).targets.find((target) => target.name === 'section');
    const headers = headersFor(section, 'visitor');
    const fresh = await this.capture(origin, freshPath(section.path, 'capture'), headers);
    const { ceiling, ceilingOrigin } = await this.startCeiling([fresh], serving);
    this.idleRoots = [site.child.pid, ceiling.child.pid];
    await this.wrk(origin + section.path, headers, { seconds: 3, fresh: `warm${Date.now().toString(36)}` });
    const rendered = this.freshSummary(await this.freshRounds(origin, ceilingOrigin, section.path, headers));
    this.log(describeRendered(rendered));
    this.log(`site RSS after the renders: ${describeMemory(this.siteMemory(site.child.pid))}`);
  }

  /** The home page with its deferred news list 300 ms slow, alone: when the shell arrives, decoded; nothing saved. */
  async shellOnly() {
    const slow = await this.slowDeferred(await this.startSlowStack(), null);
    this.log(`visitor: ${JSON.stringify(slow.visitor)}`);
    this.log(`crawler: ${JSON.stringify(slow.crawler)}`);
  }

  async freshRounds(origin, ceilingOrigin, sectionPath, headers) {
    return this.rounds(
      'section rendered on every view',
      [
        { name: 'site', url: origin + sectionPath, headers },
        { name: 'ceiling', url: ceilingOrigin + sectionPath, headers },
      ],
      { seconds: this.settings.freshSeconds, fresh: true, serverPids: { site: this.sitePid } },
    );
  }

  /**
   * The render runs' figures. wrk records only what completes within a run: when p99 nears the run's
   * length, the slowest requests may not be in it at all, and the run must be longer.
   */
  freshSummary(runs) {
    const summary = { ...pairSummary(runs.site, runs.ceiling), seconds: this.settings.freshSeconds };
    const tooShort = summary.site.p99.max > (this.settings.freshSeconds * 1000) / 3;
    if (tooShort)
      this.log(
        `warning: p99 of a render run reached ${ms(summary.site.p99.max)} ms, more than a third of its ${this.settings.freshSeconds} s: ` +
          'slower requests may have been cut off; give --fresh-seconds more',
      );
    return { ...summary, runsTooShortForTail: tooShort };
  }

  /** @param {'all' | 'readme' | 'nothing'} save */
  async main(save) {
    const { settings } = this;
    const loadAtStart = os.loadavg();
    this.log(
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ` +
        `${loadAtStart.map((each) => each.toFixed(2)).join(' ')}; wrk ${settings.threads} thread(s) × ` +
        `${settings.connections} connections, ${settings.seconds} s a run (renders ${settings.freshSeconds} s), ` +
        `${settings.pairs} site/ceiling pairs${settings.quick ? ', quick' : ''}`,
    );
    const previous = previousFigures(readPreviousResults(root));

    // 1. The built site with its embedded API.
    const metricsPort = await freePort();
    const [slowStack, { site, origin, port, serving }] = await Promise.all([
      this.startSlowStack(),
      this.startSite({ METRICS_PORT: String(metricsPort), SHUTDOWN_TIMEOUT_MS: '2000' }),
    ]);
    this.log(`site on ${origin}, metrics on ${host}:${metricsPort}`);
    this.sitePid = site.child.pid;

    // 2. Real addresses, found through the running site.
    const discovered = await this.discover(origin);
    const targets = discovered.targets.map((target) =>
      settings.quick && target.kind === 'page' ? { ...target, modes: ['visitor'] } : target,
    );
    for (const target of targets) this.log(`target ${target.name}: ${shorten(target.path, 100)}`);

    // Each answer as sent, per mode; a few sequential views warm the caches and the JIT.
    const answers = [];
    for (const target of targets) {
      for (const mode of target.modes) {
        const headers = headersFor(target, mode);
        const answer = await this.capture(origin, target.path, headers);
        for (let i = 0; i < 5; i++) await get(origin + target.path, headers, this.agent);
        answers.push({ ...answer, target: target.name, mode });
      }
    }
    // The section page rendered afresh: its answer differs from the reused one (x-cache, framing).
    const sectionTarget = targets.find((target) => target.name === 'section');
    const sectionHeaders = headersFor(sectionTarget, 'visitor');
    const freshAnswer = await this.capture(origin, freshPath(sectionTarget.path, `capture${Date.now().toString(36)}`), sectionHeaders);
    this.log(`captured ${answers.length + 1} answers (${formatKb(answers.reduce((sum, a) => sum + a.body.length, 0))} KB)`);

    // 3. The ceiling, in processes of its own, as many as the site serves with; checked answer by answer.
    const { ceiling, ceilingOrigin } = await this.startCeiling([...answers, freshAnswer], serving);

    // The embedded API the site talks to: its loopback port, read from /proc (it is not logged at warn).
    const embeddedPort = this.embeddedPort(site.child.pid, [port, metricsPort]);
    const apiTarget = targets.find((target) => target.kind === 'api');
    let direct = embeddedPort
      ? { origin: `http://${host}:${embeddedPort}`, how: 'the site’s own embedded API, on its loopback port' }
      : undefined;
    if (!direct) {
      const apiPort = await freePort();
      const standalone = this.start('embedded API (standalone)', ['dist/server/embedded/main.js'], {
        NODE_ENV: 'production',
        HOST: host,
        EMBEDDED_PORT: String(apiPort),
        DATA_DIR: this.tempDir('bench-api-'),
      });
      await this.waitForHttp(`http://${host}:${apiPort}/api/menu/main`, standalone);
      direct = {
        origin: `http://${host}:${apiPort}`,
        how: 'a standalone embedded API, dist/server/embedded/main.js with the same seed data',
        pid: standalone.child.pid,
      };
    }
    const directCheck = await get(direct.origin + apiTarget.path, headersFor(apiTarget, 'visitor'), undefined);
    if (directCheck.status !== 200) throw new Error(`the embedded API answered ${directCheck.status} to ${apiTarget.path}`);
    this.log(`embedded API for the /api comparison: ${direct.origin} (${direct.how})`);

    // 4. The load: each target and mode, on the site and the ceiling in interleaved pairs.
    this.idleRoots = [site.child.pid, ceiling.child.pid, ...(direct.pid ? [direct.pid] : [])];
    const rssBefore = this.siteMemory(site.child.pid);
    const rows = [];
    let proxyUnderLoad;
    for (const target of targets) {
      for (const mode of target.modes) {
        const headers = headersFor(target, mode);
        const answer = answers.find((a) => a.target === target.name && a.mode === mode);
        const sides = [
          { name: 'site', url: origin + target.path, headers },
          { name: 'ceiling', url: ceilingOrigin + target.path, headers },
          ...(target.kind === 'api' ? [{ name: 'direct', url: direct.origin + target.path, headers }] : []),
        ];
        const runs = await this.rounds(`${target.name} (${mode})`, sides, { seconds: settings.seconds });
        const summary = pairSummary(runs.site, runs.ceiling);
        rows.push({
          target: target.name,
          kind: target.kind,
          mode,
          path: target.path,
          bytes: answer.body.length,
          decodedBytes: answer.decodedBytes,
          contentType: answer.contentType,
          contentEncoding: answer.contentEncoding,
          ...summary,
        });
        this.log(
          `${target.name} (${mode}): ${thousands(Math.round(summary.site.rps.median))} req/s, ceiling ` +
            `${thousands(Math.round(summary.ceiling.rps.median))}: ratio ${formatSpread(summary.ratio, formatRatio)}`,
        );
        if (runs.direct) proxyUnderLoad = { site: summary.site, direct: sideSummary(runs.direct) };
      }
    }

    // 4b. The previous bench's generator against the same ceiling, in pairs with wrk.
    const generators = await this.generatorComparison(ceilingOrigin + sectionTarget.path, sectionHeaders);

    // 5a. The section page with nothing reused: each view asks with a query no one asked before.
    const rendered = this.freshSummary(await this.freshRounds(origin, ceilingOrigin, sectionTarget.path, sectionHeaders));
    this.log(describeRendered(rendered));

    // 5b. Memory after the load.
    const rssAfter = this.siteMemory(site.child.pid);
    this.log(`site RSS: ${rssBefore.totalMb} MB before the load, ${describeMemory(rssAfter)}`);

    // 5c. Upstream calls per page view with warm caches (once the renders still in flight have ended).
    await this.waitIdle();
    const views = 10;
    const upstreamPerView = [];
    for (const target of targets) {
      for (const mode of target.modes) {
        const headers = headersFor(target, mode);
        const before = await readUpstreamCalls(metricsPort);
        for (let i = 0; i < views; i++) {
          const answer = await get(origin + target.path, headers, this.agent);
          if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status} after the load`);
        }
        const after = await readUpstreamCalls(metricsPort);
        const byEndpoint = {};
        for (const [endpoint, count] of after.byEndpoint) {
          const diff = count - (before.byEndpoint.get(endpoint) ?? 0);
          if (diff > 0) byEndpoint[endpoint] = round(diff / views, 2);
        }
        upstreamPerView.push({ target: target.name, mode, views, perView: round((after.total - before.total) / views, 2), byEndpoint });
      }
    }
    this.log(`upstream calls per view: ${upstreamPerView.map((u) => `${u.target}/${u.mode} ${u.perView}`).join(', ')}`);

    // 6. /api through the BFF against the embedded API itself, also one request at a time.
    const apiHeaders = headersFor(apiTarget, 'visitor');
    const sequentialSite = await this.sequentialMedian(origin + apiTarget.path, apiHeaders, 200);
    const sequentialDirect = await this.sequentialMedian(direct.origin + apiTarget.path, apiHeaders, 200);
    const steadyRate = 500;
    const steadySeconds = settings.quick ? 2 : 4;
    const steadySite = await this.steadyLatency(origin + apiTarget.path, apiHeaders, steadySeconds, steadyRate);
    const steadyDirect = await this.steadyLatency(direct.origin + apiTarget.path, apiHeaders, steadySeconds, steadyRate);
    const proxyOverhead = {
      path: apiTarget.path,
      direct: direct.how,
      underLoad: {
        siteP50Ms: round(proxyUnderLoad.site.p50.median, 2),
        directP50Ms: round(proxyUnderLoad.direct.p50.median, 2),
        differenceMs: round(proxyUnderLoad.site.p50.median - proxyUnderLoad.direct.p50.median, 2),
        siteRps: Math.round(proxyUnderLoad.site.rps.median),
        directRps: Math.round(proxyUnderLoad.direct.rps.median),
        siteP99Ms: round(proxyUnderLoad.site.p99.median, 2),
        directP99Ms: round(proxyUnderLoad.direct.p99.median, 2),
      },
      steady: {
        rate: steadyRate,
        seconds: steadySeconds,
        connections: 10,
        siteP50Ms: steadySite.p50,
        directP50Ms: steadyDirect.p50,
        differenceMs: round(steadySite.p50 - steadyDirect.p50, 3),
        failed: steadySite.failed + steadyDirect.failed,
        siteP99Ms: steadySite.p99,
        directP99Ms: steadyDirect.p99,
        siteRps: steadySite.rps,
        directRps: steadyDirect.rps,
      },
      sequential: {
        requests: 200,
        siteMedianMs: round(sequentialSite, 3),
        directMedianMs: round(sequentialDirect, 3),
        differenceMs: round(sequentialSite - sequentialDirect, 3),
      },
    };
    this.log(
      `/api overhead: p50 ${proxyOverhead.underLoad.siteP50Ms} ms via the BFF vs ${proxyOverhead.underLoad.directP50Ms} ms direct ` +
        `under load; at ${steadyRate} req/s ${proxyOverhead.steady.siteP50Ms} vs ${proxyOverhead.steady.directP50Ms} ms; ` +
        `one at a time ${proxyOverhead.sequential.siteMedianMs} vs ${proxyOverhead.sequential.directMedianMs} ms`,
    );

    // 7. The home page with its deferred news list 300 ms slow. The baseline renders too: each view
    // has a query of its own, so none is served from reused HTML.
    const baseline = await this.timePage((i) => `${origin}/?bench-view=baseline${i}`, 'visitor', 20);
    const slowDeferred = await this.slowDeferred(slowStack, baseline);

    // 8. What the home page's JavaScript is made of.
    const jsSplit = settings.jsSplit ? await this.jsSplit(origin) : null;

    const durationSeconds = round((performance.now() - this.startedAt) / 1000, 1);
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        memoryGiB: round(os.totalmem() / 2 ** 30, 1),
        loadAverageAtStart: loadAtStart.map((each) => round(each, 2)),
        loadAverageAtEnd: os.loadavg().map((each) => round(each, 2)),
      },
      commit: gitCommit(),
      settings: {
        quick: settings.quick,
        secondsPerRun: settings.seconds,
        freshSecondsPerRun: settings.freshSeconds,
        pairs: settings.pairs,
        connections: settings.connections,
        threads: settings.threads,
        loadGenerator:
          `wrk ${wrkVersion(this.wrkPath)} (${settings.threads} thread${settings.threads > 1 ? 's' : ''}, ` +
          'keep-alive, --latency, 30 s timeout)',
        workersAsked: settings.workers ?? null,
        servingProcesses: serving,
        acceptEncoding,
        visitorUserAgent: visitorAgent,
        crawlerUserAgent: crawlerAgent,
        ceiling:
          'a bare node:http server (as many processes as the site serves with) sending each answer’s status, header lines ' +
          'and body bytes as the site sent them, a new Date and x-request-id per request; checked before the load',
      },
      generator: { maxCoreShare: round(this.generatorMaxShare, 3), warnAbove: generatorWarnShare, warnings: this.generatorWarnings },
      generators,
      section: discovered.section,
      targets: rows,
      rendered: { path: sectionTarget.path, mode: 'visitor', connections: settings.connections, ...rendered },
      memory: { beforeLoad: rssBefore, afterLoad: rssAfter },
      upstreamCallsPerView: upstreamPerView,
      proxyOverhead,
      slowDeferred,
      jsSplit,
      previous,
      durationSeconds,
    };

    const markdown = renderMarkdown(results);
    console.log(`\n${markdown}`);
    if (save === 'all') await writeResults(root, results, markdown);
    else if (save === 'readme') writeReadmeBlock(root, markdown);
    this.log(`done in ${durationSeconds} s`);
  }

  /**
   * autocannon, as the previous bench ran it, and wrk against the ceiling sending the section page, in
   * interleaved pairs: each one's req/s and its own CPU, and autocannon's req/s over wrk's.
   */
  async generatorComparison(url, headers) {
    const { pairs, seconds, connections, threads } = this.settings;
    const runs = { wrk: [], autocannon: [] };
    for (let round = 0; round < pairs; round++) {
      for (const name of round % 2 === 0 ? ['wrk', 'autocannon'] : ['autocannon', 'wrk']) {
        await this.waitIdle();
        const result =
          name === 'wrk'
            ? await this.wrk(url, headers, { seconds }).then((run) => ({
                rps: run.rps,
                coreShare: (run.generator.coreShare ?? NaN) / threads,
              }))
            : await runAutocannon({ url, headers, seconds, connections, track: (child, label) => this.track(child, label) });
        runs[name].push(result);
        this.log(
          `generators against the section's ceiling · ${name} ${round + 1}/${pairs}: ${thousands(Math.round(result.rps))} req/s, ` +
            `${Math.round(result.coreShare * 100)} % of a core`,
        );
      }
    }
    const side = (list) => ({
      rps: roundSpread(medianSpread(list.map((run) => run.rps))),
      coreShare: roundSpread(medianSpread(list.map((run) => run.coreShare))),
    });
    const ratio = medianSpread(runs.autocannon.map((run, index) => run.rps / runs.wrk[index].rps));
    const comparison = { wrk: side(runs.wrk), autocannon: side(runs.autocannon), autocannonOverWrk: roundSpread(ratio) };
    this.log(`autocannon reaches ${formatSpread(comparison.autocannonOverWrk, (v) => v.toFixed(2))} of wrk's req/s on the same ceiling`);
    return comparison;
  }

  /** RSS of the site's processes: the primary (or the one process) and each node:cluster worker. */
  siteMemory(pid) {
    const workers = new Set(clusterWorkers(pid));
    const processes = processTree(pid).map((each) => ({
      pid: each,
      role: each === pid ? (workers.size ? 'primary' : 'site') : workers.has(each) ? 'worker' : 'child',
      ...readRss(each),
    }));
    return {
      totalMb: round(
        processes.reduce((sum, each) => sum + each.rssMb, 0),
        1,
      ),
      processes,
    };
  }

  /** The home page's scripts, as Chromium loads them, split per npm package and app folder. */
  async jsSplit(origin) {
    let chromium = process.env.CHROMIUM_PATH;
    try {
      chromium ??= execFileSync('bash', [path.join(root, 'scripts/find-chromium.sh')], { encoding: 'utf8' }).trim();
    } catch {
      this.log('warning: no Chromium (scripts/find-chromium.sh): the home page JavaScript split is left out');
      return null;
    }
    const [built, files] = await Promise.all([rebuildWithSourceMaps(root), scriptsLoadedBy(`${origin}/`, chromium, visitorAgent)]);
    const split = splitFiles(files, built);
    if (split.mismatched.length)
      this.log(`warning: not as rebuilt (run npm run build first?): ${split.mismatched.join(', ')}; their bytes count as one group`);
    this.log(
      `home JavaScript: ${formatKb(split.totalGzipBytes)} KB gzip in ${split.files.length} files; ` +
        split.groups
          .slice(0, 6)
          .map((group) => `${group.group} ${formatKb(group.gzipBytes)}`)
          .join(', '),
    );
    return split;
  }

  /** Finds the section, product, calculator and design addresses through the running site. */
  async discover(origin) {
    const json = async (apiPath) => {
      const answer = await get(origin + apiPath, { accept: 'application/json' }, this.agent);
      if (answer.status !== 200) throw new Error(`${apiPath} answered ${answer.status}`);
      return JSON.parse(answer.decoded.toString('utf8'));
    };
    const html = async (pagePath) => {
      const answer = await get(origin + pagePath, { 'user-agent': crawlerAgent }, this.agent);
      if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`);
      return answer.decoded.toString('utf8');
    };

    // The section with the most products (sections and their subsections).
    const tree = await json('/api/catalog/sections');
    const sections = tree.flatMap((section) => [section, ...(section.subsections ?? [])]);
    const section = sections.reduce((best, each) => (each.productCount > best.productCount ? each : best));
    const listing = await json(`/api/catalog/sections/${encodeURIComponent(section.id)}/products`);
    const sectionPath = `/catalog/${encodeURIComponent(section.id)}`;
    const sectionHtml = await html(sectionPath);
    const productLinks = new Set(sectionHtml.match(/href="\/product\/[^"]+"/g) ?? []).size;
    this.log(`section ${section.id}: ${listing.total} products, ${listing.perPage} a page, ${productLinks} product links on page 1`);

    // Filtered: the brand with the most products, in stock only.
    const brandFacet = listing.facets.find((facet) => facet.key === 'brand') ?? listing.facets[0];
    const brand = brandFacet.options.reduce((best, each) => (each.count > best.count ? each : best));
    const filteredPath = `${sectionPath}?${brandFacet.key}=${encodeURIComponent(brand.value)}&in_stock=1`;

    const product = listing.items[0];
    const productPath = `/product/${encodeURIComponent(product.url)}/${encodeURIComponent(product.id)}`;

    // A calculator with a result: the cable section one from a power and a length (docs/calculators.md).
    const calculators = await json('/api/calculators');
    const calculator = calculators.find((each) => each.id === 'cable-section') ?? calculators[0];
    const calculatorPath = `/calculators/${calculator.id}?power=5&length=30`;
    if (!(await html(calculatorPath)).includes('calc-answer')) this.log(`warning: ${calculatorPath} shows no result`);

    // The designer's result for a ready-made panel: its page links to the designer with `d=v2.…` (any version).
    const panels = await json('/api/elpanels');
    let designPath;
    for (const panel of panels) {
      const link = /href="\/elpanels\/designer\?(d=v\d+\.[^"]+)"/.exec(await html(`/elpanels/${encodeURIComponent(panel.id)}`));
      if (link) {
        designPath = `/elpanels/designer/result?${link[1].replaceAll('&amp;', '&')}`;
        break;
      }
    }
    if (!designPath) throw new Error('no ready-made panel links to the designer');
    if (!(await html(designPath)).includes('design-result')) this.log(`warning: ${shorten(designPath, 60)} shows no design result`);

    // The entry script, as the home page names it.
    const home = (await get(`${origin}/`, modes.visitor, this.agent)).decoded.toString('utf8');
    const entry = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    if (!entry) throw new Error('the home page names no entry script');

    const page = (name, pagePath) => ({ name, path: pagePath, kind: 'page', modes: ['visitor', 'crawler'] });
    return {
      section: {
        id: section.id,
        name: section.name,
        productCount: section.productCount,
        perPage: listing.perPage,
        productLinksOnPage: productLinks,
      },
      targets: [
        page('home', '/'),
        page('section', sectionPath),
        page('filtered section', filteredPath),
        page('product', productPath),
        page('search', `/catalog/search?q=${encodeURIComponent('автомат')}`),
        page('calculator', calculatorPath),
        page('designer result', designPath),
        { name: 'static asset', path: entry, kind: 'asset', modes: ['visitor'] },
        { name: 'api', path: '/api/posts/news?page=1&perPage=3', kind: 'api', modes: ['visitor'] },
      ],
    };
  }

  /** The embedded API's port: the one loopback listener of the site's processes that is neither its port nor the metrics port. */
  embeddedPort(pid, known) {
    const ports = new Set(
      processTree(pid)
        .flatMap((each) => listeningPorts(each))
        .filter((each) => !known.includes(each)),
    );
    return ports.size === 1 ? [...ports][0] : undefined;
  }

  async sequentialMedian(url, headers, count) {
    const times = [];
    for (let i = 0; i < count; i++) {
      const answer = await get(url, headers, this.agent);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      times.push(answer.totalMs);
    }
    return median(times);
  }

  /**
   * Median time to the response head, the first body bytes, the shell (the first decoded bytes) and
   * the last byte over sequential views, with the coding the answers came in and the bytes on the wire.
   * `url`: one address, or a function of the view's number.
   */
  async timePage(url, mode, count) {
    const ttfb = [];
    const firstBody = [];
    const shell = [];
    const total = [];
    const wireBytes = [];
    let coding = 'identity';
    for (let i = 0; i < count; i++) {
      const answer = await get(typeof url === 'function' ? url(i) : url, { ...modes[mode], accept: pageAccept }, this.agent);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      ttfb.push(answer.ttfbMs);
      firstBody.push(answer.firstChunkMs);
      shell.push(answer.firstDecodedMs);
      total.push(answer.totalMs);
      wireBytes.push(answer.body.length);
      coding = answer.headers['content-encoding'] ?? 'identity';
    }
    return {
      requests: count,
      coding,
      wireBytes: median(wireBytes),
      ttfbMs: round(median(ttfb), 1),
      firstBodyMs: round(median(firstBody), 1),
      shellMs: round(median(shell), 1),
      lastByteMs: round(median(total), 1),
    };
  }

  /**
   * A second site whose upstream is a standalone embedded API behind a proxy that holds the news
   * list (the home page's deferred section) 300 ms. Started with the main site, so its start-up is
   * not counted against any load run; it stays idle until the end.
   */
  async startSlowStack() {
    const delayMs = 300;
    const apiPort = await freePort();
    const sitePort = await freePort();
    const siteOrigin = `http://${host}:${sitePort}`;
    const api = this.start('embedded API (standalone, behind a slow proxy)', ['dist/server/embedded/main.js'], {
      NODE_ENV: 'production',
      HOST: host,
      EMBEDDED_PORT: String(apiPort),
      DATA_DIR: this.tempDir('bench-slow-api-'),
      PUBLIC_ORIGIN: siteOrigin,
    });
    await this.waitForHttp(`http://${host}:${apiPort}/api/menu/main`, api);
    const proxy = await this.delayingProxy(apiPort, (url) => url === '/api/posts/news' || url.startsWith('/api/posts/news?'), delayMs);
    const site = this.start('site with a slow news list', ['dist/server/main.js'], {
      NODE_ENV: 'production',
      HOST: host,
      PORT: String(sitePort),
      UPSTREAM_URL: proxy.url,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_ORIGIN: siteOrigin,
      // What streaming a render costs: every view renders.
      PAGE_CACHE_TTL_MS: '0',
      DATA_DIR: this.tempDir('bench-slow-site-'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '2000',
      ...(this.settings.workers !== undefined ? { WEB_CONCURRENCY: String(this.settings.workers) } : {}),
    });
    await this.waitForHttp(`${siteOrigin}/healthz`, site);
    return { delayMs, siteOrigin, proxy, site, api };
  }

  async slowDeferred({ delayMs, siteOrigin, proxy, site, api }, baseline) {
    for (let i = 0; i < 3; i++) await get(`${siteOrigin}/`, modes.visitor, this.agent);
    const delayedBefore = proxy.delayed();
    const visitor = await this.timePage(`${siteOrigin}/`, 'visitor', 20);
    const crawler = await this.timePage(`${siteOrigin}/`, 'crawler', 10);
    const delayedCalls = proxy.delayed() - delayedBefore;
    await this.stop(site);
    await this.stop(api);
    this.log(
      `home with the news list ${delayMs} ms slow (medians, accept-encoding: ${acceptEncoding}): visitor TTFB ${visitor.ttfbMs} ms, ` +
        `shell decoded ${visitor.shellMs} ms (${visitor.coding}), last byte ${visitor.lastByteMs} ms; ` +
        `crawler TTFB ${crawler.ttfbMs} ms, last byte ${crawler.lastByteMs} ms; ${delayedCalls} delayed upstream calls`,
    );
    return { delayMs, delayedPath: '/api/posts/news', delayedCalls, visitor, crawler, withoutDelay: baseline };
  }

  async delayingProxy(targetPort, isDelayed, delayMs) {
    const port = await freePort();
    let delayed = 0;
    const server = http.createServer((req, res) => {
      const forward = () => {
        const upstream = http.request({ host, port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        req.pipe(upstream);
      };
      if (isDelayed(req.url ?? '')) {
        delayed++;
        setTimeout(forward, delayMs);
      } else forward();
    });
    this.servers.push(server);
    return new Promise((resolve) => {
      server.listen(port, host, () => resolve({ url: `http://${host}:${server.address().port}`, delayed: () => delayed }));
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers.

/** CPU time used so far by a process and every process below it (a site's primary and its workers), in clock ticks. */
function treeTicks(pid) {
  return processTree(pid).reduce((sum, each) => sum + cpuTicks(each), 0);
}

function headersFor(target, mode) {
  const base = modes[mode];
  if (target.kind === 'page') return { ...base, accept: pageAccept };
  return { ...base, accept: target.kind === 'api' ? 'application/json' : '*/*' };
}

/** `url` with the bench's `bench-view` query: an address no one asked before, so the site renders it. */
function freshPath(url, view) {
  return `${url}${url.includes('?') ? '&' : '?'}bench-view=${view}`;
}

/**
 * One GET with the raw bytes as sent (`body`, what the ceiling replays), the header lines as sent
 * (`rawHeaders`), the body decoded (`decoded`) and its timings: the response head, the first body
 * bytes on the wire, the first decoded bytes (a compressed page is decoded chunk by chunk as it
 * arrives, as a browser does) and the last byte.
 */
function get(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent: agent ?? false }, (response) => {
      const ttfbMs = performance.now() - started;
      let firstChunkMs;
      let firstDecodedMs;
      const chunks = [];
      const decodedChunks = [];
      const coding = response.headers['content-encoding'];
      const decoder =
        coding === 'br'
          ? zlib.createBrotliDecompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH })
          : coding === 'gzip'
            ? zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH })
            : undefined;
      decoder?.on('data', (chunk) => {
        firstDecodedMs ??= performance.now() - started;
        decodedChunks.push(chunk);
      });
      decoder?.on('error', reject);
      response.on('data', (chunk) => {
        firstChunkMs ??= performance.now() - started;
        chunks.push(chunk);
        if (decoder) decoder.write(chunk);
        else firstDecodedMs ??= firstChunkMs;
      });
      response.on('end', async () => {
        const totalMs = performance.now() - started;
        if (decoder) await new Promise((done) => decoder.end(done));
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body,
          decoded: decoder ? Buffer.concat(decodedChunks) : body,
          ttfbMs,
          firstChunkMs: firstChunkMs ?? ttfbMs,
          firstDecodedMs: firstDecodedMs ?? firstChunkMs ?? ttfbMs,
          totalMs,
        });
      });
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`timed out: ${url}`)));
    request.on('error', reject);
  });
}

/** One side's runs: each figure's median and range, and the totals of what went wrong. */
function sideSummary(runs) {
  const spread = (pick) => roundSpread(medianSpread(runs.map(pick)));
  const shares = runs.map((run) => run.generator.coreShare).filter((share) => share !== undefined);
  return {
    rps: spread((run) => run.rps),
    p50: spread((run) => run.latency.p50),
    p90: spread((run) => run.latency.p90),
    p99: spread((run) => run.latency.p99),
    maxMs: round(Math.max(...runs.map((run) => run.latency.maxMs)), 2),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + Object.values(run.errors).reduce((total, each) => total + each, 0), 0),
    generatorCoreShare: shares.length ? roundSpread(medianSpread(shares)) : null,
    // The server's CPU time per answer, where it was read (`rounds`, `serverPids`).
    ...(runs.every((run) => run.serverCpuMs !== undefined && run.requests > 0)
      ? { cpuMsPerRequest: roundSpread(medianSpread(runs.map((run) => run.serverCpuMs / run.requests))) }
      : {}),
    runs: runs.map((run) => ({
      rps: round(run.rps, 1),
      p50: run.latency.p50,
      p90: run.latency.p90,
      p99: run.latency.p99,
      requests: run.requests,
      seconds: run.durationSeconds,
      generatorCoreShare: run.generator.coreShare === undefined ? null : round(run.generator.coreShare, 3),
    })),
  };
}

/** The site's and the ceiling's runs, run for run: each side's figures and the ratio of each pair's req/s. */
function pairSummary(siteRuns, ceilingRuns) {
  const ratios = siteRuns.map((run, index) => (ceilingRuns[index].rps > 0 ? run.rps / ceilingRuns[index].rps : 0));
  return {
    site: sideSummary(siteRuns),
    ceiling: sideSummary(ceilingRuns),
    ratio: { ...medianSpread(ratios), median: round(medianSpread(ratios).median, 5), values: ratios.map((each) => round(each, 5)) },
  };
}

function roundSpread(spread) {
  return { median: round(spread.median, 3), min: round(spread.min, 3), max: round(spread.max, 3), runs: spread.runs };
}

/** `totalMb` MB after (each process's RSS and peak). */
function describeMemory(memory) {
  return `${memory.totalMb} MB after (${memory.processes.map((each) => `${each.role} ${each.rssMb} MB, peak ${each.peakMb}`).join('; ')})`;
}

function describeRendered(rendered) {
  const { site, ceiling, ratio } = rendered;
  return (
    `section rendered on every view (${rendered.seconds} s runs): ${formatSpread(site.rps, (v) => thousands(Math.round(v)))} req/s; ` +
    (site.cpuMsPerRequest ? `server CPU ${formatSpread(site.cpuMsPerRequest, (v) => v.toFixed(1))} ms a render; ` : '') +
    `p50 ${formatSpread(site.p50, ms)}, p90 ${formatSpread(site.p90, ms)}, p99 ${formatSpread(site.p99, ms)} ms; ` +
    `ceiling ${thousands(Math.round(ceiling.rps.median))} req/s; ratio ${formatSpread(ratio, formatRatio)}; ` +
    `${site.non2xx} non-2xx, ${site.errors} socket errors`
  );
}

/**
 * BENCH_PORTS=4322-4329: the ports the site, the API, the ceiling and the proxy may take, in turn (a
 * shared machine); else any free one.
 */
const portRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextPort = portRange ? Number(portRange[1]) : 0;

function freePort() {
  if (portRange && nextPort > Number(portRange[2])) throw new Error(`BENCH_PORTS ${process.env.BENCH_PORTS}: no port left`);
  const wanted = portRange ? nextPort++ : 0;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(wanted, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function readUpstreamCalls(metricsPort) {
  const answer = await get(`http://${host}:${metricsPort}/metrics`, {}, undefined);
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  const byEndpoint = new Map();
  let total = 0;
  for (const line of answer.decoded.toString('utf8').split('\n')) {
    const match = /^upstream_requests_total\{([^}]*)\}\s+(\S+)$/.exec(line);
    if (!match) continue;
    const endpoint = /endpoint="([^"]*)"/.exec(match[1])?.[1] ?? 'unknown';
    const count = Number(match[2]);
    byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? 0) + count);
    total += count;
  }
  return { byEndpoint, total };
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** `4.1.0-3+b2`, from `wrk --version` (which prints its banner and exits 1). */
function wrkVersion(wrkPath) {
  let text = '';
  try {
    text = execFileSync(wrkPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    text = `${error.stdout ?? ''}`;
  }
  return /^wrk (?:debian\/)?(\S+)/m.exec(text)?.[1] ?? '?';
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
const formatKb = (bytes) => (bytes / 1024).toFixed(1);
const formatRatio = (ratio) => (ratio >= 0.1 ? ratio.toFixed(2) : ratio >= 0.01 ? ratio.toFixed(3) : ratio.toFixed(4));
const ms = (value) => (value >= 100 ? String(Math.round(value)) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function median(values) {
  return medianSpread(values).median;
}

await run();
