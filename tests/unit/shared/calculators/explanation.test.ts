/**
 * «Как считали» of each calculator (docs/calculators.md, "How it was computed"): the formulas with
 * the values put in, the table, column and row read, and the factors — against values worked by
 * hand below (each with its formula), not taken from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { computeCableSection } from '#shared/calculators/cable-section';
import { computeVoltageDrop } from '#shared/calculators/voltage-drop';
import { computePowerConsumption } from '#shared/calculators/power-consumption';
import { computeShortCircuit } from '#shared/calculators/short-circuit';
import { computeGrounding } from '#shared/calculators/grounding';
import { computeElectricityCost } from '#shared/calculators/electricity-cost';
import { allReferences, factorText, referenceText, stepText, type Explanation } from '#shared/calculators/explanation';

/** The explanation as plain text: no-break spaces read as spaces. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const steps = (explanation: Explanation) => explanation.steps.map((step) => plain(stepText(step)));
const references = (explanation: Explanation) => explanation.references.map((reference) => plain(referenceText(reference)));
const factors = (explanation: Explanation) => explanation.factors.map((factor) => plain(factorText(factor)));
const assumptions = (explanation: Explanation) => plain(explanation.assumptions.join(' '));

describe('cable section', () => {
  it('15 kW three-phase, copper open, 40 m: the current, the row of table 1.3.4 and the drop', () => {
    // I = P / (√3 · U · cos φ) = 15 000 / (1,732 · 400 · 0,95) = 15 000 / 658,2 = 22,79 А → «22,8 А».
    // Table 1.3.4, copper, open: 1,5 мм² — 23 А ≥ 22,8 А, the column's first row.
    // R = 0,0175 · 40 / 1,5 = 0,4667 Ом; ΔU = 1,732 · 22,8 · 0,0175 · 40 · 0,95 / 1,5 = 17,50 В; 17,5 / 400 = 4,38 %.
    const result = computeCableSection({
      load: { kind: 'power', kilowatts: 15 },
      phases: '3',
      cosPhi: 0.95,
      material: 'copper',
      laying: 'open',
      length: 40,
    });
    const { explanation } = result;
    expect(steps(explanation)).toEqual([
      'I = P / (√3 · U · cos φ) = 15 000 / (1,732 · 400 · 0,95) = 22,8 А',
      'Iдоп ≥ I: 23 А ≥ 22,8 А — выполняется: 1,5 мм² — первая строка столбца',
      'R = ρ · L / S = 0,0175 · 40 / 1,5 = 0,4667 Ом',
      'ΔU = √3 · I · ρ · L · cos φ / S = 1,732 · 22,8 · 0,0175 · 40 · 0,95 / 1,5 = 17,5 В',
      'ΔU% = ΔU / U · 100 % = 17,5 / 400 · 100 % = 4,38 %',
      'ΔU% ≤ ΔUдоп: 4,38 % ≤ 5 % — выполняется',
    ]);
    expect(references(explanation)).toContain('ПУЭ, 7-е изд., табл. 1.3.4, медь, проложенные открыто, 1,5 мм² — 23 А');
    expect(references(explanation)).toContain(
      'ГОСТ Р 50571.5.52-2011, прил. G, табл. G.52.1, прочие электроприёмники, A — питание от низковольтной сети общего назначения — 5 %',
    );
    // No correction factor is applied, and the assumptions say which ones and why.
    expect(explanation.factors).toEqual([]);
    expect(assumptions(explanation)).toContain('Температура воздуха +25 °C');
    expect(assumptions(explanation)).toContain('табл. 1.3.3');
    expect(assumptions(explanation)).toContain('табл. B.52.17');
    expect(assumptions(explanation)).toContain('0,92');
    expect(assumptions(explanation)).toContain('ρ = 0,0175 Ом·мм²/м — медь при +20 °C');
  });

  it('25 A single-phase in a conduit: the row before the one picked is named as not enough', () => {
    // Table 1.3.4, copper, one two-core in a conduit: 1,5 мм² — 18 А < 25 А; 2,5 мм² — 25 А ≥ 25 А (equal is enough).
    const { explanation } = computeCableSection({
      load: { kind: 'current', amperes: 25 },
      phases: '1',
      cosPhi: 0.95,
      material: 'copper',
      laying: 'conduit',
    });
    expect(steps(explanation)).toEqual(['Iдоп ≥ I: 25 А ≥ 25 А — выполняется: 2,5 мм² — первое такое сечение (1,5 мм²: 18 А < 25 А)']);
    expect(references(explanation)).toEqual(['ПУЭ, 7-е изд., табл. 1.3.4, медь, в одной трубе: один двухжильный, 2,5 мм² — 25 А']);
  });

  it('aluminium below its minimum: the 2 mm² row, the 2,5 mm² row taken and table 2.1.1', () => {
    // Table 1.3.5, aluminium, open: 2 мм² — 21 А ≥ 20 А, but aluminium's minimum is 2,5 мм² (ПУЭ табл. 2.1.1) — 24 А.
    const { explanation } = computeCableSection({
      load: { kind: 'current', amperes: 20 },
      phases: '1',
      cosPhi: 0.95,
      material: 'aluminium',
      laying: 'open',
    });
    expect(steps(explanation)[1]).toBe('S ≥ Sмин: 2 мм² < 2,5 мм² — не выполняется — принято 2,5 мм² (24 А)');
    expect(references(explanation)).toEqual([
      'ПУЭ, 7-е изд., табл. 1.3.5, алюминий, проложенные открыто, 2 мм² — 21 А',
      'ПУЭ, 7-е изд., табл. 1.3.5, алюминий, проложенные открыто, 2,5 мм² — 24 А',
      'ПУЭ, 7-е изд., табл. 2.1.1, алюминиевые жилы, незащищённые изолированные провода неподвижной прокладки внутри помещений — 2,5 мм²',
    ]);
  });

  it('in the ground, three-phase: table 1.3.6, three-core, and the ground temperature', () => {
    // Table 1.3.6, copper, three-core in the ground: 6 мм² — 60 А < 63 А; 10 мм² — 90 А ≥ 63 А.
    const { explanation } = computeCableSection({
      load: { kind: 'current', amperes: 63 },
      phases: '3',
      cosPhi: 0.95,
      material: 'copper',
      laying: 'ground',
    });
    expect(references(explanation)).toEqual(['ПУЭ, 7-е изд., табл. 1.3.6, медь, трёхжильные, при прокладке в земле, 10 мм² — 90 А']);
    expect(assumptions(explanation)).toContain('Температура земли +15 °C');
    expect(assumptions(explanation)).toContain('табл. 1.3.26');
  });

  it('over capacity: the largest row, which the current exceeds', () => {
    // Table 1.3.4, copper, open: the last row, 240 мм² — 605 А < 700 А.
    const { explanation } = computeCableSection({
      load: { kind: 'current', amperes: 700 },
      phases: '1',
      cosPhi: 1,
      material: 'copper',
      laying: 'open',
    });
    expect(steps(explanation)).toEqual(['Iдоп ≥ I: 605 А < 700 А — не выполняется даже для наибольшего сечения столбца, 240 мм²']);
    expect(references(explanation)).toEqual(['ПУЭ, 7-е изд., табл. 1.3.4, медь, проложенные открыто, 240 мм² — 605 А']);
  });
});

describe('voltage drop', () => {
  it('16 A, 30 m of copper 2,5 mm², 230 V, cos φ 1', () => {
    // R = ρ · L / S = 0,0175 · 30 / 2,5 = 0,21 Ом; ΔU = 2 · 16 · 0,0175 · 30 · 1 / 2,5 = 6,72 В;
    // ΔU% = 6,72 / 230 · 100 % = 2,92 %; Uкон = 230 − 6,72 = 223,28 → «223,3 В».
    const { explanation } = computeVoltageDrop({
      load: { kind: 'current', amperes: 16 },
      phases: '1',
      cosPhi: 1,
      material: 'copper',
      section: 2.5,
      length: 30,
      limit: 5,
    });
    expect(steps(explanation)).toEqual([
      'R = ρ · L / S = 0,0175 · 30 / 2,5 = 0,21 Ом',
      'ΔU = 2 · I · ρ · L · cos φ / S = 2 · 16 · 0,0175 · 30 · 1 / 2,5 = 6,72 В',
      'ΔU% = ΔU / U · 100 % = 6,72 / 230 · 100 % = 2,92 %',
      'Uкон = U − ΔU = 230 − 6,72 = 223,3 В',
      'ΔU% ≤ ΔUдоп: 2,92 % ≤ 5 % — выполняется',
    ]);
    expect(references(explanation)).toContain('ГОСТ 29322-2014, табл. 1, сети 230/400 В — U = 230 В (фаза — нуль)');
    expect(references(explanation)).toContain('ГОСТ Р 50571.5.52-2011, прил. G');
    expect(assumptions(explanation)).toContain('индуктивное не учтено');
    expect(assumptions(explanation)).toContain('ρ1 = 0,0225 Ом·мм²/м');
  });

  it('beyond the supply: the resistance and the values that make ΔU ≥ U, no drop shown', () => {
    // R = 0,0175 · 500 / 1,5 = 5,8333 Ом; 2 · 1000 · 5,83 = 11 667 В ≥ 230 В.
    const { explanation } = computeVoltageDrop({
      load: { kind: 'current', amperes: 1000 },
      phases: '1',
      cosPhi: 1,
      material: 'copper',
      section: 1.5,
      length: 500,
      limit: 5,
    });
    expect(steps(explanation)).toEqual([
      'R = ρ · L / S = 0,0175 · 500 / 1,5 = 5,8333 Ом',
      'ΔU < U: 2 · 1 000 · 0,0175 · 500 · 1 / 1,5 ≥ 230 В — не выполняется: напряжения в конце линии не останется',
    ]);
  });
});

describe('power consumption', () => {
  it('the fresh form: the sums with every load, the current and the breaker', () => {
    // Pу = 1,5 + 3 + 7 = 11,5 кВт; Pр = (1,5 · 0,9 + 3 · 0,6 + 7 · 0,6) · 1 = 1,35 + 1,8 + 4,2 = 7,35 кВт;
    // Sр = 7,35 / 0,95 = 7,737 → «7,74 кВА»; I = 7 350 / (230 · 0,95) = 33,64 А → 40 А (32 А < 33,6 А).
    const { explanation } = computePowerConsumption({
      loads: [
        { name: 'Освещение', power: 1.5, count: 1, demandFactor: 0.9 },
        { name: 'Розетки', power: 3, count: 1, demandFactor: 0.6 },
        { name: 'Электроплита', power: 7, count: 1, demandFactor: 0.6 },
      ],
      simultaneityFactor: 1,
      phases: '1',
      cosPhi: 0.95,
    });
    expect(steps(explanation)).toEqual([
      'Pу = Σ P · n = 1,5 · 1 + 3 · 1 + 7 · 1 = 11,5 кВт',
      'Pр = Σ (P · n · Кс) · Ко = (1,5 · 1 · 0,9 + 3 · 1 · 0,6 + 7 · 1 · 0,6) · 1 = 7,35 кВт',
      'Sр = Pр / cos φ = 7,35 / 0,95 = 7,74 кВА',
      'I = P / (U · cos φ) = 7 350 / (230 · 0,95) = 33,6 А',
      'Iн ≥ I: 40 А ≥ 33,6 А — выполняется: 40 А — первый такой номинал ряда (32 А < 33,6 А)',
    ]);
    expect(factors(explanation)).toEqual([
      'Кс = 0,9 — коэффициент спроса, Освещение; задан в исходных данных',
      'Кс = 0,6 — коэффициент спроса, Розетки; задан в исходных данных',
      'Кс = 0,6 — коэффициент спроса, Электроплита; задан в исходных данных',
      'Ко = 1 — коэффициент одновременности; задан в исходных данных',
    ]);
    expect(references(explanation).some((text) => text.startsWith('ГОСТ IEC 60898-1-2020') && text.endsWith('— 40 А'))).toBe(true);
  });
});

describe('short circuit', () => {
  it('400 kVA Y/Yн-0, 30 m of copper 2,5 mm², C16', () => {
    // Zп = 2 · 0,0175 · 30 / 2,5 = 0,42 Ом; Zт/3 = 0,065 Ом (400 кВА, Y/Yн-0);
    // Ik = 230 / (0,065 + 0,42) = 230 / 0,485 = 474,2 → «474 А»; k · In = 10 · 16 = 160 А ≤ 474 А.
    const { explanation } = computeShortCircuit({
      supply: { kind: 'transformer', id: '400-yyn' },
      material: 'copper',
      section: 2.5,
      neutralSection: 2.5,
      length: 30,
      curve: 'C',
      rating: 16,
    });
    expect(steps(explanation)).toEqual([
      'Zп = 2 · ρ · L / S = 2 · 0,0175 · 30 / 2,5 = 0,42 Ом',
      'Ik = Uф / (Zт/3 + Zп) = 230 / (0,065 + 0,42) = 474 А',
      'Iмгн = k · In = 10 · 16 = 160 А',
      'Ik ≥ k · In: 474 А ≥ 160 А — выполняется: автомат отключит КЗ мгновенно',
    ]);
    expect(references(explanation)).toContain(
      'Справочная таблица Zт/3 масляных трансформаторов 6–10/0,4 кВ, Zт/3, Ом, схема соединения обмоток Y/Yн-0, 400 кВА — 0,065 Ом',
    );
    expect(references(explanation).some((text) => text.startsWith('ГОСТ 28249-93'))).toBe(true);
    expect(references(explanation).some((text) => text.startsWith('ГОСТ IEC 60898-1-2020') && text.endsWith('k = 10'))).toBe(true);
    expect(assumptions(explanation)).toContain('индуктивное не учтено');
    expect(assumptions(explanation)).toContain('при +20 °C');
  });

  it('different neutral section, D/Yн-11 1000 kVA, B25 that does not trip', () => {
    // Zп = 0,028 · 100 / 16 + 0,028 · 100 / 10 = 0,175 + 0,28 = 0,455 Ом; Zт/3 = 0,009 Ом;
    // Ik = 230 / (0,009 + 0,455) = 230 / 0,464 = 495,7 → «496 А»; k · In = 5 · 25 = 125 А — trips. With 400 m:
    // Zп = 0,7 + 1,12 = 1,82 Ом; Ik = 230 / 1,829 = 125,75 ≥ 125 А — still trips; at 420 m:
    // Zп = 0,028 · 420 / 16 + 0,028 · 420 / 10 = 0,735 + 1,176 = 1,911 Ом, Ik = 230 / 1,92 = 119,79 → «120 А» < 125 А.
    const { explanation } = computeShortCircuit({
      supply: { kind: 'transformer', id: '1000-dyn' },
      material: 'aluminium',
      section: 16,
      neutralSection: 10,
      length: 420,
      curve: 'B',
      rating: 25,
    });
    expect(steps(explanation)[0]).toBe('Zп = ρ · L / Sф + ρ · L / Sн = 0,028 · 420 / 16 + 0,028 · 420 / 10 = 1,911 Ом');
    expect(steps(explanation)[1]).toBe('Ik = Uф / (Zт/3 + Zп) = 230 / (0,009 + 1,911) = 120 А');
    expect(steps(explanation)[3]).toBe('Ik ≥ k · In: 120 А < 125 А — не выполняется: мгновенного отключения нет');
  });
});

describe('grounding', () => {
  it('loam, 4 Ом in a row at a = 2L: the steps, the count before, the factors read between rows', () => {
    // T = 0,7 + 2,5 / 2 = 1,95 м; R1 = 100 / (2π · 2,5) · (ln(312,5) + ½ · ln(10,3 / 5,3)) = 6,3662 · 6,0768 = 38,69 Ом.
    // n = 7: a = 2 · 2,5 = 5 м, l = 5 · 6 = 30 м, Rг = 100 / (2π · 30) · ln(1800 / 0,028) = 5,87 Ом;
    // ηв, row, a/L = 2: n = 5 → 0,81, n = 10 → 0,75; at 7: 0,81 − 2/5 · 0,06 = 0,786 → «0,79».
    // ηг, row, a/L = 2: n = 5 → 0,86, n = 8 → 0,79; at 7: 0,86 − 2/3 · 0,07 = 0,813 → «0,81».
    // R = 38,69 · 5,87 / (38,69 · 0,81 + 5,87 · 7 · 0,79) = 3,56 Ом ≤ 4; n = 6 gave 4,06 Ом > 4.
    const { explanation } = computeGrounding({
      soil: { kind: 'table', soil: 'loam' },
      length: 2.5,
      diameter: 16,
      depth: 0.7,
      target: 4,
      layout: 'row',
      spacing: '2',
      countStrip: true,
    });
    expect(steps(explanation)).toEqual([
      'T = t + L / 2 = 0,7 + 2,5 / 2 = 1,95 м',
      'R1 = ρ / (2π · L) · (ln(2L / d) + ½ · ln((4T + L) / (4T − L))) = ' +
        '100 / (2π · 2,5) · (ln(2 · 2,5 / 0,016) + ½ · ln((4 · 1,95 + 2,5) / (4 · 1,95 − 2,5))) = 38,69 Ом',
      'a = (a / L) · L = 2 · 2,5 = 5 м',
      'l = a · (n − 1) = 5 · (7 − 1) = 30 м',
      'Rг = ρ / (2π · l) · ln(2l² / (b · t)) = 100 / (2π · 30) · ln(2 · 30² / (0,04 · 0,7)) = 5,87 Ом',
      'R = R1 · Rг / (R1 · ηг + Rг · n · ηв) = 38,69 · 5,87 / (38,69 · 0,81 + 5,87 · 7 · 0,79) = 3,56 Ом',
      'R ≤ Rн: 6 шт.: 4,06 Ом > 4 Ом — не выполняется — нужно больше 6',
      'R ≤ Rн: 7 шт.: 3,56 Ом ≤ 4 Ом — выполняется',
    ]);
    expect(factors(explanation)).toEqual([
      'ηв = 0,79 — коэффициент использования вертикальных электродов; Справочные таблицы расчёта заземлителей, ' +
        'ηв вертикальных электродов, электроды в ряд, a / L = 2, n = 5: 0,81; n = 10: 0,75 — 0,79 ' +
        '(n = 7: линейно между строками n = 5 и n = 10)',
      'ηг = 0,81 — коэффициент использования соединительной полосы; Справочные таблицы расчёта заземлителей, ' +
        'ηг горизонтальной полосы, электроды в ряд, a / L = 2, n = 5: 0,86; n = 8: 0,79 — 0,81 ' +
        '(n = 7: линейно между строками n = 5 и n = 8)',
    ]);
    expect(references(explanation)).toContain('ПУЭ, 7-е изд., п. 1.7.101, нейтраль трансформатора или генератора сети 380 В — 4 Ом');
    expect(references(explanation)).toContain(
      'Справочные таблицы расчёта заземлителей, удельные сопротивления грунтов, суглинок — 100 Ом·м',
    );
    expect(allReferences(explanation)).toHaveLength(explanation.references.length + 2);
    expect(assumptions(explanation)).toContain('Сезонный (климатический) коэффициент не применён');
  });

  it('a contour of 4 rods at a = L: the first row of the tables is a row, not an interpolation', () => {
    // Contour, a/L = 1, n = 4: ηв = 0,69 and ηг = 0,45, both the tables' first rows.
    const { explanation } = computeGrounding({
      soil: { kind: 'custom', resistivity: 20 },
      length: 3,
      diameter: 16,
      depth: 0.7,
      target: 30,
      layout: 'contour',
      spacing: '1',
      countStrip: true,
    });
    expect(explanation.factors.map((factor) => [factor.symbol, factor.value, factor.origin])).toEqual([
      ['ηв', '0,69', 'n = 4 — строка таблицы'],
      ['ηг', '0,45', 'n = 4 — строка таблицы'],
    ]);
  });
});

describe('electricity cost', () => {
  it('the fresh form at two zones 7,5 / 3,5 ₽: the energy of each appliance and of each zone', () => {
    // Fridge W = 150 · 1 · 24 · 30 / 1000 = 108; kettle 2000 · 0,5 · 30 / 1000 = 30; washer 2000 · 1,5 · 12 / 1000 = 36 кВт·ч.
    // Day: 108 · 16/24 + 30 = 72 + 30 = 102; night: 108 · 8/24 + 36 = 36 + 36 = 72 кВт·ч;
    // C = 102 · 7,5 + 72 · 3,5 = 765 + 252 = 1 017 ₽; a year 12 · 1 017 = 12 204 ₽.
    const { explanation } = computeElectricityCost({
      rates: { tariff: 'two', day: 7.5, night: 3.5 },
      appliances: [
        { name: 'Холодильник', power: 150, count: 1, hours: 24, days: 30, profile: 'even' },
        { name: 'Электрочайник', power: 2000, count: 1, hours: 0.5, days: 30, profile: 'day' },
        { name: 'Стиральная машина', power: 2000, count: 1, hours: 1.5, days: 12, profile: 'night' },
      ],
    });
    expect(steps(explanation)).toEqual([
      'W = P · n · h · d / 1000 = 150 · 1 · 24 · 30 / 1000 = 108 кВт·ч',
      'W = P · n · h · d / 1000 = 2 000 · 1 · 0,5 · 30 / 1000 = 30 кВт·ч',
      'W = P · n · h · d / 1000 = 2 000 · 1 · 1,5 · 12 / 1000 = 36 кВт·ч',
      'W = Σ Wприбора = 108 + 30 + 36 = 174 кВт·ч',
      'Wзоны = Σ W · доля = 108 · 16/24 + 30 = 102 кВт·ч',
      'Wзоны = Σ W · доля = 108 · 8/24 + 36 = 72 кВт·ч',
      'C = Σ Wзоны · Tзоны = 102 · 7,5 + 72 · 3,5 = 1 017 ₽',
      'Wгод = 12 · Wмес = 12 · 174 = 2 088 кВт·ч',
      'Cгод = 12 · Cмес = 12 · 1 017 = 12 204 ₽',
    ]);
    expect(explanation.factors.map((factor) => `${factor.name}: ${factor.value}`)).toEqual([
      'часть расхода «Холодильник» в зоне «День»: 16/24',
      'часть расхода «Холодильник» в зоне «Ночь»: 8/24',
      'часть расхода «Электрочайник» в зоне «День»: 1',
      'часть расхода «Стиральная машина» в зоне «Ночь»: 1',
    ]);
    expect(explanation.references).toEqual([]);
    expect(assumptions(explanation)).toContain('ночь 23:00–7:00');
  });
});
