// Types of scripts/bench-report.mjs, for the unit tests (the script itself runs under plain Node).
export interface PreviousFigures {
  date: string;
  commit: string | null;
  loadGenerator: string;
  quick: boolean;
  targets: { target: string; mode: string; rps: number | null; ratio: number | null; p99: number | null }[];
  rendered: { rps: number | null; p50: number | null; p90: number | null; p99: number | null } | null;
  memoryAfterLoadMb: number | null;
  jsSplit: { totalGzipBytes: number; groups: { group: string; gzipBytes: number }[] } | null;
}
export function readPreviousResults(root: string): unknown;
export function previousFigures(saved: unknown): PreviousFigures | null;
export function renderMarkdown(results: unknown): string;
export function writeReadmeBlock(root: string, markdown: string): void;
export function writeResults(root: string, results: unknown, markdown: string): Promise<void>;
