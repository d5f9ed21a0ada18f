import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Playwright specs live in tests/e2e and run under Playwright, not here.
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores — a single worker on the 2-core CI machine,
    // with the main process idle; a worker per core halves the suite there.
    maxWorkers: availableParallelism(),
    // A worker keeps its imported modules from one test file to the next instead of starting afresh
    // for each: importing the app (server, embedded API, pages) once per file was most of the run
    // (measured here, 162 files, 2,606 tests passing alike: 6 min 12 s → 4 min 0 s, CPU 6:21 → 3:41).
    // The price: a test file must leave no state behind in a shared module. `--isolate` on the
    // command line brings the old way back, to tell such a leak from a real failure.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
