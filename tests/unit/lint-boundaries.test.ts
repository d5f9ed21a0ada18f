import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The folder boundaries of eslint.config.js ("boundaries/dependencies"), run on imports written for the
 * purpose at made-up paths in the real tree: each rule must refuse a crossing import, by alias, by a
 * relative path that climbs into the forbidden folder, by re-export or by import(), and let the allowed
 * one pass. The imported modules are real files, since an import that resolves nowhere is not checked.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const refused = async (filePath: string, code: string) => expect(await boundaryErrors(filePath, code)).toHaveLength(1);
const allowed = async (filePath: string, code: string) => expect(await boundaryErrors(filePath, code)).toEqual([]);

describe('shared/ imports nothing from server/ or client/', () => {
  const at = 'shared/catalog/lint-probe.ts';
  it('refuses server/ by alias and by a relative path', async () => {
    await refused(at, "export { loadConfig } from '#server/config';");
    await refused(at, "import { loadConfig } from '../../server/config';\nexport const load = loadConfig;");
  });
  it('refuses client/', async () => {
    await refused(at, "import { Breadcrumbs } from '#client/components/Breadcrumbs';\nexport const b = Breadcrumbs;");
  });
  it('allows shared/', async () => {
    await allowed(at, "import { formatDate } from '#shared/dates';\nexport const f = formatDate;");
  });
});

describe('client/ imports nothing from server/', () => {
  const at = 'client/components/lint-probe.ts';
  it('refuses server/, the parts both servers share and a lazy import()', async () => {
    await refused(at, "import { sharedCacheControl } from '../../server/ssr/cache-policy';\nexport const s = sharedCacheControl;");
    await refused(at, "import { accountLimits } from '#server/access/account-limits';\nexport const a = accountLimits;");
    await refused(at, "export const load = () => import('#server/config');");
  });
  it('allows shared/ and client/', async () => {
    await allowed(
      at,
      "import { formatDate } from '#shared/dates';\nimport { Breadcrumbs } from './Breadcrumbs';\n" +
        'export const x = [formatDate, Breadcrumbs];',
    );
  });
});

describe('the embedded API and the BFF never import each other', () => {
  it('the embedded API refuses the BFF, by alias and by a relative path', async () => {
    const at = 'server/embedded/routes/lint-probe.ts';
    await refused(at, "import { loadConfig } from '#server/config';\nexport const c = loadConfig;");
    await refused(at, "import type { Logger } from '../../logger';\nexport type L = Logger;");
  });
  it('the embedded API may use its own modules, server/access, server/environment and shared/', async () => {
    await allowed(
      'server/embedded/routes/lint-probe.ts',
      "import { embeddedError } from '../errors';\nimport { createAttemptLimiter } from '#server/access/rate-limit';\n" +
        "import { parseEnvironment } from '#server/environment/parse';\nimport { formatDate } from '#shared/dates';\n" +
        'export const x = [embeddedError, createAttemptLimiter, parseEnvironment, formatDate];',
    );
  });
  it('the BFF refuses the embedded API', async () => {
    await refused(
      'server/api/lint-probe.ts',
      "import { startEmbeddedApi } from '#server/embedded/start';\nexport const s = startEmbeddedApi;",
    );
    await refused('server/ssr/lint-probe.ts', "import { createEmbeddedApi } from '../embedded/app';\nexport const c = createEmbeddedApi;");
  });
  it('the process entries may start it', async () => {
    const start = "import { startEmbeddedApi } from '#server/embedded/start';\nexport const s = startEmbeddedApi;";
    await allowed('server/main.ts', start);
    await allowed('server/dev-app.ts', start);
  });
  it('what both share imports neither', async () => {
    await refused('server/access/lint-probe.ts', "import { loadConfig } from '../config';\nexport const c = loadConfig;");
    await refused(
      'server/environment/lint-probe.ts',
      "import { embeddedError } from '#server/embedded/errors';\nexport const e = embeddedError;",
    );
    await allowed(
      'server/access/lint-probe.ts',
      "import { accountKeyOf } from '#shared/auth/account-key';\nexport const k = accountKeyOf;",
    );
  });
});

describe('a feature folder never imports another feature', () => {
  const featuresDir = path.join(root, 'client/features');
  const [own, other] = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** A module of the feature's own, by the name an import uses. */
  const moduleOf = (feature: string) => {
    const file = readdirSync(path.join(featuresDir, feature)).find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    return file!.replace(/\.tsx?$/, '');
  };
  const at = `client/features/${own}/lint-probe.ts`;

  it('refuses another feature, by alias and by a relative path', async () => {
    await refused(at, `import * as other from '#client/features/${other}/${moduleOf(other!)}';\nexport const o = other;`);
    await refused(at, `export * from '../${other}/${moduleOf(other!)}';`);
  });
  it('allows its own modules and the shared layers', async () => {
    await allowed(
      at,
      `import * as own from './${moduleOf(own!)}';\nimport { Breadcrumbs } from '#client/components/Breadcrumbs';\n` +
        "import { formatDate } from '#shared/dates';\nexport const x = [own, Breadcrumbs, formatDate];",
    );
  });
});

describe("client/'s layers: a folder imports only the layers below it", () => {
  it('refuses an import upwards, by alias and by a relative path', async () => {
    await refused(
      'client/data/lint-probe.ts',
      "import { Breadcrumbs } from '#client/components/Breadcrumbs';\nexport const b = Breadcrumbs;",
    );
    await refused('client/components/lint-probe.ts', "export { DefaultLayout } from '../layouts/DefaultLayout';");
    await refused(
      'client/features/catalog/lint-probe.ts',
      "import { SiteHeader } from '#client/layouts/SiteHeader';\nexport const h = SiteHeader;",
    );
    await refused('client/pages/lint-probe.ts', "export const load = () => import('#client/app/routes');");
    await refused('client/seo/lint-probe.ts', "import { FormField } from '#client/forms/FormField';\nexport const f = FormField;");
  });
  it('refuses a layer of the same rank', async () => {
    await refused('client/forms/lint-probe.ts', "import { notify } from '#client/notifications/notify';\nexport const n = notify;");
  });
  it('allows the layers below and its own folder', async () => {
    await allowed(
      'client/features/catalog/lint-probe.ts',
      "import { Breadcrumbs } from '#client/components/Breadcrumbs';\nimport { FormField } from '#client/forms/FormField';\n" +
        "import { notify } from '#client/notifications/notify';\nexport const x = [Breadcrumbs, FormField, notify];",
    );
    await allowed(
      'client/components/lint-probe.ts',
      "import { Link } from './Link';\nimport { fromJsonBlock } from '#client/data/json-block';\nexport const x = [Link, fromJsonBlock];",
    );
    await allowed(
      'client/app/lint-probe.ts',
      "import { DefaultLayout } from '#client/layouts/DefaultLayout';\nexport const d = DefaultLayout;",
    );
  });
});
