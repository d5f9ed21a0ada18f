// The previous bench's load generator, for one comparison in the same run (docs/operations.md,
// "Benchmark"): autocannon 9 as scripts/bench.mjs ran it until wrk replaced it — programmatic, one
// thread, response bodies not decoded — in a process of its own, so that its CPU can be read. Against
// the same ceiling, its req/s next to wrk's shows how much of the old figures was the generator.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * One autocannon run in a child process: its req/s (autocannon's per-second average, as the old
 * bench reported it) and its process's CPU over the run's wall time, as a share of one core.
 * @param {{ url: string, headers: Record<string, string>, seconds: number, connections: number,
 *   track: (child: import('node:child_process').ChildProcess, name: string) => void }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, errors: number, non2xx: number, coreShare: number }>}
 */
export async function runAutocannon({ url, headers, seconds, connections, track }) {
  const child = fork(fileURLToPath(import.meta.url), ['--run'], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  track(child, `autocannon ${url}`);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const result = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`autocannon's process exited (${code}) without a result: ${stderr}`)));
    child.send({ url, headers, seconds, connections });
  });
  if (result.error) throw new Error(`autocannon: ${result.error}`);
  return result;
}

function runInThisProcess() {
  process.once('message', ({ url, headers, seconds, connections }) => {
    const require = createRequire(import.meta.url);
    const autocannon = require('autocannon');
    // As the old bench did: autocannon 9 appends every body to a string (decoding it as UTF-8), which
    // capped it far lower still; nothing here reads the bodies, so that step is skipped.
    const queue = require('autocannon/lib/pipelinedRequestsQueue.js');
    if (typeof queue?.prototype?.addBody === 'function') queue.prototype.addBody = function addBody() {};
    const before = process.cpuUsage();
    const started = performance.now();
    autocannon({ url, connections, duration: seconds, headers, timeout: 10 }, (error, result) => {
      const cpu = process.cpuUsage(before);
      const wallSeconds = (performance.now() - started) / 1000;
      process.send(
        error
          ? { error: error.message }
          : {
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts,
              non2xx: result.non2xx,
              coreShare: (cpu.user + cpu.system) / 1e6 / wallSeconds,
            },
        () => process.disconnect(),
      );
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--run') runInThisProcess();
