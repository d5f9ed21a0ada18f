/**
 * The validation messages visitors read, `{field}` being the field's label and `N` a length
 * (docs/behaviour.md, "Validation"). The BFF and the embedded API answer with the same texts.
 */
export const messageTemplates = {
  default: 'Поле {field} некорректно',
  required: 'Поле {field} обязательно для заполнения',
  email: 'Поле {field} должно быть действительным электронным адресом',
  min: 'Поле {field} должно быть не короче N символов',
  max: 'Поле {field} не может быть длиннее N символов',
  confirmed: 'Поле {field} не совпадает с другим полем',
  singleLine: 'Поле {field} должно быть одной строкой, без переносов',
  integer: 'Поле {field} должно быть целым числом от {min} до {max}',
  // The calculators' numbers and lists (docs/calculators.md, "Messages"): `{min}`, `{max}` are a
  // bound as written, with its unit.
  number: 'Поле {field} должно быть числом',
  greater: 'Поле {field} должно быть больше {min}',
  notLess: 'Поле {field} не может быть меньше {min}',
  notGreater: 'Поле {field} не может быть больше {max}',
  option: 'Поле {field} должно быть выбрано из списка',
  rowsMin: 'Поле {field} должно содержать хотя бы одну строку',
  rowsMax: 'Поле {field} не может содержать больше {max} строк',
} as const;

export type MessageKind = keyof typeof messageTemplates;

export function validationMessage(kind: MessageKind, label: string, length?: number): string {
  const text = length === undefined ? messageTemplates[kind] : messageTemplates[kind].replace('N', String(length));
  return text.replace('{field}', label);
}

/** A message with bounds: `{min}` and `{max}` are filled with the bounds as the caller writes them. */
export function boundedMessage(kind: MessageKind, label: string, bounds: { min?: string; max?: string }): string {
  return validationMessage(kind, label)
    .replace('{min}', bounds.min ?? '')
    .replace('{max}', bounds.max ?? '');
}
