// The bench's ceiling (docs/operations.md, "Benchmark"): a bare node:http server that answers each
// address the bench loads with the very answer the site gave it — the same status, the same header
// lines in the same order and case, the same body bytes — from memory. Its req/s under the same load
// is what this machine, this generator and these bytes allow at all; the site's is given as a ratio
// to it.
//
// Two header values are per moment, and the ceiling makes its own like the site does: `Date` (Node
// writes it on both) and `x-request-id` (a new UUID per request, as the site's). `Connection`,
// `Keep-Alive` and `Transfer-Encoding` are Node's framing: the ceiling leaves them to Node as the
// site does, with the site's keep-alive timeout, so they come out the same. `sameAnswer` is the
// check the bench runs on every answer before it loads anything.
//
// Processes: as many as the site serves with. One is this process; more are node:cluster workers
// sharing the port, with the cluster's default scheduling, as the site's workers are
// (BENCH_CEILING_PROCESSES, set by the bench).
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** Header values that differ from one answer to the next on the site too; compared by length only. */
export const perMomentHeaders = new Set(['date', 'x-request-id']);
/** What Node writes by itself on any node:http server; the ceiling does not copy them, Node adds them. */
const writtenByNode = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The answers' lookup key: the user agent and the address, with the bench's `bench-view=…` query
 * value (a new one on every request of a render run) as one placeholder.
 * @param {string} userAgent
 * @param {string} url
 */
export function answerKey(userAgent, url) {
  return `${userAgent}\n${url.replace(/([?&]bench-view=)[^&]*/, '$1*')}`;
}

/**
 * How the ceiling's answer differs from the site's; empty when they are the same: the status, the
 * body's bytes, and every header line in order, name (with its case) and value, except that a
 * per-moment value need only have the same length.
 * @param {{ status: number, rawHeaders: string[], body: Buffer }} site
 * @param {{ status: number, rawHeaders: string[], body: Buffer }} ceiling
 * @returns {string[]}
 */
export function answerDifferences(site, ceiling) {
  const differences = [];
  if (site.status !== ceiling.status) differences.push(`status ${ceiling.status}, the site's ${site.status}`);
  if (!site.body.equals(ceiling.body)) differences.push(`body of ${ceiling.body.length} bytes differs from the site's ${site.body.length}`);
  const lines = Math.max(site.rawHeaders.length, ceiling.rawHeaders.length) / 2;
  for (let i = 0; i < lines; i++) {
    const [siteName, siteValue] = [site.rawHeaders[2 * i], site.rawHeaders[2 * i + 1]];
    const [name, value] = [ceiling.rawHeaders[2 * i], ceiling.rawHeaders[2 * i + 1]];
    if (siteName !== name) {
      differences.push(`header line ${i + 1}: ${name ?? '(none)'}, the site's ${siteName ?? '(none)'}`);
      continue;
    }
    const same = perMomentHeaders.has(name.toLowerCase()) ? siteValue.length === value.length : siteValue === value;
    if (!same) differences.push(`${name}: ${JSON.stringify(value)}, the site's ${JSON.stringify(siteValue)}`);
  }
  return differences;
}

/**
 * The answer as the ceiling sends it: the site's header lines less Node's own, with a new request id
 * where the site sent one.
 * @param {{ status: number, rawHeaders: string[], body: Buffer }} answer
 */
function prepare(answer) {
  const lines = [];
  let requestIdAt = -1;
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i];
    if (writtenByNode.has(name.toLowerCase())) continue;
    if (name.toLowerCase() === 'x-request-id') requestIdAt = lines.length + 1;
    lines.push(name, answer.rawHeaders[i + 1]);
  }
  return { status: answer.status, lines, requestIdAt, body: Buffer.from(answer.body) };
}

/** The site's keep-alive timeout, from its `Keep-Alive: timeout=N` line, in milliseconds. */
function keepAliveMs(answers) {
  for (const answer of answers) {
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      const timeout = /timeout=(\d+)/.exec(answer.rawHeaders[i].toLowerCase() === 'keep-alive' ? answer.rawHeaders[i + 1] : '');
      if (timeout) return Number(timeout[1]) * 1000;
    }
  }
  return undefined;
}

/** Serves `answers` on 127.0.0.1:`port` in this process; resolves to the port once it listens. */
function listen(answers, port) {
  const byKey = new Map(answers.map((answer) => [answer.key, prepare(answer)]));
  const server = http.createServer((req, res) => {
    const answer = byKey.get(answerKey(req.headers['user-agent'] ?? '', req.url ?? '/'));
    if (!answer) {
      res.writeHead(404, { 'content-length': '0' });
      res.end();
      return;
    }
    // The same work per request as the site's for its request id: a new UUID.
    const lines = answer.requestIdAt === -1 ? answer.lines : answer.lines.with(answer.requestIdAt, randomUUID());
    res.writeHead(answer.status, lines);
    res.end(answer.body);
  });
  const timeout = keepAliveMs(answers);
  if (timeout !== undefined) server.keepAliveTimeout = timeout;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server.address().port)));
}

/**
 * The child process's side: the bench sends `{ answers, port }` (0: any free port); the ceiling
 * answers `{ port }` once every process listens on it. It ends when the bench goes away or stops it.
 */
function serve() {
  const processes = Math.max(1, Number(process.env.BENCH_CEILING_PROCESSES ?? '1'));
  process.once('message', async ({ answers, port }) => {
    if (processes === 1) {
      process.send({ port: await listen(answers, port) });
      return;
    }
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), serialization: 'advanced' });
    const workers = Array.from({ length: processes }, () => cluster.fork());
    // Workers share the port the primary opens: with 0, the first worker's choice.
    const ports = await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve, reject) => {
            worker.once('listening', (address) => resolve(address.port));
            worker.once('exit', (code) => reject(new Error(`a ceiling worker exited (${code})`)));
            // A worker reads its IPC channel from the start: a message sent before its handler is there is lost.
            worker.once('message', () => worker.send({ answers, port }));
          }),
      ),
    );
    process.send({ port: ports[0] });
  });
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  // The bench went away (finished, or was killed): so does the ceiling.
  process.on('disconnect', stop);
}

function serveAsWorker() {
  process.once('message', ({ answers, port }) => void listen(answers, port));
  process.send({ ready: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (cluster.isWorker) serveAsWorker();
  else serve();
}
