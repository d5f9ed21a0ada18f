import { afterAll, beforeAll, expect, test } from 'vitest';
import { catalogMenuSchema, contactNames, contactsSchema, mainMenuNames, mainMenuSchema, slugSchema } from '#shared/contract';
import { products } from '#tests/support/previous-catalogue';
import { products as catalogProducts } from '#server/embedded/seed/catalog/products';
import { sections as catalogTree } from '#server/embedded/seed/catalog/sections';
import { openTestApi, type TestApi } from './harness';
import { isServedMdiIcon } from './mdi-icons';

let t: TestApi;
beforeAll(() => {
  t = openTestApi();
});
afterAll(() => t.dispose());

const cyrillic = /[А-Яа-яЁё]/;

test('the main menu has exactly the seven entries, in order, each with Russian SEO', async () => {
  const { menuList } = mainMenuSchema.parse((await t.get('/api/menu/main')).json);
  expect(menuList.map((item) => item.name)).toEqual([...mainMenuNames]);
  const orders = menuList.map((item) => item.order);
  expect(orders).toEqual([...orders].sort((a, b) => a - b));
  for (const item of menuList) {
    expect(item.label).toMatch(cyrillic);
    expect(item.seo.title).toMatch(cyrillic);
    expect(item.seo.description).toMatch(cyrillic);
    expect(item.seo.h1).toMatch(cyrillic);
  }
});

test('contacts carry every contact name in the expected formats', async () => {
  const contacts = contactsSchema.parse((await t.get('/api/menu/contacts')).json);
  expect(contacts.map((entry) => entry.name)).toEqual([...contactNames]);
  const data = Object.fromEntries(contacts.map((entry) => [entry.name, entry.data]));
  expect(data.name).toMatch(cyrillic);
  expect(data.address).toMatch(/Москва/);
  expect(data.email).toMatch(/^[\w.-]+@[\w-]+(\.[\w-]+)+$/);
  expect(data.telephone).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  expect(data.telegram).toMatch(/^https:\/\/t\.me\/\w+$/);
  expect(data.whatsapp).toMatch(/^https:\/\/wa\.me\/\d{11}$/);
  expect(data.vk).toMatch(/^https:\/\/vk\.com\/\w+$/);
  // The WhatsApp number is the telephone with the formatting stripped.
  expect(data.whatsapp!.replace('https://wa.me/', '+')).toBe(data.telephone!.replace(/[\s()-]/g, ''));
});

test('the INN is a valid 10-digit legal-entity tax number', async () => {
  const contacts = contactsSchema.parse((await t.get('/api/menu/contacts')).json);
  const inn = contacts.find((entry) => entry.name === 'inn')!.data;
  expect(inn).toMatch(/^\d{10}$/);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = [...inn].map(Number);
  const check = (weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11) % 10;
  expect(check).toBe(digits[9]);
});

test('catalogue sections: slugs, Russian names, mdi icons that exist, every product in a section', async () => {
  const sections = catalogMenuSchema.parse((await t.get('/api/menu/catalogs123')).json);
  expect(isServedMdiIcon('mdi:no-such-icon-here')).toBe(false);
  expect(sections.length).toBeGreaterThanOrEqual(6);
  for (const section of sections) {
    expect(slugSchema.safeParse(section.id).success, section.id).toBe(true);
    expect(section.name).toMatch(cyrillic);
    expect(section.description).toMatch(cyrillic);
    expect(section.icon).toMatch(/^mdi:[a-z0-9-]+$/);
    expect(isServedMdiIcon(section.icon), section.icon).toBe(true);
    const subsections = catalogTree.filter((s) => s.parentId === section.id).map((s) => s.id);
    const count = catalogProducts.filter((product) => subsections.includes(product.sectionId)).length;
    expect(count, section.id).toBeGreaterThanOrEqual(3);
  }
  // The previous catalogue's top sections are all still there.
  const ids = new Set(sections.map((section) => section.id));
  for (const product of products) expect(ids.has(product.sectionId), product.id).toBe(true);
});
