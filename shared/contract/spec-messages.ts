import { plural } from '../text/plural';
import { specLimits } from './spec-limits';

const unknownListLength = 100;

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
  /**
   * Lines of a batch whose product is not in the catalogue: reported, never dropped in silence. The
   * first ids within about a hundred characters, then how many more, so the notice of a form post
   * stays one line (a flash notice holds 200 characters).
   */
  unknownProducts: (ids: readonly string[]) => {
    const shown: string[] = [];
    for (const id of ids) {
      if (shown.length && [...shown, id].join(', ').length > unknownListLength) break;
      shown.push(id);
    }
    const rest = ids.length - shown.length;
    return `Нет в каталоге: ${shown.join(', ')}${rest ? ` и ещё ${rest}` : ''}`;
  },
  /** A batch line's refusal names the line, counted from 1 as the visitor sees the list. */
  atLine: (index: number, message: string) => `Строка ${index + 1}: ${message}`,
  tooManySpecs: `Нельзя хранить больше ${specLimits.perUser} спецификаций`,
  mergeTooManyLines: `Гостевая спецификация не перенесена целиком: в спецификации не может быть больше ${specLimits.lines} строк`,
  defaultName: 'Спецификация',
  copyName: (name: string) => `${name} (копия)`.slice(0, specLimits.nameMax),
} as const;
