/**
 * Spec §5: the validation rules and their Russian messages, verbatim. `{field}` is the field's
 * label. Used by the popup's forms (per field, on blur and change) and by the BFF (whole body)
 * through the schemas in ./forms.ts — one definition, so both always say the same thing.
 */
export type FormValues = Record<string, unknown>;

export type Rule =
  | { kind: 'required' }
  | { kind: 'email' }
  | { kind: 'min'; length: number }
  | { kind: 'max'; length: number }
  | { kind: 'confirmed'; other: string };

export const messages = {
  default: 'Поле {field} некорректно',
  required: 'Поле {field} обязательно для заполнения',
  email: 'Поле {field} должно быть действительным электронным адресом',
  min: 'Поле {field} должно быть не короче N символов',
  max: 'Поле {field} не может быть длиннее N символов',
  confirmed: 'Поле {field} не совпадает с другим полем',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 "required": empty, null, false, an empty array or whitespace-only fails. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0) || (typeof value === 'string' && value.trim() === '');
}

function passes(rule: Rule, value: unknown, values: FormValues): boolean {
  switch (rule.kind) {
    case 'required':
      return !isEmpty(value);
    case 'email':
      // Spec §5: an empty value passes (required is what catches it).
      return isEmpty(value) || (typeof value === 'string' && emailPattern.test(value.trim()));
    case 'min':
      return isEmpty(value) || String(value).length >= rule.length;
    case 'max':
      return isEmpty(value) || String(value).length <= rule.length;
    case 'confirmed':
      return value === values[rule.other];
  }
}

function messageFor(rule: Rule, label: string): string {
  const text = rule.kind === 'min' || rule.kind === 'max' ? messages[rule.kind].replace('N', String(rule.length)) : messages[rule.kind];
  return text.replace('{field}', label);
}

/** The first failing rule's message, or '' when the value passes (spec §5: stop at the first failure). */
export function validateValue(rules: readonly Rule[], value: unknown, label: string, values: FormValues): string {
  for (const rule of rules) {
    if (!passes(rule, value, values)) return messageFor(rule, label);
  }
  return '';
}
