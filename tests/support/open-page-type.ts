import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createActivatedAccount, e2ePerson, fillSpecification, originOf, signInThroughApi } from './account-e2e';
import { e2eSiteData, waitForHydration } from './e2e';
import type { PageType } from './page-types';

/**
 * Opens a page type's address as a person would see it: signed in first when the type needs it,
 * the document's status checked, hydrated. Returns the address it opened.
 */
export async function openPageType(page: Page, api: APIRequestContext, baseURL: string | undefined, type: PageType): Promise<string> {
  if (type.signedIn) await signInThroughApi(page, baseURL, await createActivatedAccount(api, baseURL, e2ePerson('gates')));
  const path = await pageTypePath(page.request, baseURL, type);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(type.status);
  await waitForHydration(page);
  return path;
}

/**
 * A page type's address for the visitor whose cookies `request` carries: for a page only its owner
 * reaches, where the form posted first in their session leads; their specification filled first
 * when the page shows it.
 */
export async function pageTypePath(request: APIRequestContext, baseURL: string | undefined, type: PageType): Promise<string> {
  // The request context shares the visitor's cookies: the specification is this visitor's.
  if (type.specLines) await fillSpecification(request, baseURL, type.specLines);
  if (type.projectItems) {
    let projectId = '';
    for (const item of type.projectItems(await e2eSiteData(request))) {
      const saved = await request.post('/api/specs/current/items', { headers: { Origin: originOf(baseURL) }, data: item });
      expect(saved.status(), `«Сохранить в проект» ${item.address}`).toBe(200);
      projectId = ((await saved.json()) as { projectId: string }).projectId;
    }
    return `/my/projects/${projectId}`;
  }
  if (!type.formFirst) return type.path(await e2eSiteData(request));
  const answer = await request.post(type.formFirst.action, {
    form: type.formFirst.fields,
    headers: { Origin: originOf(baseURL) },
    maxRedirects: 0,
  });
  expect(answer.status(), type.formFirst.action).toBe(303);
  return new URL(answer.headers().location!, 'http://site.invalid').pathname;
}
