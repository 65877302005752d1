import {test, expect, type Page} from '@playwright/test';

async function chooseVersion(page: Page, label: string): Promise<void> {
  const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.locator('ul.dropdown__menu a', {hasText: 'Main/Unreleased'})});
  await dropdown.hover();
  await dropdown.locator('a.dropdown__link', {hasText: new RegExp(`^${label.replace('.', '\\.')}$`)}).click();
}

test('switching version keeps the reader on the same page when it exists there', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  await chooseVersion(page, 'Main/Unreleased');
  await expect(page).toHaveURL(/\/docs\/next\/api\/ref\/DesktopAgent$/);
  await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
  await chooseVersion(page, '2.0');
  await expect(page).toHaveURL(/\/docs\/api\/ref\/DesktopAgent$/);
  await page.goto('/docs/fdc3-intro');
  await chooseVersion(page, '1.1');
  await expect(page).toHaveURL(/\/docs\/1\.1\/fdc3-intro$/);
});

test('a page missing from the chosen version leads to that version\'s introduction', async ({page}) => {
  await page.goto('/docs/next/context/ref/ChatRoom');
  await chooseVersion(page, '2.0');
  await expect(page).toHaveURL(/\/docs\/fdc3-intro$/);
});

test('the chosen version is remembered in local storage and used by navbar links', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  await chooseVersion(page, '1.2');
  await expect(page).toHaveURL(/\/docs\/1\.2\/fdc3-intro$/);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('docs-preferred-version'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual(['1.2']);
  await page.goto('/community');
  await page.locator('nav.navbar').getByRole('link', {name: 'Getting Started', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/1\.2\/fdc3-intro$/);
});

test('each version serves its introduction as its main document', async ({page}) => {
  for (const [path, version] of [
    ['/docs', '2.0'],
    ['/docs/next', 'Next'],
    ['/docs/1.2', '1.2'],
    ['/docs/1.1', '1.1'],
    ['/docs/1.0', '1.0'],
  ]) {
    const response = await page.goto(`${path}/fdc3-intro`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('.theme-doc-version-badge')).toContainText(`Version: ${version}`);
  }
});
