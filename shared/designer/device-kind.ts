/**
 * What a product is to the panel designer (docs/designer.md, "Devices"). `switch` is a
 * switch-disconnector (выключатель нагрузки): it switches a line but protects nothing.
 */
export const deviceKinds = [
  'breaker',
  'rcd',
  'rcbo',
  'switch',
  'spd',
  'meter',
  'contactor',
  'relay',
  'socket',
  'enclosure',
  'other',
] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** Kinds that protect a line against overload, so their ratings count behind an RCD and against the input. */
export const overloadProtectors: ReadonlySet<DeviceKind> = new Set(['breaker', 'rcbo']);

/** Kinds a panel's input may be: a breaker, an RCBO or a switch-disconnector. */
export const inputKinds: ReadonlySet<DeviceKind> = new Set(['breaker', 'rcbo', 'switch']);
