// The per-package split of the home page's JavaScript (scripts/bench-js-split.mjs; docs/operations.md,
// "Benchmark"): which group a source file counts in, and how a minified file is cut by its source map.
import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, test } from 'vitest';
import { codeByGroup, moduleGroup, splitFiles, unmappedGroup } from '../../scripts/bench-js-split.mjs';

describe('moduleGroup', () => {
  test.each([
    ['../../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../../node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core'],
    ['../../../node_modules/.pnpm/a@1/node_modules/scheduler/index.js', 'scheduler'],
    ['../../../client/features/account/AuthPopup.tsx', 'client/features/account'],
    ['../../../client/pages/catalog/SectionPage.tsx', 'client/pages/catalog'],
    ['../../../client/pages/index.tsx', 'client/pages'],
    ['../../../client/components/Card/Card.tsx', 'client/components'],
    ['../../../client/entry.client.tsx', 'client'],
    ['../../../shared/contract/catalog.ts', 'shared/contract'],
    ['\0vite/preload-helper.js', 'vite and rolldown helpers'],
  ])('%s counts in %s', (source, group) => {
    expect(moduleGroup(source)).toBe(group);
  });
});

describe('codeByGroup', () => {
  test('gives each mapped run of a line to its source, and what no mapping names to the glue', () => {
    const code = 'A;reactdom;app\nXY';
    // Line 1: "A;" unmapped, "reactdom;" from source 0, "app" from source 1; line 2: "XY" from source 1.
    const mappings = encode([
      [
        [2, 0, 0, 0],
        [11, 1, 0, 0],
      ],
      [[0, 1, 1, 0]],
    ]);
    const map = { sources: ['../node_modules/react-dom/index.js', '../client/app/App.tsx'], mappings };
    const parts = codeByGroup(code, map);
    expect(parts.get('react-dom')).toBe('reactdom;');
    expect(parts.get('client/app')).toBe('appXY');
    expect(parts.get(unmappedGroup)).toBe('A;\n');
  });
});

test('splitFiles: the groups add up to the real gzip total; a file unlike the rebuild is named, not split', () => {
  const code = `${'x'.repeat(400)}${'y'.repeat(600)}`;
  const map = {
    sources: ['node_modules/a/i.js', 'client/app/b.ts'],
    mappings: encode([
      [
        [0, 0, 0, 0],
        [400, 1, 0, 0],
      ],
    ]),
  };
  const built = new Map([['assets/one.js', { code, map }]]);
  const split = splitFiles(
    [
      { fileName: 'assets/one.js', body: Buffer.from(code) },
      { fileName: 'assets/two.js', body: Buffer.from('other') },
    ],
    built,
  );
  expect(split.mismatched).toEqual(['assets/two.js']);
  expect(split.groups.map((group) => group.group).sort()).toEqual(['(not in the rebuild)', 'a', 'client/app']);
  const sum = split.groups.reduce((total, group) => total + group.gzipBytes, 0);
  expect(Math.abs(sum - split.totalGzipBytes)).toBeLessThanOrEqual(split.groups.length);
  expect(split.groups.find((group) => group.group === 'a')?.rawBytes).toBe(400);
});
