/**
 * Property-based fuzzing of the page routes (docs/behaviour.md, "Routes"): every route of the route
 * table with real and arbitrary parameters and query strings, and designer addresses (`d=`) made by
 * the design codec itself with extreme rows, items, quantities and labels — what a forger who read
 * shared/designer/url-encoding.ts would send. The properties: never a 5xx, never more than
 * `maxPageBytes` of HTML, and HTML beyond the site's largest plain page grows by at most
 * `bytesPerInputByte` per byte of the address (docs/designer.md, "Limits": a design's size is
 * bounded as a whole, not only per row). Bounded: a fixed seed and a number of runs.
 *
 * A longer hunt by hand: FUZZ_SEED=7 FUZZ_SCALE=10 npx vitest run tests/integration/page-fuzz.test.ts
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DesignDevice } from '#shared/contract';
import type { Design, DesignItem } from '#shared/designer/design';
import { decodeMessages, designParam, encodeDesign } from '#shared/designer/url-encoding';
import { routeTable } from '#shared/routes';
import { getJson, loadSiteData, type SiteData } from '../support/site-data';
import { browserUserAgent, createSiteHarness, crawlerUserAgent, type SiteHarness } from '../support/site-harness';

/** No page of the site renders more than this from any address. */
const maxPageBytes = 1_000_000;
/** HTML a byte of the address may add beyond the largest plain page. */
const bytesPerInputByte = 1024;

const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const runScale = Number(process.env.FUZZ_SCALE ?? 1);

let site: SiteHarness;
let data: SiteData;
let deviceIds: string[] = [];
let enclosureIds: string[] = [];
/** The largest HTML among the site's plain addresses (no query, real entities). */
let plainPageBytes = 0;

beforeAll(async () => {
  site = createSiteHarness();
  data = await loadSiteData(site);
  const devices = await getJson<DesignDevice[]>(site, '/api/designer/devices');
  enclosureIds = devices.filter((d) => /boksy|korpusa/.test(d.sectionId)).map((d) => d.id);
  deviceIds = devices.filter((d) => !enclosureIds.includes(d.id)).map((d) => d.id);
  for (const route of routeTable) {
    if (route.guard === 'auth' || route.renderChangesState) continue;
    const answer = await visit(fill(route.path, realParam));
    plainPageBytes = Math.max(plainPageBytes, Buffer.byteLength(answer.text));
  }
}, 60_000);
afterAll(() => site.close());

const visit = (target: string, userAgent = browserUserAgent) =>
  request(site.server).get(target).set('user-agent', userAgent).set('accept', 'text/html').redirects(0);

/** A real value for a route parameter, so the fuzz reaches past the 404 of an unknown entity. */
function realParam(name: string, pick = 0): string {
  const at = <T>(items: readonly T[]) => items[pick % items.length]!;
  switch (name) {
    case 'sectionid':
      return at(data.sections).id;
    case 'productNumID':
      return '100401';
    case 'producturl':
      return data.product.url;
    case 'productid':
      return data.product.id;
    case 'elpanelID':
      return at(data.panels).id;
    case 'calcID':
      return at(data.calculators).id;
    case 'postType':
      return at(data.postTypes).type;
    case 'postID':
      return String(at((data.posts[data.postTypes[0]!.type] ?? []).map((post) => post.id).concat(1)));
    case 'pageName':
      return at(data.seoPages).name;
    default:
      return 'x';
  }
}

function fill(path: string, param: (name: string) => string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param(name)));
}

interface Shot {
  target: string;
  crawler: boolean;
}

async function check({ target, crawler }: Shot): Promise<void> {
  const answer = await visit(target, crawler ? crawlerUserAgent : browserUserAgent);
  const bytes = Buffer.byteLength(answer.text ?? '');
  const inputBytes = Buffer.byteLength(target);
  expect(answer.status, target.slice(0, 200)).toBeLessThan(500);
  expect(bytes, `${target.slice(0, 200)}: ${bytes} bytes`).toBeLessThanOrEqual(maxPageBytes);
  expect(bytes, `${target.slice(0, 200)}: ${bytes} bytes from ${inputBytes}`).toBeLessThanOrEqual(
    plainPageBytes + bytesPerInputByte * inputBytes,
  );
}

// ---------------------------------------------------------------------------------------------
// Designs at and past every limit, in the codec's own address form.

const label = fc.oneof(
  fc.constant(''),
  fc.constantFrom('Щ'.repeat(40), 'Кухня, розетки', '😀'.repeat(45), 'a'.repeat(300)),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 45 }),
);
const quantity = fc.oneof(fc.constantFrom(1, 24, 25, 96, 999_999), fc.integer({ min: 1, max: 30 }));
const item = (): fc.Arbitrary<DesignItem> =>
  fc.record({
    productId: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...deviceIds) }, fc.stringMatching(/^[\w-]{1,90}$/)),
    quantity,
    label,
    input: fc.boolean(),
  });
const design = (): fc.Arbitrary<Design> =>
  fc.record({
    enclosureId: fc.option(fc.constantFrom(...enclosureIds)),
    rows: fc.array(fc.record({ items: fc.array(item(), { maxLength: 30 }) }), { maxLength: 10 }),
  });
/** Few positions of many identical devices with the longest labels: the most drawing for the fewest bytes. */
const denseDesign = (): fc.Arbitrary<Design> =>
  fc.record({
    enclosureId: fc.constantFrom(...enclosureIds),
    rows: fc.array(
      fc.record({
        items: fc.array(
          fc.record({
            productId: fc.constantFrom(...deviceIds),
            quantity: fc.integer({ min: 20, max: 24 }),
            label: fc.constant('Щ'.repeat(40)),
          }),
          { minLength: 1, maxLength: 6 },
        ),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  });

const designShot = (): fc.Arbitrary<Shot> =>
  fc.record({
    target: fc
      .tuple(fc.constantFrom('/elpanels/designer/result', '/elpanels/designer'), fc.oneof(design(), denseDesign()))
      .map(([path, value]) => `${path}?${designParam}=${encodeDesign(value)}`),
    crawler: fc.boolean(),
  });

// ---------------------------------------------------------------------------------------------
// Any route, any query.

const queryKeys = [
  'q',
  'page',
  'perPage',
  'sort',
  'order',
  designParam,
  'auth',
  'brand',
  'price',
  'in-stock',
  'filter',
  'view',
  'next',
  'ids',
  'diff',
];
const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1e309', '9'.repeat(30), 'Я'.repeat(61), '<script>', '%', '..%2f') },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('a', 'Я', ',', ' ', '9'), fc.integer({ min: 200, max: 2000 })).map(([c, n]) => c.repeat(n)),
  },
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 10 })), queryValue), { maxLength: 12 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const routeShot = (): fc.Arbitrary<Shot> =>
  fc.record({
    target: fc
      .tuple(
        fc.constantFrom(...routeTable),
        fc.nat(),
        fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, fc.string({ minLength: 1, maxLength: 300 })),
        query,
      )
      .map(([route, pick, odd, search]) => {
        const path = fill(route.path, (name) => odd ?? realParam(name, pick));
        return search ? `${path}?${search}` : path;
      }),
    crawler: fc.boolean(),
  });

describe('no address makes a page render without bound', () => {
  test('the plain pages are the floor the property measures from', () => {
    expect(plainPageBytes).toBeGreaterThan(10_000);
    expect(plainPageBytes).toBeLessThan(maxPageBytes / 2);
  });

  test('a short address of 4608 devices is refused with the designer’s message, in the site’s frame, small', async () => {
    const row = Array.from({ length: 24 }, () => ({ productId: deviceIds[0]!, quantity: 24, label: '' }));
    const encoded = encodeDesign({ enclosureId: enclosureIds[0]!, rows: Array.from({ length: 8 }, () => ({ items: row })) });
    expect(encoded.length).toBeLessThan(1400);
    for (const path of ['/elpanels/designer/result', '/elpanels/designer']) {
      const answer = await visit(`${path}?${designParam}=${encoded}`);
      const html = answer.text;
      expect(answer.status).toBe(400);
      expect(html.includes(decodeMessages['too-large']), 'the message').toBe(true);
      expect(html.includes('<header class="site-header">'), 'the site header').toBe(true);
      if (path.endsWith('/result'))
        expect(/<a class="button" href="\/elpanels\/designer">Вернуться в конструктор</.test(html), 'the way back').toBe(true);
      expect(Buffer.byteLength(html)).toBeLessThan(plainPageBytes);
    }
  });

  test('designer addresses from the codec, at and past every limit', async () => {
    await fc.assert(fc.asyncProperty(designShot(), check), { seed, numRuns: 60 * runScale, endOnFailure: true });
  }, 240_000);

  test('any route with any parameters and query', async () => {
    await fc.assert(fc.asyncProperty(routeShot(), check), { seed, numRuns: 120 * runScale, endOnFailure: true });
  }, 240_000);
});
