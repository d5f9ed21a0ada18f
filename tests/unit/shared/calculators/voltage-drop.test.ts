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

/** The result of an input whose drop stays below the supply. */
function computed(value: VoltageDropInput) {
  const result = computeVoltageDrop(value);
  if (result.status !== 'computed') throw new Error(`expected a drop, got: ${result.message}`);
  return result;
}

describe('the drop', () => {
  it('16 А, 30 m of copper 2,5 мм², 230 В: ΔU = 6,72 В = 2,92 %', () => {
    // R = 0,0175 · 30 / 2,5 = 0,21 Ом; ΔU = 2 · 16 · 0,21 · 1 = 6,72 В; 6,72 / 230 = 2,92 %; 223,28 В at the end.
    const result = computed(input());
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
    const result = computed(
      input({ load: { kind: 'power', kilowatts: 10 }, phases: '3', cosPhi: 0.8, material: 'aluminium', section: 4, length: 50 }),
    );
    expect(result.current.value).toBeCloseTo(18.042, 3);
    expect(result.drop.value).toBeCloseTo(8.75, 10);
    expect(result.dropPercent.value).toBeCloseTo(2.1875, 10);
    expect(result.formulas).toEqual(['I = P / (√3 · U · cos φ)', 'ΔU = √3 · I · ρ · L · cos φ / S', 'ΔU% = ΔU / U · 100 %']);
  });

  it('over the permitted drop: a warning; the visitor’s own limit decides', () => {
    // 20 А, 100 m, 2,5 мм², cos φ 0,9, 400 В: √3 · 20 · 0,7 · 0,9 = 21,82 В = 5,46 %.
    const over = computed(input({ load: { kind: 'current', amperes: 20 }, phases: '3', cosPhi: 0.9, length: 100 }));
    expect(over.dropPercent.text).toBe(`5,46${nbsp}%`);
    expect(over.withinLimit).toBe(false);
    expect(over.warnings).toEqual([
      `Падение напряжения 5,46${nbsp}% больше допустимого (5${nbsp}%): увеличьте сечение или сократите длину линии.`,
    ]);
    const allowed = computed(input({ load: { kind: 'current', amperes: 20 }, phases: '3', cosPhi: 0.9, length: 100, limit: 6 }));
    expect(allowed.withinLimit).toBe(true);
  });

  it('a drop equal to the limit is within it: 16 kW three-phase, 100 m of copper 2,5 мм² → 16000 · 0,7 / 400 = 28 В = 7 %', () => {
    const result = computed(input({ load: { kind: 'power', kilowatts: 16 }, phases: '3', cosPhi: 0.9, length: 100, limit: 7 }));
    expect(result.dropPercent.rounded).toBe(7);
    expect(result.withinLimit).toBe(true);
  });

  it('a drop as large as the supply is refused: no drop, no end voltage, a Russian explanation', () => {
    // 2000 А, 10 km of copper 1,5 мм²: ΔU = 2 · 2000 · 0,0175 · 10000 / 1,5 = 466 667 В — «−466 436,7 В» at the end before.
    const result = computeVoltageDrop(input({ load: { kind: 'current', amperes: 2000 }, section: 1.5, length: 10000 }));
    expect(result.status).toBe('beyond-supply');
    if (result.status !== 'beyond-supply') return;
    expect(result.message).toBe(beyondSupply('230'));
    expect(result).not.toHaveProperty('endVoltage');
    expect(result).not.toHaveProperty('drop');
    expect(result.current.text).toBe(`2${nbsp}000${nbsp}А`);
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  });

  it('refused exactly from a drop equal to the supply: 3-phase 400 В, ΔU = √3 · I · R · cos φ', () => {
    // R = 0,0175 · 100 / 2,5 = 0,7 Ом; ΔU = 400 В at I = 400 / (√3 · 0,7) = 329,9 А.
    const at = (amperes: number) => computeVoltageDrop(input({ load: { kind: 'current', amperes }, phases: '3', length: 100, limit: 20 }));
    const equal = at(400 / (Math.sqrt(3) * 0.7));
    expect(equal.status).toBe('beyond-supply');
    expect(equal.status === 'beyond-supply' && equal.message).toBe(beyondSupply('400'));
    const below = at(329);
    expect(below.status).toBe('computed');
    expect(below.status === 'computed' && below.endVoltage.value).toBeGreaterThan(0);
  });
});

const beyondSupply = (volts: string) =>
  `Расчётное падение напряжения не меньше напряжения сети ${volts}${nbsp}В: при такой нагрузке, длине и сечении ` +
  'напряжения в конце линии не останется, и формула падения напряжения здесь неприменима. ' +
  'Увеличьте сечение, сократите длину линии или уменьшите нагрузку.';

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
