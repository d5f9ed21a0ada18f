import type { DesignDevice } from '#shared/contract';
import type { DeviceFacts, FactsById } from '#shared/designer/device-facts';
import type { DeviceKind } from '#shared/designer/device-kind';

/** The designer's device picker, by kind, in the order a panel is usually assembled (docs/designer.md, "Designer page"). */
export const pickerKinds = [
  ['breaker', 'Автоматические выключатели'],
  ['rcd', 'УЗО'],
  ['rcbo', 'Дифавтоматы'],
  ['spd', 'УЗИП'],
  ['switch', 'Выключатели нагрузки'],
  ['meter', 'Счётчики'],
  ['contactor', 'Контакторы'],
  ['relay', 'Реле'],
  ['socket', 'Розетки на DIN-рейку'],
] as const satisfies readonly (readonly [DeviceKind, string])[];

export type PickerKind = (typeof pickerKinds)[number][0];

export interface DeviceGroups {
  enclosures: DeviceFacts[];
  byKind: ReadonlyMap<PickerKind, DeviceFacts[]>;
}

const byRatingThenName = (a: DeviceFacts, b: DeviceFacts) =>
  (a.ratedCurrent ?? 0) - (b.ratedCurrent ?? 0) || a.name.localeCompare(b.name, 'ru');

/** What can be placed, grouped for the pickers: rail devices by kind, enclosures by size. */
export function deviceGroups(devices: readonly DesignDevice[], facts: FactsById): DeviceGroups {
  const all = devices.flatMap((device) => facts.get(device.id) ?? []);
  const enclosures = all
    .filter((f) => f.enclosure !== null)
    .sort((a, b) => a.enclosure!.rows * a.enclosure!.modulesPerRow - b.enclosure!.rows * b.enclosure!.modulesPerRow || a.price - b.price);
  const byKind = new Map<PickerKind, DeviceFacts[]>();
  for (const [kind] of pickerKinds) {
    const list = all.filter((f) => f.kind === kind && f.modules !== null).sort(byRatingThenName);
    if (list.length) byKind.set(kind, list);
  }
  return { enclosures, byKind };
}
