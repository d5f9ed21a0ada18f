/**
 * The other messages of the account side (profile, password change, saves, limits, /api errors);
 * kept apart from the popup's texts (messages.ts), which only the popup's code needs.
 */
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
