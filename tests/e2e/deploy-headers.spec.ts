/**
 * The build served with exactly the headers of its `_headers` file (as a CDN
 * host would) runs without a single Content-Security-Policy violation or
 * console error, with and without analytics, on a sample of every kind of
 * page, through a client-side navigation and a search.
 */
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {serveBuild, type StaticServer} from '../../scripts/lib/static-server';

const variants = [
  {name: 'with a GA id', dir: 'build', analytics: true},
  {name: 'without a GA id', dir: 'build-plain', analytics: false},
] as const;

const samples = [
  '/',
  '/community',
  '/get-involved',
  '/users',
  '/versions',
  '/versions/api-evolution',
  '/blog',
  '/blog/archive',
  '/docs/fdc3-intro',
  '/docs/api/ref/DesktopAgent',
  '/docs/next/context/ref/Instrument',
  '/docs/1.2/api/ref/PrivateChannel',
  '/docs/1.0/intents/ref/ViewChart',
  '/search?q=raiseIntent',
];

async function watch(page: Page, origin: string, analytics: boolean) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as {cspViolations: string[]}).cspViolations ??= [];
      (window as unknown as {cspViolations: string[]}).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      const url = new URL(route.request().url());
      if (analytics && url.hostname === 'www.googletagmanager.com') {
        await route.fulfill({contentType: 'text/javascript', body: 'window.gtagStubLoaded = true;'});
      } else if (analytics && /google-analytics\.com$/.test(url.hostname)) {
        await route.fulfill({status: 204});
      } else {
        problems.push(`third-party request: ${url.href}`);
        await route.abort();
      }
    },
  );
  const violations = () => page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []);
  return {problems, violations};
}

for (const variant of variants) {
  test.describe(`served with its _headers, ${variant.name}`, () => {
    let server: StaticServer;
    test.beforeAll(async () => {
      server = await serveBuild(path.resolve(variant.dir));
    });
    test.afterAll(async () => {
      await server.close();
    });

    test('the security and cache headers are sent', async ({request}) => {
      const html = await request.get(`${server.origin}/docs/api/ref/DesktopAgent`);
      const headers = html.headers();
      const csp = headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(csp.includes('googletagmanager.com')).toBe(variant.analytics);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const script = /src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(await html.text())?.[1];
      expect(script).toBeTruthy();
      const asset = await request.get(`${server.origin}${script}`);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // The search index is written after the bundle, with file names that do not all change with their content.
      const index = await request.get(`${server.origin}/pagefind/pagefind.js`);
      expect(index.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    });

    test('sample pages of every kind run with no CSP violation and no console error', async ({page}) => {
      test.setTimeout(120_000);
      const {problems, violations} = await watch(page, server.origin, variant.analytics);
      for (const sample of samples) {
        await page.goto(`${server.origin}${sample}`);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        expect(await violations(), sample).toEqual([]);
      }
      expect(problems).toEqual([]);
    });

    test('navigation, search and an old-id redirect run with no CSP violation', async ({page}) => {
      const {problems, violations} = await watch(page, server.origin, variant.analytics);
      await page.goto(`${server.origin}/docs/1.2/appd-intro`);
      await page.waitForURL(`${server.origin}/docs/1.2/app-directory/overview`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Discovery', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/1\.2\/app-directory\/discovery$/);
      const box = page.locator('input.navbar__search-input');
      await box.click();
      await box.fill('getInfo');
      await expect(page.locator('[role="option"]').first()).toBeVisible();
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}
