import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Design, DesignItem, DesignLine } from '#shared/designer/design';
import { encodeDesign } from '#shared/designer/url-encoding';
import { waitForHydration } from '../support/e2e';

/**
 * An electrician gives a three-phase panel's lines their cables and loads, lets the designer spread
 * the single-phase lines over the phases, sees the check flag a thin cable, reads the per-phase
 * table on the result page, and does it with the keyboard too — on a phone and on a desktop.
 */

const announcer = (page: Page) => page.getByTestId('designer-announcer');

const input3P = 'iek-mva20-3-040-c'; // ВА47-29 3P 40 А (C): the panel is three-phase
const c32 = 'iek-va47-29-c32'; // ВА47-29 1P 32 А (C)
const c25 = 'iek-mva20-1-025-c';
const c16 = 'iek-mva20-1-016-c';
const c10 = 'iek-mva20-1-010-c';

const cu = (section: number, length: number, load?: DesignLine['load']): DesignLine => ({
  material: 'copper',
  section,
  length,
  ...(load ? { load } : {}),
});
const line = (productId: string, label: string, cable: DesignLine): DesignItem => ({ productId, quantity: 1, label, line: cable });

/**
 * Nine single-pole lines behind a 3P input, in one 12-module row; no phase chosen yet. The cooker's
 * line is given its cable in the designer (the story's first step), so it starts without one.
 */
const panel: Design = {
  enclosureId: 'iek-mkp42-n-12-41-20',
  rows: [
    {
      items: [
        { productId: input3P, quantity: 1, label: 'Ввод', input: true },
        { productId: c32, quantity: 1, label: 'Плита' },
        line(c25, 'Духовой шкаф', cu(4, 15, { value: 3.5, unit: 'kW' })),
        line(c16, 'Стиральная машина', cu(2.5, 10, { value: 2.2, unit: 'kW' })),
        line(c16, 'Кухня, розетки', cu(2.5, 14, { value: 10, unit: 'A' })),
        line(c16, 'Комнаты, розетки', cu(2.5, 20, { value: 8, unit: 'A' })),
        line(c16, 'Ванная', cu(2.5, 9, { value: 6, unit: 'A' })),
        line(c10, 'Свет, комнаты', cu(1.5, 18, { value: 0.5, unit: 'kW' })),
        line(c10, 'Свет, кухня', cu(1.5, 12, { value: 4, unit: 'A' })),
        line(c16, 'Улица', cu(2.5, 30, { value: 1.5, unit: 'kW' })),
      ],
    },
  ],
};

/**
 * The currents by hand. A load in kW on a single-phase line: I = P / (U · cos φ) with U = 230 V and
 * cos φ = 0,95 (docs/designer.md, "Lines and phases"), so 1 kW is 1000 / 218,5 = 4,577 A:
 *   Духовой шкаф 3,5 kW → 16,018 A; Стиральная машина 2,2 kW → 10,069 A; Улица 1,5 kW → 6,865 A;
 *   Свет, комнаты 0,5 kW → 2,288 A. The cooker: 25 A.
 *
 * «Распределить по фазам» takes the largest current first, each onto the phase that draws least so
 * far (a tie: fewer devices, then L1, L2, L3):
 *   Плита 25 → L1 (25 | 0 | 0); Духовой шкаф 16,018 → L2 (25 | 16,018 | 0);
 *   Стиральная машина 10,069 → L3 (25 | 16,018 | 10,069); Кухня, розетки 10 → L3 (… | 20,069);
 *   Комнаты, розетки 8 → L2 (… | 24,018 | …); Улица 6,865 → L3 (… | 26,934);
 *   Ванная 6 → L2 (25 | 30,018 | 26,934); Свет, кухня 4 → L1 (29 | …); Свет, комнаты 2,288 → L3 (… | 29,222).
 * L1 = 25 + 4 = 29 A; L2 = 16,018 + 8 + 6 = 30,018 A; L3 = 10,069 + 10 + 6,865 + 2,288 = 29,222 A.
 * Power per phase, P = I · 230 · 0,95 / 1000: 6,34 kW, 6,56 kW, 6,39 kW.
 * Imbalance (Imax − Imin) / Imax = (30,018 − 29) / 30,018 = 3,4 %, shown as 3 %.
 */
const balanced = {
  L1: ['Плита', 'Свет, кухня'],
  L2: ['Духовой шкаф', 'Комнаты, розетки', 'Ванная'],
  L3: ['Стиральная машина', 'Кухня, розетки', 'Улица', 'Свет, комнаты'],
} as const;
const perPhase = [
  { phase: 'L1', current: '29\u00a0А', power: '6,34\u00a0кВт' },
  { phase: 'L2', current: '30\u00a0А', power: '6,56\u00a0кВт' },
  { phase: 'L3', current: '29,2\u00a0А', power: '6,39\u00a0кВт' },
];

/** The In ≤ Iz finding for the cooker's line, with the ПУЭ row it read (\s: the texts' no-break spaces). */
const thinCable = new RegExp(
  String.raw`ряд 1, «Плита»\): номинал 32\sА больше допустимого тока линии 25\sА ` +
    String.raw`\(ПУЭ, 7-е изд\., табл\. 1\.3\.4, медь, в одной трубе: один двухжильный, 2,5\sмм² — 25\sА\)`,
);

/** A device of the designer's rows by its label, which its buttons' names end with. */
const device = (page: Page, label: string) =>
  page.locator('.designer-item').filter({ has: page.getByRole('button', { name: new RegExp(`^Удалить: .*«${label}»$`) }) });

const story = 'a three-phase panel of nine lines is balanced by phase, flags a thin cable and shows the loads per phase';

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${story} (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/elpanels/designer?d=${encodeDesign(panel)}`);
    await waitForHydration(page);
    await expect(page.locator('.designer-item')).toHaveCount(10);

    // The cooker's line, with the mouse: copper 2,5 mm² (too thin for its 32 A breaker), 12 m, 25 A.
    const cooker = device(page, 'Плита');
    await cooker.locator('summary').click();
    await cooker.getByRole('combobox', { name: /^Сечение: / }).selectOption('2.5');
    await cooker.getByRole('textbox', { name: /^Длина линии, м: / }).fill('12');
    await cooker.getByRole('textbox', { name: /^Нагрузка: / }).fill('25');
    await cooker.getByRole('combobox', { name: /^Единица нагрузки: / }).selectOption('A');
    await expect(announcer(page)).toContainText('Линия медь 2,5\u00a0мм², 12\u00a0м, 25\u00a0А: ');
    await expect(cooker.locator('summary')).toContainText('медь 2,5\u00a0мм², 12\u00a0м, 25\u00a0А');
    // Out of bounds: said under the field, and the line stays as it was.
    await cooker.getByRole('textbox', { name: /^Длина линии, м: / }).fill('0');
    await cooker.getByRole('textbox', { name: /^Длина линии, м: / }).press('Enter');
    await expect(cooker.getByRole('alert')).toHaveText(
      'Поле Длина линии должно быть числом от 0,1\u00a0м до 1000\u00a0м, не точнее 0,1\u00a0м',
    );
    await cooker.getByRole('textbox', { name: /^Длина линии, м: / }).fill('12');
    await cooker.getByRole('textbox', { name: /^Длина линии, м: / }).press('Enter');
    await expect(cooker.getByRole('alert')).toHaveCount(0);
    // The check flags it: ПУЭ table 1.3.4, copper, one two-core cable in a conduit, 2,5 mm² carries 25 A
    // for long, below the breaker's 32 A (In ≤ Iz fails; docs/designer.md, "Rules").
    await expect(page.locator('.design-findings')).toContainText(thinCable);

    // Every single-pole line has a phase select; «Распределить по фазам» fills them.
    await expect(page.getByRole('combobox', { name: /^Фаза: / })).toHaveCount(9);
    await page.getByRole('button', { name: 'Распределить по фазам' }).click();
    await expect(announcer(page)).toHaveText('Распределено по фазам: L1 — 29\u00a0А, L2 — 30\u00a0А, L3 — 29,2\u00a0А');
    for (const [phase, labels] of Object.entries(balanced))
      for (const label of labels) await expect(device(page, label).getByRole('combobox', { name: /^Фаза: / })).toHaveValue(phase);
    await expect(page.getByRole('button', { name: 'Распределить по фазам' })).toBeFocused();
    // Undo takes the whole distribution back in one step.
    await page.keyboard.press('Control+z');
    await expect(announcer(page)).toHaveText('Отменено: распределение по фазам');
    await expect(device(page, 'Плита').getByRole('combobox', { name: /^Фаза: / })).toHaveValue('');
    await page.keyboard.press('Control+Shift+z');
    await expect(device(page, 'Плита').getByRole('combobox', { name: /^Фаза: / })).toHaveValue('L1');

    // With the keyboard alone: the garden line is made longer, then its line taken away and brought back.
    const garden = device(page, 'Улица');
    await garden.locator('summary').focus();
    await page.keyboard.press('Enter');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    await expect(garden.getByRole('textbox', { name: /^Длина линии, м: .*«Улица»$/ })).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('35');
    // Leaving the field keeps the length, and focus goes on to the load: it is not pulled back.
    await page.keyboard.press('Tab');
    await expect(announcer(page)).toContainText('Линия медь 2,5\u00a0мм², 35\u00a0м, 1,5\u00a0кВт: ');
    await expect(garden.getByRole('textbox', { name: /^Нагрузка: .*«Улица»$/ })).toBeFocused();
    await garden.getByRole('button', { name: /^Убрать линию: / }).focus();
    await page.keyboard.press('Enter');
    await expect(announcer(page)).toContainText('Линия удалена: ');
    await expect(garden.locator('summary')).toBeFocused();
    await expect(garden.locator('summary')).toContainText('не указана');
    await page.keyboard.press('Control+z');
    await expect(announcer(page)).toContainText('Отменено: удаление линии');
    await expect(garden.locator('summary')).toBeFocused();
    await expect(garden.locator('summary')).toContainText('медь 2,5\u00a0мм², 35\u00a0м, 1,5\u00a0кВт');

    // The phone shows all of it without the page scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The result page, drawn on the server: the check, the loads per phase, the diagram's phases and lines.
    await page.getByRole('link', { name: 'Смета и схема' }).click();
    await expect(page).toHaveURL(/\/elpanels\/designer\/result\?d=v2\./);
    await expect(page.locator('.design-findings')).toContainText(thinCable);
    const table = page.getByRole('table', { name: /^Нагрузка по фазам/ });
    for (const [index, expected] of perPhase.entries()) {
      const row = table.locator('tbody tr').nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(expected.phase);
      await expect(row.locator('td').nth(1)).toHaveText(expected.current);
      await expect(row.locator('td').nth(2)).toHaveText(expected.power);
    }
    await expect(table.locator('tbody tr').nth(0).locator('td').first()).toContainText('«Плита»');
    await expect(table.locator('tfoot')).toContainText('3\u00a0%');
    const diagram = page.locator('.single-line-diagram__svg');
    await expect(diagram).toContainText('Cu 2,5\u00a0мм², 12\u00a0м');
    await expect(diagram).toContainText('25\u00a0А');
    await expect(diagram).toContainText('L1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The labels from «Документы» (docs/designer.md, "Documents"), millimetres as the SVG's unit: the 3P input
    // takes 3 modules = 3 × 17.5 = 52.5 mm, each of the nine 1P breakers 1 module = 17.5 mm; 12 modules = 210 mm.
    // Each cell's colour band names its phase as balanced above.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Маркировка щита, SVG' }).click()]);
    const labels = (await readFile((await file.path())!)).toString('utf8');
    const widths = [...labels.matchAll(/<rect class="marking-cell__box"[^>]* width="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([52.5, ...Array<number>(9).fill(17.5)]);
    expect(labels).toMatch(/<rect class="marking-strip__cut"[^>]* width="210"/);
    const bandOf = (label: string) => new RegExp(`<title>${label}</title>.*?<text[^>]*>(L[123?])</text>`).exec(labels)?.[1];
    for (const [phase, names] of Object.entries(balanced)) for (const name of names) expect(bandOf(name), name).toBe(phase);
  });
}
