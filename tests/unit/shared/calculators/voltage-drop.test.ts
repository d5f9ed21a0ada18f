/**
 * The voltage-drop calculator (docs/calculators.md, "Voltage drop"): ΔU = 2·I·ρ·L·cos φ / S for a
 * single-phase line, √3·I·ρ·L·cos φ / S for a three-phase one, ρ copper 0,0175, aluminium 0,028
 * Ω·mm²/m; values worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { computeVoltageDrop, parseVoltageDropQuery, voltageDropQuery, type VoltageDropInput } from '#shared/calculators/voltage-drop';
import { numbersIn } from './numbers-in';

const nbsp = '\u00a0';

const input = (change: Partial<VoltageDropInput> = {}): VoltageDropInput => ({
  load: { kind: 'current', amperes: 16 },
  phases: '1',
  cosPhi: 1,
  material: 'copper',
  section: 2.5,
  length: 30,
  limit: 5,
  ...change,
});

describe('the drop', () => {
  it('16 А, 30 m of copper 2,5 мм², 230 В: ΔU = 6,72 В = 2,92 %', () => {
    // R = 0,0175 · 30 / 2,5 = 0,21 Ом; ΔU = 2 · 16 · 0,21 · 1 = 6,72 В; 6,72 / 230 = 2,92 %; 223,28 В at the end.
    const result = computeVoltageDrop(input());
    expect(result.resistance.value).toBeCloseTo(0.21, 12);
    expect(result.drop.value).toBeCloseTo(6.72, 12);
    expect(result.drop.text).toBe(`6,72${nbsp}В`);
    expect(result.dropPercent.text).toBe(`2,92${nbsp}%`);
    expect(result.endVoltage.text).toBe(`223,3${nbsp}В`);
    expect(result.withinLimit).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.formulas).toEqual(['ΔU = 2 · I · ρ · L · cos φ / S', 'ΔU% = ΔU / U · 100 %']);
  });

  it('three-phase 10 kW, cos φ 0,8, 50 m of aluminium 4 мм²: ΔU = 8,75 В = 2,19 %', () => {
    // R = 0,028 · 50 / 4 = 0,35 Ом; ΔU = √3 · I · R · cos φ = P · R / U = 10000 · 0,35 / 400 = 8,75 В.
    const result = computeVoltageDrop(
      input({ load: { kind: 'power', kilowatts: 10 }, phases: '3', cosPhi: 0.8, material: 'aluminium', section: 4, length: 50 }),
    );
    expect(result.current.value).toBeCloseTo(18.042, 3);
    expect(result.drop.value).toBeCloseTo(8.75, 10);
    expect(result.dropPercent.value).toBeCloseTo(2.1875, 10);
    expect(result.formulas).toEqual(['I = P / (√3 · U · cos φ)', 'ΔU = √3 · I · ρ · L · cos φ / S', 'ΔU% = ΔU / U · 100 %']);
  });

  it('over the permitted drop: a warning; the visitor’s own limit decides', () => {
    // 20 А, 100 m, 2,5 мм², cos φ 0,9, 400 В: √3 · 20 · 0,7 · 0,9 = 21,82 В = 5,46 %.
    const over = computeVoltageDrop(input({ load: { kind: 'current', amperes: 20 }, phases: '3', cosPhi: 0.9, length: 100 }));
    expect(over.dropPercent.text).toBe(`5,46${nbsp}%`);
    expect(over.withinLimit).toBe(false);
    expect(over.warnings).toEqual([
      `Падение напряжения 5,46${nbsp}% больше допустимого (5${nbsp}%): увеличьте сечение или сократите длину линии.`,
    ]);
    const allowed = computeVoltageDrop(input({ load: { kind: 'current', amperes: 20 }, phases: '3', cosPhi: 0.9, length: 100, limit: 6 }));
    expect(allowed.withinLimit).toBe(true);
  });

  it('a drop equal to the limit is within it: 16 kW three-phase, 100 m of copper 2,5 мм² → 16000 · 0,7 / 400 = 28 В = 7 %', () => {
    const result = computeVoltageDrop(input({ load: { kind: 'power', kilowatts: 16 }, phases: '3', cosPhi: 0.9, length: 100, limit: 7 }));
    expect(result.dropPercent.rounded).toBe(7);
    expect(result.withinLimit).toBe(true);
  });

  it('a drop as large as the supply: says the line cannot carry the load, numbers still finite', () => {
    const result = computeVoltageDrop(input({ load: { kind: 'current', amperes: 2000 }, section: 1.5, length: 10000 }));
    expect(result.warnings).toEqual([
      'Расчётное падение напряжения не меньше напряжения сети: при такой длине и таком сечении линия не передаст эту нагрузку.',
    ]);
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  });
});

describe('the address', () => {
  it.each([
    ['limit', '0', 'Поле Допустимое падение напряжения должно быть больше 0'],
    ['limit', '25', `Поле Допустимое падение напряжения не может быть больше 20${nbsp}%`],
    ['section', '3', 'Поле Сечение жилы должно быть выбрано из списка'],
    ['length', '', 'Поле Длина линии обязательно для заполнения'],
    ['length', '-1', 'Поле Длина линии должно быть больше 0'],
    ['power', 'пять', 'Поле Мощность нагрузки должно быть числом'],
  ])('%s = %j: %s', (field, value, message) => {
    const parsed = parseVoltageDropQuery({ mode: 'power', power: '5', [field]: value });
    expect(parsed.ok || parsed.errors[field]).toBe(message);
  });

  it('the defaults: 5 kW, 230 В, copper 2,5 мм², 20 m, 5 %', () => {
    const parsed = parseVoltageDropQuery({ mode: 'power' });
    expect(parsed.ok && parsed.input).toEqual({
      load: { kind: 'power', kilowatts: 5 },
      phases: '1',
      cosPhi: 0.95,
      material: 'copper',
      section: 2.5,
      length: 20,
      limit: 5,
    });
  });

  it.each<VoltageDropInput>([
    input(),
    input({
      load: { kind: 'power', kilowatts: 12.5 },
      phases: '3',
      cosPhi: 0.85,
      material: 'aluminium',
      section: 240,
      length: 1234.5,
      limit: 2.5,
    }),
  ])('input → query → input: %j', (value) => {
    expect(parseVoltageDropQuery(voltageDropQuery(value))).toMatchObject({ ok: true, input: value });
  });

  it('reads «0,95» and «12,5»', () => {
    const parsed = parseVoltageDropQuery({ mode: 'current', current: '12,5', cosphi: '0,95', length: '7,5' });
    expect(parsed.ok && parsed.input).toMatchObject({ load: { kind: 'current', amperes: 12.5 }, cosPhi: 0.95, length: 7.5 });
  });
});
