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

/** The other messages of the account side (profile, password change, limits, /api errors). */
export const accountMessages = {
  profileSaved: 'Данные профиля сохранены',
  profileFailure: 'Не удалось сохранить профиль. Попробуйте ещё раз.',
  passwordChanged: 'Пароль изменён',
  passwordFailure: 'Не удалось изменить пароль. Проверьте текущий пароль и попробуйте ещё раз.',
  signedOut: 'Вы вышли из личного кабинета',
  signInRequired: 'Требуется вход в личный кабинет',
  tooManyAttempts: (minutes: number) => `Слишком много попыток. Попробуйте ещё раз через ${minutes} мин.`,
  badOrigin: 'Запрос отклонён: он отправлен не со страницы сайта',
  bodyTooLarge: 'Слишком большой запрос',
  malformedJson: 'Некорректный формат запроса',
  saved: 'Сохранено в избранное',
  saveRemoved: 'Удалено из избранного',
  saveFailure: 'Не удалось изменить избранное. Попробуйте ещё раз.',
  upstreamDown: 'Сервис временно недоступен. Попробуйте через минуту.',
} as const;
