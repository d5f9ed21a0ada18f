import type { CalculatorId } from '#shared/calculators';
import type { UiIconName } from '#client/components/UiIcon';

/** One per calculator, for its card on /calculators: exactly the calculators the site computes. */
export const calculatorIcons: Record<CalculatorId, UiIconName> = {
  'cable-section': 'cable-data',
  'voltage-drop': 'trending-down',
  'power-consumption': 'home-lightning-bolt-outline',
  'short-circuit': 'flash-alert-outline',
  grounding: 'arrow-collapse-down',
  'electricity-cost': 'cash-multiple',
};

export function hasCalculatorIcon(id: string): id is CalculatorId {
  return Object.hasOwn(calculatorIcons, id);
}
