import { compactKey, lookAlikes, maxCompoundParts, normalizeTerm, type Token, tokens } from './search-terms';
import type { SynonymGroup } from './search-synonyms';
import type { Vocabulary } from './search-vocabulary';

/**
 * A typed query read against the catalogue's terms (docs/behaviour.md, "Search"): each word or
 * phrase becomes one slot that must match, and a slot is met by any of its alternatives — the word
 * as typed, its look-alike spelling, its synonyms, or, when none of those is in the catalogue, its
 * one-letter corrections.
 */

/** Terms that must all match, and what a match weighs. */
export interface Alternative {
  terms: string[];
  weight: number;
  /** A term also matches the words it begins. */
  prefix: boolean;
  /** The terms are joined designations (search-terms.ts, `compounds`), not words. */
  joined: boolean;
}
export type Slot = Alternative[];

/** A synonym ranks just under the words typed; a narrower one and a correction well under. */
const weights = { typed: 1, synonym: 0.9, narrower: 0.3, correction: 0.5 };
/** Shorter words are not corrected: one letter of four is a different word too often. */
const minCorrectedLength = 5;

export interface Synonyms {
  /** The group a phrase (its terms joined by a space) belongs to. */
  get(phrase: string): Slot | undefined;
  /** The most words in one spelling. */
  longest: number;
}

const termsOf = (text: string) => tokens(text).map((token) => normalizeTerm(token.text));

export function createSynonyms(groups: readonly SynonymGroup[]): Synonyms {
  const byPhrase = new Map<string, Slot>();
  let longest = 1;
  for (const group of groups) {
    const slot: Slot = [
      ...group.same.map((spelling) => word(termsOf(spelling), weights.synonym)),
      ...(group.alsoFinds ?? []).map((spelling) => word(termsOf(spelling), weights.narrower)),
    ];
    for (const spelling of group.same) {
      const terms = termsOf(spelling);
      longest = Math.max(longest, terms.length);
      byPhrase.set(terms.join(' '), slot);
    }
  }
  return { get: (phrase) => byPhrase.get(phrase), longest };
}

const word = (terms: string[], weight: number): Alternative => ({ terms, weight, prefix: true, joined: false });
const joined = (key: string, prefix: boolean): Alternative => ({ terms: [key], weight: weights.typed, prefix, joined: true });
const hasDigit = (text: string) => /\d/.test(text);
const isPlainWord = (token: Token) => /^[\p{L}\p{N}]+$/u.test(token.text);

/** The typed word itself when it is a synonym: its group, the typed spelling weighing most. */
function synonymSlot(synonyms: Synonyms, phrase: string): Slot | undefined {
  const group = synonyms.get(phrase);
  if (!group) return undefined;
  return group.map((alternative) => (alternative.terms.join(' ') === phrase ? { ...alternative, weight: weights.typed } : alternative));
}

/** Whether every document `narrow` matches, `broad` matches too: «автомат» covers «автоматический выключатель». */
const covers = (broad: Alternative, narrow: Alternative) =>
  broad.prefix &&
  broad.joined === narrow.joined &&
  broad.weight >= narrow.weight &&
  broad.terms.every((term) => narrow.terms.some((other) => other.startsWith(term)));

/** The catalogue's words, and its designations joined (search-terms.ts). */
export interface Vocabularies {
  words: Vocabulary;
  joined: Vocabulary;
}

export function parseQuery(query: string, vocabulary: Vocabularies, synonyms: Synonyms): Slot[] {
  const parts = tokens(query);
  const terms = parts.map((part) => normalizeTerm(part.text));
  const slots: Slot[] = [];
  // A word typed twice is read once: corrections scan the whole vocabulary.
  const seen = new Map<string, Slot>();
  let i = 0;
  while (i < parts.length) {
    const phrase = longestPhrase(i);
    if (phrase) {
      slots.push(phrase.slot);
      i += phrase.length;
      continue;
    }
    const compound = longestCompound(i);
    if (compound) {
      slots.push(compound.slot);
      i += compound.length;
      continue;
    }
    const word = parts[i]!.text;
    i += 1;
    // A single letter is a preposition or noise (в, с); a digit is not.
    if (word.length < 2 && !hasDigit(word)) continue;
    const last = i === parts.length;
    const key = `${word.toLowerCase()} ${last}`;
    const slot = seen.get(key) ?? wordSlot(word, last);
    seen.set(key, slot);
    slots.push(slot);
  }
  // A word typed twice asks nothing more, and costs one more search each time.
  const distinct = new Map(slots.map((slot) => [JSON.stringify(slot), slot]));
  return [...distinct.values()];

  /** A synonym spelt in one word or more, the longest first («диф автомат» before «автомат»). */
  function longestPhrase(start: number): { slot: Slot; length: number } | undefined {
    for (let length = Math.min(synonyms.longest, parts.length - start); length >= 1; length--) {
      const candidates = length === 1 ? [terms[start]!, ...lookAlikes(parts[start]!.text)] : [terms.slice(start, start + length).join(' ')];
      for (const candidate of candidates) {
        const slot = synonymSlot(synonyms, candidate);
        if (slot) return { slot: searchable(slot), length };
      }
    }
    return undefined;
  }

  /**
   * A synonym group without the spellings the catalogue does not use and those another one covers:
   * each alternative is one more search. With none left, one stays: it finds nothing, as the catalogue has none of them.
   */
  function searchable(slot: Slot): Slot {
    const used = slot.filter((alternative) => alternative.terms.every((term) => vocabulary.words.hasPrefix(term)));
    const kept = used.filter(
      (alternative, i) => !used.some((other, j) => j !== i && covers(other, alternative) && (!covers(alternative, other) || j < i)),
    );
    return kept.length ? kept : slot.slice(0, 1);
  }

  /**
   * Parts of a designation typed apart or together («ВА 47-29», «ва4729»), joined when the
   * catalogue has the joined form — or, for the last words, a form it begins with, as one types.
   */
  function longestCompound(start: number): { slot: Slot; length: number } | undefined {
    for (let end = Math.min(parts.length, start + maxCompoundParts) - 1; end > start; end--) {
      const run = parts.slice(start, end + 1);
      if (!run.every(isPlainWord) || !run.some((part) => hasDigit(part.text))) continue;
      const slot = designation(compactKey(run.map((part) => part.text).join('')), end === parts.length - 1);
      if (slot) return { slot, length: run.length };
    }
    return undefined;
  }

  /**
   * A joined designation the catalogue has: whole, or — while the last word is typed — begun
   * («ва 47-2» offers ВА47-29). Where the catalogue also writes it as one word («ВА47»), that
   * counts too, so «ва 47» finds ВА47-29 as well as ВА 47-63.
   */
  function designation(key: string, last: boolean): Slot | undefined {
    const slot: Slot = [];
    if (vocabulary.joined.has(key)) slot.push(joined(key, false));
    else if (last && key.length >= 4 && vocabulary.joined.hasPrefix(key)) slot.push(joined(key, true));
    if (slot.length && vocabulary.words.has(key)) slot.push(word([key], weights.typed));
    return slot.length ? slot : undefined;
  }

  function wordSlot(typed: string, last: boolean): Slot {
    const forms = [...new Set([normalizeTerm(typed), ...lookAlikes(typed)])];
    const known = forms.filter((form) => vocabulary.words.hasPrefix(form)).map((form) => word([form], weights.typed));
    // «ва4729», «ва47»: a designation typed as one word, which the catalogue may write in parts.
    const whole = (hasDigit(typed) && designation(compactKey(typed), last)) || [];
    if (known.length || whole.length) return [...known, ...whole];
    if (typed.length >= minCorrectedLength && !hasDigit(typed)) {
      const corrections = [...new Set(forms.flatMap((form) => vocabulary.words.corrections(form)))];
      if (corrections.length) return corrections.map((form) => word([form], weights.correction));
    }
    // Nothing in the catalogue begins with it: the slot stays, so the query finds nothing.
    return [word([forms[0]!], weights.typed)];
  }
}
