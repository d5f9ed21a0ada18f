import { stemmer } from '@orama/stemmers/russian';
import MiniSearch, { type QueryCombination } from 'minisearch';
import type { Highlight, SearchHit, SearchResult, Suggestions } from '#shared/contract';
import type { CatalogModel, CatalogProduct, SectionNode } from './model';

/**
 * Catalogue search (docs/behaviour.md, "Search"): Snowball's Russian stemmer makes word forms
 * meet (автоматы → автомат, a prefix of автоматическ…), a word of five letters or more may
 * carry one wrong letter, and an article number matches whatever separators and case it is
 * typed with. Ranked: the exact article first, then article prefixes, then by relevance with
 * the name weighing most.
 */

const wordPattern = /[\p{L}\p{N}]+/gu;
const cyrillic = /[а-яё]/;
// Cyrillic letters drawn like Latin ones: «С16» typed on a Russian keyboard is the designation C16.
const latinTwins: Record<string, string> = {
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
  х: 'x',
};

/**
 * One word as the index keeps it: lower case, ё as е, Russian words stemmed; a word with a digit
 * (a designation such as C16, an article part) spelt with Latin letters whichever keyboard typed it.
 */
export function normalizeTerm(word: string): string {
  const lower = word.toLowerCase().replaceAll('ё', 'е');
  if (/\d/.test(lower)) return lower.replace(/[авсдекмнортх]/g, (letter) => latinTwins[letter] ?? letter);
  return cyrillic.test(lower) ? stemmer(lower) : lower;
}

/** How a breaker is asked for: its curve and rating written together (C16, B10, D25). */
function designations(product: CatalogProduct): string {
  const spec = (key: string) => product.product.specs.find((s) => s.key === key)?.value;
  const curve = spec('curve');
  const amps = /^\d+/.exec(spec('current') ?? '')?.[0];
  return curve && amps && /^[BCDKZ]$/.test(curve) ? `${curve}${amps}` : '';
}

/** An article number without separators or case: 'MVA20 1 016 C' and 'mva20-1-016-c' are one key. */
export function articleKey(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const words = (text: string) => text.match(wordPattern) ?? [];

/** Query words worth searching: a single letter ('в', 'с') is a preposition or noise, a digit is not. */
function queryWords(query: string): string[] {
  return words(query).filter((word) => word.length > 1 || /\d/.test(word));
}

interface ProductDocument {
  id: string;
  name: string;
  article: string;
  brand: string;
  series: string;
  specs: string;
  designation: string;
  section: string;
}

export interface CatalogSearch {
  search(query: string, page: number, perPage: number): SearchResult | undefined;
  suggest(query: string): Suggestions;
}

export function createCatalogSearch(model: CatalogModel): CatalogSearch {
  const options = {
    fields: ['name', 'article', 'brand', 'series', 'specs', 'designation', 'section'],
    tokenize: words,
    processTerm: (term: string) => normalizeTerm(term),
  };
  const products = new MiniSearch<ProductDocument>({ ...options, idField: 'id' });
  products.addAll(
    model.products.map((p) => ({
      id: p.card.id,
      name: p.card.name,
      article: p.card.article,
      brand: p.brandName,
      series: p.card.series,
      specs: p.product.specs.map((s) => `${s.label} ${s.value}`).join(' '),
      designation: designations(p),
      section: [p.section.name, p.section.parent?.name ?? ''].join(' '),
    })),
  );
  const sections = new MiniSearch<{ id: string; name: string }>({ fields: ['name'], tokenize: words, processTerm: normalizeTerm });
  sections.addAll([...model.sections.values()].map((s) => ({ id: s.id, name: s.name })));
  // Each product's article key, worked out once: every query compares against all of them.
  const articleKeys = model.products.map((product) => ({ product, key: articleKey(product.card.article) }));

  const textQuery = (query: string): QueryCombination => ({
    combineWith: 'AND',
    queries: queryWords(query).map((word) => ({
      queries: [word],
      prefix: true,
      fuzzy: word.length >= 5 && !/\d/.test(word) ? 1 : false,
    })),
    boost: { name: 4, article: 3, designation: 3, series: 2, brand: 2, section: 1.5, specs: 1 },
  });

  // A section matches on any word: 'автоматы C16' still offers «Автоматические выключатели».
  const sectionQuery = (query: string): QueryCombination => ({ ...textQuery(query), combineWith: 'OR', boost: {} });

  /** Products in rank order, with the document terms each one matched. */
  function rank(query: string): { product: CatalogProduct; terms: ReadonlySet<string>; articleHit: boolean }[] {
    const key = articleKey(query);
    const exact = articleKeys.filter((a) => a.key === key).map((a) => a.product);
    // A prefix of an article counts once it has a digit and four characters: '4763' or 'mva2'.
    const prefixed =
      key.length >= 4 && /\d/.test(key) ? articleKeys.filter((a) => a.key !== key && a.key.startsWith(key)).map((a) => a.product) : [];
    const articleHits = [...exact, ...prefixed];
    const seen = new Set(articleHits.map((p) => p.card.id));
    const terms = queryWords(query).length ? products.search(textQuery(query)) : [];
    return [
      ...articleHits.map((product) => ({ product, terms: new Set<string>(), articleHit: true })),
      ...terms
        .filter((result) => !seen.has(String(result.id)))
        .flatMap((result) => {
          const product = model.byId.get(String(result.id));
          return product ? [{ product, terms: new Set(result.terms), articleHit: false }] : [];
        }),
    ];
  }

  return {
    search(query, page, perPage) {
      const ranked = rank(query);
      const pageCount = Math.ceil(ranked.length / perPage);
      if (page > Math.max(1, pageCount)) return undefined;
      const items: SearchHit[] = ranked.slice((page - 1) * perPage, page * perPage).map(({ product, terms, articleHit }) => ({
        ...product.card,
        highlight: highlight(product.card.name, terms),
        articleHit,
      }));
      const matchedSections = queryWords(query).length ? sections.search(sectionQuery(query)) : [];
      return {
        query,
        total: ranked.length,
        page,
        pageCount,
        perPage,
        items,
        sections: matchedSections.flatMap((result) => {
          const section = model.sections.get(String(result.id));
          return section ? [{ id: section.id, name: section.name, productCount: section.products.length }] : [];
        }),
      };
    },
    suggest(query) {
      if (!query.trim()) return { products: [], sections: [] };
      const matchedSections = queryWords(query).length ? sections.search(sectionQuery(query)) : [];
      return {
        products: rank(query)
          .slice(0, 6)
          .map(({ product, terms }) => ({
            id: product.card.id,
            url: product.card.url,
            name: product.card.name,
            article: product.card.article,
            price: product.card.price,
            unit: product.card.unit,
            picture: product.card.picture,
            highlight: highlight(product.card.name, terms),
          })),
        sections: matchedSections.slice(0, 4).flatMap((result) => {
          const section: SectionNode | undefined = model.sections.get(String(result.id));
          return section ? [{ id: section.id, name: section.name, highlight: highlight(section.name, new Set(result.terms)) }] : [];
        }),
      };
    },
  };
}

/** The name cut into parts, the words that matched marked (compared as the index keeps them). */
export function highlight(text: string, terms: ReadonlySet<string>): Highlight {
  const parts: Highlight = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!terms.has(normalizeTerm(match[0]))) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}
