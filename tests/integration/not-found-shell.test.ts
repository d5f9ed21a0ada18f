import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

describe('the 404 page keeps the site frame', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it('an unmatched path shows the main menu and footer around the error', async () => {
    const answer = await request(site.server).get('/no/such/page').set('user-agent', browserUserAgent);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('class="main-menu"');
    expect(answer.text).toContain('class="site-footer"');
    expect(answer.text).toContain('Page not found: /no/such/page');
  });
});

describe('the site icon', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it('/favicon.ico, which browsers ask for by default, points at the SVG icon', async () => {
    const answer = await request(site.server).get('/favicon.ico');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/favicon.svg');
  });
});
