import {
  circuitCommonKeys,
  circuitCurrent,
  circuitCurrentFormulas,
  circuitFields,
  circuitFrom,
  circuitLines,
  circuitParams,
  type Circuit,
} from './circuit';
import { optionalNumberField, selectField } from './fields';
import { schemasOf } from './form-schema';
import { minimumSection, sectionText } from './materials';
import { ampacityColumn, type AmpacityColumn, type AmpacityRow, type Laying } from './tables/pue';
import { parseQuery, querySearch, type QueryInput } from './query';
import { line, quantity, quantityBeside, type Line, type Quantity } from './result';
import { loadShapeSchema } from './supply';
import { atMost } from './tolerance';
import {
  dropFormulas,
  dropLimitReference,
  dropMethodReference,
  dropSteps,
  loadAssumption,
  lineDrop,
  resistivityLine,
  resistivityAssumption,
  voltageReference,
} from './voltage-drop';
import { check, reference, type Explanation, type Step } from './explanation';
import { sources } from './tables/sources';
import { currentStep } from './circuit';
import { materialLabel } from './materials';
import { defineCalculator } from './calculator';

/**
 * The smallest standard section whose permissible continuous current by ПУЭ is at least the load's
 * current (docs/calculators.md, "Cable section"), with an optional voltage-drop check.
 */

/** The drop beyond which the check warns, %. */
export const permittedDrop = 5;

export const layingOptions = [
  { value: 'open', label: 'Открыто (в воздухе)' },
  { value: 'conduit', label: 'В трубе' },
  { value: 'ground', label: 'В земле' },
] as const satisfies readonly { value: Laying; label: string }[];

const layingLabel = (laying: Laying) => layingOptions.find((option) => option.value === laying)!.label;

export const cableSectionFields = {
  ...circuitFields(),
  laying: selectField({ label: 'Способ прокладки', options: layingOptions, default: 'open' }),
  /** Empty: no voltage-drop check. */
  length: optionalNumberField({ label: 'Длина линии', unit: 'м', min: 0, minExclusive: true, max: 10000, step: 1, default: null }),
};

export const cableSectionShape = {
  fields: cableSectionFields,
  lists: {},
  schema: loadShapeSchema(cableSectionFields, schemasOf(cableSectionFields, [...circuitCommonKeys, 'laying', 'length'])),
};

export interface CableSectionInput extends Circuit {
  laying: Laying;
  /** m; absent: no voltage-drop check. */
  length?: number;
}

export function parseCableSectionQuery(params: QueryInput) {
  return parseQuery(cableSectionShape, params, (fields): CableSectionInput => ({
    ...circuitFrom(fields),
    laying: fields.laying,
    length: fields.length,
  }));
}

export function cableSectionQuery(input: CableSectionInput): URLSearchParams {
  return querySearch({
    ...circuitParams(input),
    laying: input.laying,
    length: input.length,
  });
}

/** Which table and which of its columns the pick was made from. */
export interface TableReference {
  table: string;
  title: string;
  column: string;
}

export interface DropCheck {
  length: Quantity;
  drop: Quantity;
  dropPercent: Quantity;
  limit: Quantity;
  withinLimit: boolean;
  /** Over the limit: the smallest section of the same column that keeps within it, if any. */
  sectionForLimit: Quantity | null;
}

interface ResultBase {
  current: Quantity;
  table: TableReference;
  /** «Как считали» (./explanation.ts). */
  explanation: Explanation;
  formulas: string[];
  inputs: Line[];
  notes: string[];
  warnings: string[];
}

export type CableSectionResult = ResultBase &
  (
    | {
        status: 'picked';
        section: Quantity;
        /** The row of the table the section was read from. */
        row: AmpacityRow;
        permissibleCurrent: Quantity;
        /** The load fitted a section below the material's minimum, so the minimum was taken. */
        minimumApplied: boolean;
        dropCheck: DropCheck | null;
      }
    | {
        status: 'over-capacity';
        /** The largest row of the column, which the load's current exceeds. */
        row: AmpacityRow;
        message: string;
      }
  );

export function computeCableSection(input: CableSectionInput): CableSectionResult {
  const current = circuitCurrent(input);
  const column = ampacityColumn(input.material, input.laying, input.phases);
  const table = { table: column.table, title: column.title, column: column.column };
  // Shown beside the column's currents it was picked by (Iдоп ≥ I): never as a row it exceeds.
  const currentQuantity = quantityBeside(
    'Расчётный ток',
    current,
    'А',
    1,
    column.rows.map((row) => row.current),
  );
  const where = `${column.table}, ${column.column}`;
  const base = {
    current: currentQuantity,
    table,
    explanation: explainBase(input, currentQuantity),
    inputs: inputLines(input),
    formulas: [...circuitCurrentFormulas(input), 'Iдоп ≥ I'],
    notes: [] as string[],
    warnings: [] as string[],
  };

  const fitting = column.rows.find((row) => atMost(current, row.current));
  if (!fitting) {
    const largest = column.rows[column.rows.length - 1]!;
    const message =
      `Ток нагрузки ${currentQuantity.text} больше допустимого длительного тока наибольшего сечения таблицы: ` +
      `${sectionText(largest.section)} — ${largest.current}\u00a0А (${where}). ` +
      'Разделите нагрузку между несколькими параллельными кабелями или питайте её линией более высокого напряжения.';
    explainPick(base.explanation, input, column, largest, null, currentQuantity);
    return { ...base, status: 'over-capacity', row: largest, message };
  }

  const minimum = minimumSection[input.material];
  const picked = fitting.section >= minimum ? fitting : column.rows.find((row) => row.section >= minimum)!;
  const minimumApplied = picked !== fitting;
  if (minimumApplied)
    base.notes.push(
      `По нагреву хватило бы ${sectionText(fitting.section)} (${column.table}: ${fitting.current}\u00a0А), но наименьшее сечение ` +
        `${input.material === 'aluminium' ? 'алюминиевой' : 'медной'} жилы — ${sectionText(minimum)} (ПУЭ, табл. 2.1.1); ` +
        `принято ${sectionText(minimum)}.`,
    );

  explainPick(base.explanation, input, column, picked, minimumApplied ? fitting : null, currentQuantity);
  const dropCheck = input.length === undefined ? null : checkDrop(input, input.length, current, picked, column.rows);
  if (dropCheck) {
    explainDrop(base.explanation, input, currentQuantity, picked.section, dropCheck);
    base.formulas.push(...dropFormulas(input.phases));
    base.inputs.push(resistivityLine(input.material));
    if (!dropCheck.withinLimit)
      base.warnings.push(
        `Падение напряжения ${dropCheck.dropPercent.text} больше допустимых ${dropCheck.limit.text}: ` +
          (dropCheck.sectionForLimit
            ? `возьмите сечение ${dropCheck.sectionForLimit.text} или сократите длину линии.`
            : 'ни одно сечение этой таблицы не укладывается в норму — сократите длину линии или поднимите напряжение.'),
      );
  }

  return {
    ...base,
    status: 'picked',
    section: quantity('Сечение жилы', picked.section, 'мм²', 1),
    row: picked,
    permissibleCurrent: quantity('Допустимый длительный ток', picked.current, 'А', 0),
    minimumApplied,
    dropCheck,
  };
}

function checkDrop(
  input: CableSectionInput,
  length: number,
  current: number,
  picked: AmpacityRow,
  rows: readonly AmpacityRow[],
): DropCheck {
  const dropAt = (section: number) =>
    lineDrop({ current, length, section, material: input.material, phases: input.phases, cosPhi: input.cosPhi });
  const drop = dropAt(picked.section);
  const withinLimit = atMost(drop.percent, permittedDrop);
  const larger = withinLimit
    ? undefined
    : rows.find((row) => row.section > picked.section && atMost(dropAt(row.section).percent, permittedDrop));
  return {
    length: quantity('Длина линии', length, 'м', 2),
    drop: quantity('Падение напряжения', drop.volts, 'В', 2),
    dropPercent: quantityBeside('Падение напряжения', drop.percent, '%', 2, [permittedDrop]),
    limit: quantity('Допустимое падение', permittedDrop, '%', 0),
    withinLimit,
    sectionForLimit: larger ? quantity('Сечение по падению напряжения', larger.section, 'мм²', 1) : null,
  };
}

/**
 * «Как считали» of a cable section (docs/calculators.md, "Cable section"): the current, the table
 * cell the section was read from (and the row before it, which was not enough), the minimum section
 * where it decided, the drop with the values put in, and what the tables assume.
 */
function explainBase(input: CableSectionInput, current: Quantity): Explanation {
  const grounded = input.laying === 'ground';
  return {
    method:
      'Сечение выбрано по нагреву: наименьшее стандартное сечение, допустимый длительный ток которого по таблице ПУЭ ' +
      'не меньше расчётного тока линии (Iдоп ≥ I).',
    steps: currentStep(input, current),
    references: input.load.kind === 'power' ? [voltageReference(input.phases)] : [],
    factors: [],
    assumptions: [
      grounded
        ? 'Температура земли +15 °C — условие таблиц ПУЭ 1.3.6 и 1.3.7. При другой температуре допустимый ток меняется ' +
          '(поправочные коэффициенты ПУЭ, табл. 1.3.3); здесь они не применены.'
        : 'Температура воздуха +25 °C — условие таблиц ПУЭ 1.3.4 и 1.3.5. При другой температуре допустимый ток меняется ' +
          '(поправочные коэффициенты ПУЭ, табл. 1.3.3); здесь они не применены.',
      grounded
        ? 'Один кабель в траншее. Для нескольких кабелей рядом в земле допустимый ток снижают (ПУЭ, табл. 1.3.26; ' +
          'ГОСТ Р 50571.5.52-2011, табл. B.52.17) — здесь это не учтено: при группе возьмите сечение с запасом.'
        : 'Одиночная прокладка. Для нескольких нагруженных цепей в одной трубе, коробе или пучке допустимый ток снижают ' +
          '(ГОСТ Р 50571.5.52-2011, табл. B.52.17) — здесь это не учтено: при группе возьмите сечение с запасом.',
      input.phases === '3'
        ? 'Трёхфазная линия выбрана как трёхжильная: нагрузка фаз симметрична, нулевой и защитный проводники тока нагрузки ' +
          'не несут. Четырёхжильный кабель с пластмассовой изоляцией ПУЭ разрешает выбирать по столбцу трёхжильных ' +
          'с коэффициентом 0,92 (примечание к табл. 1.3.7) — здесь он не применён.'
        : 'Однофазная линия выбрана как двухжильная: ток нагрузки несут фазный и нулевой проводники, защитный — нет.',
      'Проверен только нагрев длительным током (и падение напряжения, если задана длина). Соответствие автомата линии ' +
        '(Iн ≤ Iдоп), отключение КЗ и термическая стойкость проверяются отдельно.',
    ],
  };
}

function explainPick(
  explanation: Explanation,
  input: CableSectionInput,
  column: AmpacityColumn,
  row: AmpacityRow,
  fitting: AmpacityRow | null,
  current: Quantity,
) {
  const cell = (at: AmpacityRow) =>
    reference(sources.pue, {
      table: column.table.replace('ПУЭ, ', ''),
      column: `${materialLabel(input.material)}, ${column.column}`,
      row: sectionText(at.section),
      value: `${at.current}\u00a0А`,
      use: 'допустимый длительный ток',
    });
  const amps = (value: number) => `${value}\u00a0А`;
  const index = column.rows.indexOf(fitting ?? row);
  const before = index > 0 ? column.rows[index - 1]! : null;
  const steps: Step[] = [];
  if (!atMost(current.value, row.current))
    steps.push(
      check(
        'Выбор сечения',
        'Iдоп ≥ I',
        `${amps(row.current)} < ${current.text}`,
        `не выполняется даже для наибольшего сечения столбца, ${sectionText(row.section)}`,
      ),
    );
  else {
    const fit = fitting ?? row;
    steps.push(
      check(
        'Выбор сечения',
        'Iдоп ≥ I',
        `${amps(fit.current)} ≥ ${current.text}`,
        `выполняется: ${sectionText(fit.section)}` +
          (before
            ? ` — первое такое сечение (${sectionText(before.section)}: ${amps(before.current)} < ${current.text})`
            : ' — первая строка столбца'),
      ),
    );
    explanation.references.push(cell(fit));
  }
  if (fitting) {
    steps.push(
      check(
        'Наименьшее сечение',
        'S ≥ Sмин',
        `${sectionText(fitting.section)} < ${sectionText(row.section)}`,
        `не выполняется — принято ${sectionText(row.section)} (${amps(row.current)})`,
      ),
    );
    explanation.references.push(
      cell(row),
      reference(sources.pue, {
        table: 'табл. 2.1.1',
        column: 'алюминиевые жилы',
        row: 'незащищённые изолированные провода неподвижной прокладки внутри помещений',
        value: sectionText(minimumSection.aluminium),
        use: 'наименьшее сечение жилы',
      }),
    );
  }
  if (!atMost(current.value, row.current)) explanation.references.push(cell(row));
  explanation.steps.push(...steps);
}

function explainDrop(explanation: Explanation, input: CableSectionInput, current: Quantity, section: number, dropCheck: DropCheck) {
  explanation.steps.push(
    ...dropSteps(
      { phases: input.phases, material: input.material, cosPhi: input.cosPhi, length: dropCheck.length.value, section },
      current,
      {
        drop: dropCheck.drop,
        dropPercent: dropCheck.dropPercent,
      },
    ),
    check(
      'Проверка падения напряжения',
      'ΔU% ≤ ΔUдоп',
      `${dropCheck.dropPercent.text} ${dropCheck.withinLimit ? '≤' : '>'} ${dropCheck.limit.text}`,
      dropCheck.withinLimit
        ? 'выполняется'
        : dropCheck.sectionForLimit
          ? `не выполняется; укладывается сечение ${dropCheck.sectionForLimit.text}`
          : 'не выполняется ни для одного сечения столбца',
    ),
  );
  explanation.references.push(dropMethodReference(), dropLimitReference('5\u00a0%'));
  explanation.assumptions.push(resistivityAssumption(input.material), loadAssumption(input.phases));
}

function inputLines(input: CableSectionInput): Line[] {
  return [
    ...circuitLines(input),
    line('Способ прокладки', layingLabel(input.laying).toLowerCase()),
    ...(input.length === undefined ? [] : [quantity('Длина линии', input.length, 'м', 2)]),
  ];
}

/** The calculator as its page and the registry use it (./calculator.ts). */
export const cableSectionCalculator = defineCalculator({
  id: 'cable-section',
  shape: cableSectionShape,
  parse: parseCableSectionQuery,
  toQuery: cableSectionQuery,
  compute: computeCableSection,
});
