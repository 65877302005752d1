/**
 * A minimal Desktop Agent for the browser tests, written from the API's typings
 * (`@finos/fdc3@2.0.3` and `@finos/fdc3@1.2.0`) and sharing no code with the
 * toolbox's simulator (src/toolbox/agent). `page.addInitScript(installStandIn, options)`
 * puts it at `window.fdc3` before the page's scripts run (or after a while, with
 * the `fdc3Ready` event). It records every call that reaches it in
 * `window.standIn.calls`, and `window.standIn.deliver(context)` hands a context
 * to the listeners the page added, as another app's broadcast would.
 *
 * The function runs in the page: Playwright sends its source, so it must not
 * refer to anything outside itself (types excepted).
 */
import type * as F12 from 'fdc3-1.2';
import type * as F20 from 'fdc3-2.0';

export interface StandInOptions {
  version: '2.0' | '1.2';
  provider: string;
  /** Put the agent in place after this many milliseconds and fire `fdc3Ready` (0: before the page loads). */
  lateMs?: number;
  /** Members that throw at once instead of answering. */
  throwing?: string[];
  /** Members that reject with the given error string (a value of the version's error enums). */
  rejecting?: Record<string, string>;
  /** Leave `getInfo` out, as a 1.0 or 1.1 agent would. */
  noInfo?: boolean;
  /** Members to leave out, as an agent that lacks them would. */
  missing?: string[];
}

/** One call that reached the stand-in: the member and its arguments (functions shown as "function"). */
export interface StandInCall {
  member: string;
  args: unknown[];
}

export interface StandInHandle {
  calls: StandInCall[];
  deliver(context: {type: string}): number;
}

export function installStandIn(options: StandInOptions): void {
  const calls: StandInCall[] = [];
  type Handler = (context: F20.Context, metadata?: F20.ContextMetadata) => void;
  const listeners: {type: string | null; handler: Handler}[] = [];
  const record = (member: string, args: unknown[]): void => {
    calls.push({
      member,
      args: args.map((a) => (typeof a === 'function' ? 'function' : (JSON.parse(JSON.stringify(a ?? null)) as unknown))),
    });
    if (options.throwing?.includes(member)) throw new TypeError(`stand-in: ${member} is broken`);
  };
  /** Answers with `value`, or rejects with the error string the options name for the member. */
  const answer = <T>(member: string, value: () => T): Promise<T> => {
    const error = options.rejecting?.[member];
    return error === undefined ? Promise.resolve().then(value) : Promise.reject(new Error(error));
  };
  const is20 = options.version === '2.0';
  const source = {appId: 'stand-in-peer', instanceId: 'peer-1'};
  const colours = ['red', 'blue'];
  const listenerFor = (entry: {type: string | null; handler: Handler}): F20.Listener => ({
    unsubscribe: () => {
      calls.push({member: 'Listener.unsubscribe', args: []});
      listeners.splice(listeners.indexOf(entry), 1);
    },
  });
  const addListener = (member: string, a: string | null | Handler, b?: Handler): F20.Listener => {
    const entry = typeof a === 'function' ? {type: null, handler: a} : {type: a, handler: b as Handler};
    record(member, [entry.type, entry.handler]);
    listeners.push(entry);
    return listenerFor(entry);
  };
  const channel = (id: string, type: string, name?: string) => ({
    id,
    type,
    displayMetadata: name ? {name} : undefined,
    broadcast(context: F20.Context) {
      record(`Channel(${id}).broadcast`, [context]);
      return is20 ? answer(`Channel.broadcast`, () => undefined) : undefined;
    },
    getCurrentContext(contextType?: string) {
      record(`Channel(${id}).getCurrentContext`, [contextType]);
      return Promise.resolve(null);
    },
    addContextListener(a: string | null | Handler, b?: Handler) {
      const listener = addListener(`Channel(${id}).addContextListener`, a, b);
      return is20 ? Promise.resolve(listener) : listener;
    },
  });
  const channels = colours.map((c) => channel(`stand-in.${c}`, is20 ? 'user' : 'system', `Stand-in ${c}`));

  const common = {
    broadcast(context: F20.Context) {
      record('broadcast', [context]);
      return is20 ? answer('broadcast', () => undefined) : undefined;
    },
    raiseIntent(intent: string, context: F20.Context) {
      record('raiseIntent', [intent, context]);
      return answer('raiseIntent', () =>
        is20
          ? ({
              source,
              intent,
              version: '2.0',
              getResult: () => Promise.resolve({type: 'fdc3.valuation', value: 42, price: 42, CURRENCY_ISOCODE: 'EUR'}),
            } satisfies F20.IntentResolution)
          : ({source: 'StandInPeer', version: '1.2'} satisfies F12.IntentResolution),
      );
    },
    raiseIntentForContext(context: F20.Context) {
      record('raiseIntentForContext', [context]);
      return answer('raiseIntentForContext', () =>
        is20
          ? ({source, intent: 'ViewInstrument', version: '2.0', getResult: () => Promise.resolve(undefined)} satisfies F20.IntentResolution)
          : ({source: 'StandInPeer', version: '1.2'} satisfies F12.IntentResolution),
      );
    },
    addContextListener(a: string | null | Handler, b?: Handler) {
      const listener = addListener('addContextListener', a, b);
      // 1.2 returns the Listener itself; 2.0 a promise of it.
      return is20 ? Promise.resolve(listener) : listener;
    },
    getOrCreateChannel(channelId: string) {
      record('getOrCreateChannel', [channelId]);
      return answer('getOrCreateChannel', () => channel(channelId, 'app'));
    },
    getCurrentChannel() {
      record('getCurrentChannel', []);
      return Promise.resolve(null);
    },
    leaveCurrentChannel() {
      record('leaveCurrentChannel', []);
      return Promise.resolve();
    },
    // 2.0: open(app: AppIdentifier | string, context?): Promise<AppIdentifier>, the new instance's identifier.
    // 1.2: open(app: TargetApp, context?): Promise<void>, where a TargetApp is a name or an AppMetadata.
    open(app: F20.AppIdentifier | F12.TargetApp, context?: F20.Context) {
      record('open', [app, context]);
      const id = typeof app === 'string' ? app : 'name' in app ? app.name : app.appId;
      return answer('open', () => (is20 ? ({appId: id, instanceId: `${id}-opened`} satisfies F20.AppIdentifier) : undefined));
    },
  };
  const join = (member: string) => (channelId: string) => {
    record(member, [channelId]);
    return channels.some((c) => c.id === channelId) ? answer(member, () => undefined) : Promise.reject(new Error('NoChannelFound'));
  };
  const agent = is20
    ? {
        ...common,
        getInfo() {
          record('getInfo', []);
          return Promise.resolve({
            fdc3Version: '2.0',
            provider: options.provider,
            providerVersion: '0.1',
            optionalFeatures: {OriginatingAppMetadata: true, UserChannelMembershipAPIs: true},
            appMetadata: {appId: 'fdc3-workbench', instanceId: 'wb-1'},
          });
        },
        getUserChannels() {
          record('getUserChannels', []);
          return Promise.resolve(channels);
        },
        joinUserChannel: join('joinUserChannel'),
      }
    : {
        ...common,
        getInfo() {
          record('getInfo', []);
          // 1.2's getInfo answers at once, not in a promise.
          return {fdc3Version: '1.2', provider: options.provider, providerVersion: '0.1'};
        },
        getSystemChannels() {
          record('getSystemChannels', []);
          return Promise.resolve(channels);
        },
        joinChannel: join('joinChannel'),
      };
  if (options.noInfo) delete (agent as {getInfo?: unknown}).getInfo;
  for (const member of options.missing ?? []) delete (agent as Record<string, unknown>)[member];

  const handle: StandInHandle = {
    calls,
    deliver(context) {
      const reached = listeners.filter((l) => l.type === null || l.type === context.type);
      for (const l of reached) {
        if (is20) l.handler(context as F20.Context, {source});
        else l.handler(context as F20.Context);
      }
      return reached.length;
    },
  };
  const w = window as unknown as {fdc3?: unknown; standIn?: StandInHandle};
  w.standIn = handle;
  const place = (): void => {
    w.fdc3 = agent;
    window.dispatchEvent(new Event('fdc3Ready'));
  };
  if (options.lateMs) window.setTimeout(place, options.lateMs);
  else w.fdc3 = agent;
}
