import { describe, expect, test } from 'vitest';
import { elPanels } from '#server/embedded/seed/elpanels';
import { checkDesign } from '#shared/designer/rules';
import { designTotals } from '#shared/designer/totals';
import { encodeDesign } from '#shared/designer/url-encoding';
import { catalogueFacts } from '#tests/unit/shared/designer/catalogue';
import { testPasswordCost } from '#tests/support/site-harness';

describe('ready-made panels', () => {
  test('there are at least eight, each id once', () => {
    expect(elPanels.length).toBeGreaterThanOrEqual(8);
    expect(new Set(elPanels.map((p) => p.id)).size).toBe(elPanels.length);
  });

  test.each(elPanels.map((panel) => [panel.id, panel] as const))(
    '%s: catalogue products only, no error or warning of the designer',
    (_, panel) => {
      const ids = [panel.design.enclosureId, ...panel.design.rows.flatMap((r) => r.items.map((i) => i.productId))];
      for (const id of ids) expect(catalogueFacts.has(id!), `${id} is in the catalogue`).toBe(true);
      const findings = checkDesign(panel.design, catalogueFacts).filter((f) => f.level !== 'hint');
      expect(findings.map((f) => f.message)).toEqual([]);
      const totals = designTotals(panel.design, catalogueFacts);
      expect(totals.modulesUsed).toBeGreaterThan(0);
      expect(totals.modulesUsed).toBeLessThanOrEqual(totals.modulesTotal!);
      // «Открыть в конструкторе» carries it in the address.
      expect(encodeDesign(panel.design).length).toBeLessThan(1970);
    },
  );
});

describe('served', () => {
  test('a panel comes with its price, modules, IP and every device it names', async () => {
    const { createEmbeddedApi } = await import('#server/embedded/app');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { elPanelListSchema, designDeviceListSchema } = await import('#shared/contract');
    const dataDir = mkdtempSync(join(tmpdir(), 'elpanels-'));
    const api = createEmbeddedApi({ dataDir, passwordCost: testPasswordCost });
    try {
      const panels = elPanelListSchema.parse(await (await api.app.request('/api/elpanels')).json());
      expect(panels.map((p) => p.id)).toEqual(elPanels.map((p) => p.id));
      const flat = panels.find((p) => p.id === 'shchit-kvartirnyy-24')!;
      const totals = designTotals(flat.design, catalogueFacts);
      expect(flat.price).toBe(totals.price);
      expect([flat.modules, flat.modulesUsed]).toEqual([24, totals.modulesUsed]);
      expect(flat.ip).toBe('IP31');
      const named = new Set([flat.design.enclosureId, ...flat.design.rows.flatMap((r) => r.items.map((i) => i.productId))]);
      expect(new Set(flat.devices.map((d) => d.id))).toEqual(named);

      const devices = designDeviceListSchema.parse(await (await api.app.request('/api/designer/devices')).json());
      const kinds = new Set(devices.map((d) => catalogueFacts.get(d.id)!.kind));
      for (const kind of ['enclosure', 'breaker', 'rcd', 'rcbo', 'spd', 'meter', 'contactor', 'relay', 'switch'])
        expect(kinds).toContain(kind);
      // Nothing that cannot go in a design: no cable, no moulded-case breaker, no wall socket.
      expect(devices.every((d) => catalogueFacts.get(d.id)!.modules !== null || catalogueFacts.get(d.id)!.enclosure !== null)).toBe(true);
      expect((await api.app.request('/api/elpanels/no-such-panel')).status).toBe(404);
    } finally {
      api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
