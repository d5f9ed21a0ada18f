// `npm run bench:export`: how long a 500-line specification takes to export as XLSX, PDF and the
// documents pack, and how much memory that takes (docs/operations.md, "Documents"). Not a test:
// figures for the operator and for a change to compare before and after.
//
// 1. Builders alone: each format in a child process of its own (so its peak RSS is its own), a
//    500-line specification, one warm-up and then RUNS runs; the median time, the median heap and RSS
//    growth over a run and the process's peak RSS over its baseline. The pack gets 1,000 SVG files of
//    the demo's size (two a line).
// 2. End to end, when the build exists: the production server (embedded API, loopback, a fresh data
//    folder), 500 products put in a guest's specification through /api, then each download RUNS times
//    through HTTP — the pack with its 500 product reads and 1,000 file reads — with the server's RSS
//    before and its high-water mark after.
//
//   node --expose-gc scripts/bench-export.mjs [--runs N] [--lines N] [--builders-only]
//
// Every process it starts is stopped by its own PID, on exit, error and Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const runs = option('runs', 7);
const lineCount = option('lines', 500);
const childFormat = args.find((a) => a.startsWith('--child='))?.slice('--child='.length);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

if (childFormat) await builderChild(childFormat);
else await main();

/** One format's builder, measured in this process. */
async function builderChild(format) {
  const { runnerImport } = await import('vite');
  const load = async (file) =>
    (await runnerImport(path.join(root, file), { configFile: false, resolve: { tsconfigPaths: true }, logLevel: 'silent' })).module;
  const samples = await load('tests/support/spec-samples.ts');
  const spec = samples.sampleSpec(lineCount);
  const options = { date: new Date(), vatPercent: 22 };
  let build;
  if (format === 'xlsx') {
    const { specWorkbook } = await load('server/documents/spec-workbook.ts');
    build = () => specWorkbook(spec, samples.sampleCompany, options);
  } else if (format === 'pdf') {
    const { specPdf } = await load('server/documents/spec-pdf.ts');
    build = () => specPdf(spec, samples.sampleCompany, options);
  } else {
    const { documentsPack } = await load('server/documents/documents-pack.ts');
    // Two SVG documents a line, of the demo's sizes (about 2.7 and 5.2 KB), each different.
    const svg = (i, size) =>
      new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><!-- ${i} -->${'<path d="M0 0h10v10z"/>'.repeat(size / 24)}</svg>`);
    const products = new Map(
      spec.lines.map((line, i) => [
        line.productId,
        {
          productId: line.productId,
          documents: [
            { kind: 'datasheet', title: 'Техническое описание', url: '/api/media/d.svg', format: 'svg', bytes: svg(i, 2700) },
            { kind: 'certificate', title: 'Сертификат соответствия', url: '/api/media/c.svg', format: 'svg', bytes: svg(i, 5200) },
          ],
        },
      ]),
    );
    build = async () => documentsPack(spec, products, { date: new Date() });
  }
  await build();
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  const times = [];
  const heapGrowth = [];
  const rssGrowth = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    const start = performance.now();
    const bytes = await build();
    times.push(performance.now() - start);
    const after = process.memoryUsage();
    heapGrowth.push(after.heapUsed - before.heapUsed);
    rssGrowth.push(after.rss - before.rss);
    size = bytes.byteLength;
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  process.send({
    format,
    medianMs: Math.round(median(times)),
    minMs: Math.round(Math.min(...times)),
    maxMs: Math.round(Math.max(...times)),
    heapGrowthMb: mb(median(heapGrowth)),
    rssGrowthMb: mb(median(rssGrowth)),
    baselineRssMb: mb(baseline),
    peakOverBaselineMb: mb(peak - baseline),
    sizeKb: Math.round(size / 1024),
    gc: typeof globalThis.gc === 'function',
  });
}

async function main() {
  const children = new Set();
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  process.on('exit', stopAll);

  console.log(
    `Export of a ${lineCount}-line specification; median of ${runs} runs after one warm-up ` +
      `(Node ${process.version}, ${os.cpus().length} cores)`,
  );
  console.log('\nBuilders alone (a child process per format):');
  console.log('format | median ms (min–max) | heap growth a run, MB | RSS growth a run, MB | peak RSS over baseline, MB | file KB');
  for (const format of ['xlsx', 'pdf', 'zip']) {
    const result = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--expose-gc', fileURLToPath(import.meta.url), `--child=${format}`, '--runs', String(runs), '--lines', String(lineCount)],
        {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        },
      );
      children.add(child);
      child.on('message', resolve);
      child.on('exit', (code) => {
        children.delete(child);
        if (code) reject(new Error(`${format} builder exited ${code}`));
      });
    });
    console.log(
      [
        format.padEnd(6),
        `${result.medianMs} (${result.minMs}–${result.maxMs})`,
        result.heapGrowthMb,
        result.rssGrowthMb,
        `${result.peakOverBaselineMb} (baseline ${result.baselineRssMb})`,
        result.sizeKb,
      ].join(' | '),
    );
  }

  if (args.includes('--builders-only')) return;
  const entry = path.join(root, 'dist/server/main.js');
  if (!existsSync(entry)) {
    console.log('\nNo dist/server/main.js: run `npm run build` for the end-to-end figures.');
    return;
  }
  await endToEnd(entry, children);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function endToEnd(entry, children) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(server);
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  try {
    for (let waited = 0; ; waited += 200) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (waited > 60_000 || server.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Every product of the demo catalogue (513), from the catalogue index.
    const index = await (await fetch(`${origin}/api/catalog/index`)).json();
    const ids = index.products.map((product) => product.id);
    let cookie = '';
    let lines = 0;
    for (const productId of ids.slice(0, lineCount)) {
      const answer = await fetch(`${origin}/api/specs/current/lines`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', accept: 'application/json', cookie },
        body: JSON.stringify({ productId, quantity: 2, note: 'щит 1' }),
      });
      const set = answer.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      if (answer.ok) lines = (await answer.json()).lines.length;
      else await answer.body?.cancel();
    }
    console.log(`\nEnd to end through the built server (pid ${server.pid}): a guest's specification of ${lines} lines`);
    console.log('download | median ms (min–max) | server RSS before, MB | server peak RSS after, MB | file KB');
    for (const kind of ['export.xlsx', 'export.pdf', 'documents.zip']) {
      const times = [];
      let size = 0;
      const before = memoryOf(server.pid);
      for (let i = 0; i <= runs; i++) {
        const start = performance.now();
        const answer = await fetch(`${origin}/api/specs/current/${kind}`, { headers: { cookie } });
        const bytes = new Uint8Array(await answer.arrayBuffer());
        if (!answer.ok) throw new Error(`${kind} answered ${answer.status}: ${new TextDecoder().decode(bytes).slice(0, 200)}`);
        if (i > 0) times.push(performance.now() - start);
        size = bytes.byteLength;
      }
      const after = memoryOf(server.pid);
      console.log(
        [
          kind.padEnd(13),
          `${Math.round(median(times))} (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))})`,
          Math.round(before.rss),
          Math.round(after.peak),
          Math.round(size / 1024),
        ].join(' | '),
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    children.delete(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
