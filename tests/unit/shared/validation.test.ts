/**
 * The validation messages a visitor reads (docs/behaviour.md, "Validation"): each form's schema
 * is parsed as the popup, the BFF and the embedded API parse it, and the literal Russian text of
 * each field's first failure is checked.
 */
import { describe, expect, it } from 'vitest';
import { confirmingFields, firstMessages, forms, limits, validateAll, validateField, type AnyForm } from '#shared/validation/forms';

/** What the server answers for a body: each field's first message. */
function serverMessages(form: AnyForm, body: Record<string, unknown>): Record<string, string> {
  const parsed = form.schema.safeParse(body);
  return parsed.success ? {} : firstMessages(parsed.error);
}

const validRegistration = {
  name: 'Иван',
  phoneNumber: '+7 900 000-00-00',
  email: 'ivan@example.ru',
  password: 'secret123',
  confirmPassword: 'secret123',
  agreement: true,
  personalDataConsent: true,
};

describe('required', () => {
  it.each(['', '   \t', null, undefined])('an empty name (%j) is «обязательно для заполнения»', (name) => {
    expect(serverMessages(forms.profile, { name, phoneNumber: '1' }).name).toBe('Поле Имя обязательно для заполнения');
  });
  it('an unticked agreement, sent as false or missing, is required too', () => {
    expect(serverMessages(forms.registration, { ...validRegistration, agreement: false }).agreement).toBe(
      'Поле Согласие обязательно для заполнения',
    );
    expect(serverMessages(forms.registration, { ...validRegistration, agreement: undefined }).agreement).toBe(
      'Поле Согласие обязательно для заполнения',
    );
  });
  it('a form post sends the ticked box as "on"', () => {
    const parsed = forms.registration.schema.safeParse({ ...validRegistration, agreement: 'on', extra: 'dropped' });
    expect(parsed.success && parsed.data).toEqual({ ...validRegistration, agreement: true });
  });
});

describe('e-mail', () => {
  it.each(['not-an-email', 'a@b', 'ivan@', '@example.ru', 'иван@почта'])('%j is not an address', (email) => {
    expect(serverMessages(forms.login, { email, password: 'x' }).email).toBe('Поле E-mail должно быть действительным электронным адресом');
  });
  it('an empty address says it is required, not that it is invalid (the first failure only)', () => {
    expect(serverMessages(forms.login, { email: '', password: 'x' }).email).toBe('Поле E-mail обязательно для заполнения');
  });
  it('a valid address passes, spaces around it too', () => {
    expect(serverMessages(forms.recovery, { email: ' ivan@example.ru ' })).toEqual({});
  });
});

describe('lengths', () => {
  it('has the limits of the account forms', () => {
    expect(limits).toMatchObject({ nameMax: 60, phoneMax: 30, passwordMin: 8, passwordMax: 30 });
  });
  it.each([
    [{ name: 'я'.repeat(61) }, 'name', 'Поле Имя не может быть длиннее 60 символов'],
    [{ phoneNumber: '1'.repeat(31) }, 'phoneNumber', 'Поле Телефон не может быть длиннее 30 символов'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password', 'Поле Пароль должно быть не короче 8 символов'],
    [{ password: '1'.repeat(31), confirmPassword: '1'.repeat(31) }, 'password', 'Поле Пароль не может быть длиннее 30 символов'],
  ])('registration %j → %s: %s', (change, field, message) => {
    expect(serverMessages(forms.registration, { ...validRegistration, ...change })[field]).toBe(message);
  });
  it('exactly at a limit passes', () => {
    expect(
      serverMessages(forms.registration, {
        ...validRegistration,
        name: 'я'.repeat(60),
        phoneNumber: '1'.repeat(30),
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({});
    expect(serverMessages(forms.registration, { ...validRegistration, password: '1'.repeat(30), confirmPassword: '1'.repeat(30) })).toEqual(
      {},
    );
  });
});

describe('a repeat field', () => {
  it('must equal its password', () => {
    expect(serverMessages(forms.registration, { ...validRegistration, confirmPassword: 'other123' }).confirmPassword).toBe(
      'Поле Повторите пароль не совпадает с другим полем',
    );
    expect(
      serverMessages(forms.passwordChange, { currentPassword: 'old', password: 'Novyi-Parol-1', confirmPassword: 'Novyi-Parol-2' })
        .confirmPassword,
    ).toBe('Поле Повторите пароль не совпадает с другим полем');
  });
  it('says it is required when empty, even when the password is set', () => {
    expect(
      serverMessages(forms.recovery2, { email: 'ivan@example.ru', resetPasswordCode: '123456', password: 'secret123', confirmPassword: '' })
        .confirmPassword,
    ).toBe('Поле Повторите пароль обязательно для заполнения');
  });
  it('still compares when the password itself fails its own rule', () => {
    expect(serverMessages(forms.registration, { ...validRegistration, password: 'short', confirmPassword: 'other' })).toMatchObject({
      password: 'Поле Пароль должно быть не короче 8 символов',
      confirmPassword: 'Поле Повторите пароль не совпадает с другим полем',
    });
  });
  it('names the repeat fields of each form with a password', () => {
    expect(confirmingFields(forms.registration, 'password')).toEqual(['confirmPassword']);
    expect(confirmingFields(forms.recovery2, 'password')).toEqual(['confirmPassword']);
    expect(confirmingFields(forms.passwordChange, 'password')).toEqual(['confirmPassword']);
    expect(confirmingFields(forms.registration, 'email')).toEqual([]);
    expect(confirmingFields(forms.login, 'password')).toEqual([]);
  });
});

describe('a value that is not text', () => {
  it.each([42, {}, ['a'], true])('%j in a text field is «некорректно»', (email) => {
    expect(serverMessages(forms.login, { email, password: 'x' }).email).toBe('Поле E-mail некорректно');
  });
});

describe('the popup checks one field at a time with the same schema', () => {
  it('gives a field the same first message as the server', () => {
    const values = { ...validRegistration, name: '', email: 'bad', confirmPassword: 'other123' };
    const server = serverMessages(forms.registration, values);
    for (const field of ['name', 'email', 'confirmPassword']) expect(validateField(forms.registration, field, values)).toBe(server[field]);
    expect(validateField(forms.registration, 'phoneNumber', values)).toBe('');
  });
  it('every form: valid values pass, empty values fail on every required field and pass an optional one', () => {
    const empty = (form: AnyForm) =>
      Object.fromEntries(Object.entries(form.fields).map(([key, field]) => [key, field.kind === 'checkbox' ? false : '']));
    for (const form of Object.values(forms)) {
      const messages = validateAll(form, empty(form));
      for (const [key, message] of Object.entries(messages)) {
        if ((form as AnyForm).fields[key]!.optional) expect(message, key).toBe('');
        else expect(message, key).toMatch(/^Поле .+ обязательно для заполнения$/);
      }
    }
    expect(Object.values(validateAll(forms.registration, validRegistration)).every((message) => message === '')).toBe(true);
  });
  it('a field left out of a body gets its own Russian message, also when another field fails', () => {
    const parsed = forms.quoteRequest.schema.safeParse({
      name: 'Анна',
      phoneNumber: '+7 900 000-00-00',
      quantity: 'x',
      personalDataConsent: 'on',
    });
    expect(parsed.success).toBe(false);
    expect(firstMessages(parsed.error!)).toEqual({ quantity: 'Поле Количество должно быть целым числом от 1 до 100000' });
    expect(firstMessages(forms.registration.schema.safeParse({ name: 'Анна' }).error!).email).toBe(
      'Поле E-mail обязательно для заполнения',
    );
  });
  it('the quote request: a quantity is a whole number from 1 to 100000, e-mail and comment may stay empty', () => {
    const valid = { name: 'Анна', phoneNumber: '+7 900 000-00-00', email: '', quantity: '12', comment: '', personalDataConsent: 'on' };
    expect(forms.quoteRequest.schema.safeParse(valid).success).toBe(true);
    expect(forms.quoteRequest.schema.parse({ ...valid, quantity: 3 }).quantity).toBe(3);
    for (const quantity of ['0', '-1', '1.5', 'abc', '100001', '1e3']) {
      expect(validateField(forms.quoteRequest, 'quantity', { ...valid, quantity }), quantity).toBe(
        'Поле Количество должно быть целым числом от 1 до 100000',
      );
    }
    expect(validateField(forms.quoteRequest, 'email', { ...valid, email: 'не почта' })).toBe(
      'Поле E-mail должно быть действительным электронным адресом',
    );
  });

  it('a name and a phone are single lines: no break can forge a line of the mail to sales', () => {
    const valid = {
      name: 'Анна',
      phoneNumber: '+7 900 000-00-00',
      email: '',
      quantity: '12',
      comment: 'две строки\nкомментария',
      personalDataConsent: 'on',
    };
    expect(forms.quoteRequest.schema.safeParse(valid).success).toBe(true);
    for (const forged of ['Анна\nТовар: кабель 1000 км', 'Анна\r\nКоличество: 5000', 'Анна\rX', 'Анна\u2028X', 'Анна\u0085X', 'Анна\tX']) {
      expect(validateField(forms.quoteRequest, 'name', { ...valid, name: forged }), JSON.stringify(forged)).toBe(
        'Поле Имя должно быть одной строкой, без переносов',
      );
      expect(validateField(forms.quoteRequest, 'phoneNumber', { ...valid, phoneNumber: `+7 900\n${forged}` })).toBe(
        'Поле Телефон должно быть одной строкой, без переносов',
      );
    }
    // The same fields, the same rule, in every form that has them.
    expect(validateField(forms.registration, 'name', { name: 'Анна\nX' })).toBe('Поле Имя должно быть одной строкой, без переносов');
    expect(validateField(forms.profile, 'phoneNumber', { phoneNumber: '1\n2' })).toBe(
      'Поле Телефон должно быть одной строкой, без переносов',
    );
  });
});
