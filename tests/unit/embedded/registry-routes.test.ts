import { expect, test } from 'vitest';
import { compareSpecificity, toHonoPath } from '#shared/contract/paths';

test('registry paths become Hono paths', () => {
  expect(toHonoPath('/api/posts/{postType}/{postID}')).toBe('/api/posts/:postType/:postID');
  expect(toHonoPath('/api/menu/main')).toBe('/api/menu/main');
});

test('a literal segment is mounted before a parameter that would also match it', () => {
  const paths = [
    '/api/posts/{postType}',
    '/api/catalog/products/{productid}',
    '/api/posts/types',
    '/api/catalog/products/by-num/{productNumID}',
  ];
  const sorted = [...paths].sort(compareSpecificity);
  expect(sorted.indexOf('/api/posts/types')).toBeLessThan(sorted.indexOf('/api/posts/{postType}'));
  expect(sorted.indexOf('/api/catalog/products/by-num/{productNumID}')).toBeLessThan(sorted.indexOf('/api/catalog/products/{productid}'));
});
