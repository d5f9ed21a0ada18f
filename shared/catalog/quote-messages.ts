/** The texts of a quote request (docs/behaviour.md, "Quote requests"). */
export const quoteMessages = {
  open: 'Запросить коммерческое предложение',
  submit: 'Отправить запрос',
  pending: 'Отправляем…',
  sentTitle: 'Запрос отправлен',
  sent: (id: number) => `Запрос № ${id} принят. Менеджер пришлёт коммерческое предложение в течение рабочего дня.`,
  failure: 'Не удалось отправить запрос. Попробуйте ещё раз или позвоните нам.',
  unknownProduct: 'Товар не найден: обновите страницу и попробуйте снова.',
} as const;
