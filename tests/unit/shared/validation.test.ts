import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/messages';
import { formSchema } from '../../../shared/validation/form-schema';
import { forms, limits, validateForm } from '../../../shared/validation/forms';
import { isEmpty, messages, validateValue } from '../../../shared/validation/rules';

describe('spec §5 messages, verbatim', () => {
  it('has the six templates', () => {
    expect(messages).toEqual({
      default: 'Поле {field} некорректно',
      required: 'Поле {field} обязательно для заполнения',
      email: 'Поле {field} должно быть действительным электронным адресом',
      min: 'Поле {field} должно быть не короче N символов',
      max: 'Поле {field} не может быть длиннее N символов',
      confirmed: 'Поле {field} не совпадает с другим полем',
    });
  });
});

describe('spec §5 rules', () => {
  it('required fails on empty, null, false, an empty array and whitespace', () => {
    for (const value of ['', null, undefined, false, [], '   \t']) expect(isEmpty(value)).toBe(true);
    for (const value of ['a', 0, true, ['x']]) expect(isEmpty(value)).toBe(false);
    expect(validateValue([{ kind: 'required' }], '  ', 'Имя', {})).toBe('Поле Имя обязательно для заполнения');
    expect(validateValue([{ kind: 'required' }], 'Иван', 'Имя', {})).toBe('');
  });

  it('email checks the pattern and lets an empty value pass', () => {
    expect(validateValue([{ kind: 'email' }], 'not-an-email', 'E-mail', {})).toBe('Поле E-mail должно быть действительным электронным адресом');
    expect(validateValue([{ kind: 'email' }], 'a@b', 'E-mail', {})).not.toBe('');
    expect(validateValue([{ kind: 'email' }], 'ivan@example.ru', 'E-mail', {})).toBe('');
    expect(validateValue([{ kind: 'email' }], '', 'E-mail', {})).toBe('');
  });

  it('min and max put the number into the message', () => {
    expect(validateValue([{ kind: 'min', length: 8 }], '1234567', 'Пароль', {})).toBe('Поле Пароль должно быть не короче 8 символов');
    expect(validateValue([{ kind: 'min', length: 8 }], '12345678', 'Пароль', {})).toBe('');
    expect(validateValue([{ kind: 'max', length: 60 }], 'я'.repeat(61), 'Имя', {})).toBe('Поле Имя не может быть длиннее 60 символов');
    expect(validateValue([{ kind: 'max', length: 60 }], 'я'.repeat(60), 'Имя', {})).toBe('');
  });

  it('confirmed compares with the other field', () => {
    expect(validateValue([{ kind: 'confirmed', other: 'password' }], 'b', 'Повторите пароль', { password: 'a' })).toBe('Поле Повторите пароль не совпадает с другим полем');
    expect(validateValue([{ kind: 'confirmed', other: 'password' }], 'a', 'Повторите пароль', { password: 'a' })).toBe('');
  });

  it('stops at the first failure', () => {
    expect(validateValue([{ kind: 'required' }, { kind: 'email' }], '', 'E-mail', {})).toBe('Поле E-mail обязательно для заполнения');
  });
});

describe('spec §5 forms and §9 limits', () => {
  const validRegistration = { name: 'Иван', phoneNumber: '+7 900 000-00-00', email: 'ivan@example.ru', password: 'secret123', confirmPassword: 'secret123', agreement: true };

  it('has the spec limits', () => {
    expect(limits).toEqual({ nameMax: 60, phoneMax: 30, passwordMin: 8, passwordMax: 30 });
  });

  it('login: e-mail required and valid, password required', () => {
    expect(validateForm(forms.login, { email: '', password: '' })).toEqual({ email: 'Поле E-mail обязательно для заполнения', password: 'Поле Пароль обязательно для заполнения' });
    expect(validateForm(forms.login, { email: 'x', password: 'p' }).email).toBe('Поле E-mail должно быть действительным электронным адресом');
  });

  it('registration: every rule of every field', () => {
    expect(Object.values(validateForm(forms.registration, validRegistration)).every((m) => m === '')).toBe(true);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Поле Имя обязательно для заполнения'],
      [{ name: 'я'.repeat(61) }, 'name', 'Поле Имя не может быть длиннее 60 символов'],
      [{ phoneNumber: '' }, 'phoneNumber', 'Поле Телефон обязательно для заполнения'],
      [{ phoneNumber: '1'.repeat(31) }, 'phoneNumber', 'Поле Телефон не может быть длиннее 30 символов'],
      [{ email: 'bad' }, 'email', 'Поле E-mail должно быть действительным электронным адресом'],
      [{ password: '1234567', confirmPassword: '1234567' }, 'password', 'Поле Пароль должно быть не короче 8 символов'],
      [{ password: '1'.repeat(31), confirmPassword: '1'.repeat(31) }, 'password', 'Поле Пароль не может быть длиннее 30 символов'],
      [{ confirmPassword: 'other123' }, 'confirmPassword', 'Поле Повторите пароль не совпадает с другим полем'],
      [{ agreement: false }, 'agreement', 'Поле Согласие обязательно для заполнения'],
    ];
    for (const [change, field, message] of cases) expect(validateForm(forms.registration, { ...validRegistration, ...change })[field]).toBe(message);
  });

  it('recovery steps', () => {
    expect(validateForm(forms.recovery, { email: '' }).email).toBe('Поле E-mail обязательно для заполнения');
    const step2 = { email: 'ivan@example.ru', resetPasswordCode: '', password: 'secret123', confirmPassword: 'secret12' };
    expect(validateForm(forms.recovery2, step2)).toMatchObject({ resetPasswordCode: 'Поле Код из письма обязательно для заполнения', confirmPassword: 'Поле Повторите пароль не совпадает с другим полем' });
  });

  it('the BFF schema gives the same messages and reads a form post checkbox', () => {
    const parsed = formSchema('registration').safeParse({ ...validRegistration, agreement: 'on', extra: 'dropped' });
    expect(parsed.success && parsed.data).toEqual({ ...validRegistration, agreement: true });
    const failed = formSchema('registration').safeParse({ ...validRegistration, name: '' });
    expect(failed.success).toBe(false);
    expect(!failed.success && failed.error.issues[0]!.message).toBe('Поле Имя обязательно для заполнения');
    expect(formSchema('login').safeParse({ email: 42, password: {} }).success).toBe(false);
  });
});

describe('spec §8 messages, verbatim', () => {
  it('has every auth message', () => {
    expect(authMessages).toMatchObject({
      errorTitle: 'Ошибка',
      loginFailure: 'Логин или пароль введены неверно',
      loginSuccess: 'Вы успешно авторизованы',
      registrationFailure: 'Возникла ошибка при регистрации. Попробуйте заполнить поля ещё раз.',
      registrationSuccess: 'Вы успешно зарегистрированы. Теперь вы можете войти в систему.',
      recoveryFailure: 'Возникла ошибка при восстановлении пароля. Проверьте введённый адрес почты и попробуйте ещё раз.',
      recoverySuccess: 'Письмо с инструкциями по восстановлению пароля отправлено на указанный адрес электронной почты.',
      resetFailure: 'Возникла ошибка при восстановлении пароля. Проверьте введённые данные и попробуйте ещё раз.',
      resetSuccess: 'Пароль успешно восстановлен. Вы можете войти в систему с новым паролем.',
      activationNoCode: 'registerActivateUser: ошибка в параметрах',
    });
  });
});

describe('a repeat field follows the password it must match', () => {
  it('names the repeat fields of each form with a password', async () => {
    const { confirmingFields } = await import('../../../shared/validation/forms');
    expect(confirmingFields(forms.registration, 'password')).toEqual(['confirmPassword']);
    expect(confirmingFields(forms.recovery2, 'password')).toEqual(['confirmPassword']);
    expect(confirmingFields(forms.passwordChange, 'password')).toEqual(['confirmPassword']);
    expect(confirmingFields(forms.registration, 'email')).toEqual([]);
    expect(confirmingFields(forms.login, 'password')).toEqual([]);
  });
});
