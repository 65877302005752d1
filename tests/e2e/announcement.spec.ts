import {test, expect} from './fixtures';

test('the announcement bar can be dismissed and stays dismissed', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  const bar = page.locator('div[class*="announcementBar_"]');
  await expect(bar).toContainText('FDC3 2.1 is being drafted');
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('the bar is not shown on the unreleased docs, which have their own banner', async ({page}) => {
  await page.goto('/docs/next/fdc3-intro');
  await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  await expect(page.locator('div[class*="announcementBar_"]')).toHaveCount(0);
});
