// Types of scripts/bench-js-split.mjs, for the unit tests (the script itself runs under plain Node).
export interface SourceMapLike {
  sources: (string | null)[];
  mappings: string;
}
export interface JsSplit {
  totalGzipBytes: number;
  totalRawBytes: number;
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  groups: { group: string; rawBytes: number; gzipBytes: number; files: number }[];
  mismatched: string[];
}
export const unmappedGroup: string;
export function moduleGroup(source: string): string;
export function codeByGroup(code: string, map: SourceMapLike): Map<string, string>;
export function splitFiles(files: { fileName: string; body: Buffer }[], built: Map<string, { code: string; map: SourceMapLike }>): JsSplit;
export function rebuildWithSourceMaps(root: string): Promise<Map<string, { code: string; map: SourceMapLike }>>;
export function scriptsLoadedBy(url: string, executablePath: string, userAgent: string): Promise<{ fileName: string; body: Buffer }[]>;
