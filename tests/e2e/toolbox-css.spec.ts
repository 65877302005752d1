import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../../scripts/lib/build-pages';
import {repoRoot} from '../../scripts/lib/docs-versions';
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
  // Why locators, not a snapshot of the head: the head manager swaps its tags as the page hydrates.
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
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(
      linked.filter((href) => href.includes('/toolbox/')),
      route,
    ).toEqual([]);
  }
});
