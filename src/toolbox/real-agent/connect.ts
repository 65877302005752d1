/**
 * The Workbench's app on a real Desktop Agent: what `getInfo()` says, and the
 * calls the Workbench makes, made on that agent in its own version's terms
 * and logged as answered by it.
 *
 * - 2.0 (and later 2.x, which keep 2.0's calls): the calls as they are.
 * - 1.2: `getSystemChannels` and `joinChannel` behind the 2.0 names; listeners
 *   come back at once (1.2's `addContextListener` returns a `Listener`, not a
 *   promise); handlers get the context alone; an `IntentResolution` has no
 *   `getResult()`; no private channels.
 * - Any call the agent lacks is disabled with the reason.
 *
 * Facts from the typings of `@finos/fdc3@1.2.0` and `@finos/fdc3@2.0.3`. A
 * rejection or a throw is logged with its standard name (`./errors.ts`) and
 * handed on to the control that made the call, which shows it.
 */
import type * as F12 from 'fdc3-1.2';
import type * as F20 from 'fdc3-2.0';
import {formatValue} from '../agent/core';
import {formatCall} from '../agent/facade';
import {Store} from '../workbench/desktop';
import type {ShownChannel, WorkbenchAgent, WorkbenchCall} from '../workbench/session';
import type {FoundAgent} from './detect';
import {errorMessage, standardErrorName, type AgentVersion} from './errors';
import type {AgentInfo, Record_} from './info';

const app = 'Workbench';

/** The Workbench's calls on a real agent of a version the Workbench speaks. */
export function connectReal(found: FoundAgent, info: AgentInfo & {version: AgentVersion}, record: Record_): WorkbenchAgent {
  const {version, provider} = info;
  const raw = found as unknown as Record<string, unknown>;
  const has = (member: string): boolean => typeof raw[member] === 'function';
  const a20 = found as F20.DesktopAgent;
  const a12 = found as F12.DesktopAgent;

  const names: Partial<Record<WorkbenchCall, string>> =
    version === '1.2' ? {getUserChannels: 'getSystemChannels', joinUserChannel: 'joinChannel'} : {};
  const nameOf = (call: WorkbenchCall): string => names[call] ?? call;

  const unsupported: Partial<Record<WorkbenchCall, string>> = {};
  const calls: WorkbenchCall[] = [
    'getUserChannels',
    'joinUserChannel',
    'leaveCurrentChannel',
    'getCurrentChannel',
    'getOrCreateChannel',
    'addContextListener',
    'broadcast',
    'raiseIntent',
    'raiseIntentForContext',
    'open',
  ];
  for (const call of calls) {
    if (!has(nameOf(call))) unsupported[call] = `${provider} has no ${nameOf(call)}()`;
  }
  if (version === '1.2') {
    unsupported.getResult = 'FDC3 1.2 has no IntentResolution.getResult(): a 1.2 resolution names the app that took the intent';
    unsupported.createPrivateChannel = 'FDC3 1.2 has no private channels (they arrived in 2.0)';
  } else if (info.optionalFeatures?.UserChannelMembershipAPIs === false) {
    const reason = `${provider} reports optionalFeatures.UserChannelMembershipAPIs as false: it does not offer joining user channels from the app`;
    unsupported.joinUserChannel = reason;
    unsupported.leaveCurrentChannel = reason;
  }

  const log = (member: string, args: readonly unknown[], text: string, on = 'fdc3', iface = 'DesktopAgent'): void =>
    record({app, kind: 'call', code: formatCall(on, member, args), member: `${iface}.${member}`, text, answeredBy: provider, version});
  const answered = (text: string): void => record({app, kind: 'event', text, answeredBy: provider});
  const failed = (what: string, error: unknown): never => {
    record({app, kind: 'error', text: `${what}: ${provider} rejected with ${standardErrorName(version, error)}`, answeredBy: provider});
    throw error instanceof Error ? error : new Error(errorMessage(error));
  };

  /** Makes a logged call: the call, then the agent's answer or its error. */
  async function call<T>(
    member: string,
    args: readonly unknown[],
    run: () => T | Promise<T>,
    describe: (value: T) => string,
    on?: string,
    iface?: string,
  ): Promise<T> {
    log(member, args, `sent to ${provider}`, on, iface);
    let value: T;
    try {
      value = await run();
    } catch (error) {
      return failed(`${on ?? 'fdc3'}.${member}`, error);
    }
    answered(describe(value));
    return value;
  }

  /** A handler that logs each context the agent delivers, then hands it on with what the version gives. */
  const delivering =
    (handler: F20.ContextHandler, where: string): F20.ContextHandler =>
    (context, metadata) => {
      const from = metadata?.source?.appId ? ` from ${metadata.source.appId}` : '';
      record({app, kind: 'delivery', text: `got a ${context.type}${from} ${where}`, answeredBy: provider});
      handler(context, metadata);
    };

  const listenerOf = (listener: F20.Listener | F12.Listener, what: string): F20.Listener => ({
    unsubscribe: () => {
      record({
        app,
        kind: 'call',
        code: `${what}.unsubscribe()`,
        member: 'Listener.unsubscribe',
        text: `sent to ${provider}`,
        answeredBy: provider,
        version,
      });
      try {
        void listener.unsubscribe();
      } catch (error) {
        record({app, kind: 'error', text: `unsubscribe() threw: ${errorMessage(error)}`, answeredBy: provider});
      }
    },
  });

  function wrapChannel(channel: F20.Channel | F12.Channel): F20.Channel {
    const on = `channel("${channel.id}")`;
    const wrapped = {
      id: channel.id,
      type: channel.type as F20.Channel['type'],
      displayMetadata: channel.displayMetadata,
      broadcast: (context: F20.Context) =>
        call(
          'broadcast',
          [context],
          () => (channel as F20.Channel).broadcast(context),
          () => `${provider} took it on ${channel.id}`,
          on,
          'Channel',
        ),
      getCurrentContext: (contextType?: string) =>
        call(
          'getCurrentContext',
          [contextType],
          () => channel.getCurrentContext(contextType) as Promise<F20.Context | null>,
          (got) => (got ? `got a ${got.type}` : 'null: the channel holds none'),
          on,
          'Channel',
        ),
      addContextListener: (a: string | null | F20.ContextHandler, b?: F20.ContextHandler) => {
        const [type, handler] = typeof a === 'function' ? [null, a] : [a, b as F20.ContextHandler];
        return call(
          'addContextListener',
          [type, handler],
          async () =>
            listenerOf(await (channel as F20.Channel).addContextListener(type, delivering(handler, `on ${channel.id}`)), 'channelListener'),
          () => `${provider} added the listener on ${channel.id}`,
          on,
          'Channel',
        );
      },
    };
    return wrapped as F20.Channel;
  }

  const userChannels = new Store<readonly F20.Channel[]>([]);
  const joined = new Store<ShownChannel | undefined>(undefined);
  const channelIds = (list: readonly {id: string}[]): string => list.map((c) => c.id).join(', ') || 'none';

  const fdc3: WorkbenchAgent['fdc3'] = {
    getUserChannels: () =>
      call(
        nameOf('getUserChannels'),
        [],
        async () => (version === '1.2' ? await a12.getSystemChannels() : await a20.getUserChannels()).map(wrapChannel),
        (list) => `got ${channelIds(list)}`,
      ),
    joinUserChannel: async (channelId: string) => {
      await call(
        nameOf('joinUserChannel'),
        [channelId],
        () => (version === '1.2' ? a12.joinChannel(channelId) : a20.joinUserChannel(channelId)),
        () => `joined ${channelId}`,
      );
      joined.set(userChannels.get().find((c) => c.id === channelId) ?? {id: channelId});
    },
    leaveCurrentChannel: async () => {
      await call(
        'leaveCurrentChannel',
        [],
        () => a20.leaveCurrentChannel(),
        () => 'left the channel',
      );
      joined.set(undefined);
    },
    // 1.2 and 2.0 alike: the channel joined, or null.
    getCurrentChannel: () =>
      call(
        'getCurrentChannel',
        [],
        async () => {
          const current = await (found as F20.DesktopAgent).getCurrentChannel();
          return current ? wrapChannel(current) : null;
        },
        (c) => (c ? `on ${c.id}` : 'null: not on a channel'),
      ),
    getOrCreateChannel: (channelId: string) =>
      call(
        'getOrCreateChannel',
        [channelId],
        async () => wrapChannel(await a20.getOrCreateChannel(channelId)),
        (c) => `got ${c.type} channel ${c.id}`,
      ),
    addContextListener: ((a: string | null | F20.ContextHandler, b?: F20.ContextHandler) => {
      const [type, handler] = typeof a === 'function' ? [null, a] : [a, b as F20.ContextHandler];
      return call(
        'addContextListener',
        [type, handler],
        // 1.2 returns the Listener itself, 2.0 a promise of it: awaiting takes both.
        async () =>
          listenerOf(
            await (found as F20.DesktopAgent).addContextListener(type, delivering(handler, 'on the joined channel')),
            'contextListener',
          ),
        () => `${provider} added the listener`,
      );
    }) as F20.DesktopAgent['addContextListener'],
    broadcast: (context: F20.Context) =>
      call(
        'broadcast',
        [context],
        () => a20.broadcast(context),
        () => `${provider} took it`,
      ),
    raiseIntent: (intent: string, context: F20.Context) =>
      call(
        'raiseIntent',
        [intent, context],
        async () => resolution(await (found as F20.DesktopAgent).raiseIntent(intent, context), intent),
        describeResolution,
      ),
    raiseIntentForContext: (context: F20.Context) =>
      call(
        'raiseIntentForContext',
        [context],
        async () => resolution(await (found as F20.DesktopAgent).raiseIntentForContext(context), undefined),
        describeResolution,
      ),
    // 2.0: an AppIdentifier in, the opened instance's AppIdentifier out. 1.2: the app's name in (a TargetApp), nothing out.
    open: async (app: string, context?: F20.Context) => {
      if (version === '1.2') {
        await call(
          'open',
          [app, context],
          () => a12.open(app, context as F12.Context | undefined),
          () => `${provider} opened ${app} (FDC3 1.2's open resolves to nothing)`,
        );
        return undefined;
      }
      const target: F20.AppIdentifier = {appId: app};
      return call(
        'open',
        [target, context],
        () => a20.open(target, context),
        (opened) => `open resolved to ${formatValue(opened)}`,
      );
    },
  };

  /** A resolution in 2.0's shape; a 1.2 one names the app (a name or an AppMetadata) and has no getResult. */
  function resolution(got: F20.IntentResolution | F12.IntentResolution, intent: string | undefined): F20.IntentResolution {
    if (version === '2.0') {
      const r = got as F20.IntentResolution;
      return {
        source: r.source,
        intent: r.intent,
        version: r.version,
        getResult: () =>
          call(
            'getResult',
            [],
            () => r.getResult(),
            (value) => (value === undefined ? 'the handler returned nothing' : `got ${formatValue(value)}`),
            'resolution',
            'IntentResolution',
          ),
      };
    }
    const r = got as F12.IntentResolution;
    const source = typeof r.source === 'string' ? r.source : r.source.name;
    return {
      source: {appId: source},
      intent: intent ?? '(the agent chose)',
      version: r.version,
      getResult: () => Promise.reject(new Error(unsupported.getResult)),
    };
  }
  const describeResolution = (r: F20.IntentResolution): string =>
    `resolved by ${r.source.appId}${r.source.instanceId ? ` (${r.source.instanceId})` : ''}`;

  return {
    kind: 'real',
    name: provider,
    version,
    fdc3,
    joined,
    userChannels,
    unsupported,
    async start() {
      if (!unsupported.getUserChannels) userChannels.set(await fdc3.getUserChannels().catch(() => []));
      if (has('getCurrentChannel')) {
        try {
          const current = await a20.getCurrentChannel();
          if (current) joined.set(userChannels.get().find((c) => c.id === current.id) ?? {id: current.id});
        } catch {
          // The joined channel stays unknown; the reader's join sets it.
        }
      }
    },
  };
}
