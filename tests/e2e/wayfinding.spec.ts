/**
 * Finding one's way on a docs page (issue 32, part 6): one navbar item active at a time, a search box that
 * hints its "/" shortcut and widens in use, the version box and the phone's docs menu that switch versions on
 * the same page and section, and a skip link to "On this page".
 */
import {test, expect, hydrated, visit} from './fixtures';

test('only one navbar item is active at a time on docs pages', async ({page}) => {
  const active = page.locator('nav.navbar .navbar__link--active');
  for (const [path, item] of [
    ['/docs/fdc3-intro', 'Getting Started'],
    ['/docs/api/ref/DesktopAgent', 'The Standard'],
    ['/docs/fdc3-standard', 'The Standard'],
    ['/docs/1.2/api/ref/DesktopAgent', 'The Standard'],
    ['/docs/next/fdc3-intro', 'Getting Started'],
  ]) {
    await visit(page, path);
    await expect(active, path).toHaveCount(1);
    await expect(active, path).toHaveText(item);
  }
});

test('the search box shows its "/" shortcut, widens when focused and stays a combobox', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await visit(page, '/docs/api/ref/DesktopAgent');
  const box = page.locator('input.navbar__search-input');
  const hint = page.locator('.navbar__search kbd');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText('/');
  const before = (await box.boundingBox())!.width;
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveRole('combobox');
  await expect(hint).toBeHidden();
  // Wider, by growing leftwards: its right edge stays where it was.
  await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThan(before + 40);
});

test('the version box at the foot of a page keeps the anchor', async ({page}) => {
  await visit(page, '/docs/api/ref/DesktopAgent#raiseintent');
  const versions = page.getByRole('complementary', {name: 'This page in other versions'});
  const link = versions.getByRole('link', {name: '1.2', exact: true});
  await expect(link).toHaveAttribute('href', '/docs/1.2/api/ref/DesktopAgent#raiseintent');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/api\/ref\/DesktopAgent#raiseintent$/);
  await expect(page.locator('h3#raiseintent')).toBeInViewport();
});

test('on a phone, the docs menu switches versions without going back to the main menu', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await visit(page, '/docs/api/ref/DesktopAgent');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  // The docs menu (the second panel) is what the phone's menu opens on, on a docs page.
  const menu = page.locator('.navbar-sidebar .navbar-sidebar__item').nth(1);
  await expect(menu.getByRole('button', {name: '← Back to main menu'})).toBeInViewport();
  const versions = menu.getByRole('button', {name: 'Versions'});
  await expect(versions).toBeInViewport();
  await expect(versions).toBeVisible();
  // It opens by itself, as it holds the version being read.
  const older = menu.getByRole('link', {name: '1.2', exact: true});
  await expect(older).toBeInViewport();
  await older.click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/api\/ref\/DesktopAgent$/);
});

test('a skip link takes the keyboard to "On this page"', async ({page}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 800});
    await visit(page, '/docs/api/ref/DesktopAgent');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to “On this page”'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    if (width > 996) await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeFocused();
    else await expect(page.locator('.theme-doc-toc-mobile').getByRole('button', {name: 'On this page'})).toBeFocused();
  }
  // No skip link where there is no "On this page".
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/fdc3-glossary');
  await hydrated(page);
  if ((await page.locator('.theme-doc-toc-desktop').count()) === 0)
    await expect(page.getByRole('link', {name: 'Skip to “On this page”'})).toHaveCount(0);
});
