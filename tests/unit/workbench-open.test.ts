/**
 * The Workbench's `open` (issue 28): the reader's app names the app as the
 * agent in use does, and each agent gets its own version's call. On the
 * simulated 2.0 desktop and a real 2.0 agent, `open({appId}, context?)`,
 * resolving to an AppIdentifier that the log shows; on a real 1.2 agent,
 * `open(name, context?)`, resolving to nothing. Rejections keep their
 * standard names, and an agent without `open` has the call disabled with the
 * reason. The real agents here are plain objects written from the typings.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LogEntry, Resolver} from '../../src/toolbox/agent/core';
import type {FoundAgent} from '../../src/toolbox/real-agent/detect';
import {connectReal} from '../../src/toolbox/real-agent/connect';
import {appFor, createWorkbenchDesktop, openableApps} from '../../src/toolbox/workbench/desktop';
import {simulatedAgent} from '../../src/toolbox/workbench/session';

const never: Resolver = async () => assert.fail('the resolver should not be shown');
const portfolio = {type: 'fdc3.portfolio', name: 'Growth fund', positions: []};

test('on the simulated desktop, open({appId}) resolves to the AppIdentifier, hands Channel Monitor the context, and the log shows both', async () => {
  const wb = createWorkbenchDesktop(never);
  await wb.start();
  const agent = simulatedAgent(wb);
  wb.core.clearLog();
  assert.deepEqual(await agent.fdc3.open('monitor', portfolio), {appId: 'monitor', instanceId: 'monitor-1'});
  const log = wb.core.log.map((e) => `${e.app} ${e.kind} ${e.code ?? ''} ${e.text}`);
  assert.match(log[0], /^Workbench call fdc3\.open\(\{appId: "monitor"\}, \{type: "fdc3\.portfolio"/);
  assert.ok(log.some((l) => l.startsWith('Channel Monitor event') && l.includes('handed the context to 1 listener')));
  assert.equal(log.at(-1), 'Workbench event  open resolved to {appId: "monitor", instanceId: "monitor-1"}');
  assert.match(wb.monitor.events.get()[0].text, /got a fdc3\.portfolio from Workbench/);

  await assert.rejects(agent.fdc3.open('blotter'), /^Error: AppNotFound$/);
  assert.match(wb.core.log.at(-1)!.text, /rejected with AppNotFound/);
});

test('on the simulated desktop, open with a context that the app has no listener for rejects with AppTimeout, and without a context resolves', async () => {
  const wb = createWorkbenchDesktop(never);
  await wb.start();
  const agent = simulatedAgent(wb);
  wb.core.clearLog();
  await assert.rejects(agent.fdc3.open('pricer', portfolio), /^Error: AppTimeout$/);
  assert.match(wb.core.log.at(-1)!.text, /has no context listener for a fdc3\.portfolio: rejected with AppTimeout/);
  assert.deepEqual(await agent.fdc3.open('pricer'), {appId: 'pricer', instanceId: 'pricer-1'});
});

test('the apps offered are the directory but the Workbench itself; a 1.2 agent gets their names', () => {
  assert.deepEqual(
    openableApps.map((a) => a.appId),
    ['monitor', 'pricer', 'chat'],
  );
  assert.equal(appFor('2.0', 'monitor'), 'monitor');
  assert.equal(appFor('1.2', 'monitor'), 'ChannelMonitor');
  assert.equal(appFor('1.2', 'SomeApp'), 'SomeApp', 'an app the directory lacks is sent as typed');
});

/** A real agent of a version with `open` only (and what start() reads), recording what reaches it. */
function fakeAgent(version: '1.2' | '2.0', open?: (app: unknown, context?: unknown) => Promise<unknown>) {
  const calls: unknown[][] = [];
  const agent = {
    ...(open && {
      open: (app: unknown, context?: unknown) => {
        calls.push([app, context]);
        return open(app, context);
      },
    }),
  };
  const log: Omit<LogEntry, 'id'>[] = [];
  const connected = connectReal(agent as unknown as FoundAgent, {version, provider: `Fake ${version}`}, (e) => log.push(e));
  return {calls, log, connected};
}

test('a real 2.0 agent is sent open({appId}, context) and its AppIdentifier is logged as its answer', async () => {
  const {calls, log, connected} = fakeAgent('2.0', async (app) => ({...(app as object), instanceId: 'i-7'}));
  assert.equal(connected.unsupported.open, undefined);
  assert.deepEqual(await connected.fdc3.open('risk-dashboard', portfolio), {appId: 'risk-dashboard', instanceId: 'i-7'});
  assert.deepEqual(calls, [[{appId: 'risk-dashboard'}, portfolio]]);
  assert.match(log[0].code!, /^fdc3\.open\(\{appId: "risk-dashboard"\}, \{type: "fdc3\.portfolio"/);
  assert.equal(log[1].text, 'open resolved to {appId: "risk-dashboard", instanceId: "i-7"}');
  assert.equal(log[1].answeredBy, 'Fake 2.0');
});

test('a real 1.2 agent is sent open(name, context), resolves to nothing, and its rejection is named from 1.2’s OpenError', async () => {
  const ok = fakeAgent('1.2', async () => undefined);
  assert.equal(await ok.connected.fdc3.open('ChannelMonitor'), undefined);
  assert.deepEqual(ok.calls, [['ChannelMonitor', undefined]]);
  assert.equal(ok.log[0].code, 'fdc3.open("ChannelMonitor")');
  assert.match(ok.log[1].text, /opened ChannelMonitor \(FDC3 1\.2's open resolves to nothing\)/);

  const failing = fakeAgent('1.2', () => Promise.reject(new Error('ErrorOnLaunch')));
  await assert.rejects(failing.connected.fdc3.open('Blotter', portfolio), /ErrorOnLaunch/);
  assert.equal(failing.log.at(-1)!.text, 'fdc3.open: Fake 1.2 rejected with OpenError.ErrorOnLaunch');
});

test('an agent without open has the call disabled with the reason', () => {
  assert.equal(fakeAgent('2.0').connected.unsupported.open, 'Fake 2.0 has no open()');
});
