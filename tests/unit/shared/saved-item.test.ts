import { describe, expect, it } from 'vitest';
import { savedItemSchema } from '#shared/contract/auth';

const item = (url: string) => ({
  id: 1,
  kind: 'product',
  refId: 'va47-29-1p-16a',
  title: 'Автомат',
  url,
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('a saved item links only within the site', () => {
  it.each(['/product/va47-29-1p-16a/va47-29-1p-16a', '/elpanels/kvartirnyi-shchit?x=1', '/elpanels/designer/result?d=v1.abc'])(
    'accepts %s',
    (url) => {
      expect(savedItemSchema.safeParse(item(url)).success).toBe(true);
    },
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/.//evil.example',
    'product/x',
    '',
    '/a\nb',
  ])('refuses %j', (url) => {
    expect(savedItemSchema.safeParse(item(url)).success).toBe(false);
  });
});
