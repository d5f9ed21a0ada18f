import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';

/**
 * An engineer takes a cable-section result away as a calculation note (docs/calculators.md,
 * "Calculation note"): «Скачать расчётную записку (PDF)» under the result downloads a PDF whose text
 * has the same figures as the page — after typing, the figures typed — on a phone and a desktop,
 * and without JavaScript.
 *
 * Worked by hand: 15 kW three-phase, cos φ 0,95, copper laid openly: I = 15 000 / (1,732 · 400 · 0,95)
 * = 22,79 А → ПУЭ табл. 1.3.4, open: 1,5 mm² — 23 А. At 25 kW: I = 25 000 / 658,2 = 37,98 → «38 А»;
 * 2,5 mm² — 30 А is not enough, 4 mm² — 41 А is.
 */
const first = '/calculators/cable-section?mode=power&power=15&phases=3&cosphi=0.95&material=copper&laying=open';

const noteLink = (page: Page) => page.getByRole('link', { name: 'Скачать расчётную записку (PDF)' });

/** Downloads the note and reads its text back as a reader copying it would get it. */
async function downloadNote(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), noteLink(page).click()]);
  expect(download.suggestedFilename()).toMatch(/^calculation-cable-section-\d{4}-\d{2}-\d{2}\.pdf$|^Расчётная записка/);
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f\s]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const summary = (page: Page) => page.locator('.calc-result__summary');

async function pageFigures(page: Page) {
  const text = (await summary(page).innerText()).replace(/[\u00a0\u202f\s]+/g, ' ');
  const match = /Iдоп = (\S+ А) ≥ I = (\S+ А)/.exec(text);
  expect(match, text).not.toBeNull();
  return { permissible: match![1]!, current: match![2]! };
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, acceptDownloads: true });

    test('the note of a result reads back with the figures on the page, and follows the typing', async ({ page }) => {
      const problems = collectConsoleProblems(page);
      await page.goto(first);
      await waitForHydration(page);
      await expect(noteLink(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(width);
      await page.locator('.calc-result').screenshot({ path: test.info().outputPath(`note-link-${width}.png`) });

      const shown = await pageFigures(page);
      expect(shown).toEqual({ permissible: '23 А', current: '22,8 А' });
      const note = await downloadNote(page);
      expect(note).toContain('Сечение жилы 1,5 мм²');
      expect(note).toContain(`Расчётный ток ${shown.current}`);
      expect(note).toContain(`Допустимый длительный ток ${shown.permissible}`);
      expect(note).toContain('I = P / (√3 · U · cos φ) = 15 000 / (1,732 · 400 · 0,95) = 22,8 А');
      expect(note).toContain('ПУЭ, 7-е изд., табл. 1.3.4, медь, проложенные открыто, 1,5 мм² — 23 А');
      expect(note.replace(/ /g, '')).toContain(
        '/calculators/cable-section?mode=power&power=15&phases=3&cosphi=0.95&material=copper&laying=open',
      );

      // The link follows the form before the address bar does.
      await page.getByLabel('Мощность нагрузки').fill('25');
      await expect(noteLink(page)).toHaveAttribute('href', /[?&]power=25(&|$)/);
      await expect(summary(page)).toContainText(/4\sмм²/);
      const typed = await downloadNote(page);
      expect(typed).toContain('Сечение жилы 4 мм²');
      expect(typed).toContain('= 25 000 / (1,732 · 400 · 0,95) = 38 А');
      expect(typed).toContain('табл. 1.3.4, медь, проложенные открыто, 4 мм² — 41 А');
      expect(typed.replace(/ /g, '')).toContain('power=25&');
      expect(problems).toEqual([]);
    });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 }, acceptDownloads: true });

  test('the server’s result has the link, and it downloads the note', async ({ page }) => {
    await page.goto(first);
    const note = await downloadNote(page);
    expect(note).toContain('Сечение жилы 1,5 мм²');
    expect(note).toContain('Как считали');
  });
});
