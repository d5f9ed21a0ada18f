import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

/**
 * What the container lets the process use, as cgroup v2 states it (docs/operations.md, "Workers and
 * memory"): `cpu.max` is `<quota> <period>` in microseconds or `max <period>`, `memory.max` a byte count
 * or `max`. Outside a limited cgroup (or on cgroup v1) neither file says anything and the machine's own
 * figures count.
 */
export interface ContainerLimits {
  /** CPUs the process may keep busy: the machine's, lowered to the quota (rounded up) when one is set. */
  cpus: number;
  /** Bytes of memory: the cgroup's limit, else the machine's. */
  memoryBytes: number;
  /** Whether `memoryBytes` is the cgroup's limit rather than the machine's whole memory. */
  memoryLimited: boolean;
}

const cgroupRoot = '/sys/fs/cgroup';

/** `cpu.max`'s quota in CPUs (`150000 100000` → 1.5); undefined for `max` or anything unreadable. */
export function parseCpuMax(text: string): number | undefined {
  const [quota, period] = text.trim().split(/\s+/);
  if (quota === undefined || quota === 'max') return undefined;
  const q = Number(quota);
  const p = Number(period ?? 100_000);
  return Number.isFinite(q) && Number.isFinite(p) && q > 0 && p > 0 ? q / p : undefined;
}

/** `memory.max` in bytes; undefined for `max` or anything unreadable. */
export function parseMemoryMax(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return undefined;
  const bytes = Number(value);
  return bytes > 0 && Number.isSafeInteger(bytes) ? bytes : undefined;
}

function readCgroupFile(name: string): string | undefined {
  try {
    return readFileSync(`${cgroupRoot}/${name}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The limits from already read texts (a test gives its own); the machine's figures where a text says nothing. */
export function containerLimitsOf(
  texts: { cpuMax?: string; memoryMax?: string },
  machine: { cpus: number; memoryBytes: number },
): ContainerLimits {
  const quota = texts.cpuMax === undefined ? undefined : parseCpuMax(texts.cpuMax);
  const cpus = quota === undefined ? machine.cpus : Math.max(1, Math.min(machine.cpus, Math.ceil(quota)));
  const limit = texts.memoryMax === undefined ? undefined : parseMemoryMax(texts.memoryMax);
  // A cgroup limit above the machine's memory (a huge number) says nothing more than the machine does.
  const memoryLimited = limit !== undefined && limit < machine.memoryBytes;
  return { cpus, memoryBytes: memoryLimited ? limit : machine.memoryBytes, memoryLimited };
}

/** This process's limits, read once at start. */
export function readContainerLimits(): ContainerLimits {
  return containerLimitsOf(
    { cpuMax: readCgroupFile('cpu.max'), memoryMax: readCgroupFile('memory.max') },
    { cpus: availableParallelism(), memoryBytes: totalmem() },
  );
}
