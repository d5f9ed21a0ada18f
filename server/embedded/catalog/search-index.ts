/**
 * The products' word index (docs/decisions/021-catalogue-at-scale.md): for each term and
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

interface Postings {
  /** Document numbers, ascending. */
  docs: Int32Array;
  /** How often the term stands in the field of each. */
  counts: Uint16Array;
}

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

/** Builds the index from each document's fields, each a list of its terms (as search-terms.ts makes them). */
export function createProductIndex(documents: readonly (readonly string[])[][], fieldCount: number): ProductIndex {
  const size = documents.length;
  const lengths = Array.from({ length: fieldCount }, () => new Uint16Array(size));
  const averages = new Float64Array(fieldCount);
  const building = new Map<string, { docs: number[]; counts: number[] }[]>();
  documents.forEach((fields, doc) => {
    for (let field = 0; field < fieldCount; field++) {
      const terms = fields[field] ?? [];
      const distinct = new Set(terms).size;
      lengths[field]![doc] = distinct;
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
  });
  const terms = [...building.keys()].sort();
  const termIds = new Map(terms.map((term, id) => [term, id]));
  const postings: (Postings | undefined)[][] = terms.map((term) =>
    Array.from({ length: fieldCount }, (_, field) => {
      const found = building.get(term)![field];
      return found && { docs: Int32Array.from(found.docs), counts: Uint16Array.from(found.counts) };
    }),
  );
  building.clear();

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
    const exact = termIds.get(term);
    if (exact !== undefined) found.push([exact, 1]);
    if (!prefix) return found;
    for (let id = lowerBound(term); id < terms.length && terms[id]!.startsWith(term); id++) {
      const extra = terms[id]!.length - term.length;
      if (extra) found.push([id, (prefixWeight * terms[id]!.length) / (terms[id]!.length + 0.3 * extra)]);
    }
    return found;
  }

  // Scratch space of one query term, reused: which documents it met (stamped) and their scores.
  const stamps = new Int32Array(size);
  const sums = new Float64Array(size);
  let stamp = 0;

  function searchTerm(term: string, query: TermQuery): Scored {
    stamp += 1;
    const met: number[] = [];
    for (const [id, weight] of expansions(term, query.prefix)) {
      for (const { field, boost } of query.fields) {
        const list = postings[id]![field];
        if (!list) continue;
        const idf = Math.log(1 + (size - list.docs.length + 0.5) / (list.docs.length + 0.5));
        const average = averages[field]!;
        const fieldLengths = lengths[field]!;
        for (let i = 0; i < list.docs.length; i++) {
          const doc = list.docs[i]!;
          const count = list.counts[i]!;
          const raw = idf * (bm25.d + (count * (bm25.k + 1)) / (count + bm25.k * (1 - bm25.b + (bm25.b * fieldLengths[doc]!) / average)));
          const score = weight * boost * raw;
          if (stamps[doc] === stamp) sums[doc]! += score;
          else {
            stamps[doc] = stamp;
            sums[doc] = score;
            met.push(doc);
          }
        }
      }
    }
    const docs = Int32Array.from(met);
    return { docs, scores: Float64Array.from(docs, (doc) => sums[doc]!) };
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
        const docs: number[] = [];
        const scores: number[] = [];
        for (let i = 0; i < result.docs.length; i++) {
          const doc = result.docs[i]!;
          if (stamps[doc] !== stamp) continue;
          docs.push(doc);
          scores.push(result.scores[i]! + sums[doc]!);
        }
        result = { docs: Int32Array.from(docs), scores: Float64Array.from(scores) };
      }
      if (!result) return { docs: new Int32Array(0), scores: new Float64Array(0) };
      const quality = new Set(query.terms).size;
      return { docs: result.docs, scores: result.scores.map((score) => score * quality) };
    },
    holds(doc, term, fields) {
      const id = termIds.get(term);
      if (id === undefined) return false;
      return fields.some((field) => {
        const list = postings[id]![field];
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
