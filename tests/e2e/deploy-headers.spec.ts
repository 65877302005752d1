/**
 * The suite is served as the CDN host serves the build: with exactly the
 * headers of its `_headers` file (scripts/preview.ts). Every test fails on a
 * CSP violation (tests/e2e/fixtures.ts), and the axe crawl opens a page of
 * every template; this spec checks the headers themselves, and a reader's
 * path through client-side navigation, a search and an old-id redirect. The
 * build without a GA id allows no Google host: tests/unit/no-analytics.test.ts.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {test, expect, hydrated} from './fixtures';

test('the security and cache headers are sent', async ({request}) => {
  const html = await request.get('/docs/api/ref/DesktopAgent');
  const headers = html.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
  expect(/'unsafe-eval'/.test(csp)).toBe(false);
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  // The build under test has a GA id.
  expect(csp).toContain('googletagmanager.com');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = /src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The search index is written after the bundle, with file names that do not all change with their content.
  const index = await request.get('/pagefind/pagefind.js');
  expect(index.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('an old-id redirect, navigation and a search run under the policy', async ({page}) => {
  await page.goto('/docs/1.2/appd-intro');
  await page.waitForURL('/docs/1.2/app-directory/overview');
  await hydrated(page);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Discovery', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/app-directory\/discovery$/);
  const box = page.locator('input.navbar__search-input');
  await box.click();
  await box.fill('getInfo');
  await expect(page.locator('[role="option"]').first()).toBeVisible();
  // The harness fails the test on any CSP violation, console error or exception on the way.
});

test('another origin may frame the toolbox, and no other page', async ({browser, baseURL}) => {
  // A Desktop Agent's page on another origin (another port of this machine: a page off it may not frame a
  // local one at all), which frames two of the site's pages. A context of its own, unguarded: the refused
  // frame is a console error on purpose.
  const agent = http.createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Agent</title>
      <iframe name="toolbox" src="${baseURL}/toolbox/fdc3-workbench"></iframe>
      <iframe name="docs" src="${baseURL}/docs/fdc3-intro"></iframe>`);
  });
  await new Promise<void>((resolve) => agent.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const refused = page.waitForEvent('console', (m) => /frame-ancestors 'none'/.test(m.text()));
    await page.goto(`http://127.0.0.1:${(agent.address() as AddressInfo).port}/`);
    await expect(page.frameLocator('iframe[name="toolbox"]').getByRole('heading', {level: 1})).toHaveText('FDC3 Workbench');
    expect((await refused).text()).toContain('The request has been blocked');
    await expect.poll(() => page.frame({name: 'docs'})?.url()).toMatch(/^chrome-error:/);
  } finally {
    await context.close();
    agent.close();
  }
});
