import { formatNumber } from '#shared/calculators/format';
import { plural } from '#shared/text/plural';
import { dropLimit, dropMargin, imbalanceThreshold } from './check-thresholds';
import { deviceWord, moduleWord, rowWord } from './count-words';

/**
 * The rules' texts, exactly as docs/designer.md, "Rules" lists them. Rows count from 1 for the
 * visitor. Device names are quoted, never made to agree with a verb: a name may start with
 * «УЗО», «Выключатель» or «Розетка», so the sentences are built around them.
 */

const nbsp = '\u00a0';

/** '16 А', '6,3 А'. */
export const amperes = (value: number): string => `${String(value).replace('.', ',')}${nbsp}А`;

/** A computed current, rounded for reading: '46,2 А', '1 234 А' above 100 A. */
const current = (value: number): string => `${formatNumber(value, value >= 100 ? 0 : 1)}${nbsp}А`;

/** '5,3 %'. */
const percent = (value: number): string => `${formatNumber(value, 1)}${nbsp}%`;

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
  rcdLoads: (name: string, where: string, rating: number, load: number, estimated: boolean): string =>
    `«${name}» (${where}): номинал ${amperes(rating)}, а линии за ним нагружают его током ${current(load)}` +
    (estimated ? ' (линии без нагрузки — по номиналу их автоматов)' : '') +
    `. УЗО перегружено: возьмите УЗО с номиналом не меньше ${current(load)} или разнесите линии на два УЗО.`,
  lineOverload: (name: string, where: string, rating: number, permissible: number, source: string): string =>
    `«${name}» (${where}): номинал ${amperes(rating)} больше допустимого тока линии ${amperes(permissible)} (${source}). ` +
    `При перегрузке кабель перегреется раньше, чем сработает автомат: возьмите автомат не больше ${amperes(permissible)} ` +
    'или кабель большего сечения.',
  lineVoltageDrop: (name: string, where: string, drop: number): string =>
    `«${name}» (${where}): падение напряжения на линии ${percent(drop)} — больше ${dropLimit}${nbsp}%, которые ГОСТ Р 50571.5.52-2011 ` +
    '(прил. G, табл. G.52.1) допускает от ввода в электроустановку до электроприёмника. Увеличьте сечение или сократите длину линии.',
  lineVoltageDropMargin: (name: string, where: string, drop: number): string =>
    `«${name}» (${where}): падение напряжения на линии ${percent(drop)} — больше ${dropMargin}${nbsp}%: на линию от ввода до щита ` +
    `остаётся меньше ${dropLimit - dropMargin}${nbsp}% из ${dropLimit}${nbsp}%, допустимых по ГОСТ Р 50571.5.52-2011. ` +
    'Проверьте падение напряжения до щита.',
  lineLoop: (name: string, where: string, fault: number, multiple: number, rating: number, curve: string): string =>
    `«${name}» (${where}): ток КЗ в конце линии около ${current(fault)} — меньше ${multiple} · In = ${amperes(multiple * rating)}, ` +
    `при которых автомат ${curve}${String(rating).replace('.', ',')} отключается мгновенно. При замыкании в конце линии он может ` +
    'не отключить её за 0,4 с: сократите линию, увеличьте сечение или возьмите автомат с меньшим номиналом' +
    (curve === 'B' ? '.' : ' или характеристикой B.'),
  selectivity: (name: string, where: string, inputName: string, reasons: readonly string[]): string =>
    `«${name}» (${where}) не селективен с вводным «${inputName}»: ${reasons.join('; ')}. Авария на линии может отключить ` +
    'весь щит: возьмите вводной с большим номиналом или автомат линии меньше.',
  selectivityOverload: (input: number, line: number): string =>
    `при перегрузке линии вводной не отключается до 1,13 · ${amperes(input)} = ${current(1.13 * input)}, ` +
    `а автомат линии отключается наверняка лишь от 1,45 · ${amperes(line)} = ${current(1.45 * line)}`,
  selectivityCurve: (inputCurve: string, inputFrom: number, lineCurve: string, lineFrom: number): string =>
    `у вводного характеристика ${inputCurve} (мгновенно от ${inputFrom} · In), у автомата линии — ${lineCurve} ` +
    `(от ${lineFrom} · In): при КЗ на линии вводной может отключиться раньше`,
  phaseImbalance: (currents: readonly number[], imbalance: number): string =>
    `Фазы нагружены неравномерно: ${currents.map((value, index) => `L${index + 1} — ${current(value)}`).join(', ')}; ` +
    `наименее нагруженная фаза меньше наиболее нагруженной на ${percent(imbalance * 100)}, ` +
    `а допустимо не больше ${imbalanceThreshold * 100}${nbsp}%. ` +
    'Нажмите «Распределить по фазам» или перенесите линии вручную.',
  phaseMissing: (count: number): string =>
    `Фаза не выбрана: ${plural(count, deviceWord)}. Выберите каждому однофазному устройству L1, L2 или L3 ` +
    'или нажмите «Распределить по фазам».',
  socketLineUnprotected: (label: string, rowIndex: number): string =>
    `Розеточная линия «${label}» (ряд ${rowIndex + 1}) без УЗО: поставьте её автомат за УЗО на 30${nbsp}мА ` +
    'или замените его дифавтоматом.',
  socketLineLeakage: (label: string, rowIndex: number, leakage: number): string =>
    `Розеточная линия «${label}» (ряд ${rowIndex + 1}) защищена от утечки на ${leakage}${nbsp}мА: ` +
    `для розеток нужно УЗО или дифавтомат на 30${nbsp}мА.`,
} as const;
