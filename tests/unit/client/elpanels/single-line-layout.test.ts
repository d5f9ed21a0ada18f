import { describe, expect, it } from 'vitest';
import type { Design } from '#shared/designer/design';
import { protectionOf } from '#shared/designer/groups';
import {
  columnWidth,
  printStrips,
  singleLineLayout,
  type LineColumn,
  type SingleLineLayout,
} from '#client/features/elpanels/single-line-layout';
import { catalogueFacts, item, seedFacts } from '#tests/unit/shared/designer/catalogue';
import { flatPanel } from '#tests/unit/shared/designer/panels';
import { housePanel } from './house-panel';
import { phased } from './phased-panel';

const columnsOf = (layout: SingleLineLayout): LineColumn[] =>
  layout.blocks.flatMap((block) => (block.type === 'rcd' ? block.columns : [block.column]));

const at = (position: { rowIndex: number; itemIndex: number }) => `${position.rowIndex}:${position.itemIndex}`;

describe('the single-line layout', () => {
  it.each([
    ['flat', flatPanel],
    ['house', housePanel],
  ])('puts the same devices behind each RCD as groups.ts (%s panel)', (_, design) => {
    const layout = singleLineLayout(design, catalogueFacts);
    const protection = protectionOf(design, catalogueFacts);
    const rcdBlocks = layout.blocks.filter((block) => block.type === 'rcd');
    expect(rcdBlocks.map((block) => at(block.device))).toEqual(protection.groups.map((group) => at(group.rcd)));
    rcdBlocks.forEach((block, i) => {
      const members = protection.groups[i]!.members.flatMap((m) => Array.from({ length: m.item.quantity }, () => at(m)));
      expect(block.members.map(at)).toEqual(members);
    });
    // Everything else but the input hangs from the main bus.
    const grouped = new Set(protection.groups.flatMap((g) => [g.rcd, ...g.members]).map(at));
    const single = layout.blocks.flatMap((block) => (block.type === 'line' ? [at(block.column.device!)] : []));
    const expected = protection.items.filter((p) => !grouped.has(at(p)) && !p.item.input).map(at);
    expect([...new Set(single)]).toEqual(expected);
    expect(at(layout.input!)).toBe(at(protection.inputs[0]!));
  });

  it('draws the flat panel: the input on the feed, the surge protector to earth, lines with their labels', () => {
    const layout = singleLineLayout(flatPanel, catalogueFacts);
    expect(layout.input).toMatchObject({ symbol: 'breaker', designation: 'QF1', texts: ['QF1', 'C40', '2P', 'Ввод'] });
    expect(layout.feed.text).toBe('Ввод 1~ 230\u00a0В');
    expect(layout.noInput).toBeNull();
    const columns = columnsOf(layout);
    expect(columns.map((c) => c.device!.designation)).toEqual(['FV1', 'QF2', 'QF3', 'QF4', 'QF5', 'QF6', 'QF7', 'QF8', 'QF9', 'QFD1']);
    expect(columns.map((c) => c.ending)).toEqual(['earth', ...Array(9).fill('line')]);
    expect(columns.map((c) => c.label)).toEqual([
      'УЗИП',
      'Кухня, розетки',
      'Посудомоечная машина',
      'Духовой шкаф',
      'Гостиная, розетки',
      'Спальня, розетки',
      'Детская, розетки',
      'Свет, комнаты (1)',
      'Свет, комнаты (2)',
      'Ванная, стиральная машина',
    ]);
    expect(columns.map((c) => c.conductors?.marking)).toEqual(['L, N', 'L', 'L', 'L', 'L', 'L', 'L', 'L', 'L', 'L, N']);
    expect(columns[1]!.device!.texts).toEqual(['QF2', 'C16', '1P']);
    expect(columns.at(-1)!.device).toMatchObject({ symbol: 'rcbo', texts: ['QFD1', 'C16', '30\u00a0мА', '1P+N'] });
    expect(columns[1]!.device!.description).toBe('QF2 — автоматический выключатель C16, 1P, «Кухня, розетки»');
  });

  it('sets columns side by side, each RCD over the middle of its lines and above them', () => {
    const layout = singleLineLayout(flatPanel, catalogueFacts);
    const columns = columnsOf(layout);
    columns.forEach((column, i) => i > 0 && expect(column.x - columns[i - 1]!.x).toBe(columnWidth));
    for (const block of layout.blocks) {
      if (block.type !== 'rcd') continue;
      const xs = block.columns.map((c) => c.x);
      expect(block.device.x).toBe((Math.min(...xs) + Math.max(...xs)) / 2);
      expect(block.subBus).toMatchObject({ x1: Math.min(...xs), x2: Math.max(...xs) });
      expect(block.device.y).toBeGreaterThan(layout.bus.y);
      expect(block.subBus.y).toBeLessThan(block.columns[0]!.device!.y);
      expect(block.device.texts).toEqual([block.device.designation, '40\u00a0А', '30\u00a0мА', '2P', expect.stringMatching(/^УЗО, /)]);
      for (const column of block.columns) expect(column.fromY).toBe(block.subBus.y);
    }
    expect(layout.input!.x).toBeLessThan(columns[0]!.x - columnWidth / 2);
    expect(layout.width).toBeGreaterThanOrEqual(columns.at(-1)!.x + columnWidth / 2);
    expect(layout.summary).toBe(
      `Ввод через QF1 — автоматический выключатель C40, 2P, «Ввод». Отходящих линий: 9. ` +
        'За QD1 — 3\u00a0линии. За QD2 — 6\u00a0линий. Все линии перечислены текстом под схемой.',
    );
  });

  it('marks three-phase lines L1–L3 and says the supply is three-phase', () => {
    const layout = singleLineLayout(housePanel, catalogueFacts);
    expect(layout.feed.text).toBe('Ввод 3~ 400\u00a0В');
    const cooker = columnsOf(layout).find((c) => c.label === 'Электроплита')!;
    expect(cooker.conductors).toEqual({ count: 3, marking: 'L1–L3' });
    const symbols = columnsOf(layout).map((c) => c.device!.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['relay', 'spd', 'breaker', 'rcbo', 'contactor']));
    const long = columnsOf(layout).find((c) => c.label.startsWith('Свет, комнаты'))!;
    expect(long.labelLines.length).toBeLessThanOrEqual(3);
  });

  it('draws a missing product as «?», says when no input is marked, and gives a lonely RCD a line of its own', () => {
    const design: Design = {
      enclosureId: null,
      rows: [
        {
          items: [
            item('iek-mva20-1-016-c', { label: 'Свет' }),
            item('gone', { label: 'Старое' }),
            item('iek-mdv10-2-040-030', { label: 'УЗО' }),
          ],
        },
      ],
    };
    const layout = singleLineLayout(design, catalogueFacts);
    expect(layout.input).toBeNull();
    expect(layout.noInput).toBe('вводной аппарат не отмечен');
    expect(layout.feed.text).toBe('Ввод');
    expect(layout.summary.startsWith('Вводной аппарат не отмечен.')).toBe(true);
    const [light, gone, rcd] = layout.blocks;
    expect(light).toMatchObject({ type: 'line' });
    expect(gone!.type === 'line' && gone!.column.device).toMatchObject({ symbol: 'unknown', designation: '?' });
    expect(gone!.type === 'line' && gone!.column.device!.description).toBe('? — товар «gone» не найден в каталоге, «Старое»');
    expect(rcd!.type === 'rcd' && rcd!.members).toEqual([]);
    expect(rcd!.type === 'rcd' && rcd!.columns.map((c) => [c.device, c.label])).toEqual([[null, 'УЗО']]);
    expect(seedFacts('iek-mdv10-2-040-030').kind).toBe('rcd');
  });
});

describe('phases, lines and loads on the single line', () => {
  const layout = singleLineLayout(phased, catalogueFacts);
  const column = (label: string) => columnsOf(layout).find((c) => c.label === label)!;

  it('names a single-phase line’s phase in its marking, the RCD’s behind a single-phase RCD, three-phase lines as they are', () => {
    expect(column('Кухня').conductors).toEqual({ count: 1, marking: 'L2' });
    expect(column('Свет').conductors).toEqual({ count: 1, marking: 'L3' });
    expect(column('Котёл').conductors).toEqual({ count: 3, marking: 'L1–L3' });
    // Behind the 2-pole RCD on L1: its own L3 does not count.
    expect(column('Розетки (1)').conductors).toEqual({ count: 1, marking: 'L1' });
  });

  it('writes each line’s cable in the drawings’ short form and its load, under the arrow and above the labels', () => {
    expect(column('Кухня').lineLines).toEqual(['Cu 2,5\u00a0мм², 18\u00a0м', '2\u00a0кВт']);
    expect(column('Котёл').lineLines).toEqual(['Cu 4\u00a0мм², 6\u00a0м', '10\u00a0А']);
    expect(column('Свет').lineLines.join(' ')).toBe('Al 16\u00a0мм², 240,5\u00a0м');
    expect(column('Розетки (1)').lineLines).toEqual([]);
    for (const c of columnsOf(layout)) {
      expect(c.lineY).toBeGreaterThan(c.toY);
      // The labels start below the fullest column's line texts.
      expect(c.labelY).toBeGreaterThanOrEqual(c.lineY + 2 * 9);
    }
    expect(layout.height).toBeGreaterThan(singleLineLayout(flatPanel, catalogueFacts).height - 1);
  });

  it('says the phase and the line in the text list', () => {
    expect(column('Кухня').device!.description).toBe(
      'QF2 — автоматический выключатель C16, 1P, «Кухня»; фаза L2; линия медь 2,5\u00a0мм², 18\u00a0м, 2\u00a0кВт',
    );
    expect(column('Котёл').device!.description).toBe(
      'QF4 — автоматический выключатель C16, 3P, «Котёл»; линия медь 4\u00a0мм², 6\u00a0м, 10\u00a0А',
    );
  });

  it('draws a design without lines as before: no room kept for line texts', () => {
    const plain = singleLineLayout(flatPanel, catalogueFacts);
    for (const c of columnsOf(plain)) {
      expect(c.lineLines).toEqual([]);
      expect(c.labelY).toBe(c.lineY);
    }
  });
});

describe('strips for paper', () => {
  it('cut a wide drawing into strips that cover it, each within the limit, between blocks of the bus', () => {
    const layout = singleLineLayout(housePanel, catalogueFacts);
    const limit = 4 * columnWidth;
    expect(layout.width).toBeGreaterThan(limit);
    const strips = printStrips(layout, limit);
    expect(strips.length).toBeGreaterThan(1);
    expect(strips[0]?.x).toBe(0);
    for (const [index, strip] of strips.entries()) {
      expect(strip.width).toBeGreaterThan(0);
      expect(strip.width).toBeLessThanOrEqual(limit);
      const next = strips[index + 1];
      if (next) expect(next.x).toBe(strip.x + strip.width);
    }
    expect(strips.at(-1)!.x + strips.at(-1)!.width).toBe(layout.width);
    // No cut goes through an RCD and the lines behind it, whose texts reach over them.
    const cuts = strips.slice(1).map((strip) => strip.x);
    for (const block of layout.blocks) {
      if (block.type !== 'rcd' || block.columns.length * columnWidth > limit) continue;
      const from = block.columns[0]!.x - columnWidth / 2;
      const to = block.columns.at(-1)!.x + columnWidth / 2;
      expect(cuts.filter((cut) => cut > from && cut < to)).toEqual([]);
    }
  });

  it('leave a drawing that fits whole', () => {
    const layout = singleLineLayout(flatPanel, catalogueFacts);
    expect(printStrips(layout, layout.width)).toEqual([{ x: 0, width: layout.width }]);
  });
});
