/**
 * The Workbench's desktop and context helpers: the peers react to the reader's
 * calls as the page describes, and the form's JSON helpers change one value
 * without touching the rest.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contextTypeSpecs} from '../../src/fdc3/context-fields';
import {intents1x, intentsAdded20} from '../../src/fdc3/content-map';
import {declarations} from '../../src/fdc3/typings';
import type {Resolver} from '../../src/toolbox/agent/core';
import {getAt, pathLabel, skeleton, updateAt} from '../../src/toolbox/workbench/contextValue';
import {
  createWorkbenchDesktop,
  monitorAppChannel,
  monitorFirstChannel,
  priceIntent,
  samplePrice,
} from '../../src/toolbox/workbench/desktop';
import {validateContext} from '../../src/toolbox/workbench/validate';

const specs = contextTypeSpecs('fdc3-2.0');
const never: Resolver = async () => assert.fail('the resolver should not be shown');
const acme = {type: 'fdc3.instrument', id: {ticker: 'ACME'}};

async function started(resolve: Resolver = never) {
  const wb = createWorkbenchDesktop(resolve);
  await wb.start();
  return wb;
}

test("the intents the page offers are the 2.0 typings' intents", () => {
  const intents = declarations('fdc3-2.0').find((d) => d.name === 'Intents' && d.kind === 'enum');
  assert.ok(intents, 'the 2.0 typings declare an Intents enum');
  assert.deepEqual([...intents1x, ...intentsAdded20].sort(), intents.enumValues.map((v) => v.value).sort());
});

test('start connects the peers once: the reader has the user channels, Channel Monitor is on its channel', async () => {
  const wb = await started();
  await wb.start();
  assert.equal(wb.userChannels.get().length, 8);
  assert.equal(wb.core.currentChannel('monitor')?.id, monitorFirstChannel);
  assert.equal(wb.core.log.filter((e) => e.code?.startsWith('fdc3.addIntentListener')).length, 3, 'each handler added once');
});

test('Channel Monitor shows what the reader broadcasts on its user channel and its app channel', async () => {
  const wb = await started();
  await wb.fdc3.broadcast(acme);
  assert.equal(wb.monitor.events.get().length, 0, 'nothing is sent before the reader joins a channel');
  await wb.fdc3.joinUserChannel(monitorFirstChannel);
  await wb.fdc3.broadcast(acme);
  assert.match(wb.monitor.events.get()[0].text, /got a fdc3\.instrument from Workbench on fdc3\.channel\.1/);
  const channel = await wb.fdc3.getOrCreateChannel(monitorAppChannel);
  await channel.broadcast({type: 'fdc3.contact', id: {email: 'someone@example.org'}});
  assert.match(wb.monitor.events.get()[0].text, /got a fdc3\.contact from Workbench on app channel "monitor"/);
});

test("the reader's listener receives Channel Monitor's sample broadcast", async () => {
  const wb = await started();
  await wb.fdc3.joinUserChannel(monitorFirstChannel);
  const got: unknown[] = [];
  await wb.fdc3.addContextListener('fdc3.instrument', (c) => got.push(c));
  await wb.monitor.broadcastSample();
  assert.equal(got.length, 1);
  assert.deepEqual(validateContext(specs, got[0]), [], 'the sample is a valid instrument');
});

test('GetPrice resolves to a valid valuation; ViewQuote and StartChat return nothing; an unhandled intent finds no app', async () => {
  const wb = await started();
  const priced = await wb.fdc3.raiseIntent(priceIntent, acme);
  assert.equal(priced.source.appId, 'pricer');
  const valuation = await priced.getResult();
  assert.deepEqual(validateContext(specs, valuation), []);
  assert.equal((valuation as {price?: number}).price, samplePrice('ACME'));

  const quote = await wb.fdc3.raiseIntent('ViewQuote', acme);
  await assert.rejects(quote.getResult(), /NoResultReturned/);
  const chat = await wb.fdc3.raiseIntent('StartChat', {type: 'fdc3.contact', id: {email: 'someone@example.org'}});
  await assert.rejects(chat.getResult(), /NoResultReturned/);
  assert.match(wb.chat.events.get()[0].text, /StartChat/);

  await assert.rejects(wb.fdc3.raiseIntent('ViewChart', acme), /NoAppsFound/);
  const noId = await wb.fdc3.raiseIntent(priceIntent, {type: 'fdc3.instrument', id: {}});
  await assert.rejects(noId.getResult(), /IntentHandlerRejected/);
});

test("raising by context offers Pricer's two intents in the resolver", async () => {
  let offered: string[] = [];
  const wb = await started(async (request) => {
    offered = request.options.map((o) => `${o.appId}:${o.intent}`);
    return request.options.find((o) => o.intent === priceIntent);
  });
  const resolution = await wb.fdc3.raiseIntentForContext(acme);
  assert.deepEqual(offered.sort(), ['pricer:GetPrice', 'pricer:ViewQuote']);
  assert.equal(resolution.intent, priceIntent);
});

test('updateAt changes one value in a copy, creating objects on the way and removing on undefined', () => {
  const before = {type: 'fdc3.instrument', id: {ticker: 'ACME'}, list: [{a: 1}, {a: 2}]};
  const snapshot = structuredClone(before);
  assert.deepEqual(
    updateAt(before, ['market', 'MIC'], () => 'XNAS'),
    {...before, market: {MIC: 'XNAS'}},
  );
  assert.deepEqual(
    updateAt(before, ['id', 'ticker'], () => undefined),
    {...before, id: {}},
  );
  assert.deepEqual(
    updateAt(before, ['list', 0], () => undefined),
    {...before, list: [{a: 2}]},
  );
  assert.deepEqual(
    updateAt(before, ['list', 1, 'a'], () => 3),
    {...before, list: [{a: 1}, {a: 3}]},
  );
  assert.deepEqual(before, snapshot, 'the input is not changed');
  assert.equal(getAt(before, ['list', 1, 'a']), 2);
  assert.equal(getAt(before, ['id', 'ticker', 'x']), undefined);
  assert.equal(pathLabel(['instruments', 0, 'id', 'ticker']), 'instruments[0].id.ticker');
});

test('skeletons hold the type and the objects and lists it requires', () => {
  assert.deepEqual(skeleton(specs, 'fdc3.instrument'), {type: 'fdc3.instrument', id: {}});
  assert.deepEqual(skeleton(specs, 'fdc3.position'), {type: 'fdc3.position', instrument: {type: 'fdc3.instrument', id: {}}});
  assert.deepEqual(skeleton(specs, 'fdc3.instrumentList'), {type: 'fdc3.instrumentList', instruments: []});
  assert.deepEqual(skeleton(specs, 'fdc3.email'), {type: 'fdc3.email', recipients: {}});
  assert.deepEqual(skeleton(specs, 'example.thing'), {type: 'example.thing'});
  // Only the required values left out are reported, by name.
  assert.deepEqual(
    validateContext(specs, skeleton(specs, 'fdc3.position')).map((p) => p.path),
    ['holding'],
  );
  for (const spec of specs) {
    const problems = validateContext(specs, skeleton(specs, spec.type));
    for (const p of problems)
      assert.ok(spec.fields.some((f) => f.required && f.path === p.path) || p.path === 'recipients.type', `${spec.type}: ${p.message}`);
  }
});
