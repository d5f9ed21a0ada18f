import { describe, expect, it } from 'vitest';
import { designSchema } from '#shared/contract/elpanels';
import { refusals } from '#shared/designer/announcements';
import type { Design, DesignLine } from '#shared/designer/design';
import { applyEdit, type EditOutcome } from '#shared/designer/edits';
import { lineMessages, lineProblem } from '#shared/designer/line';
import { balancedPhases, phasePlanOf } from '#shared/designer/phases';
import { design, fact, factsOf, item } from './catalogue';

const nbsp = '\u00a0';
const input3 = fact('in40', 'breaker', { name: 'Автомат 4P 40 А', poles: '4P', ratedCurrent: 40, modules: 4 });
const input1 = fact('in40-2', 'breaker', { name: 'Автомат 2P 40 А', poles: '2P', ratedCurrent: 40, modules: 2 });
const b16 = fact('b16', 'breaker', { name: 'Автомат 1P 16 А', poles: '1P', ratedCurrent: 16 });
const b10 = fact('b10', 'breaker', { name: 'Автомат 1P 10 А', poles: '1P', ratedCurrent: 10 });
const b3p = fact('b3p', 'breaker', { name: 'Автомат 3P 25 А', poles: '3P', ratedCurrent: 25, modules: 3 });
const rcd2 = fact('rcd2', 'rcd', { name: 'УЗО 2P 40 А', poles: '2P', ratedCurrent: 40, leakage: 30, modules: 2 });
const spd = fact('spd', 'spd', { name: 'УЗИП 1P', poles: '1P' });
const facts = factsOf(input3, input1, b16, b10, b3p, rcd2, spd);

const at = (rowIndex: number, itemIndex: number) => ({ rowIndex, itemIndex });
const cable: DesignLine = { material: 'copper', section: 2.5, length: 18 };
const changed = (outcome: EditOutcome) => {
  if (outcome.status !== 'changed') throw new Error(`not changed: ${JSON.stringify(outcome)}`);
  return outcome;
};
const threePhase = (...items: ReturnType<typeof item>[]): Design => design(null, [item('in40', { input: true }), ...items]);

describe('a line’s bounds', () => {
  it.each<[string, DesignLine, string]>([
    ['a section off the series', { ...cable, section: 3 }, lineMessages.section],
    ['an unknown material', { ...cable, material: 'gold' as never }, lineMessages.material],
    ['a length of zero', { ...cable, length: 0 }, lineMessages.length],
    ['a negative length', { ...cable, length: -5 }, lineMessages.length],
    ['NaN for a length', { ...cable, length: Number.NaN }, lineMessages.length],
    ['an infinite length', { ...cable, length: Number.POSITIVE_INFINITY }, lineMessages.length],
    ['a length past 1000 m', { ...cable, length: 1000.1 }, lineMessages.length],
    ['a length finer than 0.1 m', { ...cable, length: 18.25 }, lineMessages.length],
    ['a load of 0 kW', { ...cable, load: { value: 0, unit: 'kW' } }, lineMessages.loadkW],
    ['a negative load', { ...cable, load: { value: -1, unit: 'A' } }, lineMessages.loadA],
    ['a load past 250 A', { ...cable, load: { value: 250.1, unit: 'A' } }, lineMessages.loadA],
    ['a load past 100 kW', { ...cable, load: { value: 100.5, unit: 'kW' } }, lineMessages.loadkW],
    ['a load in watts', { ...cable, load: { value: 5, unit: 'W' as never } }, lineMessages.loadUnit],
  ])('refuses %s with a Russian message', (_, line, message) => {
    expect(lineProblem(line)).toBe(message);
  });

  it('says the bounds in the site’s validation style', () => {
    expect(lineMessages.length).toBe(`Поле Длина линии должно быть числом от 0,1${nbsp}м до 1000${nbsp}м, не точнее 0,1${nbsp}м`);
    expect(lineMessages.loadkW).toBe(`Поле Нагрузка должно быть числом от 0,01${nbsp}кВт до 100${nbsp}кВт, не точнее 0,01${nbsp}кВт`);
    expect(lineMessages.loadA).toBe(`Поле Нагрузка должно быть числом от 0,1${nbsp}А до 250${nbsp}А, не точнее 0,1${nbsp}А`);
    expect(lineMessages.section).toBe('Поле Сечение должно быть выбрано из списка');
  });

  it('accepts the bounds themselves', () => {
    for (const line of [
      { ...cable, section: 1.5, length: 0.1, load: { value: 0.01, unit: 'kW' as const } },
      { ...cable, section: 240, length: 1000, load: { value: 250, unit: 'A' as const } },
      { ...cable, material: 'aluminium' as const, length: 18.3, load: { value: 100, unit: 'kW' as const } },
    ]) {
      expect(lineProblem(line)).toBeNull();
    }
  });

  it('bounds a design the contract carries the same way', () => {
    const withLine = (line: unknown) => ({
      enclosureId: null,
      rows: [{ items: [{ productId: 'b16', quantity: 1, label: '', phase: 'L2', line }] }],
    });
    expect(designSchema.safeParse(withLine(cable)).success).toBe(true);
    const refused = designSchema.safeParse(withLine({ ...cable, length: -1 }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(lineMessages.length);
    expect(
      designSchema.safeParse({ enclosureId: null, rows: [{ items: [{ productId: 'b', quantity: 1, label: '', phase: 'L4' }] }] }).success,
    ).toBe(false);
  });
});

describe('setLine', () => {
  const panel = threePhase(item('b16', { label: 'Кухня' }), item('rcd2'));

  it('gives an outgoing breaker its line and says it', () => {
    const outcome = changed(
      applyEdit(panel, { type: 'setLine', at: at(0, 1), line: { ...cable, load: { value: 3.5, unit: 'kW' } } }, facts),
    );
    expect(outcome.design.rows[0]!.items[1]!.line).toEqual({ ...cable, load: { value: 3.5, unit: 'kW' } });
    expect(outcome.texts).toEqual({
      done: `Линия медь 2,5${nbsp}мм², 18${nbsp}м, 3,5${nbsp}кВт: Автомат 1P 16 А, «Кухня»`,
      what: `изменение линии на медь 2,5${nbsp}мм², 18${nbsp}м, 3,5${nbsp}кВт — Автомат 1P 16 А, «Кухня»`,
    });
  });

  it('stores the numbers on their steps, so the address writes what was typed', () => {
    const outcome = changed(applyEdit(panel, { type: 'setLine', at: at(0, 1), line: { ...cable, length: 0.1 + 0.2 } }, facts));
    expect(outcome.design.rows[0]!.items[1]!.line?.length).toBe(0.3);
  });

  it('removes a line', () => {
    const withLine = threePhase(item('b16', { line: cable }));
    const outcome = changed(applyEdit(withLine, { type: 'setLine', at: at(0, 1), line: null }, facts));
    expect(outcome.design.rows[0]!.items[1]).toEqual(item('b16'));
    expect(outcome.texts.done).toBe('Линия удалена: Автомат 1P 16 А');
    expect(applyEdit(panel, { type: 'setLine', at: at(0, 1), line: null }, facts).status).toBe('unchanged');
  });

  it('refuses a line on the input, an RCD or a product gone from the catalogue', () => {
    for (const position of [at(0, 0), at(0, 2)]) {
      expect(applyEdit(panel, { type: 'setLine', at: position, line: cable }, facts)).toEqual({
        status: 'refused',
        message: refusals.lineDevice,
      });
    }
    expect(applyEdit(design(null, [item('gone')]), { type: 'setLine', at: at(0, 0), line: cable }, facts).status).toBe('refused');
  });

  it('refuses an out-of-range value with its field’s message', () => {
    expect(applyEdit(panel, { type: 'setLine', at: at(0, 1), line: { ...cable, length: 0 } }, facts)).toEqual({
      status: 'refused',
      message: `Линия не задана: поле Длина линии должно быть числом от 0,1${nbsp}м до 1000${nbsp}м, не точнее 0,1${nbsp}м.`,
    });
  });
});

describe('setPhase', () => {
  it('puts a single-phase device of a three-phase panel on a phase', () => {
    const outcome = changed(applyEdit(threePhase(item('b16', { label: 'Свет' })), { type: 'setPhase', at: at(0, 1), phase: 'L2' }, facts));
    expect(outcome.design.rows[0]!.items[1]!.phase).toBe('L2');
    expect(outcome.texts).toEqual({ done: 'Фаза L2: Автомат 1P 16 А, «Свет»', what: 'выбор фазы L2 — Автомат 1P 16 А, «Свет»' });
  });

  it('refuses in a single-phase panel (a 2-pole input) and in one with no input', () => {
    for (const panel of [design(null, [item('in40-2', { input: true }), item('b16')]), design(null, [item('in40'), item('b16')])]) {
      expect(applyEdit(panel, { type: 'setPhase', at: at(0, 1), phase: 'L1' }, facts)).toEqual({
        status: 'refused',
        message: refusals.singlePhasePanel,
      });
    }
  });

  it('refuses a three-phase device and the input', () => {
    for (const position of [at(0, 0), at(0, 1)]) {
      expect(applyEdit(threePhase(item('b3p')), { type: 'setPhase', at: position, phase: 'L1' }, facts)).toEqual({
        status: 'refused',
        message: refusals.phaseDevice,
      });
    }
  });

  it('leaves a line behind a single-phase RCD on the RCD’s phase', () => {
    const panel = threePhase(item('rcd2', { phase: 'L3' }), item('b16'));
    expect(applyEdit(panel, { type: 'setPhase', at: at(0, 2), phase: 'L1' }, facts)).toEqual({
      status: 'refused',
      message: 'Фаза не задана: линия за однофазным УЗО «УЗО 2P 40 А» на его фазе. Выберите фазу УЗО.',
    });
    expect(phasePlanOf(panel, facts).items[2]).toMatchObject({ role: 'follows-rcd', phase: 'L3' });
  });
});

describe('per-phase loads', () => {
  it('turns kW into A at 230 V and cos φ 0.95, and counts a three-phase line on every phase', () => {
    // I = P / (U · cos φ) = 2300 / (230 · 0.95) = 10.5263 A; the 3P line: 25 A rating on each phase (no load given).
    // The L1 power: 10.5263 + 25 = 35.5263 A · 230 V · 0.95 / 1000 = 7.7625 kW.
    const panel = threePhase(
      item('b16', { phase: 'L1', line: { ...cable, load: { value: 2.3, unit: 'kW' } } }),
      item('b16', { phase: 'L2', line: { ...cable, load: { value: 7, unit: 'A' } }, quantity: 2 }),
      item('b3p'),
    );
    const [l1, l2, l3] = phasePlanOf(panel, facts).loads;
    expect(l1!.current).toBeCloseTo(35.5263, 4);
    expect(l1!.power).toBeCloseTo(7.7625, 4);
    expect(l2!.current).toBeCloseTo(14 + 25, 6);
    expect(l3!.current).toBeCloseTo(25, 6);
    expect(l1!.devices.map((placed) => placed.itemIndex)).toEqual([1]);
    expect(l2!.fromRating).toBe(0);
  });

  it('counts a line without a load by its breaker’s rating, and says so', () => {
    const [l1] = phasePlanOf(threePhase(item('b16', { phase: 'L1' })), facts).loads;
    expect(l1).toMatchObject({ current: 16, fromRating: 1 });
  });

  it('is empty for a single-phase panel', () => {
    const plan = phasePlanOf(design(null, [item('in40-2', { input: true }), item('b16', { phase: 'L1' })]), facts);
    expect(plan).toMatchObject({ threePhase: false, loads: [], imbalance: null });
  });

  it('measures the imbalance as (Imax − Imin) / Imax', () => {
    // L1 20 A, L2 10 A, L3 15 A: (20 − 10) / 20 = 0.5.
    const load = (value: number, phase: 'L1' | 'L2' | 'L3') => item('b16', { phase, line: { ...cable, load: { value, unit: 'A' } } });
    expect(phasePlanOf(threePhase(load(20, 'L1'), load(10, 'L2'), load(15, 'L3')), facts).imbalance).toBeCloseTo(0.5, 9);
  });
});

describe('«Распределить по фазам»', () => {
  const load = (value: number, label: string) => item('b16', { label, line: { ...cable, load: { value, unit: 'A' } } });

  it('puts the largest first onto the least-loaded phase', () => {
    // Largest first: 10 → L1 (all 0, L1 first); 8 → L2; 6 → L3; 5 → L3 (6 < 8 < 10) = 11; 4 → L2 = 12; 3 → L1 = 13.
    const panel = threePhase(load(5, 'a'), load(3, 'b'), load(10, 'c'), load(8, 'd'), load(6, 'e'), load(4, 'f'));
    const outcome = changed(applyEdit(panel, { type: 'balancePhases' }, facts));
    expect(outcome.design.rows[0]!.items.slice(1).map((placed) => placed.phase)).toEqual(['L3', 'L1', 'L1', 'L2', 'L3', 'L2']);
    expect(outcome.texts).toEqual({
      done: `Распределено по фазам: L1 — 13${nbsp}А, L2 — 12${nbsp}А, L3 — 11${nbsp}А`,
      what: 'распределение по фазам',
    });
  });

  it('moves a single-phase RCD with the lines behind it as one, and leaves other devices alone', () => {
    // The RCD carries 16 + 10 = 26 A (ratings: no loads given) → L1; the 20 A line → L2; the 3 A line → L3.
    // The surge protector keeps its L1 and draws nothing, so every phase starts at 0.
    const panel = design(
      null,
      [item('in40', { input: true }), item('spd', { phase: 'L1' }), load(20, 'x'), load(3, 'y')],
      [item('rcd2'), item('b16'), item('b10')],
    );
    const chosen = balancedPhases(panel, facts)!;
    expect(Object.fromEntries(chosen)).toEqual({ '1:0': 'L1', '0:2': 'L2', '0:3': 'L3' });
  });

  it('gives the same answer every time, and an equal tie by the design’s order', () => {
    const panel = threePhase(load(5, 'a'), load(5, 'b'), load(5, 'c'));
    const first = changed(applyEdit(panel, { type: 'balancePhases' }, facts)).design;
    expect(first.rows[0]!.items.slice(1).map((placed) => placed.phase)).toEqual(['L1', 'L2', 'L3']);
    expect(changed(applyEdit(panel, { type: 'balancePhases' }, facts)).design).toEqual(first);
    expect(applyEdit(first, { type: 'balancePhases' }, facts)).toEqual({ status: 'refused', message: refusals.balanceDone });
  });

  it('refuses a single-phase panel and one with nothing to distribute', () => {
    expect(applyEdit(design(null, [item('b16')]), { type: 'balancePhases' }, facts)).toEqual({
      status: 'refused',
      message: refusals.balanceSinglePhase,
    });
    expect(applyEdit(threePhase(item('b3p')), { type: 'balancePhases' }, facts)).toEqual({
      status: 'refused',
      message: refusals.balanceNothing,
    });
  });
});
