import type { DeviceKind } from '#shared/designer/device-kind';

/**
 * What a kind of device is called in the diagrams' texts (docs/designer.md, "Diagrams"), in the
 * middle of a sentence: «QF2 — автоматический выключатель C16». The catalogue's names are longer
 * and carry the maker; these say what the device does in the panel.
 */
export const deviceKindNames: Readonly<Record<DeviceKind, string>> = {
  breaker: 'автоматический выключатель',
  rcd: 'УЗО',
  rcbo: 'дифавтомат',
  switch: 'выключатель нагрузки',
  spd: 'УЗИП',
  meter: 'счётчик',
  contactor: 'контактор',
  relay: 'реле',
  socket: 'розетка',
  enclosure: 'корпус',
  other: 'устройство',
};
