/**
 * The products' word index (docs/decisions/024-catalogue-at-scale.md): for each term and
 * field, the documents that hold it and how often, as typed arrays — a few bytes a posting where a
 * general-purpose index kept a map entry, and a query adds scores into flat arrays instead of
 * building a result object per document.
 *
 * It scores exactly as MiniSearch 7 did for the catalogue (BM25+ with k 1.2, b 0.7, d 0.5; a field's
 * length counted in distinct terms; a term begun by the query weighs 0.375·n/(n + 0.3·extra) for a
 * term of n characters, `extra` more than typed; the sum over a query's terms times their number),
 * so rankings stay as the search tests expect them.
 */

const bm25 = { k: 1.2, b: 0.7, d: 0.5 };
const prefixWeight = 0.375;

/** Terms that must all be met, each as typed or (with `prefix`) by any term it begins. */
export interface TermQuery {
  terms: readonly string[];
  prefix: boolean;
  /** Field numbers searched, in the order their scores add up, and what each weighs. */
  fields: readonly { field: number; boost: number }[];
}

/** Documents a query met and their scores, position by position. */
export interface Scored {
  docs: Int32Array;
  scores: Float64Array;
}

export interface ProductIndex {
  readonly size: number;
  search(query: TermQuery): Scored;
  /** Whether the document holds the term in one of the fields. */
  holds(doc: number, term: string, fields: readonly number[]): boolean;
}

/**
 * The index as flat arrays, which is also how it is stored (catalog/search-store.ts): the terms in
 * order; for term t and field f, its documents (ascending) and counts are
 * `docs`/`counts` from `offsets[t·fields + f]` to `offsets[t·fields + f + 1]`; each document's
 * field lengths at `lengths[f·size + doc]`; each field's mean length.
 */
export interface IndexData {
  fieldCount: number;
  size: number;
  terms: string[];
  offsets: Int32Array;
  docs: Int32Array;
  counts: Uint16Array;
  lengths: Uint16Array;
  averages: Float64Array;
}

/** Builds the index data from each document's fields, each a list of its terms (as search-terms.ts makes them). */
export function buildIndexData(documents: Iterable<readonly (readonly string[])[]>, fieldCount: number): IndexData {
  const lengths: number[] = [];
  const averages = new Float64Array(fieldCount);
  const building = new Map<string, { docs: number[]; counts: number[] }[]>();
  let size = 0;
  for (const fields of documents) {
    const doc = size++;
    for (let field = 0; field < fieldCount; field++) {
      const terms = fields[field] ?? [];
      const distinct = new Set(terms).size;
      lengths.push(distinct);
      // A running mean, as MiniSearch keeps it: the same floating-point result.
      averages[field] = (averages[field]! * doc + distinct) / (doc + 1);
      for (const term of terms) {
        if (!term) continue;
        let byField = building.get(term);
        if (!byField) building.set(term, (byField = []));
        let postings = byField[field];
        if (!postings) byField[field] = postings = { docs: [], counts: [] };
        const last = postings.docs.length - 1;
        if (postings.docs[last] === doc) postings.counts[last]! += 1;
        else {
          postings.docs.push(doc);
          postings.counts.push(1);
        }
      }
    }
  }
  const terms = [...building.keys()].sort();
  const offsets = new Int32Array(terms.length * fieldCount + 1);
  let total = 0;
  terms.forEach((term, t) => {
    const byField = building.get(term)!;
    for (let field = 0; field < fieldCount; field++) {
      offsets[t * fieldCount + field] = total;
      total += byField[field]?.docs.length ?? 0;
    }
  });
  offsets[terms.length * fieldCount] = total;
  const docs = new Int32Array(total);
  const counts = new Uint16Array(total);
  terms.forEach((term, t) => {
    const byField = building.get(term)!;
    for (let field = 0; field < fieldCount; field++) {
      const list = byField[field];
      if (!list) continue;
      docs.set(list.docs, offsets[t * fieldCount + field]!);
      counts.set(list.counts, offsets[t * fieldCount + field]!);
    }
  });
  // Lengths were pushed document by document; kept field by field.
  const byField = new Uint16Array(lengths.length);
  for (let doc = 0; doc < size; doc++)
    for (let field = 0; field < fieldCount; field++) byField[field * size + doc] = lengths[doc * fieldCount + field]!;
  return { fieldCount, size, terms, offsets, docs, counts, lengths: byField, averages };
}

export function createProductIndex(data: IndexData): ProductIndex {
  const { fieldCount, size, terms, offsets, docs: allDocs, counts: allCounts, lengths, averages } = data;
  const postings = (id: number, field: number) => {
    const from = offsets[id * fieldCount + field]!;
    const to = offsets[id * fieldCount + field + 1]!;
    return from === to ? undefined : { docs: allDocs.subarray(from, to), counts: allCounts.subarray(from, to) };
  };

  const lowerBound = (word: string) => {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  /** The term itself, then (with `prefix`) the terms it begins, in order, with what each weighs. */
  function expansions(term: string, prefix: boolean): [id: number, weight: number][] {
    const found: [number, number][] = [];
    const exact = termId(term);
    if (exact !== undefined) found.push([exact, 1]);
    if (!prefix) return found;
    for (let id = lowerBound(term); id < terms.length && terms[id]!.startsWith(term); id++) {
      const extra = terms[id]!.length - term.length;
      if (extra) found.push([id, (prefixWeight * terms[id]!.length) / (terms[id]!.length + 0.3 * extra)]);
    }
    return found;
  }

  const termId = (term: string) => {
    const id = lowerBound(term);
    return terms[id] === term ? id : undefined;
  };

  // Scratch space of one query term, reused: which documents it met (stamped), their scores, in what order.
  const stamps = new Int32Array(size);
  const sums = new Float64Array(size);
  const metOrder = new Int32Array(size);
  let stamp = 0;

  function searchTerm(term: string, query: TermQuery): Scored {
    stamp += 1;
    let met = 0;
    for (const [id, weight] of expansions(term, query.prefix)) {
      for (const { field, boost } of query.fields) {
        const list = postings(id, field);
        if (!list) continue;
        const idf = Math.log(1 + (size - list.docs.length + 0.5) / (list.docs.length + 0.5));
        const average = averages[field]!;
        const start = field * size;
        for (let i = 0; i < list.docs.length; i++) {
          const doc = list.docs[i]!;
          const count = list.counts[i]!;
          const raw =
            idf * (bm25.d + (count * (bm25.k + 1)) / (count + bm25.k * (1 - bm25.b + (bm25.b * lengths[start + doc]!) / average)));
          const score = weight * boost * raw;
          if (stamps[doc] === stamp) sums[doc]! += score;
          else {
            stamps[doc] = stamp;
            sums[doc] = score;
            metOrder[met++] = doc;
          }
        }
      }
    }
    const docs = metOrder.slice(0, met);
    const scores = new Float64Array(met);
    for (let i = 0; i < met; i++) scores[i] = sums[docs[i]!]!;
    return { docs, scores };
  }

  return {
    size,
    search(query) {
      let result: Scored | undefined;
      for (const term of query.terms) {
        const next = searchTerm(term, query);
        if (!result) {
          result = next;
          continue;
        }
        // Every term must be met: keep the documents both met, their scores added.
        stamp += 1;
        for (let i = 0; i < next.docs.length; i++) {
          stamps[next.docs[i]!] = stamp;
          sums[next.docs[i]!] = next.scores[i]!;
        }
        const docs = new Int32Array(result.docs.length);
        const scores = new Float64Array(result.docs.length);
        let kept = 0;
        for (let i = 0; i < result.docs.length; i++) {
          const doc = result.docs[i]!;
          if (stamps[doc] !== stamp) continue;
          docs[kept] = doc;
          scores[kept++] = result.scores[i]! + sums[doc]!;
        }
        result = { docs: docs.slice(0, kept), scores: scores.slice(0, kept) };
      }
      if (!result) return { docs: new Int32Array(0), scores: new Float64Array(0) };
      const quality = new Set(query.terms).size;
      return { docs: result.docs, scores: result.scores.map((score) => score * quality) };
    },
    holds(doc, term, fields) {
      const id = termId(term);
      if (id === undefined) return false;
      return fields.some((field) => {
        const list = postings(id, field);
        if (!list) return false;
        let low = 0;
        let high = list.docs.length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (list.docs[middle]! < doc) low = middle + 1;
          else high = middle;
        }
        return list.docs[low] === doc;
      });
    },
  };
}
