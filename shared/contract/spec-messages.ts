import { plural } from '../text/plural';
import { specLimits } from './spec-limits';

/**
 * The specification's Russian messages (docs/behaviour.md, "Specification"), apart from the
 * schemas so a page's button can say them without loading zod.
 */
export const specMessages = {
  notFound: 'Спецификация не найдена',
  added: 'Добавлено в спецификацию',
  productNotFound: 'Товар не найден',
  lineNotFound: 'Этого товара нет в спецификации',
  tooManyLines: `В спецификации не может быть больше ${specLimits.lines} строк`,
  /** A batch («Всё в спецификацию») that went in: how many of its lines. */
  addedLines: (count: number) => `Добавлено в спецификацию: ${plural(count, ['строка', 'строки', 'строк'])}`,
  /** Lines of a batch whose product is not in the catalogue: reported, never dropped in silence. */
  unknownProducts: (ids: readonly string[]) => `Нет в каталоге: ${ids.join(', ')}`,
  /** A batch line's refusal names the line, counted from 1 as the visitor sees the list. */
  atLine: (index: number, message: string) => `Строка ${index + 1}: ${message}`,
  tooManySpecs: `Нельзя хранить больше ${specLimits.perUser} спецификаций`,
  mergeTooManyLines: `Гостевая спецификация не перенесена целиком: в спецификации не может быть больше ${specLimits.lines} строк`,
  defaultName: 'Спецификация',
  copyName: (name: string) => `${name} (копия)`.slice(0, specLimits.nameMax),
} as const;
