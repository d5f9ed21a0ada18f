import { apiCall } from '#client/data/api-call';
import { trackEcommerce } from '#client/analytics/events';
import { notify } from '#client/notifications/notify';
import { specMessages } from '#shared/contract/spec-messages';
import type { AddSpecLine, AddSpecLinesResult } from '#shared/contract/specs';

/** What «В спецификацию» does once the page has JavaScript (the contract's types only: no zod on the page). */

/** The current specification's page, which every toast here leads to. */
const specPage = { href: '/spec', label: 'Открыть спецификацию' } as const;
const failure = 'Не удалось добавить в спецификацию. Попробуйте ещё раз.';

/** One product (POST /api/specs/current/lines); the toast says how it went. False when refused. */
export async function addToSpec(line: { productId: string; quantity?: string }): Promise<boolean> {
  const body: Record<string, string> = { productId: line.productId };
  if (line.quantity !== undefined) body.quantity = line.quantity;
  const answer = await apiCall('POST', '/api/specs/current/lines', body);
  if (!answer.ok) {
    notify.error(answer.message || failure);
    return false;
  }
  notify.success(specMessages.added, { link: specPage });
  trackEcommerce({ add: { products: [{ id: line.productId, quantity: Number(line.quantity ?? 1) }] } });
  return true;
}

/** Several at once, all or none (POST /api/specs/current/lines/batch); products not in the catalogue are named. */
export async function addAllToSpec(lines: readonly Pick<AddSpecLine, 'productId' | 'quantity'>[]): Promise<boolean> {
  const answer = await apiCall<AddSpecLinesResult>('POST', '/api/specs/current/lines/batch', { lines });
  if (!answer.ok) {
    notify.error(answer.message || failure);
    return false;
  }
  const { added, unknown } = answer.data;
  const refused = new Set<string>(unknown);
  const went = lines.filter((l) => !refused.has(l.productId));
  if (went.length) trackEcommerce({ add: { products: went.map((l) => ({ id: l.productId, quantity: Number(l.quantity) })) } });
  const title = specMessages.addedLines(added);
  if (unknown.length) notify.warning(title, { description: specMessages.unknownProducts(unknown), link: specPage });
  else notify.success(title, { link: specPage });
  return true;
}
