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
