/**
 * Layout that fits (issue 32, parts 5 and 6), measured in the browser:
 *
 * - reference tables: at a phone's 390 px and a desktop's 1280 px, no table cell's content sticks out of
 *   its cell; on a desktop every table fits its column (nothing cut off at the edge of a scroll box); on
 *   a phone a table wider than the page scrolls in a box that takes the keyboard focus and shows a
 *   shadow where columns lie beyond the edge; the page itself never scrolls sideways;
 * - the navbar: from the desktop breakpoint (997 px) to 1920 px, in both themes, every item's content
 *   lies inside its box and inside the navbar, no two items overlap, and the search box shows its whole
 *   placeholder and keeps room for a dozen typed characters.
 */
import {test, expect, hydrated, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';

/** A representative set: per version, the DesktopAgent, Errors and Metadata references and a context type (and 1.2's Globals, with its `Promise<…>` return types). */
const referencePages = ['', '1.2/', '1.1/', '1.0/', 'next/'].flatMap((version) =>
  ['api/ref/DesktopAgent', 'api/ref/Errors', 'api/ref/Metadata', 'context/ref/Instrument'].map((page) => `/docs/${version}${page}`),
);
referencePages.push('/docs/1.2/api/ref/Globals');

/** What is wrong with the page's Markdown tables at this width, as readable lines (none when all is well). */
function tableProblems(page: Page, desktop: boolean): Promise<string[]> {
  return page.evaluate((onDesktop) => {
    const problems: string[] = [];
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    document.querySelectorAll<HTMLTableElement>('article table').forEach((table, t) => {
      for (const cell of Array.from(table.querySelectorAll<HTMLElement>('th, td'))) {
        if (cell.scrollWidth > cell.clientWidth + 1)
          problems.push(`table ${t + 1}: "${text(cell)}" sticks out of its cell (${cell.scrollWidth} > ${cell.clientWidth} px)`);
      }
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (!box || box === document.documentElement || box === document.body) return;
      const overflow = box.scrollWidth - box.clientWidth;
      if (overflow <= 1) return;
      const style = getComputedStyle(box);
      if (onDesktop) problems.push(`table ${t + 1} ("${text(table.rows[0])}") is ${overflow} px wider than its column`);
      else if (style.overflowX !== 'auto' && style.overflowX !== 'scroll')
        problems.push(`table ${t + 1} is cut off (overflow ${style.overflowX})`);
      else {
        if (box.tabIndex < 0) problems.push(`table ${t + 1} scrolls, but its box cannot take the keyboard focus`);
        if (!/gradient/.test(style.backgroundImage)) problems.push(`table ${t + 1} scrolls with no shadow to show more columns`);
      }
    });
    if (document.documentElement.scrollWidth > innerWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${innerWidth} px)`);
    return problems;
  }, desktop);
}

test.describe('reference tables fit', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px no table cell is clipped on the reference pages of each version`, async ({page}) => {
      test.setTimeout(120_000);
      await page.setViewportSize({width, height: 900});
      const problems: string[] = [];
      for (const path of referencePages) {
        await page.goto(path);
        await expect(page.locator('article h1')).toBeVisible();
        problems.push(...(await tableProblems(page, width > 996)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test('a scrolling table keeps its table semantics, scrolls from the keyboard, and is axe-clean in both themes', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await page.goto('/docs/api/ref/Errors');
    await hydrated(page);
    const box = page.locator('article [role="region"][aria-label="Scrollable table"]').nth(1);
    await expect(box.locator('table')).toBeVisible();
    // Still a table for assistive technology, with its header cells.
    await expect(box.getByRole('table')).toBeVisible();
    expect(await box.getByRole('row').count()).toBeGreaterThan(1);
    await expect(box.locator('thead th').first()).toBeVisible();
    // It scrolls from the keyboard.
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await injectAxe(page);
    expect(await axeViolations(page, 'light')).toEqual([]);
    expect(await axeViolations(page, 'dark')).toEqual([]);
  });
});

/** What overflows in the navbar at this width, as readable lines. */
function navbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const inner = document.querySelector('.navbar__inner')!.getBoundingClientRect();
    const name = (el: Element) =>
      `${el.className.toString().split(' ')[0]} "${((el as HTMLInputElement).placeholder || el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}"`;
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const items = Array.from(document.querySelectorAll('.navbar__inner .navbar__brand, .navbar__items > *')).filter(shown);
    const leaves = Array.from(
      document.querySelectorAll('.navbar__inner .navbar__brand, .navbar__inner .navbar__link, .navbar__search kbd'),
    ).filter(shown);
    for (const el of [...items, ...leaves, document.querySelector('.navbar__search-input')!].filter(shown)) {
      const box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        problems.push(`${name(el)}: content ${el.scrollWidth} px in a ${el.clientWidth} px box`);
      if (box.left < inner.left - 1 || box.right > inner.right + 1)
        problems.push(`${name(el)}: outside the navbar (${Math.round(box.left)}–${Math.round(box.right)})`);
      // A label's text, measured where it is drawn, inside its box (not a container's: a dropdown's menu is in it, hidden).
      if (!leaves.includes(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const drawn = range.getBoundingClientRect();
      if (drawn.width > 0 && (drawn.left < box.left - 1 || drawn.right > box.right + 1))
        problems.push(`${name(el)}: its text runs out of its box`);
    }
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i].getBoundingClientRect();
        const b = items[j].getBoundingClientRect();
        if (a.right > b.left + 1 && b.right > a.left + 1 && a.bottom > b.top && b.bottom > a.top)
          problems.push(`${name(items[i])} overlaps ${name(items[j])}`);
      }
    const input = document.querySelector<HTMLInputElement>('.navbar__search-input')!;
    const style = getComputedStyle(input);
    const content = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const placeholder = context.measureText(input.placeholder).width;
    const dozen = context.measureText('raiseIntentF').width;
    if (placeholder > content)
      problems.push(`the search box cuts its placeholder (${Math.round(placeholder)} px of text in ${Math.round(content)} px)`);
    if (content < dozen) problems.push(`the search box has room for fewer than 12 typed characters (${Math.round(content)} px)`);
    return problems;
  });
}

test.describe('the navbar fits from 997 to 1920 px', () => {
  const widths = [997, 1024, 1100, 1101, 1200, 1201, 1280, 1360, 1361, 1440, 1600, 1920];
  for (const theme of ['light', 'dark'] as const) {
    test(`no navbar item overflows its box, ${theme} theme`, async ({page}) => {
      test.setTimeout(120_000);
      await page.emulateMedia({colorScheme: theme});
      const problems: string[] = [];
      for (const path of ['/', '/docs/api/ref/DesktopAgent', '/docs/next/api/ref/DesktopAgent']) {
        await page.setViewportSize({width: 1280, height: 800});
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const width of widths) {
          await page.setViewportSize({width, height: 800});
          await expect(page.locator('.navbar__toggle')).toBeHidden();
          problems.push(...(await navbarProblems(page)).map((p) => `${path} at ${width} px: ${p}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
