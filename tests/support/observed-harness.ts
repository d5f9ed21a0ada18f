import { createSiteHarness, type SiteHarness, type SiteHarnessOptions, type UpstreamMiddleware } from './site-harness';

/**
 * The observable harness is the site harness itself now (it records upstream requests and takes
 * an upstream middleware); these names stay for the tests written against them.
 */
export type { UpstreamMiddleware, UpstreamRequestRecord } from './site-harness';
export type ObservedSiteHarness = SiteHarness;
export const createObservedSiteHarness = (options: SiteHarnessOptions = {}): ObservedSiteHarness => createSiteHarness(options);

/** Changes the JSON body of upstream answers whose path (without query) matches. */
export function rewriteJsonAnswer(path: RegExp, edit: (body: unknown) => unknown): UpstreamMiddleware {
  return async (request, next) => {
    const answer = await next(request);
    if (!path.test(new URL(request.url).pathname) || !answer.ok) return answer;
    const body = edit(await answer.json());
    return new Response(JSON.stringify(body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
}

/** Holds back upstream answers whose path (without query) matches, as a slow backend would. */
export function delayAnswer(path: RegExp, ms: number): UpstreamMiddleware {
  return async (request, next) => {
    if (path.test(new URL(request.url).pathname)) await new Promise((resolve) => setTimeout(resolve, ms));
    return next(request);
  };
}
