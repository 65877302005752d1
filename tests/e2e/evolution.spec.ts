import {test, expect, type Page} from './fixtures';

const row = (page: Page, table: string, name: string) =>
  page.locator('section', {has: page.locator(`h2#${table}`)}).locator(`tr[data-name="${name}"]`);

test('the API evolution tables show when each name arrived, changed or was deprecated, with links to each version', async ({page}) => {
  await page.goto('/versions/api-evolution');
  await expect(page.locator('h1')).toHaveText('How the FDC3 API evolved');
  await expect(page.locator('thead').first().locator('th')).toHaveText(['Name', '1.0', '1.1', '1.2', '2.0', 'Next']);

  const statuses = (r: ReturnType<typeof row>) => r.locator('td').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-status')));
  expect(await statuses(row(page, 'desktopagent', 'raiseIntentForContext'))).toEqual([
    'absent',
    'absent',
    'added',
    'partly-deprecated',
    'same',
  ]);
  expect(await statuses(row(page, 'desktopagent', 'getSystemChannels'))).toEqual(['absent', 'added', 'same', 'deprecated', 'same']);
  expect(await statuses(row(page, 'desktopagent', 'open'))).toEqual(['added', 'same', 'changed', 'partly-deprecated', 'same']);
  expect(await statuses(row(page, 'channel', 'getCurrentContext'))).toEqual(['absent', 'added', 'same', 'same', 'same']);
  expect(await statuses(row(page, 'resolveerror', 'UserCancelled'))).toEqual(['absent', 'absent', 'absent', 'added', 'same']);
  expect(await statuses(row(page, 'context-types', 'fdc3.currency'))).toEqual(['absent', 'absent', 'absent', 'added', 'same']);
  expect(await statuses(row(page, 'intents', 'ViewChat'))).toEqual(['absent', 'absent', 'absent', 'absent', 'added']);

  // A cell leads to that version's section.
  const cell = row(page, 'desktopagent', 'raiseIntentForContext').locator('td').nth(2).getByRole('link');
  await expect(cell).toHaveAttribute('href', '/docs/1.2/api/ref/DesktopAgent#raiseintentforcontext');
  await cell.click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/api\/ref\/DesktopAgent#raiseintentforcontext$/);
  await expect(page.locator('h3#raiseintentforcontext')).toBeInViewport();
});

test('the versions page and every API reference page link to the evolution tables', async ({page}) => {
  await page.goto('/versions');
  await page.getByRole('link', {name: 'API evolution tables'}).click();
  await expect(page).toHaveURL(/\/versions\/api-evolution$/);
  for (const path of [
    '/docs/api/ref/DesktopAgent',
    '/docs/1.1/api/ref/AppMetadata',
    '/docs/1.0/api/ref/Errors',
    '/docs/next/api/ref/PrivateChannel',
  ]) {
    await page.goto(path);
    const box = page.getByRole('complementary', {name: 'This page in other versions'});
    await expect(box.getByRole('link', {name: 'How the API evolved across versions'}), path).toHaveAttribute(
      'href',
      '/versions/api-evolution',
    );
  }
});

test('a docs page lists the versions that have it, skipping gap pages, and names the version that introduced it', async ({page}) => {
  await page.goto('/docs/1.1/api/ref/Channel');
  const box = page.getByRole('complementary', {name: 'This page in other versions'});
  await expect(box).toContainText('This page in other versions: 1.1 · 1.2 · 2.0 · Next');
  await expect(box.locator('[aria-current="page"]')).toHaveText('1.1');
  await expect(box).toContainText('First in FDC3 1.1.');
  await box.getByRole('link', {name: '1.2'}).click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/api\/ref\/Channel$/);

  await page.goto('/docs/1.0/fdc3-intro');
  const intro = page.getByRole('complementary', {name: 'This page in other versions'});
  await expect(intro).toContainText('In every version of FDC3 since 1.0.');
  await expect(intro.getByRole('link', {name: /How the API evolved/})).toHaveCount(0);
});
