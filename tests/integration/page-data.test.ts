/**
 * The page's JSON blocks carry what hydration reads, not whole upstream answers (docs/behaviour.md,
 * "Page weight"): a deferred section keeps only what its cards draw.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';
import { crawlerUserAgent } from '../support/site-harness';

let site: AccountSite;

beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

/** The deferred sections' JSON blocks, by the query they answer. */
const streamedBlocks = (html: string) =>
  new Map(
    [...html.matchAll(/<script type="application\/json" data-streamed-query="([^"]+)">(.*?)<\/script>/g)].map((m) => [
      m[1]!.replace(/&quot;/g, '"'),
      JSON.parse(m[2]!) as { ok: boolean; data: unknown },
    ]),
  );

test('the home page streams its three featured projects as their cards, without each project’s full text', async () => {
  const answer = await new Visitor(site).get('/').set('User-Agent', crawlerUserAgent);
  expect(answer.status).toBe(200);
  const block = [...streamedBlocks(answer.text)].find(([key]) => key.startsWith('["contract","portfolio"'))?.[1];
  expect(block?.ok).toBe(true);
  const projects = block!.data as Record<string, unknown>[];
  expect(projects).toHaveLength(3);
  for (const project of projects)
    expect(Object.keys(project).sort()).toEqual(['city', 'client', 'id', 'image', 'summary', 'tags', 'title', 'year']);
});
