/**
 * The simulated Desktop Agent of FDC3 2.0, typed against the `DesktopAgent`,
 * `Channel` and `PrivateChannel` interfaces of `@finos/fdc3@2.0.3`. That
 * package also carries a few 2.1 additions (the `MalformedContext` errors);
 * this agent uses none of them. Apps are told apart by `AppIdentifier`, every
 * listener is added asynchronously, intent handlers may return a result, and
 * a private channel reports its listeners and disconnection to the other side.
 */
import type * as F20 from 'fdc3-2.0';
import {
  contextListenerArgs,
  DesktopCore,
  formatCall,
  joinedTarget,
  type ChannelDef,
  type Ctx,
  type DirectoryApp,
  type Origin,
  type Resolver,
} from './core';

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

export function createDesktop2(apps: readonly DirectoryApp[], resolve: Resolver): Desktop2 {
  const core = new DesktopCore({apps, channels: userChannels20, resolve, deliverOnListen: true});
  /** Channel objects this desktop handed out, so that a returned one can be recognised. */
  const handedOut = new WeakMap<object, string>();

  function connect(appId: string): F20.DesktopAgent {
    const title = core.title(appId);

    const logCall = (member: string, args: readonly unknown[], text: string, on = 'fdc3', iface = 'DesktopAgent'): void =>
      core.record({app: title, kind: 'call', code: formatCall(on, member, args), member: `${iface}.${member}`, text});
    const reject = (text: string, error: string): never => {
      core.record({app: title, kind: 'error', text: `${text}: rejected with ${error}`});
      throw new Error(error);
    };

    const metadataOf = (origin: Origin): F20.ContextMetadata => ({
      source: core.app(origin.appId) ? {appId: origin.appId, instanceId: instanceOf(origin.appId)} : {appId: origin.appId},
    });

    const listener = (remove: () => void, what: string): F20.Listener => ({
      unsubscribe() {
        core.record({app: title, kind: 'call', code: `${what}.unsubscribe()`, member: 'Listener.unsubscribe', text: 'listener removed'});
        remove();
      },
    });

    const appIdOf = (app: F20.AppIdentifier | string | undefined): string | undefined =>
      app === undefined ? undefined : typeof app === 'string' ? (core.appByName(app)?.appId ?? app) : app.appId;

    const appMetadata = (id: string): F20.AppMetadata => {
      const app = core.app(id);
      return {appId: id, instanceId: instanceOf(id), name: app?.name, title: app?.title};
    };

    const appIntents = (intent: string | undefined, context: Ctx | undefined): F20.AppIntent[] =>
      core.appIntents(intent, context?.type, appMetadata);

    function channelObject(def: ChannelDef): F20.Channel | F20.PrivateChannel {
      const on = def.kind === 'private' ? 'privateChannel' : `channel("${def.id}")`;
      const iface = def.kind === 'private' ? 'PrivateChannel' : 'Channel';
      const guard = (member: string) => {
        if (!core.mayUse(appId, def.id)) reject(`${member} on a private channel it was not given`, 'AccessDenied');
      };
      const base: F20.Channel = {
        id: def.id,
        type: def.kind === 'private' ? 'private' : def.kind === 'app' ? 'app' : 'user',
        displayMetadata: def.display,
        async broadcast(context: F20.Context) {
          guard('broadcast');
          const receivers = core.publish(appId, def.id, context as Ctx);
          logCall('broadcast', [context], sent(def.id, receivers), on, iface === 'PrivateChannel' ? 'Channel' : iface);
        },
        async getCurrentContext(contextType?: string) {
          guard('getCurrentContext');
          const current = core.currentContext(def.id, contextType) ?? null;
          logCall('getCurrentContext', [contextType], current ? `got a ${current.type}` : 'the channel holds none: null', on, 'Channel');
          return current as F20.Context | null;
        },
        async addContextListener(a: string | null | F20.ContextHandler, b?: F20.ContextHandler) {
          guard('addContextListener');
          const {contextType, handler, args} = contextListenerArgs(a, b);
          logCall('addContextListener', args, `listens on ${def.id}`, on, 'Channel');
          const remove = core.listen(appId, def.id, contextType, (c, origin) => handler(c as F20.Context, metadataOf(origin)));
          return listener(remove, 'channelListener');
        },
      };
      if (def.kind !== 'private') {
        handedOut.set(base, def.id);
        return base;
      }
      const events =
        (member: string, event: 'addContextListener' | 'unsubscribe' | 'disconnect') => (handler: (contextType?: string) => void) => {
          logCall(
            member,
            [handler],
            `will hear of the other side's ${event === 'disconnect' ? 'disconnection' : `${event} calls`}`,
            on,
            'PrivateChannel',
          );
          return listener(core.onPrivateEvent(appId, def.id, event, handler), `${member}Listener`);
        };
      const privateChannel: F20.PrivateChannel = {
        ...base,
        onAddContextListener: events('onAddContextListener', 'addContextListener'),
        onUnsubscribe: events('onUnsubscribe', 'unsubscribe'),
        onDisconnect: events('onDisconnect', 'disconnect'),
        disconnect() {
          logCall('disconnect', [], 'left the private channel; its listeners there are removed', on, 'PrivateChannel');
          core.disconnect(appId, def.id);
        },
      };
      handedOut.set(privateChannel, def.id);
      return privateChannel;
    }

    async function raise(
      intent: string | undefined,
      context: Ctx,
      app: F20.AppIdentifier | string | undefined,
    ): Promise<F20.IntentResolution> {
      const target = appIdOf(app);
      if (target !== undefined && !core.app(target)) reject(`no app has the id "${target}"`, 'TargetAppUnavailable');
      const option = await core.choose(appId, intent, context, target, {noApps: 'NoAppsFound', cancelled: 'UserCancelledResolution'});
      const delivery = core.deliverIntent(appId, option, context);
      if (!delivery) return reject(`${core.title(option.appId)} has not added a listener for ${option.intent}`, 'IntentDeliveryFailed');
      core.record({app: title, kind: 'event', text: `resolved by ${core.title(option.appId)} (${option.intent})`});
      const result = settle(delivery.returned, delivery.threw);
      result.catch(() => undefined);
      return {
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
              core.record({
                app: title,
                kind: 'call',
                code: 'resolution.getResult()',
                member: 'IntentResolution.getResult',
                text: `got a ${def?.kind} channel back`,
              });
              return def ? channelObject(def) : value;
            }
            core.record({
              app: title,
              kind: 'call',
              code: 'resolution.getResult()',
              member: 'IntentResolution.getResult',
              text: `got a ${(value as Ctx).type} back`,
            });
            return value;
          } catch (error) {
            core.record({
              app: title,
              kind: 'call',
              code: 'resolution.getResult()',
              member: 'IntentResolution.getResult',
              text: `rejected with ${String((error as Error).message)}`,
            });
            throw error;
          }
        },
      };
    }

    const agent: F20.DesktopAgent = {
      async open(app: F20.AppIdentifier | string, context?: F20.Context) {
        logCall('open', [app, context], `asks for ${typeof app === 'string' ? app : app.appId}`);
        const target = appIdOf(app);
        const found = target === undefined ? undefined : core.app(target);
        if (!found) return reject('no such app', 'AppNotFound');
        const delivered = context ? core.deliverTo(found.appId, context as Ctx, appId) : 0;
        core.record({
          app: found.title,
          kind: 'event',
          text: `was already running, so the agent brought it to the front${context ? ` and handed the context to ${delivered} listener(s)` : ''}`,
        });
        return {appId: found.appId, instanceId: instanceOf(found.appId)};
      },
      async findIntent(intent: string, context?: F20.Context, resultType?: string) {
        logCall('findIntent', [intent, context, resultType], `asks which apps handle ${intent}`);
        const [found] = appIntents(intent, context as Ctx | undefined);
        if (!found) return reject('no app handles it', 'NoAppsFound');
        return found;
      },
      async findIntentsByContext(context: F20.Context, resultType?: string) {
        logCall('findIntentsByContext', [context, resultType], `asks which intents take a ${context.type}`);
        const found = appIntents(undefined, context as Ctx);
        if (found.length === 0) return reject('no intent takes it', 'NoAppsFound');
        return found;
      },
      async findInstances(app: F20.AppIdentifier) {
        logCall('findInstances', [app], `asks for the instances of ${app.appId}`);
        if (!core.app(app.appId)) return reject('no such app', 'NoAppsFound');
        return [{appId: app.appId, instanceId: instanceOf(app.appId)}];
      },
      async broadcast(context: F20.Context) {
        const channel = core.currentChannel(appId);
        if (!channel) {
          logCall('broadcast', [context], 'not joined to a user channel, so nothing was sent');
          return;
        }
        logCall('broadcast', [context], sent(channel.id, core.publish(appId, channel.id, context as Ctx)));
      },
      raiseIntent(intent: string, context: F20.Context, app?: F20.AppIdentifier | string) {
        logCall('raiseIntent', [intent, context, app], `raises ${intent} with a ${context.type}`);
        return raise(intent, context as Ctx, app);
      },
      raiseIntentForContext(context: F20.Context, app?: F20.AppIdentifier | string) {
        logCall('raiseIntentForContext', [context, app], `raises an intent for a ${context.type}`);
        return raise(undefined, context as Ctx, app);
      },
      async addIntentListener(intent: string, handler: F20.IntentHandler) {
        logCall('addIntentListener', [intent, handler], `handles ${intent}`);
        const remove = core.addIntentHandler(appId, intent, (c, origin) => handler(c as F20.Context, metadataOf(origin)));
        return listener(remove, 'intentListener');
      },
      async addContextListener(a: string | null | F20.ContextHandler, b?: F20.ContextHandler) {
        const {contextType, handler, args} = contextListenerArgs(a, b);
        logCall('addContextListener', args, contextType ? `listens for ${contextType}` : 'listens for every context type');
        const remove = core.listen(appId, joinedTarget, contextType, (c, origin) => handler(c as F20.Context, metadataOf(origin)));
        return listener(remove, 'contextListener');
      },
      async getUserChannels() {
        logCall('getUserChannels', [], 'got the eight recommended user channels');
        return core.channelsOfKind('user').map(channelObject);
      },
      async getSystemChannels() {
        logCall('getSystemChannels', [], 'deprecated name of getUserChannels: got the user channels');
        return core.channelsOfKind('user').map(channelObject);
      },
      async joinUserChannel(channelId: string) {
        await join('joinUserChannel', channelId);
      },
      async joinChannel(channelId: string) {
        await join('joinChannel', channelId);
      },
      async getOrCreateChannel(channelId: string) {
        const def = core.appChannel(channelId);
        if (!def) return reject(`getOrCreateChannel("${channelId}"): that id belongs to a user or private channel`, 'AccessDenied');
        logCall('getOrCreateChannel', [channelId], `got app channel ${channelId}`);
        return channelObject(def);
      },
      async createPrivateChannel() {
        const def = core.createPrivateChannel(appId);
        logCall('createPrivateChannel', [], `created private channel ${def.id}`);
        return channelObject(def) as F20.PrivateChannel;
      },
      async getCurrentChannel() {
        const def = core.currentChannel(appId);
        logCall('getCurrentChannel', [], def ? `joined to ${def.id}` : 'not joined: null');
        return def ? channelObject(def) : null;
      },
      async leaveCurrentChannel() {
        logCall('leaveCurrentChannel', [], 'left its user channel');
        core.leave(appId);
      },
      async getInfo() {
        logCall('getInfo', [], 'described itself and the calling app');
        return {
          fdc3Version: '2.0',
          provider: 'FDC3 docs toolbox',
          optionalFeatures: {OriginatingAppMetadata: true, UserChannelMembershipAPIs: true},
          appMetadata: appMetadata(appId),
        };
      },
      async getAppMetadata(app: F20.AppIdentifier) {
        logCall('getAppMetadata', [app], `asks about ${app.appId}`);
        if (!core.app(app.appId)) return reject('no such app', 'TargetAppUnavailable');
        return appMetadata(app.appId);
      },
    };

    async function join(member: string, channelId: string): Promise<void> {
      const def = core.channel(channelId);
      if (!def || def.kind !== 'user') {
        logCall(member, [channelId], 'no such user channel');
        reject(`${member}("${channelId}")`, 'NoChannelFound');
      }
      logCall(
        member,
        [channelId],
        member === 'joinChannel' ? `deprecated name of joinUserChannel: joined ${channelId}` : `joined ${channelId}`,
      );
      core.join(appId, channelId);
    }

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

function sent(channelId: string, receivers: readonly string[]): string {
  return receivers.length === 0
    ? `sent on ${channelId}; no other app was listening for it`
    : `sent on ${channelId} to ${receivers.join(', ')}`;
}
