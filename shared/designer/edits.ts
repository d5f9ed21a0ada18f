import { editTexts, refusals, type EditTexts } from './announcements';
import { formatNumber } from '#shared/calculators/format';
import {
  isProductId,
  phaseNames,
  type Design,
  type DesignItem,
  type DesignLine,
  type DesignRow,
  type ItemPosition,
  type Phase,
} from './design';
import type { FactsById } from './device-facts';
import { overloadProtectors } from './device-kind';
import { protectionOf } from './groups';
import { normalizeLabel } from './label';
import { designLimits } from './limits';
import { lineProblem, lineText, normalizeLine, sameLine } from './line';
import { balancedPhases, phaseCountOf, phasePlanOf } from './phases';
import { deviceName } from './placement';
import { designDeviceCount } from './totals';
import { encodeDesign } from './url-encoding';

/**
 * The edits a visitor makes in the designer (docs/designer.md, "Edit history"), as pure
 * functions of the design: the history (shared/designer/history.ts) records them for undo, and
 * each says what happened in Russian for screen readers. Positions count from 0.
 */
export type EditAction =
  /** At `itemIndex` (the row's end by default); `rowIndex` one past the last row starts a new row. */
  | { type: 'add'; productId: string; rowIndex: number; itemIndex?: number; quantity?: number; label?: string }
  | { type: 'remove'; at: ItemPosition }
  /** `to.itemIndex` is the place in the target row once the item has left its old place. */
  | { type: 'move'; from: ItemPosition; to: ItemPosition }
  | { type: 'setQuantity'; at: ItemPosition; quantity: number }
  | { type: 'setLabel'; at: ItemPosition; label: string }
  /** Marks one item as the input and unmarks any other; null unmarks all. */
  | { type: 'setInput'; at: ItemPosition | null }
  /** Also gives the design as many rows as the enclosure has, dropping only empty rows past them. */
  | { type: 'setEnclosure'; productId: string | null }
  | { type: 'addRow' }
  | { type: 'removeRow'; rowIndex: number }
  /** The line an outgoing breaker or RCBO protects; null removes it (docs/designer.md, "Lines and phases"). */
  | { type: 'setLine'; at: ItemPosition; line: DesignLine | null }
  /** A single-phase device's phase in a three-phase panel; null unsets it. */
  | { type: 'setPhase'; at: ItemPosition; phase: Phase | null }
  /** «Распределить по фазам». */
  | { type: 'balancePhases' };

export type EditOutcome =
  | { readonly status: 'changed'; readonly design: Design; readonly texts: EditTexts }
  /** The edit would break docs/designer.md, "Limits": the design stays, the visitor hears why. */
  | { readonly status: 'refused'; readonly message: string }
  /** Nothing to do: a move to the same place, the same label, a position that is not there. */
  | { readonly status: 'unchanged' };

const unchanged: EditOutcome = { status: 'unchanged' };
const refused = (message: string): EditOutcome => ({ status: 'refused', message });

/** A place in a row; anything but a finite number means the end. */
const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : max);

function itemAt(design: Design, at: ItemPosition): DesignItem | undefined {
  return design.rows[at.rowIndex]?.items[at.itemIndex];
}

function withRow(design: Design, rowIndex: number, items: readonly DesignItem[]): Design {
  const rows = design.rows.map((row, index) => (index === rowIndex ? { items } : row));
  return { ...design, rows: rowIndex === rows.length ? [...rows, { items }] : rows };
}

function withItem(design: Design, at: ItemPosition, item: DesignItem): Design {
  const items = design.rows[at.rowIndex]?.items ?? [];
  return withRow(
    design,
    at.rowIndex,
    items.map((old, index) => (index === at.itemIndex ? item : old)),
  );
}

const isQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= designLimits.quantity;

/** Applies one edit; pure. The names in the texts come from `factsById` (an id when a product is gone). */
export function applyEdit(design: Design, action: EditAction, factsById: FactsById): EditOutcome {
  const outcome = edit(design, action, factsById);
  if (outcome.status !== 'changed') return outcome;
  // The address must carry every design the designer makes (docs/designer.md, "Limits"). An edit
  // that shortens an over-long design (one loaded from elsewhere) is always let through.
  const length = encodeDesign(outcome.design).length;
  if (length > designLimits.encodedLength && length > encodeDesign(design).length) return refused(refusals.encodedLength);
  return outcome;
}

type Action<T extends EditAction['type']> = Extract<EditAction, { type: T }>;

function edit(design: Design, action: EditAction, factsById: FactsById): EditOutcome {
  switch (action.type) {
    case 'add':
      return add(design, action, factsById);
    case 'remove':
      return remove(design, action.at, factsById);
    case 'move':
      return move(design, action.from, action.to, factsById);
    case 'setQuantity':
      return setQuantity(design, action.at, action.quantity, factsById);
    case 'setLabel':
      return setLabel(design, action.at, action.label, factsById);
    case 'setInput':
      return setInput(design, action.at, factsById);
    case 'setEnclosure':
      return setEnclosure(design, action.productId, factsById);
    case 'addRow':
      return addRow(design);
    case 'removeRow':
      return removeRow(design, action.rowIndex);
    case 'setLine':
      return setLine(design, action.at, action.line, factsById);
    case 'setPhase':
      return setPhase(design, action.at, action.phase, factsById);
    case 'balancePhases':
      return balancePhases(design, factsById);
  }
}

function add(design: Design, action: Action<'add'>, factsById: FactsById): EditOutcome {
  const { productId, rowIndex } = action;
  const quantity = action.quantity ?? 1;
  if (!isProductId(productId) || !Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex > design.rows.length) return unchanged;
  if (rowIndex === design.rows.length && design.rows.length >= designLimits.rows) return refused(refusals.rows);
  const items = design.rows[rowIndex]?.items ?? [];
  if (items.length >= designLimits.itemsPerRow) return refused(refusals.itemsPerRow);
  if (!isQuantity(quantity)) return refused(refusals.quantity);
  if (designDeviceCount(design) + quantity > designLimits.devices) return refused(refusals.devices);
  const label = normalizeLabel(action.label ?? '');
  const itemIndex = clamp(action.itemIndex ?? items.length, 0, items.length);
  const next = [...items.slice(0, itemIndex), { productId, quantity, label }, ...items.slice(itemIndex)];
  return {
    status: 'changed',
    design: withRow(design, rowIndex, next),
    texts: editTexts.add(deviceName(productId, factsById), label, rowIndex, quantity),
  };
}

function remove(design: Design, at: ItemPosition, factsById: FactsById): EditOutcome {
  const item = itemAt(design, at);
  if (!item) return unchanged;
  const items = design.rows[at.rowIndex]?.items ?? [];
  return {
    status: 'changed',
    design: withRow(
      design,
      at.rowIndex,
      items.filter((_, index) => index !== at.itemIndex),
    ),
    texts: editTexts.remove(deviceName(item.productId, factsById), item.label, at.rowIndex),
  };
}

function move(design: Design, from: ItemPosition, to: ItemPosition, factsById: FactsById): EditOutcome {
  const item = itemAt(design, from);
  const { rowIndex } = to;
  if (!item || !Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex > design.rows.length) return unchanged;
  const sameRow = rowIndex === from.rowIndex;
  if (rowIndex === design.rows.length && design.rows.length >= designLimits.rows) return refused(refusals.rows);
  const source = (design.rows[from.rowIndex]?.items ?? []).filter((_, index) => index !== from.itemIndex);
  const target = sameRow ? source : (design.rows[rowIndex]?.items ?? []);
  if (!sameRow && target.length >= designLimits.itemsPerRow) return refused(refusals.itemsPerRow);
  const itemIndex = clamp(to.itemIndex, 0, target.length);
  if (sameRow && itemIndex === from.itemIndex) return unchanged;
  const placed = [...target.slice(0, itemIndex), item, ...target.slice(itemIndex)];
  const rows: DesignRow[] = design.rows.map((row, index) => (index === from.rowIndex ? { items: source } : row));
  const next: Design = withRow({ ...design, rows }, rowIndex, placed);
  const name = deviceName(item.productId, factsById);
  return {
    status: 'changed',
    design: next,
    texts: sameRow
      ? editTexts.moveWithinRow(name, item.label, rowIndex, itemIndex)
      : editTexts.moveToRow(name, item.label, from.rowIndex, rowIndex),
  };
}

function setQuantity(design: Design, at: ItemPosition, quantity: number, factsById: FactsById): EditOutcome {
  const item = itemAt(design, at);
  if (!item || item.quantity === quantity) return unchanged;
  if (!isQuantity(quantity)) return refused(refusals.quantity);
  const more = quantity - item.quantity;
  if (more > 0 && designDeviceCount(design) + more > designLimits.devices) return refused(refusals.devicesQuantity);
  return {
    status: 'changed',
    design: withItem(design, at, { ...item, quantity }),
    texts: editTexts.quantity(deviceName(item.productId, factsById), item.label, quantity),
  };
}

function setLabel(design: Design, at: ItemPosition, typed: string, factsById: FactsById): EditOutcome {
  const item = itemAt(design, at);
  const label = normalizeLabel(typed);
  if (!item || item.label === label) return unchanged;
  return {
    status: 'changed',
    design: withItem(design, at, { ...item, label }),
    texts: editTexts.label(deviceName(item.productId, factsById), label),
  };
}

function setInput(design: Design, at: ItemPosition | null, factsById: FactsById): EditOutcome {
  const target = at && itemAt(design, at);
  if (at && !target) return unchanged;
  const isTarget = (rowIndex: number, itemIndex: number) => at !== null && at.rowIndex === rowIndex && at.itemIndex === itemIndex;
  let changed = false;
  const rows = design.rows.map((row, rowIndex) => ({
    items: row.items.map((item, itemIndex) => {
      const input = isTarget(rowIndex, itemIndex);
      if (Boolean(item.input) === input) return item;
      changed = true;
      const { input: _dropped, ...rest } = item;
      return input ? { ...rest, input: true } : rest;
    }),
  }));
  if (!changed) return unchanged;
  return {
    status: 'changed',
    design: { ...design, rows },
    texts: editTexts.input(target ? deviceName(target.productId, factsById) : null),
  };
}

function setEnclosure(design: Design, productId: string | null, factsById: FactsById): EditOutcome {
  if (productId === design.enclosureId || (productId !== null && !isProductId(productId))) return unchanged;
  const layout = productId === null ? null : (factsById.get(productId)?.enclosure ?? null);
  let rows = design.rows;
  if (layout) {
    // As many rows as the enclosure has; extra rows go only when empty (a rule reports the others).
    const wanted = Math.min(layout.rows, designLimits.rows);
    rows = [...rows, ...Array.from({ length: Math.max(0, wanted - rows.length) }, () => ({ items: [] }))];
    while (rows.length > Math.max(wanted, 1) && rows[rows.length - 1]?.items.length === 0) rows = rows.slice(0, -1);
  }
  return {
    status: 'changed',
    design: { enclosureId: productId, rows },
    texts: editTexts.enclosure(productId === null ? null : deviceName(productId, factsById)),
  };
}

function addRow(design: Design): EditOutcome {
  if (design.rows.length >= designLimits.rows) return refused(refusals.rows);
  return {
    status: 'changed',
    design: { ...design, rows: [...design.rows, { items: [] }] },
    texts: editTexts.addRow(design.rows.length),
  };
}

function removeRow(design: Design, rowIndex: number): EditOutcome {
  const row = design.rows[rowIndex];
  if (!row) return unchanged;
  if (design.rows.length === 1) return refused(refusals.lastRow);
  const devices = row.items.reduce((total, item) => total + item.quantity, 0);
  return {
    status: 'changed',
    design: { ...design, rows: design.rows.filter((_, index) => index !== rowIndex) },
    texts: editTexts.removeRow(rowIndex, devices),
  };
}

function setLine(design: Design, at: ItemPosition, line: DesignLine | null, factsById: FactsById): EditOutcome {
  const item = itemAt(design, at);
  if (!item) return unchanged;
  const name = deviceName(item.productId, factsById);
  if (line === null) {
    if (!item.line) return unchanged;
    const { line: _dropped, ...rest } = item;
    return { status: 'changed', design: withItem(design, at, rest), texts: editTexts.line(name, item.label, null) };
  }
  const facts = factsById.get(item.productId);
  if (item.input || !facts || !overloadProtectors.has(facts.kind)) return refused(refusals.lineDevice);
  const problem = lineProblem(line);
  if (problem !== null) return refused(`Линия не задана: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}.`);
  const stored = normalizeLine(line);
  if (sameLine(item.line, stored)) return unchanged;
  return {
    status: 'changed',
    design: withItem(design, at, { ...item, line: stored }),
    texts: editTexts.line(name, item.label, lineText(stored)),
  };
}

function setPhase(design: Design, at: ItemPosition, phase: Phase | null, factsById: FactsById): EditOutcome {
  const item = itemAt(design, at);
  if (!item || (phase !== null && !phaseNames.includes(phase))) return unchanged;
  const name = deviceName(item.productId, factsById);
  if (phase === null) {
    if (!item.phase) return unchanged;
    const { phase: _dropped, ...rest } = item;
    return { status: 'changed', design: withItem(design, at, rest), texts: editTexts.phase(name, item.label, null) };
  }
  const protection = protectionOf(design, factsById);
  if (!phasePlanOf(design, factsById).threePhase) return refused(refusals.singlePhasePanel);
  if (item.input || phaseCountOf(factsById.get(item.productId)) !== 1) return refused(refusals.phaseDevice);
  const rcd = protection.rcdOf(at);
  if (rcd && phaseCountOf(rcd.facts) === 1) return refused(refusals.phaseFollowsRcd(rcd.facts?.name ?? rcd.item.productId));
  if (item.phase === phase) return unchanged;
  return { status: 'changed', design: withItem(design, at, { ...item, phase }), texts: editTexts.phase(name, item.label, phase) };
}

function balancePhases(design: Design, factsById: FactsById): EditOutcome {
  const chosen = balancedPhases(design, factsById);
  if (chosen === null) return refused(refusals.balanceSinglePhase);
  if (chosen.size === 0) return refused(refusals.balanceNothing);
  let changed = false;
  const rows = design.rows.map((row, rowIndex) => ({
    items: row.items.map((item, itemIndex) => {
      const phase = chosen.get(`${rowIndex}:${itemIndex}`);
      if (!phase || item.phase === phase) return item;
      changed = true;
      return { ...item, phase };
    }),
  }));
  if (!changed) return refused(refusals.balanceDone);
  const next = { ...design, rows };
  const loads = phasePlanOf(next, factsById)
    .loads.map((load) => `${load.phase} — ${formatNumber(load.current, 1, false)}\u00a0А`)
    .join(', ');
  return { status: 'changed', design: next, texts: editTexts.balance(loads) };
}
