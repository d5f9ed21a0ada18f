import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { encodeDesign } from '#shared/designer/url-encoding';
import { createActivatedAccount, e2ePerson, popup, popupTitle, submitLogin, toast } from '../support/account-e2e';
import { e2eSiteData, waitForHydration } from '../support/e2e';
import { first } from '../support/site-data';

/**
 * One project from calculation to quote (docs/behaviour.md, "Projects"): a cable-section calculation
 * and a design saved into a new project, the design's products put into its specification, a quote
 * sent for it, and everything found on /my/projects/{id} and reopened in its tool as it was saved.
 * Signed out, «Сохранить в проект» opens the login, and the save happens once the visitor is in.
 */

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];
const calculation = '/calculators/cable-section?mode=power&power=15&phases=3&cosphi=0.95&material=copper&laying=open';
const summary = (page: Page) => page.locator('.calc-result__summary');
const bom = (page: Page) => page.locator('table.bom tbody');

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

/** «Сохранить в проект», then the chooser: into `project` (its name), or a new one named so. */
async function saveInto(page: Page, project: { existing: string } | { named: string }) {
  await page.getByRole('button', { name: 'Сохранить в проект' }).click();
  const chooser = page.getByRole('form', { name: 'Сохранить в проект' });
  const select = chooser.getByLabel('Проект', { exact: true });
  await expect(select).toBeFocused();
  if ('named' in project) {
    await select.selectOption({ label: 'Новый проект' });
    await chooser.getByLabel('Название нового проекта').fill(project.named);
  } else {
    await select.selectOption({ label: project.existing });
  }
  await chooser.screenshot({
    path: `test-results/projects/${page.viewportSize()?.width}-chooser-${'named' in project ? 'new' : 'existing'}.png`,
  });
  // The chooser is a state no page type shows: axe looks at it open (serious and critical findings fail).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include('.project-save')
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await chooser.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Сохранено в проект').last()).toBeVisible();
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px: a project gathers a calculation, a design, a specification and a quote, and reopens each`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const person = await createActivatedAccount(request, baseURL, e2ePerson(`project-${viewport.width}`));
    const projectName = `Дом у озера ${viewport.width}`;

    // Signed out, the calculator works as always; «Сохранить в проект» asks for the login first and saves after it.
    await page.goto(calculation);
    await waitForHydration(page);
    const result = (await summary(page).textContent()) ?? '';
    expect(result).toMatch(/мм²/);
    await page.getByRole('button', { name: 'Сохранить в проект' }).click();
    await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
    await submitLogin(page, person.email, person.password);
    await expect(popup(page)).toBeHidden();
    await expect(toast(page, 'Сохранено в проект').first()).toBeVisible();

    // Signed in: the same calculation into a new project, chosen in place.
    await saveInto(page, { named: projectName });
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `test-results/projects/${viewport.width}-calculator-saved.png`, fullPage: true });

    // A design into the same project, and its products into the project's specification.
    const design = encodeDesign(first((await e2eSiteData(request)).panels, 'panels').design);
    await page.goto(`/elpanels/designer/result?d=${design}`);
    await waitForHydration(page);
    const devices = (await bom(page).textContent()) ?? '';
    await saveInto(page, { existing: projectName });
    await expectNoPageOverflow(page);
    await page.getByRole('button', { name: 'Всё в спецификацию' }).click();
    await expect(toast(page, /Добавлено в спецификацию/)).toBeVisible();

    // The project is the specification «В спецификацию» added to: the list links it as «Проект».
    await page.goto('/my/specs');
    await waitForHydration(page);
    const row = page.getByTestId('spec-list').getByRole('listitem').filter({ hasText: projectName });
    const specHref = await row.getByRole('link', { name: projectName, exact: true }).getAttribute('href');
    const specId = /\/my\/specs\/(\d+)$/.exec(specHref ?? '')?.[1];
    expect(specId).toBeDefined();
    await page.goto(`/my/specs/${specId}`);
    await waitForHydration(page);
    const lineCount = await page.locator('.spec-line').count();
    expect(lineCount).toBeGreaterThan(0);

    // A quote for it.
    await page.locator('#spec-quote > summary').click();
    const form = page.locator('#spec-quote form');
    await form.getByLabel('Имя').fill('Пётр Кузнецов');
    await form.getByLabel('Телефон').fill('+7 (912) 555-44-33');
    await form.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
    await form.getByRole('button', { name: quoteMessages.submit }).click();
    const sent = toast(page, quoteMessages.sentTitle);
    await expect(sent).toBeVisible();
    const number = /Запрос № (\d+) принят/.exec(await sent.innerText())?.[1];
    expect(number).toBeDefined();

    // The project's page has all four.
    await page.goto('/my/specs');
    await row.getByRole('link', { name: `Проект «${projectName}»` }).click();
    await expect(page).toHaveURL(new RegExp(`/my/projects/${specId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Проект «${projectName}»`);
    await waitForHydration(page);
    await expect(page.getByTestId('project-spec-summary')).toContainText(new RegExp(`^${lineCount}\\s+строк`));
    const calculations = page.getByTestId('project-calculations').getByRole('listitem');
    await expect(calculations).toHaveCount(1);
    const designs = page.getByTestId('project-designs').getByRole('listitem');
    await expect(designs).toHaveCount(1);
    const quotes = page
      .getByTestId('project-quotes')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(quotes).toHaveCount(1);
    await expect(quotes.getByRole('heading')).toContainText(`Запрос № ${number} от`);
    await expect(quotes.getByRole('list').getByRole('listitem')).toHaveCount(lineCount);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `test-results/projects/${viewport.width}-project.png`, fullPage: true });

    // Each reopens as it was saved: the calculator with its inputs and result, the design with its devices,
    // the specification with its lines.
    await calculations.getByRole('link').first().click();
    // The form's own address of those inputs (it writes every field, the defaults too).
    await expect(page).toHaveURL(/\/calculators\/cable-section\?mode=power&power=15&.*phases=3/);
    await expect(page.getByLabel('Мощность нагрузки')).toHaveValue('15');
    await expect(summary(page)).toHaveText(result);
    await page.goBack();
    await designs.getByRole('link').first().click();
    await expect(page).toHaveURL(`/elpanels/designer/result?d=${design}`);
    await expect(bom(page)).toHaveText(devices);
    await page.goBack();
    await designs.getByRole('link', { name: 'Изменить в конструкторе' }).click();
    await expect(page).toHaveURL(`/elpanels/designer?d=${design}`);
    await page.goBack();
    await page.getByRole('link', { name: 'Открыть спецификацию' }).click();
    await expect(page).toHaveURL(`/my/specs/${specId}`);
    await expect(page.locator('.spec-line')).toHaveCount(lineCount);
  });
}
