/**
 * The colour mode, one smoke test of the framework's toggle: the reader's choice is saved and wins over the
 * system preference. That the site follows the system preference (respectPrefersColorScheme) is shown on
 * every page the axe crawl opens, in light and in dark.
 */
import {test, expect, visit, type Page} from './fixtures';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: /dark and light mode/});

test.use({colorScheme: 'light'});

test("the toggle saves the reader's choice, which wins over the system preference", async ({page}) => {
  await visit(page, '/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  // The toggle cycles system -> light -> dark; each click is seen through before the next.
  for (const mode of ['light', 'dark']) {
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-label', new RegExp(`currently ${mode} mode`));
  }
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('theme'))
      .map((k) => localStorage.getItem(k)),
  );
  expect(stored).toContain('dark');
});
