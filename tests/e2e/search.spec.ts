import {test, expect, type Page} from '@playwright/test';

async function showResults(page: Page, start: string, query: string) {
  await page.goto(start);
  const box = page.locator('input.navbar__search-input');
  await box.click();
  await box.fill(query);
  const options = page.locator('[role="option"]');
  await expect(options.first()).toBeVisible();
  return options;
}

/** Where the first `count` results of a query lead (each opened from a fresh page). */
async function resultTargets(page: Page, start: string, query: string, count: number): Promise<string[]> {
  const targets: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const options = await showResults(page, start, query);
    if (i >= (await options.count())) break;
    await options.nth(i).click();
    await page.waitForURL((url) => url.pathname !== start || url.hash !== '');
    const url = new URL(page.url());
    targets.push(url.pathname + url.hash);
  }
  return targets;
}

test('a reader on 1.2 searches the 1.2 index only and gets 1.2 pages', async ({page}) => {
  const indexes: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('search-index')) indexes.push(new URL(req.url()).pathname);
  });
  const targets = await resultTargets(page, '/docs/1.2/fdc3-intro', 'raiseIntentForContext', 3);
  expect(new Set(indexes)).toEqual(new Set(['/docs/1.2/search-index.json']));
  expect(targets.length).toBeGreaterThan(0);
  for (const t of targets.filter((x) => x.startsWith('/docs'))) expect(t).toMatch(/^\/docs\/1\.2\//);
});

test('a reader on 1.1 searches the 1.1 index only and every result is a 1.1 docs page', async ({page}) => {
  const indexes: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('search-index')) indexes.push(new URL(req.url()).pathname);
  });
  const targets = await resultTargets(page, '/docs/1.1/fdc3-intro', 'getSystemChannels', 4);
  expect(new Set(indexes)).toEqual(new Set(['/docs/1.1/search-index.json']));
  const docs = targets.filter((t) => t.startsWith('/docs'));
  expect(docs.length).toBeGreaterThan(1);
  for (const t of docs) expect(t).toMatch(/^\/docs\/1\.1\//);
  // The 1.1 API reference ranks first; gap pages (unlisted) never appear.
  expect(docs[0]).toMatch(/^\/docs\/1\.1\/api\/ref\/DesktopAgent#getsystemchannels$/);
  for (const t of docs) expect(t).not.toMatch(/PrivateChannel|\/context\/ref\/(Chart|Currency|Nothing)/);
});

test('a reader on 2.0 gets 2.0 results, and on next the next index', async ({page}) => {
  const indexes: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('search-index')) indexes.push(new URL(req.url()).pathname);
  });
  const current = await resultTargets(page, '/docs/fdc3-intro', 'createPrivateChannel', 3);
  for (const t of current.filter((x) => x.startsWith('/docs'))) expect(t).not.toMatch(/^\/docs\/(next|\d+\.\d+)\//);
  expect(indexes).toContain('/search-index.json');
  const next = await resultTargets(page, '/docs/next/fdc3-intro', 'ChatRoom', 2);
  for (const t of next.filter((x) => x.startsWith('/docs'))) expect(t).toMatch(/^\/docs\/next\//);
  expect(indexes).toContain('/docs/next/search-index.json');
  expect(indexes).not.toContain('/docs/1.2/search-index.json');
});

test('an API name ranks its reference section first', async ({page}) => {
  expect(await resultTargets(page, '/docs/fdc3-intro', 'addContextListener', 1)).toEqual(['/docs/api/ref/DesktopAgent#addcontextlistener']);
  expect(await resultTargets(page, '/docs/next/fdc3-intro', 'raiseIntent', 1)).toEqual(['/docs/next/api/ref/DesktopAgent#raiseintent']);
});

test('search includes the blog and the site pages', async ({page}) => {
  const blog = await resultTargets(page, '/docs/fdc3-intro', 'newcomers', 1);
  expect(blog[0]).toMatch(/^\/blog\//);
  // Organisations named only on the users and community pages.
  const pages = await resultTargets(page, '/docs/fdc3-intro', 'ipushpull', 1);
  expect(pages[0]).toMatch(/^\/(users|community)/);
});
