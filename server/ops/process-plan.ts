import type { ContainerLimits } from '#server/environment/container-limits';

/**
 * How many workers serve the site and how much memory each may take (docs/operations.md, "Workers and
 * memory", where the formula is written out). Settings given explicitly win; the rest comes from the
 * container's limits.
 */
export interface ProcessPlan {
  /** Processes answering requests: 1 is the single process of old, more are node:cluster workers. */
  workers: number;
  /** `--max-old-space-size` for each worker in MB; undefined when the operator set it (NODE_OPTIONS) or there are no workers. */
  workerHeapMb: number | undefined;
  /** `--max-semi-space-size` with a planned heap: the young generation is three of these, outside the old one. */
  workerSemiSpaceMb: number | undefined;
  /** MALLOC_ARENA_MAX for each worker; undefined when the operator set it or there are no workers. */
  workerMallocArenas: number | undefined;
  /** PAGE_CACHE_MAX_MB for each process answering requests. */
  pageCacheMb: number;
  /** The memory the plan divided (MB) and what each worker's share came to. */
  memoryMb: number;
  shareMb: number;
}

/** The page cache's bound when no plan was made (tests, the development server): the old default. */
export const unplannedPageCacheMb = 64;

/** Without a cgroup limit the machine's whole memory is not the site's: at most this much is divided. */
export const uncappedMemoryMb = 2048;
/** What the primary keeps for itself when it runs the embedded API (SQLite, the catalogue, the search index)… */
const primaryWithApiMb = 192;
/** …and when it only supervises the workers. */
const primaryAloneMb = 48;
/** A worker's memory that is neither heap nor page cache: node, compiled code, sockets, allocator slack. */
export const workerBaseMb = 80;
/** Of the rest of a worker's share: the page cache's part (its buffers live outside the V8 heap)… */
const pageCacheFraction = 0.15;
/** …and the old generation's, the remainder being young generation and growth. */
const heapFraction = 0.55;
/**
 * The bounds that keep a worker near 200 MB resident after a flood of fresh renders on any machine
 * (measured: docs/operations.md, "Workers and memory"); more buys V8 fewer collections, not a shorter tail.
 */
const maxHeapMb = 96;
const maxPageCacheMb = 8;
/**
 * glibc gives each thread that allocates (libuv's pool compressing pages, V8's compiler and GC threads)
 * an arena of its own, up to eight per CPU, and keeps what each one freed: two arenas hold a worker's
 * malloc'd memory in fewer, fuller heaps (measured: docs/operations.md, "Workers and memory").
 */
const mallocArenas = 2;
/** V8's default on 64-bit is 16 MB (48 MB of young generation): 8 keeps collections of short-lived render garbage cheap and small. */
const semiSpaceMb = 8;
const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, Math.floor(value)));

export interface PlanInput {
  limits: ContainerLimits;
  /** WEB_CONCURRENCY when set. */
  webConcurrency?: number;
  /** PAGE_CACHE_MAX_MB when set. */
  pageCacheMb?: number;
  /** Whether the operator chose the heap already (`--max-old-space-size` in NODE_OPTIONS or node's own arguments). */
  heapSetByOperator: boolean;
  /** Whether MALLOC_ARENA_MAX is set in the environment (the workers inherit it as it is). */
  arenasSetByOperator?: boolean;
  /** The embedded API runs in the primary (no UPSTREAM_URL). */
  embeddedApi: boolean;
}

export function planProcesses(input: PlanInput): ProcessPlan {
  const { limits } = input;
  const workers = input.webConcurrency ?? limits.cpus;
  const memoryMb = Math.floor(limits.memoryBytes / 2 ** 20);
  const divided = limits.memoryLimited ? memoryMb : Math.min(memoryMb, uncappedMemoryMb);
  // One process holds everything itself; workers share what the primary leaves.
  const reserve = workers === 1 ? 0 : input.embeddedApi ? primaryWithApiMb : primaryAloneMb;
  const shareMb = Math.max(0, Math.floor((divided - reserve) / workers));
  const room = Math.max(0, shareMb - workerBaseMb);
  const planHeap = workers > 1 && !input.heapSetByOperator;
  return {
    workers,
    workerHeapMb: planHeap ? clamp(room * heapFraction, 64, maxHeapMb) : undefined,
    workerSemiSpaceMb: planHeap ? semiSpaceMb : undefined,
    workerMallocArenas: workers > 1 && !input.arenasSetByOperator ? mallocArenas : undefined,
    pageCacheMb: input.pageCacheMb ?? clamp(room * pageCacheFraction, 4, maxPageCacheMb),
    memoryMb: divided,
    shareMb,
  };
}

/** Whether node's arguments or NODE_OPTIONS already size the old generation. */
export function heapSetByOperator(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((arg) => /^--max[-_]old[-_]space[-_]size\b/.test(arg));
}
