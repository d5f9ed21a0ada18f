import type { CalculatorId, calculators } from '#shared/calculators';
import { nbsp } from '#shared/calculators/format';
import { sectionText } from '#shared/calculators/materials';
import { line, type Line } from '#shared/calculators/result';

type ResultOf<K extends CalculatorId> = ReturnType<(typeof calculators)[K]['compute']>;

/** A result as the calculation note prints it: the numbers with their labels, then its sentences. */
export interface NoteResults {
  lines: Line[];
  /** Warnings, notes, a refusal's reason or a verdict, as the page shows them. */
  messages: string[];
}

/**
 * Each calculator's numbers in the order its page shows them (docs/calculators.md, "Calculation
 * note"), from the same result the page draws — the note never computes anything itself.
 */
const byCalculator: { [K in CalculatorId]: (result: ResultOf<K>) => NoteResults } = {
  'cable-section': (result) => {
    const row = `${result.table.table}, ${result.table.column}, ${sectionText(result.row.section)} — ${result.row.current}${nbsp}А`;
    if (result.status === 'over-capacity')
      return {
        lines: [line('Сечение жилы', 'не подобрано'), result.current, line('Наибольшая строка таблицы', row)],
        messages: [result.message, ...result.warnings, ...result.notes],
      };
    const drop = result.dropCheck;
    return {
      lines: [
        result.section,
        result.current,
        result.permissibleCurrent,
        line('Таблица и строка', row),
        ...(drop
          ? [
              drop.length,
              line(drop.drop.label, `${drop.drop.text} (${drop.dropPercent.text})`),
              drop.limit,
              ...(drop.sectionForLimit ? [drop.sectionForLimit] : []),
            ]
          : []),
      ],
      messages: [...result.warnings, ...result.notes],
    };
  },
  'voltage-drop': (result) =>
    result.status === 'beyond-supply'
      ? { lines: [result.current, result.resistance], messages: [result.message] }
      : {
          lines: [result.drop, result.dropPercent, result.endVoltage, result.limit, result.current, result.resistance],
          messages: result.warnings,
        },
  'power-consumption': (result) => ({
    lines: [
      ...result.loads.map((load) => line(load.name, `${load.installed.text}, расчётная ${load.design.text}`)),
      result.installedPower,
      result.designPower,
      result.apparentPower,
      result.current,
      result.breaker ?? line('Номинальный ток автомата', 'не подобран'),
    ],
    messages: result.warnings,
  }),
  'short-circuit': (result) => ({
    lines: [
      result.faultCurrent,
      result.tripCurrent,
      result.multiple,
      result.supplyImpedance,
      result.phaseResistance,
      result.neutralResistance,
      result.lineImpedance,
      result.loopImpedance,
    ],
    messages: [result.verdict],
  }),
  grounding: (result) => ({
    lines: [
      line('Число вертикальных электродов', String(result.count)),
      result.total,
      result.target,
      result.resistivity,
      result.singleRod,
      result.spacing,
      result.verticalFactor,
      result.rodsResistance,
      ...(result.strip ? [result.strip.length, result.strip.resistance, result.strip.factor] : []),
    ],
    messages: result.message ? [result.message] : [],
  }),
  'electricity-cost': (result) => ({
    lines: [
      result.costMonth,
      result.energyMonth,
      result.costYear,
      result.energyYear,
      ...result.zones.map((zone) => line(`${zone.label} (${zone.period})`, `${zone.energy.text} × ${zone.rate.text} = ${zone.cost.text}`)),
      ...result.appliances.map((appliance) => line(appliance.name, `${appliance.energy.text}, ${appliance.cost.text}`)),
    ],
    messages: [],
  }),
};

export function noteResults<K extends CalculatorId>(id: K, result: ResultOf<K>): NoteResults {
  return byCalculator[id](result);
}
