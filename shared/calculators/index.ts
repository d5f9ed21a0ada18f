import { cableSectionQuery, cableSectionShape, computeCableSection, parseCableSectionQuery } from './cable-section';
import { defineCalculator } from './calculator';
import { computeElectricityCost, electricityCostQuery, electricityCostShape, parseElectricityCostQuery } from './electricity-cost';
import { computeGrounding, groundingQuery, groundingShape, parseGroundingQuery } from './grounding';
import { computePowerConsumption, parsePowerConsumptionQuery, powerConsumptionQuery, powerConsumptionShape } from './power-consumption';
import { computeShortCircuit, parseShortCircuitQuery, shortCircuitQuery, shortCircuitShape } from './short-circuit';
import { computeVoltageDrop, parseVoltageDropQuery, voltageDropQuery, voltageDropShape } from './voltage-drop';

/**
 * The engineering calculators by id, the `calcID` of `/calculators/{calcID}` (docs/calculators.md).
 * A page imports the one it shows from its own module to keep the others out of its bundle; this
 * registry is for code that serves any of them.
 */
export const calculators = {
  'cable-section': defineCalculator({
    id: 'cable-section',
    shape: cableSectionShape,
    parse: parseCableSectionQuery,
    toQuery: cableSectionQuery,
    compute: computeCableSection,
  }),
  'voltage-drop': defineCalculator({
    id: 'voltage-drop',
    shape: voltageDropShape,
    parse: parseVoltageDropQuery,
    toQuery: voltageDropQuery,
    compute: computeVoltageDrop,
  }),
  'power-consumption': defineCalculator({
    id: 'power-consumption',
    shape: powerConsumptionShape,
    parse: parsePowerConsumptionQuery,
    toQuery: powerConsumptionQuery,
    compute: computePowerConsumption,
  }),
  'short-circuit': defineCalculator({
    id: 'short-circuit',
    shape: shortCircuitShape,
    parse: parseShortCircuitQuery,
    toQuery: shortCircuitQuery,
    compute: computeShortCircuit,
  }),
  grounding: defineCalculator({
    id: 'grounding',
    shape: groundingShape,
    parse: parseGroundingQuery,
    toQuery: groundingQuery,
    compute: computeGrounding,
  }),
  'electricity-cost': defineCalculator({
    id: 'electricity-cost',
    shape: electricityCostShape,
    parse: parseElectricityCostQuery,
    toQuery: electricityCostQuery,
    compute: computeElectricityCost,
  }),
};

export type CalculatorId = keyof typeof calculators;

export const calculatorIds = Object.keys(calculators) as CalculatorId[];

export function isCalculatorId(id: string): id is CalculatorId {
  return Object.hasOwn(calculators, id);
}
