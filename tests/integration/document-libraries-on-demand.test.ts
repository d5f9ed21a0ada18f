import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The document libraries (pdfmake with pdfkit and fontkit, ExcelJS) are loaded by the first document a
 * process makes, not when it starts: together they are about 40 MB resident in every worker, which
 * serves pages and never uses them until someone exports (docs/operations.md, "Workers and memory").
 *
 * What a process has loaded is process-wide, and this suite's workers share modules between files, so a
 * fresh Node process loads the site's module graph (the app, with every route, and the embedded API)
 * through Vite's SSR loader, which leaves packages to Node, and says which packages Node then holds.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const probe = `
import { createRequire } from 'node:module';
import { createServer } from 'vite';
const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
try {
  await vite.ssrLoadModule('/server/app.ts');
  await vite.ssrLoadModule('/server/embedded/start.ts');
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  const holds = (name) => loaded.some((file) => file.includes('/node_modules/' + name + '/'));
  const names = ['pdfmake', 'pdfkit', 'exceljs', 'react-dom'];
  console.log(JSON.stringify(Object.fromEntries(names.map((name) => [name, holds(name)]))));
} finally {
  await vite.close();
}
`;

describe('the document libraries in a process that serves pages', () => {
  it('are not loaded with the app and the embedded API', { timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 110_000,
    });
    const held = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, boolean>;
    // The probe sees what Node loads: the renderer every page needs is there.
    expect(held['react-dom']).toBe(true);
    expect(held).toMatchObject({ pdfmake: false, pdfkit: false, exceljs: false });
  });
});
