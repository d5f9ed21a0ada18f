import { expect, test } from '@playwright/test';
import { apiJson, waitForHydration } from '../support/e2e';

test('a visitor opens the home page and sees the main menu and the company contacts', async ({ page, request }) => {
  const menu = await apiJson<{ menuList: { label: string; order: number }[] }>(request, '/api/menu/main');
  const contacts = await apiJson<{ name: string; data: string }[]>(request, '/api/menu/contacts');
  const telephone = contacts.find((c) => c.name === 'telephone')?.data;
  expect(telephone, 'the demo contacts have a telephone').toBeTruthy();

  await page.goto('/');
  await waitForHydration(page);

  const menuLinks = page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link');
  await expect(menuLinks).toHaveCount(7);
  await expect(menuLinks).toHaveText([...menu.menuList].sort((a, b) => a.order - b.order).map((item) => item.label));

  const contactsBlock = page.locator('section[aria-labelledby="contacts-title"] address.contacts');
  await expect(contactsBlock).toBeVisible();
  const phone = contactsBlock.locator('a[href^="tel:"]');
  await expect(phone).toHaveText(telephone!);
  const href = await phone.getAttribute('href');
  // docs/behaviour.md, "Contacts": the link value is the telephone without spaces, hyphens and parentheses.
  expect(href).toMatch(/^tel:\+?\d+$/);
  expect(href).toBe(`tel:${telephone!.replace(/[\s\-()]/g, '')}`);
});
