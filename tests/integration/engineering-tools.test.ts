/**
 * Ready-made panels, the designer's result page, and what a design can be used for — saved,
 * attached to a quote — through the whole BFF against the embedded API (docs/designer.md).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { elPanelListSchema, type ElPanel } from '#shared/contract';
import { savedItemSchema } from '#shared/contract/auth';
import { decodeMessages, designResultPath, encodeDesign } from '#shared/designer/url-encoding';
import { type AccountSite, createAccountSite, signedInMember, Visitor } from '../support/account-site';
import { version1Link } from '../support/version1-design-link';

let site: AccountSite;
let panels: ElPanel[];
beforeAll(async () => {
  site = createAccountSite();
  panels = elPanelListSchema.parse((await new Visitor(site).get('/api/elpanels')).body);
});
afterAll(() => site.close());

const page = async (path: string) => {
  const answer = await new Visitor(site).get(path).redirects(0);
  return { status: answer.status, html: answer.text };
};
const flat = () => panels.find((panel) => panel.id === 'shchit-kvartirnyy-24')!;

describe('ready-made panels', () => {
  test('the list shows each panel with its price, modules, IP and a drawing of its rails', async () => {
    const { status, html } = await page('/elpanels');
    expect(status).toBe(200);
    expect(panels.length).toBeGreaterThanOrEqual(8);
    for (const panel of panels) {
      expect(html).toContain(panel.name);
      expect(html).toContain(`href="/elpanels/${panel.id}"`);
    }
    expect(html.match(/<svg[^>]*role="img"/g)?.length).toBeGreaterThanOrEqual(panels.length);
    expect(html.replaceAll('<!-- -->', '')).toContain('24\u00a0модуля · IP31');
  });

  test('a panel page: composition with links to the catalogue, the total, both diagrams, the designer link; unknown → 404', async () => {
    const panel = flat();
    const { status, html } = await page(`/elpanels/${panel.id}`);
    expect(status).toBe(200);
    for (const device of panel.devices) expect(html).toContain(`/product/${device.url}/${device.id}`);
    expect(html).toContain('Итого');
    expect(html).toContain('Схема на DIN-рейке');
    expect(html).toContain('Однолинейная схема');
    expect(html).toContain('Кухня, розетки');
    expect(html).toContain(`href="/elpanels/designer?d=${encodeDesign(panel.design)}"`);
    expect(html).toContain('Запросить коммерческое предложение');
    expect((await page('/elpanels/no-such-panel')).status).toBe(404);
  });
});

describe('the result page', () => {
  test('renders the design in the address on the server: its bill of materials and total', async () => {
    const panel = flat();
    const { status, html } = await page(designResultPath(panel.design));
    expect(status).toBe(200);
    for (const device of panel.devices) expect(html).toContain(device.article);
    expect(html).toContain('Состав и смета');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test.each([
    ['malformed', 'v1.abc.%%%'],
    ['tampered', 'tampered'],
    ['outdated', 'v0.aaaaaaa.AAAA'],
  ])('a %s link is a 400 that says so and leads back to the designer', async (_, given) => {
    // A real link with its last letter changed, as a hand edit or a cut copy would.
    const value = given === 'tampered' ? encodeDesign(flatDesign()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) : given;
    const { status, html } = await page(`/elpanels/designer/result?d=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(html).toContain('href="/elpanels/designer"');
    expect(Object.values(decodeMessages).some((message) => html.includes(message))).toBe(true);
  });

  test('a link made before lines and phases (version 1) still opens, in the designer too', async () => {
    const { status, html } = await page(`/elpanels/designer/result?d=${version1Link}`);
    expect(status).toBe(200);
    expect(html).toContain('Посудомоечная машина');
    expect(html).toContain('Ванная, стиральная машина');
    expect((await page(`/elpanels/designer?d=${version1Link}`)).html).toContain('Посудомоечная машина');
  });

  test('a line of 2.5 mm² copper on a 32 A breaker is flagged on the result page, naming the ПУЭ row', async () => {
    const design = {
      enclosureId: 'iek-mkp42-n-12-41-20',
      rows: [
        {
          items: [
            { productId: 'iek-mva20-2-040-c', quantity: 1, label: 'Ввод', input: true },
            { productId: 'iek-va47-29-c32', quantity: 1, label: 'Плита', line: { material: 'copper' as const, section: 2.5, length: 20 } },
          ],
        },
      ],
    };
    const { status, html } = await page(designResultPath(design));
    expect(status).toBe(200);
    // ПУЭ table 1.3.4, copper, one two-core cable in a conduit, 2.5 mm²: 25 A < 32 A.
    expect(html).toContain('больше допустимого тока линии 25\u00a0А (ПУЭ, 7-е изд., табл. 1.3.4, медь, в одной трубе: один двухжильный');
  });

  test('a design naming a product that is gone says which', async () => {
    const design = { ...flatDesign(), rows: [{ items: [{ productId: 'no-such-breaker', quantity: 1, label: 'Кухня' }] }] };
    const { status, html } = await page(designResultPath(design));
    expect(status).toBe(200);
    expect(html).toContain('no-such-breaker');
  });

  test('the designer opens a design from the address, and a broken one with its message', async () => {
    expect((await page(`/elpanels/designer?d=${encodeDesign(flatDesign())}`)).html).toContain('Кухня, розетки');
    expect((await page('/elpanels/designer?d=garbage')).html).toContain(decodeMessages.malformed);
  });
});

describe('a design saved and sent', () => {
  test('a signed-in visitor saves a design; it is listed with a link that reopens it', async () => {
    const { visitor } = await signedInMember(site);
    const refId = encodeDesign(flatDesign());
    const saved = await visitor.postJson('/api/saves', { kind: 'panel-design', refId });
    expect(saved.status).toBe(201);
    const item = savedItemSchema.parse(saved.body);
    expect(item.url).toBe(designResultPath(flatDesign()));
    expect(item.title).toMatch(/^Проект щита: .*24.*, 1\d\sустройств$/);
    expect((await visitor.postJson('/api/saves', { kind: 'panel-design', refId: 'v1.bad.AAAA' })).status).toBe(400);
    expect((await visitor.postJson('/api/saves', { kind: 'panel-design', refId: 'x'.repeat(3000) })).status).toBe(400);
  });

  test('a quote request for a design mails its bill of materials; for a panel, the panel', async () => {
    const visitor = new Visitor(site);
    const contact = { name: 'Игорь', phoneNumber: '+7 912 000-00-00', quantity: '2', comment: '', personalDataConsent: 'on' };
    const forDesign = await visitor.postJson('/api/quote-requests', { ...contact, design: encodeDesign(flatDesign()) });
    expect(forDesign.status).toBe(200);
    const [mail] = await site.mails('sales@electroshield.example');
    expect(mail!.subject).toContain('проект щита из конструктора');
    expect(mail!.text).toContain('Состав щита:');
    expect(mail!.text).toContain('MVA20-1-016-C');
    expect(mail!.text).toContain('/elpanels/designer/result?d=');

    expect((await visitor.postJson('/api/quote-requests', { ...contact, panelId: 'shchit-garazhnyy-12' })).status).toBe(200);
    expect((await site.mails('sales@electroshield.example'))[0]!.subject).toContain('Щит гаража на 12 модулей');
    expect((await visitor.postJson('/api/quote-requests', { ...contact, design: 'v1.bad.AAAA' })).status).toBeLessThan(500);
    expect((await visitor.postJson('/api/quote-requests', { ...contact, panelId: 'no-such-panel' })).status).toBe(404);
  });
});

function flatDesign() {
  return panels.find((panel) => panel.id === 'shchit-kvartirnyy-24')!.design;
}
