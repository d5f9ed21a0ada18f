import { stemmer } from '@orama/stemmers/russian';

/**
 * How text becomes search terms (docs/behaviour.md, "Search"): the same rules for the catalogue
 * when it is indexed and for a query, so that what people type meets what the catalogue says.
 */

/**
 * A cable's cores × cross-section however the cross is typed (×, Latin x, Cyrillic х, *) and
 * with spaces or not; then a decimal number with a comma or a point; then a word of letters and
 * digits. Tried in that order at each place, so «3х2,5» is one size, not the word «3х2» and «5».
 */
const tokenPattern = /\d+\s*[xX×хХ*]\s*\d+(?:[.,]\d+)?(?![\d.,])|\d+[.,]\d+|[\p{L}\p{N}]+/gu;
const cableSize = /^(\d+)\s*[x×х*]\s*(\d+(?:[.,]\d+)?)$/u;
const decimal = /^\d+[.,]\d+$/;
const plainWord = /^[\p{L}\p{N}]+$/u;

// Cyrillic and Latin letters drawn alike: a word typed half on one keyboard is read as the other.
const cyrillicToLatin: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  д: 'd',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  т: 't',
  у: 'y',
  х: 'x',
};
const latinToCyrillic: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};
const cyrillicLetter = /[а-яё]/;
const latinLetter = /[a-z]/;

/** Shorter words are kept whole: stemming «УЗО» to «уз» made it a prefix of «УЗИП». */
const minStemLength = 4;

export interface Token {
  /** As written. */
  text: string;
  start: number;
  end: number;
}

/** The words, sizes and numbers of a text, where they stand in it. */
export function tokens(text: string): Token[] {
  return [...text.matchAll(tokenPattern)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/** Every letter through `twins` when all of the foreign ones have a twin; undefined when one has none. */
function fold(word: string, foreign: RegExp, twins: Record<string, string>): string | undefined {
  let folded = '';
  for (const letter of word) {
    if (!foreign.test(letter)) folded += letter;
    else if (twins[letter]) folded += twins[letter];
    else return undefined;
  }
  return folded;
}

/** Cyrillic letters that have a Latin twin written as it; the others stay. */
const toLatinTwins = (lower: string) => lower.replace(/[а-я]/g, (letter) => cyrillicToLatin[letter] ?? letter);

/** A word of letters only, read in the script its letters mostly belong to. */
function oneScript(word: string): string {
  if (!cyrillicLetter.test(word) || !latinLetter.test(word)) return word;
  return fold(word, latinLetter, latinToCyrillic) ?? fold(word, cyrillicLetter, cyrillicToLatin) ?? word;
}

/**
 * One token as the index keeps it — the single rule for case, separators and look-alike letters:
 * - a cable size is `cores x section` with a decimal point: «3 х 2,5», `3*2.5`, «3×2,5» → `3x2.5`;
 * - a decimal number takes a point: «4,5» → `4.5`;
 * - ё is е, case does not count;
 * - a word with a digit (a designation such as C16, an article's part) is spelt with Latin letters
 *   whichever keyboard typed it: «С16» → `c16`;
 * - a word of letters mixing the two alphabets is read in one: «кaбель» with a Latin a → «кабель»;
 * - a Russian word of four letters or more is reduced to its stem (Snowball): автоматы → автомат.
 */
export function normalizeTerm(token: string): string {
  const lower = token.toLowerCase().replaceAll('ё', 'е');
  const size = cableSize.exec(lower);
  if (size) return `${size[1]}x${size[2]!.replace(',', '.')}`;
  if (decimal.test(lower)) return lower.replace(',', '.');
  if (/\d/.test(lower)) return toLatinTwins(lower);
  const word = oneScript(lower);
  return cyrillicLetter.test(word) && word.length >= minStemLength ? stemmer(word) : word;
}

/** The same word in the other alphabet, when every letter of it has a twin there: «АВВ» → `abb`. */
export function lookAlikes(token: string): string[] {
  const lower = token.toLowerCase().replaceAll('ё', 'е');
  if (/\d/.test(lower) || !plainWord.test(lower)) return [];
  const forms = [fold(lower, cyrillicLetter, cyrillicToLatin), fold(lower, latinLetter, latinToCyrillic)];
  return forms.filter((form): form is string => form !== undefined && form !== lower).map(normalizeTerm);
}

/** An article number or designation without separators or case: 'MVA20 1 016 C' and 'mva20-1-016-c' are one key. */
export function compactKey(text: string): string {
  return toLatinTwins(
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .replace(/[^\p{L}\p{N}]/gu, ''),
  );
}

/**
 * An article as it is compared: its compact key with the letter O read as the digit 0, since the
 * two look alike in print (`MVA2O-1-016-C` is MVA20-1-016-C).
 */
export function articleKey(text: string): string {
  return compactKey(text).replaceAll('o', '0');
}

/** A part of a designation: a word with a digit, or a short one (ВА, АВДТ, LS). */
const joinable = (token: Token) => plainWord.test(token.text) && (/\d/.test(token.text) || token.text.length <= 4);
/**
 * Parts of one designation stand apart by one separator at most: «ВД1-63», «ВА 47-63», «16 А»; a
 * space joins only where a digit is on one side of it, so «мА тип» stays two words.
 */
function adjacent(text: string, left: Token, right: Token): boolean {
  const between = text.slice(left.end, right.start);
  if (between === '' || /^[-./]$/.test(between)) return true;
  return /^\s$/u.test(between) && (/\d/.test(left.text) || /\d/.test(right.text));
}
/** The most parts a designation is joined from. */
export const maxCompoundParts = 4;

/**
 * A designation written in parts, joined: «ВА 47-63» and «ВА47-29» are also `ba4763`, `ba4729`, so
 * that «ва4729» or «ВА 47-29» meet them whatever separators the visitor typed. Every run of two to
 * four adjacent parts with a digit among them counts. Kept apart from the words (a field of their
 * own), so that a word's prefix never reaches into them.
 */
export function compounds(text: string, parts: Token[] = tokens(text)): { key: string; start: number; end: number }[] {
  const found: { key: string; start: number; end: number }[] = [];
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < Math.min(parts.length, i + maxCompoundParts); j++) {
      if (!joinable(parts[j - 1]!) || !joinable(parts[j]!) || !adjacent(text, parts[j - 1]!, parts[j]!)) break;
      const run = parts.slice(i, j + 1);
      if (run.some((part) => /\d/.test(part.text)))
        found.push({ key: compactKey(run.map((part) => part.text).join('')), start: parts[i]!.start, end: parts[j]!.end });
    }
  }
  return found;
}

/**
 * What the index keeps for a text: each token's term (through `term`, which may remember them),
 * and, apart, each designation's key.
 */
export function analyse(text: string, term: (token: string) => string = normalizeTerm): { words: string[]; joined: string[] } {
  const parts = tokens(text);
  return { words: parts.map((part) => term(part.text)), joined: compounds(text, parts).map((compound) => compound.key) };
}
