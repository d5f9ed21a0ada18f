// The bench's reading of wrk (scripts/bench-wrk.mjs; docs/operations.md, "Benchmark"): its report,
// its units, its own CPU time, and the Lua script that carries the headers and the fresh queries.
import { describe, expect, test } from 'vitest';
import { luaString, parseWrkCpuTicks, parseWrkOutput, parseWrkTime, wrkScript } from '../../scripts/bench-wrk.mjs';

// wrk 4.1's report of a run with --latency and a Lua `done` hook, as printed (a real run's shape).
const report = `Running 10s test @ http://127.0.0.1:4323/catalog/avtomaticheskie-vyklyuchateli
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   250.31ms  480.12ms   4.40s    91.20%
    Req/Sec   201.33     40.10   310.00     70.00%
  Latency Distribution
     50%  120.50ms
     75%  210.00ms
     90%  560.25ms
     99%    2.96s
  2013 requests in 10.01s, 28.12MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:    201.10
Transfer/sec:      2.81MB
bench-wrk-stat 7406 (wrk) S 7402 7402 32050 0 -1 4194304 902 0 0 0 731 164 0 0 20 0 1 0 4019407 405458944 1330 18446744073709551615
`;

describe('parseWrkOutput', () => {
  test('reads the rate, the latency distribution in milliseconds, the totals and the errors', () => {
    const parsed = parseWrkOutput(report);
    expect(parsed).toMatchObject({
      threads: 1,
      connections: 50,
      requests: 2013,
      durationSeconds: 10.01,
      rps: 201.1,
      errors: { connect: 0, read: 2, write: 0, timeout: 3 },
      non2xx: 7,
    });
    expect(parsed.latency.meanMs).toBeCloseTo(250.31);
    expect(parsed.latency.maxMs).toBeCloseTo(4400);
    expect(parsed.latency.p50).toBeCloseTo(120.5);
    expect(parsed.latency.p90).toBeCloseTo(560.25);
    expect(parsed.latency.p99).toBeCloseTo(2960);
    expect(parsed.bytesRead).toBe(Math.round(28.12 * 1024 * 1024));
    expect(parsed.bytesPerSecond).toBe(Math.round(2.81 * 1024 * 1024));
  });

  test('no error lines: a clean run has none', () => {
    const clean = report.replace(/^ {2}Socket errors.*\n/m, '').replace(/^ {2}Non-2xx.*\n/m, '');
    const parsed = parseWrkOutput(clean);
    expect(parsed.errors).toEqual({ connect: 0, read: 0, write: 0, timeout: 0 });
    expect(parsed.non2xx).toBe(0);
  });

  test('a report without its latency distribution (no --latency) is an error, not zeros', () => {
    const without = report.replace(/ {2}Latency Distribution\n(?: {5}\d+%.*\n){4}/, '');
    expect(() => parseWrkOutput(without)).toThrow(/50 % latency/);
  });
});

describe('parseWrkTime', () => {
  test.each([
    ['912.00us', 0.912],
    ['1.23ms', 1.23],
    ['4.40s', 4400],
    ['1.50m', 90_000],
  ])('%s is %f ms', (text, expected) => {
    expect(parseWrkTime(text)).toBeCloseTo(expected);
  });

  test('anything else is an error', () => {
    expect(() => parseWrkTime('12parsecs')).toThrow();
  });
});

describe('parseWrkCpuTicks', () => {
  test("reads utime and stime from the done hook's /proc/self/stat line", () => {
    expect(parseWrkCpuTicks(report)).toEqual({ user: 731, system: 164 });
  });

  test('a command name with spaces and parentheses does not shift the fields', () => {
    const odd = 'bench-wrk-stat 1 (w (r) k) R 1 1 1 0 -1 0 0 0 0 0 40 2 0 0\n';
    expect(parseWrkCpuTicks(odd)).toEqual({ user: 40, system: 2 });
  });

  test('without the line, unknown', () => {
    expect(parseWrkCpuTicks('Requests/sec: 1\n')).toBeUndefined();
  });
});

describe('the Lua script', () => {
  test('escapes quotes, backslashes and non-ASCII bytes as LuaJIT reads them', () => {
    expect(luaString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(luaString('я')).toBe('"\\209\\143"');
  });

  test('sets every header; a fresh run asks a query of its own per request, a plain one has no request hook', () => {
    const plain = wrkScript({ headers: { 'user-agent': 'UA', 'accept-encoding': 'gzip, br' } });
    expect(plain).toContain('wrk.headers["user-agent"] = "UA"');
    expect(plain).toContain('wrk.headers["accept-encoding"] = "gzip, br"');
    // A `request` function makes wrk build every request in Lua: only where each must differ.
    expect(plain).not.toContain('function request');
    expect(plain).toContain('/proc/self/stat');

    const fresh = wrkScript({ headers: {}, fresh: 'run1.0.site' });
    expect(fresh).toContain('function request');
    expect(fresh).toContain('"bench-view=" .. "run1.0.site" .. "-" .. tid .. "-" .. counter');
  });
});
