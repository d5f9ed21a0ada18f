import type { Design, ItemPosition } from '#shared/designer/design';

/**
 * Where keyboard focus goes after an edit in the designer (docs/designer.md, "Designer page"). An
 * edit redraws the rows, so the control that was pressed may be gone or, after a move, belong to
 * another device: the page moves focus to the control named here, by its `data-focus` key. Each
 * edit gives candidates in order; the first one present and enabled takes focus.
 */

/** An item's controls, as RowEditor and its line editor draw them. */
export type ItemControl =
  | 'label'
  | 'quantity'
  | 'phase'
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'input'
  | 'remove'
  /** The «Линия» disclosure's summary. */
  | 'line'
  | 'line-material'
  | 'line-section'
  | 'line-length'
  | 'line-load'
  | 'line-load-unit'
  | 'line-remove';

export const focusKeys = {
  item: (at: ItemPosition, control: ItemControl) => `item-${at.rowIndex}-${at.itemIndex}-${control}`,
  /** The empty row's «Добавить устройство в ряд N». */
  rowAdd: (rowIndex: number) => `row-${rowIndex}-add`,
  rowRemove: (rowIndex: number) => `row-${rowIndex}-remove`,
  /** The add form's device select, where «Добавить устройство в ряд N» takes the visitor. */
  addDevice: 'add-device',
  undo: 'history-undo',
  redo: 'history-redo',
  /** «Распределить по фазам». */
  balance: 'phases-balance',
} as const;

/**
 * After a control of the item at `at` changed `design` (the design before the edit): the moved
 * device's same control — or, when that one is now disabled (moved to the row's end), its
 * opposite —; after a removal, the next device's «Удалить», else the previous one's, else the
 * row's add control; after «Убрать линию», which goes with the line, its «Линия» disclosure. Any
 * other control (a field, the phase, «Ввод») stays where it is, and so does focus: none is named.
 */
export function focusAfterItemEdit(design: Design, at: ItemPosition, control: ItemControl): string[] {
  const { rowIndex, itemIndex } = at;
  const rowLength = (index: number) => design.rows[index]?.items.length ?? 0;
  const item = focusKeys.item;
  switch (control) {
    case 'left': {
      const to = { rowIndex, itemIndex: itemIndex - 1 };
      return [item(to, 'left'), item(to, 'right')];
    }
    case 'right': {
      const to = { rowIndex, itemIndex: itemIndex + 1 };
      return [item(to, 'right'), item(to, 'left')];
    }
    case 'up': {
      const to = { rowIndex: rowIndex - 1, itemIndex: rowLength(rowIndex - 1) };
      return [item(to, 'up'), item(to, 'down')];
    }
    case 'down': {
      const to = { rowIndex: rowIndex + 1, itemIndex: rowLength(rowIndex + 1) };
      return [item(to, 'down'), item(to, 'up')];
    }
    case 'remove':
      return [item(at, 'remove'), item({ rowIndex, itemIndex: itemIndex - 1 }, 'remove'), focusKeys.rowAdd(rowIndex)];
    case 'line-remove':
      return [item(at, 'line')];
    default:
      // A field, a select or «Ввод» is still there after its edit, and a field's edit is made as
      // the visitor leaves it (Tab, a click elsewhere): focus stays wherever the visitor took it.
      return [];
  }
}

/** After «Удалить ряд»: the next row's, else the previous row's. */
export function focusAfterRowRemoval(rowIndex: number): string[] {
  return [focusKeys.rowRemove(rowIndex), focusKeys.rowRemove(rowIndex - 1)];
}

/**
 * After undo or redo: the control that had focus, if it is still there and enabled (Ctrl+Z on a
 * device's button, or «Отменить» with more to undo); else the other history button, which the
 * step just enabled.
 */
export function focusAfterHistoryStep(focused: string | undefined, step: 'undo' | 'redo'): string[] {
  const other = step === 'undo' ? focusKeys.redo : focusKeys.undo;
  return focused ? [focused, other] : [other];
}
