/**
 * The terms the catalogue index holds, so that a query word can be checked against them before it
 * is searched: joined into a designation only when the catalogue has one, corrected only when it
 * meets nothing as typed (docs/behaviour.md, "Search").
 */

/**
 * Whether two words differ by one edit at most: a letter changed, added or dropped, or two
 * neighbours swapped (автамат, афтомат, автмоат are each one edit from автомат).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // Changed at i, or i and i+1 swapped; the rest must agree.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

export interface Vocabulary {
  has(term: string): boolean;
  /** Some term is the word or begins with it. */
  hasPrefix(word: string): boolean;
  /**
   * What a word would be with one edit, read as the beginning of catalogue terms: the word's
   * length give or take one letter, so «автамат» offers «автомат», the start of «автоматическ».
   */
  corrections(word: string): string[];
}

/** Corrections offered for one word at most: more means the word is too short to correct well. */
const maxCorrections = 24;

/** `sorted`: the terms in code-unit order, each once (as the stored search keeps them). */
export function createVocabulary(sorted: readonly string[]): Vocabulary {
  // Index of the first term not less than the word: where its prefixes start.
  const lowerBound = (word: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    has: (term) => sorted[lowerBound(term)] === term,
    hasPrefix: (word) => sorted[lowerBound(word)]?.startsWith(word) ?? false,
    corrections(word) {
      const found = new Set<string>();
      for (const term of sorted) {
        for (let length = word.length - 1; length <= Math.min(term.length, word.length + 1); length++) {
          const start = term.slice(0, length);
          if (start !== word && withinOneEdit(word, start)) found.add(start);
        }
        if (found.size >= maxCorrections) break;
      }
      return [...found];
    },
  };
}
