import { z } from 'zod';
import { specLimits } from './specs';

/**
 * Bulk add («Добавить списком», docs/behaviour.md, "Bulk add"): a list of articles with quantities
 * goes upstream in one call; upstream matches each row against the catalogue (case, separators,
 * leading zeros, look-alike letters, the wrong keyboard layout, other makers' articles), adds what
 * it matched, and keeps the whole outcome for a day under an unguessable id, so a page can show it
 * after a redirect and the visitor can settle the rows it could not.
 */
export const importLimits = {
  /** Rows one call (a paste or a file) may carry. */
  rows: 2000,
  /** A row's text past this is refused (the row, not the call). */
  textMax: 200,
  /** Candidates an ambiguous row offers, and suggestions an unmatched one. */
  candidates: 10,
  suggestions: 3,
  /** How long upstream keeps an outcome. */
  keepHours: 24,
} as const;

export const importMessages = {
  notFound: 'Результат загрузки не найден: он хранится сутки и виден только тому, кто загружал список',
  rowNotFound: 'Такой строки нет в загруженном списке',
  tooManyRows: `За один раз можно добавить не больше ${importLimits.rows.toLocaleString('ru-RU')} строк: разделите список на части`,
  empty: 'Вставьте список артикулов или выберите файл',
  textTooLong: `Строка длиннее ${importLimits.textMax} символов: оставьте в ней артикул и количество`,
  notOffered: 'Этого товара нет среди предложенных для строки',
  ambiguous: 'Подходит несколько товаров: выберите нужный',
  unmatched: 'Товар не найден',
  broad: 'Под эту строку подходит слишком много товаров: уточните артикул',
  alreadySettled: 'Эта строка уже добавлена в спецификацию',
  tooManyLines: `В спецификации не может быть больше ${specLimits.lines} строк`,
} as const;

/** An import's id: 24 random bytes, base64url — unguessable, the only key besides its owner. */
export const importIdSchema = z.string().regex(/^[\w-]{32}$/);

/** One row as sent: the line it came from (of the paste or the sheet), the article's text and the quantity as given. */
export const importRowInputSchema = z.object({
  line: z.number().int().min(1).max(1_000_000),
  text: z.string().max(1000),
  /** A number, or the text the visitor gave (refused by upstream when it is not one); none means 1. */
  quantity: z.union([z.number(), z.string().max(100)]).optional(),
});
export type ImportRowInput = z.infer<typeof importRowInputSchema>;

export const createImportSchema = z.object({
  rows: z
    .array(importRowInputSchema)
    .min(1, { error: importMessages.empty })
    .max(importLimits.rows, { error: importMessages.tooManyRows })
    .refine((rows) => new Set(rows.map((row) => row.line)).size === rows.length, { error: 'Номера строк повторяются' }),
});
export type CreateImport = z.infer<typeof createImportSchema>;

/** Settling a row: a product chosen among those offered, or the text corrected (matched again). */
export const resolveImportRowSchema = z.union([
  z.object({ productId: z.string().regex(/^[\w-]{1,80}$/) }),
  z.object({ text: z.string().max(1000), quantity: z.union([z.number(), z.string().max(100)]).optional() }),
]);
export type ResolveImportRow = z.infer<typeof resolveImportRowSchema>;

/** A product as a row shows it. */
export const importProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  article: z.string(),
  brand: z.string(),
  unit: z.string(),
  url: z.string(),
  price: z.number().nonnegative(),
});
export type ImportProduct = z.infer<typeof importProductSchema>;

export const importRowStatusSchema = z.enum(['matched', 'ambiguous', 'unmatched', 'refused']);
export type ImportRowStatus = z.infer<typeof importRowStatusSchema>;

export const importRowSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  /** As read; null when what was given is not a number. */
  quantity: z.number().nullable(),
  /**
   * `matched`: added to the specification; `ambiguous`: several products fit (`candidates`);
   * `unmatched`: none did (`candidates` are suggestions); `refused`: not added (`message` says why).
   */
  status: importRowStatusSchema,
  product: importProductSchema.nullable(),
  /** The other maker's article the row named, when that is how its product was found. */
  crossReference: z.object({ brand: z.string(), article: z.string() }).nullable(),
  candidates: z.array(importProductSchema).max(importLimits.candidates),
  message: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const specImportSchema = z.object({
  id: importIdSchema,
  /** The specification the rows went into. */
  specId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  rows: z.array(importRowSchema).max(importLimits.rows),
});
export type SpecImport = z.infer<typeof specImportSchema>;

/** Upstream paths (`{param}` OpenAPI style). */
export const importPaths = {
  guest: '/api/specs/guest/{guestId}/imports',
  guestOne: '/api/specs/guest/{guestId}/imports/{importId}',
  guestRow: '/api/specs/guest/{guestId}/imports/{importId}/rows/{line}',
  /** Into one of a user's specifications. */
  own: '/api/specs/{specId}/imports',
  /** A user's import, whichever of their specifications it went into. */
  ownOne: '/api/specs/imports/{importId}',
  ownRow: '/api/specs/imports/{importId}/rows/{line}',
} as const;
