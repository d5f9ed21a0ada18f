import type { Context } from 'hono';
import { savesQueryKey, sessionQueryKey, specQuotesQueryKey } from '#shared/auth/query-keys';
import { specQuoteListSchema, specQuotePaths } from '#shared/contract/spec-quotes';
import { accountPaths, savedItemListSchema } from '#shared/contract/auth';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth } from '../auth/upstream-auth';
import type { Logger } from '../logger';

export type Prefill = Array<{ queryKey: readonly unknown[]; data: unknown }>;

/**
 * What a private page renders with already in place: the visitor's session and, on the page that
 * lists them, the saved items (only that page asks upstream for them). Public pages get nothing.
 */
export async function personalData(
  c: Context,
  deps: { sessions: SessionService; auth: UpstreamAuth; logger: Logger },
  withSaves: boolean,
  withSpecQuotes = false,
): Promise<Prefill> {
  const user = await deps.sessions.user(c);
  if (!user) return [];
  const out: Prefill = [{ queryKey: sessionQueryKey, data: { status: 'authenticated', user } }];
  if (withSpecQuotes) {
    const quotes = await deps.sessions.withToken(c, (token) => deps.auth.send('GET', specQuotePaths.mine, { token }));
    const list = quotes.ok ? specQuoteListSchema.safeParse(quotes.value) : null;
    if (list?.success) out.push({ queryKey: specQuotesQueryKey, data: list.data });
  }
  if (!withSaves) return out;
  try {
    const saves = await deps.sessions.withToken(c, (token) => deps.auth.send('GET', accountPaths.saves, { token }));
    const items = saves.ok ? savedItemListSchema.safeParse(saves.value) : null;
    if (items?.success) out.push({ queryKey: savesQueryKey, data: items.data });
  } catch (error) {
    deps.logger.warn({ err: String(error) }, 'saved items unavailable for SSR; the page loads them itself');
  }
  return out;
}
