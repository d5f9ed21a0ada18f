import { plural } from '#shared/text/plural';
import type { Design, Phase } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import type { DeviceKind } from '#shared/designer/device-kind';
import { protectionOf, type Protection } from '#shared/designer/groups';
import { lineText } from '#shared/designer/line';
import { phasePlanOf } from '#shared/designer/phases';
import type { PlacedItem } from '#shared/designer/placement';
import { deviceKindNames } from './device-kind-names';
import { conductorsOf, leakageText, ratingText, type Conductors } from './device-marking';
import { cableText, lineLoadText, withPhase } from './line-marking';
import { designationCounter } from './reference-designations';
import { fitText, wrapText } from './text-fit';

/**
 * Where everything of the single-line (однолинейная) schematic goes (docs/designer.md,
 * "Diagrams"): the feed and the input device at the top, the bus under them, and from the bus in
 * the design's order one column per outgoing line — an RCD over the lines behind it with their own
 * small bus (docs/designer.md, "Groups", as shared/designer/groups.ts computes them), and every
 * other device straight from the bus. Each line ends with its conductors and phase («L2», «L1–L3,
 * N»), its cable and load when the design gives them («Cu 2,5 мм², 18 м», «2 кВт») and its label.
 * Pure numbers and texts; SingleLineDiagram draws them.
 */

export const columnWidth = 76;
export const symbolHeight = 44;
export const textFontSize = 7;
export const textLineHeight = 9;
/** Where the texts beside a symbol start, right of the line: clear of the widest symbol (a box 18 wide). */
export const textOffset = 12;
export const labelFontSize = 7;
export const labelLineHeight = 9;
const labelLines = 3;
const margin = 8;
/** The feed and the input stand left of the columns, so the bus clearly feeds every column and none is in series with the input. */
const feedRoom = 28;
const feedTop = 18;
const busDrop = 14;

/** What a device is drawn as: its kind, or a dashed «?» box for a product gone from the catalogue. */
export type LineSymbol = DeviceKind | 'unknown';

export interface LineDevice {
  /** Unique in the drawing, for React keys. */
  readonly key: string;
  readonly rowIndex: number;
  readonly itemIndex: number;
  readonly copy: number;
  readonly symbol: LineSymbol;
  /** QF2, QD1…; «?» for a product not in the catalogue (reference-designations.ts). */
  readonly designation: string;
  /** Beside the symbol, top to bottom: designation, rating, leakage, poles, and for an RCD its label; fitted to the room there. */
  readonly texts: readonly string[];
  /** The vertical line the symbol sits on. */
  readonly x: number;
  /** The symbol's top; it takes `symbolHeight`. */
  readonly y: number;
  /** The device in words, for its tooltip and the text list: «QF2 — автоматический выключатель C16, 1P, «Кухня, розетки»». */
  readonly description: string;
}

/** An outgoing line: a device (or none, under an RCD that protects nothing) and where the line goes. */
export interface LineColumn {
  readonly key: string;
  readonly device: LineDevice | null;
  readonly x: number;
  /** The bus the column hangs from. */
  readonly fromY: number;
  readonly toY: number;
  /** A surge protector goes to earth; every other column is a line out of the panel. */
  readonly ending: 'line' | 'earth';
  /** With the line's phase in a three-phase panel («L2, N»). */
  readonly conductors: Conductors | null;
  /** The cable («Cu 2,5 мм², 18 м», wrapped to the column) and the load («2 кВт»); empty without a line. */
  readonly lineLines: readonly string[];
  /** Where the first of `lineLines` is written, under the line's arrow. */
  readonly lineY: number;
  /** The line's name as written on the panel, wrapped to the column; «—» when there is none. */
  readonly labelLines: readonly string[];
  readonly label: string;
  readonly labelY: number;
}

export interface RcdBlock {
  readonly type: 'rcd';
  readonly key: string;
  readonly device: LineDevice;
  /** The RCD's own bus, feeding the lines behind it. */
  readonly subBus: { readonly x1: number; readonly x2: number; readonly y: number };
  /** The lines behind the RCD; one device-less column when it protects nothing. */
  readonly columns: readonly LineColumn[];
  /** Its members' descriptions for the text list (none when it protects nothing). */
  readonly members: readonly LineDevice[];
}

export interface LineBlock {
  readonly type: 'line';
  readonly key: string;
  readonly column: LineColumn;
}

export type SingleLineBlock = RcdBlock | LineBlock;

export interface SingleLineLayout {
  readonly width: number;
  readonly height: number;
  /** The supply coming in at the top. */
  readonly feed: { readonly x: number; readonly y1: number; readonly y2: number; readonly text: string };
  /** The input device; null when none is marked (then `noInput` says so beside the feed). */
  readonly input: LineDevice | null;
  readonly noInput: string | null;
  readonly bus: { readonly x1: number; readonly x2: number; readonly y: number };
  readonly blocks: readonly SingleLineBlock[];
  /** The text alternative in brief; the text list under the drawing has every line. */
  readonly summary: string;
}

const lineWord = ['линия', 'линии', 'линий'] as const;

/** The feed's text: one or three phases, from the input's poles when there is one. */
function supplyText(input: PlacedItem | undefined): string {
  const conductors = input?.facts ? conductorsOf(input.facts) : null;
  if (!conductors) return 'Ввод';
  return conductors.count >= 3 ? 'Ввод 3~ 400\u00a0В' : 'Ввод 1~ 230\u00a0В';
}

interface Described {
  readonly designation: string;
  readonly specs: readonly string[];
  readonly description: string;
}

/** «; фаза L2; линия медь 2,5 мм², 18 м, 2 кВт»: what the text list adds for a phase and a line. */
function phaseAndLine(placed: PlacedItem, phase: Phase | null): string {
  const line = placed.item.line && placed.facts ? `; линия ${lineText(placed.item.line)}` : '';
  return (phase ? `; фаза ${phase}` : '') + line;
}

function describe(placed: PlacedItem, designation: string, phase: Phase | null): Described {
  const { facts, item } = placed;
  if (!facts) {
    const description = `${designation} — товар «${item.productId}» не найден в каталоге` + (item.label ? `, «${item.label}»` : '');
    return { designation, specs: [], description };
  }
  const poles = facts.poles && /P/.test(facts.poles) ? facts.poles : null;
  const specs = [ratingText(facts), leakageText(facts), poles].filter((text): text is string => text !== null);
  if (item.quantity > 1 && (facts.kind === 'rcd' || item.input)) specs.push(`×${item.quantity}`);
  const what = [deviceKindNames[facts.kind], specs.join(', ')].filter(Boolean).join(' ');
  const description = `${designation} — ${what}` + (item.label ? `, «${item.label}»` : '') + phaseAndLine(placed, phase);
  return { designation, specs, description };
}

/** The texts beside a symbol, each fitted to the room to its right. */
function besideTexts(described: Described, room: number, label: string | null): string[] {
  const texts = [described.designation, ...described.specs].map((text) => fitText(text, room, textFontSize));
  if (label) texts.push(...wrapText(label, room, textFontSize, 2));
  return texts;
}

/** How far down a symbol's texts go below its top: the symbol's height, or more for a long list. */
const textsDepth = (texts: readonly string[]): number => Math.max(symbolHeight, 9 + (texts.length - 1) * textLineHeight + 4);

/** A column before its heights are known. */
interface Draft {
  readonly placed: PlacedItem;
  readonly copy: number;
  readonly index: number;
  readonly described: Described | null;
}

const columnX = (index: number) => margin + feedRoom + (index + 0.5) * columnWidth;
const inputX = margin + 10;
/** Room for the texts right of a column's symbol. */
const besideRoom = columnWidth / 2 - textOffset - 2;
/** The input has the row above the bus to itself: its texts may run over the next column. */
const inputRoom = columnWidth + besideRoom;

/** A line straight from the bus, or an RCD with the columns of the lines behind it. */
type Unit =
  | { type: 'rcd'; rcd: PlacedItem; described: Described; texts: string[]; columns: Draft[]; first: number; last: number }
  | { type: 'line'; column: Draft };

/**
 * The design's order, the input taken out (it feeds the bus) and each RCD's members kept with it;
 * a column for every device of an item's quantity. Designations are given in this order, after
 * the input's; `columns` is how many columns there are.
 */
function orderUnits(
  protection: Protection,
  inputPlaced: PlacedItem | undefined,
  designate: (facts: PlacedItem['facts']) => string,
  phaseOf: (placed: PlacedItem) => Phase | null,
): { units: Unit[]; columns: number } {
  const groupByRcd = new Map(protection.groups.map((group) => [group.rcd, group]));
  const members = new Set(protection.groups.flatMap((group) => group.members));
  const units: Unit[] = [];
  let index = 0;
  const drafts = (placed: PlacedItem): Draft[] =>
    Array.from({ length: placed.item.quantity }, (_, copy) => ({
      placed,
      copy,
      index: index++,
      described: describe(placed, designate(placed.facts), phaseOf(placed)),
    }));
  for (const placed of protection.items) {
    if (placed === inputPlaced || members.has(placed)) continue;
    const group = groupByRcd.get(placed);
    if (!group) {
      units.push(...drafts(placed).map((column): Unit => ({ type: 'line', column })));
      continue;
    }
    const described = describe(placed, designate(placed.facts), phaseOf(placed));
    const first = index;
    const columns = group.members.flatMap(drafts);
    // An RCD that protects nothing still has a line out of it, named by its own label.
    if (columns.length === 0) columns.push({ placed, copy: 0, index: index++, described: null });
    const last = index - 1;
    const room = (columnX(last) - columnX(first)) / 2 + besideRoom;
    units.push({
      type: 'rcd',
      rcd: placed,
      described,
      texts: besideTexts(described, room, placed.item.label || null),
      columns,
      first,
      last,
    });
  }
  return { units, columns: index };
}

/** The drawing's text alternative in brief: the input, how many lines, and how many behind each RCD. */
function summaryOf(input: LineDevice | null, blocks: readonly SingleLineBlock[]): string {
  const lines = blocks.flatMap((block) => (block.type === 'rcd' ? block.columns : [block.column])).filter((c) => c.ending === 'line');
  const rcdBlocks = blocks.filter((block): block is RcdBlock => block.type === 'rcd');
  return [
    input ? `Ввод через ${input.description}.` : 'Вводной аппарат не отмечен.',
    `Отходящих линий: ${lines.length}.`,
    ...rcdBlocks.map((block) => `За ${block.device.designation} — ${plural(block.columns.length, lineWord)}.`),
    'Все линии перечислены текстом под схемой.',
  ].join(' ');
}

export function singleLineLayout(design: Design, factsById: FactsById): SingleLineLayout {
  const protection = protectionOf(design, factsById);
  const designate = designationCounter();
  const inputPlaced = protection.inputs[0];
  // A three-phase panel's phases (shared/designer/phases.ts): a line behind a single-phase RCD is on the RCD's.
  const at = (placed: PlacedItem) => `${placed.rowIndex}:${placed.itemIndex}`;
  const phases = new Map(phasePlanOf(design, factsById).items.map((phased) => [at(phased.placed), phased.phase]));
  const phaseOf = (placed: PlacedItem) => phases.get(at(placed)) ?? null;

  // Designations: the input first, then left to right, an RCD before the lines behind it.
  const inputDescribed = inputPlaced ? describe(inputPlaced, designate(inputPlaced.facts), null) : null;
  const inputTexts = inputDescribed ? besideTexts(inputDescribed, inputRoom, inputPlaced?.item.label || null) : [];

  const { units, columns: index } = orderUnits(protection, inputPlaced, designate, phaseOf);
  const rcdUnits = units.filter((unit) => unit.type === 'rcd');

  const inputTop = feedTop + 8;
  const busY = inputTop + (inputDescribed ? textsDepth(inputTexts) : symbolHeight) + busDrop;
  const rcdTop = busY + busDrop;
  const subBusY = rcdTop + Math.max(symbolHeight, ...rcdUnits.map((unit) => textsDepth(unit.texts))) + busDrop;
  const deviceTop = (rcdUnits.length > 0 ? subBusY : busY) + busDrop;
  const lineEnd = deviceTop + symbolHeight + 30;
  const lineY = lineEnd + 14;
  // Under the arrows, every column's cable and load (the fullest column sets the room), then the labels.
  const lineLinesOf = (placed: PlacedItem): string[] => {
    const line = placed.facts ? placed.item.line : undefined;
    if (!line) return [];
    const load = lineLoadText(line);
    return [...wrapText(cableText(line), columnWidth - 8, labelFontSize, 2), ...(load ? [load] : [])];
  };
  const lineRows = Math.max(
    0,
    ...units.flatMap((unit) => (unit.type === 'line' ? [unit.column] : unit.columns)).map((d) => lineLinesOf(d.placed).length),
  );
  const labelY = lineY + (lineRows > 0 ? lineRows * labelLineHeight + 4 : 0);

  /** `copy` null: the item's one symbol (an RCD, the input), whatever its quantity. */
  const device = (
    placed: PlacedItem,
    copy: number | null,
    described: Described,
    x: number,
    y: number,
    texts: readonly string[],
  ): LineDevice => ({
    key: `${placed.rowIndex}-${placed.itemIndex}-${copy ?? 'item'}`,
    rowIndex: placed.rowIndex,
    itemIndex: placed.itemIndex,
    copy: copy ?? 0,
    symbol: placed.facts?.kind ?? 'unknown',
    designation: described.designation,
    texts,
    x,
    y,
    description: described.description + (placed.item.quantity > 1 && copy !== null ? ` (${copy + 1} из ${placed.item.quantity})` : ''),
  });

  const column = (draft: Draft, fromY: number): LineColumn => {
    const { placed, copy, described } = draft;
    const x = columnX(draft.index);
    const own = described !== null;
    const label = own && placed.item.quantity > 1 && placed.item.label ? `${placed.item.label} (${copy + 1})` : placed.item.label;
    const conductors = placed.facts ? conductorsOf(placed.facts) : null;
    return {
      key: `${placed.rowIndex}-${placed.itemIndex}-${own ? copy : 'line'}`,
      device: described ? device(placed, copy, described, x, deviceTop, besideTexts(described, besideRoom, null)) : null,
      x,
      fromY,
      toY: lineEnd,
      ending: own && placed.facts?.kind === 'spd' ? 'earth' : 'line',
      conductors: conductors && withPhase(conductors, phaseOf(placed)),
      lineLines: own ? lineLinesOf(placed) : [],
      lineY,
      labelLines: wrapText(label, columnWidth - 8, labelFontSize, labelLines),
      label,
      labelY,
    };
  };

  const blocks = units.map((unit): SingleLineBlock => {
    if (unit.type === 'line') {
      const line = column(unit.column, busY);
      return { type: 'line', key: line.key, column: line };
    }
    const x1 = columnX(unit.first);
    const x2 = columnX(unit.last);
    const columns = unit.columns.map((draft) => column(draft, subBusY));
    return {
      type: 'rcd',
      key: `${unit.rcd.rowIndex}-${unit.rcd.itemIndex}`,
      // One symbol for the item, whatever its quantity (its texts say «×2»).
      device: device(unit.rcd, null, unit.described, (x1 + x2) / 2, rcdTop, unit.texts),
      subBus: { x1, x2, y: subBusY },
      columns,
      members: columns.flatMap((c) => (c.device ? [c.device] : [])),
    };
  });

  const input = inputPlaced && inputDescribed ? device(inputPlaced, null, inputDescribed, inputX, inputTop, inputTexts) : null;
  const lastX = columnX(Math.max(index, 1) - 1);

  return {
    width: Math.max(columnX(index - 1) + columnWidth / 2 + margin, inputX + textOffset + inputRoom + margin),
    height: labelY + (labelLines - 1) * labelLineHeight + margin + 4,
    feed: { x: inputX, y1: feedTop, y2: input ? inputTop : busY, text: supplyText(inputPlaced) },
    input,
    noInput: input ? null : 'вводной аппарат не отмечен',
    bus: { x1: inputX, x2: Math.max(lastX, inputX) + 12, y: busY },
    blocks,
    summary: summaryOf(input, blocks),
  };
}

/**
 * Each item's designations as the drawing gives them, by `rowIndex:itemIndex` («QF3», «QF4» for an
 * item of two): what a table beside the drawing names devices by.
 */
export function designationsOf(layout: Pick<SingleLineLayout, 'input' | 'blocks'>): Map<string, string[]> {
  const devices = [
    ...(layout.input ? [layout.input] : []),
    ...layout.blocks.flatMap((block) =>
      block.type === 'rcd' ? [block.device, ...block.members] : block.column.device ? [block.column.device] : [],
    ),
  ];
  const byItem = new Map<string, string[]>();
  for (const device of devices) {
    const key = `${device.rowIndex}:${device.itemIndex}`;
    byItem.set(key, [...(byItem.get(key) ?? []), device.designation]);
  }
  return byItem;
}

/** A part of the drawing for paper: from `x`, `width` units wide. */
export interface PrintStrip {
  readonly x: number;
  readonly width: number;
}

/**
 * The drawing cut into strips of at most `maxUnits`, for paper (docs/designer.md, "Result page"):
 * a panel with many lines prints as strips one under another at a size that reads, rather than as
 * one line of tiny text. A strip ends where a block of the bus ends (a line, or an RCD with its
 * lines: an RCD's texts reach over its lines), else — a block wider than a strip — between two
 * columns. A drawing that fits is one strip.
 */
export function printStrips(layout: Pick<SingleLineLayout, 'width' | 'blocks'>, maxUnits: number): PrintStrip[] {
  const half = columnWidth / 2;
  const blockStarts = layout.blocks.map(
    (block) => (block.type === 'line' ? block.column.x : (block.columns[0]?.x ?? block.device.x)) - half,
  );
  const firstColumn = margin + feedRoom;
  const strips: PrintStrip[] = [];
  let x = 0;
  while (layout.width - x > maxUnits) {
    const end = x + maxUnits;
    const blockCut = blockStarts.filter((start) => start > x && start <= end).pop();
    const columnCut = firstColumn + Math.floor((end - firstColumn) / columnWidth) * columnWidth;
    // At least one column a strip, even were a strip narrower than a column.
    const cut = blockCut ?? (columnCut > x ? columnCut : end);
    strips.push({ x, width: cut - x });
    x = cut;
  }
  strips.push({ x, width: layout.width - x });
  return strips;
}
