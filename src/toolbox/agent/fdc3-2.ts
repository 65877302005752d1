/**
 * The simulated Desktop Agent of FDC3 2.0, typed against the `DesktopAgent`,
 * `Channel` and `PrivateChannel` interfaces of `@finos/fdc3@2.0.3`. That
 * package also carries a few 2.1 additions (the `MalformedContext` errors);
 * this agent uses none of them. Apps are told apart by `AppIdentifier`, every
 * listener is added asynchronously, intent handlers may return a result, and
 * a private channel reports its listeners and disconnection to the other side.
 * What every version does alike is in the facade kit (`facade.ts`); this file
 * keeps what 2.0 does its own way.
 */
import type * as F20 from 'fdc3-2.0';
import {DesktopCore, type ChannelDef, type Ctx, type DirectoryApp, type Origin, type Resolver} from './core';
import {AppSession, deprecatedName, type Dialect, type Target} from './facade';

/** The 2.0 standard's recommended user channel set (`fdc3.channel.1` … `fdc3.channel.8`). */
export const userChannels20: readonly ChannelDef[] = (
  [
    ['1', 'red'],
    ['2', 'orange'],
    ['3', 'yellow'],
    ['4', 'green'],
    ['5', 'cyan'],
    ['6', 'blue'],
    ['7', 'magenta'],
    ['8', 'purple'],
  ] as const
).map(([n, color]) => ({id: `fdc3.channel.${n}`, kind: 'user', display: {name: `Channel ${n}`, color, glyph: n}}));

export interface Desktop2 {
  version: '2.0';
  core: DesktopCore;
  connect(appId: string): F20.DesktopAgent;
}

const instanceOf = (appId: string): string => `${appId}-1`;

const dialect: Dialect = {
  receiver: 'fdc3',
  joinable: 'user channel',
  desktopBus: false,
  errors: {
    noApps: 'NoAppsFound',
    cancelled: 'UserCancelledResolution',
    unknownTarget: 'TargetAppUnavailable',
    notDelivered: 'IntentDeliveryFailed',
  },
};

export function createDesktop2(apps: readonly DirectoryApp[], resolve: Resolver): Desktop2 {
  const core = new DesktopCore({apps, channels: userChannels20, resolve, deliverOnListen: true});
  /** Channel objects this desktop handed out, so that a returned one can be recognised. */
  const handedOut = new WeakMap<object, string>();

  function connect(appId: string): F20.DesktopAgent {
    const session = new AppSession(core, appId, dialect);
    const {title} = session;

    /** 2.0 handlers get the context and its metadata: the app that sent it. */
    const metadataOf = (origin: Origin): F20.ContextMetadata => ({
      source: core.app(origin.appId) ? {appId: origin.appId, instanceId: instanceOf(origin.appId)} : {appId: origin.appId},
    });
    const withMetadata = (handler: F20.ContextHandler) => (context: Ctx, origin: Origin) =>
      handler(context as F20.Context, metadataOf(origin));

    /** 2.0 names apps by AppIdentifier; the deprecated overloads still take a name. */
    const targetOf = (app: F20.AppIdentifier | string): Target =>
      typeof app === 'string' ? {appId: core.appByName(app)?.appId, label: app} : {appId: app.appId, label: app.appId};

    const appMetadata = (id: string): F20.AppMetadata => {
      const app = core.app(id);
      return {appId: id, instanceId: instanceOf(id), name: app?.name, title: app?.title};
    };

    function channelObject(def: ChannelDef): F20.Channel | F20.PrivateChannel {
      const on = def.kind === 'private' ? 'privateChannel' : `channel("${def.id}")`;
      const guard = (member: string) => {
        if (!core.mayUse(appId, def.id)) session.reject(`${member} on a private channel it was not given`, 'AccessDenied');
      };
      const base: F20.Channel = {
        id: def.id,
        type: def.kind === 'private' ? 'private' : def.kind === 'app' ? 'app' : 'user',
        displayMetadata: def.display,
        async broadcast(context: F20.Context) {
          guard('broadcast');
          session.broadcastOn(def, on, context as Ctx);
        },
        async getCurrentContext(contextType?: string) {
          guard('getCurrentContext');
          return session.getCurrentContext(def, on, contextType) as F20.Context | null;
        },
        async addContextListener(a: string | null | F20.ContextHandler, b?: F20.ContextHandler) {
          guard('addContextListener');
          return session.addContextListener(a, b, withMetadata, {def, on});
        },
      };
      if (def.kind !== 'private') {
        handedOut.set(base, def.id);
        return base;
      }
      const events =
        (member: string, event: 'addContextListener' | 'unsubscribe' | 'disconnect') => (handler: (contextType?: string) => void) => {
          session.log(
            member,
            [handler],
            `will hear of the other side's ${event === 'disconnect' ? 'disconnection' : `${event} calls`}`,
            on,
            'PrivateChannel',
          );
          return session.listener(core.onPrivateEvent(appId, def.id, event, handler), `${member}Listener`);
        };
      const privateChannel: F20.PrivateChannel = {
        ...base,
        onAddContextListener: events('onAddContextListener', 'addContextListener'),
        onUnsubscribe: events('onUnsubscribe', 'unsubscribe'),
        onDisconnect: events('onDisconnect', 'disconnect'),
        disconnect() {
          session.log('disconnect', [], 'left the private channel; its listeners there are removed', on, 'PrivateChannel');
          core.disconnect(appId, def.id);
        },
      };
      handedOut.set(privateChannel, def.id);
      return privateChannel;
    }

    const logResult = (text: string): void =>
      core.record({app: title, kind: 'call', code: 'resolution.getResult()', member: 'IntentResolution.getResult', text});

    async function raise(args: unknown[], intent: string | undefined, context: F20.Context, app?: F20.AppIdentifier | string) {
      const {option, delivery} = await session.raise(args, intent, context as Ctx, app === undefined ? undefined : targetOf(app));
      const result = settle(delivery.returned, delivery.threw);
      result.catch(() => undefined);
      const resolution: F20.IntentResolution = {
        source: {appId: option.appId, instanceId: instanceOf(option.appId)},
        intent: option.intent,
        version: '2.0',
        getResult: async () => {
          try {
            const value = await result;
            const channelId = typeof value === 'object' && value !== null ? handedOut.get(value) : undefined;
            if (channelId !== undefined) {
              core.admit(appId, channelId);
              const def = core.channel(channelId);
              logResult(`got a ${def?.kind} channel back`);
              return def ? channelObject(def) : value;
            }
            logResult(`got a ${(value as Ctx).type} back`);
            return value;
          } catch (error) {
            logResult(`rejected with ${String((error as Error).message)}`);
            throw error;
          }
        },
      };
      return resolution;
    }

    const join = async (member: string, channelId: string, text?: (id: string) => string): Promise<void> =>
      session.join(member, channelId, (def) => def.kind === 'user', text);

    const agent: F20.DesktopAgent = {
      async open(app: F20.AppIdentifier | string, context?: F20.Context) {
        const found = session.open([app, context], targetOf(app), context as Ctx | undefined);
        return {appId: found.appId, instanceId: instanceOf(found.appId)};
      },
      async findIntent(intent: string, context?: F20.Context, resultType?: string) {
        return session.findIntent([intent, context, resultType], intent, context as Ctx | undefined, appMetadata);
      },
      async findIntentsByContext(context: F20.Context, resultType?: string) {
        return session.findIntentsByContext([context, resultType], context as Ctx, appMetadata);
      },
      async findInstances(app: F20.AppIdentifier) {
        session.log('findInstances', [app], `asks for the instances of ${app.appId}`);
        if (!core.app(app.appId)) return session.reject(`no app "${app.appId}" in the directory`, 'NoAppsFound');
        return [{appId: app.appId, instanceId: instanceOf(app.appId)}];
      },
      async broadcast(context: F20.Context) {
        session.broadcast(context as Ctx);
      },
      raiseIntent: (intent: string, context: F20.Context, app?: F20.AppIdentifier | string) =>
        raise([intent, context, app], intent, context, app),
      raiseIntentForContext: (context: F20.Context, app?: F20.AppIdentifier | string) => raise([context, app], undefined, context, app),
      async addIntentListener(intent: string, handler: F20.IntentHandler) {
        return session.addIntentListener(intent, (context, origin) => handler(context as F20.Context, metadataOf(origin)), [
          intent,
          handler,
        ]);
      },
      async addContextListener(a: string | null | F20.ContextHandler, b?: F20.ContextHandler) {
        return session.addContextListener(a, b, withMetadata);
      },
      async getUserChannels() {
        return session.listChannels('getUserChannels', 'user').map(channelObject);
      },
      async getSystemChannels() {
        return session
          .listChannels('getSystemChannels', 'user', (ids) => deprecatedName('getUserChannels', `got ${ids}`))
          .map(channelObject);
      },
      joinUserChannel: (channelId: string) => join('joinUserChannel', channelId),
      joinChannel: (channelId: string) => join('joinChannel', channelId, (id) => deprecatedName('joinUserChannel', `joined ${id}`)),
      async getOrCreateChannel(channelId: string) {
        return channelObject(session.getOrCreateChannel(channelId, 'AccessDenied'));
      },
      async createPrivateChannel() {
        const def = core.createPrivateChannel(appId);
        session.log('createPrivateChannel', [], `created private channel ${def.id}`);
        return channelObject(def) as F20.PrivateChannel;
      },
      async getCurrentChannel() {
        const def = session.getCurrentChannel();
        return def ? channelObject(def) : null;
      },
      async leaveCurrentChannel() {
        session.leaveCurrentChannel();
      },
      async getInfo() {
        session.log('getInfo', [], 'described itself and the calling app');
        return {
          fdc3Version: '2.0',
          provider: 'FDC3 docs toolbox',
          optionalFeatures: {OriginatingAppMetadata: true, UserChannelMembershipAPIs: true},
          appMetadata: appMetadata(appId),
        };
      },
      async getAppMetadata(app: F20.AppIdentifier) {
        session.log('getAppMetadata', [app], `asks about ${app.appId}`);
        if (!core.app(app.appId)) return session.reject(`no app "${app.appId}" in the directory`, 'TargetAppUnavailable');
        return appMetadata(app.appId);
      },
    };
    return agent;
  }

  return {version: '2.0', core, connect};
}

/** What an intent handler's return value settles to, with 2.0's ResultError strings. */
function settle(returned: unknown, threw: unknown): Promise<F20.IntentResult> {
  if (threw !== undefined) return Promise.reject(new Error('IntentHandlerRejected'));
  if (!(returned instanceof Promise)) return Promise.reject(new Error('NoResultReturned'));
  return returned.then(
    (value: unknown) => {
      if (value === undefined || value === null || typeof value !== 'object') throw new Error('NoResultReturned');
      return value as F20.IntentResult;
    },
    () => {
      throw new Error('IntentHandlerRejected');
    },
  );
}
