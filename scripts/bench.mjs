// `npm run bench`: how fast the built site serves its main pages, and how close that is to what this
// machine can serve at all. docs/operations.md, "# Benchmark".
//
// It starts the production build (embedded API, loopback only, a fresh data folder), finds real
// addresses through the site's own API, then loads each with autocannon (50 connections, 8 s by
// default) as a browser and, for pages, as YandexBot — pages are served from reused HTML, as in
// production (docs/decisions/011-reused-public-html.md). In the same run a bare node:http server in
// another process replays each answer's exact bytes from memory: that is the ceiling, and each
// figure is printed as a ratio to it. Then: a page whose deferred section is 300 ms slow (time to
// first and last byte), the section page rendered on every view (a query no one asked before), the
// server's memory after the load, upstream calls per page view with warm caches, and what answering
// /api through the BFF costs next to the embedded API called directly.
// Writes bench/results.json, bench/results.md and the README block between the bench markers.
//
//   node scripts/bench.mjs [--seconds N] [--quick] [--connections N] [--no-save] [--rendered-only | --shell-only]
//
// --rendered-only measures the section page rendered on every view three times against its ceiling,
// in about a minute, and saves nothing: the figure to compare before and after a change to the render.
// --shell-only measures only the home page with its deferred news list held 300 ms: when the shell
// arrives (decoded, with accept-encoding: gzip, br) and the last byte; nothing saved.
//
// Every load is bounded in time and connections, targets loopback only, and every process it starts
// is stopped by its own PID on exit, on error and on Ctrl-C.
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
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
// The ceiling: a bare node:http server in its own process that answers each stored path with the
// stored bytes and the site's own headers (security headers, vary, etag, encoding), less what is
// per connection or per moment. The parent sends the answers over IPC (Buffers, advanced
// serialisation) and gets the port back.
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);

function serveCeiling() {
  process.once('message', ({ answers }) => {
    const byKey = new Map();
    for (const answer of answers) {
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perConnectionHeaders.has(name)));
      headers['content-length'] = String(answer.body.length);
      byKey.set(`${answer.userAgent}\n${answer.path}`, { headers, body: Buffer.from(answer.body) });
    }
    const server = http.createServer((req, res) => {
      const answer = byKey.get(`${req.headers['user-agent'] ?? ''}\n${req.url}`);
      if (!answer) {
        res.writeHead(404, { 'content-length': '0' });
        res.end();
        return;
      }
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    });
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  });
  // The parent went away (finished, or was killed): so does the ceiling.
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
async function run() {
  const { values: options } = parseArgs({
    options: {
      seconds: { type: 'string' },
      quick: { type: 'boolean', default: false },
      connections: { type: 'string' },
      'no-save': { type: 'boolean', default: false },
      'rendered-only': { type: 'boolean', default: false },
      'shell-only': { type: 'boolean', default: false },
    },
  });
  const seconds = options.seconds !== undefined ? Number(options.seconds) : options.quick ? 3 : 8;
  const connections = options.connections !== undefined ? Number(options.connections) : 50;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) fail('--seconds: a whole number from 1 to 60');
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) fail('--connections: a whole number from 1 to 200');

  const bench = new Bench(loadAutocannon());
  process.on('SIGINT', () => bench.interrupt('SIGINT'));
  process.on('SIGTERM', () => bench.interrupt('SIGTERM'));
  // Whatever happens, nothing this script started outlives it.
  process.on('exit', () => bench.killAllNow());
  try {
    if (options['rendered-only']) await bench.renderedOnly({ seconds, connections });
    else if (options['shell-only']) await bench.shellOnly();
    else await bench.main({ seconds, connections, save: !options['no-save'] });
  } catch (error) {
    console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await bench.stopAll();
    process.exit(1);
  }
  await bench.stopAll();
}

/**
 * autocannon 9 appends every response body to a string (`body += chunk`, in its
 * PipelinedRequestsQueue), which decodes it as UTF-8: on Cyrillic HTML or gzip bytes that, not the
 * server, caps a run at about 4,000 req/s (100 KB) or 600 req/s (the 112 KB .gz) on this machine.
 * Nothing here reads the bodies (no expectBody, verifyBody or onResponse), so the bench counts the
 * bytes and drops the text: the load generator then reaches 15–25k req/s on the same answers.
 */
function loadAutocannon() {
  const autocannon = require('autocannon');
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js');
  if (typeof queue?.prototype?.addBody === 'function') {
    queue.prototype.addBody = function addBody() {};
    return { autocannon, bodiesDecoded: false };
  }
  console.log('[bench] warning: autocannon has no PipelinedRequestsQueue.addBody to skip: bodies are decoded, the ceiling is lower');
  return { autocannon, bodiesDecoded: true };
}

function fail(message) {
  console.error(`[bench] ${message}`);
  process.exit(2);
}

class Bench {
  constructor({ autocannon, bodiesDecoded }) {
    this.autocannon = autocannon;
    this.bodiesDecoded = bodiesDecoded;
  }

  startedAt = performance.now();
  /** @type {Map<number, { name: string, child: import('node:child_process').ChildProcess, tail: () => string }>} */
  processes = new Map();
  tempDirs = [];
  servers = [];
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** The autocannon instance running now, to stop on Ctrl-C. */
  current = undefined;

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
    this.processes.set(child.pid, entry);
    child.on('exit', () => this.processes.delete(child.pid));
    this.log(`started ${name} (pid ${child.pid})`);
    return entry;
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
    this.current?.stop();
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

  async waitForHttp(url, entry, timeoutMs = 30_000) {
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
   * Waits until the given processes use (almost) no CPU: after a run the site may still be rendering
   * the requests that were in flight when the load stopped, and that would be counted against the
   * next run (the ceiling's, on the same two cores).
   */
  async waitIdle(pids, maxMs = 20_000) {
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

  async load(url, headers, { seconds, connections, idle }) {
    await this.waitIdle(idle);
    return new Promise((resolve, reject) => {
      this.current = this.autocannon({ url, connections, duration: seconds, headers, timeout: 10 }, (error, result) => {
        this.current = undefined;
        if (error) reject(error);
        else resolve(summarise(result));
      });
    });
  }

  /**
   * A steady `rate` of requests a second for `seconds`, at most 10 in flight, each timed to the
   * microsecond (autocannon's latencies are whole milliseconds): below what either side can serve, so
   * p50 is the time a call gains on its way, not the queue a saturated single thread builds.
   */
  async steadyLatency(url, headers, { seconds, idle }, rate) {
    await this.waitIdle(idle);
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

  /** Like `load`, each request with a query of its own: nothing can be reused, every view renders. */
  async loadFresh(url, headers, { seconds, connections, idle }) {
    await this.waitIdle(idle);
    let counter = 0;
    const base = new URL(url);
    const separator = base.search ? '&' : '?';
    return new Promise((resolve, reject) => {
      this.current = this.autocannon(
        {
          url,
          connections,
          duration: seconds,
          headers,
          timeout: 10,
          requests: [
            { setupRequest: (request) => ({ ...request, path: `${base.pathname}${base.search}${separator}bench-view=${++counter}` }) },
          ],
        },
        (error, result) => {
          this.current = undefined;
          if (error) reject(error);
          else resolve(summarise(result));
        },
      );
    });
  }

  /** The production build with its embedded API on a free loopback port and a fresh data folder. */
  async startSite(env) {
    const port = await freePort();
    const site = this.start('site (dist/server/main.js)', ['dist/server/main.js'], {
      NODE_ENV: 'production',
      HOST: host,
      PORT: String(port),
      DATA_DIR: this.tempDir('bench-site-'),
      LOG_LEVEL: 'warn',
      ...env,
    });
    const origin = `http://${host}:${port}`;
    await this.waitForHttp(`${origin}/healthz`, site);
    return { site, origin, port };
  }

  /** The bare node:http server replaying `answers`, in its own process: its port once it listens. */
  async startCeiling(answers) {
    const ceiling = this.start('ceiling (bare node:http)', [fileURLToPath(import.meta.url), '--ceiling-server'], {}, { fork: true });
    const ceilingPort = await new Promise((resolve, reject) => {
      ceiling.child.once('message', (message) => resolve(message.port));
      ceiling.child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code}):\n${ceiling.tail()}`)));
      ceiling.child.send({ answers });
    });
    return { ceiling, ceilingPort };
  }

  /** The section page rendered on every view, three runs, against its ceiling; nothing saved. */
  async renderedOnly({ seconds, connections }) {
    const { site, origin } = await this.startSite({});
    const section = (await this.discover(origin)).targets.find((target) => target.name === 'section');
    const headers = headersFor(section, 'visitor');
    const answer = await get(origin + section.path, headers, this.agent);
    const { ceiling, ceilingPort } = await this.startCeiling([
      { path: section.path, userAgent: headers['user-agent'], headers: answer.headers, body: answer.body },
    ]);
    const loadOptions = { seconds, connections, idle: [site.child.pid, ceiling.child.pid] };
    const roof = await this.load(`http://${host}:${ceilingPort}${section.path}`, headers, loadOptions);
    this.log(`ceiling for ${section.path}: ${roof.rps} req/s`);
    await this.loadFresh(origin + section.path, headers, { ...loadOptions, seconds: 3 });
    for (let run = 1; run <= 3; run++) {
      const rendered = await this.loadFresh(origin + section.path, headers, loadOptions);
      this.log(
        `rendered on every view, run ${run}: ${rendered.rps} req/s (ratio ${(rendered.rps / roof.rps).toFixed(4)}), ` +
          `p50 ${rendered.p50} ms, p99 ${rendered.p99} ms, non-2xx ${rendered.non2xx}`,
      );
    }
  }

  /** The home page with its deferred news list 300 ms slow, alone: when the shell arrives, decoded; nothing saved. */
  async shellOnly() {
    const slow = await this.slowDeferred(await this.startSlowStack(), null);
    this.log(`visitor: ${JSON.stringify(slow.visitor)}`);
    this.log(`crawler: ${JSON.stringify(slow.crawler)}`);
  }

  async main({ seconds, connections, save }) {
    const loadOptions = { seconds, connections };
    this.log(
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ` +
        `${seconds} s × ${connections} connections a run`,
    );

    // 1. The built site with its embedded API.
    const metricsPort = await freePort();
    const [slowStack, { site, origin, port }] = await Promise.all([
      this.startSlowStack(),
      this.startSite({ METRICS_PORT: String(metricsPort), SHUTDOWN_TIMEOUT_MS: '2000' }),
    ]);
    this.log(`site on ${origin}, metrics on ${host}:${metricsPort}`);

    // 2. Real addresses, found through the running site.
    const discovered = await this.discover(origin);
    const targets = discovered.targets;
    for (const target of targets) this.log(`target ${target.name}: ${shorten(target.path, 100)}`);

    // Each answer's exact bytes, per mode; a few sequential views warm the caches and the JIT.
    const answers = [];
    for (const target of targets) {
      for (const mode of target.modes) {
        const headers = headersFor(target, mode);
        const answer = await get(origin + target.path, headers, this.agent);
        if (answer.status !== 200) throw new Error(`${target.path} (${mode}) answered ${answer.status}`);
        for (let i = 0; i < 5; i++) await get(origin + target.path, headers, this.agent);
        answers.push({
          target: target.name,
          mode,
          path: target.path,
          userAgent: headers['user-agent'],
          contentType: answer.headers['content-type'] ?? 'application/octet-stream',
          contentEncoding: answer.headers['content-encoding'],
          headers: answer.headers,
          body: answer.body,
        });
      }
    }
    this.log(`captured ${answers.length} answers (${formatKb(answers.reduce((sum, a) => sum + a.body.length, 0))} KB)`);

    // 3. The ceiling, in its own process.
    const { ceiling, ceilingPort } = await this.startCeiling(
      answers.map(({ path: p, userAgent, headers, body }) => ({
        path: p,
        userAgent,
        headers,
        body,
      })),
    );
    const ceilingOrigin = `http://${host}:${ceilingPort}`;
    for (const answer of answers) {
      const replay = await get(ceilingOrigin + answer.path, { 'user-agent': answer.userAgent }, undefined);
      const sameHeaders = Object.entries(answer.headers).every(
        ([name, value]) => perConnectionHeaders.has(name) || String(replay.headers[name]) === String(value),
      );
      if (replay.status !== 200 || !replay.body.equals(answer.body) || !sameHeaders)
        throw new Error(`the ceiling does not replay ${answer.path}`);
    }
    this.log(`ceiling on ${ceilingOrigin}`);

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

    // 4. The load: each target and mode on the site, then on the ceiling.
    loadOptions.idle = [site.child.pid, ceiling.child.pid, ...(direct.pid ? [direct.pid] : [])];
    const rssBefore = readRss(site.child.pid);
    const rows = [];
    let proxyUnderLoad;
    for (const target of targets) {
      for (const mode of target.modes) {
        const headers = headersFor(target, mode);
        const answer = answers.find((a) => a.target === target.name && a.mode === mode);
        const measured = await this.load(origin + target.path, headers, loadOptions);
        const bare = await this.load(ceilingOrigin + target.path, headers, loadOptions);
        const ratio = bare.rps > 0 ? measured.rps / bare.rps : 0;
        rows.push({
          target: target.name,
          kind: target.kind,
          mode,
          path: target.path,
          bytes: answer.body.length,
          contentType: answer.contentType,
          contentEncoding: answer.contentEncoding ?? null,
          site: measured,
          ceiling: bare,
          ratio: round(ratio, 4),
        });
        this.log(
          `${target.name} (${mode}): ${measured.rps} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ` +
            `non-2xx ${measured.non2xx}, errors ${measured.errors + measured.timeouts} | ` +
            `ceiling ${bare.rps} req/s | ratio ${formatRatio(ratio)}`,
        );
        if (target.kind === 'api') {
          const straight = await this.load(direct.origin + target.path, headers, loadOptions);
          proxyUnderLoad = { site: measured, direct: straight };
          this.log(`${target.name} on the embedded API directly: ${straight.rps} req/s, p50 ${straight.p50} ms, p99 ${straight.p99} ms`);
        }
      }
    }

    // 5a'. The section page with nothing reused: each view asks with a query no one asked before.
    const sectionTarget = targets.find((target) => target.name === 'section');
    const rendered = await this.loadFresh(origin + sectionTarget.path, headersFor(sectionTarget, 'visitor'), loadOptions);
    this.log(`section (visitor) rendered on every view: ${rendered.rps} req/s, p50 ${rendered.p50} ms, p99 ${rendered.p99} ms`);

    // 5b. Memory after the load.
    const rssAfter = readRss(site.child.pid);
    this.log(`site RSS: ${rssBefore.rssMb} MB before the load, ${rssAfter.rssMb} MB after (peak ${rssAfter.peakMb} MB)`);

    // 5c. Upstream calls per page view with warm caches (once the renders still in flight have ended).
    await this.waitIdle(loadOptions.idle);
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
    const sequentialSite = await this.sequentialMedian(origin + apiTarget.path, headersFor(apiTarget, 'visitor'), 200);
    const sequentialDirect = await this.sequentialMedian(direct.origin + apiTarget.path, headersFor(apiTarget, 'visitor'), 200);
    const steadyRate = 500;
    const steadySite = await this.steadyLatency(origin + apiTarget.path, headersFor(apiTarget, 'visitor'), loadOptions, steadyRate);
    const steadyDirect = await this.steadyLatency(
      direct.origin + apiTarget.path,
      headersFor(apiTarget, 'visitor'),
      loadOptions,
      steadyRate,
    );
    const proxyOverhead = {
      path: apiTarget.path,
      direct: direct.how,
      underLoad: {
        siteP50Ms: proxyUnderLoad.site.p50,
        directP50Ms: proxyUnderLoad.direct.p50,
        differenceMs: round(proxyUnderLoad.site.p50 - proxyUnderLoad.direct.p50, 2),
        siteRps: proxyUnderLoad.site.rps,
        directRps: proxyUnderLoad.direct.rps,
        siteP99Ms: proxyUnderLoad.site.p99,
        directP99Ms: proxyUnderLoad.direct.p99,
      },
      steady: {
        rate: steadyRate,
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
        `under load (+${proxyOverhead.underLoad.differenceMs} ms); at ${steadyRate} req/s ${proxyOverhead.steady.siteP50Ms} vs ` +
        `${proxyOverhead.steady.directP50Ms} ms (+${proxyOverhead.steady.differenceMs} ms); ` +
        `one at a time ${proxyOverhead.sequential.siteMedianMs} vs ${proxyOverhead.sequential.directMedianMs} ms ` +
        `(+${proxyOverhead.sequential.differenceMs} ms)`,
    );

    // 5a. The home page with its deferred news list 300 ms slow. The baseline renders too: each view
    // has a query of its own, so none is served from reused HTML.
    const baseline = await this.timePage((i) => `${origin}/?bench-view=${i}`, 'visitor', 20);
    const slowDeferred = await this.slowDeferred(slowStack, baseline);

    const durationSeconds = round((performance.now() - this.startedAt) / 1000, 1);
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        memoryGiB: round(os.totalmem() / 2 ** 30, 1),
      },
      commit: gitCommit(),
      settings: {
        secondsPerRun: seconds,
        connections,
        loadGenerator: 'autocannon 9 (programmatic, in the bench process, pipelining 1)',
        loadGeneratorDecodesBodies: this.bodiesDecoded,
        acceptEncoding,
        visitorUserAgent: visitorAgent,
        crawlerUserAgent: crawlerAgent,
        ceiling: 'a bare node:http server in its own process replaying each answer’s bytes, content-type and content-encoding',
      },
      section: discovered.section,
      targets: rows,
      memory: { rssBeforeLoadMb: rssBefore.rssMb, rssAfterLoadMb: rssAfter.rssMb, peakRssMb: rssAfter.peakMb },
      upstreamCallsPerView: upstreamPerView,
      proxyOverhead,
      slowDeferred,
      rendered: { path: sectionTarget.path, mode: 'visitor', site: rendered },
      durationSeconds,
    };

    const markdown = renderMarkdown(results);
    console.log(`\n${markdown}`);
    if (save) await writeResults(results, markdown);
    this.log(`done in ${durationSeconds} s`);
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

    // The designer's result for a ready-made panel: its page links to the designer with `d=v1.…`.
    const panels = await json('/api/elpanels');
    let designPath;
    for (const panel of panels) {
      const link = /href="\/elpanels\/designer\?(d=v1\.[^"]+)"/.exec(await html(`/elpanels/${encodeURIComponent(panel.id)}`));
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

  /** The embedded API's port: the one loopback listener of the site's process that is neither its port nor the metrics port. */
  embeddedPort(pid, known) {
    try {
      const ports = listeningPorts(pid).filter((each) => !known.includes(each));
      return ports.length === 1 ? ports[0] : undefined;
    } catch {
      return undefined;
    }
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

  /** A second site whose upstream is a standalone embedded API behind a proxy that holds the news list 300 ms. */
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

function headersFor(target, mode) {
  const base = modes[mode];
  if (target.kind === 'page') return { ...base, accept: pageAccept };
  return { ...base, accept: target.kind === 'api' ? 'application/json' : '*/*' };
}

/**
 * One GET with the raw bytes as sent (`body`, what the ceiling replays), the same decoded (`decoded`)
 * and its timings: the response head, the first body bytes on the wire, the first decoded bytes (a
 * compressed page is decoded chunk by chunk as it arrives, as a browser does) and the last byte.
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

function summarise(result) {
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanMs: round(result.latency.average, 2),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: Math.round(result.throughput.average),
  };
}

/** BENCH_PORTS=3212-3219: the ports the site, the API and the proxy may take, in turn (a shared machine); else any free one. */
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

/** Loopback ports a process listens on, from its socket inodes and /proc/net/tcp{,6} (Linux). */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket) inodes.add(socket[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields.length > 9 && fields[3] === '0A' && inodes.has(fields[9])) ports.push(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return ports;
}

/** CPU time used so far by a process, in clock ticks (utime + stime of /proc/<pid>/stat). */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function readRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: round(kb('VmRSS') / 1024, 1), peakMb: round(kb('VmHWM') / 1024, 1) };
}

async function readUpstreamCalls(metricsPort) {
  const answer = await get(`http://${host}:${metricsPort}/metrics`, {}, undefined);
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  const byEndpoint = new Map();
  let total = 0;
  for (const line of answer.body.toString('utf8').split('\n')) {
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
const formatKb = (bytes) => (bytes / 1024).toFixed(1);
const formatRatio = (ratio) => (ratio >= 0.1 ? ratio.toFixed(2) : ratio.toFixed(3));
const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ---------------------------------------------------------------------------------------------
// Output.

function renderMarkdown(results) {
  const { machine, settings } = results;
  const day = results.date.slice(0, 10);
  const lines = [
    `Measured ${day} on ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}, commit \`${results.commit ?? '?'}\`: ` +
      `\`npm run bench\`, autocannon with ${settings.connections} connections for ${settings.secondsPerRun} s a run, loopback, ` +
      `\`accept-encoding: ${settings.acceptEncoding}\`. The ceiling is a bare \`node:http\` server replaying each answer's bytes ` +
      `from memory, loaded the same way in the same run; the ratio is the site's req/s over it. Figures depend on the machine.`,
    '',
    '| target | mode | size KB | req/s | p50 ms | p99 ms | non-2xx / errors | ceiling req/s | ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of results.targets) {
    const errors = row.site.errors + row.site.timeouts;
    lines.push(
      `| ${row.target} | ${row.mode} | ${formatKb(row.bytes)}${row.contentEncoding ? ` (${row.contentEncoding})` : ''} | ` +
        `${thousands(row.site.rps)} | ${row.site.p50} | ${row.site.p99} | ${row.site.non2xx} / ${errors} | ` +
        `${thousands(row.ceiling.rps)} | ${formatRatio(row.ratio)} |`,
    );
  }
  const { slowDeferred: slow, memory, proxyOverhead: proxy, section } = results;
  const paths = results.targets.filter((row, index, all) => all.findIndex((other) => other.target === row.target) === index);
  lines.push(
    '',
    `Addresses: ${paths.map((row) => `${row.target} \`${shorten(row.path, 70)}\``).join(', ')}. ` +
      `The section \`${section.id}\` has ${section.productCount} products, ${section.perPage} a page ` +
      `(${section.productLinksOnPage} product links on page 1).`,
    '',
    `- **Slow deferred section** (home page, \`${slow.delayedPath}\` held ${slow.delayMs} ms by a proxy in front of the upstream; ` +
      `median of ${slow.visitor.requests} sequential views, \`accept-encoding: ${settings.acceptEncoding}\`): a visitor gets the first ` +
      `byte in ${slow.visitor.ttfbMs} ms, the shell decoded (${slow.visitor.coding ?? 'identity'}) in ` +
      `**${slow.visitor.shellMs ?? slow.visitor.ttfbMs} ms** and the ` +
      `last in ${slow.visitor.lastByteMs} ms; a crawler (whole document at once; ${slow.crawler.requests} views) ` +
      `${slow.crawler.ttfbMs} / ${slow.crawler.lastByteMs} ms; ` +
      `without the delay (the main run's site, each view rendered) ${slow.withoutDelay.ttfbMs} / ${slow.withoutDelay.lastByteMs} ms. ` +
      `${slow.delayedCalls} of ${slow.visitor.requests + slow.crawler.requests} views waited for the slow call ` +
      `(that site reuses no HTML: every view renders).`,
    ...(results.rendered
      ? [
          `- **Rendered on every view** (the section page as a visitor, each request with a query no one asked before, so ` +
            `nothing is reused): ${thousands(results.rendered.site.rps)} req/s, p50 ${results.rendered.site.p50} ms, ` +
            `p99 ${results.rendered.site.p99} ms, non-2xx ${results.rendered.site.non2xx}. The table above is reused HTML ` +
            `(docs/decisions/011-reused-public-html.md).`,
        ]
      : []),
    `- **Memory**: the site's RSS ${memory.rssBeforeLoadMb} MB before the load, ${memory.rssAfterLoadMb} MB after it ` +
      `(peak ${memory.peakRssMb} MB; ` +
      `the embedded API runs in the same process).`,
    `- **/api through the BFF** (\`${proxy.path}\`) against the embedded API directly (${proxy.direct}): p50 under the same load ` +
      `${proxy.underLoad.siteP50Ms} ms vs ${proxy.underLoad.directP50Ms} ms (**${signed(proxy.underLoad.differenceMs)} ms**), ` +
      `${thousands(proxy.underLoad.siteRps)} vs ${thousands(proxy.underLoad.directRps)} req/s (on one thread, the BFF's work ` +
      `and the API's share the core: at saturation p50 is the queue); ` +
      (proxy.steady
        ? `at a steady ${proxy.steady.rate} req/s (at most ${proxy.steady.connections} in flight) p50 ${proxy.steady.siteP50Ms} ms vs ` +
          `${proxy.steady.directP50Ms} ms (**${signed(proxy.steady.differenceMs)} ms**), p99 ${proxy.steady.siteP99Ms} vs ` +
          `${proxy.steady.directP99Ms} ms; `
        : '') +
      `one request at a time (median of ` +
      `${proxy.sequential.requests}) ${proxy.sequential.siteMedianMs} ms vs ${proxy.sequential.directMedianMs} ms ` +
      `(${signed(proxy.sequential.differenceMs)} ms).`,
    '',
    `Upstream calls per page view once the caches are warm (\`upstream_requests_total\` before and after ` +
      `${results.upstreamCallsPerView[0]?.views ?? 0} sequential views):`,
    '',
    '| target | mode | calls per view | by endpoint |',
    '| --- | --- | ---: | --- |',
    ...results.upstreamCallsPerView.map((u) => {
      const detail = Object.entries(u.byEndpoint)
        .map(([endpoint, count]) => `${endpoint} ${count}`)
        .join(', ');
      return `| ${u.target} | ${u.mode} | ${u.perView} | ${detail || '—'} |`;
    }),
    '',
    `The run took ${results.durationSeconds} s, not counting the build.`,
  );
  return lines.join('\n');
}

const signed = (value) => (value >= 0 ? `+${value}` : String(value));

async function writeResults(results, markdown) {
  const dir = path.join(root, 'bench');
  mkdirSync(dir, { recursive: true });
  // Formatted as `npm run lint` (Prettier) expects.
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(path.join(dir, 'results.json'))) ?? {};
  writeFileSync(path.join(dir, 'results.json'), await prettier.format(JSON.stringify(results), { ...config, parser: 'json' }));
  writeFileSync(path.join(dir, 'results.md'), `# Benchmark results\n\n${markdown}\n\nRaw figures: \`bench/results.json\`.\n`);

  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) {
    console.log(`[bench] README.md has no ${start} … ${end} block: not updated`);
    return;
  }
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${markdown}\n${readme.slice(to)}`);
  console.log('[bench] wrote bench/results.json, bench/results.md and the README block');
}

// Last, so that every class and constant above is initialised.
if (process.argv[2] === '--ceiling-server') serveCeiling();
else await run();
