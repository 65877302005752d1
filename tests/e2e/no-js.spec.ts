import {test, expect, type Page} from './fixtures';

/**
 * A reader without JavaScript gets the pages as the build rendered them: they must be readable, and their
 * links (plain <a href>) must lead where they say. What needs React does nothing here: the caret buttons of
 * sidebar categories, the version and language dropdowns' click handling, the search box and the colour
 * mode toggle.
 */
test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});

/** Opens a page and checks that it is the pre-rendered HTML alone: React never hydrated it. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
}

test('a docs page is readable: its title, text, code and table of contents show', async ({page}) => {
  await open(page, '/docs/api/ref/DesktopAgent');
  const article = page.locator('article');
  await expect(article.locator('h1')).toHaveText('DesktopAgent');
  await expect(article.locator('h1')).toBeVisible();
  await expect(article.getByText(/^A Desktop Agent is the piece of desktop software/)).toBeVisible();
  await expect(article.locator('h3#raiseintent')).toBeVisible();
  await expect(article.locator('pre code').first()).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop .table-of-contents__link').first()).toBeVisible();
  await expect(page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'DesktopAgent', exact: true})).toBeVisible();
});

test('a navbar link leads to its page', async ({page}) => {
  await open(page, '/docs/api/ref/DesktopAgent');
  await page.locator('nav.navbar').getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.locator('h1')).toHaveText('The FDC3 ecosystem');
});

test('docs sidebar links lead to their pages, and a collapsed category leads to a page that shows it open', async ({page}) => {
  await open(page, '/docs/api/ref/DesktopAgent');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  // The category of the page being read is rendered open: its links are there.
  await sidebar.getByRole('link', {name: 'Channel', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/ref\/Channel$/);
  await expect(page.locator('article h1')).toHaveText('Channel');

  // Collapsed categories are rendered closed, without their links, and only React can open them in place.
  // Their link still works: a category without a page of its own ("About FDC3") links to its first page,
  // and there the category is rendered open, with its other links.
  const about = sidebar.locator('li.menu__list-item').filter({has: page.locator(':scope > div > a', {hasText: 'About FDC3'})});
  await expect(about).toHaveClass(/menu__list-item--collapsed/);
  await expect(about.locator('ul.menu__list')).toHaveCount(0);
  await about.getByRole('button', {name: 'About FDC3'}).click();
  await expect(page).toHaveURL(/\/docs\/fdc3-charter$/);
  await expect(page.locator('article h1')).toHaveText('FDC3 Charter');
  const opened = page
    .locator('nav[aria-label="Docs sidebar"] li.menu__list-item')
    .filter({has: page.locator(':scope > div > a', {hasText: 'About FDC3'})});
  await expect(opened).not.toHaveClass(/menu__list-item--collapsed/);
  await opened.getByRole('link', {name: 'Supported platforms', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/supported-platforms$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('a table-of-contents link moves to its heading', async ({page}) => {
  await open(page, '/docs/api/ref/DesktopAgent');
  await page.locator('.theme-doc-toc-desktop').locator('a[href="#findinstances"]').click();
  await expect(page).toHaveURL(/\/docs\/api\/ref\/DesktopAgent#findinstances$/);
  const heading = page.locator('article h3#findinstances');
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeInViewport();
  // Without JavaScript the navbar never hides: the heading must land below it, not under it.
  const covered = await heading.evaluate((h) => {
    const box = h.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 10, box.top + box.height / 2);
    return hit !== null && !h.contains(hit) ? hit.outerHTML.slice(0, 80) : null;
  });
  expect(covered, 'element drawn over the heading').toBeNull();
});

test('a 1.x page renders its own version of the content', async ({page}) => {
  await open(page, '/docs/1.2/api/ref/DesktopAgent');
  const article = page.locator('article');
  await expect(article.locator('h1')).toHaveText('DesktopAgent');
  await expect(page.locator('.theme-doc-version-badge')).toContainText('Version: 1.2');
  await expect(article.getByText(/^The Desktop Agent itself is the desktop software/)).toBeVisible();
  await expect(article.locator('h3#raiseintentforcontext')).toBeVisible();
  await expect(article.locator('h3#findinstances')).toHaveCount(0);
  // The version dropdown's links are rendered too, for the page being read: hovering opens the menu without JavaScript.
  const dropdown = page.locator('nav.navbar .dropdown').filter({has: page.locator('a.dropdown__link', {hasText: 'Main/Unreleased'})});
  // Why no click: a click waits for the menu to stop moving, and its hover transition once kept it
  // moving for a whole minute on CI. The menu opens on hover; the link is then followed with Enter.
  await page.emulateMedia({reducedMotion: 'reduce'});
  await dropdown.hover();
  const link = dropdown.locator('a.dropdown__link', {hasText: /^2\.0$/});
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/ref\/DesktopAgent$/);
  await expect(page.locator('article h1')).toHaveText('DesktopAgent');
});

test('the home page renders its main content', async ({page}) => {
  await open(page, '/');
  const main = page.locator('main');
  await expect(page.locator('h1')).toHaveText('Open standards for the financial desktop');
  await expect(page.locator('h1')).toBeVisible();
  await expect(main).toBeVisible();
  expect((await main.innerText()).length).toBeGreaterThan(500);
  await expect(page.getByText('Your Docusaurus site did not load properly')).toHaveCount(0);
  await expect(page.locator('footer.footer')).toBeVisible();
});
