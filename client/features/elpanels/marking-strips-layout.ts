import type { Design, DesignItem } from '#shared/designer/design';
import type { DeviceFacts, FactsById } from '#shared/designer/device-facts';
import { moduleWidthMm } from '#shared/designer/din-width';
import { phasePlanOf, type PhasedItem } from '#shared/designer/phases';
import { plural } from '#shared/text/plural';
import type { ConductorMark } from './conductor-colours';
import { conductorsOf } from './device-marking';
import { dinRailLayout } from './din-rail-layout';
import { singleLineLayout, type LineDevice } from './single-line-layout';
import { fitText, wrapText } from './text-fit';

/**
 * The panel's marking strips (маркировка) for paper (docs/designer.md, "Documents"): a strip per
 * rail, in millimetres, every device a cell exactly its modules × `moduleWidthMm` wide with its
 * conductors' colours, its reference designation (the single-line diagram's, so paper and drawing
 * agree) and its line's name; a free module a blank cell, so the strip is as long as the rail. A
 * strip longer than the paper is cut between two cells into parts. Pure numbers and texts;
 * MarkingStrips draws them.
 */

export const stripHeightMm = 20;
/** 7 pt, the smallest text of any document (docs/designer.md, "Documents"), in millimetres. */
export const stripFontMm = (7 * 25.4) / 72;
export const stripLineMm = 2.9;
/** The conductors' colour band along a cell's top. */
export const bandHeightMm = 3.5;
const paddingMm = 1;
/** Lines of a name under the designation: what the strip's height leaves at 7 pt. */
const nameLines = 4;
/**
 * text-fit.ts estimates a system sans-serif; the documents print DejaVu Sans, about a tenth
 * wider, so a line is fitted to a tenth less room.
 */
const dejaVuWidth = 1.12;

export interface MarkingCell {
  readonly key: string;
  /** From the strip's left end, millimetres. */
  readonly x: number;
  readonly width: number;
  readonly modules: number;
  /** QF2, QD1…; empty on a free module or a device the diagram has no symbol for. */
  readonly designation: string;
  /** The line's name fitted to the cell, up to four lines. */
  readonly lines: readonly string[];
  /** The name in full. */
  readonly name: string;
  /** The colour band, left to right; empty for a free module or a device whose poles are unknown. */
  readonly conductors: readonly ConductorMark[];
  readonly free: boolean;
}

export interface MarkingStrip {
  readonly key: string;
  readonly rowIndex: number;
  /** «Ряд 1 — 12 модулей, 210 мм»; «Ряд 2, часть 1 из 2 — …» for a strip cut to fit the paper. */
  readonly caption: string;
  readonly modules: number;
  /** Millimetres: `modules × moduleWidthMm`. */
  readonly width: number;
  readonly cells: readonly MarkingCell[];
}

/**
 * The colours a device's cell shows (docs/designer.md, "Documents"): all three phases for a
 * three-phase device; a single-phase device's phase in a three-phase panel — the one it is on as
 * the phase plan says (behind a single-phase RCD, the RCD's), «L?» while none is set — or «L» in a
 * single-phase panel; and N when the device switches it.
 */
function conductorMarks(
  item: DesignItem,
  facts: DeviceFacts | undefined,
  phased: PhasedItem | undefined,
  threePhase: boolean,
): ConductorMark[] {
  const conductors = facts && conductorsOf(facts);
  if (!conductors) return [];
  const neutral: ConductorMark[] = conductors.marking.endsWith('N') ? ['N'] : [];
  if (conductors.marking.startsWith('L1')) return ['L1', 'L2', 'L3', ...neutral];
  if (!threePhase) return ['L', ...neutral];
  // The plan places breakers, RCDs and RCBOs; a relay or contactor keeps the phase set on it.
  const planned = phased && (phased.role === 'single' || phased.role === 'follows-rcd');
  return [(planned ? phased.phase : item.phase) ?? 'L?', ...neutral];
}

const moduleWord = ['модуль', 'модуля', 'модулей'] as const;
const millimetres = (mm: number) => `${String(mm).replace('.', ',')}\u00a0мм`;

function designationsOf(design: Design, factsById: FactsById): ReadonlyMap<string, string> {
  const layout = singleLineLayout(design, factsById);
  const devices: LineDevice[] = [];
  if (layout.input) devices.push(layout.input);
  for (const block of layout.blocks) {
    if (block.type === 'line') {
      if (block.column.device) devices.push(block.column.device);
    } else {
      devices.push(block.device, ...block.members);
    }
  }
  const byKey = new Map<string, string>();
  for (const device of devices) {
    // The input and an RCD are one symbol whatever their quantity: every copy takes its designation.
    const own = device.key.endsWith('-item')
      ? `${device.rowIndex}-${device.itemIndex}`
      : `${device.rowIndex}-${device.itemIndex}-${device.copy}`;
    byKey.set(own, device.designation);
  }
  return byKey;
}

function cellText(width: number, designation: string, name: string): { designation: string; lines: string[] } {
  const room = (width - 2 * paddingMm) / dejaVuWidth;
  return {
    designation: fitText(designation, room, stripFontMm * 1.1),
    lines: name ? wrapText(name, room, stripFontMm, nameLines) : [],
  };
}

/** Cuts a strip between cells into parts no longer than `maxWidth` millimetres. */
function cut(cells: readonly MarkingCell[], maxWidth: number): MarkingCell[][] {
  const parts: MarkingCell[][] = [];
  let part: MarkingCell[] = [];
  let width = 0;
  for (const cell of cells) {
    if (part.length > 0 && width + cell.width > maxWidth) {
      parts.push(part);
      part = [];
      width = 0;
    }
    part.push({ ...cell, x: width });
    width += cell.width;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * The strips of a design's rails that hold anything, top to bottom; `maxWidth` is the paper's
 * printable width in millimetres. A rail without an enclosure is as long as its devices.
 */
export function markingStrips(design: Design, factsById: FactsById, maxWidth: number): MarkingStrip[] {
  const layout = dinRailLayout(design, factsById);
  const designations = designationsOf(design, factsById);
  const plan = phasePlanOf(design, factsById);
  const phased = new Map(plan.items.map((item) => [`${item.placed.rowIndex}-${item.placed.itemIndex}`, item]));
  const strips: MarkingStrip[] = [];
  for (const row of layout.rows) {
    if (row.devices.length === 0) continue;
    const items = design.rows[row.rowIndex]?.items ?? [];
    const cells: MarkingCell[] = [];
    let x = 0;
    for (const device of row.devices) {
      const item = items[device.itemIndex];
      if (!item) continue;
      const width = device.modules * moduleWidthMm;
      const name = item.quantity > 1 && item.label ? `${item.label} (${device.copy + 1})` : item.label;
      const designation =
        designations.get(`${device.rowIndex}-${device.itemIndex}-${device.copy}`) ??
        designations.get(`${device.rowIndex}-${device.itemIndex}`) ??
        '';
      cells.push({
        key: device.key,
        x,
        width,
        modules: device.modules,
        ...cellText(width, designation, name),
        name,
        conductors: conductorMarks(
          item,
          factsById.get(item.productId),
          phased.get(`${device.rowIndex}-${device.itemIndex}`),
          plan.threePhase,
        ),
        free: false,
      });
      x += width;
    }
    for (let i = 0; i < (row.free ?? 0); i += 1) {
      cells.push({
        key: `${row.rowIndex}-free-${i}`,
        x,
        width: moduleWidthMm,
        modules: 1,
        designation: '',
        lines: [],
        name: '',
        conductors: [],
        free: true,
      });
      x += moduleWidthMm;
    }
    const parts = cut(cells, maxWidth);
    parts.forEach((part, index) => {
      const modules = part.reduce((sum, cell) => sum + cell.modules, 0);
      const width = modules * moduleWidthMm;
      const which = parts.length > 1 ? `, часть ${index + 1} из ${parts.length}` : '';
      strips.push({
        key: `${row.rowIndex}-${index}`,
        rowIndex: row.rowIndex,
        caption: `Ряд ${row.rowIndex + 1}${which} — ${plural(modules, moduleWord)}, ${millimetres(width)}`,
        modules,
        width,
        cells: part,
      });
    });
  }
  return strips;
}
