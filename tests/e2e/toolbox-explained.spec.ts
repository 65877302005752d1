/**
 * "FDC3 Explained": the simulated desktop of each version, used as a reader would. Channels move
 * context only between the apps on them (1.1 onwards) or to every app (1.0), the resolver appears when
 * two apps handle an intent, a raise by context offers app and intent pairs (1.2 onwards), 2.0 streams
 * prices over a private channel, each version offers only what it had, every reference link in the log
 * leads to a real page and anchor of the build, and axe finds nothing with the resolver open, in light
 * and in dark. Each version's desktop is one page shared by the tests of its group, which run in order.
 */
import {test, expect, guardContext, hydrated, type Browser, type Guard, type Locator, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';
import {builtFiles, idsIn, resolvesTo} from '../../scripts/lib/build-pages';

const files = builtFiles();

interface Desktop {
  page: Page;
  /** The harness's guard of the desktop's own context: console errors, exceptions, CSP violations (a hydration mismatch is one). */
  guard: Guard;
  close(): Promise<void>;
}

/** Opens a version's desktop and waits until React has hydrated it and every app has set itself up. */
async function openDesktop(browser: Browser, baseURL: string, version: string, viewport = {width: 1280, height: 900}): Promise<Desktop> {
  const context = await browser.newContext({baseURL, viewport});
  const guard = await guardContext(context);
  const page = await context.newPage();
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(`/toolbox/fdc3-explained/${version}`);
  await hydrated(page);
  await expect(page.locator('.tb-app[data-ready="true"]')).toHaveCount(4);
  return {page, guard, close: () => context.close()};
}

const app = (page: Page, title: string): Locator => page.getByRole('region', {name: title, exact: true});
const picker = (page: Page, title: string): Locator => app(page, title).getByLabel(`${title} Channel`, {exact: true});
const log = (page: Page): Locator => page.getByTestId('agent-log');
const resolver = (page: Page): Locator => page.getByRole('dialog', {name: 'Intent resolver'});

/** Joins an app to a channel with its picker, and waits until the agent has joined it. */
async function join(page: Page, title: string, channelName: string, channelId: string): Promise<void> {
  await picker(page, title).selectOption({label: channelName});
  await expect(app(page, title)).toHaveAttribute('data-channel', channelId);
}

/** The log's entries, oldest first, as text. */
async function logLines(page: Page): Promise<string[]> {
  const lines = await log(page)
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) =>
        Array.from(li.children, (part) => part.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
  return lines.reverse();
}

/** Every reference link in the log must lead to a page of the build and an anchor on it. */
async function brokenRefLinks(page: Page): Promise<{count: number; broken: string[]}> {
  const hrefs = await log(page)
    .locator('a.tb-log__ref')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    const file = resolvesTo(files, url.pathname);
    const id = decodeURIComponent(url.hash.slice(1));
    if (!file) broken.push(`${url.pathname}: no such page`);
    else if (!id) broken.push(`${url.pathname}: no anchor`);
    else if (!idsIn(file).has(id)) broken.push(`${url.pathname}#${id}: no such anchor`);
  }
  return {count: hrefs.length, broken};
}

test.describe('FDC3 1.2 explained', () => {
  test.describe.configure({mode: 'serial'});
  let desktop: Desktop;
  let page: Page;

  test.beforeAll(async ({browser, baseURL}) => {
    desktop = await openDesktop(browser, baseURL!, '1.2');
    page = desktop.page;
  });
  test.afterEach(() => desktop.guard.expectClean());
  test.afterAll(async () => {
    await desktop.close();
  });

  test('the page introduces the version, links its docs and renders the four app windows', async () => {
    await expect(page.locator('h1')).toHaveText('FDC3 1.2 explained');
    await expect(page.getByRole('link', {name: 'Read the FDC3 1.2 documentation'})).toHaveAttribute(
      'href',
      /^\/docs\/1\.2\/fdc3-intro\/?$/,
    );
    for (const title of ['Blotter', 'Chart', 'News', 'Contacts']) await expect(app(page, title)).toBeVisible();
  });

  test('a broadcast reaches the apps on the same channel only, and a contact does not reach instrument listeners', async () => {
    await join(page, 'Blotter', 'Red', 'red');
    await join(page, 'Chart', 'Red', 'red');
    await join(page, 'News', 'Green', 'green');
    await app(page, 'Blotter').getByLabel('Instrument').selectOption('MSFT');
    await app(page, 'Blotter').getByRole('button', {name: 'Broadcast'}).click();
    await expect(page.getByTestId('chart-shows')).toHaveAttribute('data-ticker', 'MSFT');
    await expect(page.getByTestId('news-shows')).toHaveText('No instrument yet.');
    await expect(log(page).locator('li').first()).toContainText('sent on red to Chart');
    await expect(log(page).locator('code').first()).toHaveText(/^fdc3\.broadcast\(\{type: "fdc3\.instrument"/);

    await join(page, 'Contacts', 'Red', 'red');
    await app(page, 'Contacts').getByRole('button', {name: 'Broadcast'}).click();
    await expect(log(page).locator('li').first()).toContainText('sent on red; no other app was listening for it');
    await expect(page.getByTestId('chart-shows')).toHaveAttribute('data-ticker', 'MSFT');

    // Joining a channel hands the app what the channel holds.
    await join(page, 'News', 'Red', 'red');
    await expect(page.getByTestId('news-shows')).toHaveAttribute('data-ticker', 'MSFT');
  });

  test('ViewChart goes straight to the Chart, the only app that handles it', async () => {
    await app(page, 'Blotter').getByLabel('Instrument').selectOption('IBM');
    await app(page, 'Blotter').getByRole('button', {name: 'View chart'}).click();
    await expect(page.getByTestId('chart-shows')).toHaveAttribute('data-ticker', 'IBM');
    await expect(app(page, 'Blotter').getByRole('status')).toHaveText('ViewChart for IBM was handled by Chart.');
    await expect(resolver(page)).toBeHidden();
  });

  test('ViewInstrument opens the resolver with Chart and News; choosing News delivers it there', async () => {
    await app(page, 'Blotter').getByLabel('Instrument').selectOption('AAPL');
    await app(page, 'Blotter').getByRole('button', {name: 'View instrument'}).click();
    const dialog = resolver(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Which app should handle ViewInstrument?');
    await expect(dialog.getByRole('list').getByRole('button')).toHaveText(['Chart', 'News']);
    await dialog.getByRole('button', {name: 'News', exact: true}).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('news-shows')).toHaveAttribute('data-ticker', 'AAPL');
    await expect(page.getByTestId('news-shows')).toContainText('Arrived by the intent ViewInstrument');
    await expect(page.getByTestId('chart-shows')).toHaveAttribute('data-ticker', 'IBM');
    const lines = await logLines(page);
    expect(lines.slice(-3)).toEqual([
      'Blotter agent 2 apps can handle it: the resolver asks the reader to choose',
      'News received intent ViewInstrument with a fdc3.instrument',
      'Blotter agent resolved by News (ViewInstrument)',
    ]);
  });

  test('with the keyboard alone, Escape closes the resolver, and the rejection shows in the app and the log', async () => {
    const button = app(page, 'Blotter').getByRole('button', {name: 'View instrument'});
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = resolver(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: 'Chart', exact: true})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(app(page, 'Blotter').getByRole('status')).toHaveText('ViewInstrument was rejected with ResolverUnavailable.');
    await expect(log(page).locator('li').first()).toContainText('the reader closed the resolver: rejected with ResolverUnavailable');
  });

  test('a raise for the instrument lists each app with each intent it offers for it', async () => {
    await app(page, 'Blotter').getByRole('button', {name: 'Raise for this instrument'}).click();
    const dialog = resolver(page);
    await expect(dialog.getByRole('heading')).toHaveText('What should be done with this fdc3.instrument?');
    await expect(dialog.getByRole('list').getByRole('button')).toHaveText([
      'Chart — ViewChart',
      'Chart — ViewInstrument',
      'News — ViewNews',
      'News — ViewInstrument',
    ]);
    await dialog.getByRole('button', {name: 'News — ViewNews'}).click();
    await expect(page.getByTestId('news-shows')).toContainText('Arrived by the intent ViewNews');
    await expect(app(page, 'Blotter').getByRole('status')).toHaveText('The intent for AAPL was handled by News.');
  });

  test('StartCall, which no app handles, is rejected with NoAppsFound in the app and the log', async () => {
    await app(page, 'Contacts').getByRole('button', {name: 'Start call'}).click();
    await expect(app(page, 'Contacts').getByRole('status')).toHaveText(/^StartCall was rejected with NoAppsFound/);
    await expect(log(page).locator('li').first()).toContainText('no app can handle it: rejected with NoAppsFound');
  });

  test('every reference link in the log leads to a page and anchor of the 1.2 docs', async () => {
    const {count, broken} = await brokenRefLinks(page);
    expect(count).toBeGreaterThan(10);
    expect(broken).toEqual([]);
    const hrefs = await log(page)
      .locator('a.tb-log__ref')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/docs/1.2/api/ref/'))).toBe(true);
  });

  test('axe finds no violation with the resolver open, in light and in dark', async () => {
    await app(page, 'Blotter').getByRole('button', {name: 'View instrument'}).click();
    await expect(resolver(page)).toBeVisible();
    await injectAxe(page);
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
    await resolver(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(resolver(page)).toBeHidden();
    await page.emulateMedia({colorScheme: 'light'});
  });
});

test.describe('FDC3 1.0 explained', () => {
  test.describe.configure({mode: 'serial'});
  let desktop: Desktop;
  let page: Page;

  test.beforeAll(async ({browser, baseURL}) => {
    desktop = await openDesktop(browser, baseURL!, '1.0');
    page = desktop.page;
  });
  test.afterEach(() => desktop.guard.expectClean());
  test.afterAll(async () => {
    await desktop.close();
  });

  test('offers no channel picker and no raise by context', async () => {
    await expect(page.locator('.tb-channel-picker')).toHaveCount(0);
    await expect(page.getByLabel(/Channel$/)).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Raise for this instrument'})).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Start price stream'})).toHaveCount(0);
  });

  test('a broadcast reaches every other app, and the calls are written as 1.0 wrote them', async () => {
    await app(page, 'Blotter').getByRole('button', {name: 'Broadcast'}).click();
    await expect(page.getByTestId('chart-shows')).toHaveAttribute('data-ticker', 'AAPL');
    await expect(page.getByTestId('news-shows')).toHaveAttribute('data-ticker', 'AAPL');
    await expect(log(page).locator('li').first()).toContainText('sent to the desktop to Chart, News');
    await expect(log(page).locator('code').first()).toHaveText(/^agent\.broadcast\(/);
    // A contact reaches the listeners too: in 1.0 each app drops the types it does not want.
    await app(page, 'Contacts').getByRole('button', {name: 'Broadcast'}).click();
    await expect(log(page).locator('li').first()).toContainText('sent to the desktop to Chart, News');
    await expect(page.getByTestId('chart-shows')).toHaveAttribute('data-ticker', 'AAPL');
  });

  test('every reference link in the log leads to a page and anchor of the 1.0 docs', async () => {
    await app(page, 'Blotter').getByRole('button', {name: 'View news'}).click();
    await expect(page.getByTestId('news-shows')).toContainText('Arrived by the intent ViewNews');
    const {count, broken} = await brokenRefLinks(page);
    expect(count).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});

test('FDC3 1.1 explained offers channels but no raise by context and no price stream', async ({page}) => {
  await page.goto('/toolbox/fdc3-explained/1.1');
  await hydrated(page);
  await expect(page.locator('.tb-app[data-ready="true"]')).toHaveCount(4);
  await expect(picker(page, 'Chart').locator('option')).toHaveText(['None', 'Red', 'Green', 'Blue']);
  await expect(page.getByRole('button', {name: 'View instrument'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Raise for this instrument'})).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Start price stream'})).toHaveCount(0);
  await expect(page.locator('.tb-intro')).toContainText('the 1.1 npm typings (version 1.1.1)');
  // "None" leaves the channel with the call the 1.1 documents have.
  await join(page, 'Chart', 'Blue', 'blue');
  await picker(page, 'Chart').selectOption({label: 'None'});
  await expect(app(page, 'Chart')).toHaveAttribute('data-channel', '');
  await expect(log(page).locator('code').first()).toHaveText('fdc3.leaveCurrentChannel()');
  const {broken} = await brokenRefLinks(page);
  expect(broken).toEqual([]);
});

test.describe('FDC3 2.0 explained', () => {
  test.describe.configure({mode: 'serial'});
  let desktop: Desktop;
  let page: Page;

  test.beforeAll(async ({browser, baseURL}) => {
    desktop = await openDesktop(browser, baseURL!, '2.0');
    page = desktop.page;
  });
  test.afterEach(() => desktop.guard.expectClean());
  test.afterAll(async () => {
    await desktop.close();
  });

  test('the eight recommended user channels are offered by name', async () => {
    await expect(picker(page, 'News').locator('option')).toHaveText(['None', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Channel ${n}`)]);
    await join(page, 'Blotter', 'Channel 1', 'fdc3.channel.1');
    await join(page, 'News', 'Channel 1', 'fdc3.channel.1');
    await app(page, 'Blotter').getByRole('button', {name: 'Broadcast'}).click();
    await expect(page.getByTestId('news-shows')).toHaveAttribute('data-ticker', 'AAPL');
    await expect(page.getByTestId('chart-shows')).toHaveText('No instrument yet.');
  });

  test('a price stream runs over a private channel, and stopping it logs onUnsubscribe, then onDisconnect', async () => {
    const blotter = app(page, 'Blotter');
    await blotter.getByLabel('Instrument').selectOption('MSFT');
    await blotter.getByRole('button', {name: 'Start price stream'}).click();
    await expect(page.getByTestId('chart-streaming')).toHaveText('Streaming prices of MSFT over a private channel.');
    // The first price comes at once, the next on the Chart's timer.
    await expect(page.getByTestId('blotter-price')).toHaveText(/^MSFT: \d+\.\d\d USD \([2-9]\d* prices so far\)$/);
    await blotter.getByRole('button', {name: 'Stop price stream'}).click();
    await expect(page.getByTestId('chart-streaming')).toHaveText('Not streaming prices.');
    await expect(page.getByTestId('blotter-price')).toContainText('stopped');

    const lines = await logLines(page);
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const added = at(/^Chart agent onAddContextListener handler called for fdc3\.valuation/);
    const firstPrice = at(/^Chart call privateChannel\.broadcast\(\{type: "fdc3\.valuation"/);
    const unsubscribed = at(/^Chart agent onUnsubscribe handler called for fdc3\.valuation/);
    const disconnected = at(/^Chart agent onDisconnect handler called/);
    expect(added).toBeGreaterThan(-1);
    expect([added < firstPrice, firstPrice < unsubscribed, unsubscribed < disconnected]).toEqual([true, true, true]);
    const prices = lines.filter((line) => /privateChannel\.broadcast/.test(line)).length;
    expect(prices).toBeGreaterThanOrEqual(2);
    // No price after the stop.
    expect(lines.slice(unsubscribed).some((line) => /privateChannel\.broadcast/.test(line))).toBe(false);
  });

  test('every reference link in the log, private channel ones included, leads to a page and anchor of the 2.0 docs', async () => {
    const {count, broken} = await brokenRefLinks(page);
    expect(count).toBeGreaterThan(10);
    expect(broken).toEqual([]);
    await expect(log(page).getByRole('link', {name: 'PrivateChannel.onDisconnect in the 2.0 reference'}).first()).toHaveAttribute(
      'href',
      '/docs/api/ref/PrivateChannel#ondisconnect',
    );
  });

  test('on a 390 px phone the page does not scroll sideways', async () => {
    await page.setViewportSize({width: 390, height: 844});
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({width: 1280, height: 900});
  });
});
