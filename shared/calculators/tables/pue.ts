import type { Material } from '../materials';
import type { Phases } from '../supply';

/**
 * Permissible continuous currents, A, from ПУЭ 7th edition, tables 1.3.4–1.3.7 (rubber or PVC
 * insulation; air +25 °C, ground +15 °C). Only the columns the cable-section calculator reads
 * are kept, for the standard sections 1.5…240 mm² (ПУЭ's 1.2, 3, 5 and 8 mm² rows are old sizes no
 * longer made). Table 1.3.5's first row, 2 mm², stays: it is never picked, aluminium's minimum being
 * 2.5 mm², but it tells when a load would have needed less than that minimum. A missing cell is a
 * section the table does not give for that column. Values verbatim: docs/calculators.md,
 * "ПУЭ tables".
 */
export type Laying = 'open' | 'conduit' | 'ground';

export interface AmpacityRow {
  section: number;
  current: number;
}

export interface AmpacityColumn {
  /** 'ПУЭ, табл. 1.3.4'. */
  table: string;
  /** What the table is about, as ПУЭ titles it (shortened). */
  title: string;
  /** The column, as ПУЭ heads it. */
  column: string;
  rows: readonly AmpacityRow[];
}

type Cell = number | null;

/** section, then one cell per column. */
type TableRow = readonly [section: number, ...cells: Cell[]];

const wiresTitle = 'провода и шнуры с резиновой и поливинилхлоридной изоляцией';

// Table 1.3.4, copper wires: open | in one conduit, one two-core | in one conduit, one three-core.
const table134: readonly TableRow[] = [
  [1.5, 23, 18, 15],
  [2.5, 30, 25, 21],
  [4, 41, 32, 27],
  [6, 50, 40, 34],
  [10, 80, 55, 50],
  [16, 100, 80, 70],
  [25, 140, 100, 85],
  [35, 170, 125, 100],
  [50, 215, 160, 135],
  [70, 270, 195, 175],
  [95, 330, 245, 215],
  [120, 385, 295, 250],
  [150, 440, null, null],
  [185, 510, null, null],
  [240, 605, null, null],
];

// Table 1.3.5, aluminium wires: the same columns.
const table135: readonly TableRow[] = [
  [2, 21, 17, 14],
  [2.5, 24, 19, 16],
  [4, 32, 25, 21],
  [6, 39, 31, 26],
  [10, 60, 42, 38],
  [16, 75, 60, 55],
  [25, 105, 75, 65],
  [35, 130, 95, 75],
  [50, 165, 125, 105],
  [70, 210, 150, 135],
  [95, 255, 190, 165],
  [120, 295, 230, 190],
  [150, 340, null, null],
  [185, 390, null, null],
  [240, 465, null, null],
];

// Table 1.3.6, copper cables: two-core in ground | three-core in ground.
const table136: readonly TableRow[] = [
  [1.5, 33, 27],
  [2.5, 44, 38],
  [4, 55, 49],
  [6, 70, 60],
  [10, 105, 90],
  [16, 135, 115],
  [25, 175, 150],
  [35, 210, 180],
  [50, 265, 225],
  [70, 320, 275],
  [95, 385, 330],
  [120, 445, 385],
  [150, 505, 435],
  [185, 570, 500],
];

// Table 1.3.7, aluminium cables: two-core in ground | three-core in ground.
const table137: readonly TableRow[] = [
  [2.5, 34, 29],
  [4, 42, 38],
  [6, 55, 46],
  [10, 80, 70],
  [16, 105, 90],
  [25, 135, 115],
  [35, 160, 140],
  [50, 205, 175],
  [70, 245, 210],
  [95, 295, 255],
  [120, 340, 295],
  [150, 390, 335],
  [185, 440, 385],
];

function column(rows: readonly TableRow[], cell: number, table: string, title: string, name: string): AmpacityColumn {
  return {
    table,
    title,
    column: name,
    rows: rows.flatMap(([section, ...cells]) => {
      const current = cells[cell];
      return current == null ? [] : [{ section, current }];
    }),
  };
}

const wires = { copper: { rows: table134, table: 'ПУЭ, табл. 1.3.4' }, aluminium: { rows: table135, table: 'ПУЭ, табл. 1.3.5' } };
const cables = {
  copper: { rows: table136, table: 'ПУЭ, табл. 1.3.6', title: 'кабели с медными жилами с резиновой или пластмассовой изоляцией' },
  aluminium: { rows: table137, table: 'ПУЭ, табл. 1.3.7', title: 'кабели с алюминиевыми жилами с резиновой или пластмассовой изоляцией' },
};

/**
 * The column a line is sized from (docs/calculators.md, "Cable section"): open laying — wires laid
 * openly; a conduit — one multi-core cable in it, two-core for a single-phase line, three-core for
 * a three-phase one; ground — a cable in the ground, two-core or three-core the same way.
 */
export function ampacityColumn(material: Material, laying: Laying, phases: Phases): AmpacityColumn {
  const metal = material === 'copper' ? 'с медными жилами' : 'с алюминиевыми жилами';
  if (laying === 'ground') {
    const source = cables[material];
    const name = phases === '1' ? 'двухжильные, при прокладке в земле' : 'трёхжильные, при прокладке в земле';
    return column(source.rows, phases === '1' ? 0 : 1, source.table, source.title, name);
  }
  const source = wires[material];
  const title = `${wiresTitle} ${metal}`;
  if (laying === 'open') return column(source.rows, 0, source.table, title, 'проложенные открыто');
  const name = phases === '1' ? 'в одной трубе: один двухжильный' : 'в одной трубе: один трёхжильный';
  return column(source.rows, phases === '1' ? 1 : 2, source.table, title, name);
}
