import { modularContactorSection } from './catalogue-sections';
import type { DeviceKind } from './device-kind';

/**
 * One DIN-rail module in millimetres (EN 60715's pitch; docs/designer.md, "Devices"): what a
 * device's width in modules means on paper — the marking strips print at exactly this pitch.
 */
export const moduleWidthMm = 17.5;

/**
 * Widths on the DIN rail, in modules (`moduleWidthMm` each), for the families whose products carry no
 * `modules` characteristic (docs/designer.md, "Devices"). A product that does state its width is
 * taken at its word; these are the usual widths of each family, and a product that does not fit
 * any gets null: it cannot be placed in a row.
 */
export interface WidthClues {
  readonly sectionId: string;
  readonly kind: DeviceKind;
  readonly ratedCurrent: number | null;
  /** Raw characteristic values, as the catalogue shows them. */
  readonly spec: (key: string) => string | undefined;
}

export function typicalWidth({ sectionId, kind, ratedCurrent, spec }: WidthClues): number | null {
  switch (kind) {
    case 'meter':
      // A panel-mounted (на щиток) meter is fixed with screws, not to the rail.
      if (spec('mounting') !== 'DIN-рейка') return null;
      return spec('phases') === '3' ? 7 : 4;
    case 'contactor': {
      if (sectionId !== modularContactorSection) return null;
      // Every modular contactor of the catalogue: two contacts up to 25 A take one module, four take
      // two; above 25 A one module more.
      const four = spec('poles') === '4';
      const small = ratedCurrent !== null && ratedCurrent <= 25;
      return (four ? 2 : 1) + (small ? 0 : 1);
    }
    case 'relay':
      // Power voltage relays (the load goes through them) are three modules; control relays one.
      return spec('relay-type') === 'напряжения' && ratedCurrent !== null && ratedCurrent > 20 ? 3 : 1;
    case 'socket':
      return spec('mounting') === 'DIN-рейка' ? 3 : null;
    default:
      return null;
  }
}
