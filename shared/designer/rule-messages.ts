import { plural } from '#shared/text/plural';
import { moduleWord, rowWord } from './count-words';

/**
 * The rules' texts, exactly as docs/designer.md, "Rules" lists them. Rows count from 1 for the
 * visitor. Device names are quoted, never made to agree with a verb: a name may start with
 * «УЗО», «Выключатель» or «Розетка», so the sentences are built around them.
 */

const nbsp = '\u00a0';

/** '16 А', '6,3 А'. */
export const amperes = (value: number): string => `${String(value).replace('.', ',')}${nbsp}А`;

/** 'ряд 2' or 'ряд 2, «Кухня, розетки»': where a device is, for the visitor. */
export const whereIs = (rowIndex: number, label: string): string => (label ? `ряд ${rowIndex + 1}, «${label}»` : `ряд ${rowIndex + 1}`);

export const ruleMessages = {
  noEnclosure: (): string => 'Корпус не выбран: выберите щит, и конструктор проверит, поместятся ли в него устройства.',
  enclosureMissing: (id: string): string => `Корпуса «${id}» больше нет в каталоге: выберите другой щит.`,
  notAnEnclosure: (name: string): string =>
    `«${name}» — не корпус для модульных устройств: выберите пластиковый бокс или металлический корпус.`,
  productMissing: (id: string, rowIndex: number, label: string): string =>
    `Товара «${id}» (${whereIs(rowIndex, label)}) больше нет в каталоге: замените устройство.`,
  notModular: (name: string, rowIndex: number, label: string): string =>
    `«${name}» (${whereIs(rowIndex, label)}) не ставится на DIN-рейку: уберите это устройство из ряда.`,
  rowOverflow: (rowIndex: number, over: number, used: number, capacity: number, name: string): string =>
    `Ряд ${rowIndex + 1} переполнен на ${plural(over, moduleWord)} (${used} при вместимости ${capacity}): не помещается «${name}».`,
  tooManyRows: (rowIndex: number, enclosureName: string, rows: number): string =>
    `Ряд ${rowIndex + 1} лишний: в корпусе «${enclosureName}» ${plural(rows, rowWord)} — ` +
    'перенесите устройства в другие ряды или выберите корпус больше.',
  severalInputs: (names: readonly string[]): string =>
    `Вводным отмечено несколько устройств (${names.map((name) => `«${name}»`).join(', ')}): вводной должен быть один.`,
  inputKind: (name: string, rowIndex: number): string =>
    `Вводным отмечено «${name}» (ряд ${rowIndex + 1}), а вводным ставят автоматический выключатель, дифавтомат или выключатель нагрузки.`,
  rcdOverloaded: (name: string, where: string, rating: number, sum: number, input: number | null): string =>
    input === null
      ? `«${name}» (${where}): номинал ${amperes(rating)}, автоматы за ним — в сумме ${amperes(sum)}, вводной не отмечен. ` +
        `УЗО не защищено от перегрузки: возьмите УЗО на ${amperes(sum)} или больше либо отметьте вводной автомат ` +
        `не больше ${amperes(rating)}.`
      : `«${name}» (${where}): номинал ${amperes(rating)}, автоматы за ним — в сумме ${amperes(sum)}, ` +
        `вводной — ${amperes(input)}. УЗО не защищено от перегрузки: возьмите УЗО на ${amperes(input)} или больше.`,
  breakerAboveInput: (name: string, where: string, rating: number, input: number): string =>
    `«${name}» (${where}): номинал ${amperes(rating)} больше, чем у вводного (${amperes(input)}), — при перегрузке линии ` +
    'отключится весь щит. Возьмите автомат не больше вводного.',
  socketLineUnprotected: (label: string, rowIndex: number): string =>
    `Розеточная линия «${label}» (ряд ${rowIndex + 1}) без УЗО: поставьте её автомат за УЗО на 30${nbsp}мА ` +
    'или замените его дифавтоматом.',
  socketLineLeakage: (label: string, rowIndex: number, leakage: number): string =>
    `Розеточная линия «${label}» (ряд ${rowIndex + 1}) защищена от утечки на ${leakage}${nbsp}мА: ` +
    `для розеток нужно УЗО или дифавтомат на 30${nbsp}мА.`,
} as const;
