import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record opens the same way (as Epic Stack's do): its number and title, the day it
 * was written, and whether it still holds — `accepted`, optionally `amended by` later records that
 * changed part of it, or `superseded by` the one that replaced it. Links point at records that exist.
 */
const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const link = String.raw`\[\d{3}\]\((\d{3}-[a-z0-9-]+\.md)\)`;
const status = String.raw`(accepted(?:; amended by ${link}(?:, ${link})*)?|superseded by ${link})`;
const header = new RegExp(String.raw`^# (\d{3}) — .+\n\nDate: (\d{4}-\d{2}-\d{2})\n\nStatus: ${status}\n\n## Context\n`);

describe('decision records', () => {
  it('there are records', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)('%s opens with its number, date and status', (name) => {
    const text = readFileSync(folder + name, 'utf8');
    const match = header.exec(text);
    expect(match, `${name} does not open with "# NNN — title", "Date: YYYY-MM-DD" and "Status: …"`).not.toBeNull();
    expect(match![1]).toBe(name.slice(0, 3));
    expect(Number.isNaN(Date.parse(match![2]!))).toBe(false);
    for (const [, target] of match![3]!.matchAll(new RegExp(link, 'g'))) expect(records, `${name} links to ${target}`).toContain(target);
  });
});
