import { designLimits } from './limits';

/**
 * What a screen reader hears after an edit (docs/designer.md, "Edit history"). Each edit has two
 * texts: `done`, said when it is made, and `what`, a noun phrase said after «Отменено:» or
 * «Повторено:». Device names go after a colon or dash and never agree with a verb, since a name
 * may start with «УЗО», «Реле» or «Розетка».
 */
export interface EditTexts {
  readonly done: string;
  readonly what: string;
}

const labelled = (name: string, label: string) => (label ? `${name}, «${label}»` : name);

export const editTexts = {
  add: (name: string, label: string, rowIndex: number, quantity: number): EditTexts => {
    const what = quantity > 1 ? `${labelled(name, label)}, ${quantity}\u00a0шт.` : labelled(name, label);
    return { done: `Добавлено в ряд ${rowIndex + 1}: ${what}`, what: `добавление в ряд ${rowIndex + 1} — ${what}` };
  },
  remove: (name: string, label: string, rowIndex: number): EditTexts => ({
    done: `Удалено из ряда ${rowIndex + 1}: ${labelled(name, label)}`,
    what: `удаление из ряда ${rowIndex + 1} — ${labelled(name, label)}`,
  }),
  moveToRow: (name: string, label: string, fromRow: number, toRow: number): EditTexts => ({
    done: `Перемещено из ряда ${fromRow + 1} в ряд ${toRow + 1}: ${labelled(name, label)}`,
    what: `перемещение из ряда ${fromRow + 1} в ряд ${toRow + 1} — ${labelled(name, label)}`,
  }),
  moveWithinRow: (name: string, label: string, rowIndex: number, toIndex: number): EditTexts => ({
    done: `Перемещено на место ${toIndex + 1} в ряду ${rowIndex + 1}: ${labelled(name, label)}`,
    what: `перемещение на место ${toIndex + 1} в ряду ${rowIndex + 1} — ${labelled(name, label)}`,
  }),
  quantity: (name: string, label: string, quantity: number): EditTexts => ({
    done: `Количество изменено на ${quantity}: ${labelled(name, label)}`,
    what: `изменение количества на ${quantity} — ${labelled(name, label)}`,
  }),
  label: (name: string, label: string): EditTexts =>
    label
      ? { done: `Подпись изменена на «${label}»: ${name}`, what: `изменение подписи на «${label}» — ${name}` }
      : { done: `Подпись удалена: ${name}`, what: `удаление подписи — ${name}` },
  input: (name: string | null): EditTexts =>
    name === null
      ? { done: 'Вводной аппарат не отмечен', what: 'снятие отметки вводного аппарата' }
      : { done: `Вводной аппарат: ${name}`, what: `выбор вводного аппарата — ${name}` },
  enclosure: (name: string | null): EditTexts =>
    name === null
      ? { done: 'Корпус убран', what: 'удаление корпуса' }
      : { done: `Выбран корпус: ${name}`, what: `выбор корпуса — ${name}` },
  line: (name: string, label: string, line: string | null): EditTexts =>
    line === null
      ? { done: `Линия удалена: ${labelled(name, label)}`, what: `удаление линии — ${labelled(name, label)}` }
      : { done: `Линия ${line}: ${labelled(name, label)}`, what: `изменение линии на ${line} — ${labelled(name, label)}` },
  phase: (name: string, label: string, phase: string | null): EditTexts =>
    phase === null
      ? { done: `Фаза снята: ${labelled(name, label)}`, what: `снятие фазы — ${labelled(name, label)}` }
      : { done: `Фаза ${phase}: ${labelled(name, label)}`, what: `выбор фазы ${phase} — ${labelled(name, label)}` },
  /** `loads`: 'L1 — 12 А, L2 — 11,5 А, L3 — 10 А'. */
  balance: (loads: string): EditTexts => ({ done: `Распределено по фазам: ${loads}`, what: 'распределение по фазам' }),
  addRow: (rowIndex: number): EditTexts => ({ done: `Добавлен ряд ${rowIndex + 1}`, what: `добавление ряда ${rowIndex + 1}` }),
  removeRow: (rowIndex: number, devices: number): EditTexts =>
    devices === 0
      ? { done: `Удалён ряд ${rowIndex + 1}`, what: `удаление ряда ${rowIndex + 1}` }
      : {
          done: `Удалён ряд ${rowIndex + 1} вместе с устройствами: ${devices}\u00a0шт.`,
          what: `удаление ряда ${rowIndex + 1} вместе с устройствами — ${devices}\u00a0шт.`,
        },
} as const;

/** Said instead of an edit that would break docs/designer.md, "Limits"; the design stays as it was. */
export const refusals = {
  rows: `Не добавлено: в щите не больше ${designLimits.rows} рядов.`,
  itemsPerRow: `Не добавлено: в ряду не больше ${designLimits.itemsPerRow} позиций.`,
  quantity: `Количество не изменено: в позиции от 1 до ${designLimits.quantity} устройств.`,
  devices: `Не добавлено: в щите не больше ${designLimits.devices} устройств.`,
  devicesQuantity: `Количество не изменено: в щите не больше ${designLimits.devices} устройств.`,
  encodedLength: 'Изменение не внесено: щит не поместится в ссылку. Сократите подписи или число позиций.',
  lastRow: 'Не удалено: в щите должен остаться хотя бы один ряд.',
  lineDevice: 'Линия не задана: линию задают отходящему автомату или дифавтомату, не вводному.',
  singlePhasePanel: 'Фаза не задана: щит однофазный. Отметьте вводным трёх- или четырёхполюсный аппарат.',
  phaseDevice: 'Фаза не задана: фазу выбирают однофазному устройству (1P, 1P+N, 2P), не вводному.',
  phaseFollowsRcd: (rcd: string): string => `Фаза не задана: линия за однофазным УЗО «${rcd}» на его фазе. Выберите фазу УЗО.`,
  balanceSinglePhase: 'Не распределено: щит однофазный. Отметьте вводным трёх- или четырёхполюсный аппарат.',
  balanceNothing: 'Не распределено: в щите нет однофазных автоматов, дифавтоматов и УЗО.',
  balanceDone: 'Не распределено: фазы уже распределены так же.',
} as const;

export const historyTexts = {
  undone: (what: string) => `Отменено: ${what}`,
  redone: (what: string) => `Повторено: ${what}`,
  nothingToUndo: 'Отменять нечего',
  nothingToRedo: 'Повторять нечего',
} as const;
