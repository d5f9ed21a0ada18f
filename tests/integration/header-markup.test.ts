/**
 * The header draws its main menu once for every width (docs/behaviour.md, "Page weight"): one
 * <details> whose toggle a phone uses and whose content a wide screen shows in the bar, not a
 * desktop menu beside a phone's copy of it.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

describe('the header', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/posts/news', '/catalog/modulnye-avtomaticheskie-vyklyuchateli'])('%s has one main menu, in the toggle', async (path) => {
    const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
    const header = /<header class="site-header">(.*?)<\/header>/s.exec(html)?.[1] ?? '';
    expect(header.match(/<ul class="main-menu">/g)).toHaveLength(1);
    expect(header.match(/href="\/portfolio"/g)).toHaveLength(1);
    const toggle = '<details class="site-menu"><summary aria-label="Меню">';
    const menu = '</summary><nav class="site-menu__panel" aria-label="Главное меню"><ul class="main-menu">';
    expect(header).toContain(toggle);
    expect(header.slice(header.indexOf(toggle))).toMatch(new RegExp(`^[^]*?${menu}`));
  });
});
