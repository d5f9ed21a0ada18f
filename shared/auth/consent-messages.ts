import type { ConsentForm } from '#shared/contract/consents';

/**
 * «Мои согласия» (docs/behaviour.md, "Consent to the processing of personal data"): what the list
 * says and what a withdrawal answers.
 */
export const consentMessages = {
  title: 'Мои согласия',
  document: 'Согласие на обработку персональных данных',
  withdraw: 'Отозвать',
  withdrawn: 'Согласие отозвано',
  alreadyWithdrawn: 'Согласие уже отозвано',
  notFound: 'Согласие не найдено',
  failure: 'Не удалось отозвать согласие. Попробуйте ещё раз.',
  listFailure: 'Не удалось загрузить согласия. Обновите страницу.',
  empty: 'Вы ещё не давали согласий через формы сайта.',
  /** What a withdrawal stops: said next to the button and in the answer. */
  effect:
    'После отзыва мы прекращаем обрабатывать данные, которые вы передали через эту форму, в целях из согласия и удаляем их ' +
    'в течение 30 дней, если закон не требует хранить их дольше. Запись о согласии и его отзыве сохраняется как подтверждение.',
} as const;

/** The form a consent was given on, as the list names it. */
export const consentFormLabels: Record<ConsentForm, string> = {
  registration: 'Регистрация',
  quote: 'Запрос коммерческого предложения',
  'spec-quote': 'Запрос КП по спецификации',
  profile: 'Профиль',
};
