import { useEffect, useMemo, useRef, useState } from 'react';
import { confirmingFields, forms, validateAll, validateField, type AnyForm, type FormName } from '#shared/validation/forms';
import { afterPointerPress, watchPointerPresses } from './pointer-press';

type Values = Record<string, string | boolean>;

/**
 * A popup or account form (docs/behaviour.md, "Validation"): each field is checked on blur and on
 * change (its default triggers), showing only its first failure; the submit button waits for a
 * valid form. The rules are the same module the BFF validates with.
 *
 * Leaving a field the visitor never typed in, still empty, shows nothing: that blur is usually
 * the visitor reaching for something else (a link, the next field), and an empty field's message
 * would move what they reach for. A blur while a mouse button or finger is down is checked once
 * the press is over, for the same reason. `initialErrors`: the messages a form posted without
 * JavaScript came back with (the flash), drawn by the server beneath their fields.
 */
export function useValidatedForm(name: FormName, initial: Values = {}, initialErrors: Record<string, string> = {}) {
  const form: AnyForm = forms[name];
  const [values, setValues] = useState<Values>(() => {
    const start: Values = {};
    for (const [key, field] of Object.entries(form.fields)) start[key] = initial[key] ?? (field.kind === 'checkbox' ? false : '');
    return start;
  });
  const [errors, setErrors] = useState<Record<string, string>>(() => ({ ...initialErrors }));
  const [pending, setPending] = useState(false);
  // Fields the visitor has typed in or changed: only their blur may show a required-field message.
  const edited = useRef(new Set<string>());
  useEffect(watchPointerPresses, []);

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

  const untouchedEmpty = (key: string, current: Values) =>
    !edited.current.has(key) && (current[key] === '' || current[key] === false) && !(key in errors);

  return {
    values,
    errors,
    valid,
    pending,
    setPending,
    /** Input: the value updates on each keystroke (validation waits for blur/change). */
    input(key: string, value: string | boolean) {
      const next = { ...values, [key]: value };
      if (value !== values[key]) edited.current.add(key);
      setValues(next);
      checkConfirming(key, next);
    },
    /** The `change` trigger: a committed value (checkbox click, select, autofill). */
    change(key: string, value: string | boolean) {
      const next = { ...values, [key]: value };
      if (value !== values[key]) edited.current.add(key);
      setValues(next);
      if (untouchedEmpty(key, next)) return;
      afterPointerPress(() => {
        check(key, next);
        checkConfirming(key, next);
      });
    },
    blur(key: string) {
      if (untouchedEmpty(key, values)) return;
      afterPointerPress(() => check(key, values));
    },
    /** Messages the server sent for fields (it validates with the same rules). */
    setServerErrors(fields: Record<string, string> | undefined) {
      if (fields) setErrors((e) => ({ ...e, ...fields }));
    },
    reset(next: Values) {
      setValues((v) => ({ ...v, ...next }));
      edited.current.clear();
      setErrors({});
    },
  };
}

export type ValidatedForm = ReturnType<typeof useValidatedForm>;
