// wrk, the bench's load generator (docs/operations.md, "Benchmark"): installing it, the Lua script
// that gives it the request's headers (and, for renders, a query no one asked before), running it,
// reading its report, and how much of a core it used itself.
//
// wrk and not autocannon: on this project's 2-core reference machine autocannon, sending the same
// 124 KB page from a bare node:http server, tops out at about 0.7 of wrk's rate with its own thread
// at 100 % of a core, so a ratio against an autocannon ceiling measured autocannon. wrk is C with one
// event loop per thread; its own CPU is printed with every run so a reader can see it is not the
// limit (a warning above 90 % of a core).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const wrkPath = '/usr/bin/wrk';
/** Above this share of one core the generator may be what limits the run: the bench says so. */
export const generatorWarnShare = 0.9;
/** The marker of the line the Lua `done` hook writes: wrk's own /proc/self/stat at the end of the run. */
const statMarker = 'bench-wrk-stat ';

/**
 * Debian's wrk at /usr/bin/wrk, installed with apt-get when it is missing and this is root on
 * Debian; otherwise an error saying how to get it.
 * @param {(message: string) => void} log
 */
export function ensureWrk(log) {
  if (existsSync(wrkPath)) return wrkPath;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/etc/debian_version')) {
    throw new Error(`${wrkPath} is missing: install Debian's wrk (\`apt-get install -y wrk\`, as root) and run the bench again`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log(`${wrkPath} is missing: apt-get install -y wrk`);
  try {
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit', env });
  } catch {
    // A fresh container has no package lists yet.
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit', env });
  }
  if (!existsSync(wrkPath)) throw new Error(`apt-get installed wrk, but ${wrkPath} is not there`);
  return wrkPath;
}

/** The kernel's clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
export function clockTicksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/**
 * A Lua string literal for `text`: printable ASCII as it is, the rest as decimal byte escapes, which
 * LuaJIT (wrk's Lua) reads as the same bytes.
 * @param {string} text
 */
export function luaString(text) {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    if (byte === 0x22 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte}`;
  }
  return `${out}"`;
}

/**
 * The Lua script of one wrk run: the request's headers; with `fresh`, a query of its own on every
 * request (`bench-view=<run>-<thread>-<n>`, so no two requests of any run ask the same address and
 * nothing the site stored can answer); and a `done` hook that writes wrk's own CPU times, read from
 * /proc/self/stat once every thread has finished, on a line of its own.
 * @param {{ headers: Record<string, string>, fresh?: string }} options `fresh`: the run's own name
 */
export function wrkScript({ headers, fresh }) {
  const lines = ['-- Written by scripts/bench-wrk.mjs for one run.'];
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (fresh !== undefined) {
    lines.push(
      'local threads = 0',
      'function setup(thread)',
      '  threads = threads + 1',
      '  thread:set("tid", threads)',
      'end',
      'local counter = 0',
      'function request()',
      '  counter = counter + 1',
      '  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"',
      `  return wrk.format(nil, wrk.path .. separator .. "bench-view=" .. ${luaString(fresh)} .. "-" .. tid .. "-" .. counter)`,
      'end',
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local file = io.open("/proc/self/stat", "r")',
    '  if file then',
    `    io.write(${luaString(statMarker)}, file:read("*a"), "\\n")`,
    '    file:close()',
    '  end',
    'end',
    '',
  );
  return lines.join('\n');
}

const timeUnitsMs = { us: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const binaryUnits = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4, P: 1024 ** 5 };

/** `912.00us`, `1.23ms`, `4.40s`, `1.00m` (wrk's `format_time_us`) in milliseconds. */
export function parseWrkTime(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`not a wrk time: ${JSON.stringify(text)}`);
  return Number(match[1]) * timeUnitsMs[match[2]];
}

/**
 * wrk's report (run with `--latency`), as numbers: times in milliseconds, sizes in bytes.
 * `Non-2xx or 3xx responses` and `Socket errors` appear only when there were any: absent, they are 0.
 * @param {string} text wrk's standard output
 */
export function parseWrkOutput(text) {
  const need = (regex, what) => {
    const match = regex.exec(text);
    if (!match) throw new Error(`wrk's report has no ${what}:\n${text}`);
    return match;
  };
  const latencyLine = need(/^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+\S+%\s*$/m, 'latency line');
  const distribution = {};
  for (const percent of [50, 75, 90, 99]) {
    distribution[`p${percent}`] = parseWrkTime(
      need(new RegExp(`^\\s*${percent}(?:\\.0+)?%\\s+(\\S+)\\s*$`, 'm'), `${percent} % latency`)[1],
    );
  }
  const total = need(/^\s*(\d+) requests in (\S+), ([\d.]+)([KMGTP]?)B read\s*$/m, 'request count');
  const rps = need(/^Requests\/sec:\s+([\d.]+)\s*$/m, 'requests a second');
  const transfer = need(/^Transfer\/sec:\s+([\d.]+)([KMGTP]?)B\s*$/m, 'transfer a second');
  const socket = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/m.exec(text);
  const non2xx = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/m.exec(text);
  const threads = /^\s*(\d+) threads and (\d+) connections\s*$/m.exec(text);
  return {
    threads: threads ? Number(threads[1]) : undefined,
    connections: threads ? Number(threads[2]) : undefined,
    requests: Number(total[1]),
    durationSeconds: parseWrkTime(total[2]) / 1000,
    bytesRead: Math.round(Number(total[3]) * binaryUnits[total[4]]),
    rps: Number(rps[1]),
    bytesPerSecond: Math.round(Number(transfer[1]) * binaryUnits[transfer[2]]),
    latency: {
      meanMs: parseWrkTime(latencyLine[1]),
      stdevMs: parseWrkTime(latencyLine[2]),
      maxMs: parseWrkTime(latencyLine[3]),
      ...distribution,
    },
    errors: {
      connect: socket ? Number(socket[1]) : 0,
      read: socket ? Number(socket[2]) : 0,
      write: socket ? Number(socket[3]) : 0,
      timeout: socket ? Number(socket[4]) : 0,
    },
    // wrk counts a status of 400 or more here (the line's name is older than the rule).
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/**
 * wrk's own CPU time (user + system, every thread's) from the /proc/self/stat line the `done` hook
 * wrote, in clock ticks; undefined when the line is missing.
 * @param {string} text wrk's standard output
 */
export function parseWrkCpuTicks(text) {
  const start = text.indexOf(statMarker);
  if (start === -1) return undefined;
  const stat = text.slice(start + statMarker.length).split('\n')[0];
  // After the command name in parentheses: state is field 3 of the line, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return undefined;
  return { user, system };
}

/**
 * One wrk run: `connections` connections over `threads` threads for `seconds`, with `--latency`
 * and a 30 s request timeout (wrk's default of 2 s would drop the slowest renders from the latency
 * figures and count them as timeouts instead). Resolves to the parsed report and the generator's
 * CPU as a share of one core.
 * @param {{ url: string, headers: Record<string, string>, seconds: number, connections: number, threads: number,
 *   fresh?: string, scriptDir: string, ticksPerSecond: number,
 *   track: (child: import('node:child_process').ChildProcess, name: string) => void }} options
 */
export async function runWrk({ url, headers, seconds, connections, threads, fresh, scriptDir, ticksPerSecond, track }) {
  const script = path.join(scriptDir, `wrk-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(script, wrkScript({ headers, fresh }));
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '--timeout', '30s', '-s', script, url];
  const child = spawn(wrkPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  track(child, `wrk ${url}`);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${stderr || stdout}`);
  const report = parseWrkOutput(stdout);
  const ticks = parseWrkCpuTicks(stdout);
  const cpuSeconds = ticks ? (ticks.user + ticks.system) / ticksPerSecond : undefined;
  return {
    ...report,
    generator: {
      cpuSeconds,
      /** Of one core: 1.0 is a core busy for the whole run (more than 1.0 only with several threads). */
      coreShare: cpuSeconds !== undefined && report.durationSeconds > 0 ? cpuSeconds / report.durationSeconds : undefined,
      threads,
    },
  };
}
