/**
 * The simulated Desktop Agent of the FDC3 1.x family, typed against each
 * version's own interface: 1.0 against the typed 1.0 module of this site
 * (`src/fdc3/fdc3-1.0`, since 1.0 published no npm typings), 1.1 against
 * `@finos/fdc3@1.1.1` and 1.2 against `@finos/fdc3@1.2.0`. Each version gets
 * only the members it had: 1.0 has no channels, and `raiseIntentForContext`
 * and `getInfo` arrive in 1.2. What every version does alike is in the facade
 * kit (`facade.ts`); this file keeps what 1.x does its own way: apps named by
 * name, listeners returned at once, handlers that get the context alone.
 */
import type * as F10 from '../../fdc3/fdc3-1.0';
import type * as F11 from 'fdc3-1.1';
import type * as F12 from 'fdc3-1.2';
import {DesktopCore, type ChannelDef, type Ctx, type DirectoryApp, type Resolver} from './core';
import {AppSession, type Dialect, type Target} from './facade';

export type Version1 = '1.0' | '1.1' | '1.2';

/**
 * 1.1 as its documents describe it. The npm 1.1.1 typings type
 * `getCurrentChannel` as `Promise<Channel>` and lack `leaveCurrentChannel`;
 * the 1.1 reference and changelog have both, with `null` when no channel is
 * joined. The toolbox follows the documents.
 */
export type Agent11 = Omit<F11.DesktopAgent, 'getCurrentChannel'> & {
  getCurrentChannel(): Promise<F11.Channel | null>;
  leaveCurrentChannel(): Promise<void>;
};

export interface Agents1 {
  '1.0': F10.DesktopAgent;
  '1.1': Agent11;
  '1.2': F12.DesktopAgent;
}

/** The name an app calls the agent by: 1.0's documents call it `agent`, later ones `fdc3`. */
export function receiverName(version: Version1): string {
  return version === '1.0' ? 'agent' : 'fdc3';
}

/** 1.0's implicit shared bus: every app is on it, and it is never shown as a channel. */
const desktopBus: ChannelDef = {id: 'desktop', kind: 'desktop'};

/**
 * The system channels of this desktop. 1.x leaves the set to the agent; it
 * must include 'global' (deprecated in 1.2), which pickers may hide.
 */
export const systemChannels1: readonly ChannelDef[] = [
  {id: 'global', kind: 'system', display: {name: 'Global'}},
  {id: 'red', kind: 'system', display: {name: 'Red', color: 'red'}},
  {id: 'green', kind: 'system', display: {name: 'Green', color: 'green'}},
  {id: 'blue', kind: 'system', display: {name: 'Blue', color: 'blue'}},
];

/**
 * 1.x's ResolveError has no value for a resolver the user closes (2.0 added
 * `UserCancelledResolution`, #522). This agent rejects with the 1.x value
 * nearest to "the resolver gave no choice": `ResolverUnavailable`, which
 * every 1.x version defines (the type keeps it a value of each one's enum).
 */
export const cancelledMessage1: `${F10.ResolveError}` & `${F11.ResolveError}` & `${F12.ResolveError}` = 'ResolverUnavailable';

export interface Desktop1<V extends Version1> {
  version: V;
  core: DesktopCore;
  /** The agent as one app sees it. */
  connect(appId: string): Agents1[V];
}

type Handler = (context: F12.Context) => void;

/** An IntentResolution that every 1.x version accepts: the source as the app's name. */
interface Resolution1 {
  readonly source: string;
  readonly version: string;
}

export function createDesktop1<V extends Version1>(version: V, apps: readonly DirectoryApp[], resolve: Resolver): Desktop1<V> {
  const channels = version === '1.0' ? [desktopBus] : systemChannels1;
  const core = new DesktopCore({apps, channels, resolve, deliverOnListen: false});
  const dialect: Dialect = {
    receiver: receiverName(version),
    joinable: 'channel',
    desktopBus: version === '1.0',
    errors: {noApps: 'NoAppsFound', cancelled: cancelledMessage1, unknownTarget: 'NoAppsFound', notDelivered: 'NoAppsFound'},
  };

  function connect(appId: string): Agents1[V] {
    const session = new AppSession(core, appId, dialect);
    if (version === '1.0') core.join(appId, desktopBus.id);

    /** 1.x names apps by name, or by an AppMetadata with that name. */
    const targetOf = (target: F12.TargetApp): Target => {
      const label = typeof target === 'string' ? target : target.name;
      return {appId: core.appByName(label)?.appId, label};
    };
    const appMetadata = (id: string): F12.AppMetadata => {
      const app = core.app(id);
      return {name: app?.name ?? id, title: app?.title};
    };
    /** A 1.x handler gets the context alone: no metadata, no origin. */
    const contextOnly = (handler: Handler) => (context: Ctx) => handler(context as F12.Context);

    async function raise(args: unknown[], intent: string | undefined, context: F12.Context, target?: F12.TargetApp): Promise<Resolution1> {
      const {option} = await session.raise(args, intent, context as Ctx, target === undefined ? undefined : targetOf(target));
      return {source: core.app(option.appId)?.name ?? option.appId, version};
    }

    function channelObject(def: ChannelDef): F12.Channel {
      const on = `channel("${def.id}")`;
      return {
        id: def.id,
        type: def.kind === 'app' ? 'app' : 'system',
        displayMetadata: def.display,
        broadcast: (context: F12.Context) => session.broadcastOn(def, on, context as Ctx),
        getCurrentContext: async (contextType?: string) => session.getCurrentContext(def, on, contextType) as F12.Context | null,
        addContextListener: (a: string | null | Handler, b?: Handler): F12.Listener =>
          session.addContextListener(a, b, contextOnly, {def, on}),
      };
    }

    const open = async (target: F12.TargetApp, context?: F12.Context): Promise<void> => {
      session.open([target, context], targetOf(target), context as Ctx | undefined);
    };
    const findIntent = async (intent: string, context?: F12.Context): Promise<F12.AppIntent> =>
      session.findIntent([intent, context], intent, context as Ctx | undefined, appMetadata);
    const findIntentsByContext = async (context: F12.Context): Promise<F12.AppIntent[]> =>
      session.findIntentsByContext([context], context as Ctx, appMetadata);
    const broadcast = (context: F12.Context): void => session.broadcast(context as Ctx);
    const raiseIntent = (intent: string, context: F12.Context, target?: F12.TargetApp) =>
      raise([intent, context, target], intent, context, target);
    const addIntentListener = (intent: string, handler: Handler): F12.Listener =>
      session.addIntentListener(intent, contextOnly(handler), [intent, handler]);
    const addContextListener = (a: string | null | Handler, b?: Handler): F12.Listener => session.addContextListener(a, b, contextOnly);

    const agent10: F10.DesktopAgent = {
      open: (name: string, context?: F10.Context) => open(name, context as F12.Context | undefined),
      findIntent: (intent: string, context?: F10.Context) => findIntent(intent, context as F12.Context | undefined),
      findIntentsByContext: (context: F10.Context) => findIntentsByContext(context as F12.Context),
      broadcast: (context: F10.Context) => broadcast(context as F12.Context),
      raiseIntent: (intent: string, context: F10.Context, target?: string) => raiseIntent(intent, context as F12.Context, target),
      addIntentListener: (intent: string, handler: (context: F10.Context) => void) => addIntentListener(intent, handler),
      addContextListener: (handler: (context: F10.Context) => void) => addContextListener(handler),
    };
    if (version === '1.0') return agent10 as Agents1[V];

    const channelCalls = {
      async getSystemChannels(): Promise<F12.Channel[]> {
        return session.listChannels('getSystemChannels', 'system').map(channelObject);
      },
      async joinChannel(channelId: string): Promise<void> {
        session.join('joinChannel', channelId, (def) => def.kind !== 'desktop');
      },
      async getOrCreateChannel(channelId: string): Promise<F12.Channel> {
        return channelObject(session.getOrCreateChannel(channelId, 'reuse'));
      },
      async getCurrentChannel(): Promise<F12.Channel | null> {
        const def = session.getCurrentChannel();
        return def ? channelObject(def) : null;
      },
      async leaveCurrentChannel(): Promise<void> {
        session.leaveCurrentChannel();
      },
    };

    const agent11: Agent11 = {
      open: (name: string, context?: F11.Context) => open(name, context),
      findIntent,
      findIntentsByContext,
      broadcast,
      raiseIntent: (intent: string, context: F11.Context, target?: string) => raiseIntent(intent, context, target),
      addIntentListener,
      addContextListener,
      ...channelCalls,
    };
    if (version === '1.1') return agent11 as Agents1[V];

    const agent12: F12.DesktopAgent = {
      open,
      findIntent,
      findIntentsByContext,
      broadcast,
      raiseIntent,
      raiseIntentForContext: (context: F12.Context, target?: F12.TargetApp) => raise([context, target], undefined, context, target),
      addIntentListener,
      addContextListener,
      ...channelCalls,
      getInfo() {
        session.log('getInfo', [], 'described itself');
        return {fdc3Version: '1.2', provider: 'FDC3 docs toolbox'};
      },
    };
    return agent12 as Agents1[V];
  }

  return {version, core, connect};
}
