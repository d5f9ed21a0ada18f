// `npm run bench:bulk`: how long the upstream takes to match a 500-line bulk add (docs/behaviour.md,
// "Bulk add"). A benchmark, not a test: it prints figures and asserts nothing.
//
// It starts the built embedded API alone (loopback, port BENCH_PORT or 4313, a fresh data folder),
// builds 500 mixed lines from the seeded catalogue — articles typed every tolerated way (case,
// spaces, dots, leading zeros, Cyrillic look-alikes, the Russian layout), other makers' articles,
// designations from names, articles one character off and lines that match nothing — then posts them
// as one import into a fresh guest specification, several times, and prints the median and the
// spread of the server's answer time (measured around the HTTP call on loopback, so an upper bound
// of the matching itself), and the CPU time the API's process spent per import (Linux), which other
// work on the machine does not inflate. The process it starts is stopped by its PID on exit.
//
//   node scripts/bench-bulk-add.mjs [--runs N]
//   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' node scripts/bench-bulk-add.mjs   (profile the API)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 15;
const port = Number(process.env.BENCH_PORT ?? 4313);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bulk-'));

const api = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'dist/server/embedded/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', EMBEDDED_PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (api.exitCode === null) api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function ready() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/menu/main`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the embedded API did not start');
}

// A fixed pseudo-random sequence: every run of the script matches the same lines.
let seed = 19;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const twins = { a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', o: 'о', p: 'р', t: 'т', x: 'х', y: 'у' };
const qwerty = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>';
const jcuken = 'йцукенгшщзхъфывапролджэячсмитьбюЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ';
const typings = [
  (a) => a,
  (a) => a.toLowerCase(),
  (a) => a.replace(/-/g, ' '),
  (a) => a.replace(/-/g, '.'),
  (a) => a.replace(/(\D)0+(\d)/g, '$1$2'),
  (a) =>
    [...a]
      .map((ch) => twins[ch.toLowerCase()] ?? ch)
      .join('')
      .toUpperCase(),
  (a) => [...a].map((ch) => (qwerty.includes(ch) ? jcuken[qwerty.indexOf(ch)] : ch)).join(''),
];
const quantities = [
  (t) => t,
  (t) => `${t} ${1 + Math.floor(random() * 20)}`,
  (t) => `${t};${1 + Math.floor(random() * 9)}`,
  (t) => `${t}\t${2 + Math.floor(random() * 30)}`,
  (t) => `${t} х ${1 + Math.floor(random() * 6)}`,
  (t) => `${t}, ${1 + Math.floor(random() * 4)} шт`,
];

function mixedLines(products) {
  const crossed = products.flatMap((p) => JSON.parse(p.cross_refs).map((r) => r.article));
  const lines = [];
  for (let i = 0; i < 500; i++) {
    const kind = random();
    let text;
    if (kind < 0.45) text = pick(typings)(pick(products).article);
    else if (kind < 0.6) text = pick(typings)(pick(crossed));
    else if (kind < 0.75)
      text = pick(products)
        .name.split(' ')
        .slice(0, 4 + Math.floor(random() * 2))
        .join(' ');
    else if (kind < 0.88) {
      const article = pick(products).article;
      const at = Math.floor(random() * article.length);
      text = article.slice(0, at) + 'Z' + article.slice(at + 1);
    } else text = pick(['щиток непонятный', 'фывапролд', 'XYZ-000-999', 'кабель медный', 'автомат', 'лампочка 100 Вт', 'болт М8']);
    lines.push({ line: i + 1, text: pick(quantities)(text) });
  }
  return lines;
}

/** Splits `text<sep>qty` the simple way (the site's own parser lives in shared/specs/paste-lines.ts). */
const asRow = ({ line, text }) => {
  const found = /^(.*?\S)(?:\s*[;\t,]\s*|\s+х\s+|\s+)(\d+)(?:\s*шт)?$/u.exec(text);
  return found ? { line, text: found[1], quantity: Number(found[2]) } : { line, text };
};

async function once(rows) {
  const guest = await (await fetch(`${base}/api/specs/guest`, { method: 'POST' })).json();
  const started = performance.now();
  const answer = await fetch(`${base}/api/specs/guest/${guest.id}/imports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  });
  const body = await answer.json();
  const ms = performance.now() - started;
  if (answer.status !== 201) throw new Error(`import answered ${answer.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

/**
 * CPU time the API's process has used, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks
 * of 10 ms): unlike the answer time, it does not grow when other work shares the machine's cores.
 */
function apiCpuMs() {
  try {
    const fields = readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

await ready();
const db = new Database(join(dataDir, 'embedded.sqlite'), { readonly: true });
const products = db.prepare('SELECT article, name, cross_refs FROM products ORDER BY id').all();
db.close();
const rows = mixedLines(products).map(asRow);

const warm = await once(rows);
const counts = {};
for (const row of warm.body.rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
const times = [];
const cpuBefore = apiCpuMs();
for (let i = 0; i < runs; i++) times.push((await once(rows)).ms);
// Each run also creates its guest specification: a few milliseconds of the figure.
const cpuPerRun = (apiCpuMs() - cpuBefore) / runs;
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`bulk add of ${rows.length} mixed lines against ${products.length} products, ${runs} runs after a warm-up`);
console.log(
  `outcome: ${Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`answer time: median ${fmt(at(0.5))}; min ${fmt(times[0])}, p90 ${fmt(at(0.9))}, max ${fmt(times.at(-1))}`);
if (Number.isFinite(cpuPerRun)) console.log(`API process CPU per import: ${fmt(cpuPerRun)} (mean of ${runs})`);
process.exit(0);
