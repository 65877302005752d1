import {test, expect, type Page} from '@playwright/test';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

/** Makes the page report a data-saver connection (or an ordinary one) to the site's prefetch logic. */
async function emulateConnection(page: Page, saveData: boolean): Promise<void> {
  await page.addInitScript((save) => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: save, effectiveType: '4g'}, configurable: true});
  }, saveData);
}

test('an unknown path shows our not-found page with search and ways back', async ({page}) => {
  const response = await page.goto('/docs/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.locator('main').getByRole('search').getByRole('searchbox')).toBeVisible();
  for (const name of ['Introduction', 'The Standard', 'API reference', 'Use cases', 'Community']) {
    await expect(page.locator('main').getByRole('link', {name, exact: true})).toBeVisible();
  }
  await page.locator('main').getByRole('search').getByRole('searchbox').fill('raiseIntent');
  await page.locator('main').getByRole('search').getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=raiseIntent/);
});

test('.html and index.html paths are normalised to the clean path', async ({page}) => {
  for (const [requested, clean] of [
    ['/docs/fdc3-intro.html', '/docs/fdc3-intro'],
    ['/community.html', '/community'],
    ['/index.html', '/'],
  ]) {
    await page.goto(requested);
    expect(new URL(page.url()).pathname).toBe(clean);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('a failed chunk during navigation logs a warning and falls back to a full page load', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  await page.waitForLoadState('networkidle');
  const failedOnce = new Set<string>();
  await page.route('**/assets/js/*.js', async (route) => {
    const url = route.request().url();
    if (!failedOnce.has(url)) {
      failedOnce.add(url);
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.evaluate(() => ((window as unknown as {__beforeReload: boolean}).__beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await page.locator('nav.navbar').getByRole('link', {name: 'Community', exact: true}).click();
  await reloaded;
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(failedOnce.size).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload)).toBeUndefined();
  expect(warnings.some((w) => /chunk|load/i.test(w))).toBe(true);
});

test('a page whose code fails to load shows the red error box, and Retry recovers', async ({page, baseURL}) => {
  // A host that serves old `.html` addresses as they are (no redirect): the
  // router normalises the path, but the page's own code was not preloaded for
  // that address, so it is fetched while rendering and its failure reaches
  // the framework's loading component.
  // The page's own chunks: what loading it requests beyond another docs page,
  // measured on a data-saver connection so that no link prefetching blurs it.
  const chunksOf = async (path: string): Promise<Set<string>> => {
    const fresh = await page.context().browser()!.newPage();
    await emulateConnection(fresh, true);
    const chunks = new Set<string>();
    fresh.on('request', (req) => {
      const {pathname} = new URL(req.url());
      if (pathname.startsWith('/assets/js/')) chunks.add(pathname);
    });
    await fresh.goto(`${baseURL}${path}`);
    await fresh.waitForLoadState('networkidle');
    await fresh.close();
    return chunks;
  };
  const intro = await chunksOf('/docs/fdc3-intro');
  const other = await chunksOf('/docs/fdc3-standard');
  const pageOnly = [...intro].filter((src) => !other.has(src));
  expect(pageOnly.length).toBeGreaterThan(0);

  await page.route('**/docs/fdc3-intro.html', async (route) => {
    const response = await route.fetch({
      url: route
        .request()
        .url()
        .replace(/\.html$/, ''),
      maxRedirects: 0,
    });
    await route.fulfill({response});
  });
  let blocking = true;
  await page.route(
    (url) => pageOnly.includes(url.pathname),
    async (route) => (blocking ? route.abort('failed') : route.continue()),
  );
  await page.goto('/docs/fdc3-intro.html');
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  const box = retry.locator('xpath=../..');
  await expect(box).toHaveCSS('background-color', 'rgb(250, 56, 62)');
  await expect(box).toContainText(/chunk|load/i);
  blocking = false;
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(page.locator('article h1, article header h1').first()).toBeVisible();
});

test('a render crash shows the Page Error fallback with the error chain, and Try again re-renders', async ({page}) => {
  await page.goto('/__e2e/crash');
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(page.getByText(/Deliberate render failure for the browser tests\s+Cause:\s+Fixture cause/)).toBeVisible();
  const renders = await page.evaluate(() => document.querySelectorAll('h1').length);
  expect(renders).toBeGreaterThan(0);
  await page.getByRole('button', {name: 'Try again'}).click();
  // The fixture throws on every render, so trying again renders the same fallback.
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
});

test('a crash inside the layout keeps the navbar and offers Try again', async ({page}) => {
  await page.goto('/__e2e/crash-in-layout');
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByText('Deliberate render failure inside the layout')).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
});

test('a slow navigation shows the progress bar', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.locator('nav.navbar').getByRole('link', {name: 'Get Involved', exact: true}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/get-involved$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test.describe('prefetching', () => {
  for (const saveData of [false, true]) {
    test(`${saveData ? 'is skipped' : 'happens'} on a ${saveData ? 'data-saver' : 'normal'} connection`, async ({page}) => {
      await emulateConnection(page, saveData);
      await page.goto('/docs/fdc3-intro');
      await page.waitForLoadState('networkidle');
      const requested: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/assets/js/')) requested.push(req.url());
      });
      await page.locator('nav.navbar').getByRole('link', {name: 'Get Involved', exact: true}).hover();
      await page.waitForTimeout(1500);
      const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
      if (saveData) {
        expect(requested).toEqual([]);
        expect(prefetchLinks).toBe(0);
      } else {
        expect(requested.length + prefetchLinks).toBeGreaterThan(0);
      }
    });
  }
});

test('a wrong base URL shows the warning banner on the home page', async ({page}) => {
  // Serve the built site (made for baseUrl "/") under /wrong-base/ only, as a
  // misconfigured host would: the page loads but its scripts and styles do not.
  const buildDir = path.resolve('build');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/wrong-base/' || url.pathname === '/wrong-base') {
      res.writeHead(200, {'content-type': 'text/html'});
      res.end(fs.readFileSync(path.join(buildDir, 'index.html')));
      return;
    }
    res.writeHead(404);
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  try {
    await page.goto(`http://127.0.0.1:${port}/wrong-base/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('baseUrl');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
  } finally {
    server.close();
  }
});

test('the base URL warning stays hidden when the site is served correctly', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});
