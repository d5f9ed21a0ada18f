// The previous run's figures beside the new ones (scripts/bench-report.mjs; docs/operations.md,
// "Benchmark"): read from the autocannon bench's results (single figures) and from this bench's
// (medians) alike.
import { expect, test } from 'vitest';
import { previousFigures } from '../../scripts/bench-report.mjs';

test("the autocannon bench's single figures", () => {
  const saved = {
    date: '2026-11-22T20:01:33.798Z',
    commit: '10d0fd4',
    settings: { loadGenerator: 'autocannon 9 (programmatic, in the bench process, pipelining 1)' },
    targets: [{ target: 'home', mode: 'visitor', site: { rps: 12379, p99: 14 }, ceiling: { rps: 22148 }, ratio: 0.5589 }],
    rendered: { site: { rps: 198, p50: 209, p99: 2136 } },
    memory: { rssAfterLoadMb: 396 },
  };
  expect(previousFigures(saved)).toEqual({
    date: '2026-11-22T20:01:33.798Z',
    commit: '10d0fd4',
    loadGenerator: 'autocannon 9 (programmatic, in the bench process, pipelining 1)',
    quick: false,
    targets: [{ target: 'home', mode: 'visitor', rps: 12379, ratio: 0.5589, p99: 14 }],
    rendered: { rps: 198, p50: 209, p90: null, p99: 2136 },
    memoryAfterLoadMb: 396,
    jsSplit: null,
  });
});

test("this bench's medians, and never the run before the previous one", () => {
  const spread = (median: number) => ({ median, min: median / 2, max: median * 2, runs: 3 });
  const saved = {
    date: '2026-11-26T06:00:00.000Z',
    commit: 'abc1234',
    settings: { loadGenerator: 'wrk 4.1.0 (1 thread)', quick: true },
    targets: [{ target: 'section', mode: 'crawler', site: { rps: spread(9000), p99: spread(12) }, ratio: spread(0.41) }],
    rendered: { site: { rps: spread(190), p50: spread(210), p90: spread(600), p99: spread(980) } },
    memory: { afterLoad: { totalMb: 310.5 } },
    jsSplit: { totalGzipBytes: 132000, groups: [{ group: 'react-dom', rawBytes: 1, gzipBytes: 60000, files: 1 }] },
    previous: { date: 'older' },
  };
  const figures = previousFigures(saved);
  expect(figures?.targets).toEqual([{ target: 'section', mode: 'crawler', rps: 9000, ratio: 0.41, p99: 12 }]);
  expect(figures?.rendered).toEqual({ rps: 190, p50: 210, p90: 600, p99: 980 });
  expect(figures?.memoryAfterLoadMb).toBe(310.5);
  expect(figures?.quick).toBe(true);
  expect(figures?.jsSplit).toEqual({ totalGzipBytes: 132000, groups: [{ group: 'react-dom', gzipBytes: 60000 }] });
  expect(JSON.stringify(figures)).not.toContain('older');
});

test('nothing saved, or not a results file: no previous column', () => {
  expect(previousFigures(null)).toBeNull();
  expect(previousFigures({ date: 'x' })).toBeNull();
});
