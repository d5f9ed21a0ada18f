/**
 * How an article typed into a bulk-add list is compared with the catalogue's (docs/behaviour.md,
 * "Bulk add"): the same rule for both sides, so that whatever the visitor typed meets the article
 * as the maker writes it.
 */

// Cyrillic letters drawn like Latin ones: an article typed half on a Russian keyboard is Latin.
const cyrillicTwins: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  н: 'h',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  т: 't',
  х: 'x',
  у: 'y',
  і: 'i',
};

/**
 * An article's comparison key:
 * - case and ё do not count, and neither does anything but letters and digits (spaces, hyphens,
 *   dots, slashes);
 * - Cyrillic look-alikes are their Latin twins (`МVА20` typed with a Russian М and А is MVA20);
 * - the letter O is the digit 0 (they look alike in print);
 * - a number's leading zeros do not count (`MVA20-1-16-C` is MVA20-1-016-C); numbers are judged
 *   before the separators go, so `1-016` stays two numbers.
 */
export function articleKey(text: string): string {
  const latin = text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[а-яі]/g, (letter) => cyrillicTwins[letter] ?? letter)
    .replaceAll('o', '0');
  return latin.replace(/(^|[^\d])0+(?=\d)/g, '$1').replace(/[^\p{L}\p{N}]/gu, '');
}

// The Russian ЙЦУКЕН layout over the keys of QWERTY, lower case then upper case.
const qwerty = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./" + '~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?';
const jcuken = 'ёйцукенгшщзхъфывапролджэячсмитьбю.' + 'ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,';
const toLatinKeys = new Map([...jcuken].map((letter, i) => [letter, qwerty[i]!]));
const toRussianKeys = new Map([...qwerty].map((key, i) => [key, jcuken[i]!]));

/** Text typed with the Russian layout on while Latin was meant: «ф9а79110» → `a9f79110`. */
export function asLatinLayout(text: string): string {
  return [...text].map((char) => toLatinKeys.get(char) ?? char).join('');
}

/** Text typed with the Latin layout on while Russian was meant: `DF47-29` → «ВА47-29». */
export function asRussianLayout(text: string): string {
  return [...text].map((char) => toRussianKeys.get(char) ?? char).join('');
}

/**
 * The readings of a typed text worth trying, the text as typed first: the other layout's, either
 * way, when the text has letters of that alphabet. Repeats are dropped.
 */
export function layoutReadings(text: string): string[] {
  const readings = [text];
  if (/[а-яё]/i.test(text)) readings.push(asLatinLayout(text));
  if (/[a-z]/i.test(text)) readings.push(asRussianLayout(text));
  return [...new Set(readings)];
}
