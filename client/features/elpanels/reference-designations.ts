import type { DeviceFacts } from '#shared/designer/device-facts';

/**
 * Reference designations of a single-line diagram (docs/designer.md, "Diagrams"): the letter
 * codes of ГОСТ 2.710 as Russian panel drawings use them — QF a circuit breaker, QS a
 * switch-disconnector, FV a surge protector, PI an energy meter, KM a contactor, KV a voltage or
 * phase relay, KT a time relay, K another relay, XS a socket, A any other device — and the codes
 * the trade adds for what the standard leaves out: QD an RCD, QFD an RCBO. A product not in the
 * catalogue gets «?».
 */
export function designationPrefix(facts: DeviceFacts | undefined): string {
  if (!facts) return '?';
  switch (facts.kind) {
    case 'breaker':
      return 'QF';
    case 'rcd':
      return 'QD';
    case 'rcbo':
      return 'QFD';
    case 'switch':
      return 'QS';
    case 'spd':
      return 'FV';
    case 'meter':
      return 'PI';
    case 'contactor':
      return 'KM';
    case 'relay':
      return /времени/i.test(facts.name) ? 'KT' : /напряжения|контроля фаз/i.test(facts.name) ? 'KV' : 'K';
    case 'socket':
      return 'XS';
    default:
      return 'A';
  }
}

/** Numbers designations in the order asked: QF1, QF2, QD1, QF3… An unknown product stays «?», unnumbered. */
export function designationCounter(): (facts: DeviceFacts | undefined) => string {
  const counts = new Map<string, number>();
  return (facts) => {
    const prefix = designationPrefix(facts);
    if (prefix === '?') return prefix;
    const next = (counts.get(prefix) ?? 0) + 1;
    counts.set(prefix, next);
    return `${prefix}${next}`;
  };
}
