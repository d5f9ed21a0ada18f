import { describe, expect, it } from 'vitest';
import { conductorsOf, curveOf, handleCount, leakageText, ratingText } from '#client/features/elpanels/device-marking';
import { designationCounter } from '#client/features/elpanels/reference-designations';
import { catalogueFacts, fact, seedFacts } from '#tests/unit/shared/designer/catalogue';

describe('what a device prints', () => {
  it('reads the curve from every breaker and RCBO name of the catalogue', () => {
    const protectors = [...catalogueFacts.values()].filter((f) => (f.kind === 'breaker' || f.kind === 'rcbo') && f.modules !== null);
    expect(protectors.length).toBeGreaterThan(50);
    for (const facts of protectors) expect(curveOf(facts), facts.name).toMatch(/^[BCD]$/);
    expect(curveOf(seedFacts('iek-mva20-1-016-b'))).toBe('B');
    expect(curveOf(seedFacts('iek-mva20-1-016-d'))).toBe('D');
    expect(curveOf(seedFacts('iek-avdt32-c16-30'))).toBe('C');
    // A moulded-case breaker's name has a «D» that is no curve; an RCD has none.
    expect(curveOf(seedFacts('keaz-143348'))).toBeNull();
    expect(curveOf(seedFacts('iek-mdv10-2-040-030'))).toBeNull();
  });

  it('rates breakers by curve and amperes, RCDs and others by amperes, meters by their maximum', () => {
    expect(ratingText(seedFacts('iek-mva20-1-016-c'))).toBe('C16');
    expect(ratingText(seedFacts('iek-avdt32-c16-30'))).toBe('C16');
    expect(ratingText(seedFacts('iek-mdv10-2-040-030'))).toBe('40\u00a0А');
    expect(ratingText(seedFacts('mercury-201-8'))).toBe('до\u00a080\u00a0А');
    expect(ratingText(seedFacts('iek-mop20-2-c'))).toBeNull();
    expect(ratingText(fact('x', 'breaker', { ratedCurrent: 6.3, name: 'Автомат' }))).toBe('6,3\u00a0А');
    expect(leakageText(seedFacts('iek-mdv10-2-040-030'))).toBe('30\u00a0мА');
    expect(leakageText(seedFacts('iek-mva20-1-016-c'))).toBeNull();
  });

  it('marks conductors from the poles: 1P is L, 3P is L1–L3', () => {
    expect(conductorsOf(seedFacts('iek-mva20-1-016-c'))).toEqual({ count: 1, marking: 'L' });
    expect(conductorsOf(seedFacts('iek-avdt32-c16-30'))).toEqual({ count: 2, marking: 'L, N' });
    expect(conductorsOf(seedFacts('iek-mva20-3-016-c'))).toEqual({ count: 3, marking: 'L1–L3' });
    expect(conductorsOf(seedFacts('iek-mdv10-4-040-030'))).toEqual({ count: 4, marking: 'L1–L3, N' });
    expect(conductorsOf(seedFacts('ekf-km-25a-2no'))?.marking).toBe('L, N');
    expect(conductorsOf(seedFacts('incotex-merkuriy-231-at-01-i'))?.marking).toBe('L1–L3, N');
    expect(conductorsOf(seedFacts('mercury-201-8'))?.marking).toBe('L, N');
    expect(conductorsOf(fact('x', 'other'))).toBeNull();
  });

  it('gives a handle a pole to breakers, one to an RCD, none to a meter', () => {
    expect(handleCount(seedFacts('iek-mva20-2-040-c'), 2)).toBe(2);
    expect(handleCount(seedFacts('abb-2cds251103r0164'), 2)).toBe(1);
    expect(handleCount(seedFacts('iek-mdv10-4-040-030'), 4)).toBe(1);
    expect(handleCount(seedFacts('mercury-201-8'), 4)).toBe(0);
  });

  it('numbers reference designations by letter code', () => {
    const designate = designationCounter();
    const ids = ['iek-mva20-2-040-c', 'iek-mdv10-2-040-030', 'iek-mva20-1-016-c', 'iek-avdt32-c16-30', 'iek-mop20-2-c', 'mercury-201-8'];
    expect(ids.map((id) => designate(seedFacts(id)))).toEqual(['QF1', 'QD1', 'QF2', 'QFD1', 'FV1', 'PI1']);
    expect(designate(undefined)).toBe('?');
    expect(['fif-ea02-001-001', 'zubr-rn-63-3f', 'ekf-km-25a-2no'].map((id) => designate(seedFacts(id)))).toEqual(['KT1', 'KV1', 'KM1']);
  });
});
