import type { DeviceKind } from './device-kind';

/**
 * What each catalogue section holds, for the designer (docs/designer.md, "Devices"). Section ids
 * are the catalogue's (server/embedded/seed/catalog/sections.ts); a section not listed holds
 * products the designer treats as `other`.
 */
export const kindBySection: Readonly<Record<string, DeviceKind>> = {
  'modulnye-avtomaticheskie-vyklyuchateli': 'breaker',
  // Moulded-case breakers: breakers, but with no module width they never fit a DIN-rail row.
  'silovye-avtomaticheskie-vyklyuchateli': 'breaker',
  'vyklyuchateli-nagruzki': 'switch',
  uzo: 'rcd',
  difavtomaty: 'rcbo',
  'uzip-klassa-i': 'spd',
  'uzip-klassa-ii': 'spd',
  'plastikovye-boksy': 'enclosure',
  'metallicheskie-korpusa': 'enclosure',
  'schetchiki-elektroenergii': 'meter',
  'modulnye-kontaktory': 'contactor',
  kontaktory: 'contactor',
  'rele-napryazheniya-i-vremeni': 'relay',
  // Wall sockets today; a DIN-rail socket would say so in its mounting (shared/designer/din-width.ts).
  rozetki: 'socket',
};

/** The modular contactors: the only contactors of the catalogue that are one to three modules wide. */
export const modularContactorSection = 'modulnye-kontaktory';
