/**
 * How the site fails: our not-found page, and the framework's recovery from a chunk that fails to load during
 * navigation, from a render crash and from a wrong base URL (one smoke test each). Each test names the errors
 * it provokes (`expectedErrors`); any other error still fails it.
 */
import {test, expect} from './fixtures';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

test.describe('an unknown path', () => {
  // The page itself answers 404, which the browser reports.
  test.use({expectedErrors: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/});

  test('shows our not-found page with search and ways back', async ({page}) => {
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
});

test.describe('a failed chunk during navigation', () => {
  test.use({expectedErrors: /^(Failed to load resource: net::ERR_FAILED$|ChunkLoadError: Loading chunk \S+ failed\.)/});

  test('logs a warning and falls back to a full page load', async ({page}) => {
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
});

test.describe('a render crash', () => {
  // The fixture route throws on every render (src/plugins/e2e-fixtures); React reports it, and gives up hydrating.
  test.use({
    expectedErrors:
      /^(Error: Deliberate render failure for the browser tests|Docusaurus React Root onRecoverableError: Error: Minified React error #423;)/,
  });

  test('shows the Page Error fallback with the error chain, and Try again re-renders', async ({page}) => {
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
});

test.describe('a wrong base URL', () => {
  // The home page's scripts and styles are not found under the wrong base, on purpose.
  test.use({expectedErrors: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/});

  test("shows the warning banner on the home page, under the site's own policy", async ({page, request}) => {
    // Serve the built site (made for baseUrl "/") under /wrong-base/ only, as a
    // misconfigured host would: the page loads but its scripts and styles do not.
    // It goes with the build's own CSP: the banner is an inline script, allowed by its hash.
    const csp = (await request.get('/')).headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    const buildDir = path.resolve('build');
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/wrong-base/' || url.pathname === '/wrong-base') {
        res.writeHead(200, {'content-type': 'text/html', 'content-security-policy': csp});
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
});
