import type { Design, DesignItem, ItemPosition } from '#shared/designer/design';
import type { DeviceFacts, FactsById } from '#shared/designer/device-facts';
import type { DeviceKind } from '#shared/designer/device-kind';
import { designTotals } from '#shared/designer/totals';
import { handleCount, leakageText, ratingText } from './device-marking';
import { dinRailSummary } from './din-rail-summary';
import { boldSizeToFit, fitText, wrapText } from './text-fit';

/**
 * Where everything of the DIN-rail drawing goes (docs/designer.md, "Diagrams"): the enclosure's
 * rails top to bottom, each device as wide as its modules at its place left to right, blank covers
 * on the free modules, what sticks out past a rail's end. Pure numbers and texts, so tests check
 * them without rendering, and DinRailDiagram only draws them. Units are the SVG's: one 17.5 mm
 * module is `moduleWidth` wide, and the viewBox scales the whole to the page.
 */

export const moduleWidth = 18;
/** A device's front, top to bottom: terminals, the handle, terminals — about a real one's 45 × 85 mm at module width 18. */
export const deviceHeight = 72;

const margin = 6;
/** Room for «Ряд 1» at the left of each rail; a compact drawing has the number only. */
const gutter = { full: 32, compact: 14 } as const;
/** How far a rail goes on past the end modules on each side. */
const railOverhang = 5;
/** Above a row's devices: the input's «Ввод» tag, the overflow mark. */
const tagBand = 13;
const railHeight = 14;
const stripHeight = 19;
const rowGap = 12;
/** Room on the right for the «+2 мод.» of an overflow. */
const overflowRoom = 34;
/** A drawing without an enclosure shows rails at least this long, so an empty design still reads as a panel. */
const railWithoutEnclosure = 12;

export const labelFontSize = 6;
export const ratingFontSize = 7;
export const labelLineHeight = 7;
const freeFontSize = 6;

/** What a device is drawn as: its kind, or a placeholder for a product that is gone or does not go on a rail. */
export type DeviceLook = DeviceKind | 'unknown' | 'not-modular';

export interface RailDevice {
  /** Unique in the drawing, for React keys: row, item and which of the item's identical devices. */
  readonly key: string;
  readonly rowIndex: number;
  readonly itemIndex: number;
  /** Which of the item's `quantity` identical devices, from 0. */
  readonly copy: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly modules: number;
  readonly look: DeviceLook;
  /** «C16», «40 А»; null when the device has no rating to print. */
  readonly rating: string | null;
  /** The rating's bold size on the front: `ratingFontSize`, smaller when that is too wide for the device («32 А» on one module). */
  readonly ratingSize: number;
  /** «30 мА» for an RCD or RCBO. */
  readonly leakage: string | null;
  readonly handles: number;
  /** The tooltip: the catalogue's name, the group's label, which copy. */
  readonly title: string;
  readonly input: boolean;
  /** Past the rail's end, entirely or partly. */
  readonly overflow: boolean;
  readonly highlighted: boolean;
}

/** A group's name on the marking strip, under all of its item's devices. */
export interface RailLabel {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Up to two lines, the last ending in «…» when the label is longer. */
  readonly lines: readonly string[];
  readonly full: string;
  readonly overflow: boolean;
}

/** A blank cover (заглушка) over one free module. */
export interface RailCover {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

export interface FreeText {
  /** The centre of the free space. */
  readonly x: number;
  readonly y: number;
  readonly lines: readonly string[];
  /** Written bottom to top when the free space is too narrow for the words across (one module). */
  readonly vertical: boolean;
}

/** The red line at a rail's end with what is past it. */
export interface OverflowMark {
  readonly x: number;
  readonly y1: number;
  readonly y2: number;
  readonly text: string;
  readonly title: string;
}

export interface RailRow {
  readonly rowIndex: number;
  /** «Ряд 1»; «1» in a compact drawing. */
  readonly caption: string;
  readonly captionX: number;
  readonly captionY: number;
  readonly deviceY: number;
  /** The DIN rail; null for a row the enclosure does not have. */
  readonly rail: { readonly x1: number; readonly x2: number; readonly y: number; readonly height: number } | null;
  /** Null without an enclosure (no free space to speak of), 0 for a row the enclosure does not have. */
  readonly capacity: number | null;
  /** Modules the drawing gives the row's devices, placeholders included. */
  readonly used: number;
  readonly free: number | null;
  readonly overflow: number;
  readonly devices: readonly RailDevice[];
  readonly labels: readonly RailLabel[];
  readonly covers: readonly RailCover[];
  readonly freeText: FreeText | null;
  readonly overflowMark: OverflowMark | null;
  /** The marking strip under the rail; null in a compact drawing. */
  readonly strip: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
  /** Said beside a row the enclosure does not have. */
  readonly note: string | null;
}

export interface DinRailLayout {
  readonly width: number;
  readonly height: number;
  /** The enclosure's inside, behind the rails: as wide as the longest rail. */
  readonly tray: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly rows: readonly RailRow[];
  /** The text alternative: enclosure, rows, modules used and free (din-rail-summary.ts). */
  readonly summary: string;
}

export interface DinRailOptions {
  readonly compact?: boolean;
  readonly highlight?: ItemPosition | null;
}

interface Slot {
  readonly itemIndex: number;
  readonly facts: DeviceFacts | undefined;
  readonly look: DeviceLook;
  /** One device's width in modules. */
  readonly modules: number;
}

/**
 * A placeholder for a product that is gone or does not go on a rail takes one module a device in
 * the drawing, though the totals count none for it: drawn at no width it would hide under its
 * neighbour. The rules report such an item as an error anyway (docs/designer.md, "Rules").
 */
function slotOf(itemIndex: number, facts: DeviceFacts | undefined): Slot {
  if (!facts) return { itemIndex, facts, look: 'unknown', modules: 1 };
  if (facts.modules === null) return { itemIndex, facts, look: 'not-modular', modules: 1 };
  return { itemIndex, facts, look: facts.kind, modules: facts.modules };
}

function deviceTitle(productId: string, slot: Slot, label: string, copy: number, quantity: number, input: boolean): string {
  const what =
    slot.look === 'unknown'
      ? `Товара «${productId}» нет в каталоге`
      : slot.look === 'not-modular'
        ? `«${slot.facts!.name}» не ставится на DIN-рейку`
        : slot.facts!.name;
  const parts = [what];
  if (label) parts.push(`«${label}»`);
  if (input) parts.push('вводной');
  if (quantity > 1) parts.push(`${copy + 1} из ${quantity}`);
  return parts.join(' — ');
}

/** «свободно 4 мод.» across the covers when it fits on one line, on two, else on two up the single cover. */
function freeTextOf(x: number, width: number, y: number, free: number): FreeText {
  const words = `свободно ${free}\u00a0мод.`;
  const centre = { x: x + width / 2, y: y + deviceHeight / 2 };
  const room = width - 4;
  if (fitText(words, room, freeFontSize) === words) return { ...centre, lines: [words], vertical: false };
  const twoLines = ['свободно', `${free}\u00a0мод.`];
  if (twoLines.every((line) => fitText(line, room, freeFontSize) === line)) return { ...centre, lines: twoLines, vertical: false };
  return { ...centre, lines: twoLines, vertical: true };
}

/** Where a row sits and what it holds: what placing its devices needs to know. */
interface RowFrame {
  readonly rowIndex: number;
  /** Where the rail's first module starts. */
  readonly x0: number;
  readonly deviceY: number;
  readonly capacity: number | null;
  readonly compact: boolean;
  readonly highlight: ItemPosition | null;
}

/**
 * The row's devices left to right, one drawn per unit of quantity, and each group's label on the
 * strip under them; `used` is the modules they take, placeholders included.
 */
function placeDevices(
  frame: RowFrame,
  items: readonly DesignItem[],
  slots: readonly Slot[],
): { devices: RailDevice[]; labels: RailLabel[]; used: number } {
  const { rowIndex, x0, deviceY, capacity, compact, highlight } = frame;
  const devices: RailDevice[] = [];
  const labels: RailLabel[] = [];
  let modulesBefore = 0;
  for (const slot of slots) {
    const item = items[slot.itemIndex]!;
    const itemX = x0 + modulesBefore * moduleWidth;
    const isHighlighted = highlight !== null && highlight.rowIndex === rowIndex && highlight.itemIndex === slot.itemIndex;
    for (let copy = 0; copy < item.quantity; copy += 1) {
      const x = x0 + modulesBefore * moduleWidth;
      modulesBefore += slot.modules;
      const facts = slot.look === 'unknown' || slot.look === 'not-modular' ? undefined : slot.facts;
      const rating = facts ? ratingText(facts) : null;
      devices.push({
        key: `${rowIndex}-${slot.itemIndex}-${copy}`,
        rowIndex,
        itemIndex: slot.itemIndex,
        copy,
        x,
        y: deviceY,
        width: slot.modules * moduleWidth,
        modules: slot.modules,
        look: slot.look,
        rating,
        ratingSize: rating ? boldSizeToFit(rating, slot.modules * moduleWidth - 3, ratingFontSize) : ratingFontSize,
        leakage: facts ? leakageText(facts) : null,
        handles: facts ? handleCount(facts, slot.modules) : 0,
        title: deviceTitle(item.productId, slot, item.label, copy, item.quantity, item.input === true),
        input: item.input === true,
        overflow: capacity !== null && modulesBefore > capacity,
        highlighted: isHighlighted,
      });
    }
    const itemWidth = x0 + modulesBefore * moduleWidth - itemX;
    if (!compact && item.label) {
      labels.push({
        key: `${rowIndex}-${slot.itemIndex}`,
        x: itemX,
        y: deviceY + deviceHeight + 3,
        width: itemWidth,
        lines: wrapText(item.label, itemWidth - 2, labelFontSize, 2),
        full: item.label,
        overflow: capacity !== null && modulesBefore > capacity,
      });
    }
  }
  return { devices, labels, used: modulesBefore };
}

/** The red line at the rail's end: how much runs past it, or that the enclosure has no such row. */
function overflowMarkOf(rowIndex: number, railEnd: number, top: number, bottom: number, overflow: number, missing: boolean): OverflowMark {
  return {
    x: railEnd,
    y1: top + 1,
    y2: bottom,
    text: missing ? 'нет ряда' : `+${overflow}\u00a0мод.`,
    title: missing
      ? `Ряда ${rowIndex + 1} нет в корпусе`
      : `Ряд ${rowIndex + 1} переполнен на ${overflow}\u00a0мод. — не помещается то, что за красной чертой`,
  };
}

export function dinRailLayout(design: Design, factsById: FactsById, options: DinRailOptions = {}): DinRailLayout {
  const compact = options.compact ?? false;
  const highlight = options.highlight ?? null;
  const totals = designTotals(design, factsById);
  const left = margin + (compact ? gutter.compact : gutter.full);
  const x0 = left + railOverhang;
  const rowHeight = tagBand + deviceHeight + (compact ? 4 : stripHeight);

  const slotsByRow = totals.rows.map((usage) =>
    (design.rows[usage.rowIndex]?.items ?? []).map((item, itemIndex) => slotOf(itemIndex, factsById.get(item.productId))),
  );
  const usedByRow = slotsByRow.map((slots, rowIndex) =>
    slots.reduce((sum, slot) => sum + slot.modules * design.rows[rowIndex]!.items[slot.itemIndex]!.quantity, 0),
  );
  // Without an enclosure every rail is as long as the fullest row.
  const railModulesWithout = Math.max(railWithoutEnclosure, ...usedByRow);
  const widest = Math.max(...totals.rows.map((usage, i) => Math.max(usage.capacity ?? railModulesWithout, usedByRow[i] ?? 0)), 1);
  const anyOverflow = totals.rows.some((usage, i) => usage.capacity !== null && (usedByRow[i] ?? 0) > usage.capacity);
  const width = x0 + widest * moduleWidth + railOverhang + (anyOverflow ? overflowRoom : 0) + margin;

  const rows = totals.rows.map((usage, rowIndex): RailRow => {
    const top = margin + rowIndex * (rowHeight + rowGap);
    const deviceY = top + tagBand;
    const items = design.rows[rowIndex]?.items ?? [];
    const capacity = usage.capacity;
    const railModules = capacity ?? railModulesWithout;
    const railEnd = x0 + railModules * moduleWidth;
    const { devices, labels, used } = placeDevices(
      { rowIndex, x0, deviceY, capacity, compact, highlight },
      items,
      slotsByRow[rowIndex] ?? [],
    );
    const free = capacity === null ? null : Math.max(0, capacity - used);
    const overflow = capacity === null ? 0 : Math.max(0, used - capacity);
    const coverX = x0 + used * moduleWidth;
    const covers: RailCover[] = Array.from({ length: free ?? 0 }, (_, i) => ({
      key: `${rowIndex}-cover-${i}`,
      x: coverX + i * moduleWidth,
      y: deviceY,
      width: moduleWidth,
    }));
    const missing = capacity === 0;
    return {
      rowIndex,
      caption: compact ? String(rowIndex + 1) : `Ряд ${rowIndex + 1}`,
      captionX: margin,
      captionY: deviceY + deviceHeight / 2,
      deviceY,
      rail: missing ? null : { x1: left, x2: railEnd + railOverhang, y: deviceY + (deviceHeight - railHeight) / 2, height: railHeight },
      capacity,
      used,
      free,
      overflow,
      devices,
      labels,
      covers,
      freeText: free ? freeTextOf(coverX, free * moduleWidth, deviceY, free) : null,
      overflowMark:
        overflow > 0
          ? overflowMarkOf(rowIndex, railEnd, top, deviceY + deviceHeight + (compact ? 2 : stripHeight), overflow, missing)
          : null,
      strip:
        compact || missing
          ? null
          : { x: left, y: deviceY + deviceHeight + 2, width: railEnd + railOverhang - left, height: stripHeight - 3 },
      note: missing && used === 0 ? 'этого ряда нет в корпусе' : null,
    };
  });

  const height = margin + rows.length * rowHeight + Math.max(0, rows.length - 1) * rowGap + margin;
  // The enclosure's own rows come first (designTotals); rows past them are drawn outside its tray.
  const ownRows = Math.max(1, rows.filter((row) => row.capacity !== 0).length);
  const longestRail = Math.max(0, ...totals.rows.map((usage) => usage.capacity ?? railModulesWithout));
  return {
    width,
    height,
    tray: {
      x: left - 3,
      y: margin - 3,
      width: longestRail * moduleWidth + 2 * railOverhang + 6,
      height: ownRows * rowHeight + (ownRows - 1) * rowGap + 6,
    },
    rows,
    summary: dinRailSummary(design, factsById, rows),
  };
}
