/**
 * The facade kit: what the simulated agent does alike in every FDC3 version
 * when an app calls it, in one place. The facades `fdc3-1.ts` (1.0, 1.1, 1.2)
 * and `fdc3-2.ts` (2.0) keep only what their version does differently: member
 * names and signatures, how an app is named (a name in 1.x, an
 * `AppIdentifier` in 2.0), listeners returned at once or in a promise, the
 * metadata argument of 2.0 handlers, the error strings, private channels.
 *
 * Every call is logged the same way in every version: first the call as the
 * app wrote it, then what followed (deliveries, events, a rejection). The
 * unit test `toolbox-facades.test.ts` runs one scenario on every version and
 * fails on a log line that differs for no reason of the version's.
 */
import {
  formatValue,
  joinedTarget,
  type ChannelDef,
  type ChannelKind,
  type ContextFn,
  type Ctx,
  type Delivery,
  type DesktopCore,
  type DirectoryApp,
  type IntentFn,
  type ResolverOption,
} from './core';

/** What differs between versions in the words and error strings of the log. */
export interface Dialect {
  /** How apps name the agent in the version's documents: `agent` (1.0) or `fdc3`. */
  receiver: string;
  /** What an app joins: a `channel` in 1.x, a `user channel` in 2.0. */
  joinable: string;
  /** 1.0 has no channels: a broadcast goes to the whole desktop. */
  desktopBus: boolean;
  /** The version's error strings, each a value of one of its error enums (1.x has none for a closed resolver: see `cancelledMessage1`). */
  errors: {
    /** No app can take the intent. */
    noApps: string;
    /** The reader closed the resolver. */
    cancelled: string;
    /** The target app of a raised intent is not in the directory. */
    unknownTarget: string;
    /** The chosen app has added no listener for the intent. */
    notDelivered: string;
  };
}

/** The `Listener` of every version: one `unsubscribe()`. */
export interface Listener {
  unsubscribe(): void;
}

/** An app as a call names it: its directory id when the agent knows it, and the name or id as the app wrote it. */
export interface Target {
  appId: string | undefined;
  label: string;
}

/**
 * The two forms of `addContextListener` in every version from 1.1 on, `(handler)` and
 * `(contextType, handler)`: the type to listen for (null for every type), the handler, and the
 * arguments as the app passed them, for the log.
 */
export function contextListenerArgs<H extends (...args: never[]) => unknown>(
  a: string | null | H,
  b?: H,
): {contextType: string | null; handler: H; args: unknown[]} {
  return typeof a === 'function' ? {contextType: null, handler: a, args: [a]} : {contextType: a, handler: b as H, args: [a, b]};
}

/** A call as an app writes it: `fdc3.joinChannel("red")`. */
export function formatCall(receiver: string, member: string, args: readonly unknown[]): string {
  const shown = [...args];
  while (shown.length > 0 && shown[shown.length - 1] === undefined) shown.pop();
  return `${receiver}.${member}(${shown.map(formatValue).join(', ')})`;
}

/** The text of a member kept under an older name: `deprecated name of getUserChannels: …`. */
export const deprecatedName = (current: string, text: string): string => `deprecated name of ${current}: ${text}`;

/**
 * One app's connection to the agent, in version-neutral terms: each method
 * logs the call, checks its arguments against the desktop, does it on the
 * core and logs what followed. The facades turn its results into the
 * version's own types.
 */
export class AppSession {
  readonly title: string;

  constructor(
    readonly core: DesktopCore,
    readonly appId: string,
    readonly dialect: Dialect,
  ) {
    this.title = core.title(appId);
  }

  // ---- logging, errors, listeners ----

  /** Logs a call as the app wrote it; `on` is the object called (the agent by default), `iface` its interface. */
  log(member: string, args: readonly unknown[], text: string, on = this.dialect.receiver, iface = 'DesktopAgent'): void {
    this.core.record({app: this.title, kind: 'call', code: formatCall(on, member, args), member: `${iface}.${member}`, text});
  }

  /** Logs a rejection against the app and throws the version's error string, as its promise rejects with it. */
  reject(text: string, error: string): never {
    this.core.record({app: this.title, kind: 'error', text: `${text}: rejected with ${error}`});
    throw new Error(error);
  }

  /** A Listener whose `unsubscribe()` is logged before what it sets off (a private channel's onUnsubscribe). */
  listener(remove: () => void, what: string): Listener {
    return {
      unsubscribe: () => {
        this.core.record({
          app: this.title,
          kind: 'call',
          code: `${what}.unsubscribe()`,
          member: 'Listener.unsubscribe',
          text: 'listener removed',
        });
        remove();
      },
    };
  }

  // ---- context ----

  /**
   * `addContextListener` in either form, on the channel the app joins (no
   * `channel`) or on one channel object. `wrap` turns the app's handler into
   * the core's, giving it what the version's handlers receive.
   */
  addContextListener<H extends (...args: never[]) => unknown>(
    a: string | null | H,
    b: H | undefined,
    wrap: (handler: H) => ContextFn,
    channel?: {def: ChannelDef; on: string},
  ): Listener {
    const {contextType, handler, args} = contextListenerArgs(a, b);
    if (channel) this.log('addContextListener', args, `listens on ${channel.def.id}`, channel.on, 'Channel');
    else this.log('addContextListener', args, contextType ? `listens for ${contextType}` : 'listens for every context type');
    const remove = this.core.listen(this.appId, channel?.def.id ?? joinedTarget, contextType, wrap(handler));
    return this.listener(remove, channel ? 'channelListener' : 'contextListener');
  }

  /** `broadcast` on the channel the app has joined, or nowhere when it has joined none. */
  broadcast(context: Ctx): void {
    const channel = this.core.currentChannel(this.appId);
    if (!channel) {
      this.log('broadcast', [context], `not joined to a ${this.dialect.joinable}, so nothing was sent`);
      return;
    }
    this.log('broadcast', [context], this.sent(channel.id, this.core.publish(this.appId, channel.id, context)));
  }

  /** `broadcast` on a channel object. */
  broadcastOn(def: ChannelDef, on: string, context: Ctx): void {
    this.log('broadcast', [context], this.sent(def.id, this.core.publish(this.appId, def.id, context)), on, 'Channel');
  }

  /** `getCurrentContext` on a channel object: the latest context (of a type), or null. */
  getCurrentContext(def: ChannelDef, on: string, contextType: string | undefined): Ctx | null {
    const current = this.core.currentContext(def.id, contextType) ?? null;
    this.log('getCurrentContext', [contextType], current ? `got a ${current.type}` : 'the channel holds none: null', on, 'Channel');
    return current;
  }

  private sent(channelId: string, receivers: readonly string[]): string {
    const where = this.dialect.desktopBus ? 'to the desktop' : `on ${channelId}`;
    return receivers.length === 0 ? `sent ${where}; no other app was listening for it` : `sent ${where} to ${receivers.join(', ')}`;
  }

  // ---- channels ----

  /** The channels of a kind, as the version's list call returns them. */
  listChannels(member: string, kind: ChannelKind, text = (ids: string) => `got ${ids}`): ChannelDef[] {
    const list = this.core.channelsOfKind(kind);
    this.log(member, [], text(list.map((c) => c.id).join(', ')));
    return list;
  }

  /** Joins a channel the version lets apps join; otherwise rejects with NoChannelFound. */
  join(member: string, channelId: string, joinable: (def: ChannelDef) => boolean, text = (id: string) => `joined ${id}`): void {
    const def = this.core.channel(channelId);
    if (!def || !joinable(def)) {
      this.log(member, [channelId], `no such ${this.dialect.joinable}`);
      this.reject(`${member}("${channelId}")`, 'NoChannelFound');
    }
    this.log(member, [channelId], text(channelId));
    this.core.join(this.appId, channelId);
  }

  /**
   * `getOrCreateChannel`: the app channel of that id, created on first use.
   * An id of another kind of channel gives that channel (`reuse`), or rejects
   * with the given error string.
   */
  getOrCreateChannel(channelId: string, otherKind: 'reuse' | string): ChannelDef {
    const def = this.core.appChannel(channelId) ?? (otherKind === 'reuse' ? this.core.channel(channelId) : undefined);
    if (!def) {
      this.log('getOrCreateChannel', [channelId], `${channelId} is a ${this.core.channel(channelId)?.kind} channel`);
      return this.reject('that id belongs to another kind of channel', otherKind === 'reuse' ? 'CreationFailed' : otherKind);
    }
    this.log('getOrCreateChannel', [channelId], `got ${def.kind} channel ${channelId}`);
    return def;
  }

  getCurrentChannel(): ChannelDef | undefined {
    const def = this.core.currentChannel(this.appId);
    this.log('getCurrentChannel', [], def ? `joined to ${def.id}` : 'not joined: null');
    return def;
  }

  leaveCurrentChannel(): void {
    this.log('leaveCurrentChannel', [], `left its ${this.dialect.joinable}`);
    this.core.leave(this.appId);
  }

  // ---- apps and intents ----

  /**
   * `open`: brings a running app to the front and hands it the context, if any. Rejects with AppNotFound for an
   * app not in the directory, and with AppTimeout when a context was passed and the app has no context listener
   * for it (every version's OpenError: the app "fails to add a context listener" to receive it). A real agent
   * waits for a listener first; the simulated apps add theirs when they start, so none would come.
   */
  open(args: readonly unknown[], target: Target, context: Ctx | undefined): DirectoryApp {
    const app = target.appId === undefined ? undefined : this.core.app(target.appId);
    this.log('open', args, `asks for ${app?.title ?? target.label}${context ? ` with a ${context.type}` : ''}`);
    if (!app) return this.reject(`no app "${target.label}" in the directory`, 'AppNotFound');
    const delivered = context ? this.core.deliverTo(app.appId, context, this.appId) : 0;
    this.core.record({
      app: app.title,
      kind: 'event',
      text: `was already running, so the agent brought it to the front${context ? ` and handed the context to ${delivered} listener(s)` : ''}`,
    });
    if (context && delivered === 0) return this.reject(`${app.title} has no context listener for a ${context.type}`, 'AppTimeout');
    return app;
  }

  /** `findIntent`: the intent and the apps that take it (with the context's type, if given), each described by `describe`. */
  findIntent<M>(args: readonly unknown[], intent: string, context: Ctx | undefined, describe: (appId: string) => M) {
    this.log('findIntent', args, `asks which apps handle ${intent}`);
    const [found] = this.core.appIntents(intent, context?.type, (appId) => appId);
    if (!found) return this.reject('no app handles it', this.dialect.errors.noApps);
    this.core.record({app: this.title, kind: 'event', text: `found ${found.apps.map((id) => this.core.title(id)).join(', ')}`});
    return {intent: found.intent, apps: found.apps.map(describe)};
  }

  /** `findIntentsByContext`: every intent that takes the context, with its apps. */
  findIntentsByContext<M>(args: readonly unknown[], context: Ctx, describe: (appId: string) => M) {
    this.log('findIntentsByContext', args, `asks which intents take a ${context.type}`);
    const found = this.core.appIntents(undefined, context.type, (appId) => appId);
    if (found.length === 0) return this.reject('no intent takes it', this.dialect.errors.noApps);
    this.core.record({app: this.title, kind: 'event', text: `found ${found.map((f) => f.intent.name).join(', ')}`});
    return found.map((f) => ({intent: f.intent, apps: f.apps.map(describe)}));
  }

  /** `addIntentListener`: the app handles an intent. */
  addIntentListener(intent: string, handler: IntentFn, args: readonly unknown[] = [intent, handler]): Listener {
    this.log('addIntentListener', args, `handles ${intent}`);
    return this.listener(this.core.addIntentHandler(this.appId, intent, handler), 'intentListener');
  }

  /**
   * `raiseIntent` (an intent) or `raiseIntentForContext` (undefined): logs
   * the call, finds the app (the target, the only one, or the reader's choice)
   * and hands it the context. Resolves to the choice and what the handler
   * returned; rejects with the version's error strings.
   */
  async raise(
    args: readonly unknown[],
    intent: string | undefined,
    context: Ctx,
    target: Target | undefined,
  ): Promise<{option: ResolverOption; delivery: Delivery}> {
    if (intent === undefined) this.log('raiseIntentForContext', args, `raises an intent for a ${context.type}`);
    else this.log('raiseIntent', args, `raises ${intent} with a ${context.type}`);
    const {errors} = this.dialect;
    if (target && (target.appId === undefined || !this.core.app(target.appId))) {
      this.reject(`no app "${target.label}" in the directory`, errors.unknownTarget);
    }
    const option = await this.core.choose(this.appId, intent, context, target?.appId, errors);
    const delivery = this.core.deliverIntent(this.appId, option, context);
    if (!delivery)
      return this.reject(`${this.core.title(option.appId)} has not added a listener for ${option.intent}`, errors.notDelivered);
    this.core.record({app: this.title, kind: 'event', text: `resolved by ${this.core.title(option.appId)} (${option.intent})`});
    return {option, delivery};
  }
}
