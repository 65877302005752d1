import {test, expect, type Page} from './fixtures';

const row = (page: Page, table: string, name: string) =>
  page.locator('section', {has: page.locator(`h2#${table}`)}).locator(`tr[data-name="${name}"]`);

test('the API evolution tables show when each name arrived, changed or was deprecated, with links to each version', async ({page}) => {
  await page.goto('/versions/api-evolution');
  await expect(page.locator('h1')).toHaveText('How the FDC3 API evolved');
  // Each column names its release date (audit-1x-b #24).
  await expect(page.locator('thead').first().locator('th')).toHaveText([
    'Name',
    /^1\.0\s*2019-03-28$/,
    /^1\.1\s*2020-04-09$/,
    /^1\.2\s*2021-04-19$/,
    /^2\.0\s*2022-08-22$/,
    /^Next\s*2023-09-13$/,
  ]);

  const statuses = (r: ReturnType<typeof row>) => r.locator('td').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-status')));
  // 2.0 changed these signatures as well as deprecating their name forms (audit-1x-b #19: was 'partly-deprecated' only);
  // 2.1 wrote the deprecated form's String as string (#924).
  expect(await statuses(row(page, 'desktopagent', 'raiseIntentForContext'))).toEqual(['absent', 'absent', 'added', 'changed', 'changed']);
  expect(await statuses(row(page, 'desktopagent', 'getSystemChannels'))).toEqual(['absent', 'added', 'same', 'deprecated', 'same']);
  expect(await statuses(row(page, 'desktopagent', 'open'))).toEqual(['added', 'same', 'changed', 'changed', 'changed']);
  await expect(row(page, 'desktopagent', 'open').locator('td').nth(3)).toHaveAttribute('data-also', 'partly-deprecated');
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

test('the cells the outside review named read as the text at each release tag, each change with its source', async ({page}) => {
  await page.goto('/versions/api-evolution');
  const statuses = (r: ReturnType<typeof row>) => r.locator('td').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-status')));
  const cellOf = (table: string, name: string, column: number) => row(page, table, name).locator('td').nth(column);

  // #15 leaveCurrentChannel is 1.1's; npm 1.1.1 lacks it.
  expect(await statuses(row(page, 'desktopagent', 'leaveCurrentChannel'))).toEqual(['absent', 'added', 'same', 'same', 'same']);
  // #16 ViewContact deprecated in 2.0.
  expect(await statuses(row(page, 'intents', 'ViewContact'))).toEqual(['added', 'same', 'same', 'deprecated', 'same']);
  // #17 MalformedContext is 2.1's; 2.0 shows it absent with the package's note.
  for (const table of ['openerror', 'resolveerror', 'channelerror']) {
    expect(await statuses(row(page, table, 'MalformedContext'))).toEqual(['absent', 'absent', 'absent', 'absent', 'added']);
  }
  await expect(cellOf('openerror', 'MalformedContext', 3)).toContainText('npm 2.0.3 already has it');
  // #18 Next shows v2.1's string signatures, not the 2.2 unions.
  expect(await statuses(row(page, 'desktopagent', 'findIntent'))).toEqual(['added', 'same', 'same', 'changed', 'same']);
  await expect(cellOf('desktopagent', 'addContextListener', 4)).toContainText('npm 2.1.1');
  // #20 one row, read as a rename.
  await expect(row(page, 'context-types', 'fdc3.timerange → fdc3.timeRange').locator('td').nth(4)).toHaveAttribute(
    'data-status',
    'renamed',
  );
  await expect(row(page, 'context-types', 'fdc3.timeRange')).toHaveCount(0);
  // #21 no fdc3.context in 1.0.
  expect(await statuses(row(page, 'context-types', 'fdc3.context'))).toEqual(['absent', 'added', 'same', 'same', 'same']);
  // #22 a context field row; #23 experimental types; #24 globals and the 'global' channel.
  expect(await statuses(row(page, 'context-fields', 'fdc3.country id.COUNTRY_ISOALPHA2'))).toEqual([
    'absent',
    'absent',
    'absent',
    'added',
    'same',
  ]);
  expect(await statuses(row(page, 'context-fields', 'fdc3.position holding'))).toEqual(['added', 'changed', 'same', 'changed', 'same']);
  await expect(cellOf('context-types', 'fdc3.order', 4)).toContainText('(experimental)');
  expect(await statuses(row(page, 'globals', 'window.fdc3'))).toEqual(['absent', 'added', 'same', 'changed', 'same']);
  expect(await statuses(row(page, 'globals', "'global' channel"))).toEqual(['absent', 'added', 'deprecated', 'removed', 'absent']);
  await expect(page.getByText('the v2.1 and later changelogs date it to 2022-07-01')).toBeVisible();

  // A change's source opens from the keyboard.
  const viewContact = cellOf('intents', 'ViewContact', 3);
  const summary = viewContact.locator('summary');
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewContact.getByText('Source: #619, v2.0:CHANGELOG.md:84')).toBeVisible();

  // Rows have stable anchors other pages can link to.
  await page.goto('/versions/api-evolution#desktopagent-raiseintentforcontext');
  await expect(page.locator('tr#desktopagent-raiseintentforcontext')).toBeInViewport();
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
