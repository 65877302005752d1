import {test, expect, type Page} from './fixtures';

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

test('2.0 → 1.2 and 2.0 → 1.0 on DesktopAgent keep the page, and back again', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  await chooseVersion(page, '1.2');
  await expect(page).toHaveURL(/\/docs\/1\.2\/api\/ref\/DesktopAgent$/);
  await expect(page.locator('.theme-doc-version-badge')).toContainText('Version: 1.2');
  await expect(page.locator('article h3#raiseintentforcontext')).toBeVisible();
  await expect(page.locator('article h3#findinstances')).toHaveCount(0);
  await chooseVersion(page, '1.0');
  await expect(page).toHaveURL(/\/docs\/1\.0\/api\/ref\/DesktopAgent$/);
  await expect(page.locator('article h3#raiseintent')).toBeVisible();
  await expect(page.locator('article h3#joinchannel')).toHaveCount(0);
  await chooseVersion(page, '2.0');
  await expect(page).toHaveURL(/\/docs\/api\/ref\/DesktopAgent$/);
});

test('a concept that came later leads an older version to its gap page, which links back', async ({page}) => {
  for (const [from, version, to, introduced] of [
    ['/docs/api/ref/PrivateChannel', '1.2', '/docs/1.2/api/ref/PrivateChannel', '/docs/api/ref/PrivateChannel'],
    ['/docs/api/ref/Channel', '1.0', '/docs/1.0/api/ref/Channel', '/docs/1.1/api/ref/Channel'],
  ] as const) {
    await page.goto(from);
    await chooseVersion(page, version);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\./g, '\\.')}$`));
    // Unlisted: the reader is told why the page is not in the navigation, and robots are kept out.
    await expect(page.locator('.theme-unlisted-banner')).toContainText('Not part of this version');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sidebarHrefs = await page
      .locator('nav[aria-label="Docs sidebar"] a.menu__link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(sidebarHrefs).not.toContain(to);
    await page
      .locator('article')
      .getByRole('link', {name: /in FDC3 \d\.\d/})
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${introduced.replace(/\./g, '\\.')}$`));
  }
});

test('an old doc id lands on the canonical page of its own version', async ({page}) => {
  for (const [legacy, canonical] of [
    ['/docs/1.2/appd-intro', '/docs/1.2/app-directory/overview'],
    ['/docs/1.1/context-spec', '/docs/1.1/context/spec'],
    ['/docs/1.0/appd-discovery', '/docs/1.0/app-directory/overview#discovery'],
    ['/docs/1.2/api/ref/AppMetadata', '/docs/1.2/api/ref/Metadata#appmetadata'],
  ]) {
    await page.goto(legacy);
    await page.waitForURL((url) => url.pathname + url.hash === canonical);
    await expect(page.locator('article h1').first()).toBeVisible();
    const hash = canonical.split('#')[1];
    if (hash) await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
  }
});

test('an old doc id is a complete page of its own and passes on the query and hash it was opened with', async ({page, request}) => {
  const html = await (await request.get('/docs/1.2/appd-intro')).text();
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(html).toContain('<title>Moved: App Directory Overview | FDC3</title>');
  expect(html).toContain('<link rel="canonical" href="https://fdc3.finos.org/docs/1.2/app-directory/overview">');
  expect(html).toContain('<h1>This page has moved</h1>');
  await page.goto('/docs/1.2/appd-intro?from=old-link#top');
  await page.waitForURL((url) => url.pathname === '/docs/1.2/app-directory/overview');
  expect(new URL(page.url()).search).toBe('?from=old-link');
  expect(new URL(page.url()).hash).toBe('#top');
});
