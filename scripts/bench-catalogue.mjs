// `npm run bench:catalogue`: the embedded catalogue at several sizes (docs/operations.md, "Catalogue
// benchmark"). A benchmark, not a test: it prints a table and asserts nothing.
//
// For each size it fills a fresh data folder with `scripts/seed-large.mjs` (the demo alone for the
// demo's size), then starts the built embedded API (`dist/server/embedded/main.js`) twice as a
// process of its own on 127.0.0.1: the first start after seeding, then a restart, which is what is
// measured — the time from spawning the process to its first answered catalogue listing, its RSS
// once idle, then sequential requests of four kinds, each request a different one (no answer can
// come from a cache of the one before): filtered section listings, searches by words, searches by
// articles as people type them, and suggestions one keystroke at a time. Each kind reports the
// median and p90 over loopback (so an upper bound of the server's own time) and the process's CPU
// time per request (/proc/<pid>/stat), which other work on the machine does not inflate.
// Every process it starts is stopped by its PID, on error and Ctrl-C too; the whole run is bounded.
//
//   node scripts/bench-catalogue.mjs [--sizes 513,10000,100000] [--requests 150] [--max-minutes 45]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'libsql';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '513,10000,100000' },
    requests: { type: 'string', default: '150' },
    'max-minutes': { type: 'string', default: '45' },
    seed: { type: 'string', default: '1' },
  },
});
const sizes = args.sizes.split(',').map(Number);
const requests = Number(args.requests);
if (sizes.some((n) => !Number.isInteger(n) || n < 513) || !Number.isInteger(requests) || requests < 10) {
  console.error('bench:catalogue: --sizes takes whole numbers of at least 513, comma-separated; --requests at least 10');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 4316);
const base = `http://127.0.0.1:${port}`;
const clockTicks = 100; // USER_HZ on Linux

const running = new Set();
const folders = new Set();
function cleanUp() {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));
setTimeout(
  () => {
    console.error(`bench:catalogue: still running after ${args['max-minutes']} minutes, stopped`);
    process.exit(1);
  },
  Number(args['max-minutes']) * 60_000,
).unref();

// A fixed pseudo-random sequence: every run asks the same questions.
let state = 7;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const shuffled = (list) =>
  list
    .map((item) => [random(), item])
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);

function run(command, argv, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    running.add(child);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${argv.join(' ')} exited with ${code}`));
    });
  });
}

const listingPath = '/api/catalog/sections/avtomaticheskie-vyklyuchateli/products';

async function startApi(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/embedded/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', EMBEDDED_PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the embedded API exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${base}${listingPath}`);
      await answer.arrayBuffer();
      if (answer.ok) return { child, startup: performance.now() - started, startupCpu: cpuMs(child.pid) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stopApi(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

async function timed(pid, paths) {
  const times = [];
  const cpuBefore = cpuMs(pid);
  for (const path of paths) {
    const started = performance.now();
    const answer = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  }
  const cpu = (cpuMs(pid) - cpuBefore) / paths.length;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p90: at(0.9), cpu };
}

/** Listings of the breakers' sections, each with a different brand, characteristic, stock and sort. */
async function listingPaths() {
  const sections = ['avtomaticheskie-vyklyuchateli', 'modulnye-avtomaticheskie-vyklyuchateli', 'uzo-i-difavtomaty', 'kabel-i-provod'];
  const facets = new Map();
  for (const section of sections) {
    const answer = await (await fetch(`${base}/api/catalog/sections/${section}/products`)).json();
    facets.set(section, answer.facets);
  }
  const paths = new Set();
  while (paths.size < requests) {
    const section = pick(sections);
    const all = facets.get(section);
    const params = new URLSearchParams();
    const brand = all.find((f) => f.key === 'brand');
    for (const option of shuffled(brand.options).slice(0, 1 + Math.floor(random() * 2))) params.append('brand', option.value);
    const other = pick(all.filter((f) => f.key !== 'brand'));
    params.append(other.key, pick(other.options).value);
    if (random() < 0.5) params.set('in_stock', '1');
    params.set('sort', pick(['popular', 'price-asc', 'price-desc', 'name']));
    paths.add(`/api/catalog/sections/${section}/products?${params}`);
  }
  return [...paths];
}

const searchWords = [
  'автоматы',
  'автомат',
  'автоматический выключатель',
  'узо',
  'дифавтомат',
  'кабель',
  'провод',
  'контактор',
  'прожектор',
  'светильник',
  'щит',
  'корпус',
  'розетка',
  'выключатель',
  'реле',
  'счетчик',
  'трансформатор тока',
  'узип',
  'бокс',
  'автамат',
];
const searchModifiers = [
  '',
  '16',
  '25 а',
  '32а',
  'с16',
  '3p',
  '2,5',
  'ip65',
  '30 ма',
  'iek',
  'ekf',
  'abb',
  'шнайдер',
  'белый',
  '4000к',
  '12 модулей',
  'dekraft',
  'навесной',
  '50 вт',
  '3х2,5',
];

function searchPaths() {
  const queries = shuffled(searchWords.flatMap((w) => searchModifiers.map((m) => `${w} ${m}`.trim())));
  return queries.slice(0, requests).map((q) => `/api/catalog/search?q=${encodeURIComponent(q)}`);
}

/** Real articles of the catalogue, typed whole, with spaces for hyphens, in lower case, or their first part. */
function articleQueries(dataDir) {
  const db = new Database(join(dataDir, 'embedded.sqlite'), { readonly: true });
  const articles = db
    .prepare('SELECT article FROM products ORDER BY num_id')
    .all()
    .map((row) => row.article);
  db.close();
  const step = Math.max(1, Math.floor(articles.length / requests));
  const typings = [(a) => a, (a) => a.replace(/-/g, ' '), (a) => a.toLowerCase(), (a) => a.split(/[-\s]/).slice(0, 3).join(' ')];
  return articles
    .filter((_, i) => i % step === 0)
    .slice(0, requests)
    .map((a, i) => `/api/catalog/search?q=${encodeURIComponent(typings[i % typings.length](a))}`);
}

const typedWords = [
  'автоматический',
  'дифавтомат',
  'прожектор',
  'розетка',
  'контактор',
  'светильник',
  'счетчик',
  'трансформатор',
  'кабель',
  'ввгнг',
  'щрн-п',
  'реле',
  'узип',
  'schneider',
  'выключатель',
  'mva20',
  'корпус',
  'провод',
  'legrand',
  'меркурий',
];

/** Every prefix of a word from its second letter, as the header asks while someone types. */
function suggestionPaths() {
  const keystrokes = typedWords.flatMap((word) => [...word].slice(1).map((_, i) => word.slice(0, i + 2)));
  return keystrokes.slice(0, requests).map((q) => `/api/catalog/suggestions?q=${encodeURIComponent(q)}`);
}

const results = [];
for (const size of sizes) {
  const dataDir = mkdtempSync(join(tmpdir(), `catalogue-bench-${size}-`));
  folders.add(dataDir);
  const seedStarted = performance.now();
  await run(process.execPath, ['scripts/seed-large.mjs', '--products', String(size), '--seed', args.seed], { DATA_DIR: dataDir });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const first = await startApi(dataDir);
  await stopApi(first.child);
  const { child, startup, startupCpu } = await startApi(dataDir);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = memory(child.pid);
  const measured = {
    listing: await timed(child.pid, await listingPaths()),
    search: await timed(child.pid, searchPaths()),
    article: await timed(child.pid, articleQueries(dataDir)),
    suggestions: await timed(child.pid, suggestionPaths()),
  };
  const after = memory(child.pid);
  await stopApi(child);
  rmSync(dataDir, { recursive: true, force: true });
  folders.delete(dataDir);
  results.push({ size, seedSeconds, firstStartup: first.startup, startup, startupCpu, idle, after, ...measured });
  console.error(`bench:catalogue: ${size} products measured`);
}

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const mb = (value) => value.toFixed(0);
const rows = [
  ['seeding (`seed:large`), s', '', (r) => r.seedSeconds.toFixed(1)],
  ['first start after seeding, ms', '', (r) => ms(r.firstStartup)],
  ['start-up (restart), ms', '≤ 3000', (r) => ms(r.startup)],
  ['CPU time of that start-up, ms', '', (r) => ms(r.startupCpu)],
  ['idle RSS after start, MB', '≤ 400', (r) => mb(r.idle.rss)],
  ['peak RSS up to then, MB', '', (r) => mb(r.idle.peak)],
  ['filtered listing p50 (p90), ms', '≤ 20', (r) => `${ms(r.listing.p50)} (${ms(r.listing.p90)})`],
  ['search p50 (p90), ms', '≤ 20', (r) => `${ms(r.search.p50)} (${ms(r.search.p90)})`],
  ['article search p50 (p90), ms', '≤ 20', (r) => `${ms(r.article.p50)} (${ms(r.article.p90)})`],
  ['suggestions p50 (p90) per keystroke, ms', '≤ 10', (r) => `${ms(r.suggestions.p50)} (${ms(r.suggestions.p90)})`],
  [
    'CPU per request: listing / search / article / suggestion, ms',
    '',
    (r) => [r.listing, r.search, r.article, r.suggestions].map((m) => ms(m.cpu)).join(' / '),
  ],
  ['RSS after the requests, MB', '', (r) => mb(r.after.rss)],
];
const header = ['', 'goal', ...results.map((r) => `${r.size.toLocaleString('en-US')} products`)];
const lines = [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
  ...rows.map(([label, goal, cell]) => `| ${label} | ${goal} | ${results.map(cell).join(' | ')} |`),
];
const date = new Date().toISOString().slice(0, 10);
console.log(`\nEmbedded catalogue, ${requests} different requests of each kind, sequential, loopback; Node ${process.version}, ${date}\n`);
console.log(lines.join('\n'));
