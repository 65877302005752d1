/**
 * Glossary terms marked where they appear (src/plugins/glossary-terms): the first use of a term links to
 * its entry in the page version's glossary, and shows the entry's first sentence on hover and on focus,
 * as a WAI-ARIA tooltip (role="tooltip", aria-describedby, Escape hides it). Without JavaScript a mark is
 * a plain link; on a phone the definition takes its own place in the text instead of covering it.
 */
import {test, expect, hydrated, type Locator, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';
import {glossaryOf} from '../../src/fdc3/glossary';

const page20 = '/docs/api/ref/DesktopAgent';
const entry = (version: string, id: string) => {
  const found = glossaryOf(version)?.entries.find((e) => e.id === id);
  if (!found) throw new Error(`no ${id} in the ${version} glossary`);
  return found;
};

const term = (page: Page, id: string) => page.locator(`article a.glossary-term[aria-describedby="glossary-tip-${id}"]`);

/** The term's tooltip, found as a screen reader finds it: through the link's aria-describedby. */
async function tipOf(page: Page, link: Locator): Promise<Locator> {
  const id = await link.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  const tip = page.locator(`[id="${id}"]`);
  await expect(tip).toHaveAttribute('role', 'tooltip');
  return tip;
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxStops = 120): Promise<void> {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${maxStops} Tab presses did not reach ${target}`);
}

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a marked term links to its glossary entry and shows its definition while hovered', async ({page}) => {
    await page.goto(page20);
    await hydrated(page);
    const link = term(page, 'desktop-agent');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', '/docs/fdc3-glossary#desktop-agent');
    const tip = await tipOf(page, link);
    await expect(tip).toBeHidden();

    await link.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(entry('2.0', 'desktop-agent').short);
    // It sits under the term, inside the window.
    const [linkBox, tipBox] = [await link.boundingBox(), await tip.boundingBox()];
    expect(linkBox && tipBox && tipBox.y >= linkBox.y + linkBox.height - 1).toBe(true);
    expect(tipBox && tipBox.x >= 0 && tipBox.x + tipBox.width <= 1280).toBe(true);
    // The pointer can move onto the definition (to read or select it) without losing it.
    await tip.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(tip).toBeHidden();
    // Escape hides a hovered definition until the pointer leaves the term.
    await link.hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();

    await link.click();
    await expect(page).toHaveURL(/\/docs\/fdc3-glossary#desktop-agent$/);
    await expect(page.locator('li#desktop-agent')).toBeInViewport();
  });

  test('Tab shows the definition of the focused term, Escape hides it and the focus stays; leaving hides it', async ({page}) => {
    await page.goto(page20);
    await hydrated(page);
    const link = term(page, 'context');
    const tip = await tipOf(page, link);
    await tabTo(page, link);
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(entry('2.0', 'context').short);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(link).toBeFocused();
    // The next Tab moves on and the definition stays hidden; Shift+Tab back shows it again.
    await page.keyboard.press('Tab');
    await expect(link).not.toBeFocused();
    await expect(tip).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    await expect(tip).toBeVisible();
  });

  test("each page marks terms from its own version's glossary: a 1.2 page links 1.2's entries and marks no 2.0-only term", async ({
    page,
  }) => {
    await page.goto('/docs/1.2/api/ref/DesktopAgent');
    await hydrated(page);
    const marks = page.locator('article a.glossary-term');
    expect(await marks.count()).toBeGreaterThan(3);
    for (const href of await marks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/docs\/1\.2\/fdc3-glossary#/);
    await expect(term(page, 'private-channel')).toHaveCount(0);
    await expect(term(page, 'user-channel')).toHaveCount(0);
    // Each term is marked once on the page.
    const ids = await marks.evaluateAll((links) => links.map((a) => a.getAttribute('aria-describedby')));
    expect(new Set(ids).size).toBe(ids.length);
    // Not in headings, code or tables.
    await expect(page.locator('article :is(h1, h2, h3, h4, code, table) a.glossary-term')).toHaveCount(0);
  });

  test('a page with a definition showing passes axe in both themes', async ({page}) => {
    // A short marked page: axe over the whole DesktopAgent reference takes minutes on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/docs/fdc3-intro');
    await hydrated(page);
    const link = term(page, 'desktop-agent');
    await link.focus();
    await expect(await tipOf(page, link)).toBeVisible();
    await injectAxe(page);
    expect(await axeViolations(page, 'light')).toEqual([]);
    expect(await axeViolations(page, 'dark')).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('on a phone the definition takes its own place in the text, covering none of it', async ({page}) => {
    await page.goto(page20);
    await hydrated(page);
    const link = term(page, 'desktop-agent');
    const tip = await tipOf(page, link);
    await link.focus();
    await expect(tip).toBeVisible();
    await expect(tip).toBeInViewport();
    const overlaps = await tip.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const block = el.closest('p, li, td, blockquote') ?? el.parentElement!;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const covered: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (el.contains(node) || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom)
            covered.push(node.textContent.trim().slice(0, 40));
        }
      }
      return {covered, right: box.right, width: document.documentElement.clientWidth};
    });
    expect(overlaps.covered).toEqual([]);
    expect(overlaps.right).toBeLessThanOrEqual(overlaps.width);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});

  test('a marked term is a plain link to its glossary entry, and no definition shows', async ({page}) => {
    await page.goto(page20);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const link = term(page, 'desktop-agent');
    await expect(link).toHaveAttribute('href', '/docs/fdc3-glossary#desktop-agent');
    const tip = await tipOf(page, link);
    await link.hover();
    await expect(tip).toBeHidden();
    await link.focus();
    await expect(tip).toBeHidden();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/fdc3-glossary#desktop-agent$/);
    await expect(page.locator('li#desktop-agent')).toBeInViewport();
  });
});
