import { describe, expect, it } from 'vitest';
import type { Design } from '#shared/designer/design';
import { designTotals } from '#shared/designer/totals';
import { dinRailLayout, moduleWidth, ratingFontSize, type RailRow } from '#client/features/elpanels/din-rail-layout';
import { textWidth } from '#client/features/elpanels/text-fit';
import { catalogueFacts, item, seedFacts } from '#tests/unit/shared/designer/catalogue';
import { flatPanel } from '#tests/unit/shared/designer/panels';
import { housePanel } from './house-panel';

const layoutOf = (design: Design, options = {}) => dinRailLayout(design, catalogueFacts, options);

/** The panel's first row with items added at its end. */
const withFirstRow = (design: Design, ...more: Design['rows'][number]['items']): Design => ({
  ...design,
  rows: design.rows.map((row, i) => (i === 0 ? { items: [...row.items, ...more] } : row)),
});

/** Each device starts where the ones before it on its row end. */
function expectPacked(row: RailRow) {
  const start = row.devices[0]?.x ?? 0;
  let x = start;
  for (const device of row.devices) {
    expect(device.x).toBe(x);
    expect(device.width).toBe(device.modules * moduleWidth);
    x += device.width;
  }
  return (x - start) / moduleWidth;
}

describe('the DIN-rail layout of the flat panel', () => {
  const layout = layoutOf(flatPanel);
  const totals = designTotals(flatPanel, catalogueFacts);

  it('puts each device where the widths before it end, every one of a quantity on its own', () => {
    expect(layout.rows).toHaveLength(2);
    const [first, second] = layout.rows;
    expect(first!.devices.map((d) => d.modules)).toEqual([2, 2, 2, 1, 1, 1]);
    expect(second!.devices.map((d) => [d.itemIndex, d.copy])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [4, 1],
      [5, 0],
    ]);
    for (const row of layout.rows) expect(expectPacked(row)).toBe(row.used);
    // Both rails start at the same place, and each device's x is that plus the modules before it.
    const x0 = first!.devices[0]!.x;
    expect(second!.devices[0]!.x).toBe(x0);
    expect(first!.devices[3]!.x).toBe(x0 + 6 * moduleWidth);
  });

  it('uses and frees what the totals say, with a blank cover on every free module', () => {
    layout.rows.forEach((row, i) => {
      expect(row.capacity).toBe(totals.rows[i]!.capacity);
      expect(row.used).toBe(totals.rows[i]!.used);
      expect(row.free).toBe(totals.rows[i]!.free);
      expect(row.overflow).toBe(0);
      expect(row.overflowMark).toBeNull();
      expect(row.covers).toHaveLength(3);
      const lastDevice = row.devices.at(-1)!;
      expect(row.covers[0]!.x).toBe(lastDevice.x + lastDevice.width);
      expect(row.rail!.x2 - row.rail!.x1).toBeGreaterThan(12 * moduleWidth);
      expect(row.freeText?.lines.join(' ')).toBe('свободно 3\u00a0мод.');
    });
  });

  it('prints what tells the kinds apart and marks the input', () => {
    const [input, spd, rcd, kitchen] = layout.rows[0]!.devices;
    expect([input!.look, spd!.look, rcd!.look, kitchen!.look]).toEqual(['breaker', 'spd', 'rcd', 'breaker']);
    expect(input).toMatchObject({ rating: 'C40', handles: 2, input: true });
    expect(rcd).toMatchObject({ rating: '40\u00a0А', leakage: '30\u00a0мА', handles: 1, input: false });
    expect(kitchen).toMatchObject({ rating: 'C16', handles: 1 });
    expect(layout.rows[1]!.devices.at(-1)).toMatchObject({ look: 'rcbo', rating: 'C16', leakage: '30\u00a0мА' });
    expect(kitchen!.title).toBe(`${seedFacts('iek-mva20-1-016-c').name} — «Кухня, розетки»`);
    expect(layout.rows[1]!.devices[4]!.title).toContain('1 из 2');
  });

  it('prints a rating smaller only where it would not fit the device', () => {
    const [input, , , kitchen] = layout.rows[0]!.devices;
    expect([input!.ratingSize, kitchen!.ratingSize]).toEqual([ratingFontSize, ratingFontSize]);
    const narrowSwitch = layoutOf(withFirstRow(flatPanel, item('ekf-sl63-1-32-pro'))).rows[0]!.devices.at(-1)!;
    expect(narrowSwitch.rating).toBe('32\u00a0А');
    expect(narrowSwitch.ratingSize).toBeLessThan(ratingFontSize);
    expect(textWidth(narrowSwitch.rating!, narrowSwitch.ratingSize) * 1.1).toBeLessThanOrEqual(moduleWidth - 3);
  });

  it('writes every label under its item, fitted to its width, the full text kept', () => {
    const labels = layout.rows.flatMap((row) => row.labels);
    expect(labels.map((l) => l.full)).toEqual(flatPanel.rows.flatMap((row) => row.items.map((i) => i.label)));
    for (const label of labels) {
      expect(label.lines.length).toBeGreaterThan(0);
      expect(label.lines.length).toBeLessThanOrEqual(2);
      for (const line of label.lines) expect(textWidth(line, 6)).toBeLessThanOrEqual(label.width - 2);
    }
    const lights = labels.find((l) => l.full === 'Свет, комнаты')!;
    expect(lights.width).toBe(2 * moduleWidth);
    expect(
      labels
        .find((l) => l.full === 'Посудомоечная машина')!
        .lines.at(-1)!
        .endsWith('…'),
    ).toBe(true);
  });

  it('says the enclosure, the rows and the modules in words', () => {
    const name = seedFacts('iek-mkm14-n-24-31-z').name;
    expect(layout.summary).toBe(
      `Корпус «${name}»: 2\u00a0ряда по 12\u00a0модулей. Ряд 1: занято 9 из 12\u00a0модулей, свободно 3. ` +
        'Ряд 2: занято 9 из 12\u00a0модулей, свободно 3. Всего 13\u00a0устройств, занято 18 из 24\u00a0модулей, свободно 6.',
    );
  });

  it('outlines the highlighted item only, and a compact drawing has no marking strip', () => {
    const highlighted = layoutOf(flatPanel, { highlight: { rowIndex: 1, itemIndex: 4 } });
    const marked = highlighted.rows.flatMap((row) => row.devices.filter((d) => d.highlighted).map((d) => d.key));
    expect(marked).toEqual(['1-4-0', '1-4-1']);
    const compact = layoutOf(flatPanel, { compact: true });
    expect(compact.rows.every((row) => row.labels.length === 0 && row.strip === null)).toBe(true);
    expect(compact.rows[0]!.caption).toBe('1');
    expect(compact.width).toBeLessThan(layout.width);
    expect(layout.rows[0]!.caption).toBe('Ряд 1');
  });
});

describe('the DIN-rail layout of what does not fit', () => {
  it('flags an overflowing row and draws what sticks out past the rail end', () => {
    const design = withFirstRow(flatPanel, item('iek-mva20-1-010-c', { label: 'Улица', quantity: 4 }));
    const layout = layoutOf(design);
    const totals = designTotals(design, catalogueFacts);
    const row = layout.rows[0]!;
    expect(row.overflow).toBe(1);
    expect(row.overflow).toBe(totals.rows[0]!.overflow);
    expect(row.free).toBe(0);
    expect(row.covers).toEqual([]);
    expect(row.devices.map((d) => d.overflow)).toEqual([false, false, false, false, false, false, false, false, false, true]);
    const railEnd = row.devices[0]!.x + 12 * moduleWidth;
    expect(row.overflowMark).toMatchObject({ x: railEnd, text: '+1\u00a0мод.' });
    expect(row.devices.at(-1)!.x).toBe(railEnd);
    expect(row.labels.at(-1)).toMatchObject({ full: 'Улица', overflow: true });
    expect(layout.width).toBeGreaterThan(railEnd + moduleWidth);
    expect(layout.summary).toContain('Ряд 1: занято 13 из 12\u00a0модулей, переполнен на 1\u00a0модуль.');
  });

  it('draws a product gone from the catalogue as a one-module «?» in its place', () => {
    const design = withFirstRow(flatPanel, item('gone-product', { label: 'Старый' }));
    const row = layoutOf(design).rows[0]!;
    const unknown = row.devices.at(-1)!;
    expect(unknown).toMatchObject({ look: 'unknown', modules: 1, rating: null, handles: 0 });
    expect(unknown.title).toBe('Товара «gone-product» нет в каталоге — «Старый»');
    expect(row.free).toBe(2);
    expect(expectPacked(row)).toBe(10);
    expect(layoutOf(design).summary).toContain('Нет в каталоге: 1\u00a0устройство');
  });

  it('draws a product that does not go on a rail the same way, saying why', () => {
    const design = withFirstRow(flatPanel, item('keaz-143348'));
    const device = layoutOf(design).rows[0]!.devices.at(-1)!;
    expect(device).toMatchObject({ look: 'not-modular', modules: 1 });
    expect(device.title).toContain('не ставится на DIN-рейку');
  });

  it('draws a row the enclosure does not have with no rail, all of it past the end', () => {
    const design: Design = { ...flatPanel, rows: [...flatPanel.rows, { items: [item('iek-mva20-1-016-c', { label: 'Сарай' })] }] };
    const row = layoutOf(design).rows[2]!;
    expect(row.capacity).toBe(0);
    expect(row.rail).toBeNull();
    expect(row.devices.every((d) => d.overflow)).toBe(true);
    expect(row.overflowMark?.text).toBe('нет ряда');
    const empty = layoutOf({ ...flatPanel, rows: [...flatPanel.rows, { items: [] }] }).rows[2]!;
    expect(empty.note).toBe('этого ряда нет в корпусе');
  });

  it('draws rails as long as the fullest row without an enclosure, with no covers', () => {
    const layout = layoutOf({ ...flatPanel, enclosureId: null });
    expect(layout.rows.map((row) => [row.capacity, row.free, row.covers.length, row.freeText])).toEqual([
      [null, null, 0, null],
      [null, null, 0, null],
    ]);
    expect(layout.rows[0]!.rail!.x2 - layout.rows[0]!.rail!.x1).toBe(layout.rows[1]!.rail!.x2 - layout.rows[1]!.rail!.x1);
    expect(layout.summary).toMatch(/^Корпус не выбран\. Ряд 1: устройства на 9\u00a0модулей\./);
  });

  it('gives the house panel three rails with its own widths', () => {
    const layout = layoutOf(housePanel);
    expect(layout.rows.map((row) => [row.used, row.free])).toEqual([
      [10, 2],
      [11, 1],
      [11, 1],
    ]);
    const meterless = layout.rows[0]!.devices;
    expect(meterless.map((d) => d.look)).toEqual(['breaker', 'relay', 'spd']);
    // One free module: the words go up the cover.
    expect(layout.rows[1]!.freeText).toMatchObject({ vertical: true, lines: ['свободно', '1\u00a0мод.'] });
  });
});
