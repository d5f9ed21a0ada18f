// What the home page's JavaScript is made of, per npm package and per app folder, in gzip bytes
// (docs/operations.md, "Benchmark"): the figure the home JavaScript budget limits
// (docs/decisions/007), split so that a package or a feature that grows shows up by name.
//
// Which files: the scripts Chromium downloads for the home page until it has hydrated, as the
// budget's browser test counts them, each gzipped at level 9. What is in them: the browser build
// done again in memory with hidden source maps (the same code and file names as dist/client, checked
// byte for byte), each minified byte given to the source file its mapping names. A group's gzip
// figure is the file's real gzip size shared out in proportion to what the group's own bytes
// compress to alone, so the groups add up to the budget's figure.
import { decode } from '@jridgewell/sourcemap-codec';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes no mapping names: the bundler's glue between modules, and minified code it made itself. */
export const unmappedGroup = '(bundler glue)';

/**
 * The group a source file counts in: its npm package (`react-dom`, `@tanstack/query-core`), else its
 * app folder — `client/features/<name>` and `client/pages/<folder>` one level down, other app code by
 * its top folder (`client/components`, `shared/contract`) — else the bundler's own helpers.
 * @param {string} source a source map's `sources` entry, relative to the map or absolute
 */
export function moduleGroup(source) {
  const clean = source.replace(/^\0/, '').replaceAll('\\', '/');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules !== -1) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = clean.split('/').filter((part) => part !== '..' && part !== '.' && part !== '');
  const top = parts.findIndex((part) => part === 'client' || part === 'shared');
  if (top === -1) return /vite|rolldown/.test(clean) ? 'vite and rolldown helpers' : clean;
  const [area, folder, sub] = parts.slice(top, top + 3);
  if (folder === undefined || sub === undefined) return area;
  if (area === 'client' && (folder === 'features' || folder === 'pages') && parts.length > top + 3) return `client/${folder}/${sub}`;
  return `${area}/${folder}`;
}

/**
 * The minified code of one file cut into runs of the same source group, by its source map.
 * @param {string} code
 * @param {{ sources: (string | null)[], mappings: string }} map
 * @returns {Map<string, string>} the group's code, its runs joined
 */
export function codeByGroup(code, map) {
  const groups = map.sources.map((source) => (source === null ? unmappedGroup : moduleGroup(source)));
  /** @type {Map<string, string[]>} */
  const parts = new Map();
  const add = (group, text) => {
    if (text.length === 0) return;
    const list = parts.get(group);
    if (list) list.push(text);
    else parts.set(group, [text]);
  };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = [...(decoded[index] ?? [])].sort((a, b) => a[0] - b[0]);
    add(unmappedGroup, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      add(segment.length > 1 ? groups[segment[1]] : unmappedGroup, line.slice(segment[0], end));
    });
    if (index < lines.length - 1) add(unmappedGroup, '\n');
  });
  return new Map([...parts].map(([group, list]) => [group, list.join('')]));
}

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/**
 * The split of `files` (what the browser loaded): per group its minified bytes and its share of the
 * files' real gzip size, largest first.
 * @param {{ fileName: string, body: Buffer }[]} files
 * @param {Map<string, { code: string, map: { sources: (string | null)[], mappings: string } }>} built by file name
 */
export function splitFiles(files, built) {
  /** @type {Map<string, { rawBytes: number, gzipBytes: number, files: Set<string> }>} */
  const totals = new Map();
  const perFile = [];
  const mismatched = [];
  for (const file of files) {
    const gzipBytes = gzipSize(file.body);
    perFile.push({ file: file.fileName, rawBytes: file.body.length, gzipBytes });
    const chunk = built.get(file.fileName);
    const byGroup =
      chunk && chunk.code === file.body.toString('utf8') ? codeByGroup(chunk.code, chunk.map) : new Map([['(not in the rebuild)', '']]);
    if (!chunk || chunk.code !== file.body.toString('utf8')) mismatched.push(file.fileName);
    const alone = [...byGroup].map(([group, text]) => ({ group, text, gzip: text.length ? gzipSize(text) : 1 }));
    const sum = alone.reduce((total, each) => total + each.gzip, 0);
    for (const { group, text, gzip } of alone) {
      const entry = totals.get(group) ?? { rawBytes: 0, gzipBytes: 0, files: new Set() };
      entry.rawBytes += text.length ? Buffer.byteLength(text) : file.body.length;
      entry.gzipBytes += (gzipBytes * gzip) / sum;
      entry.files.add(file.fileName);
      totals.set(group, entry);
    }
  }
  const groups = [...totals]
    .map(([group, { rawBytes, gzipBytes, files: in_ }]) => ({ group, rawBytes, gzipBytes: Math.round(gzipBytes), files: in_.size }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    totalGzipBytes: perFile.reduce((total, each) => total + each.gzipBytes, 0),
    totalRawBytes: perFile.reduce((total, each) => total + each.rawBytes, 0),
    files: perFile,
    groups,
    mismatched,
  };
}

/**
 * The browser build again, in memory, with hidden source maps (which leave the code as it is): each
 * JavaScript file's code and map by its file name. Nothing is written; dist/ is not touched.
 * @param {string} root the project
 */
export async function rebuildWithSourceMaps(root) {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-js-split-'));
  try {
    const output = await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, sourcemap: 'hidden', outDir, emptyOutDir: false },
    });
    const bundles = Array.isArray(output) ? output : [output];
    /** @type {Map<string, { code: string, map: { sources: (string | null)[], mappings: string } }>} */
    const built = new Map();
    for (const bundle of bundles) {
      for (const item of bundle.output ?? []) {
        if (item.type === 'chunk' && item.map) built.set(item.fileName, { code: item.code, map: item.map });
      }
    }
    return built;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The scripts Chromium downloads for `url` until the page has hydrated (React's fiber on #main), as
 * the home JavaScript budget's browser test counts them: their file names under /assets/ and bodies.
 * @param {string} url
 * @param {string} executablePath Chromium
 * @param {string} userAgent
 */
export async function scriptsLoadedBy(url, executablePath, userAgent) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ userAgent });
    /** @type {Promise<{ fileName: string, body: Buffer }>[]} */
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const fileName = new URL(response.url()).pathname.replace(/^\//, '');
      bodies.push(response.body().then((body) => ({ fileName, body })));
    });
    await page.goto(url, { waitUntil: 'load' });
    // Hydrated, with every part that turns live afterwards loaded (client/components/use-hydrated.ts).
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return await Promise.all(bodies);
  } finally {
    await browser.close();
  }
}
