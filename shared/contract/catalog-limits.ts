/**
 * The search's limits and their Russian messages, apart from the zod schemas so the browser can
 * use them without loading zod (docs/behaviour.md, "Search").
 */
export const searchQueryMaxLength = 200;

/** How many products a calculator's offer shows (docs/calculators.md, "From result to product"); «Все подходящие» leads to the rest. */
export const catalogOfferLimit = 6;
export const searchMessages = {
  tooLong: `Слишком длинный запрос: не больше ${searchQueryMaxLength} символов. Сократите его и попробуйте снова.`,
} as const;
