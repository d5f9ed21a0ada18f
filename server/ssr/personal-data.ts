import type { Context } from 'hono';
import { consentsQueryKey, savesQueryKey, sessionQueryKey, specQuotesQueryKey } from '#shared/auth/query-keys';
import { consentListSchema, consentPaths } from '#shared/contract/consents';
import { specQuoteListSchema, specQuotePaths } from '#shared/contract/spec-quotes';
import { currentSpecQueryKey, specListQueryKey, specQueryKey } from '#shared/specs/query-keys';
import { accountPaths, savedItemListSchema } from '#shared/contract/auth';
import { fillPath } from '#shared/contract/paths';
import { specIdSchema, specListSchema, specPaths } from '#shared/contract/specs';
import { projectItemListSchema, projectItemPaths } from '#shared/contract/project-items';
import { projectItemsQueryKey } from '#shared/projects/query-keys';
import type { CurrentSpecAnswer } from '#shared/specs/current-answer';
import type { RouteDefinition, RouteId } from '#shared/routes';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth } from '../auth/upstream-auth';
import type { Logger } from '../logger';
import { readAccountCurrent } from '../specs/account-current';
import { asSpec, type GuestSpecs } from '../specs/guest-spec';

export type Prefill = Array<{ queryKey: readonly unknown[]; data: unknown }>;

interface PersonalDeps {
  sessions: SessionService;
  auth: UpstreamAuth;
  logger: Logger;
  guests: GuestSpecs;
}

type Read = (c: Context, deps: PersonalDeps, signedIn: boolean) => Promise<Prefill>;

const asUser = (c: Context, deps: PersonalDeps, path: string) =>
  deps.sessions.withToken(c, (token) => deps.auth.send('GET', path, { token }));

/**
 * What each private page reads for itself, so it renders with its data in place (and works without
 * JavaScript). What cannot be read is left out: the page then says so, or loads it in the browser.
 */
const pageReads: Partial<Record<RouteId, Read>> = {
  PageAccountRequests: async (c, deps) => {
    const quotes = await asUser(c, deps, specQuotePaths.mine);
    const list = quotes.ok ? specQuoteListSchema.safeParse(quotes.value) : null;
    return list?.success ? [{ queryKey: specQuotesQueryKey, data: list.data }] : [];
  },
  // «Мои согласия», with «Отозвать» posting without JavaScript (docs/behaviour.md, "Consent to the processing of personal data").
  PageAccountProfile: async (c, deps) => {
    const consents = await asUser(c, deps, consentPaths.mine);
    const list = consents.ok ? consentListSchema.safeParse(consents.value) : null;
    return list?.success ? [{ queryKey: consentsQueryKey, data: list.data }] : [];
  },
  PageAccountSaves: async (c, deps) => {
    const saves = await asUser(c, deps, accountPaths.saves);
    const items = saves.ok ? savedItemListSchema.safeParse(saves.value) : null;
    return items?.success ? [{ queryKey: savesQueryKey, data: items.data }] : [];
  },
  // A guest's by the `spec` cookie; a signed-in user's current one, read without making one
  // (docs/behaviour.md, "Specification").
  PageSpec: async (c, deps, signedIn) => {
    if (signedIn) {
      const current = await readAccountCurrent((method, path) =>
        deps.sessions.withToken(c, (token) => deps.auth.send(method, path, { token })),
      );
      if (!current.ok) return [];
      const answer: CurrentSpecAnswer = { spec: current.value, signedIn: true };
      return [{ queryKey: currentSpecQueryKey, data: answer }];
    }
    const found = await deps.guests.read(c);
    if (!found.ok) return [];
    const answer: CurrentSpecAnswer = { spec: found.value, signedIn: false };
    return [{ queryKey: currentSpecQueryKey, data: answer }];
  },
  PageAccountSpecs: async (c, deps) => {
    const result = await asUser(c, deps, specPaths.list);
    const list = result.ok ? specListSchema.safeParse(result.value) : null;
    return list?.success ? [{ queryKey: specListQueryKey, data: list.data }] : [];
  },
  // Another user's number reads as unknown upstream: null, which the page turns into the 404 page.
  PageAccountSpec: async (c, deps) => {
    // A number that cannot be one is the page's 404 before anything is read (its loader checks it too).
    const specId = new URL(c.req.url).pathname.split('/').at(-1) ?? '';
    if (!specIdSchema.safeParse(specId).success) return [];
    const spec = asSpec(await asUser(c, deps, fillPath(specPaths.one, { specId })));
    if (spec.ok) return [{ queryKey: specQueryKey(specId), data: spec.value }];
    return spec.status === 404 ? [{ queryKey: specQueryKey(specId), data: null }] : [];
  },
  // A project (docs/behaviour.md, "Projects"): its specification decides the page (another user's is
  // its 404), then what was saved into it and the quote requests, of which the page shows this one's.
  PageAccountProject: async (c, deps) => {
    const specId = new URL(c.req.url).pathname.split('/').at(-1) ?? '';
    if (!specIdSchema.safeParse(specId).success) return [];
    const [spec, items, quotes] = await Promise.all([
      asUser(c, deps, fillPath(specPaths.one, { specId })).then(asSpec),
      asUser(c, deps, fillPath(projectItemPaths.items, { specId })),
      asUser(c, deps, specQuotePaths.mine),
    ]);
    if (!spec.ok) return spec.status === 404 ? [{ queryKey: specQueryKey(specId), data: null }] : [];
    const out: Prefill = [{ queryKey: specQueryKey(specId), data: spec.value }];
    const itemList = items.ok ? projectItemListSchema.safeParse(items.value) : null;
    if (itemList?.success) out.push({ queryKey: projectItemsQueryKey(specId), data: itemList.data });
    const quoteList = quotes.ok ? specQuoteListSchema.safeParse(quotes.value) : null;
    if (quoteList?.success) out.push({ queryKey: specQuotesQueryKey, data: quoteList.data });
    return out;
  },
};

/**
 * What a private page renders with already in place: the visitor's session and what the page
 * itself shows (only that page asks upstream for it). Public pages get nothing.
 */
export async function personalData(c: Context, deps: PersonalDeps, route: RouteDefinition | undefined): Promise<Prefill> {
  const user = await deps.sessions.user(c);
  const out: Prefill = user ? [{ queryKey: sessionQueryKey, data: { status: 'authenticated', user } }] : [];
  const read = route && pageReads[route.id as RouteId];
  if (!read || (!user && route.guard === 'auth')) return out;
  try {
    out.push(...(await read(c, deps, user !== null)));
  } catch (error) {
    deps.logger.warn({ err: String(error), route: route.path }, 'personal data unavailable for SSR; the page loads it itself');
  }
  return out;
}
