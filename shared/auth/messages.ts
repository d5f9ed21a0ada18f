/** docs/behaviour.md, "Messages of the account calls", verbatim. */
export const authMessages = {
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
} as const;
