import MiniSearch from 'minisearch';
import type { Highlight, SearchHit, SearchResult, Suggestions } from '#shared/contract';
import type { CatalogModel, CatalogProduct, CrossReference, SectionNode } from './model';
import { createSynonyms, parseQuery, type Slot } from './search-query';
import { synonymGroups } from './search-synonyms';
import { analyse, articleKey, compounds, normalizeTerm, tokens } from './search-terms';
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
function designations(product: CatalogProduct): string {
  const spec = (key: string) => product.product.specs.find((s) => s.key === key)?.value;
  const curve = spec('curve');
  const amps = /^\d+/.exec(spec('current') ?? '')?.[0];
  return curve && amps && /^[BCDKZ]$/.test(curve) ? `${curve}${amps}` : '';
}

/** An article typed with one character wrong is still recognised once it is this long. */
const minFuzzyArticle = 6;

/** A product as the index reads it: each field's terms, made by search-terms.ts, space-separated. */
type ProductDocument = { id: string } & Record<(typeof fields)[number], string>;

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
 * Documents matching the slots (all of them, or any with `every` false), scored by the sum over
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

export function createCatalogSearch(model: CatalogModel): CatalogSearch {
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
    return { words: words.join(' '), joined };
  };

  const documents: ProductDocument[] = model.products.map((p) => {
    const texts = {
      name: p.card.name,
      article: p.card.article,
      brand: p.brandName,
      series: p.card.series,
      specs: p.product.specs.map((s) => `${s.label} ${s.value}`).join(' '),
      designation: designations(p),
      section: [p.section.name, p.section.parent?.name ?? ''].join(' '),
    };
    const document = { id: p.card.id, joined: '' } as ProductDocument;
    const joined: string[] = [];
    for (const field of wordFields) {
      const terms = analysed(texts[field]);
      document[field] = terms.words;
      joined.push(...terms.joined);
    }
    document.joined = joined.join(' ');
    return document;
  });
  const products = new MiniSearch<ProductDocument>({ fields: [...fields], idField: 'id', ...asTerms });
  products.addAll(documents);
  const productOrder = new Map(model.products.map((p, i) => [p.card.id, i]));
  const sectionDocuments = [...model.sections.values()].map((s) => {
    const terms = analysed(s.name);
    return { id: s.id, name: terms.words, joined: terms.joined.join(' ') };
  });
  const sections = new MiniSearch<{ id: string; name: string; joined: string }>({ fields: ['name', 'joined'], ...asTerms });
  sections.addAll(sectionDocuments);
  const sectionOrder = new Map(sectionDocuments.map((s, i) => [s.id, i]));
  const vocabulary = { words: createVocabulary(met.words), joined: createVocabulary(met.joined) };
  const synonyms = createSynonyms(synonymGroups);
  // Each product's article key, worked out once: every query compares against all of them.
  const articleKeys = model.products.map((product) => ({ product, key: articleKey(product.card.article) }));
  // Other makers' articles, the same way: typed from an estimate for another brand, they find what stands for them.
  const crossKeys = model.products.flatMap((product) =>
    product.crossReferences.map((reference) => ({ product, reference, key: articleKey(reference.article) })),
  );

  // A name's words and designations, worked out once: every result's highlight reads them.
  const nameSpans = new Map<string, Span[]>();
  const mark = (name: string, terms: ReadonlySet<string>) => {
    let spans = nameSpans.get(name);
    if (!spans) nameSpans.set(name, (spans = spansOf(name)));
    return highlight(name, terms, spans);
  };

  const findProducts = (slots: Slot[]) => ranked(matchSlots(products, wordFields, slots, true), productOrder);
  // A section matches on any word: 'автоматы C16' still offers «Автоматические выключатели».
  const findSections = (slots: Slot[]) => ranked(matchSlots(sections, ['name'], slots, false), sectionOrder);

  /** Articles the query names: exactly, by their beginning, or — when neither — one character off. */
  function articleHits(query: string): CatalogProduct[] {
    const key = articleKey(query);
    // Whether the query has a digit is judged as typed: the O read as 0 makes no article of «проксима».
    const numbered = /\d/.test(query);
    const exact = articleKeys.filter((a) => a.key === key);
    // A prefix of an article counts once it has a digit and four characters: '4763' or 'mva2'.
    const prefixed = key.length >= 4 && numbered ? articleKeys.filter((a) => a.key !== key && a.key.startsWith(key)) : [];
    if (exact.length || prefixed.length || key.length < minFuzzyArticle || !numbered) return [...exact, ...prefixed].map((a) => a.product);
    return articleKeys.filter((a) => withinOneEdit(key, a.key)).map((a) => a.product);
  }

  interface Ranked {
    product: CatalogProduct;
    terms: ReadonlySet<string>;
    articleHit: boolean;
    /** The other maker's article the query named, when that is how the product was found. */
    analogueOf?: CrossReference;
  }

  /** Products in rank order, with the document terms each one matched: own articles, other makers' articles, then words. */
  function rank(query: string, slots: Slot[]): Ranked[] {
    const byArticle = articleHits(query);
    const seen = new Set(byArticle.map((p) => p.card.id));
    const key = articleKey(query);
    const byCrossReference = key.length >= 4 ? crossKeys.filter((c) => c.key === key && !seen.has(c.product.card.id)) : [];
    for (const c of byCrossReference) seen.add(c.product.card.id);
    return [
      ...byArticle.map((product) => ({ product, terms: new Set<string>(), articleHit: true })),
      ...byCrossReference.map(({ product, reference }) => ({
        product,
        terms: new Set<string>(),
        articleHit: false,
        analogueOf: reference,
      })),
      ...findProducts(slots)
        .filter(([id]) => !seen.has(id))
        .flatMap(([id, match]) => {
          const product = model.byId.get(id);
          return product ? [{ product, terms: match.terms, articleHit: false }] : [];
        }),
    ];
  }

  return {
    search(query, page, perPage) {
      const slots = parseQuery(query, vocabulary, synonyms);
      const ranked = rank(query, slots);
      const pageCount = Math.ceil(ranked.length / perPage);
      if (page > Math.max(1, pageCount)) return undefined;
      const items: SearchHit[] = ranked.slice((page - 1) * perPage, page * perPage).map(({ product, terms, articleHit, analogueOf }) => ({
        ...product.card,
        highlight: mark(product.card.name, terms),
        articleHit,
        ...(analogueOf ? { analogueOf } : {}),
      }));
      const matchedSections = findSections(slots);
      return {
        query,
        total: ranked.length,
        page,
        pageCount,
        perPage,
        items,
        sections: matchedSections.flatMap(([id]) => {
          const section = model.sections.get(id);
          return section ? [{ id: section.id, name: section.name, productCount: section.products.length }] : [];
        }),
      };
    },
    find(query, limit) {
      const ranked = rank(query, parseQuery(query, vocabulary, synonyms));
      return { total: ranked.length, hits: ranked.slice(0, limit).map(({ product, articleHit }) => ({ product, articleHit })) };
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
