import { describe, expect, it } from 'vitest';
import type { Design, DesignRow } from '#shared/designer/design';
import { markingStrips } from '#client/features/elpanels/marking-strips-layout';
import { singleLineLayout } from '#client/features/elpanels/single-line-layout';
import { catalogueFacts, item } from '#tests/unit/shared/designer/catalogue';
import { flatPanel } from '#tests/unit/shared/designer/panels';
import { housePanel } from './house-panel';

/** A4 landscape less 10 mm margins and the scissors' 6 mm: what a strip may take. */
const sheet = 297 - 20 - 6;
const widths = (design: Design, max = sheet) =>
  markingStrips(design, catalogueFacts, max).map((strip) => strip.cells.map((cell) => cell.width));

describe('markingStrips', () => {
  it('gives every device a cell of its modules × 17.5 mm and every free module a blank one', () => {
    // The flat panel's 24-module case, two rails of 12. Rail 1: 2P input 2 mod. = 35, 2P surge protector 2 = 35,
    // 2P RCD 2 = 35, three 1P breakers 17.5 each; 9 used, 3 free. Rail 2: 2P RCD 35, three 1P 17.5,
    // two 1P (quantity 2) 17.5, RCBO 1P+N 2 = 35; 9 used, 3 free.
    expect(widths(flatPanel)).toEqual([
      [35, 35, 35, 17.5, 17.5, 17.5, 17.5, 17.5, 17.5],
      [35, 17.5, 17.5, 17.5, 17.5, 17.5, 35, 17.5, 17.5, 17.5],
    ]);
    const strips = markingStrips(flatPanel, catalogueFacts, sheet);
    // 12 × 17.5 = 210 mm each, as long as the case's rail.
    expect(strips.map((strip) => [strip.modules, strip.width, strip.caption])).toEqual([
      [12, 210, 'Ряд 1 — 12\u00a0модулей, 210\u00a0мм'],
      [12, 210, 'Ряд 2 — 12\u00a0модулей, 210\u00a0мм'],
    ]);
    expect(strips[0]!.cells.filter((cell) => cell.free)).toHaveLength(3);
    // Cells sit end to end from the strip's left.
    const xs = strips[1]!.cells.map((cell) => cell.x);
    expect(xs).toEqual([0, 35, 52.5, 70, 87.5, 105, 122.5, 157.5, 175, 192.5]);
  });

  it('cuts a rail longer than the paper between two devices, never through one', () => {
    // No case: an 18-module rail of 1P breakers is 315 mm; 271 mm take 15 modules (262.5 mm), the rest 3 (52.5 mm).
    const long: Design = { enclosureId: null, rows: [{ items: [item('iek-mva20-1-016-c', { label: 'Розетки', quantity: 18 })] }] };
    const strips = markingStrips(long, catalogueFacts, sheet);
    expect(strips.map((strip) => [strip.width, strip.caption])).toEqual([
      [262.5, 'Ряд 1, часть 1 из 2 — 15\u00a0модулей, 262,5\u00a0мм'],
      [52.5, 'Ряд 1, часть 2 из 2 — 3\u00a0модуля, 52,5\u00a0мм'],
    ]);
    // Five 4P RCDs (70 mm each): three fit in 271 mm (210), two follow (140).
    const wide: Design = { enclosureId: null, rows: [{ items: [item('iek-mdv10-4-040-030', { label: 'УЗО', quantity: 5 })] }] };
    expect(widths(wide)).toEqual([
      [70, 70, 70],
      [70, 70],
    ]);
  });

  it('names each cell as the single-line diagram designates its device, copies numbered', () => {
    const strips = markingStrips(housePanel, catalogueFacts, sheet);
    const layout = singleLineLayout(housePanel, catalogueFacts);
    expect(layout.input?.designation).toBe('QF1');
    const cells = strips.flatMap((strip) => strip.cells).filter((cell) => !cell.free);
    expect(cells.map((cell) => cell.designation)).toEqual([
      'QF1',
      'KV1',
      'FV1',
      'QD1',
      'QF2',
      'QF3',
      'QF4',
      'QF5',
      'QF6',
      'QD2',
      'QF7',
      'QF8',
      'QF9',
      'QF10',
      'QF11',
      'QFD1',
      'KM1',
      'KT1',
    ]);
    expect(cells.find((cell) => cell.designation === 'QF4')?.name).toBe('Кухня, розетки (2)');
    // A long name is cut to the cell's four lines with «…», in full in `name`.
    const long = cells.find((cell) => cell.designation === 'QF10')!;
    expect(long.lines.length).toBeLessThanOrEqual(4);
    expect(long.name).toBe('Свет, комнаты и коридор второго этажа (1)');
  });

  it('colours the conductors: three phases of a 3P device, L and N of a single-phase panel, «L?» where a phase is not set', () => {
    const house = markingStrips(housePanel, catalogueFacts, sheet).flatMap((strip) => strip.cells);
    const by = (designation: string) => house.find((cell) => cell.designation === designation)!.conductors;
    expect(by('QF1')).toEqual(['L1', 'L2', 'L3']);
    expect(by('QD1')).toEqual(['L1', 'L2', 'L3', 'N']);
    // A three-phase panel: a single-pole device's phase is not known until it is set.
    expect(by('QF3')).toEqual(['L?']);
    expect(by('QFD1')).toEqual(['L?', 'N']);
    const flat = markingStrips(flatPanel, catalogueFacts, sheet).flatMap((strip) => strip.cells);
    expect(flat[0]!.conductors).toEqual(['L', 'N']);
    expect(flat[3]!.conductors).toEqual(['L']);
    expect(flat.at(-1)!.conductors).toEqual([]);
  });

  it('colours a single-phase device with the phase it is on; the lines behind a single-phase RCD with the RCD`s', () => {
    // House panel, phases set: QF3 (row 2, «Кухня, розетки») on L2; the 2P RCD of row 3 on L1 — its five
    // breakers and the RCBO after it follow it to L1, whatever phase they were given themselves; the
    // contactor, whose poles say no phase count, shows the phase set on it (L3).
    const [first, second, third] = housePanel.rows as [DesignRow, DesignRow, DesignRow];
    const phased: Design = {
      ...housePanel,
      rows: [
        first,
        { items: second.items.map((it, i) => (i === 2 ? { ...it, phase: 'L2' as const } : it)) },
        {
          items: third.items.map((it, i) => {
            const phase = ({ 0: 'L1', 1: 'L3', 3: 'L3', 4: 'L3' } as const)[i as 0 | 1 | 3 | 4];
            return phase ? { ...it, phase } : it;
          }),
        },
      ],
    };
    const cells = markingStrips(phased, catalogueFacts, sheet).flatMap((strip) => strip.cells);
    const by = (designation: string) => cells.find((cell) => cell.designation === designation)!.conductors;
    // Quantity 2: both copies on L2.
    expect(by('QF3')).toEqual(['L2']);
    expect(by('QF4')).toEqual(['L2']);
    expect(by('QF5')).toEqual(['L?']);
    expect(by('QD2')).toEqual(['L1', 'N']);
    expect(by('QF7')).toEqual(['L1']);
    expect(by('QF9')).toEqual(['L1']);
    expect(by('QFD1')).toEqual(['L1', 'N']);
    expect(by('KM1')).toEqual(['L3', 'N']);
  });

  it('leaves out rails with nothing on them', () => {
    const strips = markingStrips({ ...flatPanel, rows: [{ items: [] }, flatPanel.rows[1]!] }, catalogueFacts, sheet);
    expect(strips.map((strip) => strip.rowIndex)).toEqual([1]);
  });
});
