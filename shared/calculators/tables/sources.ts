/**
 * The documents the calculators' tables and methods come from, each with the edition its values
 * were taken from (docs/calculators.md, "Sources"). A table in this folder names its source here,
 * and «Как считали» cites it the same way, so every value shown can be looked up in a printed copy.
 */
export interface Source {
  /** As cited: «ПУЭ», «ГОСТ Р 50571.5.52-2011». */
  standard: string;
  /** «7-е изд.»; null where the designation carries the year, or for a handbook table. */
  edition: string | null;
  /** The full title. */
  title: string;
}

export const sources = {
  /** Chapters 1.3 (tables 1.3.4–1.3.7), 1.7 (1.7.79, 1.7.101, 1.7.103) and 2.1 (table 2.1.1). */
  pue: { standard: 'ПУЭ', edition: '7-е изд.', title: 'Правила устройства электроустановок, 7-е издание' },
  /** Annex G: the voltage drop's formula and its recommended limits (table G.52.1); tables B.52.14–B.52.17 of correction factors. */
  voltageDrop: {
    standard: 'ГОСТ Р 50571.5.52-2011',
    edition: null,
    title: 'Электроустановки низковольтные. Часть 5-52. Выбор и монтаж электрооборудования. Электропроводки (МЭК 60364-5-52:2009)',
  },
  shortCircuit: {
    standard: 'ГОСТ 28249-93',
    edition: null,
    title: 'Короткие замыкания в электроустановках. Методы расчета в электроустановках переменного тока напряжением до 1 кВ',
  },
  breakers: {
    standard: 'ГОСТ IEC 60898-1-2020',
    edition: null,
    title: 'Автоматические выключатели для защиты от сверхтоков бытового и аналогичного назначения. Часть 1',
  },
  voltages: { standard: 'ГОСТ 29322-2014', edition: null, title: 'Напряжения стандартные (IEC 60038:2009)' },
  /** Not a standard: the table of Zт/3 reprinted across Russian power-supply handbooks (./transformers.ts). */
  transformerTable: {
    standard: 'Справочная таблица Zт/3 масляных трансформаторов 6–10/0,4 кВ',
    edition: null,
    title: 'Сопротивления трансформаторов току однофазного КЗ, Zт/3, как их перепечатывают справочники по электроснабжению',
  },
  /** Not a standard: the utilisation factors and resistivities reprinted in earthing-design handbooks (./earthing.ts). */
  earthingTables: {
    standard: 'Справочные таблицы расчёта заземлителей',
    edition: null,
    title:
      'Коэффициенты использования вертикальных электродов и полосы, удельные сопротивления грунтов — как их перепечатывают справочники',
  },
} as const satisfies Record<string, Source>;
