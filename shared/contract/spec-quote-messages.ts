/** The spec quote's texts, apart from the schemas so the spec page's form loads no zod in the browser. */
export const specQuoteMessages = {
  open: 'Запросить КП',
  title: 'Запрос коммерческого предложения на всю спецификацию',
  empty: 'В спецификации нет товаров: добавьте товары, чтобы запросить КП',
} as const;
