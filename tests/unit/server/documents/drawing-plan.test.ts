import { describe, expect, it } from 'vitest';
import type { Design } from '#shared/designer/design';
import { dinRailDrawing, singleLineDrawing, type Drawing } from '#server/documents/design-svg';
import { drawingArea, drawingPlan } from '#server/documents/drawing-pages';
import { singleLineLayout } from '#client/features/elpanels/single-line-layout';
import { catalogueFacts, item } from '#tests/unit/shared/designer/catalogue';
import { flatPanel } from '#tests/unit/shared/designer/panels';
import { housePanel } from '#tests/unit/client/elpanels/house-panel';

/** The smallest font-size in the markup, read here rather than through the code under test. */
const smallestFont = (drawing: Drawing) => Math.min(...[...drawing.svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));

/** Every tile's smallest text at 7 pt or more, every tile inside its page, the tiles covering the drawing. */
function expectReadable(drawing: Drawing) {
  const plan = drawingPlan(drawing);
  expect(smallestFont(drawing) * plan.scale).toBeGreaterThanOrEqual(7);
  const area = drawingArea(plan.paper);
  for (const tile of plan.tiles) {
    expect(tile.width * plan.scale).toBeLessThanOrEqual(area.width + 1e-9);
    expect(tile.height * plan.scale).toBeLessThanOrEqual(area.height + 1e-9);
  }
  const across = [...new Set(plan.tiles.map((tile) => tile.x))].length;
  const widthCovered = plan.tiles.slice(0, across).reduce((sum, tile) => sum + tile.width, 0);
  expect(widthCovered).toBeCloseTo(drawing.width, 6);
  return plan;
}

/** The designer's largest design: 96 one-module breakers on 8 rows without a case. */
const largest: Design = {
  enclosureId: null,
  rows: Array.from({ length: 8 }, (_, row) => ({ items: [item('iek-mva20-1-016-c', { label: `Ряд ${row + 1}, розетки`, quantity: 12 })] })),
};

describe('drawingPlan', () => {
  it('scales a small drawing to one A4 landscape page, no larger than 2.5 pt a unit', () => {
    const plan = expectReadable(dinRailDrawing(flatPanel, catalogueFacts, 'Щит'));
    expect(plan.paper).toBe('A4');
    expect(plan.tiles).toHaveLength(1);
    expect(plan.scale).toBeLessThanOrEqual(2.5);
  });

  it('keeps 7 pt on both drawings of the house panel', () => {
    expectReadable(dinRailDrawing(housePanel, catalogueFacts, 'Щит'));
    // 28 columns of 76 units do not fit A3 at 7 pt: A4 pages cut after a block of the bus.
    const plan = expectReadable(singleLineDrawing(housePanel, catalogueFacts, 'Схема'));
    expect(plan.tiles.length).toBeGreaterThan(1);
  });

  it('cuts the largest design into A4 pages that all keep 7 pt', () => {
    const line = expectReadable(singleLineDrawing(largest, catalogueFacts, 'Схема'));
    expect(line.paper).toBe('A4');
    // Eight rails of 12: taller than A3 at 7 pt, so cut between rails.
    const rails = expectReadable(dinRailDrawing(largest, catalogueFacts, 'Щит'));
    expect(rails.tiles.length).toBeGreaterThan(1);
  });
});

describe('a page of a wide single line', () => {
  it('draws the lines on it and leaves out those far from it', () => {
    const drawing = singleLineDrawing(largest, catalogueFacts, 'Схема');
    const plan = drawingPlan(drawing);
    const columns = singleLineLayout(largest, catalogueFacts).blocks.flatMap((block) =>
      block.type === 'line' ? [block.column] : block.columns,
    );
    expect(plan.tiles.length).toBeGreaterThan(5);
    for (const tile of plan.tiles) {
      const part = drawing.part(tile);
      expect(part).toContain(`viewBox="${tile.x} ${tile.y} ${tile.width} ${tile.height}"`);
      for (const column of columns) {
        const on = column.x >= tile.x && column.x <= tile.x + tile.width;
        // 76 units a column: one more than a column away from the page is far.
        const far = column.x < tile.x - 2 * 76 || column.x > tile.x + tile.width + 2 * 76;
        // A column's wire starts at its x on the bus above it: one path a column.
        const wire = `d="M${column.x} ${column.fromY}V`;
        if (on) expect(part).toContain(wire);
        if (far) expect(part).not.toContain(wire);
      }
      expect(part.length).toBeLessThan(drawing.svg.length / 3);
    }
  });
});
