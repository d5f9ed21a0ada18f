// Types of scripts/bench-wrk.mjs, for the unit tests (the script itself runs under plain Node).
import type { ChildProcess } from 'node:child_process';

export interface WrkReport {
  threads: number | undefined;
  connections: number | undefined;
  requests: number;
  durationSeconds: number;
  bytesRead: number;
  rps: number;
  bytesPerSecond: number;
  latency: { meanMs: number; stdevMs: number; maxMs: number; p50: number; p75: number; p90: number; p99: number };
  errors: { connect: number; read: number; write: number; timeout: number };
  non2xx: number;
}
export const wrkPath: string;
export const generatorWarnShare: number;
export function ensureWrk(log: (message: string) => void): string;
export function clockTicksPerSecond(): number;
export function luaString(text: string): string;
export function wrkScript(options: { headers: Record<string, string>; fresh?: string }): string;
export function parseWrkTime(text: string): number;
export function parseWrkOutput(text: string): WrkReport;
export function parseWrkCpuTicks(text: string): { user: number; system: number } | undefined;
export function runWrk(options: {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  threads: number;
  fresh?: string;
  scriptDir: string;
  ticksPerSecond: number;
  track: (child: ChildProcess, name: string) => void;
}): Promise<WrkReport & { generator: { cpuSeconds: number | undefined; coreShare: number | undefined; threads: number } }>;
