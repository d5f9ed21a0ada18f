import { validateValue, type FormValues, type Rule } from './rules';

/** Spec §9 limits. */
export const limits = { nameMax: 60, phoneMax: 30, passwordMin: 8, passwordMax: 30 } as const;

export interface FieldDefinition {
  label: string;
  rules: readonly Rule[];
  kind: 'text' | 'email' | 'password' | 'tel' | 'checkbox';
  autoComplete?: string;
}

export type FormDefinition = Record<string, FieldDefinition>;

const required: Rule = { kind: 'required' };
const email: FieldDefinition = { label: 'E-mail', kind: 'email', rules: [required, { kind: 'email' }], autoComplete: 'email' };
const newPassword = (label: string): FieldDefinition => ({
  label,
  kind: 'password',
  rules: [required, { kind: 'min', length: limits.passwordMin }, { kind: 'max', length: limits.passwordMax }],
  autoComplete: 'new-password',
});
const repeat = (other: string): FieldDefinition => ({ label: 'Повторите пароль', kind: 'password', rules: [required, { kind: 'confirmed', other }], autoComplete: 'new-password' });
const name: FieldDefinition = { label: 'Имя', kind: 'text', rules: [required, { kind: 'max', length: limits.nameMax }], autoComplete: 'name' };
const phoneNumber: FieldDefinition = { label: 'Телефон', kind: 'tel', rules: [required, { kind: 'max', length: limits.phoneMax }], autoComplete: 'tel' };

/** Spec §5 "Forms". Profile and password-change rules are not shown there: these follow registration's. */
export const forms = {
  login: {
    email,
    password: { label: 'Пароль', kind: 'password', rules: [required], autoComplete: 'current-password' },
  },
  registration: {
    name,
    phoneNumber,
    email,
    password: newPassword('Пароль'),
    confirmPassword: repeat('password'),
    agreement: { label: 'Согласие', kind: 'checkbox', rules: [required] },
  },
  recovery: { email },
  recovery2: {
    email,
    resetPasswordCode: { label: 'Код из письма', kind: 'text', rules: [required], autoComplete: 'one-time-code' },
    password: newPassword('Новый пароль'),
    confirmPassword: repeat('password'),
  },
  profile: { name, phoneNumber },
  passwordChange: {
    currentPassword: { label: 'Текущий пароль', kind: 'password', rules: [required], autoComplete: 'current-password' },
    password: newPassword('Новый пароль'),
    confirmPassword: repeat('password'),
  },
} as const satisfies Record<string, FormDefinition>;

export type FormName = keyof typeof forms;

/** The fields that must equal `key` (a password's repeat): they are checked again when it changes. */
export function confirmingFields(definition: FormDefinition, key: string): string[] {
  return Object.entries(definition)
    .filter(([, field]) => field.rules.some((rule) => rule.kind === 'confirmed' && rule.other === key))
    .map(([name]) => name);
}

/** Every field's first message, '' where it passes. */
export function validateForm(definition: FormDefinition, values: FormValues): Record<string, string> {
  return Object.fromEntries(Object.entries(definition).map(([key, field]) => [key, validateValue(field.rules, values[key], field.label, values)]));
}

type FieldValue<F extends FieldDefinition> = F['kind'] extends 'checkbox' ? boolean : string;
export type FormData<N extends FormName> = { [K in keyof (typeof forms)[N]]: (typeof forms)[N][K] extends FieldDefinition ? FieldValue<(typeof forms)[N][K]> : never };
