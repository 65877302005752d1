// cspell:ignore KJTIIGC
/**
 * "Open in the Workbench" links on the API reference (issue 28, part 4): a
 * reader follows a link from a member's example on the 2.0 or the Next
 * reference and the Workbench arrives with that call, its context, intent or
 * channel ready; one press sends it and the log shows it. With a stand-in
 * Desktop Agent in the window (./stand-in-agent.ts), the call reaches that
 * agent. The links are plain links (they open the Workbench with JavaScript
 * off), sit in a paragraph of their own, and the reference page meets axe.
 * axe also runs on the Workbench and on FDC3 Explained with a real agent
 * present: its banner, the switch and the calls it cannot take, with reasons.
 * `open` arrives with the app and the example's context: the simulated agent
 * opens Channel Monitor, a 2.0 stand-in gets `open({appId}, context)`, a 1.2
 * one `open(name, context)`, and an agent without `open` has it disabled.
 */
import {test, expect, hydrated, type Page} from './fixtures';
import {axeViolations, injectAxe} from './axe';
import {installStandIn, type StandInCall, type StandInOptions} from './stand-in-agent';

const reference20 = '/docs/api/ref/DesktopAgent';
const referenceNext = '/docs/next/api/ref/DesktopAgent';

const tryLink = (page: Page, member: string) => page.locator(`a[data-toolbox-link="try-it"][data-try-call="${member}"]`);
const workbench = (page: Page) => page.getByRole('region', {name: 'Workbench, your app'});
const notice = (page: Page) => page.getByTestId('prefill-notice');
const log = (page: Page) => page.getByTestId('agent-log');
const outcome = (page: Page) => page.getByTestId('raise-outcome');
const openStatus = (page: Page) => page.getByTestId('open-status');

/** Opens a reference page and follows the try-it link of a member, as a reader would. */
async function follow(page: Page, route: string, member: string): Promise<void> {
  await page.goto(route);
  await hydrated(page);
  const link = tryLink(page, member);
  await expect(link).toHaveAccessibleName(`Open this ${member} call in the Workbench`);
  await link.click();
  await expect(page).toHaveURL(/\/toolbox\/fdc3-workbench\?call=/);
  await expect(notice(page)).toBeVisible();
}

const calls = (page: Page): Promise<StandInCall[]> =>
  page.evaluate(() => (window as unknown as {standIn: {calls: StandInCall[]}}).standIn.calls);

test.describe.configure({timeout: 90_000});

test('2.0: broadcast and joinUserChannel arrive ready from the reference, and one press sends each', async ({page}) => {
  await follow(page, reference20, 'broadcast');
  await expect(notice(page)).toContainText('Ready from the FDC3 2.0 reference: fdc3.broadcast({type: "fdc3.instrument"');
  await expect(page.getByLabel('Context as JSON')).toHaveValue(/"ISIN": "DE0007164600"/);
  await expect(page.getByTestId('context-check')).toContainText('A valid fdc3.instrument');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(log(page).locator('[data-member="DesktopAgent.broadcast"]').filter({hasText: 'DE0007164600'})).toBeVisible();

  await follow(page, reference20, 'joinUserChannel');
  await expect(notice(page)).toContainText('fdc3.joinUserChannel("fdc3.channel.4")');
  await expect(page.getByLabel('User channel', {exact: true})).toHaveValue('fdc3.channel.4');
  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await expect(page.getByTestId('joined-channel')).toContainText('Channel 4');
  await expect(log(page).locator('[data-member="DesktopAgent.joinUserChannel"]').filter({hasText: 'fdc3.channel.4'})).toBeVisible();
});

test('Next: raiseIntent, getCurrentChannel and addContextListener arrive ready, with the notice that the simulated agent runs 2.0', async ({
  page,
}) => {
  await follow(page, referenceNext, 'raiseIntent');
  await expect(notice(page)).toContainText('Ready from the reference of FDC3 Next, the unreleased draft: fdc3.raiseIntent("StartChat"');
  await expect(notice(page)).toContainText('the simulated FDC3 2.0 agent');
  await expect(page.getByLabel('Intent', {exact: true})).toHaveValue('StartChat');
  await expect(page.getByLabel('Context as JSON')).toHaveValue(/"email": "sam.lee@example.com"/);
  await workbench(page).getByRole('button', {name: 'Raise intent', exact: true}).click();
  await expect(outcome(page)).toContainText('fdc3.raiseIntent("StartChat"');
  await expect(outcome(page)).toContainText('(Chat)');
  await expect(log(page).locator('[data-member="DesktopAgent.raiseIntent"]').filter({hasText: 'StartChat'})).toBeVisible();

  await follow(page, referenceNext, 'getCurrentChannel');
  await expect(notice(page)).toContainText('fdc3.getCurrentChannel()');
  await workbench(page).getByRole('button', {name: 'Get current channel'}).click();
  await expect(workbench(page).getByText('getCurrentChannel gave null: not on a user channel.')).toBeVisible();
  await expect(log(page).locator('[data-member="DesktopAgent.getCurrentChannel"]')).toBeVisible();

  await follow(page, referenceNext, 'addContextListener');
  await expect(page.getByLabel('Type to listen for')).toHaveValue('fdc3.instrument');
  await workbench(page).getByRole('button', {name: 'Add listener'}).click();
  await expect(page.getByTestId('workbench-listener')).toContainText('fdc3.addContextListener("fdc3.instrument", handler)');
  await expect(log(page).locator('[data-member="DesktopAgent.addContextListener"]').filter({hasText: 'fdc3.instrument'})).toBeVisible();
});

test('open, from 2.0 and Next: the app and the example’s portfolio arrive ready; one press opens Channel Monitor, which gets the portfolio, and the log shows the call and the app opened', async ({
  page,
}) => {
  await follow(page, reference20, 'open');
  await expect(notice(page)).toContainText('Ready from the FDC3 2.0 reference: fdc3.open({appId: "monitor"}, {type: "fdc3.portfolio"');
  await expect(notice(page)).toContainText('It opens Channel Monitor, an app of the simulated desktop.');
  await expect(notice(page)).toContainText('Press Open under “Open an app”');
  await expect(page.getByLabel('App', {exact: true})).toHaveValue('monitor');
  await expect(page.getByLabel('Context', {exact: true})).toHaveValue('built');
  await expect(page.getByLabel('Context as JSON')).toHaveValue(/"portfolioId": "EM-CREDIT-7"/);
  await expect(page.getByTestId('context-check')).toContainText('A valid fdc3.portfolio');
  // Channel Monitor has added its listener once the desktop's apps have started.
  await expect(log(page)).toContainText('fdc3.addIntentListener("StartChat", handler)');
  await workbench(page).getByRole('button', {name: 'Open', exact: true}).click();
  await expect(openStatus(page)).toHaveText('open resolved to {appId: "monitor", instanceId: "monitor-1"} (Channel Monitor).');
  await expect(log(page).locator('[data-member="DesktopAgent.open"]').filter({hasText: 'EM-CREDIT-7'})).toContainText(
    'fdc3.open({appId: "monitor"}',
  );
  await expect(log(page)).toContainText('open resolved to {appId: "monitor", instanceId: "monitor-1"}');
  await expect(page.getByRole('region', {name: 'Channel Monitor'})).toContainText('got a fdc3.portfolio from Workbench');

  await follow(page, referenceNext, 'open');
  await expect(notice(page)).toContainText('Ready from the reference of FDC3 Next, the unreleased draft: fdc3.open({appId: "monitor"}');
  await expect(page.getByLabel('Context as JSON')).toHaveValue(/"name": "Growth fund"/);
  await workbench(page).getByRole('button', {name: 'Open', exact: true}).click();
  await expect(openStatus(page)).toContainText('open resolved to {appId: "monitor"');
  await expect(log(page).locator('[data-member="DesktopAgent.open"]').filter({hasText: 'Growth fund'})).toBeVisible();
});

test('open with Desktop Agents in the window: a 2.0 one gets {appId}, a 1.2 one the app’s name, one without open has it disabled', async ({
  page,
}) => {
  await page.addInitScript(installStandIn, {version: '2.0', provider: 'Stand-in 2.0'} satisfies StandInOptions);
  await follow(page, reference20, 'open');
  await expect(page.getByRole('radio', {name: 'the real agent, Stand-in 2.0'})).toBeChecked();
  await expect(notice(page)).toContainText('Stand-in 2.0 is sent monitor, an app of the simulated desktop');
  await workbench(page).getByRole('button', {name: 'Open', exact: true}).click();
  await expect(openStatus(page)).toHaveText('open resolved to {appId: "monitor", instanceId: "monitor-opened"}.');
  const sent20 = (await calls(page)).find((c) => c.member === 'open');
  expect(sent20?.args).toEqual([{appId: 'monitor'}, {type: 'fdc3.portfolio', id: {portfolioId: 'EM-CREDIT-7'}, positions: []}]);
  await expect(log(page).locator('[data-agent="real"]').filter({hasText: 'fdc3.open'})).toContainText('[Stand-in 2.0]');

  const page12 = await page.context().newPage();
  await page12.addInitScript(installStandIn, {version: '1.2', provider: 'Stand-in 1.2'} satisfies StandInOptions);
  await follow(page12, referenceNext, 'open');
  await expect(page12.getByRole('radio', {name: 'the real agent, Stand-in 1.2'})).toBeChecked();
  await expect(notice(page12)).toContainText('fdc3.open("ChannelMonitor", {type: "fdc3.portfolio"');
  await expect(page12.getByLabel('App', {exact: true})).toHaveValue('ChannelMonitor');
  await workbench(page12).getByRole('button', {name: 'Open', exact: true}).click();
  await expect(openStatus(page12)).toHaveText("open resolved; FDC3 1.2's open returns nothing.");
  const sent12 = (await calls(page12)).find((c) => c.member === 'open');
  expect(sent12?.args).toEqual(['ChannelMonitor', {type: 'fdc3.portfolio', name: 'Growth fund', positions: []}]);
  await page12.close();

  const lacking = await page.context().newPage();
  await lacking.addInitScript(installStandIn, {version: '2.0', provider: 'Stand-in 2.0', missing: ['open']} satisfies StandInOptions);
  await follow(lacking, reference20, 'open');
  await expect(notice(lacking)).toContainText('This call is not offered with Stand-in 2.0: Stand-in 2.0 has no open().');
  await expect(workbench(lacking).getByRole('button', {name: 'Open', exact: true})).toBeDisabled();
  await expect(workbench(lacking).getByTestId('unsupported').filter({hasText: 'has no open()'})).toBeVisible();
});

test('with a Desktop Agent in the window, the prepared call goes to that agent', async ({page}) => {
  await page.addInitScript(installStandIn, {version: '2.0', provider: 'Stand-in 2.0'} satisfies StandInOptions);
  await follow(page, reference20, 'raiseIntentForContext');
  await expect(page.getByRole('radio', {name: 'the real agent, Stand-in 2.0'})).toBeChecked();
  await expect(notice(page)).toContainText('the log shows what Stand-in 2.0 does with it');
  await workbench(page).getByRole('button', {name: 'Raise intent for context'}).click();
  await expect(outcome(page)).toContainText('stand-in-peer');
  const sent = (await calls(page)).find((c) => c.member === 'raiseIntentForContext');
  expect(sent?.args[0]).toEqual({type: 'fdc3.organization', name: 'Northwind Shipping', id: {LEI: '5493001KJTIIGC8Y1R12'}});
  await expect(log(page).locator('[data-agent="real"]').filter({hasText: 'fdc3.raiseIntentForContext'})).toContainText('[Stand-in 2.0]');
});

test('the links sit after each example as plain links, on 2.0 and Next only, and the reference page meets axe', async ({page}) => {
  await page.goto(reference20);
  await hydrated(page);
  const links = page.locator('a[data-toolbox-link="try-it"]');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-try-call')))).toEqual([
    'open',
    'broadcast',
    'addContextListener',
    'raiseIntent',
    'raiseIntentForContext',
    'joinUserChannel',
    'getCurrentChannel',
    'leaveCurrentChannel',
    'getOrCreateChannel',
  ]);
  // Each in a paragraph of its own, right after the member's first example.
  for (const a of await links.all()) {
    expect(await a.evaluate((el) => Boolean(el.closest('p')?.previousElementSibling?.querySelector('pre')))).toBe(true);
  }
  await page.goto('/docs/1.2/api/ref/DesktopAgent');
  await expect(page.locator('a[data-toolbox-link="try-it"]')).toHaveCount(0);

  await page.goto(reference20);
  await hydrated(page);
  await injectAxe(page);
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a try-it link still opens the Workbench with its call in the address', async ({page}) => {
    await page.goto(referenceNext);
    await tryLink(page, 'broadcast').click();
    await expect(page).toHaveURL(/\/toolbox\/fdc3-workbench\?call=broadcast&context=.*&from=next$/);
    await expect(page.getByRole('heading', {name: 'FDC3 Workbench', level: 1})).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the link and the Workbench notice fit the width', async ({page}) => {
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto(reference20);
    await hydrated(page);
    await expect(tryLink(page, 'raiseIntentForContext')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await tryLink(page, 'raiseIntentForContext').tap();
    await expect(notice(page)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe('axe with a real Desktop Agent present', () => {
  test('the Workbench on a 1.2 agent: banner, switch, the calls it cannot take with reasons, and a prepared call', async ({page}) => {
    await page.addInitScript(installStandIn, {version: '1.2', provider: 'Stand-in 1.2'} satisfies StandInOptions);
    await follow(page, reference20, 'raiseIntent');
    await expect(page.getByTestId('agent-status')).toContainText('FDC3 1.2');
    await expect(page.getByRole('radio', {name: 'the real agent, Stand-in 1.2'})).toBeChecked();
    await expect(page.getByTestId('unsupported').filter({hasText: 'getResult'})).toBeVisible();
    await workbench(page).getByRole('button', {name: 'Raise intent', exact: true}).click();
    await expect(outcome(page)).toContainText('not called: FDC3 1.2 has no IntentResolution.getResult()');
    await injectAxe(page);
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });

  test('FDC3 2.0 Explained with a 2.0 agent: its notice', async ({page}) => {
    await page.addInitScript(installStandIn, {version: '2.0', provider: 'Stand-in 2.0'} satisfies StandInOptions);
    await page.goto('/toolbox/fdc3-explained/2.0');
    await hydrated(page);
    await expect(page.getByTestId('real-agent-notice')).toContainText('A Desktop Agent is in this window: Stand-in 2.0');
    await injectAxe(page);
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });
});
