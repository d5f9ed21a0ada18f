#!/usr/bin/env node
// A bounded soak of the built production server (docs/operations.md, "Soak"): starts
// `node dist/server/main.js` on a free loopback port with a throwaway DATA_DIR, runs autocannon with
// a steady moderate load over real pages and /api reads for --seconds, samples the server's RSS, and
// prints the RSS curve and a summary. Exits 1 when RSS grew past the threshold after the warm-up, on
// any 5xx or connection error, or when the server died; the server is killed by its PID on every exit.
//
//   node scripts/soak.mjs [--seconds 180] [--connections 6] [--rate 120] [--sample 5] [--warmup N]
//                         [--max-growth-pct 25] [--max-growth-mb 40]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '180' },
    connections: { type: 'string', default: '6' },
    rate: { type: 'string', default: '120' },
    sample: { type: 'string', default: '5' },
    warmup: { type: 'string' },
    'max-growth-pct': { type: 'string', default: '25' },
    'max-growth-mb': { type: 'string', default: '40' },
  },
});
const positive = (name, value, max) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > max) {
    console.error(`soak: --${name} must be a number in (0, ${max}], not ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return n;
};
const seconds = Math.round(positive('seconds', args.seconds, 24 * 3600));
// Bounded on purpose: a soak looks for growth over time, not for the machine's ceiling.
const connections = Math.round(positive('connections', args.connections, 64));
const rate = positive('rate', args.rate, 5000);
const sampleSeconds = positive('sample', args.sample, 60);
// The first minutes fill caches, JIT code and the heap's working size: growth is measured after them.
// Measured here: RSS climbs steeply for the first 15–20 s of load, then slowly (V8 still sizing its
// heap, whose low points after each GC stay flat) until a minute or two in. A third of the run, 20–60 s.
const warmupSeconds =
  args.warmup === undefined ? Math.min(60, Math.max(20, Math.round(seconds / 3)), Math.floor(seconds / 2)) : Number(args.warmup);
const maxGrowthPct = positive('max-growth-pct', args['max-growth-pct'], 1000);
const maxGrowthMb = positive('max-growth-mb', args['max-growth-mb'], 100_000);
if (!(warmupSeconds >= 0 && warmupSeconds < seconds)) {
  console.error('soak: --warmup must be at least 0 and shorter than --seconds');
  process.exit(2);
}

const serverEntry = join(root, 'dist/server/main.js');
if (!existsSync(serverEntry)) {
  console.error('soak: dist/server/main.js is missing: run `npm run build` first');
  process.exit(2);
}

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gauge of the server's /metrics (prom-client's default metrics), in bytes. */
async function metric(metricsPort, name) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const bytes = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
  if (!bytes) throw new Error(`no ${name} in /metrics`);
  return Number(bytes);
}

/** RSS of a process in bytes, from /proc (Linux); from the metrics port where there is no /proc. */
async function rssOf(pid, metricsPort) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // No /proc here: ask the server itself.
  }
  return metric(metricsPort, 'process_resident_memory_bytes');
}

// ---------------------------------------------------------------------------------------------
// The server, and everything that must stop it whatever happens.

const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
const [port, metricsPort] = [await freePort(), await freePort()];
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    // One process: the soak follows one process's memory (docs/operations.md, "Soak").
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    // The access log line of every request would be most of the server's work and of this output.
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
const keepLog = (chunk) => {
  serverLog = (serverLog + chunk.toString()).slice(-20_000);
};
server.stdout.on('data', keepLog);
server.stderr.on('data', keepLog);
let serverExit = null;
const exited = new Promise((resolve) =>
  server.once('exit', (code, signal) => {
    serverExit = { code, signal };
    resolve();
  }),
);

let instance;
let cleaning;
/** Stops the load and the server, once; every caller waits for the same stop. */
function cleanup() {
  cleaning ??= stopAll();
  return cleaning;
}
async function stopAll() {
  instance?.stop();
  if (serverExit === null) {
    server.kill('SIGTERM');
    // Graceful shutdown drains open requests; past its time the process is killed outright.
    const late = setTimeout(() => serverExit === null && server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
// Last resort when the script dies without reaching cleanup: never leave the server behind.
process.on('exit', () => {
  if (serverExit === null) server.kill('SIGKILL');
});
// `on`, not `once`: a second Ctrl-C (or a signal sent to the whole group) must not end the script
// before it has stopped the server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`soak: ${signal}, stopping the server (pid ${server.pid})`);
    void cleanup().then(() => process.exit(130));
  });
}
async function fail(message) {
  console.error(`soak: ${message}`);
  if (serverLog.trim()) console.error(`--- server output (last lines) ---\n${serverLog.trim().split('\n').slice(-30).join('\n')}`);
  await cleanup();
  process.exit(1);
}

try {
  await run();
} catch (error) {
  await fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}

async function run() {
  // Ready: the embedded API answers through the site.
  const readyBy = Date.now() + 30_000;
  for (;;) {
    if (serverExit !== null) return fail(`the server exited while starting (${JSON.stringify(serverExit)})`);
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > readyBy) return fail('the server was not ready within 30 s');
    await sleep(200);
  }

  // Real addresses, read from the running site.
  const getJson = async (path) => {
    const answer = await fetch(`${origin}${path}`, { headers: { accept: 'application/json' } });
    if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
    return answer.json();
  };
  const index = await getJson('/api/catalog/index');
  const types = await getJson('/api/posts/types');
  const type = types[0].type;
  const posts = await getJson(`/api/posts/${type}?perPage=5`);
  const calculators = await getJson('/api/calculators');
  const panels = await getJson('/api/elpanels');
  const pick = (list, n) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  const sections = pick(index.sections, 3).map((s) => s.id);
  const products = pick(index.products, 4);
  const pages = [
    '/',
    '/catalog',
    ...sections.map((id) => `/catalog/${id}`),
    `/catalog/${sections[0]}?sort=price-asc`,
    ...products.map((p) => `/product/${encodeURIComponent(p.url)}/${encodeURIComponent(p.id)}`),
    `/posts/${type}`,
    `/posts/${type}/${posts.items[0].id}`,
    '/calculators',
    `/calculators/${calculators[0].id}`,
    '/elpanels',
  ];
  const apiReads = [
    '/api/menu/main',
    '/api/catalog/sections',
    `/api/catalog/sections/${sections[0]}/products?page=1`,
    `/api/catalog/products/${products[0].id}`,
    // Encoded: autocannon writes the path as it is, and raw UTF-8 in a request line is Node's 400.
    `/api/catalog/search?q=${encodeURIComponent('автомат')}`,
    `/api/catalog/suggestions?q=${encodeURIComponent('щит')}`,
    `/api/posts/${type}?page=1`,
    `/api/elpanels/${panels[0].id}`,
    '/api/designer/devices',
    '/api/calculators',
    '/api/auth/session',
  ];
  // Most pages as a person's browser sees them (streamed); one round as a crawler (whole HTML).
  const requests = [
    ...pages.map((path) => ({ method: 'GET', path, headers: { 'user-agent': browser, accept: 'text/html' } })),
    ...apiReads.map((path) => ({ method: 'GET', path, headers: { 'user-agent': browser, accept: 'application/json' } })),
    ...pages.slice(0, 4).map((path) => ({ method: 'GET', path, headers: { 'user-agent': crawler, accept: 'text/html' } })),
  ];
  for (const r of requests) {
    const answer = await fetch(`${origin}${r.path}`, { headers: r.headers, redirect: 'manual' });
    await answer.arrayBuffer();
    if (answer.status !== 200) return fail(`GET ${r.path} answered ${answer.status} before the soak: fix the address list`);
  }

  console.log(
    `soak: ${seconds} s, ${connections} connections, ≤ ${rate} req/s over ${requests.length} addresses ` +
      `(${pages.length} pages, ${apiReads.length} /api reads); server pid ${server.pid} on ${origin}; ` +
      `warm-up ${warmupSeconds} s; fail past +${maxGrowthPct} % or +${maxGrowthMb} MB RSS after it`,
  );
  console.log('     t   RSS MB  heap MB   req/s   p99 ms   non-2xx');

  const statuses = new Map();
  let window = [];
  let windowNon2xx = 0;
  let errors = 0;
  instance = autocannon({
    url: origin,
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    window.push(responseTime);
    if (statusCode < 200 || statusCode > 299) windowNon2xx += 1;
  });
  instance.on('reqError', () => {
    errors += 1;
  });
  const done = new Promise((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });

  const samples = [];
  const started = Date.now();
  let last = started;
  // The interval's counts are taken at once; RSS and heap are read after (two awaits), so a sample
  // in flight never sees requests of the next interval.
  let inFlight = Promise.resolve();
  const sampleOnce = () => {
    const now = Date.now();
    const latencies = window.sort((a, b) => a - b);
    const counts = { rps: latencies.length / ((now - last) / 1000), non2xx: windowNon2xx };
    window = [];
    windowNon2xx = 0;
    last = now;
    const p99 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] : 0;
    inFlight = inFlight.then(async () => {
      const sample = {
        t: (now - started) / 1000,
        rss: await rssOf(server.pid, metricsPort),
        // V8's heap apart from RSS: a leak of JavaScript objects climbs here too; native memory does not.
        heap: await metric(metricsPort, 'nodejs_heap_size_used_bytes').catch(() => NaN),
        p99,
        ...counts,
      };
      samples.push(sample);
      const mb = (bytes) => (bytes / 2 ** 20).toFixed(1).padStart(8);
      console.log(
        `${sample.t.toFixed(0).padStart(5)}s ${mb(sample.rss)} ${mb(sample.heap)} ${sample.rps.toFixed(0).padStart(7)} ` +
          `${sample.p99.toFixed(0).padStart(8)} ${String(sample.non2xx).padStart(9)}`,
      );
    });
    return inFlight;
  };
  const sampler = setInterval(() => {
    if (serverExit === null) sampleOnce().catch((error) => console.error(`soak: sample failed: ${error}`));
  }, sampleSeconds * 1000);
  const result = await Promise.race([done, exited.then(() => null)]);
  clearInterval(sampler);
  if (result === null) return fail(`the server exited during the soak (${JSON.stringify(serverExit)})`);
  // The end, unless the sampler has just taken it (a sample of a moment has no rate worth printing).
  await inFlight.catch(() => {});
  if (Date.now() - last > 1000) await sampleOnce();

  // Growth: the median of three samples at the end of the warm-up against the median of the last three
  // (one sample can sit just before or after a GC).
  const signed = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const afterWarmup = samples.filter((s) => s.t >= warmupSeconds);
  const baseline = median(afterWarmup.slice(0, 3).map((s) => s.rss));
  const end = median(afterWarmup.slice(-3).map((s) => s.rss));
  const peak = Math.max(...samples.map((s) => s.rss));
  // The heap saws up and down with each major GC (every 30–40 s here): its range, for the record.
  const heaps = afterWarmup.map((s) => s.heap / 2 ** 20);
  const growthMb = (end - baseline) / 2 ** 20;
  const growthPct = ((end - baseline) / baseline) * 100;
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const non2xx = [...statuses].filter(([status]) => status < 200 || status > 299).reduce((a, [, n]) => a + n, 0);
  const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((a, [, n]) => a + n, 0);
  const byStatus = [...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    [
      '',
      'summary',
      `  RSS after warm-up (${warmupSeconds} s): ${(baseline / 2 ** 20).toFixed(1)} MB; at the end: ${(end / 2 ** 20).toFixed(1)} MB; ` +
        `peak ${(peak / 2 ** 20).toFixed(1)} MB`,
      `  growth after warm-up: ${signed(growthMb)} MB (${signed(growthPct)} %); ` +
        `V8 heap used ${Math.min(...heaps).toFixed(1)}–${Math.max(...heaps).toFixed(1)} MB after it`,
      `  requests: ${total} in ${result.duration} s (${(total / result.duration).toFixed(0)} req/s); ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `  statuses: ${byStatus}; non-2xx: ${non2xx}; 5xx: ${fivexx}; errors: ${errors} (timeouts ${result.timeouts})`,
    ].join('\n'),
  );

  const problems = [];
  if (afterWarmup.length < 2) problems.push('too few samples after the warm-up to judge growth: run longer');
  if (growthPct > maxGrowthPct) problems.push(`RSS grew ${growthPct.toFixed(1)} % after the warm-up (limit ${maxGrowthPct} %)`);
  if (growthMb > maxGrowthMb) problems.push(`RSS grew ${growthMb.toFixed(1)} MB after the warm-up (limit ${maxGrowthMb} MB)`);
  if (fivexx > 0) problems.push(`${fivexx} answers were 5xx`);
  if (errors > 0) problems.push(`${errors} requests failed (connection errors or timeouts)`);
  if (total === 0) problems.push('no request was answered');
  if (problems.length) return fail(problems.join('; '));
  await cleanup();
  console.log('soak: passed');
}
