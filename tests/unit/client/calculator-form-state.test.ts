/**
 * The calculator form as the browser edits it (client/features/calculators/form-state.ts): rows
 * left blank are not sent, as a GET form's untouched rows are dropped by the calculator
 * (docs/calculators.md, "Lists"), and messages land on the rows the visitor sees.
 */
import { describe, expect, it } from 'vitest';
import { blankRow, formErrors, formQuery, formState, isBlankRow } from '#client/features/calculators/form-state';
import { view as powerView } from '#client/features/calculators/views/power-consumption';
import { view as cableView } from '#client/features/calculators/views/cable-section';

const loads = powerView.lists.loads!;

describe('form state', () => {
  it('reads the values of a fresh form into fields and rows, and writes them back as the same query', () => {
    const fresh = powerView.evaluate(new URLSearchParams());
    expect(fresh.state).toBe('empty');
    const state = formState(powerView, fresh.values);
    expect(state.lists.loads!.map((row) => row.values.name)).toEqual(['Освещение', 'Розетки', 'Электроплита']);
    const { query } = formQuery(powerView, state);
    expect(query.getAll('name')).toEqual(['Освещение', 'Розетки', 'Электроплита']);
    const computed = powerView.evaluate(query);
    expect(computed.state).toBe('computed');
  });

  it('a row is blank when every field is empty or still its default', () => {
    expect(isBlankRow(loads, blankRow(loads))).toBe(true);
    expect(isBlankRow(loads, { ...blankRow(loads), count: ' 1 ' })).toBe(true);
    expect(isBlankRow(loads, { ...blankRow(loads), name: 'Насос' })).toBe(false);
  });

  it('leaves blank rows out of the query and moves row messages to the rows on screen', () => {
    const state = formState(powerView, powerView.evaluate(new URLSearchParams()).values);
    const rows = state.lists.loads!;
    // A blank row between the first and the others, and a wrong power in the last row.
    const edited = {
      ...state,
      lists: {
        loads: [rows[0]!, { key: 9, values: blankRow(loads) }, rows[1]!, { ...rows[2]!, values: { ...rows[2]!.values, power: '0' } }],
      },
    };
    const { query, sentRows } = formQuery(powerView, edited);
    expect(query.getAll('power')).toEqual(['1,5', '3', '0']);
    expect(sentRows.loads).toEqual([0, 2, 3]);
    const outcome = powerView.evaluate(query);
    expect(outcome.errors).toEqual({ 'power.2': 'Поле Мощность (строка 3) должно быть больше 0' });
    expect(formErrors(powerView, outcome.errors, sentRows)).toEqual({ 'power.3': 'Поле Мощность (строка 4) должно быть больше 0' });
  });

  it('a list with every row removed is the list’s own message, not its default rows', () => {
    const state = formState(powerView, powerView.evaluate(new URLSearchParams()).values);
    const { query } = formQuery(powerView, { ...state, lists: { loads: [] } });
    const outcome = powerView.evaluate(query);
    expect(outcome.state).toBe('invalid');
    expect(outcome.errors.loads).toBe('Поле Нагрузки должно содержать хотя бы одну строку');
  });

  it('a form without lists sends its fields as typed', () => {
    const state = formState(cableView, cableView.evaluate(new URLSearchParams('power=7,5')).values);
    expect(state.fields.power).toBe('7,5');
    expect(formQuery(cableView, state).query.get('power')).toBe('7,5');
  });
});
