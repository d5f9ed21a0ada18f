import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ElPanel } from '#shared/contract';
import type { Design } from '#shared/designer/design';
import { designResultPath, encodeDesign } from '#shared/designer/url-encoding';
import { apiJson, waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, popup, signInThroughApi, toast } from '../support/account-e2e';

/** An electrician builds a panel in the designer, with the mouse and with the keyboard, and takes it further. */

const announcer = (page: Page) => page.getByTestId('designer-announcer');

/** Chooses the option of `select` whose text contains `text` (option texts carry rating, width and price too). */
async function choose(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option «${text}»`);
  await select.selectOption(value);
}

/** The same with the keyboard, on the focused `select`: Home, then down to the option. */
async function chooseWithKeys(page: Page, select: Locator, text: string): Promise<void> {
  const texts = await select.locator('option').allInnerTexts();
  const index = texts.findIndex((option) => option.includes(text));
  if (index < 0) throw new Error(`no option «${text}»`);
  await page.keyboard.press('Home');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await expect(select.locator('option').nth(index)).toHaveJSProperty('selected', true);
}

/** The result page's bill: article → quantity. */
async function bill(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('table.bom tbody tr');
  const lines: Record<string, string> = {};
  for (const row of await rows.all()) {
    const article = (await row.locator('.bom__article').innerText()).trim();
    lines[article] = (await row.locator('td[data-label="Кол-во"]').innerText()).trim();
  }
  return lines;
}

test('a panel built with the mouse, then with the keyboard alone, gives the same bill on the result page, saved and reopened', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('designer'));
  await signInThroughApi(page, baseURL, person);
  await page.goto('/elpanels/designer');
  await waitForHydration(page);
  const add = page.locator('form.designer-add');

  // With the mouse: a 12-module box, the input breaker and an RCD.
  await choose(page.getByRole('combobox', { name: 'Корпус' }), 'ЩРН-П-12 навесной IP41 IEK');
  await expect(announcer(page)).toContainText('Выбран корпус');
  await choose(add.getByRole('combobox', { name: 'Тип' }), 'Автоматические выключатели');
  await choose(add.getByRole('combobox', { name: 'Устройство' }), 'ВА47-29 2P 25 А (C)');
  await add.getByLabel('Подпись группы').fill('Ввод');
  await add.getByRole('button', { name: 'Добавить в ряд 1' }).click();
  await expect(announcer(page)).toContainText('Добавлено в ряд 1: Автоматический выключатель ВА47-29 2P 25 А');
  await page.getByRole('button', { name: /^Вводной аппарат: Автоматический выключатель ВА47-29 2P 25/ }).click();
  await choose(add.getByRole('combobox', { name: 'Тип' }), 'УЗО');
  await choose(add.getByRole('combobox', { name: 'Устройство' }), 'УЗО ВД1-63 2P 25 А 30 мА тип AC IEK');
  await add.getByRole('button', { name: 'Добавить в ряд 1' }).click();
  await expect(page.locator('.designer-row').first().locator('.designer-item')).toHaveCount(2);

  // With the keyboard alone: two socket lines behind the RCD, then one moved left of the other and back.
  await add.getByRole('combobox', { name: 'Тип' }).focus();
  await page.keyboard.press('Home');
  await expect(add.getByRole('combobox', { name: 'Тип' })).toHaveValue('breaker');
  await page.keyboard.press('Tab');
  await chooseWithKeys(page, add.getByRole('combobox', { name: 'Устройство' }), 'ВА47-29 1P 16 А (C)');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('combobox', { name: 'Ряд' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Кухня, розетки');
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText(
    'Добавлено в ряд 1: Автоматический выключатель ВА47-29 1P 16 А (C) 4,5 кА IEK, «Кухня, розетки», 2',
  );
  await expect(page.locator('.designer-row').first().locator('.designer-item')).toHaveCount(3);

  const left = page.getByRole('button', { name: /^Левее: Автоматический выключатель ВА47-29 1P 16 А.*Кухня, розетки/ });
  await left.focus();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Перемещено на место 2 в ряду 1');
  await page.keyboard.press('Control+z');
  await expect(announcer(page)).toContainText('Отменено: перемещение на место 2 в ряду 1');
  await expect(page.locator('.designer-row').first().locator('.designer-item').nth(2)).toContainText('ВА47-29 1P 16 А');
  await expect(page.locator('.design-findings--ok')).toBeVisible();

  // The address holds the design: a reload opens the same panel.
  await expect(page).toHaveURL(/[?&]d=v2\./);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.designer-row').first().locator('.designer-item')).toHaveCount(3);

  await page.getByRole('link', { name: 'Смета и схема' }).click();
  await expect(page).toHaveURL(/\/elpanels\/designer\/result\?d=v2\./);
  await expect(page.getByRole('heading', { name: 'Состав и смета' })).toBeVisible();
  expect(await bill(page)).toEqual({
    'MKP42-N-12-41-20': '1',
    'MVA20-2-025-C': '1',
    'MDV10-2-025-030': '1',
    'MVA20-1-016-C': '2',
  });
  const resultUrl = page.url();

  await waitForHydration(page);
  await page.getByRole('button', { name: 'В избранное' }).click();
  await expect(toast(page, 'Сохранено в избранное')).toBeVisible();
  await page.goto('/my/saves');
  const saved = page.getByTestId('saves').locator('li').filter({ hasText: 'Свой проект щита' });
  await expect(saved).toContainText('Проект щита: Корпус пластиковый ЩРН-П-12 навесной IP41 IEK, 4\u00a0устройства');
  await expect(saved.locator('svg[role="img"]')).toBeVisible();
  await saved.getByRole('link').click();
  await expect(page).toHaveURL(resultUrl);
  // A client-side navigation: the address changes before the result page has drawn its bill.
  await expect(page.locator('table.bom tbody tr')).toHaveCount(4);
  expect(Object.keys(await bill(page))).toHaveLength(4);
});

test('a broken design link says why and leads back to the designer', async ({ page }) => {
  await page.goto('/elpanels/designer/result?d=v1.0000000.AAAA');
  await expect(page.getByRole('alert')).toContainText('Ссылка на щит повреждена');
  await page.getByRole('link', { name: 'Вернуться в конструктор' }).click();
  await expect(page).toHaveURL(/\/elpanels\/designer$/);
});

test('a ready-made panel opens in the designer, and a design saved signed out is saved after login', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('designer-login'));
  await page.goto('/elpanels/shchit-dachnyy-12');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Открыть в конструкторе' }).click();
  await expect(page).toHaveURL(/\/elpanels\/designer\?d=v2\./);
  await expect(page.locator('.designer-item')).toHaveCount(6);
  await page.getByRole('link', { name: 'Смета и схема' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'В избранное' }).click();
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль').fill(person.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/my\/saves$/);
  await expect(page.getByTestId('saves').locator('li').first()).toContainText('Проект щита: Корпус пластиковый ЩРН-П-12');
});

/** Three rows of labelled breakers: the labels tell the devices apart in the buttons' names. */
const threeRows: Design = {
  enclosureId: 'iek-mkp42-n-36-41-20',
  rows: [
    {
      items: [
        { productId: 'iek-mva20-1-016-c', quantity: 1, label: 'Свет' },
        { productId: 'iek-mva20-1-016-c', quantity: 1, label: 'Розетки' },
        { productId: 'iek-mva20-1-020-c', quantity: 1, label: 'Кухня' },
      ],
    },
    { items: [{ productId: 'iek-mva20-1-010-c', quantity: 1, label: 'Ванная' }] },
    { items: [{ productId: 'iek-mva20-1-010-c', quantity: 1, label: 'Улица' }] },
  ],
};

/** What has focus: a control's accessible name as the buttons carry it, or the tag when it has none. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
  });
}

test('with the keyboard alone, focus stays on the moved device, then goes to its neighbour, and rows count from 1', async ({ page }) => {
  await page.goto(`/elpanels/designer?d=${encodeDesign(threeRows)}`);
  await waitForHydration(page);
  const row = (n: number) => page.locator('.designer-row').nth(n - 1);
  const labels = async (n: number) =>
    row(n)
      .locator('.designer-item__label input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

  // Rows count from 1: the first row's «up» names no row 0.
  await expect(page.getByRole('button', { name: /^В ряд 0/ })).toHaveCount(0);
  await expect(row(1).getByRole('button', { name: /^В ряд выше: .*«Свет»/ })).toBeDisabled();
  await expect(row(2).getByRole('button', { name: /^В ряд 1: .*«Ванная»/ })).toBeEnabled();
  await expect(row(3).getByRole('button', { name: /^В ряд ниже: .*«Улица»/ })).toBeDisabled();

  // «Правее» twice: focus rides with «Свет», then falls to its «Левее» at the row's end.
  await row(1)
    .getByRole('button', { name: /^Правее: .*«Свет»/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Перемещено на место 2 в ряду 1');
  expect(await labels(1)).toEqual(['Розетки', 'Свет', 'Кухня']);
  expect(await focused(page)).toMatch(/^Правее: .*«Свет»$/);
  await page.keyboard.press('Enter');
  expect(await labels(1)).toEqual(['Розетки', 'Кухня', 'Свет']);
  expect(await focused(page)).toMatch(/^Левее: .*«Свет»$/);
  await page.keyboard.press('Enter');
  expect(await labels(1)).toEqual(['Розетки', 'Свет', 'Кухня']);
  expect(await focused(page)).toMatch(/^Левее: .*«Свет»$/);

  // On to «Удалить» with Tab: past «Правее», «В ряд 2», «Ввод».
  for (const name of [/^Правее: .*«Свет»$/, /^В ряд 2: .*«Свет»$/, /^Вводной аппарат: .*«Свет»$/, /^Удалить: .*«Свет»$/]) {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(name);
  }
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Удалено из ряда 1');
  expect(await labels(1)).toEqual(['Розетки', 'Кухня']);
  expect(await focused(page)).toMatch(/^Удалить: .*«Кухня»$/);
  // The last device of a row: the previous one's «Удалить».
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatch(/^Удалить: .*«Розетки»$/);

  // Undo with the keys keeps focus where it is.
  await page.keyboard.press('Control+z');
  await expect(announcer(page)).toContainText('Отменено: удаление из ряда 1');
  expect(await labels(1)).toEqual(['Розетки', 'Кухня']);
  expect(await focused(page)).toMatch(/^Удалить: .*«Розетки»$/);

  // To another row: focus follows the device there (on the last row its down button is disabled: the up one).
  await row(2)
    .getByRole('button', { name: /^В ряд 3: .*«Ванная»/ })
    .focus();
  await page.keyboard.press('Enter');
  expect(await labels(3)).toEqual(['Улица', 'Ванная']);
  expect(await focused(page)).toMatch(/^В ряд 2: .*«Ванная»$/);
  await page.keyboard.press('Enter');
  expect(await labels(2)).toEqual(['Ванная']);
  expect(await focused(page)).toMatch(/^В ряд 1: .*«Ванная»$/);

  // The only device of a row: its row's add control, which leads to the add form with that row chosen.
  await row(2)
    .getByRole('button', { name: /^Удалить: .*«Ванная»/ })
    .focus();
  await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('Добавить устройство в ряд 2');
  await page.keyboard.press('Enter');
  await expect(page.locator('form.designer-add').getByRole('combobox', { name: 'Устройство' })).toBeFocused();
  await expect(page.locator('form.designer-add').getByRole('combobox', { name: 'Ряд' })).toHaveValue('1');

  // «Отменить» until there is nothing left: focus then goes to «Повторить», and back the same way.
  const undo = page.getByRole('button', { name: 'Отменить' });
  await undo.focus();
  while (await undo.isEnabled()) {
    await page.keyboard.press('Enter');
    expect(await focused(page)).not.toBe('<body>');
  }
  expect(await focused(page)).toBe('Повторить');
  expect(await labels(1)).toEqual(['Свет', 'Розетки', 'Кухня']);
  while (await page.getByRole('button', { name: 'Повторить' }).isEnabled()) await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('Отменить');

  // Leaving a changed label with Tab keeps the change, and focus goes on to the quantity rather than back.
  const label = row(1).locator('.designer-item__label input').first();
  const before = await label.inputValue();
  await label.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' и коридор');
  await page.keyboard.press('Tab');
  await expect(announcer(page)).toContainText(`Подпись изменена на «${before} и коридор»`);
  await expect(row(1).locator('.designer-item__quantity input').first()).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the designer says plainly what works without it, and draws no controls that would not', async ({ page }) => {
    await page.goto(`/elpanels/designer?d=${encodeDesign(threeRows)}`);
    const designer = page.locator('.designer');
    await expect(designer).toBeVisible();
    await expect(page.getByText('Конструктор загружается')).toHaveCount(0);
    await expect(designer.locator('select, input, button')).toHaveCount(0);
    const note = page.getByTestId('designer-without-script');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Собрать щит здесь можно только с включённым JavaScript.');
    // The drawing of the design in the address is still there, and its result page works.
    await expect(page.locator('.designer__preview svg[role="img"]').first()).toBeVisible();
    await note.getByRole('link', { name: 'смета и схемы щита из этой ссылки' }).click();
    await expect(page).toHaveURL(designResultPath(threeRows));
    await expect(page.locator('table.bom tbody tr')).toHaveCount(4);
    await page.goBack();
    await page.getByTestId('designer-without-script').getByRole('link', { name: 'готовые щиты' }).click();
    await expect(page).toHaveURL(/\/elpanels$/);
    await expect(page.getByRole('link', { name: /Щит/ }).first()).toBeVisible();
  });

  test('on a phone the note comes first, above the drawing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/elpanels/designer');
    const noteBox = await page.getByTestId('designer-without-script').boundingBox();
    const drawingBox = await page.locator('.designer__preview').boundingBox();
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(drawingBox!.y);
    expect(noteBox!.y).toBeLessThan(812);
  });
});

test('with JavaScript the note gives way to the controls', async ({ page }) => {
  await page.goto('/elpanels/designer');
  await waitForHydration(page);
  await expect(page.getByTestId('designer-without-script')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Корпус' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить устройство в ряд 1' })).toBeVisible();
});

/** The catalogue's 48-module ready-made panel: four rails, twenty lines. */
async function officePanelResult(request: APIRequestContext): Promise<string> {
  const panels = await apiJson<ElPanel[]>(request, '/api/elpanels');
  const office = panels.find((panel) => panel.id === 'shchit-ofisnyy-48');
  if (!office) throw new Error('the demo content has no 48-module panel');
  return designResultPath(office.design as Design);
}

test('on a phone the bill’s caption runs across the card, not a word a line', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(await officePanelResult(request));
  const table = page.locator('table.bom');
  const caption = table.locator('caption');
  await expect(caption).toContainText('Проект щита: Корпус металлический ЩРН-48');
  const [tableBox, captionBox] = [await table.boundingBox(), await caption.boundingBox()];
  expect(captionBox!.width).toBeGreaterThan(tableBox!.width * 0.9);
  // Its 85 characters take three lines at 375 px (they took seven, a word or two each).
  const lines = await caption.evaluate((element) => {
    const style = getComputedStyle(element);
    return (element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
  });
  expect(Math.round(lines)).toBeLessThanOrEqual(3);
});

test('a 48-module project prints its rails and single line at the page’s width, legibly', async ({ page, request }) => {
  const path = await officePanelResult(request);
  // A4's printable width (190 mm) at 96 px an inch, in the print stylesheet.
  await page.setViewportSize({ width: 718, height: 1047 });
  await page.goto(path);
  // A three-phase panel with no phase chosen yet: the screen says how to choose them, paper leaves it out.
  const noPhases = page.getByText('Фазы однофазным линиям не выбраны');
  await expect(noPhases).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(noPhases).toBeHidden();
  const mm = 96 / 25.4;
  // The rails: the page's height at most, so about 12 cm wide, not the 3 cm a fixed 50 mm height left them.
  const rail = await page.locator('.design-result .din-rail-diagram').boundingBox();
  expect(rail!.width / mm).toBeGreaterThan(100);
  // The single line: in strips, each at 0.3 mm a unit or more (its 7-unit labels at 6 pt).
  const strips = page.locator('.single-line-diagram__strip');
  expect(await strips.count()).toBeGreaterThan(1);
  for (const strip of await strips.all()) {
    const units = Number((await strip.getAttribute('viewBox'))!.split(' ')[2]);
    const box = await strip.boundingBox();
    expect(box!.width / mm / units).toBeGreaterThanOrEqual(0.29);
  }
  await expect(page.locator('.single-line-diagram__scroll')).toHaveCSS('height', '0px');
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBeLessThanOrEqual(3);
  await page.screenshot({ path: test.info().outputPath('print-48.png'), fullPage: true });
});

test('a small project still prints on one A4 page', async ({ page, request }) => {
  const panels = await apiJson<ElPanel[]>(request, '/api/elpanels');
  const dacha = panels.find((panel) => panel.id === 'shchit-dachnyy-12')!;
  await page.goto(designResultPath(dacha.design as Design));
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
});

test('with JavaScript on but its script not come, the note holds the controls’ place hidden, then says what works', async ({ page }) => {
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/elpanels/designer');
  const note = page.getByTestId('designer-without-script');
  await expect(note).toBeHidden();
  expect((await note.boundingBox())?.height ?? 0).toBeGreaterThan(500);
  await expect(note).toBeVisible({ timeout: 10_000 });
});
