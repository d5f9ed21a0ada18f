import type { Design } from './design';
import type { DeviceFacts, FactsById } from './device-facts';
import { inputKinds, overloadProtectors } from './device-kind';
import { protectionOf, type Protection, type RcdGroup } from './groups';
import { isSocketLine } from './label';
import { ampacityFindings, loopFindings, phaseFindings, selectivityFindings, voltageDropFindings } from './line-rules';
import { drawnCurrent, phaseCountOf, phasePlanOf, type PhasePlan } from './phases';
import type { PlacedItem } from './placement';
import { ruleMessages, whereIs } from './rule-messages';

/**
 * The designer's checks (docs/designer.md, "Rules"): what cannot be built (error), what is
 * built but unsafe or wasteful (warning), and advice (hint). Pure: the same design and facts give
 * the same findings on the server's result page and in the browser.
 */

export type FindingLevel = 'error' | 'warning' | 'hint';

export type FindingCode =
  | 'no-enclosure'
  | 'enclosure-missing'
  | 'not-an-enclosure'
  | 'product-missing'
  | 'not-modular'
  | 'row-overflow'
  | 'too-many-rows'
  | 'several-inputs'
  | 'input-kind'
  | 'rcd-overloaded'
  | 'breaker-above-input'
  | 'socket-line-unprotected'
  | 'socket-line-leakage'
  | 'line-overload'
  | 'line-voltage-drop'
  | 'line-voltage-drop-margin'
  | 'line-loop'
  | 'selectivity'
  | 'phase-imbalance'
  | 'phase-missing';

export interface Finding {
  readonly level: FindingLevel;
  readonly code: FindingCode;
  /** Russian, naming the device (its catalogue name or id, its label) and its row. */
  readonly message: string;
  /** From 0; absent for findings about the whole panel. */
  readonly rowIndex?: number;
  /** From 0; absent for findings about a row or the panel. */
  readonly itemIndex?: number;
}

/** A leakage current that protects a person (docs/designer.md, "Rules"). */
export const personalProtectionLeakage = 30;

const levelOrder: Record<FindingLevel, number> = { error: 0, warning: 1, hint: 2 };

const at = (placed: PlacedItem) => ({ rowIndex: placed.rowIndex, itemIndex: placed.itemIndex });

/** Errors first, then warnings, then hints; within a level in the order the rules below run. */
export function checkDesign(design: Design, factsById: FactsById): Finding[] {
  const protection = protectionOf(design, factsById);
  const plan = phasePlanOf(design, factsById);
  const findings = [
    ...enclosureFindings(design, factsById),
    ...placementFindings(protection),
    ...inputFindings(protection),
    ...rcdFindings(protection, plan),
    ...ampacityFindings(protection),
    ...voltageDropFindings(protection),
    ...loopFindings(protection),
    ...selectivityFindings(protection),
    ...phaseFindings(plan),
    ...socketLineFindings(protection),
  ];
  return findings.sort((a, b) => levelOrder[a.level] - levelOrder[b.level]);
}

/** The enclosure is chosen, exists, and its rows hold what the design puts in them. */
function enclosureFindings(design: Design, factsById: FactsById): Finding[] {
  if (design.enclosureId === null) return [{ level: 'hint', code: 'no-enclosure', message: ruleMessages.noEnclosure() }];
  const enclosure = factsById.get(design.enclosureId);
  if (!enclosure) return [{ level: 'error', code: 'enclosure-missing', message: ruleMessages.enclosureMissing(design.enclosureId) }];
  if (!enclosure.enclosure) return [{ level: 'error', code: 'not-an-enclosure', message: ruleMessages.notAnEnclosure(enclosure.name) }];
  const { rows, modulesPerRow } = enclosure.enclosure;
  const findings: Finding[] = [];
  design.rows.forEach((row, rowIndex) => {
    if (rowIndex >= rows) {
      // An empty extra row is harmless: nothing to build there.
      if (row.items.length > 0) {
        findings.push({
          level: 'error',
          code: 'too-many-rows',
          message: ruleMessages.tooManyRows(rowIndex, enclosure.name, rows),
          rowIndex,
        });
      }
      return;
    }
    const overflow = rowOverflow(row.items, factsById, modulesPerRow);
    if (overflow) {
      findings.push({
        level: 'error',
        code: 'row-overflow',
        message: ruleMessages.rowOverflow(rowIndex, overflow.used - modulesPerRow, overflow.used, modulesPerRow, overflow.culprit.name),
        rowIndex,
        itemIndex: overflow.culpritIndex,
      });
    }
  });
  return findings;
}

/** The modules a row's devices take, and the first device that sticks out past the rail's end. */
function rowOverflow(
  items: Design['rows'][number]['items'],
  factsById: FactsById,
  capacity: number,
): { used: number; culprit: DeviceFacts; culpritIndex: number } | null {
  let used = 0;
  let culprit: { culprit: DeviceFacts; culpritIndex: number } | null = null;
  for (const [index, item] of items.entries()) {
    const facts = factsById.get(item.productId);
    // A missing or non-modular product has its own error; it takes no room here.
    if (!facts || facts.modules === null) continue;
    used += facts.modules * item.quantity;
    if (used > capacity && !culprit) culprit = { culprit: facts, culpritIndex: index };
  }
  return culprit && { used, ...culprit };
}

/** Every item names a product that exists and goes on a DIN rail. */
function placementFindings({ items }: Protection): Finding[] {
  return items.flatMap((placed): Finding[] => {
    const { item, facts, rowIndex } = placed;
    if (!facts) {
      return [
        {
          level: 'error',
          code: 'product-missing',
          message: ruleMessages.productMissing(item.productId, rowIndex, item.label),
          ...at(placed),
        },
      ];
    }
    if (facts.modules === null) {
      return [{ level: 'error', code: 'not-modular', message: ruleMessages.notModular(facts.name, rowIndex, item.label), ...at(placed) }];
    }
    return [];
  });
}

/** One input at most, and one that can be an input. */
function inputFindings({ inputs }: Protection): Finding[] {
  const named = (placed: PlacedItem) => placed.facts?.name ?? placed.item.productId;
  if (inputs.length > 1) {
    return [{ level: 'error', code: 'several-inputs', message: ruleMessages.severalInputs(inputs.map(named)) }];
  }
  const [input] = inputs;
  if (input?.facts && !inputKinds.has(input.facts.kind)) {
    return [{ level: 'warning', code: 'input-kind', message: ruleMessages.inputKind(input.facts.name, input.rowIndex), ...at(input) }];
  }
  return [];
}

/** The one input's rating, when there is exactly one input and its rating is known. */
function inputRating({ inputs }: Protection): number | null {
  return inputs.length === 1 ? (inputs[0]?.facts?.ratedCurrent ?? null) : null;
}

/**
 * What the lines behind an RCD draw together when at least one of them gives its load (the others
 * at their breakers' ratings, docs/designer.md, "Lines and phases"); for a three-phase RCD of a
 * three-phase panel, its busiest pole's, a line with no phase counted on every pole. Null when no
 * line gives a load.
 */
function loadBehind({ rcd, members }: RcdGroup, plan: PhasePlan): { current: number; estimated: boolean } | null {
  if (!members.some((member) => member.item.line?.load)) return null;
  const drawn = members.map((member) => ({ member, ...drawnCurrent(member), quantity: member.item.quantity }));
  const estimated = drawn.some((line) => line.fromRating && line.current > 0);
  if (!(plan.threePhase && phaseCountOf(rcd.facts) === 3)) {
    return { current: drawn.reduce((sum, line) => sum + line.current * line.quantity, 0), estimated };
  }
  const key = ({ rowIndex, itemIndex }: PlacedItem) => `${rowIndex}:${itemIndex}`;
  const phaseOf = new Map(plan.items.map((phased) => [key(phased.placed), phased]));
  const poles = (['L1', 'L2', 'L3'] as const).map((pole) =>
    drawn.reduce((sum, line) => {
      const phased = phaseOf.get(key(line.member));
      const onPole = !phased || phased.role === 'three' || phased.phase === null || phased.phase === pole;
      return onPole ? sum + line.current * line.quantity : sum;
    }, 0),
  );
  return { current: Math.max(...poles), estimated };
}

/**
 * An RCD has no overload protection of its own: it is safe when the breakers behind it cannot
 * together draw more than its rating, or when the input breaker before it is rated no higher
 * than it. Either is enough (docs/designer.md, "Rules"); a warning when neither holds. When the
 * lines give their loads, the RCD is also checked against what they draw together. Then no group
 * breaker may be rated above the input, or the input trips first.
 */
function rcdFindings(protection: Protection, plan: PhasePlan): Finding[] {
  const input = inputRating(protection);
  const findings: Finding[] = [];
  for (const group of protection.groups) {
    const { rcd, members } = group;
    const rating = rcd.facts?.ratedCurrent;
    if (!rcd.facts || rating === null || rating === undefined) continue;
    const load = loadBehind(group, plan);
    if (load && load.current > rating * (1 + 1e-9)) {
      findings.push({
        level: 'warning',
        code: 'rcd-overloaded',
        message: ruleMessages.rcdLoads(rcd.facts.name, whereIs(rcd.rowIndex, rcd.item.label), rating, load.current, load.estimated),
        ...at(rcd),
      });
      continue;
    }
    const sum = members.reduce(
      (total, { facts, item }) =>
        facts && overloadProtectors.has(facts.kind) && facts.ratedCurrent !== null ? total + facts.ratedCurrent * item.quantity : total,
      0,
    );
    if (sum > rating && (input === null || input > rating)) {
      findings.push({
        level: 'warning',
        code: 'rcd-overloaded',
        message: ruleMessages.rcdOverloaded(rcd.facts.name, whereIs(rcd.rowIndex, rcd.item.label), rating, sum, input),
        ...at(rcd),
      });
    }
  }
  if (input === null) return findings;
  for (const placed of protection.items) {
    const { facts, item } = placed;
    if (item.input || !facts || !overloadProtectors.has(facts.kind) || facts.ratedCurrent === null) continue;
    if (facts.ratedCurrent > input) {
      findings.push({
        level: 'warning',
        code: 'breaker-above-input',
        message: ruleMessages.breakerAboveInput(facts.name, whereIs(placed.rowIndex, item.label), facts.ratedCurrent, input),
        ...at(placed),
      });
    }
  }
  return findings;
}

/**
 * A socket line (docs/designer.md, "Rules": told by its label) wants protection against leakage
 * of 30 mA or less: an RCD before its breaker, or an RCBO as its breaker.
 */
function socketLineFindings(protection: Protection): Finding[] {
  return protection.items.flatMap((placed): Finding[] => {
    const { facts, item, rowIndex } = placed;
    if (item.input || !facts || !overloadProtectors.has(facts.kind) || !isSocketLine(item.label)) return [];
    const guard = facts.kind === 'rcbo' ? facts : (protection.rcdOf(placed)?.facts ?? null);
    if (!guard) {
      return [
        {
          level: 'hint',
          code: 'socket-line-unprotected',
          message: ruleMessages.socketLineUnprotected(item.label, rowIndex),
          ...at(placed),
        },
      ];
    }
    if (guard.leakage !== null && guard.leakage > personalProtectionLeakage) {
      return [
        {
          level: 'hint',
          code: 'socket-line-leakage',
          message: ruleMessages.socketLineLeakage(item.label, rowIndex, guard.leakage),
          ...at(placed),
        },
      ];
    }
    return [];
  });
}
