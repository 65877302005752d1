import {test, expect} from './fixtures';
import {axeViolations, injectAxe} from './axe';

test('a 1.2 DesktopAgent page marks raiseIntentForContext "New in 1.2", linked to its matrix row, and shows no later history', async ({
  page,
}) => {
  await page.goto('/docs/1.2/api/ref/DesktopAgent');
  const heading = page.locator('h3#raiseintentforcontext');
  await expect(heading).toHaveText('raiseIntentForContext');
  const marks = page.locator('h3#raiseintentforcontext + p.member-marks');
  const mark = marks.getByRole('link', {name: 'New in 1.2'});
  await expect(mark).toHaveAttribute('href', '/versions/api-evolution#desktopagent-raiseintentforcontext');
  await expect(page.locator('.member-marks', {hasText: /in 2\.\d/})).toHaveCount(0);
  // The table of contents keeps the member name.
  await expect(page.locator('.table-of-contents a[href="#raiseintentforcontext"]')).toHaveText('raiseIntentForContext');

  await mark.click();
  await expect(page).toHaveURL(/\/versions\/api-evolution#desktopagent-raiseintentforcontext$/);
  await expect(page.locator('tr#desktopagent-raiseintentforcontext')).toBeInViewport();
});

test('a 2.0 context page marks the fields that changed after the type arrived', async ({page}) => {
  await page.goto('/docs/context/ref/Country');
  const row = page.locator('tr', {has: page.locator('code', {hasText: /^id\.COUNTRY_ISOALPHA2$/})});
  await expect(row.getByRole('link', {name: 'New in 2.0'})).toHaveAttribute(
    'href',
    '/versions/api-evolution#context-fields-fdc3-country-id-country-isoalpha2',
  );
  const old = page.locator('tr', {has: page.locator('code', {hasText: /^id\.ISOALPHA2$/})});
  await expect(old.getByRole('link', {name: 'Deprecated in 2.0'})).toBeVisible();
  await expect(page.locator('tr', {has: page.locator('code', {hasText: /^type$/})}).locator('a.member-mark')).toHaveCount(0);
});

test('pages with history marks pass axe in both themes', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  await expect(page.locator('a.member-mark').first()).toBeVisible();
  await injectAxe(page);
  expect(await axeViolations(page, 'light')).toEqual([]);
  expect(await axeViolations(page, 'dark')).toEqual([]);
});
