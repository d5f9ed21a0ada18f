import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';

test.use({ viewport: { width: 1280, height: 900 } });

test('on /portfolio «Подробнее о проекте» opens inside its card, and the card beside it keeps its size', async ({ page }) => {
  await page.goto('/portfolio');
  await waitForHydration(page);
  const cards = page.locator('.project-list > article.project-card');
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const summary = first.locator('summary', { hasText: 'Подробнее о проекте' });
  await expect(summary, 'the link sits inside its card').toBeVisible();

  const firstBefore = (await first.boundingBox())!;
  const secondBefore = (await second.boundingBox())!;
  expect(Math.abs(firstBefore.y - secondBefore.y), 'the two cards share a row').toBeLessThan(1);

  await summary.click();
  const details = first.locator('details');
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('.prose')).toBeVisible();

  const firstAfter = (await first.boundingBox())!;
  const detailsBox = (await details.boundingBox())!;
  expect(firstAfter.height, 'the open card grows').toBeGreaterThan(firstBefore.height + 100);
  expect(detailsBox.y + detailsBox.height, 'the story ends inside the card').toBeLessThanOrEqual(firstAfter.y + firstAfter.height);
  const secondAfter = (await second.boundingBox())!;
  expect(Math.abs(secondAfter.height - secondBefore.height), 'the neighbour is not stretched').toBeLessThan(1);
});
