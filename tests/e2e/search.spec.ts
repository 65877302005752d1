import {test, expect, type Page} from '@playwright/test';

async function search(page: Page, query: string): Promise<string[]> {
  const box = page.locator('input.navbar__search-input');
  await box.click();
  await box.fill(query);
  const options = page.locator('[role="option"] a, a[role="option"]');
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash));
}

test('search on a 1.2 page returns only 1.2 docs (plus blog and pages)', async ({page}) => {
  await page.goto('/docs/1.2/fdc3-intro');
  const results = await search(page, 'FDC3');
  const docs = results.filter((r) => r.startsWith('/docs'));
  expect(docs.length).toBeGreaterThan(0);
  for (const r of docs) expect(r).toMatch(/^\/docs\/1\.2\//);
});

test('search on a 2.0 page never returns other versions', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  const results = await search(page, 'channel');
  const docs = results.filter((r) => r.startsWith('/docs'));
  expect(docs.length).toBeGreaterThan(0);
  for (const r of docs) expect(r).not.toMatch(/^\/docs\/(next|1\.\d)\//);
});

test('an API name ranks its reference section first', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  const results = await search(page, 'addContextListener');
  expect(results[0]).toBe('/docs/api/ref/DesktopAgent#addcontextlistener');
});

test('search includes the blog and the site pages', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  const blog = await search(page, 'blog');
  expect(blog.some((r) => r.startsWith('/blog'))).toBe(true);
  await page.goto('/docs/fdc3-intro');
  const pages = await search(page, 'community');
  expect(pages.some((r) => r.startsWith('/community') || r.startsWith('/get-involved'))).toBe(true);
});
