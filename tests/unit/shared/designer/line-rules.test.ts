import { describe, expect, it } from 'vitest';
import type { DesignItem, DesignLine, Phase } from '#shared/designer/design';
import { checkDesign, type Finding } from '#shared/designer/rules';
import { design, fact, factsOf, item } from './catalogue';

/**
 * The checks of lines and phases (docs/designer.md, "Rules"). Every reference value is worked out
 * by hand in the comment beside it, from the tables and formulas docs/designer.md names — not from
 * the code under test.
 */

const nbsp = '\u00a0';
const breaker = (id: string, curve: string, rating: number, poles = '1P') =>
  fact(id, 'breaker', { name: `Автомат ${poles} ${curve}${rating}`, curve, ratedCurrent: rating, poles, modules: poles === '1P' ? 1 : 3 });
const in40 = breaker('in-c40', 'C', 40, '2P');
const in40b = breaker('in-b40', 'B', 40, '2P');
const in40x3 = breaker('in-c40-4p', 'C', 40, '4P');
const c16 = breaker('c16', 'C', 16);
const b16 = breaker('b16', 'B', 16);
const d16 = breaker('d16', 'D', 16);
const c20 = breaker('c20', 'C', 20);
const c25 = breaker('c25', 'C', 25);
const c32 = breaker('c32', 'C', 32);
const c25x3 = breaker('c25-3p', 'C', 25, '3P');
const rcd40 = fact('rcd40', 'rcd', { name: 'УЗО 2P 40 А', poles: '2P', ratedCurrent: 40, leakage: 30, modules: 2 });
const rcd40x4 = fact('rcd40-4p', 'rcd', { name: 'УЗО 4P 40 А', poles: '4P', ratedCurrent: 40, leakage: 30, modules: 4 });
const facts = factsOf(in40, in40b, in40x3, c16, b16, d16, c20, c25, c32, c25x3, rcd40, rcd40x4);

const copper = (section: number, length: number, load?: DesignLine['load']): DesignLine => ({
  material: 'copper',
  section,
  length,
  ...(load ? { load } : {}),
});
const kW = (value: number) => ({ value, unit: 'kW' as const });
const A = (value: number) => ({ value, unit: 'A' as const });
const line = (productId: string, cable: DesignLine, more: Partial<DesignItem> = {}) => item(productId, { line: cable, ...more });

/** The findings of a code for a panel with the C40 input (single-phase) and these items after it. */
const check = (code: Finding['code'], items: DesignItem[], input = 'in-c40') =>
  checkDesign(design(null, [item(input, { input: true }), ...items]), facts).filter((finding) => finding.code === code);

describe('In ≤ Iz: the breaker against the line’s permissible current', () => {
  it('flags a 2.5 mm² copper line on a 32 A breaker, naming the ПУЭ row', () => {
    // ПУЭ table 1.3.4, copper, one two-core cable in a conduit, 2.5 mm²: 25 A; In = 32 A > 25 A.
    expect(check('line-overload', [line('c32', copper(2.5, 10))])).toEqual([
      {
        level: 'warning',
        code: 'line-overload',
        message:
          `«Автомат 1P C32» (ряд 1): номинал 32${nbsp}А больше допустимого тока линии 25${nbsp}А ` +
          `(ПУЭ, 7-е изд., табл. 1.3.4, медь, в одной трубе: один двухжильный, 2,5${nbsp}мм² — 25${nbsp}А). ` +
          `При перегрузке кабель перегреется раньше, чем сработает автомат: возьмите автомат не больше 25${nbsp}А ` +
          'или кабель большего сечения.',
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('accepts a breaker equal to Iz and below it', () => {
    // 2.5 mm²: 25 A ≥ 25 A and ≥ 16 A; 1.5 mm²: 18 A ≥ 16 A.
    expect(check('line-overload', [line('c25', copper(2.5, 10)), line('c16', copper(2.5, 10)), line('c16', copper(1.5, 10))])).toEqual([]);
  });

  it('takes the three-core column for a three-phase line and table 1.3.5 for aluminium', () => {
    // Table 1.3.4, one three-core cable in a conduit, 2.5 mm²: 21 A < 25 A.
    expect(check('line-overload', [line('c25-3p', copper(2.5, 10))], 'in-c40-4p')[0]?.message).toContain(
      `номинал 25${nbsp}А больше допустимого тока линии 21${nbsp}А ` +
        `(ПУЭ, 7-е изд., табл. 1.3.4, медь, в одной трубе: один трёхжильный, 2,5${nbsp}мм² — 21${nbsp}А)`,
    );
    // Table 1.3.5, aluminium, one two-core cable in a conduit, 2.5 mm²: 19 A: 20 A over it, 16 A not.
    const aluminium: DesignLine = { material: 'aluminium', section: 2.5, length: 10 };
    expect(check('line-overload', [line('c20', aluminium), line('c16', aluminium)]).map((f) => f.message)).toEqual([
      expect.stringContaining(`(ПУЭ, 7-е изд., табл. 1.3.5, алюминий, в одной трубе: один двухжильный, 2,5${nbsp}мм² — 19${nbsp}А)`),
    ]);
  });

  it('skips a section the column has no row for', () => {
    // Table 1.3.4 gives nothing for 150 mm² in a conduit.
    expect(check('line-overload', [line('c32', copper(150, 10))])).toEqual([]);
  });
});

describe('voltage drop on a line', () => {
  it('passes 3.5 kW over 40 m of 2.5 mm² copper', () => {
    // I·cos φ = P / U = 3500 / 230 = 15.217 A; ΔU = 2 · 15.217 · 0.0175 · 40 / 2.5 = 8.52 V = 3.70 % ≤ 4 %.
    expect(
      checkDesign(design(null, [line('c16', copper(2.5, 40, kW(3.5)))]), facts).filter((f) => f.code.startsWith('line-voltage')),
    ).toEqual([]);
  });

  it('hints above 4 %: 3.5 kW over 50 m', () => {
    // ΔU = 2 · 15.217 · 0.0175 · 50 / 2.5 = 10.65 V = 4.63 %.
    expect(check('line-voltage-drop-margin', [line('c16', copper(2.5, 50, kW(3.5)), { label: 'Кухня' })])).toEqual([
      {
        level: 'hint',
        code: 'line-voltage-drop-margin',
        message:
          `«Автомат 1P C16» (ряд 1, «Кухня»): падение напряжения на линии 4,6${nbsp}% — больше 4${nbsp}%: на линию от ввода до щита ` +
          `остаётся меньше 1${nbsp}% из 5${nbsp}%, допустимых по ГОСТ Р 50571.5.52-2011. Проверьте падение напряжения до щита.`,
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
    expect(check('line-voltage-drop', [line('c16', copper(2.5, 50, kW(3.5)))])).toEqual([]);
  });

  it('warns above 5 %: 3.5 kW over 60 m', () => {
    // ΔU = 2 · 15.217 · 0.0175 · 60 / 2.5 = 12.78 V = 5.56 %.
    const [finding] = check('line-voltage-drop', [line('c16', copper(2.5, 60, kW(3.5)))]);
    expect(finding).toEqual({
      level: 'warning',
      code: 'line-voltage-drop',
      message:
        `«Автомат 1P C16» (ряд 1): падение напряжения на линии 5,6${nbsp}% — больше 5${nbsp}%, которые ГОСТ Р 50571.5.52-2011 ` +
        '(прил. G, табл. G.52.1) допускает от ввода в электроустановку до электроприёмника. Увеличьте сечение или сократите длину линии.',
      rowIndex: 0,
      itemIndex: 1,
    });
    expect(check('line-voltage-drop-margin', [line('c16', copper(2.5, 60, kW(3.5)))])).toEqual([]);
  });

  it('reckons a load in amperes with cos φ 0.95, and a three-phase line at 400 V', () => {
    // 20 A over 60 m: ΔU = 2 · 20 · 0.0175 · 60 · 0.95 / 2.5 = 15.96 V = 6.94 %.
    expect(check('line-voltage-drop', [line('c20', copper(2.5, 60, A(20)))])[0]?.message).toContain(`на линии 6,9${nbsp}%`);
    // 10 kW three-phase over 100 m: √3 · I · cos φ = P / U = 10000 / 400 = 25 A; ΔU = 25 · 0.0175 · 100 / 2.5 = 17.5 V = 4.375 %.
    expect(check('line-voltage-drop-margin', [line('c25-3p', copper(2.5, 100, kW(10)))], 'in-c40-4p')[0]?.message).toContain(
      `на линии 4,4${nbsp}%`,
    );
  });

  it('does not guess a drop for a line without a load', () => {
    expect(checkDesign(design(null, [line('c16', copper(1.5, 1000))]), facts).filter((f) => f.code.startsWith('line-voltage'))).toEqual([]);
  });
});

describe('loop impedance: does the breaker trip at once at the line’s end', () => {
  // Ik = Uф / (Zт/3 + 2ρL/S) with Zт/3 = 0.065 Ω (400 kVA, Y/Yн-0), ρ = 0.0175: for 2.5 mm²,
  // Ik = 230 / (0.065 + 0.014 · L). A C16 trips at once from 10 · 16 = 160 A: L ≤ (230 / 160 − 0.065) / 0.014 = 98.0 m.
  it('passes a C16 on 98 m of 2.5 mm²', () => {
    // Ik = 230 / (0.065 + 1.372) = 160.06 A ≥ 160 A.
    expect(check('line-loop', [line('c16', copper(2.5, 98))])).toEqual([]);
  });

  it('flags a C16 on 99 m of 2.5 mm²', () => {
    // Ik = 230 / (0.065 + 1.386) = 158.5 A < 160 A.
    expect(check('line-loop', [line('c16', copper(2.5, 99))])).toEqual([
      {
        level: 'warning',
        code: 'line-loop',
        message:
          `«Автомат 1P C16» (ряд 1): ток КЗ в конце линии около 159${nbsp}А — меньше 10 · In = 160${nbsp}А, при которых автомат C16 ` +
          `отключается мгновенно. При замыкании в конце линии он может не отключить её за 0,4${nbsp}с: сократите линию, ` +
          'увеличьте сечение или возьмите автомат с меньшим номиналом или характеристикой B.',
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('reads the curve: B16 trips from 80 A, D16 needs 320 A', () => {
    // At 99 m Ik = 158.5 A: ≥ 5 · 16 = 80 A for B; < 20 · 16 = 320 A for D.
    expect(
      check('line-loop', [line('b16', copper(2.5, 99), { label: 'B' }), line('d16', copper(2.5, 99), { label: 'D' })]).map(
        (f) => f.itemIndex,
      ),
    ).toEqual([2]);
    // D16 on 30 m: Ik = 230 / (0.065 + 0.42) = 474.2 A ≥ 320 A.
    expect(check('line-loop', [line('d16', copper(2.5, 30))])).toEqual([]);
  });
});

describe('an RCD against the loads behind it', () => {
  it('warns when the lines’ loads add up to more than its rating, even behind an input no bigger than it', () => {
    // 4.6 kW: I = 4600 / (230 · 0.95) = 21.05 A; plus 20 A = 41.05 A > 40 A.
    const findings = check('rcd-overloaded', [item('rcd40'), line('c25', copper(4, 10, kW(4.6))), line('c20', copper(2.5, 10, A(20)))]);
    expect(findings).toEqual([
      {
        level: 'warning',
        code: 'rcd-overloaded',
        message:
          `«УЗО 2P 40 А» (ряд 1): номинал 40${nbsp}А, а линии за ним нагружают его током 41,1${nbsp}А. УЗО перегружено: ` +
          `возьмите УЗО с номиналом не меньше 41,1${nbsp}А или разнесите линии на два УЗО.`,
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('counts a line without a load at its breaker’s rating, and says so', () => {
    // 25 A given + 16 A (the C16's rating) = 41 A > 40 A.
    const [finding] = check('rcd-overloaded', [item('rcd40'), line('c25', copper(4, 10, A(25))), item('c16')]);
    expect(finding?.message).toContain(`током 41${nbsp}А (линии без нагрузки — по номиналу их автоматов)`);
  });

  it('accepts loads that fit', () => {
    // 20 + 20 = 40 A ≤ 40 A; the ratings (20 + 20) fit too.
    expect(check('rcd-overloaded', [item('rcd40'), line('c20', copper(2.5, 10, A(20))), line('c20', copper(2.5, 10, A(20)))])).toEqual([]);
  });

  it('takes a three-phase RCD’s busiest pole', () => {
    // 4P 40 A RCD: three 20 A lines on L1, L2, L3 → 20 A a pole, fine; a fourth 25 A line on L1 → 45 A > 40 A.
    const on = (phase: Phase, amps: number) => line('c25', copper(4, 10, A(amps)), { phase });
    const lines = [item('rcd40-4p'), on('L1', 20), on('L2', 20), on('L3', 20)];
    expect(check('rcd-overloaded', lines, 'in-c40-4p')).toEqual([]);
    expect(check('rcd-overloaded', [...lines, on('L1', 25)], 'in-c40-4p')[0]?.message).toContain(`током 45${nbsp}А.`);
  });
});

describe('selectivity of the input and an outgoing breaker', () => {
  it('warns when the ratings are too close for the overload zone', () => {
    // ГОСТ IEC 60898-1: the input does not trip below 1.13 · 40 = 45.2 A; the C32 surely trips only from 1.45 · 32 = 46.4 A.
    expect(check('selectivity', [line('c32', copper(6, 10))])).toEqual([
      {
        level: 'warning',
        code: 'selectivity',
        message:
          `«Автомат 1P C32» (ряд 1) не селективен с вводным «Автомат 2P C40»: при перегрузке линии вводной не отключается до ` +
          `1,13 · 40${nbsp}А = 45,2${nbsp}А, а автомат линии отключается наверняка лишь от 1,45 · 32${nbsp}А = 46,4${nbsp}А. ` +
          'Авария на линии может отключить весь щит: возьмите вводной с большим номиналом или автомат линии меньше.',
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('accepts ratings far enough apart and an input of the same or a slower curve', () => {
    // C25: 45.2 A > 1.45 · 25 = 36.25 A; B16 under C40: the input's release starts at 5 · In, the line's at 3 · In.
    expect(check('selectivity', [item('c25'), item('c16'), item('b16')])).toEqual([]);
  });

  it('warns when the input’s curve is faster than the line’s', () => {
    // B40 input: instantaneous from 3 · In; a C16 line: from 5 · In. A C40 input under a D16 line: 5 · In against 10 · In.
    expect(check('selectivity', [item('c16')], 'in-b40')[0]?.message).toContain(
      'у вводного характеристика B (мгновенно от 3 · In), у автомата линии — C (от 5 · In): ' +
        'при КЗ на линии вводной может отключиться раньше',
    );
    expect(check('selectivity', [item('d16')]).map((f) => f.itemIndex)).toEqual([1]);
  });
});

describe('phases of a three-phase panel', () => {
  const on = (phase: Phase, amps: number) => line('c25', copper(4, 10, A(amps)), { phase });

  it('warns when the phases differ by more than 30 %', () => {
    // (Imax − Imin) / Imax = (20 − 10) / 20 = 50 % > 30 %.
    expect(check('phase-imbalance', [on('L1', 20), on('L2', 10), on('L3', 15)], 'in-c40-4p')).toEqual([
      {
        level: 'warning',
        code: 'phase-imbalance',
        message:
          `Фазы нагружены неравномерно: L1 — 20${nbsp}А, L2 — 10${nbsp}А, L3 — 15${nbsp}А; наименее нагруженная фаза меньше ` +
          `наиболее нагруженной на 50${nbsp}%, а допустимо не больше 30${nbsp}%. ` +
          'Нажмите «Распределить по фазам» или перенесите линии вручную.',
      },
    ]);
  });

  it('accepts 30 % exactly, and says nothing of a single-phase panel', () => {
    // (20 − 14) / 20 = 30 %.
    expect(check('phase-imbalance', [on('L1', 20), on('L2', 15), on('L3', 14)], 'in-c40-4p')).toEqual([]);
    expect(check('phase-imbalance', [on('L1', 20)])).toEqual([]);
  });

  it('hints at single-phase devices with no phase', () => {
    expect(check('phase-missing', [on('L1', 20), item('c16'), item('c20')], 'in-c40-4p')).toEqual([
      {
        level: 'hint',
        code: 'phase-missing',
        message:
          `Фаза не выбрана: 2${nbsp}устройства. Выберите каждому однофазному устройству L1, L2 или L3 ` +
          'или нажмите «Распределить по фазам».',
      },
    ]);
  });
});
