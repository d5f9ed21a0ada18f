/**
 * The short-circuit calculator (docs/calculators.md, "Short circuit"): Ik = Uф / (Zт/3 + Zп),
 * Zп = ρ·L/Sф + ρ·L/Sн, instantaneous trip when Ik ≥ 5·In (B), 10·In (C), 20·In (D); values
 * worked by hand with the table of Zт/3.
 */
import { describe, expect, it } from 'vitest';
import { computeShortCircuit, parseShortCircuitQuery, shortCircuitQuery, type ShortCircuitInput } from '#shared/calculators/short-circuit';
import { transformers } from '#shared/calculators/tables/transformers';
import { numbersIn } from './numbers-in';

const nbsp = '\u00a0';

const input = (change: Partial<ShortCircuitInput> = {}): ShortCircuitInput => ({
  supply: { kind: 'transformer', id: '400-yyn' },
  material: 'copper',
  section: 2.5,
  neutralSection: 2.5,
  length: 30,
  curve: 'C',
  rating: 16,
  ...change,
});

describe('the transformers’ Zт/3', () => {
  it('has the table’s values', () => {
    const impedance = Object.fromEntries(transformers.map((transformer) => [transformer.id, transformer.impedance]));
    expect(impedance).toMatchObject({
      '25-yyn': 1.037,
      '25-dyn': 0.302,
      '400-yyn': 0.065,
      '400-dyn': 0.019,
      '1000-yyn': 0.027,
      '1000-dyn': 0.009,
    });
  });

  it('Д/Yн values agree within 6 % with Zт = uк · U² / S (uк 4,5 % up to 400 kVA, 5,5 % above), the check they were taken with', () => {
    for (const transformer of transformers.filter((item) => item.winding === 'dyn')) {
      const uk = transformer.power <= 400 ? 0.045 : 0.055;
      const fromUk = (uk * 0.4 ** 2) / (transformer.power / 1000);
      expect(Math.abs(transformer.impedance / fromUk - 1)).toBeLessThan(0.06);
    }
  });

  it('a Y/Yн transformer has the larger Zт/3 of the two at every power (its zero-sequence impedance is large)', () => {
    for (const power of [25, 40, 63, 100, 160, 250, 400, 630, 1000]) {
      const of = (winding: string) => transformers.find((item) => item.id === `${power}-${winding}`)!.impedance;
      expect(of('yyn')).toBeGreaterThan(of('dyn'));
    }
  });
});

describe('the fault current', () => {
  it('400 kVA Y/Yн, 30 m of copper 2,5 мм²: Ik = 474 А ≥ 10 · 16 → C16 trips', () => {
    // Zт/3 = 0,065 Ом; Zп = 2 · 0,0175 · 30 / 2,5 = 0,42 Ом; Ik = 230 / 0,485 = 474,2 А.
    const result = computeShortCircuit(input());
    expect(result.lineImpedance.value).toBeCloseTo(0.42, 12);
    expect(result.loopImpedance.value).toBeCloseTo(0.485, 12);
    expect(result.faultCurrent.text).toBe(`474${nbsp}А`);
    expect(result.tripCurrent.text).toBe(`160${nbsp}А`);
    expect(result.multiple.text).toBe('29,6');
    expect(result.trips).toBe(true);
    expect(result.verdict).toBe(`Автомат C16 отключит КЗ в конце линии мгновенно: Ik = 474${nbsp}А ≥ 10 · 16${nbsp}А = 160${nbsp}А.`);
    expect(result.formulas).toEqual(['Ik = Uф / (Zт/3 + Zп)', 'Zп = 2 · ρ · L / S', 'Ik ≥ k · In, k = 10 для характеристики C']);
  });

  it('a fault current just below k · In is not shown as k · In: 159,6 А reads «159,6 А < … = 160 А»', () => {
    // Zт/3 given: 230 / 159,6 − 0,42 = 1,0211 Ом; Zп = 0,42 Ом (30 m of copper 2,5 мм²).
    const result = computeShortCircuit(input({ supply: { kind: 'custom', impedance: 230 / 159.6 - 0.42 } }));
    expect(result.faultCurrent.value).toBeCloseTo(159.6, 9);
    expect(result.trips).toBe(false);
    expect(result.faultCurrent.text).toBe(`159,6${nbsp}А`);
    expect(result.verdict).toContain(`Ik = 159,6${nbsp}А < 10 · 16${nbsp}А = 160${nbsp}А`);
  });

  it('250 kVA Д/Yн, 100 m of copper 1,5 мм²: Ik = 97 А — C16 (160 А) does not trip, B16 (80 А) does', () => {
    // Zт/3 = 0,03 Ом; Zп = 2 · 0,0175 · 100 / 1,5 = 2,333 Ом; Ik = 230 / 2,3633 = 97,3 А.
    const long = input({ supply: { kind: 'transformer', id: '250-dyn' }, section: 1.5, neutralSection: 1.5, length: 100 });
    const c16 = computeShortCircuit(long);
    expect(c16.faultCurrent.value).toBeCloseTo(230 / (0.03 + 3.5 / 1.5), 10);
    expect(c16.faultCurrent.text).toBe(`97${nbsp}А`);
    expect(c16.trips).toBe(false);
    expect(c16.verdict).toBe(
      `Автомат C16 не отключит КЗ в конце линии мгновенно: Ik = 97${nbsp}А < 10 · 16${nbsp}А = 160${nbsp}А. ` +
        'Уменьшите длину линии, увеличьте сечение или выберите автомат с меньшим номиналом или другой характеристикой.',
    );
    expect(computeShortCircuit({ ...long, curve: 'B' }).trips).toBe(true);
  });

  it('a smaller neutral: aluminium 16 мм² phase, 10 мм² neutral, 200 m, 630 kVA Д/Yн → Ik = 249 А', () => {
    // Rф = 0,028 · 200 / 16 = 0,35 Ом; Rн = 0,028 · 200 / 10 = 0,56 Ом; Ik = 230 / (0,014 + 0,91) = 248,9 А.
    const result = computeShortCircuit(
      input({ supply: { kind: 'transformer', id: '630-dyn' }, material: 'aluminium', section: 16, neutralSection: 10, length: 200 }),
    );
    expect(result.phaseResistance.value).toBeCloseTo(0.35, 12);
    expect(result.neutralResistance.value).toBeCloseTo(0.56, 12);
    expect(result.faultCurrent.text).toBe(`249${nbsp}А`);
    expect(result.formulas[1]).toBe('Zп = ρ · L / Sф + ρ · L / Sн');
    expect(result.trips).toBe(true);
  });

  it('D20 needs 20 · In = 400 А', () => {
    const result = computeShortCircuit(input({ curve: 'D', rating: 20 }));
    expect(result.tripCurrent.value).toBe(400);
    expect(result.trips).toBe(true);
  });

  it('a fault current equal to k · In trips: 230 / (1,0175 + 0,42) = 160 А for C16', () => {
    // An own source of 1,0175 Ом and 18 m of copper 1,5 мм² (Zп = 2 · 0,0175 · 18 / 1,5 = 0,42 Ом).
    // 230 / (1.0175 + 0.42) is 159.99999999999997 in floating point.
    const result = computeShortCircuit(
      input({ supply: { kind: 'custom', impedance: 1.0175 }, section: 1.5, neutralSection: 1.5, length: 18 }),
    );
    expect(result.faultCurrent.rounded).toBe(160);
    expect(result.trips).toBe(true);
    expect(result.inputs[0]).toEqual({ label: 'Источник', text: 'сопротивление задано' });
  });
});

describe('the address', () => {
  it('the defaults read as 400 kVA Y/Yн, copper 2,5 мм², 30 m, C16', () => {
    expect(parseShortCircuitQuery({ length: '30' })).toMatchObject({ ok: true, input: input() });
  });

  it('«Как у фазной» neutral is the phase’s section', () => {
    const parsed = parseShortCircuitQuery({ section: '10', neutral: 'same' });
    expect(parsed.ok && parsed.input.neutralSection).toBe(10);
  });

  it.each([
    [{ length: '0' }, 'length', 'Поле Длина линии должно быть больше 0'],
    [{ length: '1e5' }, 'length', 'Поле Длина линии должно быть числом'],
    [{ supply: 'custom', impedance: '' }, 'impedance', 'Поле Сопротивление источника Zт/3 обязательно для заполнения'],
    [{ supply: 'custom', impedance: '-0,1' }, 'impedance', 'Поле Сопротивление источника Zт/3 должно быть больше 0'],
    [{ supply: 'custom', impedance: '11' }, 'impedance', `Поле Сопротивление источника Zт/3 не может быть больше 10${nbsp}Ом`],
    [{ supply: '500-yyn' }, 'supply', 'Поле Питающий трансформатор должно быть выбрано из списка'],
    [{ rating: '7' }, 'rating', 'Поле Номинальный ток автомата должно быть выбрано из списка'],
    [{ curve: 'K' }, 'curve', 'Поле Характеристика автомата должно быть выбрано из списка'],
    [{ neutral: '3' }, 'neutral', 'Поле Сечение нулевой жилы должно быть выбрано из списка'],
  ])('%j → %s: %s', (query, field, message) => {
    const parsed = parseShortCircuitQuery(query);
    expect(parsed.ok || parsed.errors[field]).toBe(message);
  });

  it('with a transformer chosen, the own impedance is not checked', () => {
    expect(parseShortCircuitQuery({ supply: '160-dyn', impedance: 'abc' }).ok).toBe(true);
  });

  it.each<ShortCircuitInput>([
    input(),
    input({
      supply: { kind: 'custom', impedance: 0.125 },
      material: 'aluminium',
      section: 50,
      neutralSection: 25,
      length: 312.5,
      curve: 'B',
      rating: 125,
    }),
  ])('input → query → input: %j', (value) => {
    expect(parseShortCircuitQuery(shortCircuitQuery(value))).toMatchObject({ ok: true, input: value });
  });

  it('results stay finite at the bounds', () => {
    for (const query of [
      { supply: 'custom', impedance: '0,000001', length: '0,000001', section: '240' },
      { supply: 'custom', impedance: '10', length: '10000', section: '1.5', material: 'aluminium' },
    ]) {
      const parsed = parseShortCircuitQuery(query);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(numbersIn(computeShortCircuit(parsed.input)).every(Number.isFinite)).toBe(true);
    }
  });
});
