import {test, expect, hydrated} from './fixtures';

test.describe('navbar', () => {
  test('each navbar item leads where it says', async ({page}) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    const cases: [string, RegExp][] = [
      ['Getting Started', /\/docs\/fdc3-intro$/],
      ['Community', /\/community$/],
      ['The Standard', /\/docs\/fdc3-standard$/],
      ['Get Involved', /\/get-involved$/],
    ];
    for (const [label, url] of cases) {
      await page.goto('/');
      await navbar.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    await page.goto('/');
    await expect(navbar.getByRole('link', {name: /App Directory/})).toHaveAttribute('href', 'https://directory.fdc3.finos.org');
    await expect(navbar.getByRole('link', {name: /Training/})).toHaveAttribute(
      'href',
      'https://www.edx.org/course/fdc3-interoperability-for-the-financial-desktop',
    );
    await expect(navbar.getByRole('link', {name: /App Directory/})).toHaveAttribute('target', '_blank');
  });

  test('version dropdown lists 2.0, 1.2, 1.1, 1.0 and Main/Unreleased', async ({page}) => {
    await page.goto('/docs/fdc3-intro');
    const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.locator('a.navbar__link', {hasText: '2.0'})});
    await dropdown.hover();
    const items = dropdown.locator('ul.dropdown__menu a.dropdown__link');
    await expect(items).toHaveText(['2.0', '1.2', '1.1', '1.0', 'Main/Unreleased', 'All versions']);
  });

  test('navbar hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto('/docs/api/ref/DesktopAgent');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    // The navbar listens for scrolling only once React has hydrated the page.
    await hydrated(page);
    // Scroll one step at a time, each delivered as its own scroll event before the next.
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {once: true});
            window.scrollTo(0, top);
          }),
        y,
      );
    await scrollTo(600);
    await scrollTo(1500);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await expect(navbar).not.toBeInViewport();
    await scrollTo(1200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(navbar).toBeInViewport();
  });

  test('skip-to-content link moves focus to the main content', async ({page}) => {
    await page.goto('/docs/fdc3-intro');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });
});

test('every footer link resolves', async ({page, request}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Learn', 'Community', 'More']);
  await expect(footer).toContainText('Copyright © 2023');
  // Until React hydrates, the themed logo is in the HTML twice, once per colour mode, and CSS hides the other
  // one; afterwards only the current mode's copy is left. Either way the reader sees exactly one logo.
  const shownLogo = footer.locator('.footer__logo').filter({visible: true});
  await expect(shownLogo).toHaveCount(1);
  await expect(shownLogo).toHaveAttribute('alt', /FINOS/);
  const hrefs = await footer.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  const internal = hrefs.filter((h) => h.startsWith('/'));
  expect(internal).toEqual(
    expect.arrayContaining(['/docs/fdc3-intro', '/docs/supported-platforms', '/docs/api/ref/DesktopAgent', '/docs/use-cases/overview']),
  );
  for (const href of internal) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('every navbar and version-dropdown link resolves on every version', async ({page, request}) => {
  for (const start of [
    '/docs/fdc3-intro',
    '/docs/next/fdc3-intro',
    '/docs/1.2/fdc3-intro',
    '/docs/1.1/fdc3-intro',
    '/docs/1.0/fdc3-intro',
  ]) {
    await page.goto(start);
    const hrefs = await page
      .locator('nav.navbar a[href]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const response = await request.get(href);
      expect(response.status(), `${href} (from ${start})`).toBe(200);
    }
  }
});
