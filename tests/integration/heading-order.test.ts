/**
 * Every page type's headings descend one level at a time (WCAG 1.3.1; Lighthouse's and axe's
 * "heading-order"): a heading is at most one level deeper than the heading before it, so a card
 * never titles itself h3 straight under the page's h1. Read from the server-rendered document, in
 * the order a crawler gets it (complete, nothing streamed out of place).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccountSite, createAccountSite, signedInMember, Visitor } from '../support/account-site';
import { pageTypes } from '../support/page-types';
import { loadSiteData, type SiteData } from '../support/site-data';
import { crawlerUserAgent } from '../support/site-harness';

let site: AccountSite;
let data: SiteData;
let signedIn: Visitor;

beforeAll(async () => {
  site = createAccountSite();
  data = await loadSiteData(site);
  signedIn = (await signedInMember(site)).visitor;
});
afterAll(() => site.close());

/** The levels of the document's headings, in order; scripts and hidden templates are not read. */
function headingLevels(html: string): number[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<template\b[^>]*>[\s\S]*?<\/template>/gi, '');
  return [...markup.matchAll(/<h([1-6])(?=[\s>])/gi)].map((m) => Number(m[1]));
}

/** The headings that skip a level, as "h1 → h3 (third heading)". */
function skippedLevels(levels: number[]): string[] {
  return levels.flatMap((level, i) => {
    const previous = levels[i - 1];
    return previous !== undefined && level > previous + 1 ? [`h${previous} → h${level} (heading ${i + 1})`] : [];
  });
}

describe('headings descend one level at a time', () => {
  test.each(pageTypes.map((type) => [type.name, type] as const))('%s', async (_name, type) => {
    // A guest's own page (their specification) is read as that guest, with what it shows put in first.
    const visitor = type.specLines ? new Visitor(site) : signedIn;
    for (const productId of type.specLines ?? []) await visitor.postJson('/api/specs/current/lines', { productId, quantity: 2 });
    // A page only its owner reaches: the form posted first in this visitor's session leads to it.
    let path = type.formFirst
      ? new URL((await visitor.postForm(type.formFirst.action, type.formFirst.fields)).headers.location ?? '/', 'http://site.invalid')
          .pathname
      : type.path(data);
    // A project's page: the address of the project the visitor's own saves went into.
    for (const item of type.projectItems?.(data) ?? []) {
      path = `/my/projects/${(await visitor.postJson('/api/specs/current/items', item)).body.projectId}`;
    }
    // Crawlers get an error page as a bare status and title: a person's browser gets the page drawn.
    const answer = type.status === 200 ? await visitor.get(path).set('User-Agent', crawlerUserAgent) : await visitor.get(path);
    expect(answer.status, path).toBe(type.status);
    const levels = headingLevels(answer.text);
    expect(levels[0], `${path}: the first heading is the page's h1`).toBe(1);
    expect(skippedLevels(levels), path).toEqual([]);
  });
});
