import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Ctx, Resolver, ResolverRequest} from '../../src/toolbox/agent/core';
import {cancelledMessage1, createDesktop1} from '../../src/toolbox/agent/fdc3-1';
import {createDesktop2} from '../../src/toolbox/agent/fdc3-2';
import {channelChoices, createExplainedDesktop, explainedVersions} from '../../src/toolbox/explained/desktop';
import {sampleContacts, sampleHeadlines, sampleInstruments, samplePriceLine} from '../../src/toolbox/explained/sampleData';
import {refUrl} from '../../src/toolbox/refs';
import {aapl, alice, apps, msft} from './fixtures/toolbox-directory';
import {versionByName} from '../../src/fdc3/docs-versions';

/** A resolver that records what it was asked and picks the option for `appId`. */
function picking(appId: string | undefined) {
  const asked: ResolverRequest[] = [];
  const resolve: Resolver = async (request) => {
    asked.push(request);
    return request.options.find((o) => o.appId === appId);
  };
  return {asked, resolve};
}

const never: Resolver = async () => assert.fail('the resolver should not be shown');

for (const version of ['1.1', '1.2'] as const) {
  test(`${version}: a listener receives only the context types it asked for`, async () => {
    const desktop = createDesktop1(version, apps, never);
    const blotter = desktop.connect('blotter');
    const chart = desktop.connect('chart');
    const got: unknown[] = [];
    chart.addContextListener('fdc3.instrument', (c) => got.push(c));
    await blotter.joinChannel('red');
    await chart.joinChannel('red');
    blotter.broadcast(alice);
    blotter.broadcast(aapl);
    assert.deepEqual(got, [aapl]);
  });

  test(`${version}: joining a channel delivers the channel's current context, and broadcasts do not come back to the sender`, async () => {
    const desktop = createDesktop1(version, apps, never);
    const blotter = desktop.connect('blotter');
    const chart = desktop.connect('chart');
    const own: unknown[] = [];
    blotter.addContextListener('fdc3.instrument', (c) => own.push(c));
    await blotter.joinChannel('green');
    blotter.broadcast(aapl);
    blotter.broadcast(msft);
    const got: unknown[] = [];
    chart.addContextListener('fdc3.instrument', (c) => got.push(c));
    assert.deepEqual(got, [], 'nothing arrives before joining');
    await chart.joinChannel('green');
    assert.deepEqual(got, [msft], 'the latest instrument arrives on joining');
    assert.deepEqual(own, [], 'the sender does not receive its own broadcast');
  });

  test(`${version}: a broadcast without a joined channel goes nowhere, and a channel's own listeners work without joining`, async () => {
    const desktop = createDesktop1(version, apps, never);
    const blotter = desktop.connect('blotter');
    const chart = desktop.connect('chart');
    const got: unknown[] = [];
    chart.addContextListener(null as unknown as string, (c) => got.push(c));
    blotter.broadcast(aapl);
    assert.deepEqual(got, []);
    const channel = await chart.getOrCreateChannel('deals');
    const onChannel: unknown[] = [];
    channel.addContextListener('fdc3.instrument', (c) => onChannel.push(c));
    (await blotter.getOrCreateChannel('deals')).broadcast(msft);
    assert.deepEqual(onChannel, [msft]);
    assert.deepEqual(await channel.getCurrentContext('fdc3.instrument'), msft);
  });

  test(`${version}: a raised intent with no handler rejects with NoAppsFound`, async () => {
    const desktop = createDesktop1(version, apps, never);
    const blotter = desktop.connect('blotter');
    await assert.rejects(blotter.raiseIntent('StartCall', alice), {message: 'NoAppsFound'});
    await assert.rejects(blotter.raiseIntent('ViewChart', aapl, 'Nobody'), {message: 'NoAppsFound'});
  });

  test(`${version}: an intent two apps handle goes to the reader's choice; closing the resolver rejects`, async () => {
    const {asked, resolve} = picking('news');
    const desktop = createDesktop1(version, apps, resolve);
    const blotter = desktop.connect('blotter');
    const news = desktop.connect('news');
    const chart = desktop.connect('chart');
    const got: unknown[] = [];
    news.addIntentListener('ViewInstrument', (c) => got.push(c));
    chart.addIntentListener('ViewInstrument', () => assert.fail('the chart was not chosen'));
    const resolution = await blotter.raiseIntent('ViewInstrument', aapl);
    assert.equal(resolution.source, 'News');
    assert.deepEqual(got, [aapl]);
    assert.deepEqual(
      asked[0].options.map((o) => o.appId),
      ['chart', 'news'],
    );
    const closing = createDesktop1(version, apps, picking(undefined).resolve);
    await assert.rejects(closing.connect('blotter').raiseIntent('ViewInstrument', aapl), {message: cancelledMessage1});
  });
}

test('1.0: no channels at all, and a broadcast reaches every other app, which filters by type itself', () => {
  const desktop = createDesktop1('1.0', apps, never);
  const blotter = desktop.connect('blotter');
  const chart = desktop.connect('chart');
  assert.deepEqual(Object.keys(blotter).sort(), [
    'addContextListener',
    'addIntentListener',
    'broadcast',
    'findIntent',
    'findIntentsByContext',
    'open',
    'raiseIntent',
  ]);
  const got: unknown[] = [];
  chart.addContextListener((c) => got.push(c));
  blotter.broadcast(aapl);
  blotter.broadcast(alice);
  assert.deepEqual(got, [aapl, alice]);
  assert.equal(desktop.core.log.find((e) => e.member === 'DesktopAgent.broadcast')?.code?.startsWith('agent.broadcast('), true);
});

test('each 1.x version offers exactly its own members: raiseIntentForContext and getInfo from 1.2', () => {
  const members = (version: '1.1' | '1.2') => Object.keys(createDesktop1(version, apps, never).connect('blotter')).sort();
  assert.equal(members('1.1').includes('raiseIntentForContext'), false);
  assert.equal(members('1.1').includes('getInfo'), false);
  assert.equal(members('1.1').includes('leaveCurrentChannel'), true);
  assert.equal(members('1.2').includes('raiseIntentForContext'), true);
  assert.equal(members('1.2').includes('getInfo'), true);
});

test('1.2: raiseIntentForContext offers every app and intent that takes the context', async () => {
  const {asked, resolve} = picking('chart');
  const desktop = createDesktop1('1.2', apps, resolve);
  const blotter = desktop.connect('blotter');
  desktop.connect('chart').addIntentListener('ViewChart', () => undefined);
  await blotter.raiseIntentForContext(aapl);
  assert.deepEqual(
    asked[0].options.map((o) => `${o.appId}:${o.intent}`),
    ['chart:ViewChart', 'chart:ViewInstrument', 'news:ViewInstrument'],
  );
});

test('2.0: a listener receives only its types, with the sender in the metadata; adding one while joined delivers the current context', async () => {
  const desktop = createDesktop2(apps, never);
  const blotter = desktop.connect('blotter');
  const chart = desktop.connect('chart');
  await blotter.joinUserChannel('fdc3.channel.1');
  await blotter.broadcast(aapl);
  await chart.joinUserChannel('fdc3.channel.1');
  const got: unknown[] = [];
  await chart.addContextListener('fdc3.instrument', (c, metadata) => got.push([c, metadata?.source.appId]));
  assert.deepEqual(got, [[aapl, 'blotter']], 'the current context arrives when the listener is added, from the app that broadcast it');
  await blotter.broadcast(alice);
  await blotter.broadcast(msft);
  assert.deepEqual(got.slice(1), [[msft, 'blotter']]);
});

test('2.0: joining a channel delivers its current context; an unknown channel rejects with NoChannelFound', async () => {
  const desktop = createDesktop2(apps, never);
  const blotter = desktop.connect('blotter');
  const chart = desktop.connect('chart');
  const got: unknown[] = [];
  await chart.addContextListener(null, (c) => got.push(c));
  await blotter.joinUserChannel('fdc3.channel.4');
  await blotter.broadcast(aapl);
  await chart.joinUserChannel('fdc3.channel.4');
  assert.deepEqual(got, [aapl]);
  await assert.rejects(chart.joinUserChannel('red'), {message: 'NoChannelFound'});
});

test('2.0: a raised intent with no handler rejects with NoAppsFound; a void handler makes getResult reject with NoResultReturned', async () => {
  const desktop = createDesktop2(apps, never);
  const blotter = desktop.connect('blotter');
  await assert.rejects(blotter.raiseIntent('StartCall', alice), {message: 'NoAppsFound'});
  await desktop.connect('chart').addIntentListener('ViewChart', () => undefined);
  const resolution = await blotter.raiseIntent('ViewChart', aapl);
  assert.deepEqual(resolution.source, {appId: 'chart', instanceId: 'chart-1'});
  await assert.rejects(resolution.getResult(), {message: 'NoResultReturned'});
});

test('2.0: closing the resolver rejects with UserCancelledResolution', async () => {
  const desktop = createDesktop2(apps, picking(undefined).resolve);
  await assert.rejects(desktop.connect('blotter').raiseIntent('ViewInstrument', aapl), {message: 'UserCancelledResolution'});
});

test('2.0: private channel events arrive in order, and a third app is kept out', async () => {
  const desktop = createDesktop2(apps, never);
  const blotter = desktop.connect('blotter');
  const chart = desktop.connect('chart');
  const events: string[] = [];
  await chart.addIntentListener('ViewChart', async () => {
    const channel = await chart.createPrivateChannel();
    channel.onAddContextListener((type) => {
      events.push(`added ${type}`);
      void channel.broadcast({type: 'fdc3.valuation', value: 1, CURRENCY_ISOCODE: 'USD'});
    });
    channel.onUnsubscribe((type) => events.push(`unsubscribed ${type}`));
    channel.onDisconnect(() => events.push('disconnected'));
    return channel;
  });
  const resolution = await blotter.raiseIntent('ViewChart', aapl);
  const channel = (await resolution.getResult()) as Awaited<ReturnType<typeof blotter.createPrivateChannel>>;
  assert.equal(channel.type, 'private');
  const listener = await channel.addContextListener('fdc3.valuation', (c) => events.push(`price ${(c as Ctx).value}`));
  listener.unsubscribe();
  await channel.addContextListener('fdc3.valuation', () => undefined);
  channel.disconnect();
  assert.deepEqual(events, [
    'added fdc3.valuation',
    'price 1',
    'unsubscribed fdc3.valuation',
    'added fdc3.valuation',
    'unsubscribed fdc3.valuation',
    'disconnected',
  ]);
  const news = desktop.connect('news');
  await assert.rejects(news.getOrCreateChannel(channel.id), {message: 'AccessDenied'});
});

test('the explained desktops offer channels from 1.1, raising by context from 1.2 and price streams only in 2.0', () => {
  const offered = explainedVersions.map((version) => {
    const port = createExplainedDesktop(version, never).port('blotter');
    return [version, Boolean(port.channels), Boolean(port.raiseIntentForContext), Boolean(port.requestStream)];
  });
  assert.deepEqual(offered, [
    ['1.0', false, false, false],
    ['1.1', true, false, false],
    ['1.2', true, true, false],
    ['2.0', true, true, true],
  ]);
});

test('the channels a picker shows first are the ones each app then gets from the agent (none in 1.0)', async () => {
  for (const version of explainedVersions) {
    const listed = (await createExplainedDesktop(version, never).port('chart').channels?.list()) ?? [];
    assert.deepEqual(channelChoices(version), listed, version);
  }
  assert.deepEqual(channelChoices('1.0'), []);
  assert.deepEqual(
    channelChoices('1.2').map((c) => c.name),
    ['Red', 'Green', 'Blue'],
  );
  assert.equal(channelChoices('2.0').length, 8);
});

test("the explained apps' sample data is plainly made up, and the chart line is the same on every render", () => {
  for (const {email} of sampleContacts) assert.match(email, /@example\.com$/);
  for (const {ticker} of sampleInstruments) {
    assert.ok(sampleHeadlines(ticker).every((h) => h.startsWith('Sample headline')));
    const line = samplePriceLine(ticker);
    assert.deepEqual(samplePriceLine(ticker), line);
    assert.ok(line.every((y) => y >= 5 && y <= 95));
  }
});

test('2.0 explained: a stream request gets prices over a private channel until it stops', async () => {
  const desktop = createExplainedDesktop('2.0', never);
  const chart = desktop.port('chart');
  const blotter = desktop.port('blotter');
  let running = 0;
  await chart.provideStream!((instrument, send) => {
    running += 1;
    send({type: 'fdc3.valuation', value: 10, CURRENCY_ISOCODE: 'USD', id: instrument.id});
    return () => {
      running -= 1;
    };
  });
  const prices: unknown[] = [];
  const stream = await blotter.requestStream!(aapl, (p) => prices.push(p.value));
  assert.deepEqual(prices, [10]);
  assert.equal(running, 1);
  stream.stop();
  assert.equal(running, 0);
});

test('every logged member links to its section in the same version, and a member the version lacks links nowhere', () => {
  // 2.0's route: `/docs` while it is the current release.
  assert.equal(refUrl('2.0', 'DesktopAgent.raiseIntent'), `${versionByName('2.0').routeBase}/api/ref/DesktopAgent#raiseintent`);
  assert.equal(refUrl('1.1', 'Listener.unsubscribe'), '/docs/1.1/api/ref/Listener#unsubscribe');
  assert.equal(refUrl('1.2', 'Channel.broadcast'), '/docs/1.2/api/ref/Channel#broadcast');
  assert.equal(refUrl('1.0', 'Channel.broadcast'), undefined);
  assert.equal(refUrl('1.2', 'PrivateChannel.onDisconnect'), undefined);
});
