import { describe, expect, it } from 'vitest';
import { refusals } from '#shared/designer/announcements';
import { emptyDesign, type Design } from '#shared/designer/design';
import { applyEdit } from '#shared/designer/edits';
import { historyLimit, initialHistory, reduceHistory, type HistoryAction, type HistoryState } from '#shared/designer/history';
import { designLimits } from '#shared/designer/limits';
import { decodeDesign, encodeDesign } from '#shared/designer/url-encoding';
import { design, fact, factsOf, item } from './catalogue';

const nbsp = '\u00a0';
const breaker = fact('b16', 'breaker', { name: 'Автоматический выключатель ВА47-29 1P 16 А', ratedCurrent: 16 });
const rcd = fact('rcd40', 'rcd', { name: 'УЗО ВД1-63 2P 40 А 30 мА', ratedCurrent: 40, leakage: 30, modules: 2 });
const box = fact('box-24', 'enclosure', { name: 'Корпус ЩРН-24', enclosure: { rows: 2, modulesPerRow: 12 } });
const box12 = fact('box-12', 'enclosure', { name: 'Корпус ЩРН-12', enclosure: { rows: 1, modulesPerRow: 12 } });
const facts = factsOf(breaker, rcd, box, box12);

const run = (state: HistoryState, ...actions: HistoryAction[]) => actions.reduce((s, action) => reduceHistory(s, action, facts), state);
const start = (value: Design = emptyDesign) => initialHistory(value);

describe('edits say what they did', () => {
  it('adds a device at the end of a row, with its label and quantity', () => {
    const state = run(start(), { type: 'add', productId: 'b16', rowIndex: 0, label: 'Кухня, розетки', quantity: 2 });
    expect(state.present).toEqual(design(null, [item('b16', { label: 'Кухня, розетки', quantity: 2 })]));
    expect(state.announcement).toBe(`Добавлено в ряд 1: Автоматический выключатель ВА47-29 1P 16 А, «Кухня, розетки», 2${nbsp}шт.`);
  });

  it('adds at a place in the row, and into a new row one past the last', () => {
    const state = run(
      start(design(null, [item('b16')])),
      { type: 'add', productId: 'rcd40', rowIndex: 0, itemIndex: 0 },
      { type: 'add', productId: 'b16', rowIndex: 1, label: '  Свет,\n  кухня ' },
    );
    expect(state.present).toEqual(design(null, [item('rcd40'), item('b16')], [item('b16', { label: 'Свет, кухня' })]));
    expect(state.announcement).toBe('Добавлено в ряд 2: Автоматический выключатель ВА47-29 1P 16 А, «Свет, кухня»');
  });

  it('names a device gone from the catalogue by its id', () => {
    expect(run(start(design(null, [item('old-one')])), { type: 'remove', at: { rowIndex: 0, itemIndex: 0 } }).announcement).toBe(
      'Удалено из ряда 1: old-one',
    );
  });

  it('removes', () => {
    const state = run(start(design(null, [item('rcd40'), item('b16', { label: 'Свет' })])), {
      type: 'remove',
      at: { rowIndex: 0, itemIndex: 1 },
    });
    expect(state.present).toEqual(design(null, [item('rcd40')]));
    expect(state.announcement).toBe('Удалено из ряда 1: Автоматический выключатель ВА47-29 1P 16 А, «Свет»');
  });

  it('moves to another row and within a row', () => {
    const initial = design(null, [item('rcd40'), item('b16', { label: 'a' }), item('b16', { label: 'b' })], []);
    const across = run(start(initial), { type: 'move', from: { rowIndex: 0, itemIndex: 1 }, to: { rowIndex: 1, itemIndex: 0 } });
    expect(across.present).toEqual(design(null, [item('rcd40'), item('b16', { label: 'b' })], [item('b16', { label: 'a' })]));
    expect(across.announcement).toBe('Перемещено из ряда 1 в ряд 2: Автоматический выключатель ВА47-29 1P 16 А, «a»');
    const within = run(start(initial), { type: 'move', from: { rowIndex: 0, itemIndex: 0 }, to: { rowIndex: 0, itemIndex: 2 } });
    expect(within.present).toEqual(design(null, [item('b16', { label: 'a' }), item('b16', { label: 'b' }), item('rcd40')], []));
    expect(within.announcement).toBe('Перемещено на место 3 в ряду 1: УЗО ВД1-63 2P 40 А 30 мА');
  });

  it('changes a quantity and a label', () => {
    const at = { rowIndex: 0, itemIndex: 0 };
    const state = run(start(design(null, [item('b16', { label: 'Свет' })])), { type: 'setQuantity', at, quantity: 3 });
    expect(state.announcement).toBe('Количество изменено на 3: Автоматический выключатель ВА47-29 1P 16 А, «Свет»');
    const labelled = run(state, { type: 'setLabel', at, label: 'Свет, коридор' });
    expect(labelled.present).toEqual(design(null, [item('b16', { label: 'Свет, коридор', quantity: 3 })]));
    expect(labelled.announcement).toBe('Подпись изменена на «Свет, коридор»: Автоматический выключатель ВА47-29 1P 16 А');
    expect(run(labelled, { type: 'setLabel', at, label: '   ' }).announcement).toBe(
      'Подпись удалена: Автоматический выключатель ВА47-29 1P 16 А',
    );
  });

  it('marks one input and unmarks the others', () => {
    const state = run(start(design(null, [item('b16', { input: true }), item('rcd40')], [item('b16')])), {
      type: 'setInput',
      at: { rowIndex: 1, itemIndex: 0 },
    });
    expect(state.present).toEqual(design(null, [item('b16'), item('rcd40')], [item('b16', { input: true })]));
    expect(state.announcement).toBe('Вводной аппарат: Автоматический выключатель ВА47-29 1P 16 А');
    const cleared = run(state, { type: 'setInput', at: null });
    expect(cleared.present).toEqual(design(null, [item('b16'), item('rcd40')], [item('b16')]));
    expect(cleared.announcement).toBe('Вводной аппарат не отмечен');
  });

  it('sets the enclosure and gives the design its rows, keeping rows with devices', () => {
    const chosen = run(start(), { type: 'setEnclosure', productId: 'box-24' });
    expect(chosen.present).toEqual(design('box-24', [], []));
    expect(chosen.announcement).toBe('Выбран корпус: Корпус ЩРН-24');
    const smaller = run(chosen, { type: 'setEnclosure', productId: 'box-12' });
    expect(smaller.present).toEqual(design('box-12', []));
    const full = run(start(design('box-24', [], [item('b16')])), { type: 'setEnclosure', productId: 'box-12' });
    expect(full.present).toEqual(design('box-12', [], [item('b16')]));
    const removed = run(smaller, { type: 'setEnclosure', productId: null });
    expect(removed.present).toEqual(design(null, []));
    expect(removed.announcement).toBe('Корпус убран');
  });

  it('adds and removes rows', () => {
    const added = run(start(), { type: 'addRow' });
    expect(added.present.rows).toHaveLength(2);
    expect(added.announcement).toBe('Добавлен ряд 2');
    const removed = run(start(design(null, [item('b16', { quantity: 2 }), item('rcd40')], [])), { type: 'removeRow', rowIndex: 0 });
    expect(removed.present).toEqual(design(null, []));
    expect(removed.announcement).toBe(`Удалён ряд 1 вместе с устройствами: 3${nbsp}шт.`);
  });
});

describe('what changes nothing', () => {
  it.each<[string, HistoryAction]>([
    ['a move to the same place', { type: 'move', from: { rowIndex: 0, itemIndex: 1 }, to: { rowIndex: 0, itemIndex: 1 } }],
    ['a position that is not there', { type: 'remove', at: { rowIndex: 3, itemIndex: 0 } }],
    ['the same quantity', { type: 'setQuantity', at: { rowIndex: 0, itemIndex: 0 }, quantity: 1 }],
    ['the same label once normalized', { type: 'setLabel', at: { rowIndex: 0, itemIndex: 0 }, label: ' Ввод ' }],
    ['the same input', { type: 'setInput', at: { rowIndex: 0, itemIndex: 0 } }],
    ['the same enclosure', { type: 'setEnclosure', productId: null }],
    ['an id no product can have', { type: 'add', productId: 'b 16', rowIndex: 0 }],
    ['a row past the new one', { type: 'add', productId: 'b16', rowIndex: 5 }],
  ])('%s returns the state itself', (_, action) => {
    const state = start(design(null, [item('b16', { label: 'Ввод', input: true }), item('rcd40')]));
    expect(reduceHistory(state, action, facts)).toBe(state);
  });
});

describe('limits are kept, and the visitor hears why', () => {
  it('refuses a quantity out of range', () => {
    const state = start(design(null, [item('b16')]));
    for (const quantity of [0, designLimits.quantity + 1, 1.5]) {
      const next = run(state, { type: 'setQuantity', at: { rowIndex: 0, itemIndex: 0 }, quantity });
      expect(next.present).toBe(state.present);
      expect(next.past).toEqual([]);
      expect(next.announcement).toBe(refusals.quantity);
    }
  });

  it('refuses a row too many, an item too many and removing the last row', () => {
    const rows = Array.from({ length: designLimits.rows }, () => [item('b16')]);
    expect(run(start(design(null, ...rows)), { type: 'addRow' }).announcement).toBe(refusals.rows);
    expect(run(start(design(null, ...rows)), { type: 'add', productId: 'b16', rowIndex: designLimits.rows }).announcement).toBe(
      refusals.rows,
    );
    const full = design(
      null,
      Array.from({ length: designLimits.itemsPerRow }, () => item('b16')),
      [],
    );
    expect(run(start(full), { type: 'add', productId: 'b16', rowIndex: 0 }).announcement).toBe(refusals.itemsPerRow);
    expect(run(start(full), { type: 'move', from: { rowIndex: 1, itemIndex: 0 }, to: { rowIndex: 0, itemIndex: 0 } })).toEqual(start(full));
    expect(run(start(), { type: 'removeRow', rowIndex: 0 }).announcement).toBe(refusals.lastRow);
  });

  it('refuses devices past the bound of the whole design, however they are added', () => {
    const rows = Array.from({ length: designLimits.devices / designLimits.quantity }, () => [
      item('b16', { quantity: designLimits.quantity }),
    ]);
    const full = start(design(null, ...rows.slice(0, -1), [item('b16', { quantity: designLimits.quantity - 1 }), item('rcd40')]));
    const added = run(full, { type: 'add', productId: 'b16', rowIndex: 0 });
    expect(added.present).toBe(full.present);
    expect(added.announcement).toBe(refusals.devices);
    expect(refusals.devices).toBe('Не добавлено: в щите не больше 96 устройств.');
    const more = run(full, { type: 'setQuantity', at: { rowIndex: rows.length - 1, itemIndex: 1 }, quantity: 2 });
    expect(more.present).toBe(full.present);
    expect(more.announcement).toBe('Количество не изменено: в щите не больше 96 устройств.');
    // Fewer is always fine, and a design at the bound opens from its own link.
    const fewer = run(full, { type: 'setQuantity', at: { rowIndex: 0, itemIndex: 0 }, quantity: 1 });
    expect(fewer.present.rows[0]?.items[0]?.quantity).toBe(1);
    expect(decodeDesign(encodeDesign(full.present))).toEqual({ ok: true, design: full.present });
  });

  it('never makes a design its address cannot carry', () => {
    let state = start();
    const label = '😀'.repeat(designLimits.labelLength);
    for (let i = 0; i < 30 && state.announcement !== refusals.encodedLength; i += 1) {
      state = run(state, { type: 'add', productId: `product-${i}`, rowIndex: Math.floor(i / 10), label });
    }
    expect(state.announcement).toBe(refusals.encodedLength);
    expect(encodeDesign(state.present).length).toBeLessThanOrEqual(designLimits.encodedLength);
    expect(decodeDesign(encodeDesign(state.present))).toEqual({ ok: true, design: state.present });
  });

  it('lets an over-long design loaded from elsewhere shrink', () => {
    const label = '😀'.repeat(designLimits.labelLength);
    const long = design(
      null,
      Array.from({ length: 12 }, (_, i) => item(`product-${i}`, { label })),
    );
    expect(encodeDesign(long).length).toBeGreaterThan(designLimits.encodedLength);
    const state = run(start(long), { type: 'remove', at: { rowIndex: 0, itemIndex: 0 } });
    expect(state.present.rows[0]?.items).toHaveLength(11);
    const grown = run(state, { type: 'add', productId: 'b16', rowIndex: 0 });
    expect(grown.present).toBe(state.present);
    expect(grown.announcement).toBe(refusals.encodedLength);
  });

  it('refuses through applyEdit too, for callers without a history', () => {
    expect(applyEdit(emptyDesign, { type: 'add', productId: 'b16', rowIndex: 0, quantity: 0 }, facts)).toEqual({
      status: 'refused',
      message: refusals.quantity,
    });
  });
});

describe('undo and redo', () => {
  const add = (label: string): HistoryAction => ({ type: 'add', productId: 'b16', rowIndex: 0, label });

  it('undoes and redoes, announcing what', () => {
    const added = run(start(), add('Свет'));
    const undone = run(added, { type: 'undo' });
    expect(undone.present).toEqual(emptyDesign);
    expect(undone.announcement).toBe('Отменено: добавление в ряд 1 — Автоматический выключатель ВА47-29 1P 16 А, «Свет»');
    const redone = run(undone, { type: 'redo' });
    expect(redone.present).toEqual(added.present);
    expect(redone.announcement).toBe('Повторено: добавление в ряд 1 — Автоматический выключатель ВА47-29 1P 16 А, «Свет»');
    expect(redone.past).toHaveLength(1);
    expect(redone.future).toHaveLength(0);
  });

  it('walks several steps back and forth', () => {
    const state = run(start(), add('a'), add('b'), add('c'));
    const labels = (s: HistoryState) => s.present.rows[0]?.items.map((i) => i.label);
    const back = run(state, { type: 'undo' }, { type: 'undo' });
    expect(labels(back)).toEqual(['a']);
    expect(labels(run(back, { type: 'redo' }))).toEqual(['a', 'b']);
    expect(labels(run(back, { type: 'undo' }, { type: 'redo' }, { type: 'redo' }, { type: 'redo' }))).toEqual(['a', 'b', 'c']);
  });

  it('forgets the redo steps on a new edit', () => {
    const state = run(start(), add('a'), add('b'), { type: 'undo' }, add('c'));
    expect(state.future).toEqual([]);
    expect(state.present.rows[0]?.items.map((i) => i.label)).toEqual(['a', 'c']);
    expect(run(state, { type: 'redo' }).announcement).toBe('Повторять нечего');
  });

  it('says when there is nothing to undo, and counts every announcement', () => {
    const state = run(start(), { type: 'undo' });
    expect(state.announcement).toBe('Отменять нечего');
    expect(run(state, { type: 'undo' }).revision).toBe(2);
  });

  it(`keeps the last ${historyLimit} steps`, () => {
    const relabel = (i: number): HistoryAction => ({ type: 'setLabel', at: { rowIndex: 0, itemIndex: 0 }, label: `${i + 1}` });
    let state = run(start(design(null, [item('b16')])), ...Array.from({ length: historyLimit + 5 }, (_, i) => relabel(i)));
    expect(state.past).toHaveLength(historyLimit);
    for (let i = 0; i < historyLimit; i += 1) state = run(state, { type: 'undo' });
    expect(state.present).toEqual(design(null, [item('b16', { label: '5' })]));
    expect(run(state, { type: 'undo' }).announcement).toBe('Отменять нечего');
  });

  it('starts afresh on load', () => {
    const state = run(start(), add('a'), { type: 'load', design: design('box-24', [], []) });
    expect(state.present).toEqual(design('box-24', [], []));
    expect(state.past).toEqual([]);
    expect(state.announcement).toBe('');
  });
});
