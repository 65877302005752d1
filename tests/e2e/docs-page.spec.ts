import {test, expect} from '@playwright/test';

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  const article = page.locator('article .markdown').first();
  const h2h3 = await article.locator('h2, h3').evaluateAll((hs) => hs.map((h) => h.id).filter(Boolean));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((as) => as.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
  expect(h2h3.length).toBeGreaterThan(10);
  expect(tocTargets).toEqual(h2h3);
  const levels = await article.locator('h2, h3').evaluateAll((hs) => new Set(hs.map((h) => h.tagName)).size);
  expect(levels).toBe(2);
  const h4Ids = await article.locator('h4[id]').evaluateAll((hs) => hs.map((h) => h.id));
  for (const id of h4Ids) expect(tocTargets).not.toContain(id);
});

test('docs pages show breadcrumbs, an edit link and the last update', async ({page}) => {
  await page.goto('/docs/api/ref/Channel');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs');
  await expect(crumbs).toBeVisible();
  await expect(crumbs.locator('.breadcrumbs__item')).toHaveCount(4);
  await expect(crumbs.locator('.breadcrumbs__item--active')).toContainText('Channel');
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
