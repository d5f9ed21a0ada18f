import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `client/pages/` holds route modules only, at the path of their route; what pages share lives in
 * `client/features/` and the shared layers. A reader finds a page from its address in one step.
 * That every route id has its page module, and no other, the compiler checks (`pageModules` is a
 * `Record<RouteId, …>`).
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('client/pages', () => {
  it('every file is the module of a route, named in pageModules', async () => {
    const files = filesUnder('client/pages').map((path) => relative('client', path).replace(/\.tsx?$/, ''));
    const source = readFileSync('client/app/page-modules.ts', 'utf8');
    const routeFiles = [...source.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)].map((match) => match[1]);
    expect(files.sort()).toEqual([...routeFiles].sort());
  });
});
