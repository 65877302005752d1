import {test, expect} from '@playwright/test';

test.use({viewport: {width: 900, height: 800}});

test('below 996 px the navbar collapses into a menu that closes on navigation', async ({page}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await expect(toggle).toBeVisible();
  await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Community'}).first()).toBeHidden();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

test('the mobile menu closes when the window grows to desktop width', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
  await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Community'}).first()).toBeVisible();
});
