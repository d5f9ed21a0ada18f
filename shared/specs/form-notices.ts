/**
 * What the specification pages' changes say when they succeed (docs/behaviour.md, "Specification"):
 * a toast with JavaScript, the notice at the foot of the page after a form post without it.
 * Refusals carry the contract's own messages (`specMessages`, the fields' validation messages).
 */
export const specNotices = {
  lineSaved: 'Строка спецификации сохранена',
  lineRemoved: 'Строка удалена из спецификации',
  created: 'Спецификация создана',
  renamed: 'Спецификация переименована',
  duplicated: 'Копия спецификации создана',
  deleted: 'Спецификация удалена',
  failure: 'Не удалось изменить спецификацию. Попробуйте ещё раз.',
} as const;
