/**
 * The toolbox's simulated agents of every version share one facade kit
 * (src/toolbox/agent/facade.ts). This test runs one scenario on the facade of
 * each version and compares their logs step by step: a line may differ only
 * for one of the version reasons listed in `versionReasons`, so a facade that
 * drifts (logs a call differently, forgets an event, words an error its own
 * way) fails here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as F20 from 'fdc3-2.0';
import {formatValue, type Ctx, type LogEntry, type Resolver} from '../../src/toolbox/agent/core';
import {createDesktop1, type Agents1, type Version1} from '../../src/toolbox/agent/fdc3-1';
import {createDesktop2} from '../../src/toolbox/agent/fdc3-2';
import {aapl, alice, apps} from './fixtures/toolbox-directory';
import {apiSurface} from '../../src/fdc3/api-surface';
import {docsVersions} from '../../src/fdc3/docs-versions';

type Version = Version1 | '2.0';
const versions: readonly Version[] = ['1.0', '1.1', '1.2', '2.0'];
const since = (first: Version) => versions.slice(versions.indexOf(first));

interface Listener {
  unsubscribe(): void;
}

/** The scenario's calls in neutral terms; each version's driver makes them with that version's API. */
interface Driver {
  version: Version;
  log(): readonly LogEntry[];
  /** The channel apps join in this version (none in 1.0). */
  channel: string;
  /** An app as a call of this version names it: a name in 1.x, an AppIdentifier in 2.0. */
  appArg(appId: string): unknown;
  /** The app the resolver picks next (undefined: the reader closes it). */
  choose(appId: string | undefined): void;
  listenAll(app: string): Promise<Listener>;
  listen(app: string, type: string): Promise<Listener>;
  join(app: string, channel: string): Promise<void>;
  currentChannel(app: string): Promise<unknown>;
  leave(app: string): Promise<void>;
  broadcast(app: string, context: Ctx): Promise<void>;
  handle(app: string, intent: string): Promise<Listener>;
  raise(app: string, intent: string, context: Ctx, target?: string): Promise<unknown>;
  raiseForContext(app: string, context: Ctx): Promise<unknown>;
  findIntent(app: string, intent: string, context?: Ctx): Promise<unknown>;
  findIntentsByContext(app: string, context: Ctx): Promise<unknown>;
  open(app: string, target: string, context?: Ctx): Promise<unknown>;
  appChannel(
    app: string,
    id: string,
  ): Promise<{broadcast(c: Ctx): Promise<void>; listen(type: string): Promise<Listener>; current(type: string): Promise<unknown>}>;
  getInfo(app: string): Promise<unknown>;
}

function picker(): {resolve: Resolver; choose(appId: string | undefined): void} {
  let next: string | undefined;
  return {
    resolve: async (request) => request.options.find((o) => o.appId === next),
    choose: (appId) => {
      next = appId;
    },
  };
}

const nameOf = (appId: string): string => apps.find((a) => a.appId === appId)?.name ?? appId;

function driver1(version: Version1): Driver {
  const {resolve, choose} = picker();
  const desktop = createDesktop1(version, apps, resolve);
  const agents = new Map<string, Agents1['1.2']>();
  // 1.0 and 1.1 lack some members of 1.2; the scenario calls only what each version has.
  const agent = (app: string) => agents.get(app) ?? agents.set(app, desktop.connect(app) as Agents1['1.2']).get(app)!;
  return {
    version,
    log: () => desktop.core.log,
    channel: version === '1.0' ? 'desktop' : 'red',
    appArg: nameOf,
    choose,
    listenAll: async (app) => agent(app).addContextListener(() => undefined),
    listen: async (app, type) => agent(app).addContextListener(type, () => undefined),
    join: (app, channel) => agent(app).joinChannel(channel),
    currentChannel: (app) => agent(app).getCurrentChannel(),
    leave: (app) => agent(app).leaveCurrentChannel(),
    broadcast: async (app, context) => agent(app).broadcast(context),
    handle: async (app, intent) => agent(app).addIntentListener(intent, () => undefined),
    raise: (app, intent, context, target) => agent(app).raiseIntent(intent, context, target === undefined ? undefined : nameOf(target)),
    raiseForContext: (app, context) => agent(app).raiseIntentForContext(context),
    findIntent: (app, intent, context) => agent(app).findIntent(intent, context),
    findIntentsByContext: (app, context) => agent(app).findIntentsByContext(context),
    open: (app, target, context) => agent(app).open(nameOf(target), context),
    async appChannel(app, id) {
      const channel = await agent(app).getOrCreateChannel(id);
      return {
        broadcast: async (c) => channel.broadcast(c),
        listen: async (type) => channel.addContextListener(type, () => undefined),
        current: (type) => channel.getCurrentContext(type),
      };
    },
    getInfo: async (app) => agent(app).getInfo(),
  };
}

function driver2(): Driver {
  const {resolve, choose} = picker();
  const desktop = createDesktop2(apps, resolve);
  const agents = new Map<string, F20.DesktopAgent>();
  const agent = (app: string) => agents.get(app) ?? agents.set(app, desktop.connect(app)).get(app)!;
  return {
    version: '2.0',
    log: () => desktop.core.log,
    channel: 'fdc3.channel.1',
    appArg: (appId) => ({appId}),
    choose,
    listenAll: (app) => agent(app).addContextListener(() => undefined),
    listen: (app, type) => agent(app).addContextListener(type, () => undefined),
    join: (app, channel) => agent(app).joinUserChannel(channel),
    currentChannel: (app) => agent(app).getCurrentChannel(),
    leave: (app) => agent(app).leaveCurrentChannel(),
    broadcast: (app, context) => agent(app).broadcast(context),
    handle: (app, intent) => agent(app).addIntentListener(intent, () => undefined),
    raise: (app, intent, context, target) => agent(app).raiseIntent(intent, context, target === undefined ? undefined : {appId: target}),
    raiseForContext: (app, context) => agent(app).raiseIntentForContext(context),
    findIntent: (app, intent, context) => agent(app).findIntent(intent, context),
    findIntentsByContext: (app, context) => agent(app).findIntentsByContext(context),
    open: (app, target, context) => agent(app).open({appId: target}, context),
    async appChannel(app, id) {
      const channel = await agent(app).getOrCreateChannel(id);
      return {
        broadcast: (c) => channel.broadcast(c),
        listen: (type) => channel.addContextListener(type, () => undefined),
        current: (type) => channel.getCurrentContext(type),
      };
    },
    getInfo: (app) => agent(app).getInfo(),
  };
}

const drivers = (): Driver[] => versions.map((v) => (v === '2.0' ? driver2() : driver1(v)));

/** Swallows the rejection a step expects: the log shows it. */
const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => assert.fail('the call should have been rejected'),
    () => undefined,
  );

interface Step {
  name: string;
  /** The first version that has every call of the step. */
  from: Version;
  run(d: Driver, kept: Map<string, Listener>): Promise<unknown>;
}

const scenario: Step[] = [
  {name: 'Chart listens for every context type', from: '1.0', run: async (d, kept) => kept.set('chart', await d.listenAll('chart'))},
  {name: 'Chart joins a channel', from: '1.1', run: (d) => d.join('chart', d.channel)},
  {name: 'Blotter joins the same channel', from: '1.1', run: (d) => d.join('blotter', d.channel)},
  {name: 'Blotter broadcasts an instrument', from: '1.0', run: (d) => d.broadcast('blotter', aapl)},
  {name: 'News listens for instruments', from: '1.1', run: (d) => d.listen('news', 'fdc3.instrument')},
  {name: 'News joins and gets the current instrument', from: '1.1', run: (d) => d.join('news', d.channel)},
  {name: 'News asks for its current channel', from: '1.1', run: (d) => d.currentChannel('news')},
  {name: 'Chart joins a channel that does not exist', from: '1.1', run: (d) => rejected(d.join('chart', 'no-such-channel'))},
  {name: 'Chart handles ViewChart', from: '1.0', run: (d) => d.handle('chart', 'ViewChart')},
  {name: 'Blotter raises ViewChart', from: '1.0', run: (d) => d.raise('blotter', 'ViewChart', aapl)},
  {
    name: 'Blotter raises ViewInstrument; the reader picks News, which has no handler',
    from: '1.0',
    run: (d) => {
      d.choose('news');
      return rejected(d.raise('blotter', 'ViewInstrument', aapl));
    },
  },
  {
    name: 'Blotter raises ViewInstrument; the reader closes the resolver',
    from: '1.0',
    run: (d) => {
      d.choose(undefined);
      return rejected(d.raise('blotter', 'ViewInstrument', aapl));
    },
  },
  {
    name: 'Blotter raises ViewChart at an app not in the directory',
    from: '1.0',
    run: (d) => rejected(d.raise('blotter', 'ViewChart', aapl, 'nobody')),
  },
  {name: 'Blotter raises an intent no app takes', from: '1.0', run: (d) => rejected(d.raise('blotter', 'StartCall', alice))},
  {name: 'Blotter raises ViewChart at Chart', from: '1.0', run: (d) => d.raise('blotter', 'ViewChart', aapl, 'chart')},
  {
    name: 'Blotter raises an intent for an instrument; the reader picks Chart',
    from: '1.2',
    run: (d) => {
      d.choose('chart');
      return d.raiseForContext('blotter', aapl);
    },
  },
  {name: 'Blotter finds the apps for ViewInstrument', from: '1.0', run: (d) => d.findIntent('blotter', 'ViewInstrument', aapl)},
  {name: 'Blotter finds no app for StartCall', from: '1.0', run: (d) => rejected(d.findIntent('blotter', 'StartCall'))},
  {name: 'Blotter finds the intents for an instrument', from: '1.0', run: (d) => d.findIntentsByContext('blotter', aapl)},
  {name: 'Blotter finds no intent for a contact', from: '1.0', run: (d) => rejected(d.findIntentsByContext('blotter', alice))},
  {name: 'Blotter opens Chart with an instrument', from: '1.0', run: (d) => d.open('blotter', 'chart', aapl)},
  {name: 'Blotter opens an app not in the directory', from: '1.0', run: (d) => rejected(d.open('blotter', 'nobody'))},
  {
    name: 'An app channel: News listens, Blotter broadcasts and reads it back',
    from: '1.1',
    run: async (d) => {
      await (await d.appChannel('news', 'deals')).listen('fdc3.instrument');
      const channel = await d.appChannel('blotter', 'deals');
      await channel.broadcast(aapl);
      await channel.current('fdc3.instrument');
      await channel.current('fdc3.contact');
    },
  },
  {name: 'Blotter asks the agent about itself', from: '1.2', run: (d) => d.getInfo('blotter')},
  {name: 'Chart removes its listener', from: '1.0', run: async (d, kept) => kept.get('chart')?.unsubscribe()},
  {name: 'News leaves its channel', from: '1.1', run: (d) => d.leave('news')},
  {name: 'Blotter broadcasts again: no other app listens', from: '1.0', run: (d) => d.broadcast('blotter', aapl)},
];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The reasons a line may differ between versions, each as a rewrite to the
 * wording of the others. Anything else that differs is drift.
 */
function versionReasons(d: Driver): [reason: string, from: string | RegExp, to: string][] {
  const reasons: [string, string | RegExp, string][] = [];
  // Apps are named by name in 1.x, by AppIdentifier in 2.0.
  for (const appId of ['chart', 'nobody']) {
    reasons.push(['how a call names an app', new RegExp(`([(]|, )${escape(formatValue(d.appArg(appId)))}(?=[,)])`), `$1<app ${appId}>`]);
  }
  if (d.version === '1.0') {
    reasons.push(['1.0 calls the agent `agent`', '| agent.', '| fdc3.']);
    reasons.push(['1.0 has no channels: a broadcast goes to the whole desktop', 'sent to the desktop', 'sent on <channel>']);
  }
  reasons.push(['each version has its own channel ids', new RegExp(escape(d.channel), 'g'), '<channel>']);
  if (d.version === '2.0') {
    reasons.push(['2.0 renamed joinChannel', /joinUserChannel/g, 'joinChannel']);
    reasons.push(['2.0 calls the channels apps join user channels', /user channel/g, 'channel']);
    reasons.push(['2.0 added error strings where 1.x had only NoAppsFound', /IntentDeliveryFailed|TargetAppUnavailable/, 'NoAppsFound']);
    reasons.push(['2.0 added an error string for a closed resolver', 'UserCancelledResolution', 'ResolverUnavailable']);
    reasons.push(["2.0's getInfo also describes the calling app", 'described itself and the calling app', 'described itself']);
  }
  return reasons;
}

const line = (e: LogEntry) => [e.app, e.kind, e.member ?? '-', e.code ?? '-', e.text].join(' | ');

function normalised(d: Driver, entries: readonly LogEntry[]): string[] {
  return entries.map((entry) => versionReasons(d).reduce<string>((text, [, from, to]) => text.replace(from, to), line(entry)));
}

type Logs = Map<string, Map<Version, string[]>>;

/**
 * Runs the scenario on every version's facade: for each step, the lines each version logged, after
 * the version rewrites (or as `render` gives them).
 */
async function runScenario(render: (d: Driver, entries: readonly LogEntry[]) => string[] = normalised): Promise<Logs> {
  const logs: Logs = new Map(scenario.map((s) => [s.name, new Map()]));
  for (const d of drivers()) {
    const kept = new Map<string, Listener>();
    for (const step of scenario) {
      if (!since(step.from).includes(d.version)) continue;
      const before = d.log().length;
      await step.run(d, kept);
      logs.get(step.name)!.set(d.version, render(d, d.log().slice(before)));
    }
  }
  return logs;
}

/** Every step whose lines differ between two versions, with both versions' lines. */
function differences(logs: Logs): string[] {
  const found: string[] = [];
  for (const [step, byVersion] of logs) {
    const [[first, expected], ...rest] = [...byVersion];
    for (const [version, lines] of rest) {
      if (JSON.stringify(lines) !== JSON.stringify(expected)) {
        found.push(`${step}\n  ${first}:\n    ${expected.join('\n    ')}\n  ${version}:\n    ${lines.join('\n    ')}`);
      }
    }
  }
  return found;
}

test('one scenario logs the same on every version, but for the reasons of each version', async () => {
  const logs = await runScenario();
  assert.deepEqual(differences(logs), []);
  // The comparison sees real lines: every step logged something, on every version that has it.
  for (const step of scenario) {
    const byVersion = logs.get(step.name)!;
    assert.deepEqual([...byVersion.keys()], since(step.from), step.name);
    for (const [version, lines] of byVersion) assert.ok(lines.length > 0, `${step.name}: ${version} logged nothing`);
  }
  assert.deepEqual(logs.get('Blotter finds the apps for ViewInstrument')!.get('2.0'), [
    'Blotter | call | DesktopAgent.findIntent | fdc3.findIntent("ViewInstrument", {type: "fdc3.instrument", id: {ticker: "AAPL"}}) | asks which apps handle ViewInstrument',
    'Blotter | event | - | - | found Chart, News',
  ]);
  assert.deepEqual(logs.get('News joins and gets the current instrument')!.get('1.1'), [
    'News | call | DesktopAgent.joinChannel | fdc3.joinChannel("<channel>") | joined <channel>',
    'News | delivery | - | - | the current fdc3.instrument of channel <channel>',
  ]);
});

test('the comparison fails on a line that differs for no version reason (the findIntent drift it replaced)', async () => {
  const logs = await runScenario();
  const step = 'Blotter finds the apps for ViewInstrument';
  // Before the facade kit, 2.0's findIntent logged no "found" event while 1.x did.
  logs.get(step)!.set('2.0', logs.get(step)!.get('2.0')!.slice(0, 1));
  const drift = differences(logs);
  assert.equal(drift.length, 1);
  assert.match(drift[0], /^Blotter finds the apps for ViewInstrument\n {2}1\.0:/);
  // A reworded line fails too, as does an unlisted version difference in a call.
  const reworded = await runScenario();
  const join = 'Chart joins a channel';
  reworded.get(join)!.set('1.2', ['Chart | call | DesktopAgent.joinChannel | fdc3.joinChannel("<channel>") | has joined <channel>']);
  assert.equal(differences(reworded).length, 1);
});

test('a context handed over on join carries the app that broadcast it, never the channel: 2.0 in its metadata, 1.x has no metadata argument', async () => {
  const got: unknown[][] = [];
  for (const version of ['1.1', '1.2'] as const) {
    const desktop = createDesktop1(version, apps, picker().resolve);
    const blotter = desktop.connect('blotter');
    const chart = desktop.connect('chart');
    chart.addContextListener('fdc3.instrument', (...args: unknown[]) => got.push([version, ...args]));
    await blotter.joinChannel('red');
    blotter.broadcast(aapl);
    await chart.joinChannel('red');
  }
  assert.deepEqual(got, [
    ['1.1', aapl],
    ['1.2', aapl],
  ]);

  const desktop = createDesktop2(apps, picker().resolve);
  const blotter = desktop.connect('blotter');
  const chart = desktop.connect('chart');
  const news = desktop.connect('news');
  const sources: string[] = [];
  const record: F20.ContextHandler = (context, metadata) =>
    sources.push(`${context.type} from ${metadata?.source.appId} (${metadata?.source.instanceId})`);
  await chart.addContextListener('fdc3.instrument', record);
  await blotter.joinUserChannel('fdc3.channel.2');
  await blotter.broadcast(aapl);
  await news.joinUserChannel('fdc3.channel.2');
  await news.broadcast(alice);
  await chart.joinUserChannel('fdc3.channel.2');
  // Added while joined: 2.0 hands over the current context at once, again with its sender.
  await chart.addContextListener('fdc3.contact', record);
  assert.deepEqual(sources, ['fdc3.instrument from blotter (blotter-1)', 'fdc3.contact from news (news-1)']);
});

/** The string values of a version's error enums, as its typings define them (1.0: its typed module), the API evolution's source. */
function errorValues(version: Version): Set<string> {
  const surface = apiSurface(docsVersions.find((v) => v.name === version)!);
  return new Set(Object.values(surface.errors).flatMap((values) => values.map((e) => e.value)));
}

/** Each rejection a log records (`… rejected with X`) whose error is not one of `values`, with the step that logged it. */
function unknownErrors(logs: Logs, version: Version, values: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [step, byVersion] of logs) {
    for (const line of byVersion.get(version) ?? []) {
      const error = /rejected with (\S+)$/.exec(line)?.[1];
      if (error !== undefined && !values.has(error))
        found.push(`${version} › ${step}: ${error} is not a value of ${version}'s error enums`);
    }
  }
  return found;
}

/** The raw logs (before the version rewrites, which would hide a wrong error name behind another version's). */
const rawLogs = (): Promise<Logs> => runScenario((_, entries) => entries.map(line));

test("every error a simulated agent rejects with is a value of that version's error enums", async () => {
  const logs = await rawLogs();
  for (const version of versions) {
    const rejections = [...logs.values()].flatMap((byVersion) => (byVersion.get(version) ?? []).filter((l) => / rejected with /.test(l)));
    // The scenario rejects for a missing app, a closed resolver, an undelivered intent, an unknown target (and a channel, from 1.1).
    assert.ok(rejections.length >= (version === '1.0' ? 6 : 7), `${version}: ${rejections.length} rejections`);
    assert.deepEqual(unknownErrors(logs, version, errorValues(version)), []);
  }
});

test('the error check fails on a rejection with a name the version does not define (the 1.x "ResolverClosed")', async () => {
  const logs = await rawLogs();
  const step = 'Blotter raises ViewInstrument; the reader closes the resolver';
  const lines = logs.get(step)!.get('1.2')!;
  logs.get(step)!.set(
    '1.2',
    lines.map((l) => l.replace(/rejected with \S+$/, 'rejected with ResolverClosed')),
  );
  assert.deepEqual(unknownErrors(logs, '1.2', errorValues('1.2')), [
    "1.2 › Blotter raises ViewInstrument; the reader closes the resolver: ResolverClosed is not a value of 1.2's error enums",
  ]);
  // 2.0's value for the same case is no 1.2 value either.
  assert.ok(!errorValues('1.2').has('UserCancelledResolution'));
  assert.ok(errorValues('2.0').has('UserCancelledResolution'));
});
