/**
 * The catalogue's two heaviest reads on the demo content, measured in the embedded API itself:
 * a search and a filtered section listing. `npm run bench:catalogue`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { createEmbeddedApi } from '#server/embedded/app';

const api = createEmbeddedApi({ dataDir: mkdtempSync(join(tmpdir(), 'catalogue-bench-')), logError: () => {} });
afterAll(() => api.close());

const get = async (path: string) => {
  const answer = await api.app.request(path);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  await answer.arrayBuffer();
};

describe('catalogue', () => {
  bench('search «автоматы»', () => get(`/api/catalog/search?q=${encodeURIComponent('автоматы')}`));
  bench('search «MVA20 1 016 C»', () => get(`/api/catalog/search?q=${encodeURIComponent('MVA20 1 016 C')}`));
  bench('search «автамат» (one wrong letter)', () => get(`/api/catalog/search?q=${encodeURIComponent('автамат')}`));
  bench('search «ВВГнг 3х2,5»', () => get(`/api/catalog/search?q=${encodeURIComponent('ВВГнг 3х2,5')}`));
  bench('search «шнайдер»', () => get(`/api/catalog/search?q=${encodeURIComponent('шнайдер')}`));
  // Search as you type: the header asks for suggestions as each keystroke settles.
  bench('suggestions «ав», «авт», «авто», «автом», «автома», «автомат»', async () => {
    for (const q of ['ав', 'авт', 'авто', 'автом', 'автома', 'автомат']) await get(`/api/catalog/suggestions?q=${encodeURIComponent(q)}`);
  });
  bench('filtered listing (brand, poles, in stock, price sort)', () =>
    get('/api/catalog/sections/avtomaticheskie-vyklyuchateli/products?brand=iek&brand=ekf&poles=1P&in_stock=1&sort=price-asc'),
  );
});
