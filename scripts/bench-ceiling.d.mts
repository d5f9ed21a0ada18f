// Types of scripts/bench-ceiling.mjs, for the unit tests (the script itself runs under plain Node).
export interface RawAnswer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}
export const perMomentHeaders: ReadonlySet<string>;
export function answerKey(userAgent: string, url: string): string;
export function answerDifferences(site: RawAnswer, ceiling: RawAnswer): string[];
