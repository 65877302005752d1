/**
 * Analytics on the build made with a GA id. The harness answers gtag.js with a stub and fails any test whose
 * page asks another host than this machine or Google Analytics; this test reads what the site queues for gtag.js.
 * The build without a GA id has no gtag at all: tests/unit/no-analytics.test.ts.
 */
import {test, expect} from './fixtures';

type DataLayerEntry = unknown[];

test('a page view is recorded on first load and on every client-side route change', async ({page}) => {
  const gtagScriptRequested = page.waitForRequest((request) => new URL(request.url()).hostname === 'www.googletagmanager.com');
  await page.goto('/');
  await gtagScriptRequested;
  const layer = () =>
    page.evaluate(() => ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((a) => Array.from(a)) as DataLayerEntry[]);
  const configs = (await layer()).filter((e) => e[0] === 'config');
  expect(configs.map((e) => e[1])).toContain('G-E2ETEST000');

  await page.locator('nav.navbar').getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community$/);
  await page.locator('nav.navbar').getByRole('link', {name: 'Getting Started', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/fdc3-intro$/);

  // Each client-side page view sets the page path, then sends the event.
  const pageViews = (entries: DataLayerEntry[]): string[] => {
    let path = '';
    const views: string[] = [];
    for (const e of entries) {
      if (e[0] === 'set' && e[1] === 'page_path') path = String(e[2]);
      if (e[0] === 'event' && e[1] === 'page_view') views.push(path);
    }
    return views;
  };
  await expect.poll(async () => pageViews(await layer())).toEqual(['/community', '/docs/fdc3-intro']);
});
