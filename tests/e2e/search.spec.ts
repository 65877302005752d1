// cspell:ignore zzzzqq namestring idobject brodcast rasie
import {test, expect, hydrated, type Page} from './fixtures';
import {searchWorkerScript} from '../../src/data/search';
import {axeRun, injectAxe} from './axe';
import {apiSurface} from '../../src/fdc3/api-surface';
import {versionByName} from '../../src/fdc3/docs-versions';

const box = (page: Page) => page.locator('input.navbar__search-input');

async function showResults(page: Page, start: string, query: string) {
  await page.goto(start);
  await box(page).click();
  await box(page).fill(query);
  const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

/** The box's list once it answers `query`, typed on a hydrated `start` page. */
async function answered(page: Page, start: string, query: string) {
  await page.goto(start);
  await hydrated(page);
  const list = page.getByRole('listbox', {name: 'Search results'});
  await box(page).click();
  await box(page).fill(query);
  await expect(list).toHaveAttribute('data-query', query);
  return list;
}

/** Where the first `count` results of a query lead (each opened from a fresh page). */
async function resultTargets(page: Page, start: string, query: string, count: number): Promise<string[]> {
  const targets: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const options = await showResults(page, start, query);
    if (i >= (await options.count())) break;
    await options.nth(i).click();
    await page.waitForURL((url) => url.pathname !== start || url.hash !== '');
    const url = new URL(page.url());
    targets.push(url.pathname + url.hash);
  }
  return targets;
}

/** The paths the search box lists for a query, in order, without opening them. */
async function listedPaths(page: Page, start: string, query: string): Promise<string[]> {
  const options = await showResults(page, start, query);
  const paths: string[] = [];
  for (const option of await options.all()) {
    paths.push((await option.getAttribute('data-url')) ?? '');
  }
  return paths;
}

test('a reader on 1.2 gets 1.2 docs, and the search loads a few index chunks, not a whole index', async ({page}) => {
  const files: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/pagefind/')) files.push(path);
  });
  const targets = await resultTargets(page, '/docs/1.2/fdc3-intro', 'raiseIntentForContext', 3);
  expect(targets.length).toBe(3);
  for (const t of targets.filter((x) => x.startsWith('/docs'))) expect(t).toMatch(/^\/docs\/1\.2\//);
  expect(files.filter((f) => f.startsWith('/pagefind/index/')).length).toBeGreaterThan(0);
  expect(files.some((f) => /search-index/.test(f))).toBe(false);
});

test('a reader on 1.1 gets 1.1 docs only, the reference first, and never a gap page', async ({page}) => {
  const paths = await listedPaths(page, '/docs/1.1/fdc3-intro', 'getSystemChannels');
  const docs = paths.filter((t) => t.startsWith('/docs'));
  expect(docs.length).toBeGreaterThan(1);
  for (const t of docs) expect(t).toMatch(/^\/docs\/1\.1\//);
  expect(docs[0]).toBe('/docs/1.1/api/ref/DesktopAgent#getsystemchannels');
  for (const t of docs) expect(t).not.toMatch(/PrivateChannel|\/context\/ref\/(Chart|Currency|Nothing)/);
});

test('a reader on 2.0 gets 2.0 results, and on next the next ones', async ({page}) => {
  const current = await listedPaths(page, '/docs/fdc3-intro', 'createPrivateChannel');
  expect(current.filter((x) => x.startsWith('/docs')).length).toBeGreaterThan(0);
  for (const t of current.filter((x) => x.startsWith('/docs'))) expect(t).not.toMatch(/^\/docs\/(next|\d+\.\d+)\//);
  const next = await listedPaths(page, '/docs/next/fdc3-intro', 'ChatRoom');
  expect(next.filter((x) => x.startsWith('/docs')).length).toBeGreaterThan(0);
  for (const t of next.filter((x) => x.startsWith('/docs'))) expect(t).toMatch(/^\/docs\/next\//);
});

test.describe('a cut-short index request', () => {
  // Pagefind reports the empty entry file it was given (Chromium words the JSON error in one of two ways),
  // and rejects a promise of its own that nothing awaits.
  test.use({
    expectedErrors:
      /^(Failed to load Pagefind metadata:\nSyntaxError: (Failed to execute 'json' on 'Response': )?Unexpected end of JSON input$|Error: Failed to load Pagefind metadata$)/,
  });

  test('a search index request cut short once does not disable search: the next attempt starts afresh', async ({page}) => {
    let cut = 0;
    // The first request for the index's entry file comes back empty, as a dropped connection would leave it.
    await page.context().route('**/pagefind/pagefind-entry.json*', async (route) => {
      if (cut === 0) {
        cut += 1;
        await route.fulfill({status: 200, contentType: 'application/json', body: ''});
      } else {
        await route.continue();
      }
    });
    const paths = await listedPaths(page, '/docs/fdc3-intro', 'createPrivateChannel');
    expect(cut).toBe(1);
    expect(paths.length).toBeGreaterThan(0);
  });
});

test('an API name ranks its reference section first', async ({page}) => {
  expect(await resultTargets(page, '/docs/fdc3-intro', 'addContextListener', 1)).toEqual(['/docs/api/ref/DesktopAgent#addcontextlistener']);
  expect(await resultTargets(page, '/docs/next/fdc3-intro', 'raiseIntent', 1)).toEqual(['/docs/next/api/ref/DesktopAgent#raiseintent']);
});

test('search includes the blog and the site pages', async ({page}) => {
  const blog = await resultTargets(page, '/docs/fdc3-intro', 'newcomers', 1);
  expect(blog[0]).toMatch(/^\/blog\//);
  // Organisations named only on the users and community pages.
  const pages = await resultTargets(page, '/docs/fdc3-intro', 'ipushpull', 1);
  expect(pages[0]).toMatch(/^\/(users|community)/);
});

test('while the next query runs, the last results stay on screen, hidden from screen readers and the arrows', async ({page}) => {
  const list = await answered(page, '/docs/fdc3-intro', 'raiseIntent');
  // From here on, every state of the list the page could paint is recorded, however short.
  await page.evaluate(() => {
    const listbox = document.querySelector('[role="listbox"]')!;
    const input = document.querySelector<HTMLInputElement>('input.navbar__search-input')!;
    const states: {answers: string; typed: string; shown: number; hidden: number}[] = [];
    const record = () =>
      states.push({
        answers: listbox.getAttribute('data-query') ?? '',
        typed: input.value.trim(),
        shown: listbox.querySelectorAll('li').length,
        hidden: listbox.querySelectorAll('li[aria-hidden="true"]').length,
      });
    new MutationObserver(record).observe(listbox, {subtree: true, childList: true, attributes: true});
    (window as unknown as {listStates: typeof states}).listStates = states;
  });
  await box(page).press('F');
  await expect(list).toHaveAttribute('data-query', 'raiseIntentF');
  await expect(list.getByRole('option').first()).toBeVisible();
  const states = await page.evaluate(
    () => (window as unknown as {listStates: {answers: string; typed: string; shown: number; hidden: number}[]}).listStates,
  );
  const stale = states.filter((s) => s.answers !== s.typed);
  // The recording saw the list answer the old query while the new one was typed, then the new one.
  expect(stale.length).toBeGreaterThan(0);
  expect(states.at(-1)).toMatchObject({answers: 'raiseIntentF', typed: 'raiseIntentF', hidden: 0});
  for (const s of states) expect(s.shown).toBeGreaterThan(0);
  for (const s of stale) expect(s.hidden).toBe(s.shown);
  // The arrows only ever pick an answer to what is in the box.
  await box(page).press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
});

test('a space typed after a word asks the search worker nothing new', async ({page}) => {
  // Every search the page sends to its worker, in order (the page's side of search.worker.ts).
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as {searchesSent: string[]}).searchesSent = sent;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      const {kind, request} = message as {kind?: string; request?: {term: string}};
      if (kind === 'search' && request) sent.push(request.term);
      return post.call(this, message, options as StructuredSerializeOptions);
    };
  });
  const list = await answered(page, '/docs/fdc3-intro', 'raiseIntent');
  await box(page).press('Space');
  await box(page).press('F');
  await expect(list).toHaveAttribute('data-query', 'raiseIntent F');
  const sent = await page.evaluate(() => (window as unknown as {searchesSent: string[]}).searchesSent);
  expect(sent.at(-2)).toBe('raiseIntent');
  expect(sent.at(-1)).toBe('raiseIntent F');
  expect(sent.filter((term) => term === 'raiseIntent')).toHaveLength(1);
});

test('"All results" opens the search page for the query, inside the app', async ({page}) => {
  await page.goto('/docs/1.2/fdc3-intro');
  await hydrated(page);
  // A full page load would drop this.
  await page.evaluate(() => ((window as unknown as {sameApp: boolean}).sameApp = true));
  await box(page).click();
  await box(page).fill('raiseIntent');
  await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toBeVisible();
  await page.getByRole('link', {name: 'All results for “raiseIntent”'}).click();
  await expect(page).toHaveURL(/\/search\?q=raiseIntent&version=1\.2$/);
  await expect(page.locator('main ol li a').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameApp?: boolean}).sameApp)).toBe(true);
});

test('the keyboard alone picks a result: arrows move, Enter opens, Escape closes', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('getInfo');
  const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const target = (await options.nth(1).getAttribute('data-url'))!;
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
});

test('the search page lists all results of a version, and takes a new query', async ({page}) => {
  await page.goto('/search?q=raiseIntent&version=1.2');
  const results = page.locator('main ol li a');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(8);
  for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    if (href.startsWith('/docs')) expect(href).toMatch(/^\/docs\/1\.2\//);
  }
  await expect(page.getByRole('status')).toContainText('in 1.2');
  await page.getByLabel('Search for').fill('ChatRoom');
  await page.getByLabel('in', {exact: true}).selectOption('current');
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\?q=ChatRoom&version=current$/);
  await expect(results.first()).toHaveAttribute('href', /^\/docs\/next\//);
});

/** The paths of the search index files that `target` (the page, or one of its workers) fetched. */
async function indexFilesFetched(target: Pick<Page, 'evaluate'>): Promise<string[]> {
  return target.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/pagefind/')),
  );
}

test('the search runs in a worker: the page itself fetches none of Pagefind', async ({page}) => {
  const options = await showResults(page, '/docs/fdc3-intro', 'raiseIntent');
  await expect(options.first()).toHaveAttribute('data-url', '/docs/api/ref/DesktopAgent#raiseintent');
  expect(await indexFilesFetched(page)).toEqual([]);
  const searchers = page.workers().filter((w) => /\/assets\/js\/site-search\.[0-9a-f]+\.js$/.test(w.url()));
  expect(searchers).toHaveLength(1);
  const inWorker = await indexFilesFetched(searchers[0]);
  expect(inWorker).toContain('/pagefind/pagefind.js');
  expect(inWorker.some((path) => path.startsWith('/pagefind/fragment/'))).toBe(true);
  // Pagefind's own worker is not needed inside ours.
  expect(inWorker).not.toContain('/pagefind/pagefind-worker.js');
});

test('where the search worker cannot start, the page searches by itself with the same results', async ({page}) => {
  // The worker's script fails to load, as it would behind a proxy that blocks it.
  await page.route('**/assets/js/site-search.*.js', (route) => route.fulfill({status: 404, body: ''}));
  const options = await showResults(page, '/docs/fdc3-intro', 'raiseIntent');
  await expect(options.first()).toHaveAttribute('data-url', '/docs/api/ref/DesktopAgent#raiseintent');
  expect(await indexFilesFetched(page)).toContain('/pagefind/pagefind.js');
  // A browser with no workers at all.
  await page.addInitScript(() => {
    delete (window as {Worker?: unknown}).Worker;
  });
  const again = await showResults(page, '/docs/next/fdc3-intro', 'raiseIntent');
  await expect(again.first()).toHaveAttribute('data-url', '/docs/next/api/ref/DesktopAgent#raiseintent');
  expect(await indexFilesFetched(page)).toContain('/pagefind/pagefind.js');
});

test('where the search worker starts but cannot load Pagefind, the page searches by itself', async ({page}) => {
  // Only the worker's import fails (a browser without import() in workers): its requests name the worker's script.
  let refused = 0;
  await page.context().route('**/pagefind/pagefind.js', async (route) => {
    if (searchWorkerScript.test((await route.request().headerValue('referer')) ?? '')) {
      refused += 1;
      await route.abort();
    } else {
      await route.continue();
    }
  });
  const options = await showResults(page, '/docs/fdc3-intro', 'raiseIntent');
  await expect(options.first()).toHaveAttribute('data-url', '/docs/api/ref/DesktopAgent#raiseintent');
  expect(refused).toBeGreaterThan(0);
  expect(await indexFilesFetched(page)).toContain('/pagefind/pagefind.js');
});

test.describe('a missing index', () => {
  // Every file of the index answers 404 here, on purpose.
  test.use({expectedErrors: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/});

  test('without its index, search says so in the box instead of failing silently', async ({page}) => {
    await page.context().route('**/pagefind/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/docs/fdc3-intro');
    await box(page).click();
    await box(page).fill('raiseIntent');
    await expect(page.locator('.navbar').getByRole('status')).toHaveText(
      'Search is not available here: its index is written by the production build.',
    );
    await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option')).toHaveCount(0);
  });
});

/** The box's options once they answer `query`, typed into the box of the page already open. */
async function firstTargetFor(page: Page, query: string): Promise<string> {
  const list = page.getByRole('listbox', {name: 'Search results'});
  await box(page).fill(query);
  await expect(list).toHaveAttribute('data-query', query);
  return (await list.getByRole('option').first().getAttribute('data-url')) ?? '';
}

test('every error value, a field in a table, a member’s start, an interface and a member of a metadata type lead to their definition first', async ({
  page,
}) => {
  await page.goto('/docs/fdc3-intro');
  await hydrated(page);
  await box(page).click();
  const {errors} = apiSurface(versionByName('2.0'));
  for (const [enumName, values] of Object.entries(errors)) {
    for (const {name: value} of values) {
      const enumsWithIt = Object.entries(errors).flatMap(([name, vs]) =>
        vs.some((v) => v.name === value) ? [`/docs/api/ref/Errors#${name.toLowerCase()}`] : [],
      );
      expect(enumsWithIt, `${value} of ${enumName}`).toContain(await firstTargetFor(page, value));
    }
  }
  expect(await firstTargetFor(page, 'UserCancelledResolution')).toBe('/docs/api/ref/Errors#resolveerror');
  expect(await firstTargetFor(page, 'FDS_ID')).toMatch(/^\/docs\/context\/ref\/(Contact|Instrument|Organization)#fields$/);
  expect(await firstTargetFor(page, 'getCurrentChan')).toBe('/docs/api/ref/DesktopAgent#getcurrentchannel');
  expect(await firstTargetFor(page, 'DesktopAgent')).toBe('/docs/api/ref/DesktopAgent');
  expect(await firstTargetFor(page, 'getResult')).toBe('/docs/api/ref/Metadata#intentresolution');
  expect(await firstTargetFor(page, 'raiseInt')).toBe('/docs/api/ref/DesktopAgent#raiseintent');
});

test('a typo gets "Did you mean", which runs the search for the name; letters that start no word find nothing', async ({page}) => {
  await page.goto('/docs/fdc3-intro');
  await hydrated(page);
  await box(page).click();
  const list = page.getByRole('listbox', {name: 'Search results'});
  await box(page).fill('brodcast');
  await expect(list).toHaveAttribute('data-query', 'brodcast');
  await expect(page.locator('.navbar').getByRole('status')).toContainText('Did you mean broadcast?');
  await page.getByRole('button', {name: 'broadcast'}).click();
  await expect(box(page)).toHaveValue('broadcast');
  await expect(box(page)).toBeFocused();
  await expect(list).toHaveAttribute('data-query', 'broadcast');
  await expect(list.getByRole('option').first()).toHaveAttribute('data-url', '/docs/api/ref/DesktopAgent#broadcast');
  await box(page).fill('rasieIntent');
  await expect(list).toHaveAttribute('data-query', 'rasieIntent');
  await expect(page.getByRole('button', {name: 'raiseIntent'})).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(0);
  await box(page).fill('zzzzqq');
  await expect(list).toHaveAttribute('data-query', 'zzzzqq');
  await expect(page.locator('.navbar').getByRole('status')).toHaveText('No results for “zzzzqq” in 2.0.');
});

test.describe('a result opened in a new tab', () => {
  // Why: a tab the browser opens by itself (a modifier click) can request gtag.js before the
  // context's stub of Google Analytics is in place for it; nothing else may fail.
  test.use({expectedErrors: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/});

  test('results are links: a modifier click opens one in a new tab and leaves the search as it was', async ({page, context}) => {
    const options = await showResults(page, '/docs/fdc3-intro', 'raiseIntent');
    // The option is the link itself.
    const link = options.first();
    await expect(link).toHaveJSProperty('tagName', 'A');
    await expect(link).toHaveAttribute('href', '/docs/api/ref/DesktopAgent#raiseintent');
    const opened = context.waitForEvent('page');
    await link.click({modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control']});
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname + url.hash === '/docs/api/ref/DesktopAgent#raiseintent', {waitUntil: 'commit'});
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/docs/fdc3-intro');
    await expect(options.first()).toBeVisible();
  });
});

test('"All results" stays in view below results that scroll', async ({page}) => {
  await page.setViewportSize({width: 1200, height: 420});
  await showResults(page, '/docs/fdc3-intro', 'channel');
  await expect(page.getByRole('link', {name: 'All results for “channel”'})).toBeInViewport();
});

test('a version’s search finds none of another version’s pages, the toolbox’s included, and table cells are words', async ({page}) => {
  const paths = await listedPaths(page, '/docs/1.2/fdc3-intro', 'Blotter');
  expect(paths.length).toBeGreaterThan(0);
  for (const p of paths) expect(p).not.toMatch(/^\/(docs|toolbox\/fdc3-explained)\/(?!1\.2(\/|$))/);
  await page.goto('/search?q=recipients&version=2.0');
  const excerpts = page.locator('main ol li p');
  await expect(excerpts.first()).toBeVisible();
  for (const text of await excerpts.allTextContents()) expect(text).not.toMatch(/namestring|FDS_ID\.recipients|idobjectYes/);
});

test('the search page pages through every result, and lists the versions in the site’s order', async ({page}) => {
  await page.goto('/search?q=channel&version=2.0');
  const status = page.getByRole('status');
  await expect(status).toContainText(/results 1–\d+ are listed, page 1 of (\d+)/);
  const pages = Number(/page 1 of (\d+)/.exec((await status.textContent()) ?? '')![1]);
  expect(pages).toBeGreaterThan(1);
  await page.getByRole('link', {name: 'Next results'}).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(status).toContainText(`page 2 of ${pages}`);
  await expect(page.locator('main ol')).toHaveAttribute('start', '31');
  expect(await page.getByLabel('in', {exact: true}).locator('option').allTextContents()).toEqual([
    'FDC3 2.0',
    'FDC3 1.2',
    'FDC3 1.1',
    'FDC3 1.0',
    'Next (unreleased)',
  ]);
});

test('the open panel, with its links, "Did you mean" and "All results", passes axe', async ({page}) => {
  await showResults(page, '/docs/fdc3-intro', 'raiseIntent');
  await injectAxe(page);
  expect(await axeRun(page)).toEqual([]);
  await box(page).fill('brodcast');
  await expect(page.getByRole('button', {name: 'broadcast'})).toBeVisible();
  expect(await axeRun(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the results take the screen below the navbar, the page behind is not drawn, and it comes back where it was', async ({page}) => {
    await page.goto('/docs/api/ref/DesktopAgent');
    await hydrated(page);
    const main = page.locator('.main-wrapper');
    await page.evaluate(() => window.scrollTo(0, 2400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2400);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Focusing the box brings the navbar, which hides on scroll, back into view: the page moves before anything opens.
    await box(page).click();
    await box(page).fill('broadcast');
    const list = page.getByRole('listbox', {name: 'Search results'});
    await expect(list).toHaveAttribute('data-query', 'broadcast');
    await expect(page.locator('html')).toHaveAttribute('data-search-open', '');
    await expect(main).toHaveCSS('content-visibility', 'hidden');
    // Not drawn, the page keeps its size, and the reader's place in it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    // The panel reaches from the navbar to the foot of the screen, edge to edge.
    const panel = await list.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    const navbar = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(Math.abs(panel.top - navbar)).toBeLessThanOrEqual(1);
    expect(panel.left).toBe(0);
    expect(panel.width).toBe(390);
    expect(panel.bottom).toBe(844);
    await box(page).press('Escape');
    await expect(page.locator('html')).not.toHaveAttribute('data-search-open');
    await expect(main).toHaveCSS('content-visibility', 'visible');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test('on a wide screen the page stays drawn behind the results', async ({page}) => {
  await answered(page, '/docs/fdc3-intro', 'broadcast');
  await expect(page.locator('html')).toHaveAttribute('data-search-open', '');
  await expect(page.locator('.main-wrapper')).toHaveCSS('content-visibility', 'visible');
});
