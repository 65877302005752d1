/**
 * A docs page's blocks off screen are laid out after the page has started, not in its first layout
 * (src/plugins/deferred-layout, decision record 0019): what the reader sees must not change for it. Nothing
 * moves on screen, a code block is drawn at the height it was guessed at, a link to a heading lands on the
 * heading, and once the slices are done the page is laid out whole.
 */
import {test, expect, hydrated, recordShifts, shiftsOf, twoFrames, type Page} from './fixtures';

const reference = '/docs/api/ref/DesktopAgent';
/** A phone's screen (the bench's Lighthouse mobile profile is a phone of this size), and a wide screen. */
const phone = {viewport: {width: 412, height: 915}, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625};
const wide = {viewport: {width: 1350, height: 940}};

/** Whether each element's content is laid out and drawn (not skipped by an ancestor's `content-visibility: auto`). */
async function drawn(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((all) => all.map((el) => el.checkVisibility({contentVisibilityAuto: true})));
}

/** Each element's computed `content-visibility`. */
async function contentVisibility(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((all) => all.map((el) => getComputedStyle(el).contentVisibility));
}

/** The heading's distance from the top of the window, once two frames have passed. */
async function headingTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (headingId) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.getElementById(headingId)!.getBoundingClientRect().top))),
      ),
    id,
  );
}

for (const [name, device] of [
  ['a phone', phone],
  ['a wide screen', wide],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({...device});

    test('the long reference lays out its blocks off screen after it starts, with nothing moving, and is then laid out whole', async ({
      page,
    }) => {
      await recordShifts(page);
      await page.goto(reference);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
      // No block is left to later now, and every code block's lines are drawn.
      const blocks = await contentVisibility(page, '.theme-doc-markdown > *, .theme-doc-markdown pre');
      expect(blocks.length).toBeGreaterThan(200);
      expect(blocks.filter((value) => value !== 'visible')).toEqual([]);
      const lines = await drawn(page, '.theme-doc-markdown pre > code');
      expect(lines.length).toBeGreaterThan(30);
      expect(lines.every(Boolean)).toBe(true);
      await twoFrames(page);
      expect(await shiftsOf(page)).toEqual([]);
    });

    test('a page opened at a heading, and a link to a heading from another page, land on the heading', async ({page}) => {
      await page.goto(`${reference}#raiseintent`);
      await hydrated(page);
      // The navbar's height and a margin above the heading: the heading is at the top of what the reader sees.
      const landed = async () => {
        const top = await headingTop(page, 'raiseintent');
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(120);
      };
      await landed();
      await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
      await landed();
      // From another page, by a link that moves inside the site (no new document, so no `:target`).
      await page.goto('/docs/api/spec');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const link = page.locator(`article a[href="${reference}#raiseintent"]`).first();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${reference}#raiseintent$`));
      await expect(page.locator('html')).toHaveAttribute('data-fragment', '');
      await landed();
    });
  });
}

test.describe('on a phone, with the search box open', () => {
  test.use({...phone});

  test('the slices wait while the results cover the page, and go on once the box closes', async ({page}) => {
    // Idle callbacks run only when the test says so: the slices then cannot finish before the reader types.
    await page.addInitScript(() => {
      const queue: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => queue.push(callback);
      // Runs what is queued, and what that queues, until nothing is left.
      (window as unknown as {runIdle: () => void}).runIdle = () => {
        for (let callback = queue.shift(); callback; callback = queue.shift()) callback({didTimeout: false, timeRemaining: () => 50});
      };
    });
    const runIdle = () => page.evaluate(() => (window as unknown as {runIdle: () => void}).runIdle());
    await page.goto(reference);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const box = page.locator('input.navbar__search-input');
    await box.fill('broadcast');
    await expect(page.locator('html')).toHaveAttribute('data-search-open', '');
    await expect(page.getByRole('listbox')).toHaveAttribute('data-status', 'ready');
    await runIdle();
    await expect(page.locator('html')).not.toHaveAttribute('data-laid-out');
    expect(await contentVisibility(page, '.theme-doc-markdown > :last-child')).toEqual(['auto']);
    await box.press('Escape');
    await expect(page.locator('html')).not.toHaveAttribute('data-search-open');
    // The box's closing resumes the slices from a mutation observer's callback, a microtask after the change.
    await expect
      .poll(async () => {
        await runIdle();
        return page.locator('html').getAttribute('data-laid-out');
      })
      .toBe('');
  });
});

test.describe('on a phone, without JavaScript', () => {
  test.use({...phone, javaScriptEnabled: false});

  test('the page is laid out whole from the start, as nothing would lay out what is left to later', async ({page}) => {
    await page.goto(reference);
    const blocks = await contentVisibility(page, '.theme-doc-markdown > *, .theme-doc-markdown pre');
    expect(blocks.length).toBeGreaterThan(200);
    expect(blocks.filter((value) => value !== 'visible')).toEqual([]);
    expect((await drawn(page, '.theme-doc-markdown pre > code')).every(Boolean)).toBe(true);
  });
});

test.describe('on a phone, while the scripts have not run', () => {
  test.use({...phone});

  test('blocks off screen wait until the reader comes near them, and each code block takes the height of its lines', async ({page}) => {
    // Scripts may run, but the site's own are empty: the page stays as the CSS alone makes it.
    await page.route(/\.js$/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
    await page.goto(reference);
    // The first blocks are laid out with the page; the last ones wait, and the last code block's lines are not drawn.
    expect(await contentVisibility(page, '.theme-doc-markdown > :nth-child(-n + 3)')).toEqual(['visible', 'visible', 'visible']);
    expect(await contentVisibility(page, '.theme-doc-markdown > :last-child')).toEqual(['auto']);
    expect((await drawn(page, '.theme-doc-markdown pre > code')).at(-1)).toBe(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-laid-out');
    // Each code block, brought into view, is drawn at the height guessed from its number of lines.
    const pres = page.locator('.theme-code-block pre');
    const differences: string[] = [];
    for (const pre of await pres.all()) {
      const guessed = await pre.evaluate((el) => parseFloat(getComputedStyle(el).containIntrinsicHeight.replace('auto ', '')));
      await pre.scrollIntoViewIfNeeded();
      await expect.poll(() => pre.locator('code').evaluate((code) => code.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
      const height = await pre.evaluate((el) => el.getBoundingClientRect().height);
      if (Math.abs(height - guessed) > 1) differences.push(`${await pre.getAttribute('style')}: guessed ${guessed}, drawn ${height}`);
    }
    expect(differences).toEqual([]);
    expect(await page.locator('.theme-code-block pre').count()).toBeGreaterThan(30);
  });
});
