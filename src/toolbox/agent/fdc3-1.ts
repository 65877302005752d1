/**
 * The simulated Desktop Agent of the FDC3 1.x family, typed against each
 * version's own interface: 1.0 against the typed 1.0 module of this site
 * (`src/fdc3/fdc3-1.0`, since 1.0 published no npm typings), 1.1 against
 * `@finos/fdc3@1.1.1` and 1.2 against `@finos/fdc3@1.2.0`. Each version gets
 * only the members it had: 1.0 has no channels, and `raiseIntentForContext`
 * and `getInfo` arrive in 1.2.
 */
import type * as F10 from '../../fdc3/fdc3-1.0';
import type * as F11 from 'fdc3-1.1';
import type * as F12 from 'fdc3-1.2';
import {
  contextListenerArgs,
  DesktopCore,
  formatCall,
  joinedTarget,
  type ChannelDef,
  type Ctx,
  type DirectoryApp,
  type Resolver,
} from './core';

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

/** No error string exists in 1.x for a resolver the user closes, so this agent rejects with this message. */
export const cancelledMessage1 = 'ResolverClosed';

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
  const receiver = receiverName(version);

  function connect(appId: string): Agents1[V] {
    const title = core.title(appId);
    if (version === '1.0') core.join(appId, desktopBus.id);

    const logCall = (member: string, args: readonly unknown[], text: string, on = receiver, iface = 'DesktopAgent'): void =>
      core.record({app: title, kind: 'call', code: formatCall(on, member, args), member: `${iface}.${member}`, text});
    const fail = (text: string): void => core.record({app: title, kind: 'error', text});

    const listener = (remove: () => void, what: string): F12.Listener => ({
      unsubscribe() {
        remove();
        core.record({app: title, kind: 'call', code: `${what}.unsubscribe()`, member: 'Listener.unsubscribe', text: 'listener removed'});
      },
    });

    const appNameOf = (target: F12.TargetApp | undefined): string | undefined =>
      target === undefined ? undefined : typeof target === 'string' ? target : target.name;

    const appMetadata = (id: string): F12.AppMetadata => {
      const app = core.app(id);
      return {name: app?.name ?? id, title: app?.title};
    };

    const appIntents = (intent: string | undefined, context: Ctx | undefined): F12.AppIntent[] =>
      core.appIntents(intent, context?.type, appMetadata);

    async function raise(intent: string | undefined, context: Ctx, target: F12.TargetApp | undefined): Promise<Resolution1> {
      const targetName = appNameOf(target);
      const targetApp = targetName === undefined ? undefined : core.appByName(targetName);
      if (targetName !== undefined && !targetApp) {
        fail(`no app is called "${targetName}": rejected with NoAppsFound`);
        throw new Error('NoAppsFound');
      }
      const option = await core.choose(appId, intent, context, targetApp?.appId, {noApps: 'NoAppsFound', cancelled: cancelledMessage1});
      const delivery = core.deliverIntent(appId, option, context);
      if (!delivery) {
        fail(`${core.title(option.appId)} has not added a listener for ${option.intent}: rejected with NoAppsFound`);
        throw new Error('NoAppsFound');
      }
      const source = core.app(option.appId)?.name ?? option.appId;
      core.record({app: title, kind: 'event', text: `resolved by ${core.title(option.appId)}`});
      return {source, version};
    }

    async function open(target: F12.TargetApp, context?: F12.Context): Promise<void> {
      const name = appNameOf(target) ?? '';
      logCall('open', [target, context], context ? `asks for ${name} with a ${context.type}` : `asks for ${name}`);
      const app = core.appByName(name);
      if (!app) {
        fail(`no app is called "${name}": rejected with AppNotFound`);
        throw new Error('AppNotFound');
      }
      const delivered = context ? core.deliverTo(app.appId, context as Ctx, appId) : 0;
      core.record({
        app: app.title,
        kind: 'event',
        text: `was already running, so the agent brought it to the front${context ? ` and handed the context to ${delivered} listener(s)` : ''}`,
      });
    }

    async function findIntent(intent: string, context?: F12.Context): Promise<F12.AppIntent> {
      logCall('findIntent', [intent, context], `asks which apps handle ${intent}`);
      const [found] = appIntents(intent, context as Ctx | undefined);
      if (!found) {
        fail('no app handles it: rejected with NoAppsFound');
        throw new Error('NoAppsFound');
      }
      core.record({app: title, kind: 'event', text: `found ${found.apps.map((a) => a.title ?? a.name).join(', ')}`});
      return found;
    }

    async function findIntentsByContext(context: F12.Context): Promise<F12.AppIntent[]> {
      logCall('findIntentsByContext', [context], `asks which intents take a ${context.type}`);
      const found = appIntents(undefined, context as Ctx);
      if (found.length === 0) {
        fail('no intent takes it: rejected with NoAppsFound');
        throw new Error('NoAppsFound');
      }
      core.record({app: title, kind: 'event', text: `found ${found.map((f) => f.intent.name).join(', ')}`});
      return found;
    }

    function broadcast(context: F12.Context): void {
      const channel = core.currentChannel(appId);
      if (!channel) {
        logCall('broadcast', [context], 'not joined to a channel, so nothing was sent');
        return;
      }
      const receivers = core.publish(appId, channel.id, context as Ctx);
      logCall('broadcast', [context], sentText(channel.id, version, receivers));
    }

    function addContextListener(a: string | null | Handler, b?: Handler): F12.Listener {
      const {contextType, handler, args} = contextListenerArgs(a, b);
      logCall('addContextListener', args, contextType ? `listens for ${contextType}` : 'listens for every context type');
      return listener(
        core.listen(appId, joinedTarget, contextType, (c) => handler(c as F12.Context)),
        'contextListener',
      );
    }

    function addIntentListener(intent: string, handler: Handler): F12.Listener {
      logCall('addIntentListener', [intent, handler], `handles ${intent}`);
      return listener(
        core.addIntentHandler(appId, intent, (c) => handler(c as F12.Context)),
        'intentListener',
      );
    }

    function channelObject(def: ChannelDef): F12.Channel {
      const on = `channel("${def.id}")`;
      return {
        id: def.id,
        type: def.kind === 'app' ? 'app' : 'system',
        displayMetadata: def.display,
        broadcast(context: F12.Context) {
          const receivers = core.publish(appId, def.id, context as Ctx);
          logCall('broadcast', [context], sentText(def.id, version, receivers), on, 'Channel');
        },
        async getCurrentContext(contextType?: string) {
          const current = core.currentContext(def.id, contextType) ?? null;
          logCall('getCurrentContext', [contextType], current ? `got a ${current.type}` : 'the channel holds none: null', on, 'Channel');
          return current as F12.Context | null;
        },
        addContextListener(a: string | null | Handler, b?: Handler): F12.Listener {
          const {contextType, handler, args} = contextListenerArgs(a, b);
          logCall('addContextListener', args, `listens on ${def.id}`, on, 'Channel');
          return listener(
            core.listen(appId, def.id, contextType, (c) => handler(c as F12.Context)),
            'channelListener',
          );
        },
      };
    }

    async function getSystemChannels(): Promise<F12.Channel[]> {
      const list = core.channelsOfKind('system');
      logCall('getSystemChannels', [], `got ${list.map((c) => c.id).join(', ')}`);
      return list.map(channelObject);
    }

    async function joinChannel(channelId: string): Promise<void> {
      const def = core.channel(channelId);
      if (!def || def.kind === 'desktop') {
        logCall('joinChannel', [channelId], 'no such channel: rejected with NoChannelFound');
        throw new Error('NoChannelFound');
      }
      logCall('joinChannel', [channelId], `joined ${channelId}`);
      core.join(appId, channelId);
    }

    async function getOrCreateChannel(channelId: string): Promise<F12.Channel> {
      const def = core.appChannel(channelId) ?? core.channel(channelId);
      if (!def) throw new Error('CreationFailed');
      logCall('getOrCreateChannel', [channelId], `got ${def.kind} channel ${channelId}`);
      return channelObject(def);
    }

    async function getCurrentChannel(): Promise<F12.Channel | null> {
      const def = core.currentChannel(appId);
      logCall('getCurrentChannel', [], def ? `joined to ${def.id}` : 'not joined: null');
      return def ? channelObject(def) : null;
    }

    async function leaveCurrentChannel(): Promise<void> {
      logCall('leaveCurrentChannel', [], 'left its channel');
      core.leave(appId);
    }

    const raiseIntent = (intent: string, context: F12.Context, target?: F12.TargetApp): Promise<Resolution1> => {
      logCall('raiseIntent', [intent, context, target], `raises ${intent} with a ${context.type}`);
      return raise(intent, context as Ctx, target);
    };

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

    const agent11: Agent11 = {
      open: (name: string, context?: F11.Context) => open(name, context),
      findIntent,
      findIntentsByContext,
      broadcast,
      raiseIntent: (intent: string, context: F11.Context, target?: string) => raiseIntent(intent, context, target),
      addIntentListener,
      addContextListener,
      getSystemChannels,
      joinChannel,
      getOrCreateChannel,
      getCurrentChannel,
      leaveCurrentChannel,
    };
    if (version === '1.1') return agent11 as Agents1[V];

    const agent12: F12.DesktopAgent = {
      open,
      findIntent,
      findIntentsByContext,
      broadcast,
      raiseIntent,
      raiseIntentForContext(context: F12.Context, target?: F12.TargetApp) {
        logCall('raiseIntentForContext', [context, target], `raises an intent for a ${context.type}`);
        return raise(undefined, context as Ctx, target);
      },
      addIntentListener,
      addContextListener,
      getSystemChannels,
      joinChannel,
      getOrCreateChannel,
      getCurrentChannel,
      leaveCurrentChannel,
      getInfo() {
        logCall('getInfo', [], 'described itself');
        return {fdc3Version: '1.2', provider: 'FDC3 docs toolbox'};
      },
    };
    return agent12 as Agents1[V];
  }

  return {version, core, connect};
}

function sentText(channelId: string, version: Version1, receivers: readonly string[]): string {
  const where = version === '1.0' ? 'to the desktop' : `on ${channelId}`;
  return receivers.length === 0 ? `sent ${where}; no other app was listening for it` : `sent ${where} to ${receivers.join(', ')}`;
}
