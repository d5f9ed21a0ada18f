import type { Design } from '#shared/designer/design';
import { item } from '#tests/unit/shared/designer/catalogue';

/**
 * A house's three-phase panel of catalogue products on three rails of 12: the input, a voltage
 * relay and a surge protector; a four-pole RCD over a cooker and the kitchen; a two-pole RCD over
 * the rooms, an RCBO, a contactor and a time relay. Every row has room left.
 */
export const housePanel: Design = {
  enclosureId: 'iek-mkm14-n-36-31-z',
  rows: [
    {
      items: [
        item('iek-mva20-3-040-c', { label: 'Ввод', input: true }),
        item('zubr-rn-63-3f', { label: 'Реле напряжения' }),
        item('iek-mop20-4-c', { label: 'УЗИП' }),
      ],
    },
    {
      items: [
        item('iek-mdv10-4-040-030', { label: 'УЗО, кухня и плита' }),
        item('iek-mva20-3-016-c', { label: 'Электроплита' }),
        item('iek-mva20-1-016-c', { label: 'Кухня, розетки', quantity: 2 }),
        item('iek-mva20-1-010-c', { label: 'Свет, кухня' }),
        item('iek-mva20-1-016-c', { label: 'Котёл' }),
      ],
    },
    {
      items: [
        item('iek-mdv10-2-040-030', { label: 'УЗО, комнаты' }),
        item('iek-mva20-1-016-c', { label: 'Комнаты, розетки', quantity: 3 }),
        item('iek-mva20-1-010-c', { label: 'Свет, комнаты и коридор второго этажа', quantity: 2 }),
        item('iek-avdt32-c16-30', { label: 'Ванная' }),
        item('ekf-km-25a-2no', { label: 'Бойлер, ночной тариф' }),
        item('fif-ea02-001-001', { label: 'Реле времени' }),
      ],
    },
  ],
};
