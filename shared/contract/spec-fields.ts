import { validationMessage } from '../validation/messages';
import { specLimits } from './spec-limits';

/**
 * A specification's fields as the browser's pages check them before sending (docs/behaviour.md,
 * "Specification pages"): the same rules and words as the contract's schemas (specs.ts), without
 * zod, whose object parser probes `new Function` and so trips the site's CSP.
 */

/** The number a quantity's text stands for (digits, a decimal comma or point: «12,5»); undefined when it is not one. */
export function readQuantity(text: string): number | undefined {
  if (!/^\s*\d{1,9}(?:[.,]\d{1,9})?\s*$/.test(text)) return undefined;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** A signed-in user's specification number, as addresses carry it. */
export const specIdPattern = /^[1-9]\d{0,9}$/;

/** The problem with a specification's name: one line of 1–100 characters once trimmed. */
export function checkSpecName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return validationMessage('required', 'Название');
  if (trimmed.length > specLimits.nameMax) return validationMessage('max', 'Название', specLimits.nameMax);
  // eslint-disable-next-line no-control-regex -- a name is one line of a document header
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return validationMessage('singleLine', 'Название');
  return undefined;
}
