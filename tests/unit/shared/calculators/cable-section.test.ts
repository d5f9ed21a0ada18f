/**
 * The cable-section calculator (docs/calculators.md, "Cable section") against values worked by
 * hand from ПУЭ 7th edition, tables 1.3.4–1.3.7.
 */
import { describe, expect, it } from 'vitest';
import {
  cableSectionQuery,
  computeCableSection,
  parseCableSectionQuery,
  type CableSectionInput,
  type CableSectionResult,
} from '#shared/calculators/cable-section';
import { ampacityColumn } from '#shared/calculators/tables/pue';
import { numbersIn } from './numbers-in';

const nbsp = '\u00a0';

const byCurrent = (amperes: number, change: Partial<CableSectionInput> = {}): CableSectionInput => ({
  load: { kind: 'current', amperes },
  phases: '1',
  cosPhi: 0.95,
  material: 'copper',
  laying: 'open',
  ...change,
});

function picked(result: CableSectionResult) {
  if (result.status !== 'picked') throw new Error(`expected a section, got: ${result.message}`);
  return result;
}

describe('the ПУЭ columns', () => {
  it('keeps the table values verbatim (spot checks of each table)', () => {
    const rows = (material: 'copper' | 'aluminium', laying: 'open' | 'conduit' | 'ground', phases: '1' | '3') =>
      Object.fromEntries(ampacityColumn(material, laying, phases).rows.map((row) => [row.section, row.current]));
    // Table 1.3.4, copper wires: open; one two-core / one three-core in a conduit.
    expect(rows('copper', 'open', '1')).toMatchObject({ 1.5: 23, 2.5: 30, 4: 41, 6: 50, 10: 80, 16: 100, 25: 140, 240: 605 });
    expect(rows('copper', 'conduit', '1')).toMatchObject({ 1.5: 18, 2.5: 25, 4: 32, 6: 40, 10: 55, 120: 295 });
    expect(rows('copper', 'conduit', '3')).toMatchObject({ 1.5: 15, 2.5: 21, 4: 27, 6: 34, 10: 50, 120: 250 });
    // Table 1.3.5, aluminium wires, from its first row, 2 mm².
    expect(rows('aluminium', 'open', '1')).toMatchObject({ 2: 21, 2.5: 24, 4: 32, 16: 75, 240: 465 });
    expect(rows('aluminium', 'conduit', '3')).toMatchObject({ 2: 14, 2.5: 16, 10: 38, 120: 190 });
    // Tables 1.3.6 and 1.3.7, cables in the ground: two-core, three-core.
    expect(rows('copper', 'ground', '1')).toMatchObject({ 1.5: 33, 2.5: 44, 10: 105, 185: 570 });
    expect(rows('copper', 'ground', '3')).toMatchObject({ 1.5: 27, 2.5: 38, 10: 90, 185: 500 });
    expect(rows('aluminium', 'ground', '1')).toMatchObject({ 2.5: 34, 16: 105, 185: 440 });
    expect(rows('aluminium', 'ground', '3')).toMatchObject({ 2.5: 29, 16: 90, 25: 115, 185: 385 });
  });

  it('every column grows with the section', () => {
    for (const material of ['copper', 'aluminium'] as const)
      for (const laying of ['open', 'conduit', 'ground'] as const)
        for (const phases of ['1', '3'] as const) {
          const { rows } = ampacityColumn(material, laying, phases);
          rows.slice(1).forEach((row, index) => {
            expect(row.section).toBeGreaterThan(rows[index]!.section);
            expect(row.current).toBeGreaterThan(rows[index]!.current);
          });
        }
  });
});

describe('picking a section', () => {
  it('5 kW, 230 V, cos φ 0,95, copper laid openly: I = 5000 / (230 · 0,95) = 22,88 А → 1,5 мм² (табл. 1.3.4, 23 А)', () => {
    const result = picked(computeCableSection({ ...byCurrent(0), load: { kind: 'power', kilowatts: 5 } }));
    expect(result.current.value).toBeCloseTo(22.883, 3);
    expect(result.current.text).toBe(`22,9${nbsp}А`);
    expect(result.section.text).toBe(`1,5${nbsp}мм²`);
    expect(result.row).toEqual({ section: 1.5, current: 23 });
    expect(result.table).toEqual({
      table: 'ПУЭ, табл. 1.3.4',
      title: 'провода и шнуры с резиновой и поливинилхлоридной изоляцией с медными жилами',
      column: 'проложенные открыто',
    });
    expect(result.formulas).toEqual(['I = P / (U · cos φ)', 'Iдоп ≥ I']);
    expect(result.inputs.map((input) => `${input.label}: ${input.text}`)).toEqual([
      `Мощность нагрузки: 5${nbsp}кВт`,
      'Сеть: однофазная, 230 В',
      'cos φ: 0,95',
      'Материал жил: медь',
      'Способ прокладки: открыто (в воздухе)',
    ]);
  });

  it('10 kW, 400 V, cos φ 0,8, copper in a conduit: 18,04 А → 2,5 мм² (табл. 1.3.4, один трёхжильный, 21 А)', () => {
    // I = 10000 / (√3 · 400 · 0,8) = 18,04 А; 1,5 мм² carries 15 А, 2,5 мм² 21 А.
    const result = picked(
      computeCableSection({ ...byCurrent(0), load: { kind: 'power', kilowatts: 10 }, phases: '3', cosPhi: 0.8, laying: 'conduit' }),
    );
    expect(result.current.value).toBeCloseTo(18.042, 3);
    expect(result.row).toEqual({ section: 2.5, current: 21 });
    expect(result.table.column).toBe('в одной трубе: один трёхжильный');
    expect(result.formulas[0]).toBe('I = P / (√3 · U · cos φ)');
  });

  it('100 А, three-phase, aluminium cable in the ground → 25 мм² (табл. 1.3.7, трёхжильные в земле: 16 мм² 90 А, 25 мм² 115 А)', () => {
    const result = picked(computeCableSection(byCurrent(100, { phases: '3', material: 'aluminium', laying: 'ground' })));
    expect(result.row).toEqual({ section: 25, current: 115 });
    expect(result.table.table).toBe('ПУЭ, табл. 1.3.7');
    expect(result.table.column).toBe('трёхжильные, при прокладке в земле');
  });

  it.each([
    ['copper open, table 1.3.4 row 2,5 мм² = 30 А', byCurrent(30), 2.5],
    ['copper, one two-core in a conduit, table 1.3.4 row 2,5 мм² = 25 А', byCurrent(25, { laying: 'conduit' }), 2.5],
    ['copper two-core in the ground, table 1.3.6 row 2,5 мм² = 44 А', byCurrent(44, { laying: 'ground' }), 2.5],
    [
      'aluminium three-core in the ground, table 1.3.7 row 25 мм² = 115 А',
      byCurrent(115, { material: 'aluminium', laying: 'ground', phases: '3' }),
      25,
    ],
  ])('a current equal to a row’s permissible current picks that row: %s', (_, input, section) => {
    expect(picked(computeCableSection(input)).row.section).toBe(section);
  });

  it('a little more than a row’s current takes the next row', () => {
    expect(picked(computeCableSection(byCurrent(30.1))).row).toEqual({ section: 4, current: 41 });
    expect(picked(computeCableSection(byCurrent(23.01))).row).toEqual({ section: 2.5, current: 30 });
  });

  it('and is not shown as that row’s current: 23,04 А beside 1,5 мм² (23 А) refused reads «23,1 А», not «23 А»', () => {
    const result = picked(computeCableSection(byCurrent(23.04)));
    expect(result.row).toEqual({ section: 2.5, current: 30 });
    expect(result.current.text).toBe(`23,1${nbsp}А`);
  });

  it('a power whose current is a row’s current by hand picks that row: 32,2 kW at 230 V, cos φ 1 = 140 А → 25 мм²', () => {
    // 32200 / 230 is 140.00000000000003 in floating point.
    const result = picked(computeCableSection({ ...byCurrent(0), load: { kind: 'power', kilowatts: 32.2 }, cosPhi: 1 }));
    expect(result.row).toEqual({ section: 25, current: 140 });
  });
});

describe('the largest section', () => {
  it('605 А copper open is 240 мм², the last row of table 1.3.4', () => {
    expect(picked(computeCableSection(byCurrent(605))).row).toEqual({ section: 240, current: 605 });
  });

  it('above it: no section, a message suggesting parallel cables or a higher voltage', () => {
    const result = computeCableSection(byCurrent(650));
    expect(result.status).toBe('over-capacity');
    expect(result.status === 'over-capacity' && result.message).toBe(
      `Ток нагрузки 650${nbsp}А больше допустимого длительного тока наибольшего сечения таблицы: 240${nbsp}мм² — 605${nbsp}А ` +
        '(ПУЭ, табл. 1.3.4, проложенные открыто). Разделите нагрузку между несколькими параллельными кабелями ' +
        'или питайте её линией более высокого напряжения.',
    );
  });

  it.each([
    ['copper, one two-core in a conduit: 120 мм², 295 А', byCurrent(296, { laying: 'conduit' }), { section: 120, current: 295 }],
    [
      'aluminium three-core in the ground: 185 мм², 385 А',
      byCurrent(386, { material: 'aluminium', laying: 'ground', phases: '3' }),
      { section: 185, current: 385 },
    ],
  ])('each column ends at its own last row: %s', (_, input, row) => {
    const result = computeCableSection(input);
    expect(result.status).toBe('over-capacity');
    expect(result.row).toEqual(row);
  });
});

describe('aluminium below its minimum section', () => {
  it('21 А laid openly would do with 2 мм² (table 1.3.5: 21 А), but aluminium starts at 2,5 мм²: 2,5 мм² is taken and said', () => {
    const result = picked(computeCableSection(byCurrent(21, { material: 'aluminium' })));
    expect(result.row).toEqual({ section: 2.5, current: 24 });
    expect(result.minimumApplied).toBe(true);
    expect(result.notes).toEqual([
      `По нагреву хватило бы 2${nbsp}мм² (ПУЭ, табл. 1.3.5: 21${nbsp}А), но наименьшее сечение алюминиевой жилы — 2,5${nbsp}мм² ` +
        `(ПУЭ, табл. 2.1.1); принято 2,5${nbsp}мм².`,
    ]);
  });

  it('a three-core in a conduit at 14 А likewise (table 1.3.5, 2 мм²: 14 А)', () => {
    const result = picked(computeCableSection(byCurrent(14, { material: 'aluminium', phases: '3', laying: 'conduit' })));
    expect(result.row).toEqual({ section: 2.5, current: 16 });
    expect(result.minimumApplied).toBe(true);
  });

  it('22 А needs 2,5 мм² anyway: no note', () => {
    const result = picked(computeCableSection(byCurrent(22, { material: 'aluminium' })));
    expect(result.row.section).toBe(2.5);
    expect(result.minimumApplied).toBe(false);
    expect(result.notes).toEqual([]);
  });

  it('copper never notes a minimum: its columns start at 1,5 мм²', () => {
    expect(picked(computeCableSection(byCurrent(1))).minimumApplied).toBe(false);
  });
});

describe('the voltage-drop check', () => {
  it('16 А, 30 m of copper 1,5 мм², cos φ 1: ΔU = 2 · 16 · 0,0175 · 30 / 1,5 = 11,2 В = 4,87 % — within 5 %', () => {
    const result = picked(computeCableSection(byCurrent(16, { cosPhi: 1, length: 30 })));
    expect(result.row.section).toBe(1.5);
    expect(result.dropCheck?.drop.value).toBeCloseTo(11.2, 10);
    expect(result.dropCheck?.dropPercent.text).toBe(`4,87${nbsp}%`);
    expect(result.dropCheck?.withinLimit).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.formulas).toEqual(['Iдоп ≥ I', 'ΔU = 2 · I · ρ · L · cos φ / S', 'ΔU% = ΔU / U · 100 %']);
  });

  it('40 m: 14,93 В = 6,49 % — over 5 %; 2,5 мм² gives 8,96 В = 3,9 %, so it is suggested', () => {
    const result = picked(computeCableSection(byCurrent(16, { cosPhi: 1, length: 40 })));
    expect(result.dropCheck?.dropPercent.value).toBeCloseTo(6.4928, 4);
    expect(result.dropCheck?.withinLimit).toBe(false);
    expect(result.dropCheck?.sectionForLimit?.value).toBe(2.5);
    expect(result.warnings).toEqual([
      `Падение напряжения 6,49${nbsp}% больше допустимых 5${nbsp}%: возьмите сечение 2,5${nbsp}мм² или сократите длину линии.`,
    ]);
  });

  it('three-phase, 20 А, 100 m, cos φ 0,9: 1,5 мм² drops 9,09 %; 4 мм² keeps within 5 %', () => {
    // 1,5 мм² (23 А): √3 · 20 · 0,0175 · 100 · 0,9 / 1,5 = 36,37 В = 9,09 % of 400 В; 2,5 мм²: 21,82 В = 5,46 %;
    // 4 мм²: 13,64 В = 3,41 %.
    const result = picked(computeCableSection(byCurrent(20, { phases: '3', cosPhi: 0.9, length: 100 })));
    expect(result.row.section).toBe(1.5);
    expect(result.dropCheck?.drop.text).toBe(`36,37${nbsp}В`);
    expect(result.dropCheck?.dropPercent.text).toBe(`9,09${nbsp}%`);
    expect(result.dropCheck?.sectionForLimit?.text).toBe(`4${nbsp}мм²`);
    expect(result.formulas).toContain('ΔU = √3 · I · ρ · L · cos φ / S');
  });

  it('no length, no check', () => {
    expect(picked(computeCableSection(byCurrent(16))).dropCheck).toBeNull();
  });

  it('when no section of the column keeps within 5 %, it says so', () => {
    const result = picked(computeCableSection(byCurrent(16, { length: 10000 })));
    expect(result.dropCheck?.sectionForLimit).toBeNull();
    expect(result.warnings[0]).toContain('ни одно сечение этой таблицы не укладывается в норму');
  });
});

describe('the address', () => {
  it('reads a decimal comma', () => {
    const parsed = parseCableSectionQuery({ mode: 'power', power: '2,2', cosphi: '0,8', phases: '3', length: '12,5' });
    expect(parsed.ok && parsed.input).toMatchObject({ load: { kind: 'power', kilowatts: 2.2 }, cosPhi: 0.8, phases: '3', length: 12.5 });
  });

  it('checks only the field the mode uses: by power, a wrong current is not an error', () => {
    expect(parseCableSectionQuery({ mode: 'power', power: '5', current: 'abc' }).ok).toBe(true);
    expect(parseCableSectionQuery({ mode: 'current', power: 'abc', current: '5' }).ok).toBe(true);
    const parsed = parseCableSectionQuery({ mode: 'power', power: 'abc', current: '5' });
    expect(parsed.ok || parsed.errors).toEqual({ power: 'Поле Мощность нагрузки должно быть числом' });
  });

  it('an unknown mode is a message for the mode', () => {
    const parsed = parseCableSectionQuery({ mode: 'watts' });
    expect(parsed.ok || parsed.errors).toEqual({ mode: 'Поле Способ задания нагрузки должно быть выбрано из списка' });
  });

  it.each<CableSectionInput>([
    byCurrent(25),
    { load: { kind: 'power', kilowatts: 2.2 }, phases: '3', cosPhi: 0.85, material: 'aluminium', laying: 'ground', length: 12.5 },
    byCurrent(0.0000001, { laying: 'conduit', length: 1 }),
  ])('input → query → input: %j', (input) => {
    const query = cableSectionQuery(input);
    const parsed = parseCableSectionQuery(query);
    expect(parsed.ok && parsed.input).toEqual(input);
    expect(parseCableSectionQuery(new URLSearchParams(query.toString())).ok).toBe(true);
  });

  it('writes every parameter, points for decimals, and no empty length', () => {
    expect(cableSectionQuery(byCurrent(25.5)).toString()).toBe(
      'mode=current&current=25.5&phases=1&cosphi=0.95&material=copper&laying=open',
    );
  });
});

describe('results stay finite at the bounds', () => {
  it.each([
    { mode: 'power', power: '0,000001', cosphi: '0,000001', length: '0,000001' },
    { mode: 'power', power: '1000', cosphi: '0,000001', length: '10000', phases: '1' },
    { mode: 'current', current: '2000', cosphi: '1', length: '10000', material: 'aluminium', laying: 'ground' },
  ])('%j', (query) => {
    const parsed = parseCableSectionQuery(query);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(numbersIn(computeCableSection(parsed.input)).every(Number.isFinite)).toBe(true);
  });
});
