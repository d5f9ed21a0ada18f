/**
 * The grounding calculator (docs/calculators.md, "Grounding"): one rod by
 * R1 = ρ/(2πL)·(ln(2L/d) + ½·ln((4T+L)/(4T−L))), the strip by Rг = ρ/(2πl)·ln(2l²/(b·t)), together
 * R = R1·Rг/(R1·ηг + Rг·n·ηв), the utilisation factors from the handbook tables; worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { stripFactors, utilisation, verticalFactors } from '#shared/calculators/tables/earthing';
import {
  computeGrounding,
  groundingQuery,
  parseGroundingQuery,
  rodResistance,
  stripResistance,
  type GroundingInput,
} from '#shared/calculators/grounding';
import { numbersIn } from './numbers-in';

const nbsp = '\u00a0';

const input = (change: Partial<GroundingInput> = {}): GroundingInput => ({
  soil: { kind: 'table', soil: 'loam' },
  length: 2.5,
  diameter: 16,
  depth: 0.7,
  target: 4,
  layout: 'row',
  spacing: '2',
  countStrip: true,
  ...change,
});

describe('one rod and the strip', () => {
  it('ρ 100 Ом·м, L 2,5 m, d 16 mm, top at 0,7 m: R1 = 38,69 Ом', () => {
    // T = 0,7 + 1,25 = 1,95; ln(2 · 2,5 / 0,016) = ln 312,5 = 5,7446; ½ · ln((7,8 + 2,5) / (7,8 − 2,5)) = 0,3322;
    // 100 / (2π · 2,5) = 6,3662; R1 = 6,3662 · 6,0768 = 38,686 Ом.
    expect(rodResistance(100, 2.5, 0.016, 0.7)).toBeCloseTo(38.686, 3);
  });

  it('a 30 m strip 40 mm wide at 0,7 m in ρ 100: Rг = 100 / (2π · 30) · ln(1800 / 0,028) = 0,5305 · 11,0711 = 5,87 Ом', () => {
    expect(stripResistance(100, 30, 0.04, 0.7)).toBeCloseTo(5.8734, 4);
  });
});

describe('the utilisation factors', () => {
  it('reads a row of the table, interpolates between rows, holds the first row below the table', () => {
    expect(utilisation(verticalFactors.row, '1', 5)).toBe(0.7);
    expect(utilisation(verticalFactors.row, '1', 4)).toBeCloseTo(0.74, 12);
    expect(utilisation(verticalFactors.row, '2', 13)).toBeCloseTo(0.726, 12);
    expect(utilisation(verticalFactors.contour, '3', 100)).toBe(0.62);
    expect(utilisation(stripFactors.row, '2', 2)).toBe(0.89);
  });

  it('every factor falls as electrodes are added and rises as they move apart', () => {
    for (const table of [verticalFactors.row, verticalFactors.contour, stripFactors.row, stripFactors.contour]) {
      for (const ratio of ['1', '2', '3'] as const)
        table.factors[ratio].slice(1).forEach((factor, index) => expect(factor).toBeLessThan(table.factors[ratio][index]!));
      table.counts.forEach((_, index) => {
        expect(table.factors['2'][index]).toBeGreaterThan(table.factors['1'][index]!);
        expect(table.factors['3'][index]).toBeGreaterThan(table.factors['2'][index]!);
      });
    }
  });
});

describe('the number of rods', () => {
  it('loam, 4 Ом, in a row at a = 2L = 5 m: 6 rods give 4,06 Ом, 7 rods 3,56 Ом → 7 rods and 30 m of strip', () => {
    // n = 7: ηв = 0,81 − 2/5 · 0,06 = 0,786; ηг = 0,86 − 2/3 · 0,07 = 0,8133; l = 5 · 6 = 30 m, Rг = 5,873 Ом;
    // R = 38,686 · 5,873 / (38,686 · 0,8133 + 5,873 · 7 · 0,786) = 227,2 / 63,78 = 3,56 Ом.
    // n = 6: ηв = 0,798, ηг = 0,8367, l = 25 m, Rг = 6,816 Ом → R = 263,7 / 65,0 = 4,06 Ом > 4.
    const result = computeGrounding(input());
    expect(result.status).toBe('reached');
    expect(result.count).toBe(7);
    expect(result.singleRod.text).toBe(`38,69${nbsp}Ом`);
    expect(result.verticalFactor.value).toBeCloseTo(0.786, 12);
    expect(result.strip?.length.text).toBe(`30${nbsp}м`);
    expect(result.strip?.resistance.text).toBe(`5,87${nbsp}Ом`);
    expect(result.strip?.factor.value).toBeCloseTo(0.8133, 4);
    expect(result.total.text).toBe(`3,56${nbsp}Ом`);
    expect(result.formulas).toEqual([
      'R1 = ρ / (2π · L) · (ln(2L / d) + ½ · ln((4T + L) / (4T − L))), T = t + L / 2',
      'l = a · (n − 1)',
      'Rг = ρ / (2π · l) · ln(2l² / (b · t))',
      'R = R1 · Rг / (R1 · ηг + Rг · n · ηв)',
    ]);
  });

  it('without the strip, rods only: 14 rods, 3,85 Ом', () => {
    // n · ηв ≥ 38,686 / 4 = 9,67: 13 · 0,726 = 9,44 falls short, 14 · 0,718 = 10,05 → 38,686 / 10,05 = 3,85 Ом.
    const result = computeGrounding(input({ countStrip: false }));
    expect(result.count).toBe(14);
    expect(result.total.text).toBe(`3,85${nbsp}Ом`);
    expect(result.strip?.counted).toBe(false);
    expect(result.formulas[3]).toBe('R = R1 / (n · ηв)');
  });

  it('one rod is enough for 30 Ом in chernozem (ρ 50: R1 = 19,34 Ом): no strip', () => {
    const result = computeGrounding(input({ soil: { kind: 'table', soil: 'chernozem' }, target: 30 }));
    expect(result.count).toBe(1);
    expect(result.singleRod.value).toBeCloseTo(19.343, 3);
    expect(result.strip).toBeNull();
    expect(result.total.value).toBe(result.singleRod.value);
  });

  it('a contour starts at 4 rods: peat (ρ 20), a = L: R = 7,737 · 2,825 / (7,737 · 0,45 + 2,825 · 4 · 0,69) = 1,94 Ом', () => {
    const result = computeGrounding(input({ soil: { kind: 'table', soil: 'peat' }, layout: 'contour', spacing: '1' }));
    expect(result.count).toBe(4);
    expect(result.strip?.length.value).toBe(10);
    expect(result.total.value).toBeCloseTo(1.938, 3);
    expect(result.formulas[1]).toBe('l = a · n');
  });

  it('an unreachable resistance says so with the most rods the layout allows', () => {
    const result = computeGrounding(input({ soil: { kind: 'table', soil: 'stony' }, spacing: '1' }));
    expect(result.status).toBe('unreachable');
    expect(result.count).toBe(20);
    expect(result.message).toBe(
      `Даже 20 электродов в ряд дают ${result.total.text} — больше требуемых 4${nbsp}Ом. ` +
        'Возьмите электроды длиннее, увеличьте расстояние между ними, расположите их по контуру ' +
        'или проектируйте заземлитель с сеткой горизонтальных электродов.',
    );
  });

  it('a resistivity of one’s own', () => {
    const result = computeGrounding(input({ soil: { kind: 'custom', resistivity: 100 } }));
    expect(result.count).toBe(7);
    expect(result.inputs[0]).toEqual({ label: 'Грунт', text: 'удельное сопротивление задано' });
  });
});

describe('the address', () => {
  it.each([
    [{ soil: 'custom', resistivity: '0' }, 'resistivity', 'Поле Удельное сопротивление грунта должно быть больше 0'],
    [{ soil: 'custom', resistivity: '' }, 'resistivity', 'Поле Удельное сопротивление грунта обязательно для заполнения'],
    [{ length: '20' }, 'length', `Поле Длина вертикального электрода не может быть больше 10${nbsp}м`],
    [{ diameter: '-1' }, 'diameter', `Поле Диаметр электрода не может быть меньше 5${nbsp}мм`],
    [{ depth: '1,5' }, 'depth', `Поле Глубина верха электрода не может быть больше 1${nbsp}м`],
    [{ target: '5' }, 'target', 'Поле Требуемое сопротивление должно быть выбрано из списка'],
    [{ soil: 'мрамор' }, 'soil', 'Поле Грунт должно быть выбрано из списка'],
    [{ spacing: '4' }, 'spacing', 'Поле Расстояние между электродами должно быть выбрано из списка'],
  ])('%j → %s: %s', (query, field, message) => {
    const parsed = parseGroundingQuery(query);
    expect(parsed.ok || parsed.errors[field]).toBe(message);
  });

  it('reads «2,5» and «0,7»', () => {
    const parsed = parseGroundingQuery({ soil: 'clay', length: '3,2', depth: '0,8', diameter: '47,5' });
    expect(parsed.ok && parsed.input).toMatchObject({ soil: { kind: 'table', soil: 'clay' }, length: 3.2, depth: 0.8, diameter: 47.5 });
  });

  it.each<GroundingInput>([
    input(),
    input({
      soil: { kind: 'custom', resistivity: 250.5 },
      length: 3,
      diameter: 47.5,
      depth: 0.8,
      target: 10,
      layout: 'contour',
      spacing: '3',
      countStrip: false,
    }),
  ])('input → query → input: %j', (value) => {
    expect(parseGroundingQuery(groundingQuery(value))).toMatchObject({ ok: true, input: value });
  });

  it('results stay finite at the bounds', () => {
    for (const query of [
      { soil: 'custom', resistivity: '0,000001', length: '0,5', diameter: '100', depth: '0,5', target: '30', spacing: '1' },
      { soil: 'custom', resistivity: '20000', length: '10', diameter: '5', depth: '1', target: '4', layout: 'contour', spacing: '3' },
      { soil: 'custom', resistivity: '20000', length: '0,5', diameter: '5', depth: '1', target: '4', spacing: '1' },
    ]) {
      const parsed = parseGroundingQuery(query);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(numbersIn(computeGrounding(parsed.input)).every(Number.isFinite)).toBe(true);
    }
  });
});
