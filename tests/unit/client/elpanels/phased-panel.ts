import type { Design } from '#shared/designer/design';
import { item } from '#tests/unit/shared/designer/catalogue';

/**
 * A three-phase panel: a 4P input, a 2-pole RCD with two lines behind it (on the RCD's phase), and
 * single-pole lines with phases, cables and loads.
 */
export const phased: Design = {
  enclosureId: null,
  rows: [
    {
      items: [
        item('iek-mva20-4-040-c', { label: 'Ввод', input: true }),
        item('iek-mva20-1-016-c', {
          label: 'Кухня',
          phase: 'L2',
          line: { material: 'copper', section: 2.5, length: 18, load: { value: 2, unit: 'kW' } },
        }),
        item('iek-mva20-1-010-c', { label: 'Свет', phase: 'L3', line: { material: 'aluminium', section: 16, length: 240.5 } }),
        item('iek-mva20-3-016-c', { label: 'Котёл', line: { material: 'copper', section: 4, length: 6, load: { value: 10, unit: 'A' } } }),
        item('iek-mdv10-2-040-030', { label: 'УЗО', phase: 'L1' }),
        item('iek-mva20-1-016-c', { label: 'Розетки', quantity: 2, phase: 'L3' }),
      ],
    },
  ],
};
