import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createActivatedAccount, e2ePerson, signInThroughApi } from './account-e2e';
import { e2eSiteData, waitForHydration } from './e2e';
import type { PageType } from './page-types';

/**
 * Opens a page type's address as a person would see it: signed in first when the type needs it,
 * the document's status checked, hydrated. Returns the address it opened.
 */
export async function openPageType(page: Page, api: APIRequestContext, baseURL: string | undefined, type: PageType): Promise<string> {
  const path = type.path(await e2eSiteData(api));
  if (type.signedIn) await signInThroughApi(page, baseURL, await createActivatedAccount(api, baseURL, e2ePerson('gates')));
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(type.status);
  await waitForHydration(page);
  return path;
}
