import type Database from 'libsql';
import MiniSearch from 'minisearch';
import type { Highlight, SearchHit, SearchResult, Suggestions } from '#shared/contract';
import type { CatalogModel, CatalogProduct, CrossReference, SearchEntry, SectionNode } from './model';
import { createSynonyms, parseQuery, type Alternative, type Slot } from './search-query';
import { synonymGroups } from './search-synonyms';
import { analyse, articleKey, compounds, normalizeTerm, tokens } from './search-terms';
import { buildIndexData, createProductIndex, type ProductIndex } from './search-index';
import { catalogVersion, readBuiltSearch, storeBuiltSearch, type BuiltSearch } from './search-store';
import { createVocabulary, withinOneEdit } from './search-vocabulary';

/**
 * Catalogue search (docs/behaviour.md, "Search"): a query is read against the catalogue's own
 * terms (search-query.ts) — word forms through Snowball's Russian stemmer, look-alike letters,
 * cable sizes and designations however they are typed (search-terms.ts), synonyms
 * (search-synonyms.ts), one wrong letter in a long word that meets nothing as typed. Ranked: the
 * exact article first, then article prefixes, then an article one character off, then by
 * relevance with the name weighing most.
 */

/** How a breaker is asked for: its curve and rating written together (C16, B10, D25). */
function designations(product: SearchEntry): string {
  const spec = (key: string) => product.specs.find((s) => s.key === key)?.value;
  const curve = spec('curve');
  const amps = /^\d+/.exec(spec('current') ?? '')?.[0];
  return curve && amps && /^[BCDKZ]$/.test(curve) ? `${curve}${amps}` : '';
}

/** An article typed with one character wrong is still recognised once it is this long. */
const minFuzzyArticle = 6;

export interface CatalogSearch {
  search(query: string, page: number, perPage: number): SearchResult | undefined;
  suggest(query: string): Suggestions;
  /**
   * The first products of `search`'s ranking and how many there are, without the page's sections and
   * highlights: what a bulk add needs for each of its rows (catalog/bulk-match.ts).
   */
  find(query: string, limit: number): { total: number; hits: { product: CatalogProduct; articleHit: boolean }[] };
}

const wordFields = ['name', 'article', 'brand', 'series', 'specs', 'designation', 'section'] as const;
/** The last holds the designations of all the others, joined (search-terms.ts, `compounds`). */
const fields = [...wordFields, 'joined'] as const;
const boost = { name: 4, article: 3, designation: 3, series: 2, brand: 2, section: 1.5, specs: 1, joined: 3 };

/**
 * The index reads terms made already (search-terms.ts, `analyse`), and a query arrives as terms
 * (search-query.ts): neither indexing nor searching splits or changes them.
 */
const asTerms = {
  tokenize: (text: string) => (text ? text.split(' ') : []),
  processTerm: (term: string) => term,
  searchOptions: { tokenize: (term: string) => [term], processTerm: (term: string) => term },
};

interface Match {
  score: number;
  /** The document terms that matched: what the name's highlight marks. */
  terms: Set<string>;
}

/** One more slot's match added to a document's: scores add up, matched terms join. */
function add(match: Match, other: Match): void {
  match.score += other.score;
  for (const term of other.terms) match.terms.add(term);
}

/**
 * Sections matching the slots (all of them, or any with `every` false), scored by the sum over
 * slots of each slot's best alternative: a document that meets one slot in several ways (УЗО as a
 * word and through its synonyms) counts it once. Words are looked for in `searched`, joined
 * designations in the joined field.
 */
function matchSlots(index: MiniSearch, searched: readonly string[], slots: Slot[], every: boolean): Map<string, Match> {
  let combined: Map<string, Match> | undefined;
  for (const slot of slots) {
    const best = new Map<string, Match>();
    for (const alternative of slot) {
      const results = index.search(
        { combineWith: 'AND', queries: alternative.terms },
        { prefix: alternative.prefix, fields: alternative.joined ? ['joined'] : [...searched], boost },
      );
      for (const result of results) {
        const id = String(result.id);
        const score = result.score * alternative.weight;
        const found = best.get(id);
        if (!found) best.set(id, { score, terms: new Set(result.terms) });
        else {
          found.score = Math.max(found.score, score);
          for (const term of result.terms) found.terms.add(term);
        }
      }
    }
    if (!combined) combined = best;
    else if (every) {
      if (!combined.size) break;
      for (const [id, match] of combined) {
        const other = best.get(id);
        if (other) add(match, other);
        else combined.delete(id);
      }
    } else {
      for (const [id, other] of best) {
        const match = combined.get(id);
        if (match) add(match, other);
        else combined.set(id, other);
      }
    }
  }
  return combined ?? new Map();
}

/** Best score first; equal scores in catalogue order (`order`), so a page never reshuffles. */
function ranked(matches: Map<string, Match>, order: ReadonlyMap<string, number>): [string, Match][] {
  return [...matches].sort(([a, x], [b, y]) => y.score - x.score || (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** Best first: a higher score, then the catalogue's order (the document number), so a page never reshuffles. */
function topRanked(docs: Int32Array, scores: Float64Array, count: number): number[] {
  const before = (i: number, j: number) => scores[i]! > scores[j]! || (scores[i] === scores[j] && docs[i]! < docs[j]!);
  if (count >= docs.length) return Array.from(docs.keys()).sort((i, j) => (before(i, j) ? -1 : before(j, i) ? 1 : 0));
  // Only the first `count` are needed: a sorted list of that many, each candidate placed by bisection.
  const best: number[] = [];
  for (let i = 0; i < docs.length; i++) {
    if (best.length === count && !before(i, best[count - 1]!)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(best[middle]!, i)) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, i);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Every product's terms, article key and other makers' articles, and the vocabularies: what a start reads back. */
function buildSearch(model: CatalogModel): BuiltSearch {
  // Terms met while indexing make the vocabularies; each distinct word is normalised once.
  const met = { words: new Set<string>(), joined: new Set<string>() };
  const termOf = new Map<string, string>();
  const term = (token: string) => {
    let found = termOf.get(token);
    if (found === undefined) termOf.set(token, (found = normalizeTerm(token)));
    return found;
  };
  const analysed = (text: string) => {
    const { words, joined } = analyse(text, term);
    for (const word of words) met.words.add(word);
    for (const key of joined) met.joined.add(key);
    return { words, joined };
  };
  const ids: string[] = [];
  const articleKeys: string[] = [];
  const crossReferences: BuiltSearch['crossReferences'] = [];
  // A product's document number is its place in the catalogue's order.
  function* documents() {
    for (const p of model.searchEntries()) {
      const doc = ids.length;
      ids.push(p.id);
      articleKeys.push(articleKey(p.article));
      for (const reference of p.crossReferences) crossReferences.push([doc, reference.brand, reference.article]);
      const texts = {
        name: p.name,
        article: p.article,
        brand: p.brandName,
        series: p.series,
        specs: p.specs.map((s) => `${s.label} ${s.value}`).join(' '),
        designation: designations(p),
        section: [p.section.name, p.section.parent?.name ?? ''].join(' '),
      };
      const joined: string[] = [];
      const document: string[][] = wordFields.map((field) => {
        const terms = analysed(texts[field]);
        joined.push(...terms.joined);
        return terms.words;
      });
      document.push(joined);
      yield document;
    }
  }
  const index = buildIndexData(documents(), fields.length);
  for (const section of model.sections.values()) analysed(section.name);
  return { index, ids, articleKeys, crossReferences, words: [...met.words].sort(), joined: [...met.joined].sort() };
}

/**
 * The search over the catalogue `model` holds. Its index is read from the database when it was built
 * for the catalogue as it is (its version unchanged), otherwise built now and stored for the next start.
 */
export function createCatalogSearch(model: CatalogModel, db: Database.Database): CatalogSearch {
  const version = catalogVersion(db);
  let built = readBuiltSearch(db, version);
  if (!built) {
    built = buildSearch(model);
    storeBuiltSearch(db, version, built);
  }
  const products: ProductIndex = createProductIndex(built.index);
  const { ids } = built;
  const productAt = (doc: number) => model.byId.get(ids[doc]!);
  const queryFields = (names: readonly (typeof fields)[number][]) =>
    names.map((name) => ({ field: fields.indexOf(name), boost: boost[name] }));
  const wordQueryFields = queryFields(wordFields);
  const joinedQueryFields = queryFields(['joined']);

  const sectionDocuments = [...model.sections.values()].map((s) => {
    const terms = analyse(s.name);
    return { id: s.id, name: terms.words.join(' '), joined: terms.joined.join(' ') };
  });
  const sections = new MiniSearch<{ id: string; name: string; joined: string }>({ fields: ['name', 'joined'], ...asTerms });
  sections.addAll(sectionDocuments);
  const sectionOrder = new Map(sectionDocuments.map((s, i) => [s.id, i]));
  const vocabulary = { words: createVocabulary(built.words), joined: createVocabulary(built.joined) };
  const synonyms = createSynonyms(synonymGroups);
  // Each product's article key, sorted (then by catalogue order): a query finds its own and those it begins by bisection.
  const keys = built.articleKeys;
  const byKey = Int32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  const firstKeyFrom = (key: string) => {
    let low = 0;
    let high = byKey.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[byKey[middle]!]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // Other makers' articles, the same way: typed from an estimate for another brand, they find what stands for them.
  const crossKeys = new Map<string, { doc: number; reference: CrossReference }[]>();
  for (const [doc, brand, article] of built.crossReferences) {
    const key = articleKey(article);
    const list = crossKeys.get(key);
    if (list) list.push({ doc, reference: { brand, article } });
    else crossKeys.set(key, [{ doc, reference: { brand, article } }]);
  }
  built = undefined;

  // A name's words and designations, worked out once: every result's highlight reads them.
  const nameSpans = new Map<string, Span[]>();
  const spansFor = (name: string) => {
    let spans = nameSpans.get(name);
    if (!spans) nameSpans.set(name, (spans = spansOf(name)));
    return spans;
  };
  const mark = (name: string, terms: ReadonlySet<string>) => highlight(name, terms, spansFor(name));

  interface Searched {
    alternative: Alternative;
    fields: number[];
    /** The documents it met, by document number. */
    met: Uint8Array;
  }

  /**
   * Products matching every slot, scored by the sum over slots of each slot's best alternative: a
   * product that meets one slot in several ways (УЗО as a word and through its synonyms) counts it
   * once. Words are looked for in the word fields, joined designations in the joined field.
   */
  function matchProducts(slots: Slot[]): { docs: Int32Array; scores: Float64Array; searched: Searched[] } {
    const searched: Searched[] = [];
    let combined: { docs: Int32Array; scores: Float64Array } | undefined;
    for (const slot of slots) {
      const best = new Float64Array(products.size);
      const inSlot = new Uint8Array(products.size);
      const docs = new Int32Array(products.size);
      let count = 0;
      for (const alternative of slot) {
        const fieldsSearched = alternative.joined ? joinedQueryFields : wordQueryFields;
        const result = products.search({ terms: alternative.terms, prefix: alternative.prefix, fields: fieldsSearched });
        const metHere = new Uint8Array(products.size);
        for (let i = 0; i < result.docs.length; i++) {
          const doc = result.docs[i]!;
          const score = result.scores[i]! * alternative.weight;
          metHere[doc] = 1;
          if (inSlot[doc]) best[doc] = Math.max(best[doc]!, score);
          else {
            inSlot[doc] = 1;
            best[doc] = score;
            docs[count++] = doc;
          }
        }
        searched.push({ alternative, fields: fieldsSearched.map((f) => f.field), met: metHere });
      }
      if (!combined) {
        const scores = new Float64Array(count);
        for (let i = 0; i < count; i++) scores[i] = best[docs[i]!]!;
        combined = { docs: docs.slice(0, count), scores };
      } else {
        if (!combined.docs.length) break;
        const kept = new Int32Array(combined.docs.length);
        const scores = new Float64Array(combined.docs.length);
        let left = 0;
        for (let i = 0; i < combined.docs.length; i++) {
          const doc = combined.docs[i]!;
          if (!inSlot[doc]) continue;
          kept[left] = doc;
          scores[left++] = combined.scores[i]! + best[doc]!;
        }
        combined = { docs: kept.slice(0, left), scores: scores.slice(0, left) };
      }
    }
    return { ...(combined ?? { docs: new Int32Array(0), scores: new Float64Array(0) }), searched };
  }

  /** The words and designations of a product's name that a search met in it: what its highlight marks. */
  function nameTermsMet(doc: number, searched: readonly Searched[]): Set<string> {
    const terms = new Set<string>();
    const name = productAt(doc)?.card.name ?? '';
    for (const span of spansFor(name)) {
      const derived = searched.some(
        ({ alternative, fields, met }) =>
          met[doc] === 1 &&
          alternative.terms.some((typed) => span.term === typed || (alternative.prefix && span.term.startsWith(typed))) &&
          products.holds(doc, span.term, fields),
      );
      if (derived) terms.add(span.term);
    }
    return terms;
  }

  // A section matches on any word: 'автоматы C16' still offers «Автоматические выключатели».
  const findSections = (slots: Slot[]) => ranked(matchSlots(sections, ['name'], slots, false), sectionOrder);

  /** Articles the query names: exactly, by their beginning, or — when neither — one character off. */
  function articleHits(query: string): number[] {
    const key = articleKey(query);
    // Whether the query has a digit is judged as typed: the O read as 0 makes no article of «проксима».
    const numbered = /\d/.test(query);
    const exact: number[] = [];
    const prefixed: number[] = [];
    for (let i = firstKeyFrom(key); i < byKey.length && keys[byKey[i]!]!.startsWith(key); i++) {
      const doc = byKey[i]!;
      if (keys[doc] === key) exact.push(doc);
      // A prefix of an article counts once it has a digit and four characters: '4763' or 'mva2'.
      else if (key.length >= 4 && numbered) prefixed.push(doc);
      else break;
    }
    prefixed.sort((a, b) => a - b);
    if (exact.length || prefixed.length || key.length < minFuzzyArticle || !numbered) return [...exact, ...prefixed];
    return [...keys.keys()].filter((doc) => withinOneEdit(key, keys[doc]!));
  }

  interface Ranked {
    product: CatalogProduct;
    terms: ReadonlySet<string>;
    articleHit: boolean;
    /** The other maker's article the query named, when that is how the product was found. */
    analogueOf?: CrossReference;
  }

  /**
   * Products in rank order: own articles, other makers' articles, then words. How many, and a
   * stretch of them with the name's words each one matched — only those are ranked in full.
   */
  function rank(query: string, slots: Slot[]): { total: number; slice(from: number, to: number): Ranked[] } {
    const byArticle = articleHits(query);
    const seen = new Set(byArticle);
    const key = articleKey(query);
    const byCrossReference = key.length >= 4 ? (crossKeys.get(key) ?? []).filter((c) => !seen.has(c.doc)) : [];
    for (const c of byCrossReference) seen.add(c.doc);
    const head: { doc: number; articleHit: boolean; analogueOf?: CrossReference }[] = [
      ...byArticle.map((doc) => ({ doc, articleHit: true })),
      ...byCrossReference.map(({ doc, reference }) => ({ doc, articleHit: false, analogueOf: reference })),
    ];
    const words = matchProducts(slots);
    let { docs, scores } = words;
    if (seen.size) {
      const kept = [...docs.keys()].filter((i) => !seen.has(words.docs[i]!));
      docs = Int32Array.from(kept, (i) => words.docs[i]!);
      scores = Float64Array.from(kept, (i) => words.scores[i]!);
    }
    return {
      total: head.length + docs.length,
      slice(from, to) {
        const first = head.slice(from, to).flatMap(({ doc, articleHit, analogueOf }): Ranked[] => {
          const product = productAt(doc);
          return product ? [{ product, terms: new Set<string>(), articleHit, ...(analogueOf ? { analogueOf } : {}) }] : [];
        });
        const tail = to > head.length ? topRanked(docs, scores, to - head.length).slice(Math.max(0, from - head.length)) : [];
        const rest = tail.flatMap((i): Ranked[] => {
          const doc = docs[i]!;
          const product = productAt(doc);
          return product ? [{ product, terms: nameTermsMet(doc, words.searched), articleHit: false }] : [];
        });
        return [...first, ...rest];
      },
    };
  }

  return {
    search(query, page, perPage) {
      const slots = parseQuery(query, vocabulary, synonyms);
      const ranking = rank(query, slots);
      const pageCount = Math.ceil(ranking.total / perPage);
      if (page > Math.max(1, pageCount)) return undefined;
      const items: SearchHit[] = ranking.slice((page - 1) * perPage, page * perPage).map(({ product, terms, articleHit, analogueOf }) => ({
        ...product.card,
        highlight: mark(product.card.name, terms),
        articleHit,
        ...(analogueOf ? { analogueOf } : {}),
      }));
      const matchedSections = findSections(slots);
      return {
        query,
        total: ranking.total,
        page,
        pageCount,
        perPage,
        items,
        sections: matchedSections.flatMap(([id]) => {
          const section = model.sections.get(id);
          return section ? [{ id: section.id, name: section.name, productCount: section.productCount }] : [];
        }),
      };
    },
    find(query, limit) {
      const ranking = rank(query, parseQuery(query, vocabulary, synonyms));
      return { total: ranking.total, hits: ranking.slice(0, limit).map(({ product, articleHit }) => ({ product, articleHit })) };
    },
    suggest(query) {
      if (!query.trim()) return { products: [], sections: [] };
      const slots = parseQuery(query, vocabulary, synonyms);
      const matchedSections = findSections(slots);
      return {
        products: rank(query, slots)
          .slice(0, 6)
          .map(({ product, terms }) => ({
            id: product.card.id,
            url: product.card.url,
            name: product.card.name,
            article: product.card.article,
            price: product.card.price,
            unit: product.card.unit,
            picture: product.card.picture,
            highlight: mark(product.card.name, terms),
          })),
        sections: matchedSections.slice(0, 4).flatMap(([id, match]) => {
          const section: SectionNode | undefined = model.sections.get(id);
          return section ? [{ id: section.id, name: section.name, highlight: mark(section.name, match.terms) }] : [];
        }),
      };
    },
  };
}

/** A word or a designation of a name, where it stands, and its term as the index keeps it. */
interface Span {
  start: number;
  end: number;
  term: string;
}

/** The words and designations of a name, in order, longer first where two start together. */
function spansOf(text: string): Span[] {
  return [
    ...tokens(text).map((token) => ({ start: token.start, end: token.end, term: normalizeTerm(token.text) })),
    ...compounds(text).map((compound) => ({ start: compound.start, end: compound.end, term: compound.key })),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The name cut into parts, the words that matched marked (compared as the index keeps them); a
 * designation matched as a whole («ва4729» finding «ВА47-29») is marked whole — the shortest one
 * matched from a place: what was typed, not all that it begins.
 */
export function highlight(text: string, terms: ReadonlySet<string>, spans: readonly Span[] = spansOf(text)): Highlight {
  const parts: Highlight = [];
  let last = 0;
  const matched = spans.filter((span) => terms.has(span.term));
  for (const [i, span] of matched.entries()) {
    const shorter = matched[i + 1];
    if (span.end <= last || (shorter && shorter.start === span.start)) continue;
    const start = Math.max(span.start, last);
    if (start > last) parts.push({ text: text.slice(last, start), hit: false });
    parts.push({ text: text.slice(start, span.end), hit: true });
    last = span.end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}
