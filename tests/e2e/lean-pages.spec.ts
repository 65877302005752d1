/**
 * Budgets that do not depend on the machine's speed (scripts/lib/budgets.ts;
 * `npm run bench` measures the rest): the size of every page's HTML, no inline
 * style on highlighted code, Prism only where there is code, and links that
 * load the next page's code on intent rather than on sight.
 */
import fs from 'node:fs';
import {test, expect, hydrated, type Locator, type Page} from './fixtures';
import {budgets} from '../../scripts/lib/budgets';
import {builtPages} from '../../scripts/lib/build-pages';
import {hasCompileHint} from '../../src/plugins/compile-hints';
import {docsLayoutChunk, docsLayoutModules, productionChunkName} from '../../src/plugins/docs-layout-chunk';
import {searchWorkerScript} from '../../src/data/search';
import {codeStructure} from '../../scripts/lib/code-structure';

const pages = builtPages();

/** The scripts the page requests from now on, by URL. */
function watchScripts(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) requested.add(request.url());
  });
  return requested;
}

/** Hovers `link` and waits for a script the page had not requested before: the link's page, preloaded on intent. */
async function hoverLoadsNewScript(page: Page, requested: ReadonlySet<string>, link: Locator): Promise<void> {
  const seen = new Set(requested);
  const preload = page.waitForRequest((request) => request.url().endsWith('.js') && !seen.has(request.url()));
  await link.hover();
  await preload;
}

test('no page of the build has more HTML than the budget, and highlighted code carries no inline style', () => {
  const limit = budgets.largestHtml.limit * 1024;
  const tooLarge: string[] = [];
  const styledTokens: string[] = [];
  for (const {route, file} of pages) {
    const html = fs.readFileSync(file, 'utf8');
    if (html.length > limit) tooLarge.push(`${route}: ${(html.length / 1024).toFixed(1)} KB`);
    if (/<span class="?token[^>]*\sstyle=/.test(html) || /class="?token-line[^>]*\sstyle=/.test(html)) styledTokens.push(route);
  }
  expect(pages.length).toBeGreaterThan(400);
  expect(tooLarge).toEqual([]);
  expect(styledTokens).toEqual([]);
  // The check sees tokens at all: the DesktopAgent reference is full of them.
  expect(fs.readFileSync(pages.find((p) => p.route === '/docs/api/ref/DesktopAgent')!.file, 'utf8')).toMatch(/class="?token keyword/);
});

test('highlighted code has no block element inside <code>, and its lines stay within the element budget', () => {
  const limit = budgets.codeElementsPerLine.limit;
  const blockInCode: string[] = [];
  const overPageLimit: string[] = [];
  let lines = 0;
  let elements = 0;
  for (const {route, file} of pages) {
    const code = codeStructure(fs.readFileSync(file, 'utf8'));
    blockInCode.push(...code.blockInCode.map((markup) => `${route}: ${markup}`));
    // A page of long, richly coloured lines may spend more, but not twice the budget.
    if (code.lines > 0 && code.elements / code.lines > 2 * limit)
      overPageLimit.push(`${route}: ${(code.elements / code.lines).toFixed(2)}`);
    lines += code.lines;
    elements += code.elements;
  }
  // The checks see code at all: the build holds thousands of highlighted lines.
  expect(lines).toBeGreaterThan(2000);
  expect(blockInCode).toEqual([]);
  expect(overPageLimit).toEqual([]);
  expect(elements / lines).toBeLessThanOrEqual(limit);
});

/** Per code block of the page's article: whether React owns the block's own element, its `<pre>` and `<code>`, and how many of its line nodes. */
function reactOwnership(): {block: boolean; pre: boolean; code: boolean; lines: number; ownedLineNodes: number}[] {
  const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return Array.from(document.querySelectorAll('article .theme-code-block')).map((block) => ({
    block: owned(block),
    pre: owned(block.querySelector('pre')!),
    code: owned(block.querySelector('code')!),
    lines: block.querySelectorAll('.token-line').length,
    ownedLineNodes: Array.from(block.querySelectorAll('.token-line, .token-line *')).filter(owned).length,
  }));
}

test('a server-rendered code block hydrates as one node: React owns the block’s element, nothing inside it', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  const blocks = page.locator('article .theme-code-block');
  await expect(page.locator('article .theme-code-block button[aria-label="Copy code to clipboard"]')).toHaveCount(await blocks.count());
  const ownership = await page.evaluate(reactOwnership);
  expect(ownership.length).toBeGreaterThan(20);
  for (const block of ownership) expect(block).toMatchObject({block: true, pre: false, code: false, ownedLineNodes: 0});
  expect(ownership.every((block) => block.lines > 0)).toBe(true);
  // Nor the buttons, which one listener serves for the page.
  const ownedButtons = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('article .theme-code-block button')).filter((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      ).length,
  );
  expect(ownedButtons).toBe(0);
});

test('a code block reached by a link inside the site renders its lines in the browser, as the server writes them', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  const served = await page.locator('article .theme-code-block code').first().innerHTML();
  // Another page, then back by a sidebar link: a navigation inside the site, no new document.
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Channel', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/ref\/Channel$/);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'DesktopAgent', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/ref\/DesktopAgent$/);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  const first = page.locator('article .theme-code-block code').first();
  await expect(first.locator('.token.keyword').first()).toBeVisible();
  expect(await first.innerHTML()).toBe(served);
  // Rendered by React this time, line by line, and its buttons work as the server-rendered blocks' do.
  const ownership = await page.evaluate(reactOwnership);
  expect(ownership[0]!.ownedLineNodes).toBeGreaterThan(0);
  await expect(page.locator('article .theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
});

test('the word-wrap button shows on a block that overflows, and only there, and wraps its lines', async ({page}) => {
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  const blocks = page.locator('article .theme-code-block');
  await expect(page.locator('article .theme-code-block button[aria-label="Copy code to clipboard"]')).toHaveCount(await blocks.count());
  // Blocks off screen are measured once laid out (src/plugins/deferred-layout), then the buttons follow.
  await expect(page.locator('html')).toHaveAttribute('data-laid-out', '');
  const measure = () =>
    blocks.evaluateAll((all) =>
      all.map((block) => {
        const pre = block.querySelector('pre')!;
        return (
          pre.scrollWidth > pre.clientWidth === !block.querySelector<HTMLButtonElement>('button[aria-label="Toggle word wrap"]')!.hidden
        );
      }),
    );
  await expect.poll(async () => (await measure()).every(Boolean)).toBe(true);
  const states = await blocks.evaluateAll((all) =>
    all.map((block) => {
      const pre = block.querySelector('pre')!;
      return {
        overflows: pre.scrollWidth > pre.clientWidth,
        shown: !block.querySelector<HTMLButtonElement>('button[aria-label="Toggle word wrap"]')!.hidden,
      };
    }),
  );
  // Some blocks of the reference overflow and some do not; the button follows.
  expect(states.some((state) => state.overflows)).toBe(true);
  expect(states.some((state) => !state.overflows)).toBe(true);
  expect(states.map((state) => state.shown)).toEqual(states.map((state) => state.overflows));
  const index = states.findIndex((state) => state.overflows);
  const block = blocks.nth(index);
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  await block.scrollIntoViewIfNeeded();
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  const fits = () => block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth);
  await expect.poll(fits).toBe(true);
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(fits).toBe(false);
});

test('a page without code loads no highlighter, and a page with code is highlighted by classes', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto('/community');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // A Prism language definition (bash's variable list) is in no script of a page without code.
  expect(scripts.filter((s) => s.includes('BASH_ALIASES'))).toEqual([]);
  await page.goto('/docs/api/ref/DesktopAgent');
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  await expect(keyword).toBeVisible();
  expect(await keyword.getAttribute('style')).toBeNull();
  const colour = await keyword.evaluate((el) => getComputedStyle(el).color);
  const plain = await page
    .locator('.theme-code-block pre')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(colour).not.toBe(plain);
});

test('links in view are not prefetched; hovering one loads its page', async ({page}) => {
  const requested = watchScripts(page);
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // A sidebar link that has been in view since the page loaded.
  const link = page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Channel', exact: true});
  await expect(link).toBeInViewport();
  await hoverLoadsNewScript(page, requested, link);
});

test('a docs page loads its layout in one script, then its version’s sidebar and its own content', async ({page}) => {
  const requested = watchScripts(page);
  await page.goto('/docs/1.2/api/ref/DesktopAgent');
  await hydrated(page);
  // Each script by its chunk's name (the file name without its content hash).
  const names = [...requested].map((url) => new URL(url).pathname.replace(/^\/assets\/js\//, '').replace(/\.[0-9a-f]+\.js$/, ''));
  expect(names).toContain(docsLayoutChunk);
  // Not one of the route modules' own chunks, which the layout holds (src/plugins/docs-layout-chunk).
  expect(names.filter((name) => docsLayoutModules.some((modulePath) => productionChunkName(modulePath) === name))).toEqual([]);
  // The runtime, the main bundle, the layout, the sidebar of 1.2 and the page: twelve before the layout was one script.
  expect(names).toHaveLength(5);
});

test('hydration keeps the server-rendered code blocks, and each block then gains working buttons', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Records every code block the page removes from the document (a remount replaces the block's elements).
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  const blocks = page.locator('article .theme-code-block');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(20);
  // The buttons come with the block's own first effect, so every block has them once hydration is done.
  await expect(page.locator('article .theme-code-block button[aria-label="Copy code to clipboard"]')).toHaveCount(count);
  expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks)).toEqual([]);
  const first = blocks.first();
  const copyButton = first.getByRole('button', {name: 'Copy code to clipboard'});
  // "Copied" shows for one second only, which a poll on a busy machine can miss: the page
  // records every label the button takes instead.
  await copyButton.evaluate((button) => {
    const labels: string[] = [];
    (window as unknown as {copyLabels: string[]}).copyLabels = labels;
    new MutationObserver(() => labels.push(button.getAttribute('aria-label') ?? '')).observe(button, {attributeFilter: ['aria-label']});
  });
  await first.hover();
  await copyButton.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {copyLabels: string[]}).copyLabels)).toContain('Copied');
  // The clipboard holds the block's code (innerText doubles the line breaks of the line elements).
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const copied = lines(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.length).toBeGreaterThan(5);
  expect(copied).toEqual(lines(await first.locator('pre').innerText()));
});

test('pages start without the browser’s locale data, and the last-updated date reads as Intl writes it', async ({page}) => {
  // Records every call that loads the browser's locale data (its first use costs a phone 30–140 ms in one piece).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {localeDataCalls: string[]}).localeDataCalls = calls;
    const watch = (owner: object, name: string, label: string) => {
      const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
      Reflect.set(owner, name, function (this: unknown, ...args: unknown[]) {
        calls.push(label);
        return new.target ? Reflect.construct(original, args) : Reflect.apply(original, this, args);
      });
    };
    for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter'])
      if (name in Intl) watch(Intl, name, `Intl.${name}`);
    watch(String.prototype, 'localeCompare', 'localeCompare');
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) watch(Date.prototype, name, `Date#${name}`);
    watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  });
  // How many calls of each kind, so that a failure reads {"localeCompare": 330, ...}.
  const calls = async () => {
    const list = await page.evaluate(() => (window as unknown as {localeDataCalls: string[]}).localeDataCalls);
    return Object.fromEntries([...new Set(list)].map((name) => [name, list.filter((call) => call === name).length]));
  };
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await calls(), 'home page').toEqual({});
  // A reference page has code blocks (which gain their buttons after hydration), a sidebar and a date.
  await page.goto('/docs/api/ref/DesktopAgent');
  await expect(page.locator('article .theme-code-block button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await calls(), 'DesktopAgent reference').toEqual({});
  const time = page.locator('.theme-last-updated time');
  const [written, asIntl] = await time.evaluate((el) => [
    el.textContent,
    new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(
      new Date(el.getAttribute('datetime')!),
    ),
  ]);
  expect(written).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(written).toBe(asIntl);
  // The check sees such calls: the comparison above made one.
  expect(await calls()).toHaveProperty(['Intl.DateTimeFormat']);
});

test('every script of the build but the search worker’s tells Chromium to compile it while it downloads', () => {
  const dir = 'build/assets/js';
  const scripts = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(100);
  const hinted = (name: string) => hasCompileHint(fs.readFileSync(`${dir}/${name}`, 'utf8'));
  // The search worker's script goes without: it runs in its own thread, and each of its bytes counts towards a first search.
  const [worker, ...others] = scripts.filter((name) => searchWorkerScript.test(name));
  expect(worker, 'the search worker script').toBeDefined();
  expect(others).toEqual([]);
  expect(hinted(worker!)).toBe(false);
  expect(scripts.filter((name) => name !== worker && !hinted(name))).toEqual([]);
  // The check sees a script without the hint, and one with it anywhere but on its first line.
  expect(hasCompileHint('(self.webpackChunk=[]).push([])')).toBe(false);
  expect(hasCompileHint('"use strict";\n//# allFunctionsCalledOnLoad\n')).toBe(false);
});

/** Of the elements matching `selector`: how many there are, how many React owns, and how many hold an element React owns. */
function ownershipOf(selector: string): {count: number; owned: number; ownedInside: number} {
  const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  const all = Array.from(document.querySelectorAll(selector));
  return {
    count: all.length,
    owned: all.filter(owned).length,
    ownedInside: all.filter((element) => Array.from(element.querySelectorAll('*')).some(owned)).length,
  };
}

test('a Markdown block hydrates as one node; its links still preload on intent and move inside the site', async ({page}) => {
  const requested = watchScripts(page);
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  const blocks = await page.evaluate(ownershipOf, 'article .markdown > p, article .markdown > ul, article .markdown table');
  expect(blocks.count).toBeGreaterThan(40);
  expect(blocks).toEqual({count: blocks.count, owned: blocks.count, ownedInside: 0});
  // Headings too: React owns each heading's element, with the id and classes the theme gives it, and nothing inside.
  const headings = await page.evaluate(ownershipOf, 'article .markdown > h2, article .markdown > h3');
  expect(headings.count).toBeGreaterThan(20);
  expect(headings).toEqual({count: headings.count, owned: headings.count, ownedInside: 0});
  await expect(page.locator('article .markdown > :is(h2, h3)[id]:not([id=""]).anchor:has(a.hash-link)')).toHaveCount(headings.count);
  // A heading's own link still leads to it.
  const heading = page.locator('article .markdown > h3').nth(3);
  const id = (await heading.getAttribute('id'))!;
  await heading.hover();
  await heading.locator('a.hash-link').click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  // A link inside a paragraph, to another page of the site.
  await page.waitForLoadState('networkidle');
  const link = page.locator('article .markdown > p a[href^="/docs/api/ref/"]:not([href^="/docs/api/ref/DesktopAgent"])').first();
  const target = (await link.getAttribute('href'))!;
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await hoverLoadsNewScript(page, requested, link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  await expect(page.locator('article h1')).toBeVisible();
});

test('on a phone, the hidden wide-screen sidebar is not hydrated and the menu is built when first opened', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  // Records whether React ever took an element of the wide-screen sidebar's links.
  await page.addInitScript(() => {
    const seen = {owned: false};
    (window as unknown as {sidebarSeen: typeof seen}).sidebarSeen = seen;
    const check = () => {
      const link = document.querySelector('.theme-doc-sidebar-container .menu__link');
      if (link && Object.keys(link).some((key) => key.startsWith('__reactFiber$'))) seen.owned = true;
    };
    new MutationObserver(check).observe(document, {childList: true, subtree: true, attributes: true});
  });
  await page.goto('/docs/api/ref/DesktopAgent');
  await hydrated(page);
  // The wide-screen sidebar goes once the page knows its width, as the theme does, and was never React's.
  await expect(page.locator('.theme-doc-sidebar-container .menu__link')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {sidebarSeen: {owned: boolean}}).sidebarSeen.owned)).toBe(false);
  // No menu yet; the menu button builds it, with the docs sidebar in it.
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'DesktopAgent', exact: true})).toBeVisible();
  // On a wide screen the sidebar hydrates as the theme's, and its links are React's.
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/api/ref/Channel');
  await hydrated(page);
  const link = page.locator('.theme-doc-sidebar-container .menu__link').first();
  await expect(link).toBeVisible();
  expect(await link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
});
