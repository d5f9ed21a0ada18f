import type { Design } from '#shared/designer/design';
import { item } from './catalogue';

/**
 * A typical flat's panel of catalogue products: a 24-module case, the input breaker, a surge
 * protector, two RCD groups, lighting lines and an RCBO for the bathroom. It breaks no rule.
 */
export const flatPanel: Design = {
  enclosureId: 'iek-mkm14-n-24-31-z',
  rows: [
    {
      items: [
        item('iek-mva20-2-040-c', { label: 'Ввод', input: true }),
        item('iek-mop20-2-c', { label: 'УЗИП' }),
        item('iek-mdv10-2-040-030', { label: 'УЗО, кухня' }),
        item('iek-mva20-1-016-c', { label: 'Кухня, розетки' }),
        item('iek-mva20-1-016-c', { label: 'Посудомоечная машина' }),
        item('iek-mva20-1-025-c', { label: 'Духовой шкаф' }),
      ],
    },
    {
      items: [
        item('iek-mdv10-2-040-030', { label: 'УЗО, комнаты' }),
        item('iek-mva20-1-016-c', { label: 'Гостиная, розетки' }),
        item('iek-mva20-1-016-c', { label: 'Спальня, розетки' }),
        item('iek-mva20-1-016-c', { label: 'Детская, розетки' }),
        item('iek-mva20-1-010-c', { label: 'Свет, комнаты', quantity: 2 }),
        item('iek-avdt32-c16-30', { label: 'Ванная, стиральная машина' }),
      ],
    },
  ],
};

const rooms = ['Кухня, розетки 1', 'Кухня, розетки 2', 'Спальня, розетки', 'Гостиная, свет', 'Детская, розетки', 'Ванная, тёплый пол'];

/**
 * A house's 48-module three-phase panel (4 rails of 12): a 4-pole 40 A input, three 2-pole RCDs,
 * one on each phase, with their lines, a three-phase line and lighting lines, every breaker its own
 * item with a 14–18-letter label and a line (copper 1.5 or 2.5 mm², 12–47 m, 1.5–3.5 kW). Phases go
 * round L1, L2, L3. It is what docs/designer.md, "Limits" measures the address by.
 */
export const threePhasePanel: Design = (() => {
  let count = 0;
  const line = (id: string) => {
    const n = count++;
    return item(id, {
      label: rooms[n % rooms.length]!,
      phase: (['L1', 'L2', 'L3'] as const)[n % 3],
      line: { material: 'copper', section: n % 4 ? 2.5 : 1.5, length: 12 + n, load: { value: 1.5 + (n % 5) / 2, unit: 'kW' } },
    });
  };
  const lines = (quantity: number, id: string) => Array.from({ length: quantity }, () => line(id));
  return {
    enclosureId: 'iek-mkm14-n-48-31-z',
    rows: [
      {
        items: [
          item('iek-mva20-4-040-c', { label: 'Ввод', input: true }),
          item('iek-mdv10-2-040-030', { label: 'УЗО, кухня', phase: 'L1' }),
          ...lines(6, 'iek-mva20-1-016-c'),
        ],
      },
      { items: [item('iek-mdv10-2-040-030', { label: 'УЗО, комнаты', phase: 'L2' }), ...lines(10, 'iek-mva20-1-016-c')] },
      { items: [item('iek-mdv10-2-040-030', { label: 'УЗО, санузлы', phase: 'L3' }), ...lines(10, 'iek-mva20-1-016-c')] },
      { items: [line('iek-mva20-3-025-c'), ...lines(9, 'iek-mva20-1-010-c')] },
    ],
  };
})();
