import {test, expect, hydrated, type Locator, type Page} from './fixtures';

/**
 * A reader with only a keyboard: Tab, Shift+Tab, Enter, Space, the arrows and Escape, never the mouse.
 * At every stop the focused element must show a focus indicator that the reader can see: it matches
 * :focus-visible, its outline or box-shadow differs from what it has when not focused, it is not
 * transparent, and it is not covered by something else (such as the sticky navbar coming back on scroll up).
 */

/** What the page knows about the walk: each element's unfocused outline and shadow, and the stops so far. */
type KeyboardProbe = Window & {
  unfocusedStyles?: WeakMap<Element, {outline: string; boxShadow: string}>;
  stops?: Element[];
};

/**
 * Runs in the page (self-contained, as Playwright sends its source): what keeps the reader from seeing the
 * focus, if anything. It first waits until the page is still: the scroll a focus move caused has been
 * handled (the navbar hides or comes back a frame or two later) and the transitions that move or reveal
 * things have ended; colour fades, and the focused element's own fade-in, are not waited for.
 */
async function focusProblems(): Promise<string[]> {
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  for (let i = 0; i < 3; i += 1) await frame();
  const moving = document.getAnimations().filter((animation) => {
    if (animation.effect?.getComputedTiming().endTime === Infinity) return false;
    const property = animation instanceof CSSTransition ? animation.transitionProperty : '';
    if (/color|background|shadow|filter|fill|stroke/.test(property)) return false;
    return !(property === 'opacity' && (animation.effect as KeyframeEffect | null)?.target === document.activeElement);
  });
  await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  await frame();
  const el = document.activeElement;
  if (!(el instanceof HTMLElement || el instanceof SVGElement) || el === document.body) {
    return ['nothing has the focus'];
  }
  const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const element = `<${el.tagName.toLowerCase()}> "${label}" ${el.getAttribute('href') ?? ''}`.trim();
  const style = getComputedStyle(el);
  const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
  const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
  const before = (window as KeyboardProbe).unfocusedStyles?.get(el);
  const outlineShows = hasOutline && (!before || before.outline !== outline);
  const shadowShows = style.boxShadow !== 'none' && (!before || before.boxShadow !== style.boxShadow);
  // The centre of the element's first box that is on screen (a wrapped link has one box per line).
  const box = Array.from(el.getClientRects()).find((r) => r.bottom > 0 && r.top < innerHeight && r.width > 0 && r.height > 0);
  let unobscured = false;
  if (box) {
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const hit = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2);
    unobscured = hit !== null && (hit === el || el.contains(hit));
  }
  const problems = [
    !el.matches(':focus-visible') && 'does not match :focus-visible',
    !(outlineShows || shadowShows) && `shows no focus outline or shadow (outline ${outline}, box-shadow ${style.boxShadow})`,
    !el.checkVisibility({opacityProperty: true, visibilityProperty: true}) && 'is transparent or hidden',
    !unobscured && 'is off screen or covered by another element',
  ];
  return problems.filter((problem) => problem !== false).map((problem) => `${element} ${problem}`);
}

/** Remembers how every focusable element looks while nothing is focused. */
async function recordUnfocusedStyles(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const styles = new WeakMap<Element, {outline: string; boxShadow: string}>();
    for (const el of Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]'))) {
      const style = getComputedStyle(el);
      styles.set(el, {outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, boxShadow: style.boxShadow});
    }
    (window as KeyboardProbe).unfocusedStyles = styles;
  });
}

/** Opens a page and waits until React has hydrated it: the keyboard handlers are React's. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await recordUnfocusedStyles(page);
}

/** The focused element can be seen (polled, for a page still moving; a failure names the element and what is wrong). */
async function expectVisibleFocus(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(focusProblems)).toEqual([]);
}

/** Presses a key and checks that the focus that results can be seen. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/** Presses Tab until `target` has the focus, checking the focus at every stop. */
async function tabTo(page: Page, target: Locator, maxStops = 120): Promise<void> {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await press(page, 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${maxStops} Tab presses did not reach ${target}`);
}

const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));

// A check at every stop costs a few frames; on a busy machine a walk of 30 stops takes half a minute.
test.describe.configure({timeout: 120_000});

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 720}});

  test('Tab walks a docs page from the skip link through navbar, sidebar, article and TOC to the footer, and Shift+Tab walks back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await open(page, '/docs/why-fdc3');
    const navbar = page.locator('nav.navbar');
    const bar = page.locator('.theme-announcement-bar');
    // The announcement bar sits above the navbar, so its link and close button come between the skip link and the brand.
    const expected: [string, Locator][] = [
      ['skip link', page.getByRole('link', {name: 'Skip to main content'})],
      ['announcement link', bar.getByRole('link', {name: 'Main/Unreleased docs'})],
      ['announcement close button', bar.getByRole('button', {name: 'Close'})],
      ['brand', navbar.locator('a.navbar__brand')],
      ...['Getting Started', 'Community', 'The Standard', 'Get Involved'].map((name): [string, Locator] => [
        name,
        navbar.getByRole('link', {name, exact: true}),
      ]),
      // External links: their names end with "(opens in new tab)".
      ['App Directory', navbar.getByRole('link', {name: /^App Directory/})],
      ['Training', navbar.getByRole('link', {name: /^Training/})],
      ['version dropdown', navbar.locator('.dropdown > a.navbar__link', {hasText: '2.0'})],
      ['language dropdown', navbar.locator('.dropdown > a.navbar__link', {hasText: 'English'})],
      ['search box', navbar.getByRole('combobox')],
      ['colour mode toggle', navbar.getByRole('button', {name: /dark and light mode/})],
    ];
    // Every stop is remembered, so the walk can tell a new element from one it came back to.
    const visit = () =>
      page.evaluate(() => {
        const probe = window as KeyboardProbe;
        const el = document.activeElement!;
        probe.stops ??= [];
        const seen = probe.stops.indexOf(el);
        if (seen < 0) probe.stops.push(el);
        const footerLinks = document.querySelectorAll('footer.footer a[href]');
        const region = el.closest('footer.footer')
          ? 'footer'
          : el.closest('.theme-doc-toc-desktop')
            ? 'toc'
            : el.closest('nav[aria-label="Docs sidebar"]')
              ? 'sidebar'
              : el.closest('article')
                ? 'article'
                : '';
        return {
          index: seen < 0 ? probe.stops.length - 1 : seen,
          isNew: seen < 0,
          region,
          last: el === footerLinks[footerLinks.length - 1],
          element: el.outerHTML.slice(0, 100),
        };
      });
    for (const [name, locator] of expected) {
      await press(page, 'Tab');
      await expect(locator, name).toBeFocused();
      expect((await visit()).isNew, name).toBe(true);
    }
    // The close button's cross is drawn in the bar's text colour, so the reader can see the control they reached.
    const barColour = await bar.evaluate((el) => getComputedStyle(el).color);
    await expect(bar.getByRole('button', {name: 'Close'})).toHaveCSS('color', barColour);

    // On through the page: every Tab reaches an element not visited yet, until the footer's last link.
    const regions: string[] = [];
    let stop = await visit();
    for (let i = 0; i < 150 && !stop.last; i += 1) {
      await press(page, 'Tab');
      stop = await visit();
      expect(stop.isNew, `Tab came back to ${stop.element}`).toBe(true);
      if (stop.region && regions.at(-1) !== stop.region) regions.push(stop.region);
    }
    expect(stop.last, 'Tab reached the last footer link').toBe(true);
    expect(regions).toEqual(['sidebar', 'article', 'toc', 'footer']);

    // And back: Shift+Tab retraces the same stops in reverse, to the skip link.
    for (let index = stop.index - 1; index >= 0; index -= 1) {
      await press(page, 'Shift+Tab');
      const back = await visit();
      expect(back.index, `Shift+Tab reached ${back.element}`).toBe(index);
    }
    await expect(expected[0][1]).toBeFocused();
  });

  test('the version dropdown opens from the keyboard, and 1.2 keeps the reader on DesktopAgent', async ({page}) => {
    await open(page, '/docs/api/ref/DesktopAgent');
    const dropdown = page.locator('nav.navbar .dropdown').filter({has: page.locator('a.dropdown__link', {hasText: 'Main/Unreleased'})});
    const toggle = dropdown.locator('a.navbar__link');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await press(page, 'Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.locator('ul.dropdown__menu')).toBeVisible();
    await press(page, 'Tab');
    await expect(dropdown.locator('a.dropdown__link', {hasText: /^2\.0$/})).toBeFocused();
    await press(page, 'Tab');
    await expect(dropdown.locator('a.dropdown__link', {hasText: /^1\.2$/})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/1\.2\/api\/ref\/DesktopAgent$/);
    await expect(page.locator('.theme-doc-version-badge')).toContainText('Version: 1.2');
  });

  test('Tab reaches the search box; the arrows choose a result and Enter opens it', async ({page}) => {
    await open(page, '/docs/fdc3-intro');
    const box = page.locator('nav.navbar').getByRole('combobox');
    await tabTo(page, box);
    await page.keyboard.type('findIntent');
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    // The chosen option carries the visible marker, since the focus itself stays in the box.
    await expect(options.first()).toHaveCSS('outline-style', 'solid');
    await press(page, 'ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    const target = (await options.nth(1).getAttribute('data-url'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
  });

  test('Tab reaches the table of contents, and Enter on an entry brings its heading into view', async ({page}) => {
    await open(page, '/docs/why-fdc3');
    const entry = page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'Benefits for software vendors'});
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/why-fdc3#benefits-for-software-vendors$/);
    const heading = page.locator('h2#benefits-for-software-vendors');
    await expect(heading).toBeInViewport();
    // Not under the navbar either: the heading is what the reader sees at that point.
    await expect
      .poll(() =>
        heading.evaluate((h) => {
          const r = h.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
          return hit !== null && h.contains(hit);
        }),
      )
      .toBe(true);
    // Chromium leaves the focus on no element after following an in-page link, but moves the point Tab starts
    // from to the heading: the next Tab reaches the heading's own link, so the reader carries on from there.
    await press(page, 'Tab');
    await expect(heading.locator('a.hash-link')).toBeFocused();
  });

  test('Tab reaches the footer links, and Enter follows one', async ({page}) => {
    await open(page, '/docs/why-fdc3');
    const footer = page.locator('footer.footer');
    await tabTo(page, footer.getByRole('link', {name: 'Introduction'}));
    const names = [
      'Supported platforms',
      'DesktopAgent API reference',
      'Use cases',
      'Toolbox',
      /^Training/,
      'Community',
      'Get involved',
      'Users',
    ];
    for (const name of names) {
      await press(page, 'Tab');
      await expect(footer.getByRole('link', {name, exact: true})).toBeFocused();
    }
    await tabTo(page, footer.getByRole('link', {name: 'Versions', exact: true}), 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/versions$/);
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  // Docusaurus 3.10's own menu neither takes the focus when it opens nor closes on Escape, and its close button
  // drops the focus on <body>; src/theme/Navbar/MobileSidebar adds all three (see src/theme/README.md).
  test('the menu button opens the menu with Enter, focus moves through it, and Escape or its close button closes it', async ({page}) => {
    await open(page, '/docs/api/ref/DesktopAgent');
    const button = page.getByRole('button', {name: 'Toggle navigation bar'});
    const menu = page.locator('.navbar-sidebar');
    await tabTo(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await press(page, 'Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => el.contains(document.activeElement)), await focusedHtml(page)).toBe(true);
    // The docs sidebar of the page, after the menu's header (logo, colour mode, close, back to the main menu).
    await tabTo(page, menu.getByRole('link', {name: 'Channel', exact: true}), 20);
    await press(page, 'Tab');
    await expect(menu.getByRole('link', {name: 'PrivateChannel', exact: true})).toBeFocused();
    await press(page, 'Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await press(page, 'Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('button', {name: 'Close navigation bar'}), 5);
    await press(page, 'Enter');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Reopened, a link in it is followed with Enter.
    await press(page, 'Enter');
    await tabTo(page, menu.getByRole('link', {name: 'Errors', exact: true}), 25);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/ref\/Errors$/);
    await expect(menu).toBeHidden();
  });

  test('Tab past the end of the menu closes it instead of moving the focus behind it', async ({page}) => {
    await open(page, '/docs/why-fdc3');
    const button = page.getByRole('button', {name: 'Toggle navigation bar'});
    const menu = page.locator('.navbar-sidebar');
    await tabTo(page, button);
    await press(page, 'Enter');
    await expect(menu).toBeVisible();
    const lastLink = menu.locator('.navbar-sidebar__item:not([inert]) a.menu__link').last();
    await tabTo(page, lastLink, 40);
    await press(page, 'Tab');
    await expect(menu).toBeHidden();
    expect(await menu.evaluate((el) => !el.contains(document.activeElement)), await focusedHtml(page)).toBe(true);
    await press(page, 'Shift+Tab');
    await expect(menu).toBeHidden();
  });
});
