import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/account-e2e';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * An engineer at the calculators (docs/behaviour.md, "Calculators"): a shared link shows its result
 * without JavaScript; with it the result follows the typing and the address follows the form without
 * a history entry or a request; a list grows and shrinks and its totals follow.
 */

const summary = (page: Page) => page.locator('.calc-result__summary');

/** The form is hydrated once the buttons that need JavaScript are shown. */
async function formReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared link shows its result, and «Рассчитать» sends the form to the server', async ({ page }) => {
    await page.goto('/calculators/short-circuit?supply=400-yyn&material=copper&section=2.5&neutral=same&length=30&curve=C&rating=16');
    await expect(summary(page)).toContainText(/Ток однофазного КЗ Ik:\s+474\sА/);
    await expect(summary(page)).toContainText('Автомат C16 срабатывает мгновенно');
    await expect(page.getByRole('button', { name: 'Скопировать ссылку' })).toBeHidden();

    await page.getByLabel('Длина линии').fill('150');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page).toHaveURL(/[?&]length=150(&|$)/);
    await expect(summary(page)).toContainText('Автомат C16 не срабатывает мгновенно');

    await page.getByLabel('Длина линии').fill('-1');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Поле Длина линии должно быть больше 0' })).toBeVisible();
    await expect(page.getByLabel('Длина линии')).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(page)).toContainText('Исправьте значения, чтобы получить результат');
    await expect(summary(page)).not.toContainText('Ik');
  });

  test('a list offers blank rows to fill in', async ({ page }) => {
    await page.goto('/calculators/power-consumption');
    await expect(page.getByRole('button', { name: 'Добавить строку' })).toBeHidden();
    await page.locator('#calc-name-spare-0').fill('Насос');
    await page.locator('#calc-power-spare-0').fill('2,2');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(summary(page)).toContainText(/Расчётная мощность Pр:\s+9,55\sкВт/);
    await expect(page.getByRole('group', { name: 'Строка 4' }).getByLabel('Наименование')).toHaveValue('Насос');
  });
});

test('typing recomputes at once, the address follows without a history entry or a request, and a reload shows the same', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/calculators/cable-section');
  await formReady(page);
  await expect(summary(page)).toContainText('Заполните форму и нажмите «Рассчитать»');
  await markDocument(page);
  const historyLength = await page.evaluate(() => history.length);
  const requests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The maths asks for nothing; only the products a result offers follow its choice
    // (docs/calculators.md, "From result to product").
    if (path.startsWith('/api/') && !path.startsWith('/api/catalog/sections/')) requests.push(request.url());
  });

  const power = page.getByLabel('Мощность нагрузки');
  await power.fill('');
  await power.pressSequentially('12,5', { delay: 30 });
  await expect(summary(page)).toContainText(/Сечение жилы:\s+10\sмм²/);
  await expect(page).toHaveURL(/[?&]power=12(%2C|,)5(&|$)/);

  // 57,2 А in aluminium: table 1.3.5, 10 mm² carries 60 А.
  await page.getByLabel('Материал жил').selectOption('aluminium');
  await expect(summary(page)).toContainText(/Iдоп = 60\sА ≥ I = 57,2\sА — ПУЭ, табл\. 1\.3\.5/);
  await expect(page).toHaveURL(/[?&]material=aluminium(&|$)/);

  expect(await page.evaluate(() => history.length), 'no history entry per change').toBe(historyLength);
  expect(await documentMarker(page), 'no full page load').toBe(1);
  expect(requests, 'no request while computing').toEqual([]);
  await expect(page.getByTestId('route-announcer')).toHaveText('');

  const address = page.url();
  await page.reload();
  await formReady(page);
  expect(page.url()).toBe(address);
  await expect(summary(page)).toContainText(/Iдоп = 60\sА ≥ I = 57,2\sА — ПУЭ, табл\. 1\.3\.5/);
  await expect(power).toHaveValue('12,5');
  expect(problems).toEqual([]);
});

test('a wrong value shows its message once the field is left, and the result says what to fix', async ({ page }) => {
  await page.goto('/calculators/voltage-drop?length=20');
  await formReady(page);
  await expect(summary(page)).toContainText('Падение напряжения');

  const length = page.getByLabel('Длина линии');
  await length.fill('0');
  await expect(summary(page)).toContainText('Исправьте значения, чтобы получить результат');
  await expect(summary(page)).toContainText('Поле Длина линии должно быть больше 0');
  await expect(summary(page)).not.toContainText(/\d\sВ/);
  await length.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Поле Длина линии должно быть больше 0' })).toBeVisible();
  await expect(length).toHaveAttribute('aria-invalid', 'true');

  await length.fill('20');
  await expect(summary(page)).toContainText(/Падение напряжения:\s+6,09\sВ/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a list: a row added and filled, one removed — the totals follow', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/calculators/power-consumption');
  await formReady(page);
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  await expect(summary(page)).toContainText(/Расчётная мощность Pр:\s+7,35\sкВт/);

  await page.getByRole('button', { name: 'Добавить строку' }).click();
  const added = page.getByRole('group', { name: 'Строка 4' });
  await expect(added.getByLabel('Наименование')).toBeFocused();
  await page.keyboard.type('Насос');
  await added.getByLabel('Мощность').fill('2,2');
  await expect(summary(page)).toContainText(/Расчётная мощность Pр:\s+9,55\sкВт/);
  await expect(page.locator('.calc-table')).toContainText('Насос');
  await expect(page).toHaveURL(/name=%D0%9D%D0%B0%D1%81%D0%BE%D1%81/);

  // «Освещение», 1,5 kW at Кс 0,9, goes: 9,55 − 1,35.
  await page.getByRole('button', { name: 'Удалить строку 1' }).click();
  await expect(summary(page)).toContainText(/Расчётная мощность Pр:\s+8,2\sкВт/);
  await expect(page.getByRole('group', { name: /^Строка \d$/ })).toHaveCount(3);
  await expect(page).not.toHaveURL(/%D0%9E%D1%81%D0%B2%D0%B5%D1%89%D0%B5%D0%BD%D0%B8%D0%B5/);

  const address = page.url();
  await page.reload();
  await formReady(page);
  expect(page.url()).toBe(address);
  await expect(summary(page)).toContainText(/Расчётная мощность Pр:\s+8,2\sкВт/);
  expect(problems).toEqual([]);
});

test('«Скопировать ссылку» copies the address of the calculation on screen', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/calculators/grounding');
  await formReady(page);
  await page.getByLabel('Требуемое сопротивление').selectOption('10');
  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(toast(page, 'Ссылка скопирована')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/calculators\/grounding\?.*target=10/);

  await page.goto(copied);
  await formReady(page);
  await expect(summary(page)).toContainText(/Число электродов:\s+\d+/);
  await expect(page.getByLabel('Требуемое сопротивление')).toHaveValue('10');
});

test('the list of calculators leads to each of them', async ({ page }) => {
  await page.goto('/calculators');
  await waitForHydration(page);
  await expect(page.locator('.calc-card')).toHaveCount(6);
  await page.getByRole('link', { name: /Стоимость электроэнергии/ }).click();
  await expect(page).toHaveURL(/\/calculators\/electricity-cost$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Стоимость электроэнергии');
  await formReady(page);
  await page.getByLabel('Тариф', { exact: true }).selectOption('two');
  await expect(page.getByLabel('Тариф дневной зоны')).toBeVisible();
  await expect(summary(page)).toContainText(/Стоимость в месяц:\s+1\s017/);
});

test('every calculator, computed and with a wrong value, on a phone: no serious axe violation, nothing refused by the CSP', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = collectConsoleProblems(page);
  const found: string[] = [];
  for (const path of [
    '/calculators/cable-section?power=40&phases=3&laying=ground&length=120',
    '/calculators/voltage-drop?length=200',
    '/calculators/power-consumption?ko=0,8&name=Насос&power=0&count=1&kc=1',
    '/calculators/short-circuit?supply=custom&impedance=0,2&length=300',
    '/calculators/grounding?soil=stony&layout=contour',
    '/calculators/grounding?soil=rock',
    '/calculators/electricity-cost?tariff=three',
  ]) {
    await page.goto(path);
    await formReady(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    for (const v of violations.filter((item) => item.impact === 'serious' || item.impact === 'critical'))
      found.push(
        `${path}: ${v.id} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
  }
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
});

test('the electricity cost on a phone: every table shows its money column whole, and the inputs name the rates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [tariff, rate] of [
    ['single', /Тариф:?\s*одноставочный, 6,5\s₽\/кВт·ч/],
    ['two', /Тариф дневной зоны:?\s*7,5\s₽\/кВт·ч/],
    ['three', /Тариф пиковой зоны:?\s*8\s₽\/кВт·ч/],
  ] as const) {
    await page.goto(`/calculators/electricity-cost?tariff=${tariff}`);
    await expect(page.locator('.calc-result')).toContainText(rate);
    // Each row's last cell (the money) lies inside the viewport and inside the table's visible frame:
    // nothing of it is clipped or left for a sideways scroll to reveal.
    const clipped = await page.locator('.calc-table-scroll').evaluateAll((frames) =>
      frames.flatMap((frame) => {
        const visible = frame.getBoundingClientRect();
        return [...frame.querySelectorAll('tr')].flatMap((row) => {
          const money = row.lastElementChild!.getBoundingClientRect();
          const whole = money.right <= Math.min(visible.right, window.innerWidth) + 0.5 && money.left >= visible.left - 0.5;
          return whole ? [] : [`${row.textContent}: ${Math.round(money.right)} > ${Math.round(visible.right)}`];
        });
      }),
    );
    expect(clipped, tariff).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll of the page').toBeLessThanOrEqual(375);
  }
});
