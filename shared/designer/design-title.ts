import { plural } from '#shared/text/plural';
import { deviceWord } from './count-words';

/** How a visitor's own design is named in their saves and in a quote request (docs/designer.md, "Saving"). */
export function designTitle(enclosureName: string | null, devices: number): string {
  return `Проект щита: ${enclosureName ?? 'без корпуса'}, ${plural(devices, deviceWord)}`;
}
