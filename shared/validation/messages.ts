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
  integer: 'Поле {field} должно быть целым числом от {min} до {max}',
} as const;

export type MessageKind = keyof typeof messageTemplates;

export function validationMessage(kind: MessageKind, label: string, length?: number): string {
  const text = length === undefined ? messageTemplates[kind] : messageTemplates[kind].replace('N', String(length));
  return text.replace('{field}', label);
}
