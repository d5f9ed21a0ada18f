import { boundedMessage } from '../validation/messages';

/**
 * Quantity bounds by the product's unit: pieces and sets are whole; metres of cable may be cut to
 * a decimetre. A unit not listed is counted in whole pieces.
 */
export interface QuantityBounds {
  min: number;
  max: number;
  /** Digits after the decimal point allowed. */
  decimals: number;
}
const wholeUnits: QuantityBounds = { min: 1, max: 99_999, decimals: 0 };
const quantityBoundsByUnit: Record<string, QuantityBounds> = {
  м: { min: 0.1, max: 99_999, decimals: 1 },
};
export function quantityBounds(unit: string): QuantityBounds {
  return quantityBoundsByUnit[unit] ?? wholeUnits;
}

const formatBound = (value: number) => value.toLocaleString('ru-RU');

/** Whether `quantity` is allowed for `unit`; the Russian message when not. */
export function checkQuantity(quantity: number, unit: string): string | undefined {
  const bounds = quantityBounds(unit);
  const scaled = quantity * 10 ** bounds.decimals;
  const fits = quantity >= bounds.min && quantity <= bounds.max && Math.abs(scaled - Math.round(scaled)) < 1e-9;
  if (fits) return undefined;
  const range = { min: `${formatBound(bounds.min)} ${unit}`, max: `${formatBound(bounds.max)} ${unit}` };
  return bounds.decimals === 0
    ? boundedMessage('integer', 'Количество', range)
    : `Поле Количество должно быть числом от ${range.min} до ${range.max}, не точнее ${formatBound(10 ** -bounds.decimals)} ${unit}`;
}
