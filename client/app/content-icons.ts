import { addAPIProvider } from '@iconify/react';

/** Spec §7, §9: icons by name come from the BFF's local endpoint first, 1500 ms timeout. */
export const iconFetchTimeoutMs = 1500;

export function setUpContentIcons(): void {
  addAPIProvider('', { resources: [`${window.location.origin}/api/icons`], timeout: iconFetchTimeoutMs, rotate: iconFetchTimeoutMs });
}
