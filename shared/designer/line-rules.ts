import { conventionalNonTripping, conventionalTripping, instantTripRange, type BreakerCurve } from '#shared/calculators/breakers';
import { materialLabel, sectionText } from '#shared/calculators/conductors';
import { reference, referenceText } from '#shared/calculators/explanation';
import { faultLoop } from '#shared/calculators/fault-loop';
import { lineDrop } from '#shared/calculators/line-drop';
import { ampacityColumn, type Laying } from '#shared/calculators/tables/pue';
import { sources } from '#shared/calculators/tables/sources';
import { transformers } from '#shared/calculators/tables/transformers';
import type { DesignLine } from './design';
import type { DeviceFacts } from './device-facts';
import { overloadProtectors } from './device-kind';
import type { Protection } from './groups';
import { dropLimit, dropMargin, imbalanceThreshold } from './check-thresholds';
import { designCosPhi, lineLoadCurrent, phaseCountOf, type PhasePlan } from './phases';
import type { PlacedItem } from './placement';
import { ruleMessages, whereIs } from './rule-messages';
import type { Finding } from './rules';

/**
 * The checks of lines and phases (docs/designer.md, "Rules"), with the calculators' own tables and
 * formulas: ПУЭ's permissible currents (shared/calculators/tables/pue.ts), the voltage drop
 * (shared/calculators/line-drop.ts), the fault loop (shared/calculators/fault-loop.ts) and the
 * breakers' tripping ranges (shared/calculators/breakers.ts). What the design does not say is
 * assumed as below and written in docs/designer.md.
 */

/**
 * How a line is laid: a multi-core cable in a conduit or hidden in a wall, the usual way in a
 * dwelling and lower in ПУЭ's tables than open laying — a two-core column for a single-phase line
 * (its PE core carries no load), three-core for a three-phase one (its N and PE neither).
 */
export const assumedLaying: Laying = 'conduit';

/** The supply behind the panel for the loop check: the short-circuit calculator's default, 400 kVA Y/Yн-0. */
export const assumedSupply = transformers.find((transformer) => transformer.id === '400-yyn')!;

const isCurve = (curve: string | null): curve is BreakerCurve => curve === 'B' || curve === 'C' || curve === 'D';

/** The phases a line's conductors carry: three for a 3- or 4-pole breaker, else one. */
const phasesOf = (facts: DeviceFacts) => (phaseCountOf(facts) === 3 ? '3' : '1');

/** Iz and the ПУЭ row it comes from, or null when the table gives no row for the section in that column. */
export function permissibleCurrent(line: DesignLine, phases: '1' | '3'): { current: number; source: string } | null {
  const column = ampacityColumn(line.material, assumedLaying, phases);
  const row = column.rows.find((candidate) => candidate.section === line.section);
  if (!row) return null;
  const cell = reference(sources.pue, {
    table: column.table.replace('ПУЭ, ', ''),
    column: `${materialLabel(line.material)}, ${column.column}`,
    row: sectionText(row.section),
    value: `${row.current}\u00a0А`,
    use: 'допустимый длительный ток',
  });
  return { current: row.current, source: referenceText(cell) };
}

/** Outgoing breakers and RCBOs with a line and a known rating. */
function linesOf(protection: Protection) {
  return protection.items.flatMap((placed) => {
    const { facts, item } = placed;
    if (item.input || !item.line || !facts || !overloadProtectors.has(facts.kind) || facts.ratedCurrent === null) return [];
    return [{ placed, facts, line: item.line, rating: facts.ratedCurrent, where: whereIs(placed.rowIndex, item.label) }];
  });
}

const at = (placed: PlacedItem) => ({ rowIndex: placed.rowIndex, itemIndex: placed.itemIndex });

/** In ≤ Iz: a breaker must trip before its cable overheats (ПУЭ 3.1.10 asks the same of overload protection). */
export function ampacityFindings(protection: Protection): Finding[] {
  return linesOf(protection).flatMap(({ placed, facts, line, rating, where }): Finding[] => {
    const permissible = permissibleCurrent(line, phasesOf(facts));
    if (!permissible || rating <= permissible.current) return [];
    return [
      {
        level: 'warning',
        code: 'line-overload',
        message: ruleMessages.lineOverload(facts.name, where, rating, permissible.current, permissible.source),
        ...at(placed),
      },
    ];
  });
}

/** ΔU of a line with a load, by the voltage-drop calculator's formula at `designCosPhi`. */
export function voltageDropFindings(protection: Protection): Finding[] {
  return linesOf(protection).flatMap(({ placed, facts, line, where }): Finding[] => {
    const phases = phasesOf(facts);
    const current = lineLoadCurrent(placed.item, phases === '3' ? 3 : 1);
    if (current === null) return [];
    const { percent } = lineDrop({
      current,
      length: line.length,
      section: line.section,
      material: line.material,
      phases,
      cosPhi: designCosPhi,
    });
    if (percent > dropLimit) {
      return [
        { level: 'warning', code: 'line-voltage-drop', message: ruleMessages.lineVoltageDrop(facts.name, where, percent), ...at(placed) },
      ];
    }
    if (percent > dropMargin) {
      return [
        {
          level: 'hint',
          code: 'line-voltage-drop-margin',
          message: ruleMessages.lineVoltageDropMargin(facts.name, where, percent),
          ...at(placed),
        },
      ];
    }
    return [];
  });
}

/**
 * Does the breaker trip at once on a fault at the line's far end: the short-circuit calculator's
 * Ik = Uф / (Zт/3 + 2ρL/S) (the neutral of the line's section) against the top of the curve's
 * instantaneous range.
 */
export function loopFindings(protection: Protection): Finding[] {
  return linesOf(protection).flatMap(({ placed, facts, line, rating, where }): Finding[] => {
    if (!isCurve(facts.curve)) return [];
    const { faultCurrent } = faultLoop({
      supplyImpedance: assumedSupply.impedance,
      material: line.material,
      section: line.section,
      neutralSection: line.section,
      length: line.length,
    });
    const multiple = instantTripRange[facts.curve][1];
    const trip = multiple * rating;
    if (faultCurrent >= trip * (1 - 1e-9)) return [];
    return [
      {
        level: 'warning',
        code: 'line-loop',
        message: ruleMessages.lineLoop(facts.name, where, faultCurrent, multiple, rating, facts.curve),
        ...at(placed),
      },
    ];
  });
}

/**
 * The input and an outgoing breaker are selective by rating and curve (docs/designer.md, "Rules")
 * when an overload of the line trips its breaker and not the input — the input's conventional
 * non-tripping current 1,13·In is above the line's conventional tripping current 1,45·In
 * (ГОСТ IEC 60898-1-2020) — and the input's instantaneous release does not start below the line's:
 * its curve is the line's or a slower one (B, then C, then D). Full selectivity on a short circuit
 * is beyond ratings and curves (the makers' selectivity tables): this check does not claim it.
 */
export function selectivityFindings(protection: Protection): Finding[] {
  const [input, ...others] = protection.inputs;
  const inputFacts = input?.facts;
  if (!input || others.length > 0 || !inputFacts || !overloadProtectors.has(inputFacts.kind) || inputFacts.ratedCurrent === null) return [];
  const inputRating = inputFacts.ratedCurrent;
  return protection.items.flatMap((placed): Finding[] => {
    const { facts, item } = placed;
    if (item.input || !facts || !overloadProtectors.has(facts.kind) || facts.ratedCurrent === null) return [];
    // A breaker rated above the input has its own warning (breaker-above-input).
    if (facts.ratedCurrent > inputRating) return [];
    const reasons: string[] = [];
    if (conventionalNonTripping * inputRating <= conventionalTripping * facts.ratedCurrent * (1 + 1e-9)) {
      reasons.push(ruleMessages.selectivityOverload(inputRating, facts.ratedCurrent));
    }
    if (isCurve(inputFacts.curve) && isCurve(facts.curve)) {
      const inputFrom = instantTripRange[inputFacts.curve][0];
      const lineFrom = instantTripRange[facts.curve][0];
      if (inputFrom < lineFrom) reasons.push(ruleMessages.selectivityCurve(inputFacts.curve, inputFrom, facts.curve, lineFrom));
    }
    if (reasons.length === 0) return [];
    return [
      {
        level: 'warning',
        code: 'selectivity',
        message: ruleMessages.selectivity(facts.name, whereIs(placed.rowIndex, item.label), inputFacts.name, reasons),
        ...at(placed),
      },
    ];
  });
}

/** The phases' loads of a three-phase panel: too uneven a split, and single-phase devices on no phase. */
export function phaseFindings(plan: PhasePlan): Finding[] {
  if (!plan.threePhase) return [];
  const findings: Finding[] = [];
  if (plan.imbalance !== null && plan.imbalance > imbalanceThreshold) {
    findings.push({
      level: 'warning',
      code: 'phase-imbalance',
      message: ruleMessages.phaseImbalance(
        plan.loads.map((load) => load.current),
        plan.imbalance,
      ),
    });
  }
  if (plan.unassigned.length > 0) {
    findings.push({ level: 'hint', code: 'phase-missing', message: ruleMessages.phaseMissing(plan.unassigned.length) });
  }
  return findings;
}
