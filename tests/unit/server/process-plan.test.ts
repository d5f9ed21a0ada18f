import { describe, expect, it } from 'vitest';
import { containerLimitsOf, parseCpuMax, parseMemoryMax } from '#server/environment/container-limits';
import { heapSetByOperator, planProcesses } from '#server/ops/process-plan';

const machine = { cpus: 8, memoryBytes: 32 * 2 ** 30 };
const mb = (n: number) => String(n * 2 ** 20);

describe('the container limits (cgroup v2)', () => {
  it('reads cpu.max and memory.max', () => {
    expect(parseCpuMax('max 100000\n')).toBeUndefined();
    expect(parseCpuMax('200000 100000\n')).toBe(2);
    expect(parseCpuMax('150000 100000')).toBe(1.5);
    expect(parseCpuMax('garbage')).toBeUndefined();
    expect(parseMemoryMax('max\n')).toBeUndefined();
    expect(parseMemoryMax('536870912\n')).toBe(512 * 2 ** 20);
  });

  it('caps the CPUs by the quota, rounded up, and never below one', () => {
    expect(containerLimitsOf({ cpuMax: '150000 100000' }, machine).cpus).toBe(2);
    expect(containerLimitsOf({ cpuMax: '20000 100000' }, machine).cpus).toBe(1);
    expect(containerLimitsOf({ cpuMax: 'max 100000' }, machine).cpus).toBe(8);
    expect(containerLimitsOf({}, machine).cpus).toBe(8);
  });

  it('takes the memory limit when it is below the machine', () => {
    expect(containerLimitsOf({ memoryMax: mb(1024) }, machine)).toMatchObject({ memoryBytes: 1024 * 2 ** 20, memoryLimited: true });
    expect(containerLimitsOf({ memoryMax: 'max' }, machine)).toMatchObject({ memoryBytes: machine.memoryBytes, memoryLimited: false });
  });
});

describe('the process plan (docs/operations.md, "Workers and memory")', () => {
  const limits = (cpus: number, memoryMb: number, memoryLimited = true) => ({ cpus, memoryBytes: memoryMb * 2 ** 20, memoryLimited });

  it('starts one worker per CPU unless WEB_CONCURRENCY says otherwise; one means one process', () => {
    expect(planProcesses({ limits: limits(2, 1024), heapSetByOperator: false, embeddedApi: true }).workers).toBe(2);
    const single = planProcesses({ limits: limits(4, 1024), webConcurrency: 1, heapSetByOperator: false, embeddedApi: true });
    expect(single).toMatchObject({ workers: 1, workerHeapMb: undefined });
  });

  it('divides the memory left by the primary among the workers, heap and page cache within their bounds', () => {
    // 1024 MB, 2 workers, the embedded API in the primary: (1024 − 192) / 2 = 416 MB each.
    const plan = planProcesses({ limits: limits(2, 1024), heapSetByOperator: false, embeddedApi: true });
    expect(plan.shareMb).toBe(416);
    expect(plan.workerHeapMb).toBeGreaterThanOrEqual(64);
    expect(plan.pageCacheMb).toBeGreaterThanOrEqual(4);
    // Heap, cache and the fixed part fit in the share.
    expect(plan.workerHeapMb! + plan.pageCacheMb + 80).toBeLessThanOrEqual(plan.shareMb);
    // A small container gets the floors.
    const small = planProcesses({ limits: limits(4, 512), heapSetByOperator: false, embeddedApi: true });
    expect([small.workerHeapMb, small.pageCacheMb]).toEqual([64, 4]);
  });

  it('does not hand the whole of a large machine to the heap: without a cgroup limit at most 2 GB is divided', () => {
    const plan = planProcesses({ limits: limits(2, 64 * 1024, false), heapSetByOperator: false, embeddedApi: true });
    expect(plan.memoryMb).toBe(2048);
    const limited = planProcesses({ limits: limits(2, 64 * 1024, true), heapSetByOperator: false, embeddedApi: true });
    expect(limited.memoryMb).toBe(64 * 1024);
  });

  it('gives each worker two malloc arenas, unless the operator set MALLOC_ARENA_MAX or one process serves', () => {
    expect(planProcesses({ limits: limits(2, 1024), heapSetByOperator: false, embeddedApi: true }).workerMallocArenas).toBe(2);
    // An operator's heap leaves the arenas planned: they are another setting.
    expect(planProcesses({ limits: limits(4, 1024), heapSetByOperator: true, embeddedApi: false }).workerMallocArenas).toBe(2);
    const set = planProcesses({ limits: limits(2, 1024), heapSetByOperator: false, arenasSetByOperator: true, embeddedApi: true });
    expect(set.workerMallocArenas).toBeUndefined();
    const single = planProcesses({ limits: limits(2, 1024), webConcurrency: 1, heapSetByOperator: false, embeddedApi: true });
    expect(single.workerMallocArenas).toBeUndefined();
  });

  it('keeps what the operator set: PAGE_CACHE_MAX_MB and a heap in NODE_OPTIONS', () => {
    const plan = planProcesses({ limits: limits(2, 1024), pageCacheMb: 48, heapSetByOperator: true, embeddedApi: false });
    expect(plan).toMatchObject({ pageCacheMb: 48, workerHeapMb: undefined });
    expect(heapSetByOperator([], '--max-old-space-size=300')).toBe(true);
    expect(heapSetByOperator(['--max_old_space_size=300'], undefined)).toBe(true);
    expect(heapSetByOperator(['--enable-source-maps'], '--max-semi-space-size=4')).toBe(false);
  });
});
