import {test, expect} from '@playwright/test';

type DataLayerEntry = unknown[];

test('a page view is recorded on first load and on every client-side route change', async ({page}) => {
  const thirdParty: string[] = [];
  let gtagScriptRequested = false;
  // The real gtag.js cannot load offline: answer with an empty script and read
  // what the site pushes to dataLayer, which is what gtag.js would send.
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    gtagScriptRequested = true;
    await route.fulfill({status: 200, contentType: 'application/javascript', body: '/* gtag stub */'});
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost', 'www.googletagmanager.com'].includes(url.hostname) && url.protocol.startsWith('http')) {
      thirdParty.push(req.url());
    }
  });

  await page.goto('/');
  await expect.poll(() => gtagScriptRequested).toBe(true);
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
  expect(thirdParty).toEqual([]);
});
