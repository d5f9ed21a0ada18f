/** The content codings the site sends (docs/decisions/013-compression.md). */
export type Coding = 'br' | 'gzip';
export type Chosen = Coding | 'identity';

/** Preference when a client weighs codings alike: Brotli is the smaller, identity the last resort. */
const serverOrder: readonly Chosen[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send, from the request's Accept-Encoding (RFC 9110 §12.5.3) and the codings at
 * hand: the one the client weighs highest (`q`), the server's order breaking ties. A coding not
 * named takes the weight of `*`, if given, else 0; identity not named is acceptable unless `*`
 * says otherwise, ranked with the least wanted coding named (as the `negotiator` package does).
 * No header at all: identity. When the client refuses everything
 * (`identity;q=0` and no coding at hand), identity is still sent rather than a 406: a page
 * the client cannot read whole beats no page.
 */
export function negotiateCoding(header: string | null | undefined, available: readonly Coding[] = ['br', 'gzip']): Chosen {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // A malformed weight counts as not given a weight of its own: the most lenient reading.
    const value = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 1;
    // `x-gzip` is gzip (RFC 9110 §8.4.1.3); the highest weight wins when a name repeats.
    const key = name === 'x-gzip' ? 'gzip' : name;
    weights.set(key, Math.max(value, weights.get(key) ?? 0));
  }
  const any = weights.get('*');
  // Identity not named ranks with the least wanted coding named, so that `gzip;q=0.5` still means gzip.
  const leastWanted = Math.min(1, ...[...weights.values()].filter((weight) => weight > 0));
  const weightOf = (coding: Chosen) => weights.get(coding) ?? (coding === 'identity' ? (any ?? leastWanted) : (any ?? 0));
  let best: Chosen = 'identity';
  let bestWeight = -1;
  for (const coding of serverOrder) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > 0 && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
