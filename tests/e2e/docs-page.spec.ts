import {test, expect} from './fixtures';

test('docs pages link to their file in the repository and show the last update and its author', async ({page}) => {
  await page.goto('/docs/api/ref/Channel');
  await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
    'href',
    'https://github.com/finos/FDC3/edit/main/versioned_docs/version-2.0/api/ref/Channel.md',
  );
  const lastUpdated = page.locator('.theme-last-updated');
  await expect(lastUpdated).toContainText(/Last updated on .+ by .+/);
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});

test('each version has a docs sidebar and the use-cases sidebar starts at the overview', async ({page}) => {
  await page.goto('/docs/use-cases/uc-1');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.locator('a.menu__link').first()).toHaveAttribute('href', '/docs/use-cases/overview');
  await page.goto('/docs/fdc3-intro');
  await expect(sidebar.locator('a.menu__link').first()).toHaveAttribute('href', '/docs/fdc3-intro');
});
