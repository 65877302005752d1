/**
 * The Workbench on a real Desktop Agent (issue 28, part 1): a stand-in agent
 * written from the typings (./stand-in-agent.ts, no code shared with the
 * toolbox's simulator) is put at `window.fdc3` before the page loads. The page
 * finds it, says what it is, sends the reader's calls to it in its version's
 * terms, logs who answered each call, lets the reader switch to the simulated
 * agent and back, and survives an agent that throws or rejects.
 */
import {test, expect, hydrated, type Page} from './fixtures';
import {installStandIn, type StandInCall, type StandInOptions} from './stand-in-agent';

const route = '/toolbox/fdc3-workbench';

const workbench = (page: Page) => page.getByRole('region', {name: 'Workbench, your app'});
const status = (page: Page) => page.getByTestId('agent-status');
const log = (page: Page) => page.getByTestId('agent-log');
const outcome = (page: Page) => page.getByTestId('raise-outcome');

async function openWith(page: Page, options: StandInOptions | undefined): Promise<void> {
  if (options) await page.addInitScript(installStandIn, options);
  await page.goto(route);
  await hydrated(page);
}

/** The calls that reached the stand-in, by member. */
async function calls(page: Page): Promise<StandInCall[]> {
  return page.evaluate(() => (window as unknown as {standIn: {calls: StandInCall[]}}).standIn.calls);
}
const members = async (page: Page): Promise<string[]> => (await calls(page)).map((c) => c.member);

/** Hands a context to the page's listeners, as another app of the agent would. */
const deliver = (page: Page, context: {type: string; [key: string]: unknown}) =>
  page.evaluate((c) => (window as unknown as {standIn: {deliver(c: unknown): number}}).standIn.deliver(c), context);

async function fillInstrument(page: Page, ticker: string): Promise<void> {
  await page.getByLabel('Context type').selectOption('fdc3.instrument');
  await page.getByLabel('id.ticker').fill(ticker);
  await expect(page.getByTestId('context-check')).toContainText('A valid fdc3.instrument');
}

test.describe.configure({timeout: 90_000});

test('a 2.0 agent at window.fdc3 is found and used: join, broadcast, a listener and an intent reach it, and its answers show', async ({
  page,
}) => {
  await openWith(page, {version: '2.0', provider: 'Stand-in 2.0'});
  await expect(status(page)).toContainText('Found a Desktop Agent: Stand-in 2.0 0.1, FDC3 2.0');
  await expect(status(page)).toContainText('OriginatingAppMetadata yes, UserChannelMembershipAPIs yes');
  await expect(page.getByRole('radio', {name: 'the real agent, Stand-in 2.0'})).toBeChecked();
  await expect(page.getByLabel('User channel', {exact: true})).toHaveValue('stand-in.red');
  expect(await members(page)).toEqual(expect.arrayContaining(['getInfo', 'getUserChannels']));

  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await expect(page.getByTestId('joined-channel')).toContainText('Stand-in red (stand-in.red)');
  await fillInstrument(page, 'ACME');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(page.getByTestId('send-status')).toContainText('Broadcast: sent to Stand-in 2.0');
  const sent = (await calls(page)).find((c) => c.member === 'broadcast');
  expect(sent?.args[0]).toMatchObject({type: 'fdc3.instrument', id: {ticker: 'ACME'}});
  // The log says who answered: this call the real agent, the peers' set-up the simulated one.
  await expect(log(page).locator('[data-agent="real"]').filter({hasText: 'fdc3.broadcast'})).toContainText('[Stand-in 2.0]');
  await expect(log(page).locator('[data-agent="simulated"]').first()).toContainText('[simulated agent]');

  await workbench(page).getByRole('button', {name: 'Add listener'}).click();
  const listener = page.getByTestId('workbench-listener');
  await expect(listener).toContainText('fdc3.addContextListener(null, handler)');
  await expect.poll(() => members(page)).toContain('addContextListener');
  expect(await deliver(page, {type: 'fdc3.contact', id: {email: 'jane@example.com'}})).toBe(1);
  await expect(listener).toContainText('received 1 context');
  await expect(listener).toContainText('from stand-in-peer');
  await expect(log(page)).toContainText('got a fdc3.contact from stand-in-peer');

  await page.getByLabel('Intent', {exact: true}).selectOption('ViewChart');
  await page.getByRole('button', {name: 'Raise intent', exact: true}).click();
  await expect(outcome(page)).toContainText('stand-in-peer');
  await expect(outcome(page)).toContainText('"CURRENCY_ISOCODE": "EUR"');
  expect((await calls(page)).find((c) => c.member === 'raiseIntent')?.args[0]).toBe('ViewChart');

  await listener.getByRole('button', {name: /Remove listener/}).click();
  await expect.poll(() => members(page)).toContain('Listener.unsubscribe');
});

test('the reader switches to the simulated agent and back; calls then go to the chosen one only', async ({page}) => {
  await openWith(page, {version: '2.0', provider: 'Stand-in 2.0'});
  await expect(page.getByRole('radio', {name: 'the real agent, Stand-in 2.0'})).toBeChecked();
  await page.getByRole('radio', {name: 'the simulated agent'}).check();
  await expect(page.getByTestId('agent-switch')).toHaveAttribute('data-active', 'simulated');
  await expect(status(page)).toContainText('Your app is on the simulated agent');
  await expect(page.getByLabel('User channel', {exact: true})).toHaveValue('fdc3.channel.1');
  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await fillInstrument(page, 'SIM');
  const before = (await calls(page)).length;
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(page.getByTestId('send-status')).toContainText('sent on fdc3.channel.1 to Channel Monitor');
  expect((await calls(page)).length).toBe(before);

  await page.getByRole('radio', {name: 'the real agent, Stand-in 2.0'}).check();
  await expect(page.getByTestId('agent-switch')).toHaveAttribute('data-active', 'real');
  // A fresh start on the real agent: not joined there yet, so broadcast goes to it but on no channel.
  await expect(page.getByLabel('User channel', {exact: true})).toHaveValue('stand-in.red');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect.poll(async () => (await calls(page)).filter((c) => c.member === 'broadcast').length).toBe(1);
});

test('a 1.2 agent gets 1.2 calls: system channels, joinChannel, a listener returned at once, no getResult', async ({page}) => {
  await openWith(page, {version: '1.2', provider: 'Stand-in 1.2'});
  await expect(status(page)).toContainText('FDC3 1.2');
  await expect(status(page)).toContainText("with FDC3 1.2's calls");
  await expect(page.getByLabel('System channel', {exact: true})).toHaveValue('stand-in.red');
  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await expect(page.getByTestId('joined-channel')).toContainText('Joined channel: Stand-in red');
  const made = await members(page);
  expect(made).toEqual(expect.arrayContaining(['getInfo', 'getSystemChannels', 'joinChannel']));
  expect(made).not.toContain('getUserChannels');
  expect(made).not.toContain('joinUserChannel');
  await expect(log(page).locator('[data-member="DesktopAgent.joinChannel"]')).toContainText('fdc3.joinChannel("stand-in.red")');
  await expect(log(page).locator('a.tb-log__ref', {hasText: 'DesktopAgent.joinChannel in the 1.2 reference'})).toHaveAttribute(
    'href',
    /\/docs\/1\.2\/api\/ref\/DesktopAgent#joinchannel$/,
  );

  await workbench(page).getByRole('button', {name: 'Add listener'}).click();
  const listener = page.getByTestId('workbench-listener');
  await expect(page.getByText('Listener 1 added.')).toBeVisible();
  expect(await deliver(page, {type: 'fdc3.instrument', id: {ticker: 'OLD'}})).toBe(1);
  await expect(listener).toContainText('received 1 context');

  await fillInstrument(page, 'ACME');
  await page.getByLabel('Intent', {exact: true}).selectOption('ViewChart');
  await page.getByRole('button', {name: 'Raise intent', exact: true}).click();
  await expect(outcome(page)).toContainText('StandInPeer');
  await expect(outcome(page)).toContainText('not called: FDC3 1.2 has no IntentResolution.getResult()');
  await expect(page.getByTestId('unsupported').filter({hasText: 'getResult'})).toBeVisible();
});

test('an agent that throws or rejects: the log names the standard error, the controls say so, the page keeps working', async ({page}) => {
  await openWith(page, {
    version: '2.0',
    provider: 'Stand-in broken',
    throwing: ['broadcast'],
    rejecting: {raiseIntent: 'NoAppsFound', joinUserChannel: 'AccessDenied'},
  });
  await expect(status(page)).toContainText('Stand-in broken');
  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await expect(workbench(page).getByRole('status').first()).toContainText('Rejected with AccessDenied');
  await expect(log(page)).toContainText('Stand-in broken rejected with ChannelError.AccessDenied');

  await fillInstrument(page, 'ACME');
  await workbench(page).getByRole('button', {name: 'Broadcast', exact: true}).click();
  await expect(page.getByTestId('send-status')).toContainText('Broadcast rejected with stand-in: broadcast is broken');
  await expect(log(page)).toContainText("rejected with stand-in: broadcast is broken (not one of FDC3 2.0's error values)");

  await page.getByLabel('Intent', {exact: true}).selectOption('ViewChart');
  await page.getByRole('button', {name: 'Raise intent', exact: true}).click();
  await expect(outcome(page)).toContainText('Rejected with NoAppsFound');
  await expect(log(page)).toContainText('rejected with ResolveError.NoAppsFound');
  // Still usable: the simulated agent answers as ever.
  await page.getByRole('radio', {name: 'the simulated agent'}).check();
  await workbench(page).getByRole('button', {name: 'Join', exact: true}).click();
  await expect(page.getByTestId('joined-channel')).toContainText('fdc3.channel.1');
});

test('an agent that arrives later with fdc3Ready is found; one without getInfo is named but not used; with none, the simulator runs', async ({
  page,
}) => {
  await openWith(page, {version: '2.0', provider: 'Stand-in late', lateMs: 400});
  await expect(status(page)).toContainText('Found a Desktop Agent: Stand-in late');
  await expect(page.getByRole('radio', {name: 'the real agent, Stand-in late'})).toBeChecked();

  const other = await page.context().newPage();
  await openWith(other, {version: '1.2', provider: 'Stand-in old', noInfo: true});
  await expect(status(other)).toContainText('The Workbench cannot use it: it has no getInfo(), which 1.2 introduced');
  await expect(other.getByRole('radio', {name: 'a real agent (none usable found)'})).toBeDisabled();
  await expect(other.getByRole('radio', {name: 'the simulated agent'})).toBeChecked();

  const plain = await page.context().newPage();
  await openWith(plain, undefined);
  await expect(status(plain)).toContainText('No Desktop Agent in this window');
  await expect(plain.getByRole('radio', {name: 'the simulated agent'})).toBeChecked();
  await plain.close();
});

test('FDC3 Explained names a real agent and keeps its apps on the simulated desktop', async ({page}) => {
  await page.addInitScript(installStandIn, {version: '1.2', provider: 'Stand-in 1.2'} satisfies StandInOptions);
  await page.goto('/toolbox/fdc3-explained/1.2');
  await hydrated(page);
  const notice = page.getByTestId('real-agent-notice');
  await expect(notice).toContainText('A Desktop Agent is in this window: Stand-in 1.2, FDC3 1.2');
  await expect(notice.getByRole('link', {name: 'FDC3 Workbench'})).toHaveAttribute('href', '/toolbox/fdc3-workbench');
  // Only getInfo reached the agent: the four apps call the simulated desktop.
  expect(await members(page)).toEqual(['getInfo']);
});
