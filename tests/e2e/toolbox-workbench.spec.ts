/**
 * The FDC3 Workbench (/toolbox/fdc3-workbench): the reader's app on a simulated
 * 2.0 desktop. Channels, listeners, the context form and its checks, broadcast,
 * intents and their results, opening apps, by mouse and by keyboard; no
 * axe-core violation in light or dark; no horizontal scroll on a phone; the
 * page rendered on the server hydrates without a mismatch.
 */
import {test, expect, hydrated, type Locator, type Page} from './fixtures';
import {builtFiles, idsIn, resolvesTo} from '../../scripts/lib/build-pages';
import {axeViolations, injectAxe} from './axe';

const route = '/toolbox/fdc3-workbench';

/** Opens the Workbench and waits until its apps have started (the reader's user channels are listed). */
async function open(page: Page): Promise<void> {
  await page.goto(route);
  await hydrated(page);
  await expect(page.getByLabel('User channel', {exact: true})).toBeEnabled();
  await expect(page.getByTestId('agent-log')).toContainText('fdc3.addIntentListener("StartChat", handler)');
}

const workbench = (page: Page) => page.getByRole('region', {name: 'Workbench, your app'});
const monitor = (page: Page) => page.getByRole('region', {name: 'Channel Monitor'});
const check = (page: Page) => page.getByTestId('context-check');
const outcome = (page: Page) => page.getByTestId('raise-outcome');

async function join(page: Page, channelId: string): Promise<void> {
  await page.getByLabel('User channel', {exact: true}).selectOption(channelId);
  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await expect(page.getByTestId('joined-channel')).toContainText(channelId);
}

async function raise(page: Page, intent: string): Promise<void> {
  await page.getByLabel('Intent', {exact: true}).selectOption(intent);
  await page.getByRole('button', {name: 'Raise intent', exact: true}).click();
  await expect(outcome(page)).toContainText(`fdc3.raiseIntent("${intent}"`);
}

/** The log's reference links that do not lead to a page and anchor of the build. */
async function deadLogLinks(page: Page): Promise<string[]> {
  const files = builtFiles();
  const hrefs = await page
    .getByTestId('agent-log')
    .locator('a.tb-log__ref')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  return [...new Set(hrefs)].filter((href) => {
    const url = new URL(href, 'http://site');
    const file = resolvesTo(files, url.pathname);
    return !file || (url.hash !== '' && !idsIn(file).has(decodeURIComponent(url.hash.slice(1))));
  });
}

test.describe.configure({timeout: 90_000});

test('the page rendered on the server shows the workbench, and hydrates without errors', async ({page, request}) => {
  const html = await (await request.get(route)).text();
  for (const text of ['FDC3 Workbench', 'Workbench (your app)', 'Context as JSON', 'id.ticker', 'Channel Monitor', 'Pricer']) {
    expect(html, text).toContain(text);
  }
  await open(page);
  await expect(page.getByRole('link', {name: 'Desktop Agent reference'})).toHaveAttribute('href', '/docs/api/ref/DesktopAgent');
  await expect(page.getByRole('link', {name: 'FDC3 2.0 explained'})).toHaveAttribute('href', '/toolbox/fdc3-explained/2.0');
});

test('a context built with the form is broadcast on the joined channel and reaches Channel Monitor; a listener hears Monitor back', async ({
  page,
}) => {
  await open(page);
  await join(page, 'fdc3.channel.1');
  await page.getByLabel('id.ticker').fill('ACME');
  await expect(check(page)).toContainText('A valid fdc3.instrument');
  await expect(page.getByLabel('Context as JSON')).toHaveValue(/"ticker": "ACME"/);
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(page.getByTestId('send-status')).toContainText('sent on fdc3.channel.1 to Channel Monitor');
  const received = page.getByTestId('monitor-events').locator('li').first();
  await expect(received).toContainText('got a fdc3.instrument from Workbench on fdc3.channel.1');
  await expect(received).toContainText('ticker: "ACME"');

  // The reader listens for instruments: the channel's current one arrives at once, then Monitor's.
  await page.getByLabel('Type to listen for').selectOption('fdc3.instrument');
  await workbench(page).getByRole('button', {name: 'Add listener'}).click();
  const listener = page.getByTestId('workbench-listener');
  await expect(listener).toContainText('fdc3.addContextListener("fdc3.instrument", handler)');
  await expect(listener).toContainText('received 1 context');
  await monitor(page).getByRole('button', {name: 'Broadcast an instrument'}).click();
  await expect(listener).toContainText('received 2 contexts');
  await expect(listener.locator('li').first()).toContainText('from Channel Monitor');
  await expect(listener.locator('li').first()).toContainText('SAMPLE');

  // On another channel than Monitor's, nothing reaches it; the log says so.
  await join(page, 'fdc3.channel.2');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(page.getByTestId('send-status')).toContainText('no other app was listening');
  await listener.getByRole('button', {name: /Remove listener/}).click();
  await expect(page.getByTestId('workbench-listener')).toHaveCount(0);
  await expect(page.getByTestId('agent-log').locator('[data-member="Listener.unsubscribe"]')).toHaveCount(1);

  // An app channel by name: Monitor listens on "monitor".
  await page.getByLabel('App channel name').fill('monitor');
  await workbench(page).getByRole('button', {name: 'Get or create'}).click();
  await page.getByLabel('Broadcast on').selectOption('monitor');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(page.getByTestId('monitor-events').locator('li').first()).toContainText('on app channel "monitor"');
  expect(await deadLogLinks(page)).toEqual([]);
});

test('a malformed context names the field at fault, and is not sent', async ({page}) => {
  await open(page);
  await join(page, 'fdc3.channel.1');
  await page.getByLabel('Context as JSON').fill('{"type": "fdc3.instrument", "id": {"ticker": 42}}');
  await expect(check(page)).toContainText('1 problem');
  await expect(check(page).locator('[data-path="id.ticker"]')).toContainText('id.ticker should be a string, but it is the number 42');
  const field = page.getByLabel('id.ticker');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/id\.ticker should be a string/);

  const broadcast = workbench(page).getByRole('button', {name: 'Broadcast', exact: true});
  await expect(broadcast).toHaveAttribute('aria-disabled', 'true');
  // A refusing button keeps its focus (Playwright will not click a button marked disabled): Enter says why.
  await broadcast.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('send-status')).toContainText('Not sent: broadcast needs a valid context');
  await expect(page.getByTestId('send-status')).toContainText('id.ticker');
  await page.getByRole('button', {name: 'Raise intent', exact: true}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('send-status')).toContainText('Not sent: raiseIntent needs a valid context');
  await expect(page.getByTestId('agent-log').locator('[data-member="DesktopAgent.broadcast"]')).toHaveCount(0);
  await expect(page.getByTestId('agent-log').locator('[data-member="DesktopAgent.raiseIntent"]')).toHaveCount(0);
  await expect(page.getByTestId('monitor-events')).toHaveCount(0);

  // Unreadable JSON is a problem too; fixing it through the form makes the context valid again.
  await page.getByLabel('Context as JSON').fill('{"type": "fdc3.instrument",');
  await expect(check(page)).toContainText('The JSON cannot be read');
  await page.getByLabel('Context type').selectOption('fdc3.instrument');
  await page.getByLabel('id.ticker').fill('ACME');
  await expect(check(page)).toContainText('A valid fdc3.instrument');
  await expect(broadcast).not.toHaveAttribute('aria-disabled', 'true');

  // A custom type may be sent, with a notice.
  await page.getByLabel('Context as JSON').fill('{"type": "example.order", "id": {"orderId": "A1"}}');
  await expect(check(page)).toContainText('"example.order" is not one of the FDC3 2.0 context types');
  await expect(broadcast).not.toHaveAttribute('aria-disabled', 'true');
  await broadcast.click();
  await expect(page.getByTestId('monitor-events').locator('li').first()).toContainText('got a example.order');
});

test('intents: a result, no result, no app, and the resolver for a raise by context', async ({page}) => {
  await open(page);
  await page.getByLabel('id.ticker').fill('ACME');

  await raise(page, 'GetPrice');
  await expect(outcome(page)).toContainText('source {appId: "pricer", instanceId: "pricer-1"} (Pricer)');
  await expect(outcome(page)).toContainText('intent GetPrice');
  await expect(outcome(page)).toContainText('"type": "fdc3.valuation"');
  await expect(outcome(page)).toContainText('"CURRENCY_ISOCODE": "USD"');
  await expect(page.getByTestId('pricer-events')).toContainText('GetPrice for ACME');

  await raise(page, 'ViewQuote');
  await expect(outcome(page)).toContainText('intent ViewQuote');
  await expect(outcome(page)).toContainText('rejected with NoResultReturned');

  await raise(page, 'ViewChart');
  await expect(outcome(page)).toContainText('Rejected with NoAppsFound');

  // Two of Pricer's intents take an instrument: the resolver asks, and the keyboard answers.
  await page.getByRole('button', {name: 'Raise intent for context'}).click();
  const resolver = page.getByRole('dialog', {name: 'Intent resolver'});
  await expect(resolver).toBeVisible();
  await expect(resolver.getByRole('button', {name: 'Pricer — GetPrice'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(resolver).toBeHidden();
  await expect(outcome(page)).toContainText('fdc3.raiseIntentForContext(');
  await expect(outcome(page)).toContainText('"type": "fdc3.valuation"');

  // A contact goes to Chat, which returns nothing.
  await page.getByLabel('Context type').selectOption('fdc3.contact');
  await page.getByLabel('id.email').fill('someone@example.org');
  await raise(page, 'StartChat');
  await expect(outcome(page)).toContainText('rejected with NoResultReturned');
  await expect(page.getByTestId('chat-events')).toContainText('StartChat');
  expect(await deadLogLinks(page)).toEqual([]);
});

test('open: an app of the desktop, with or without the context built above; an app it lacks is rejected with AppNotFound', async ({
  page,
}) => {
  await open(page);
  const status = page.getByTestId('open-status');
  const openButton = workbench(page).getByRole('button', {name: 'Open', exact: true});
  await page.getByLabel('App', {exact: true}).selectOption('pricer');
  await openButton.click();
  await expect(status).toHaveText('open resolved to {appId: "pricer", instanceId: "pricer-1"} (Pricer).');
  await expect(page.getByTestId('agent-log').locator('[data-member="DesktopAgent.open"]').last()).toHaveText(
    'fdc3.open({appId: "pricer"})',
  );

  await page.getByLabel('id.ticker').fill('ACME');
  await page.getByLabel('App', {exact: true}).selectOption('monitor');
  await page.getByLabel('Context', {exact: true}).selectOption('built');
  await openButton.click();
  await expect(monitor(page)).toContainText('got a fdc3.instrument from Workbench');

  await page.getByLabel('App', {exact: true}).selectOption({label: 'Another app, by appId…'});
  await page.getByLabel('App id (appId)').fill('blotter@apps.example.com');
  await openButton.click();
  await expect(status).toHaveText('open rejected with OpenError.AppNotFound.');
  await expect(page.getByTestId('agent-log')).toContainText(
    'no app "blotter@apps.example.com" in the directory: rejected with AppNotFound',
  );
  expect(await deadLogLinks(page)).toEqual([]);
});

test('the main path works from the keyboard alone', async ({page}) => {
  await open(page);
  const focusShows = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
  const tabTo = async (name: string, target: Locator) => {
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) {
        expect(await focusShows(), `${name} shows its focus`).toBe(true);
        return;
      }
    }
    throw new Error(`Tab did not reach ${name}`);
  };
  // From the last link of the introduction, on by Tab alone.
  await page.getByRole('link', {name: 'FDC3 2.0 explained'}).focus();
  const userChannel = page.getByLabel('User channel', {exact: true});
  await tabTo('User channel', userChannel);
  await page.keyboard.press('ArrowDown');
  await expect(userChannel).toHaveValue('fdc3.channel.2');
  const joinButton = workbench(page).getByRole('button', {name: 'Join', exact: true});
  await tabTo('Join', joinButton);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('joined-channel')).toContainText('fdc3.channel.2');

  const ticker = page.getByLabel('id.ticker');
  await tabTo('id.ticker', ticker);
  await page.keyboard.type('KEYS');
  await expect(check(page)).toContainText('A valid fdc3.instrument');
  await tabTo('Raise intent', page.getByRole('button', {name: 'Raise intent', exact: true}));
  await page.keyboard.press('Enter');
  await expect(outcome(page)).toContainText('"type": "fdc3.valuation"');
  await expect(page.getByTestId('pricer-events')).toContainText('GetPrice for KEYS');
});

test('axe-core finds no WCAG A or AA violation in light or dark, with problems, listeners and results on show', async ({page}) => {
  await open(page);
  await join(page, 'fdc3.channel.1');
  await page.getByLabel('Type to listen for').selectOption('fdc3.instrument');
  await workbench(page).getByRole('button', {name: 'Add listener'}).click();
  await page.getByLabel('id.ticker').fill('ACME');
  await raise(page, 'GetPrice');
  await expect(outcome(page)).toContainText('"type": "fdc3.valuation"');
  await monitor(page).getByRole('button', {name: 'Broadcast an instrument'}).click();
  await expect(page.getByTestId('workbench-listener')).toContainText('received 1 context');
  await page.getByLabel('Context as JSON').fill('{"type": "fdc3.instrument", "id": {"ticker": 42}}');
  await expect(check(page)).toContainText('1 problem');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('send-status')).toContainText('Not sent');

  await injectAxe(page);
  const violations = [...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))];
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('nothing makes the page scroll sideways', async ({page}) => {
    await open(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByLabel('Context type').selectOption('fdc3.portfolio');
    await page.getByRole('button', {name: /Add a Position to/}).click();
    await page.getByLabel('positions[0].instrument.id.ticker').fill('A-VERY-LONG-IDENTIFIER-THAT-SHOULD-WRAP-NOT-SCROLL');
    await expect(check(page)).toContainText('positions[0].holding is missing');
    await page.getByLabel('Context type').selectOption('fdc3.instrument');
    await page.getByLabel('id.ticker').fill('ACME');
    await raise(page, 'GetPrice');
    await expect(outcome(page)).toContainText('"type": "fdc3.valuation"');
    await page.getByLabel('Type to listen for').selectOption('fdc3.valuation');
    await workbench(page).getByRole('button', {name: 'Add listener'}).click();
    await expect(page.getByTestId('workbench-listener')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('the log shows the desktop’s first entries all at once, so none is pushed down by those after it', async ({page}) => {
  // Newest first: an entry drawn alone and then joined by the peers' seven moved down the page (a layout shift).
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as {logCounts: number[]}).logCounts = counts;
    new MutationObserver(() => {
      const count = document.querySelectorAll('.tb-log__entry').length;
      if (counts.at(-1) !== count) counts.push(count);
    }).observe(document, {subtree: true, childList: true});
  });
  await page.goto(route);
  await hydrated(page);
  await expect(page.getByTestId('agent-log').getByRole('listitem')).toHaveCount(8);
  expect(await page.evaluate(() => (window as unknown as {logCounts: number[]}).logCounts.filter((count) => count > 0))).toEqual([8]);
});
