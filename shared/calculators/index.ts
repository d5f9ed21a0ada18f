import { cableSectionCalculator } from './cable-section';
import { voltageDropCalculator } from './voltage-drop';
import { powerConsumptionCalculator } from './power-consumption';
import { shortCircuitCalculator } from './short-circuit';
import { groundingCalculator } from './grounding';
import { electricityCostCalculator } from './electricity-cost';

/**
 * The engineering calculators by id, the `calcID` of `/calculators/{calcID}` (docs/calculators.md).
 * A page imports the one it shows from its own module to keep the others out of its bundle; this
 * registry is for code that serves any of them.
 */
export const calculators = {
  'cable-section': cableSectionCalculator,
  'voltage-drop': voltageDropCalculator,
  'power-consumption': powerConsumptionCalculator,
  'short-circuit': shortCircuitCalculator,
  grounding: groundingCalculator,
  'electricity-cost': electricityCostCalculator,
};

export type CalculatorId = keyof typeof calculators;

export const calculatorIds = Object.keys(calculators) as CalculatorId[];

export function isCalculatorId(id: string): id is CalculatorId {
  return Object.hasOwn(calculators, id);
}
