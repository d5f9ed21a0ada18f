import type { IconData } from '#shared/icons';
import type { CalculatorId } from '#shared/calculators';

/**
 * The calculators' icons (Material Design Icons, as @iconify-json/mdi has them), bundled as data like
 * client/components/ui-icons.ts but kept with the page that draws them, so that only it carries them
 * and the home page's JavaScript stays within its budget (docs/decisions/007-javascript-budget.md).
 * tests/unit/client/calculator-icons.test.ts keeps each equal to the icon set; `name` is the icon's
 * name there.
 */
export interface NamedIcon extends IconData {
  name: string;
}

/** One per calculator, for its card on /calculators: exactly the calculators the site computes. */
export const calculatorIcons: Record<CalculatorId, NamedIcon> = {
  'cable-section': {
    name: 'cable-data',
    body:
      '<path fill="currentColor" d="M7.05 3.5a3.52 3.52 0 0 0 0 4.97l8.49 8.48c.58.59.58 1.55 0 2.12c-.59.59-1.54.59-' +
      '2.13 0l-4.24-4.24l1.06-1.06l-3.53-3.54l-.36.36l-1.41-1.42a1.02 1.02 0 0 0-1.43 0l-1.4 1.42c-.39.41-.39 1.02 0 ' +
      '1.41l1.4 1.41l-.34.36L6.7 17.3l1.06-1.06L12 20.5a3.53 3.53 0 0 0 4.95 0c1.37-1.38 1.37-3.6 0-4.96L8.46 7.05c-.' +
      '58-.59-.58-1.55 0-2.12c.59-.59 1.54-.59 2.13 0l4.24 4.24l-1.06 1.06l3.53 3.54l.36-.36l1.41 1.42c.39.39 1.03.39' +
      ' 1.43 0l1.4-1.42c.39-.41.39-1.02 0-1.41l-1.4-1.41l.34-.36L17.3 6.7l-1.06 1.06L12 3.5a3.53 3.53 0 0 0-4.95 0m-4' +
      '.24 7.79l1.41-1.41l1.42 1.41l-1.42 1.42m14.14 0l1.42-1.42l1.41 1.42l-1.41 1.41Z"/>',
    width: 24,
    height: 24,
  },
  'voltage-drop': {
    name: 'trending-down',
    body: '<path fill="currentColor" d="m16 18l2.29-2.29l-4.88-4.88l-4 4L2 7.41L3.41 6l6 6l4-4l6.3 6.29L22 12v6z"/>',
    width: 24,
    height: 24,
  },
  'power-consumption': {
    name: 'home-lightning-bolt-outline',
    body: '<path fill="currentColor" d="M5 20v-8H2l10-9l10 9h-3v8zm7-14.31l-5 4.5V18h10v-7.81zM11.5 18v-4H9l3.5-7v4H15z"/' + '>',
    width: 24,
    height: 24,
  },
  'short-circuit': {
    name: 'flash-alert-outline',
    body: '<path fill="currentColor" d="M5 2h10l-3.5 7H15L8 22v-8H5zm2 2v8h3v2.66L12 11H8.24l3.52-7M17 15h2v2h-2zm0-8h2v6' + 'h-2z"/>',
    width: 24,
    height: 24,
  },
  grounding: {
    name: 'arrow-collapse-down',
    body: '<path fill="currentColor" d="M19.92 12.08L12 20l-7.92-7.92l1.42-1.41l5.5 5.5V2h2v14.17l5.5-5.51zM12 20H2v2h20v' + '-2z"/>',
    width: 24,
    height: 24,
  },
  'electricity-cost': {
    name: 'cash-multiple',
    body:
      '<path fill="currentColor" d="M5 6h18v12H5zm9 3a3 3 0 0 1 3 3a3 3 0 0 1-3 3a3 3 0 0 1-3-3a3 3 0 0 1 3-3M9 8a2 2' +
      ' 0 0 1-2 2v4a2 2 0 0 1 2 2h10a2 2 0 0 1 2-2v-4a2 2 0 0 1-2-2zm-8 2h2v10h16v2H1z"/>',
    width: 24,
    height: 24,
  },
};

export function hasCalculatorIcon(id: string): id is CalculatorId {
  return Object.hasOwn(calculatorIcons, id);
}
