import { importLimits } from '#shared/contract/spec-imports';
import { articleKey, layoutReadings } from '#shared/specs/article-key';
import type { CatalogModel, CatalogProduct, CrossReference } from './model';
import type { CatalogSearch } from './search';

/** What one row of a bulk add meets in the catalogue (docs/behaviour.md, "Bulk add"). */
export type RowMatch =
  | { status: 'matched'; product: CatalogProduct; crossReference: CrossReference | null }
  | { status: 'ambiguous'; candidates: CatalogProduct[] }
  | { status: 'unmatched'; suggestions: CatalogProduct[]; /** More products fit than a choice can offer. */ broad: boolean };

export interface BulkMatcher {
  match(text: string): RowMatch;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Matches the rows of a bulk add. For each reading of the text (as typed, then in the other keyboard
 * layout, shared/specs/article-key.ts) in turn:
 * 1. the product's own article, by its key (case, separators, leading zeros, look-alike letters and
 *    O for 0 do not count) — one product is a match, several are for the visitor to choose;
 * 2. another maker's article the product stands for (cross-references);
 * 3. the catalogue search (a designation such as «ВА47-29 3Р 25А», an article's beginning): one hit
 *    is a match, up to ten are a choice; an article one character off is only a suggestion.
 * Nothing found: up to three suggestions from what the search found at all.
 */
export function createBulkMatcher(model: CatalogModel, search: CatalogSearch): BulkMatcher {
  // Product ids by article key, read through once when the first bulk add comes: a start does not wait for it.
  let keys: { byArticle: Map<string, string[]>; byCrossReference: Map<string, { id: string; reference: CrossReference }[]> } | undefined;
  function articleKeys() {
    if (keys) return keys;
    keys = { byArticle: new Map(), byCrossReference: new Map() };
    for (const { id, article, crossReferences } of model.articles()) {
      push(keys.byArticle, articleKey(article), id);
      for (const reference of crossReferences) push(keys.byCrossReference, articleKey(reference.article), { id, reference });
    }
    return keys;
  }
  const products = (ids: readonly string[]) => ids.flatMap((id) => model.byId.get(id) ?? []);

  function exact(key: string): RowMatch | undefined {
    const { byArticle, byCrossReference } = articleKeys();
    const own = byArticle.get(key);
    if (own?.length === 1 && model.byId.has(own[0]!)) return { status: 'matched', product: model.byId.get(own[0]!)!, crossReference: null };
    if (own) return { status: 'ambiguous', candidates: products(own.slice(0, importLimits.candidates)) };
    const crossed = byCrossReference.get(key);
    if (!crossed) return undefined;
    const distinct = [...new Map(crossed.map((c) => [c.id, c])).values()];
    const only = distinct.length === 1 ? model.byId.get(distinct[0]!.id) : undefined;
    if (only) return { status: 'matched', product: only, crossReference: distinct[0]!.reference };
    return { status: 'ambiguous', candidates: products(distinct.slice(0, importLimits.candidates).map((c) => c.id)) };
  }

  return {
    match(text) {
      const readings = layoutReadings(text.trim()).filter((reading) => articleKey(reading).length > 0);
      for (const reading of readings) {
        const found = exact(articleKey(reading));
        if (found) return found;
      }
      let suggestions: CatalogProduct[] = [];
      let broad = false;
      for (const [index, reading] of readings.entries()) {
        // The other layout is searched only when the text as typed meets nothing, and only for a
        // designation (a digit in it): reading every unknown word in the other layout costs the
        // search's spelling corrections for what is nearly always just a word the catalogue lacks.
        if (index > 0 && (suggestions.length || !/\d/.test(reading))) break;
        const result = search.find(reading, importLimits.candidates + 1);
        if (!result.total) continue;
        const key = articleKey(reading);
        // The search's article hits are exact, beginnings, or one character off; only the last is a guess.
        const guessed = result.hits.every((hit) => hit.articleHit && !articleKey(hit.product.card.article).startsWith(key));
        const hits = result.hits.map((hit) => hit.product);
        if (guessed || result.total > importLimits.candidates) {
          if (!suggestions.length) suggestions = hits.slice(0, importLimits.suggestions);
          broad ||= !guessed;
          continue;
        }
        if (hits.length === 1) return { status: 'matched', product: hits[0]!, crossReference: null };
        return { status: 'ambiguous', candidates: hits };
      }
      return { status: 'unmatched', suggestions, broad };
    },
  };
}
