import { describe, expect, it } from 'vitest';
import type { Design } from '#shared/designer/design';
import { focusAfterItemEdit, focusKeys } from '#client/features/elpanels/designer/edit-focus';

/** Where focus goes after a device's control made an edit (docs/designer.md, "Designer page"). */
const design: Design = {
  enclosureId: null,
  rows: [
    {
      items: [
        { productId: 'a', quantity: 1, label: 'Свет' },
        { productId: 'b', quantity: 1, label: 'Розетки' },
      ],
    },
  ],
};
const at = { rowIndex: 0, itemIndex: 1 };

describe('focus after a device’s edit', () => {
  it('names no control after a field, a select or «Ввод»: focus stays where the visitor took it (Tab out of a field commits it)', () => {
    for (const control of [
      'label',
      'quantity',
      'phase',
      'input',
      'line-material',
      'line-section',
      'line-length',
      'line-load',
      'line-load-unit',
    ] as const)
      expect(focusAfterItemEdit(design, at, control)).toEqual([]);
  });

  it('goes to the «Линия» disclosure after «Убрать линию», which leaves with the line', () => {
    expect(focusAfterItemEdit(design, at, 'line-remove')).toEqual([focusKeys.item(at, 'line')]);
  });

  it('follows a moved device and falls to the neighbour of a removed one, as before', () => {
    expect(focusAfterItemEdit(design, at, 'left')).toEqual([
      focusKeys.item({ rowIndex: 0, itemIndex: 0 }, 'left'),
      focusKeys.item({ rowIndex: 0, itemIndex: 0 }, 'right'),
    ]);
    expect(focusAfterItemEdit(design, at, 'remove')).toEqual([
      focusKeys.item(at, 'remove'),
      focusKeys.item({ rowIndex: 0, itemIndex: 0 }, 'remove'),
      focusKeys.rowAdd(0),
    ]);
  });
});
