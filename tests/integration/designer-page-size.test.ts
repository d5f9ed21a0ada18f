/**
 * The designer's pages stay light (docs/designer.md, "Page weight"): the designer's HTML at most
 * 100 KB, the result page of a 48-module three-phase panel at most 150 KB, uncompressed, as a
 * visitor's browser receives them. The device library is not in either document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDesign } from '#shared/designer/url-encoding';
import { threePhasePanel } from '#tests/unit/shared/designer/panels';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const kb = 1024;
const htmlOf = async (path: string) => {
  const answer = await new Visitor(site).get(path).redirects(0);
  expect(answer.status, path).toBe(200);
  return answer.text;
};
const bytes = (html: string) => Buffer.byteLength(html);

describe('the designer pages weigh', () => {
  it('the designer: at most 100 KB of HTML', async () => {
    const html = await htmlOf('/elpanels/designer');
    console.log(`designer: ${(bytes(html) / kb).toFixed(1)} KB`);
    expect(bytes(html)).toBeLessThanOrEqual(100 * kb);
  });

  it('the designer with the 48-module panel in its address: at most 100 KB of HTML', async () => {
    const html = await htmlOf(`/elpanels/designer?d=${encodeDesign(threePhasePanel)}`);
    console.log(`designer with the 48-module panel: ${(bytes(html) / kb).toFixed(1)} KB`);
    expect(bytes(html)).toBeLessThanOrEqual(100 * kb);
  });

  it('the result page of a 48-module three-phase panel: at most 150 KB of HTML', async () => {
    const html = await htmlOf(`/elpanels/designer/result?d=${encodeDesign(threePhasePanel)}`);
    console.log(`result of the 48-module panel: ${(bytes(html) / kb).toFixed(1)} KB`);
    // The panel is drawn: all 48 modules of its devices, not an error page.
    expect(html).toContain('Однолинейная схема');
    expect(bytes(html)).toBeLessThanOrEqual(150 * kb);
  });
});
