/**
 * The designer's device read (docs/designer.md, "Page weight"): the whole library, or with `ids`
 * only those products, in the order asked, ids the library does not have left out; a malformed
 * `ids` is a 400 in Russian, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designDeviceListSchema } from '#shared/contract/elpanels';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const read = (query: string) => new Visitor(site).get(`/api/designer/devices${query}`).set('Accept', 'application/json');

describe('GET /api/designer/devices', () => {
  it('without ids: the whole library, cacheable', async () => {
    const answer = await read('');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/public/);
    expect(designDeviceListSchema.parse(answer.body).length).toBeGreaterThan(100);
  });

  it('with ids: only those, in the order asked, the unknown left out', async () => {
    const answer = await read('?ids=iek-mva20-1-016-c,no-such-product,iek-mkm14-n-48-31-z');
    expect(answer.status).toBe(200);
    expect(designDeviceListSchema.parse(answer.body).map((device) => device.id)).toEqual(['iek-mva20-1-016-c', 'iek-mkm14-n-48-31-z']);
  });

  it('a malformed or repeated id list is a 400 with a Russian message', async () => {
    for (const query of [
      '?ids=',
      '?ids=a,,b',
      '?ids=a,a',
      `?ids=${Array.from({ length: 98 }, (_, i) => `p${i}`).join(',')}`,
      '?ids=a&ids=b',
    ]) {
      const answer = await read(query);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toMatch(/[а-яё]/i);
    }
  });
});
