import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, recordShifts, shiftsOf, twoFrames} from './fixtures';
import {buildDir} from '../../scripts/lib/build-pages';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {classNamesIn, leakedClasses, separateStylesheets} from '../../scripts/lib/separate-css';

const stylesheets = separateStylesheets();
/** Where a stylesheet under static/ is served. */
const served = (file: string) => `/${file.replace(/^static\//, '')}`;
const toolboxClasses = new Set(stylesheets.flatMap((f) => [...classNamesIn(fs.readFileSync(path.join(repoRoot, f), 'utf8'))]));
test('no rule of the toolbox stylesheets is in the site CSS, and the build serves each of them as it is', () => {
  expect(toolboxClasses.size).toBeGreaterThan(20);
  const cssDir = path.join(buildDir, 'assets', 'css');
  const siteCss = fs
    .readdirSync(cssDir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8'));
  expect(siteCss.length).toBeGreaterThan(0);
  expect(siteCss.flatMap((css) => leakedClasses(css, toolboxClasses))).toEqual([]);
  for (const file of stylesheets) {
    expect(fs.readFileSync(path.join(buildDir, served(file)), 'utf8'), file).toBe(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
  }
});

test('a toolbox page styles itself from its own stylesheets, and without them it is unstyled', async ({page, browser}) => {
  await page.goto('/toolbox/fdc3-explained/1.2');
  // The links are the page's own (rendered in the page by the server, not by the head manager).
  for (const href of ['/toolbox/fdc3-workbench/static/css/toolbox.css', '/toolbox/fdc3-explained/1.2/explained.css']) {
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`).first()).toBeAttached();
  }
  await expect(page.locator('.tb-header')).toHaveCSS('max-width', '832px');

  const bare = await browser.newPage();
  await bare.route('**/toolbox/**/*.css', (route) => route.abort());
  await bare.goto('/toolbox/fdc3-explained/1.2');
  await expect(bare.locator('h1')).toBeVisible();
  await expect(bare.locator('.tb-header')).toHaveCSS('max-width', 'none');
  await bare.close();
});

test('pages outside the toolbox link none of its stylesheets', async ({page}) => {
  for (const route of ['/', '/docs/api/ref/DesktopAgent']) {
    await page.goto(route);
    await hydrated(page);
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(
      linked.filter((href) => href.includes('/toolbox/')),
      route,
    ).toEqual([]);
  }
});

test('nothing on a toolbox page moves while it loads and hydrates, its stylesheets included', async ({page}) => {
  await recordShifts(page);
  for (const route of ['/toolbox/fdc3-workbench', '/toolbox/fdc3-explained/2.0']) {
    await page.goto(route);
    await hydrated(page);
    // The page's own stylesheets stay linked once, where the server put them.
    await expect(page.locator('link[rel="stylesheet"][href="/toolbox/fdc3-workbench/static/css/toolbox.css"]')).toHaveCount(1);
    await expect(page.locator('.tb-header')).toHaveCSS('max-width', '832px');
    if (route === '/toolbox/fdc3-workbench') {
      // The user channels arrive from getUserChannels after hydration; the log gains its first entries.
      await expect(page.locator('#tb-wb-user-channel')).toBeEnabled();
    } else await expect(page.locator('.tb-window').first()).toBeVisible();
    // Two frames after the last change, so that any shift it caused has been reported.
    await twoFrames(page);
    expect(await shiftsOf(page), route).toEqual([]);
  }
});

test('a toolbox page reached by a link inside the site shows nothing unstyled while its stylesheets load', async ({page}) => {
  await page.goto('/docs/1.2/fdc3-intro');
  await hydrated(page);
  // The toolbox's stylesheets are held back until the page has had the chance to draw without them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/toolbox/**/*.css', async (route) => {
    await held;
    await route.continue();
  });
  const stylesheetRequested = page.waitForRequest('**/toolbox/**/*.css');
  await page.getByRole('link', {name: 'FDC3 1.2 Explained'}).first().click();
  await stylesheetRequested;
  // Two frames after the first request, whatever the page draws without the stylesheets has been drawn.
  await twoFrames(page);
  const heading = page.getByRole('heading', {level: 1, name: 'FDC3 1.2 explained'});
  expect(await heading.isVisible(), 'the toolbox page was drawn before its stylesheets had loaded').toBe(false);
  release();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/toolbox\/fdc3-explained\/1\.2$/);
  await expect(page.locator('.tb-header')).toHaveCSS('max-width', '832px');
});

test.describe('stylesheets that fail', () => {
  // The toolbox's stylesheets are refused here, on purpose.
  test.use({expectedErrors: /^Failed to load resource: net::ERR_FAILED$/});

  test('a toolbox page reached by a link is shown unstyled if its stylesheets fail to load', async ({page}) => {
    await page.goto('/docs/1.2/fdc3-intro');
    await hydrated(page);
    await page.route('**/toolbox/**/*.css', (route) => route.abort());
    await page.getByRole('link', {name: 'FDC3 1.2 Explained'}).first().click();
    await expect(page.getByRole('heading', {level: 1, name: 'FDC3 1.2 explained'})).toBeVisible();
    await expect(page.locator('.tb-header')).toHaveCSS('max-width', 'none');
  });
});
