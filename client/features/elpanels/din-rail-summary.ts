import { plural, pluralForm } from '#shared/text/plural';
import type { Design } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import { deviceWord, moduleWord, rowWord } from '#shared/designer/count-words';

/**
 * The DIN-rail drawing in words (docs/designer.md, "Diagrams"): what a screen reader says for the
 * picture — the enclosure, each row's modules used and free or how far it overflows, the totals.
 * The numbers are the drawing's, so words and picture agree.
 */

/**
 * What the words read of a drawn row (din-rail-layout.ts's `RailRow` has all of it). Declared here:
 * the layout calls the summary, so the summary importing the layout's types would close a loop.
 */
export interface SummaryRow {
  readonly rowIndex: number;
  readonly capacity: number | null;
  readonly used: number;
  readonly free: number | null;
  readonly overflow: number;
  readonly devices: readonly { readonly look: string }[];
}

/** «из 21 модуля», «из 24 модулей»: the genitive after «из», singular only where the count takes «один». */
const ofModules = (count: number): string => `из ${count}\u00a0${pluralForm(count, ['модуля', 'модулей', 'модулей'])}`;

function enclosureSentence(design: Design, factsById: FactsById, rows: readonly SummaryRow[]): string {
  if (design.enclosureId === null) return 'Корпус не выбран.';
  const enclosure = factsById.get(design.enclosureId);
  if (!enclosure) return `Корпуса «${design.enclosureId}» нет в каталоге.`;
  if (!enclosure.enclosure) return `«${enclosure.name}» — не корпус для модульных устройств.`;
  const { rows: count, modulesPerRow } = enclosure.enclosure;
  const own = rows.filter((row) => row.capacity !== 0).length;
  return own === count
    ? `Корпус «${enclosure.name}»: ${plural(count, rowWord)} по ${plural(modulesPerRow, moduleWord)}.`
    : `Корпус «${enclosure.name}».`;
}

function rowSentence(row: SummaryRow): string {
  const name = `Ряд ${row.rowIndex + 1}`;
  if (row.capacity === 0) {
    return row.used > 0
      ? `${name}: устройства на ${plural(row.used, moduleWord)}, а в корпусе такого ряда нет.`
      : `${name}: в корпусе такого ряда нет.`;
  }
  if (row.capacity === null) return row.used > 0 ? `${name}: устройства на ${plural(row.used, moduleWord)}.` : `${name}: пусто.`;
  if (row.overflow > 0) return `${name}: занято ${row.used} ${ofModules(row.capacity)}, переполнен на ${plural(row.overflow, moduleWord)}.`;
  return `${name}: занято ${row.used} ${ofModules(row.capacity)}, свободно ${row.free ?? 0}.`;
}

export function dinRailSummary(design: Design, factsById: FactsById, rows: readonly SummaryRow[]): string {
  const devices = rows.flatMap((row) => row.devices);
  const used = rows.reduce((sum, row) => sum + row.used, 0);
  const sentences = [enclosureSentence(design, factsById, rows), ...rows.map(rowSentence)];
  const withCapacity = rows.filter((row) => row.capacity !== null);
  const total = `Всего ${plural(devices.length, deviceWord)}`;
  if (withCapacity.length === rows.length && rows.length > 0) {
    const capacity = rows.reduce((sum, row) => sum + (row.capacity ?? 0), 0);
    const free = rows.reduce((sum, row) => sum + (row.free ?? 0), 0);
    sentences.push(`${total}, занято ${used} ${ofModules(capacity)}, свободно ${free}.`);
  } else {
    sentences.push(`${total} на ${plural(used, moduleWord)}.`);
  }
  const unknown = devices.filter((device) => device.look === 'unknown').length;
  const notModular = devices.filter((device) => device.look === 'not-modular').length;
  if (unknown) sentences.push(`Нет в каталоге: ${plural(unknown, deviceWord)}, на схеме — знак вопроса.`);
  if (notModular) sentences.push(`Не ставится на DIN-рейку: ${plural(notModular, deviceWord)}, на схеме — знак вопроса.`);
  return sentences.join(' ');
}
