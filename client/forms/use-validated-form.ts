import { useMemo, useState } from 'react';
import { confirmingFields, forms, validateAll, validateField, type AnyForm, type FormName } from '#shared/validation/forms';

type Values = Record<string, string | boolean>;

/**
 * A popup or account form (docs/behaviour.md, "Validation"): each field is checked on blur and on
 * change (its default triggers), showing only its first failure; the submit button waits for a
 * valid form. The rules are the same module the BFF validates with.
 */
export function useValidatedForm(name: FormName, initial: Values = {}) {
  const form: AnyForm = forms[name];
  const [values, setValues] = useState<Values>(() => {
    const start: Values = {};
    for (const [key, field] of Object.entries(form.fields)) start[key] = initial[key] ?? (field.kind === 'checkbox' ? false : '');
    return start;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const allErrors = useMemo(() => validateAll(form, values), [form, values]);
  const valid = Object.values(allErrors).every((message) => message === '');

  function check(key: string, next: Values) {
    if (!(key in form.fields)) return;
    setErrors((e) => ({ ...e, [key]: validateField(form, key, next) }));
  }

  /**
   * A repeat field compares itself with the password: when the password changes, a repeat that
   * is filled in (or already showed a message) is checked again, so its message says why the
   * button went grey — or goes once the two match again.
   */
  function checkConfirming(key: string, next: Values) {
    for (const other of confirmingFields(form, key)) {
      if (next[other] !== '' || other in errors) check(other, next);
    }
  }

  return {
    values,
    errors,
    valid,
    pending,
    setPending,
    /** Input: the value updates on each keystroke (validation waits for blur/change). */
    input(key: string, value: string | boolean) {
      const next = { ...values, [key]: value };
      setValues(next);
      checkConfirming(key, next);
    },
    /** The `change` trigger: a committed value (checkbox click, select, autofill). */
    change(key: string, value: string | boolean) {
      const next = { ...values, [key]: value };
      setValues(next);
      check(key, next);
      checkConfirming(key, next);
    },
    blur(key: string) {
      check(key, values);
    },
    /** Messages the server sent for fields (it validates with the same rules). */
    setServerErrors(fields: Record<string, string> | undefined) {
      if (fields) setErrors((e) => ({ ...e, ...fields }));
    },
    reset(next: Values) {
      setValues((v) => ({ ...v, ...next }));
      setErrors({});
    },
  };
}

export type ValidatedForm = ReturnType<typeof useValidatedForm>;
