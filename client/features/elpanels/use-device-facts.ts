import { useMemo } from 'react';
import type { DesignDevice } from '#shared/contract';
import { factsByIdOf, type FactsById } from '#shared/designer/device-facts';

/** The designer's view of the products a page received (docs/designer.md, "Devices"), worked out once per list. */
export function useDeviceFacts(devices: readonly DesignDevice[]): { facts: FactsById; byId: ReadonlyMap<string, DesignDevice> } {
  return useMemo(() => ({ facts: factsByIdOf(devices), byId: new Map(devices.map((device) => [device.id, device])) }), [devices]);
}
