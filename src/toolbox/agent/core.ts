/**
 * The version-neutral heart of the toolbox's simulated Desktop Agent: who is
 * listening to what, which channel each app has joined, what each channel
 * holds, which app can handle which intent, and a log of everything that
 * happened. It knows nothing of any FDC3 version's API shape; the typed
 * facades `fdc3-1.ts` (1.0, 1.1, 1.2) and `fdc3-2.ts` (2.0) expose it to apps
 * through each version's own `DesktopAgent` interface, with the facade kit
 * (`facade.ts`) doing what every version does alike.
 *
 * Delivery is synchronous and in the order listeners were added, so that what
 * the log shows is exactly the order in which apps were called.
 */

/** A context object as it travels between apps: a type string and any fields. */
export interface Ctx {
  type: string;
  [field: string]: unknown;
}

/** One intent an app declares in the simulated app directory. */
export interface DirectoryIntent {
  name: string;
  displayName: string;
  /** Context types the app accepts with this intent. */
  contexts: readonly string[];
}

/** One app of the simulated app directory. */
export interface DirectoryApp {
  appId: string;
  /** The app's name: what 1.x calls and targets apps by. */
  name: string;
  title: string;
  intents: readonly DirectoryIntent[];
}

/** An app and intent the resolver may offer, or the reader may pick. */
export interface ResolverOption {
  appId: string;
  intent: string;
}

export interface ResolverRequest {
  /** The intent raised, or undefined for a raise by context alone. */
  intent?: string;
  context: Ctx;
  options: readonly ResolverOption[];
}

/** Asks the reader to choose; resolves to undefined when the reader closes the resolver. */
export type Resolver = (request: ResolverRequest) => Promise<ResolverOption | undefined>;

export type LogKind = 'call' | 'delivery' | 'event' | 'error';

/** One line of the log beside the desktop. */
export interface LogEntry {
  id: number;
  /** The app that made the call or received the message (its title). */
  app: string;
  kind: LogKind;
  /** The call as an app wrote it, for `call` entries: `fdc3.broadcast({…})`. */
  code?: string;
  /** Reference key of the member called, for example `DesktopAgent.broadcast`. */
  member?: string;
  /** What the agent did, in plain words. */
  text: string;
  /** The agent that answered, when it is not the page's own simulator (a real Desktop Agent's provider). */
  answeredBy?: string;
  /** The FDC3 version whose reference the entry links to, when it differs from the log's (a 1.2 agent in the 2.0 Workbench). */
  version?: '1.2' | '2.0';
}

export type ChannelKind = 'desktop' | 'system' | 'user' | 'app' | 'private';

export interface ChannelDisplay {
  name?: string;
  color?: string;
  glyph?: string;
}

export interface ChannelDef {
  id: string;
  kind: ChannelKind;
  display?: ChannelDisplay;
}

/** What a context handler receives besides the context: the app that sent it. */
export interface Origin {
  appId: string;
}

/** A context as a channel holds it: with the app that broadcast it, so that whoever gets it later learns the real sender. */
interface Held {
  context: Ctx;
  origin: Origin;
}

export type ContextFn = (context: Ctx, origin: Origin) => void;
export type IntentFn = (context: Ctx, origin: Origin) => unknown;

interface ChannelState extends ChannelDef {
  /** Latest context per type, and the latest of all, each with its sender. */
  contexts: Map<string, Held>;
  latest?: Held;
  /** For private channels: the two apps allowed on it (creator first). */
  parties?: string[];
  disconnected: Set<string>;
  privateHandlers: PrivateHandler[];
}

interface PrivateHandler {
  id: number;
  appId: string;
  event: 'addContextListener' | 'unsubscribe' | 'disconnect';
  handler: (contextType?: string) => void;
}

interface ContextSub {
  id: number;
  appId: string;
  /** `null`: every type. */
  contextType: string | null;
  /** A channel id, or `joined` for whatever channel the app has joined. */
  target: string;
  handler: ContextFn;
}

interface IntentSub {
  id: number;
  appId: string;
  intent: string;
  handler: IntentFn;
}

/** The result of delivering a raised intent. */
export interface Delivery {
  appId: string;
  intent: string;
  /** What the handler returned (possibly a promise), or the error it threw. */
  returned: unknown;
  threw?: unknown;
}

export const joinedTarget = 'joined';

export interface CoreOptions {
  apps: readonly DirectoryApp[];
  channels: readonly ChannelDef[];
  resolve: Resolver;
  /**
   * 2.0: an app that adds a context listener while joined to a channel gets
   * that channel's current context at once (1.x only on joining).
   */
  deliverOnListen: boolean;
}

export class DesktopCore {
  readonly apps: readonly DirectoryApp[];
  private readonly resolveWith: Resolver;
  private readonly deliverOnListen: boolean;
  private readonly channelStates = new Map<string, ChannelState>();
  private readonly joined = new Map<string, string>();
  private contextSubs: ContextSub[] = [];
  private intentSubs: IntentSub[] = [];
  private entries: LogEntry[] = [];
  private readonly watchers = new Set<() => void>();
  private nextId = 1;
  private privateCount = 0;

  constructor(options: CoreOptions) {
    this.apps = options.apps;
    this.resolveWith = options.resolve;
    this.deliverOnListen = options.deliverOnListen;
    for (const def of options.channels) this.addChannel(def);
  }

  // ---- change notification, for the page (useTransitionStore, src/toolbox/components) ----

  subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  private changed(): void {
    for (const watcher of [...this.watchers]) watcher();
  }

  /** The log, oldest first. A new array after every change. */
  get log(): readonly LogEntry[] {
    return this.entries;
  }

  clearLog(): void {
    this.entries = [];
    this.changed();
  }

  record(entry: Omit<LogEntry, 'id'>): void {
    this.entries = [...this.entries, {...entry, id: this.nextId++}];
    this.changed();
  }

  // ---- apps ----

  app(appId: string): DirectoryApp | undefined {
    return this.apps.find((a) => a.appId === appId);
  }

  appByName(name: string): DirectoryApp | undefined {
    return this.apps.find((a) => a.name === name);
  }

  title(appId: string): string {
    return this.app(appId)?.title ?? appId;
  }

  // ---- channels ----

  private addChannel(def: ChannelDef, parties?: string[]): ChannelState {
    const state: ChannelState = {...def, contexts: new Map(), disconnected: new Set(), privateHandlers: [], parties};
    this.channelStates.set(def.id, state);
    return state;
  }

  channel(id: string): ChannelDef | undefined {
    return this.channelStates.get(id);
  }

  channelsOfKind(kind: ChannelKind): ChannelDef[] {
    return [...this.channelStates.values()].filter((c) => c.kind === kind);
  }

  /** An app channel by id, created on first use. Undefined when the id belongs to another kind of channel. */
  appChannel(id: string): ChannelDef | undefined {
    const existing = this.channelStates.get(id);
    if (existing) return existing.kind === 'app' ? existing : undefined;
    return this.addChannel({id, kind: 'app'});
  }

  createPrivateChannel(creator: string): ChannelDef {
    this.privateCount += 1;
    return this.addChannel({id: `private-${this.privateCount}`, kind: 'private'}, [creator]);
  }

  currentChannel(appId: string): ChannelDef | undefined {
    const id = this.joined.get(appId);
    return id === undefined ? undefined : this.channelStates.get(id);
  }

  /** The latest context on a channel, of one type or of any. */
  currentContext(channelId: string, contextType?: string | null): Ctx | undefined {
    return this.held(channelId, contextType)?.context;
  }

  private held(channelId: string, contextType?: string | null): Held | undefined {
    const state = this.channelStates.get(channelId);
    if (!state) return undefined;
    return contextType ? state.contexts.get(contextType) : state.latest;
  }

  /** Joins an app to a channel and hands each of its listeners the channel's current context. */
  join(appId: string, channelId: string): number {
    this.joined.set(appId, channelId);
    this.changed();
    let delivered = 0;
    for (const sub of this.contextSubs.filter((s) => s.appId === appId && s.target === joinedTarget)) {
      if (this.deliverCurrent(sub, channelId)) delivered += 1;
    }
    return delivered;
  }

  leave(appId: string): void {
    this.joined.delete(appId);
    this.changed();
  }

  /** Hands a listener the channel's current context, with the app that broadcast it as its origin (never the channel). */
  private deliverCurrent(sub: ContextSub, channelId: string): boolean {
    const current = this.held(channelId, sub.contextType);
    if (!current) return false;
    this.call(sub.appId, () => sub.handler(current.context, current.origin), `context listener (${sub.contextType ?? 'any type'})`);
    this.record({
      app: this.title(sub.appId),
      kind: 'delivery',
      text: `the current ${current.context.type} of channel ${channelId}`,
    });
    return true;
  }

  /** Whether an app may use a private channel: its creator, or the app it was handed to. */
  mayUse(appId: string, channelId: string): boolean {
    const parties = this.channelStates.get(channelId)?.parties;
    return parties === undefined || parties.includes(appId);
  }

  /** Lets a second app on a private channel: the one that received it as an intent result. */
  admit(appId: string, channelId: string): void {
    const parties = this.channelStates.get(channelId)?.parties;
    if (parties && !parties.includes(appId)) parties.push(appId);
  }

  isDisconnected(channelId: string, appId: string): boolean {
    return this.channelStates.get(channelId)?.disconnected.has(appId) ?? false;
  }

  // ---- context ----

  /**
   * Adds a context listener. `target` is a channel id, or `joined` for the
   * channel the app has joined (now or later). Returns the function that
   * removes it.
   */
  listen(appId: string, target: string, contextType: string | null, handler: ContextFn): () => void {
    const sub: ContextSub = {id: this.nextId++, appId, contextType, target, handler};
    this.contextSubs = [...this.contextSubs, sub];
    this.changed();
    const state = this.channelStates.get(target);
    if (state?.kind === 'private') this.firePrivate(state, appId, 'addContextListener', contextType ?? undefined);
    if (this.deliverOnListen && target === joinedTarget) {
      const joinedId = this.joined.get(appId);
      if (joinedId !== undefined) this.deliverCurrent(sub, joinedId);
    }
    return () => this.unlisten(sub.id);
  }

  private unlisten(id: number): void {
    const sub = this.contextSubs.find((s) => s.id === id);
    if (!sub) return;
    this.contextSubs = this.contextSubs.filter((s) => s.id !== id);
    this.changed();
    const state = this.channelStates.get(sub.target);
    if (state?.kind === 'private') this.firePrivate(state, sub.appId, 'unsubscribe', sub.contextType ?? undefined);
  }

  /** How many context listeners an app has, for the page. */
  listenerCount(appId: string): number {
    return this.contextSubs.filter((s) => s.appId === appId).length;
  }

  /**
   * Sends a context on a channel, and keeps it (with its sender) as the
   * channel's current context. The sender's own listeners are skipped: the
   * standard asks that an app does not get its own broadcast back. Returns
   * the titles of the apps that received it.
   */
  publish(appId: string, channelId: string, context: Ctx): string[] {
    const state = this.channelStates.get(channelId);
    if (!state) return [];
    const held: Held = {context, origin: {appId}};
    state.contexts.set(context.type, held);
    state.latest = held;
    const receivers: string[] = [];
    for (const sub of this.contextSubs) {
      if (sub.appId === appId) continue;
      const onChannel = sub.target === channelId || (sub.target === joinedTarget && this.joined.get(sub.appId) === channelId);
      if (!onChannel) continue;
      if (sub.contextType !== null && sub.contextType !== context.type) continue;
      this.call(sub.appId, () => sub.handler(context, {appId}), `context listener (${sub.contextType ?? 'any type'})`);
      receivers.push(this.title(sub.appId));
    }
    this.changed();
    return receivers;
  }

  /** Hands a context to one app's listeners on the channel it has joined (as `open` with a context does). */
  deliverTo(appId: string, context: Ctx, from: string): number {
    let delivered = 0;
    for (const sub of this.contextSubs) {
      if (sub.appId !== appId || sub.target !== joinedTarget) continue;
      if (sub.contextType !== null && sub.contextType !== context.type) continue;
      this.call(sub.appId, () => sub.handler(context, {appId: from}), `context listener (${sub.contextType ?? 'any type'})`);
      delivered += 1;
    }
    return delivered;
  }

  // ---- intents ----

  addIntentHandler(appId: string, intent: string, handler: IntentFn): () => void {
    const sub: IntentSub = {id: this.nextId++, appId, intent, handler};
    this.intentSubs = [...this.intentSubs, sub];
    return () => {
      this.intentSubs = this.intentSubs.filter((s) => s.id !== sub.id);
    };
  }

  /** Directory apps that declare an intent (any intent when undefined) for a context type. */
  options(intent: string | undefined, contextType: string | undefined): ResolverOption[] {
    const found: ResolverOption[] = [];
    for (const app of this.apps) {
      for (const declared of app.intents) {
        if (intent !== undefined && declared.name !== intent) continue;
        if (contextType !== undefined && !declared.contexts.includes(contextType)) continue;
        found.push({appId: app.appId, intent: declared.name});
      }
    }
    return found;
  }

  /**
   * The directory's answer to findIntent and findIntentsByContext: each intent
   * (with its display name) and the apps that take it, described by `describe`.
   */
  appIntents<M>(
    intent: string | undefined,
    contextType: string | undefined,
    describe: (appId: string) => M,
  ): {intent: {name: string; displayName: string}; apps: M[]}[] {
    const byIntent = new Map<string, {intent: {name: string; displayName: string}; apps: M[]}>();
    for (const option of this.options(intent, contextType)) {
      const declared = this.app(option.appId)?.intents.find((i) => i.name === option.intent);
      const entry = byIntent.get(option.intent) ?? {
        intent: {name: option.intent, displayName: declared?.displayName ?? option.intent},
        apps: [],
      };
      entry.apps.push(describe(option.appId));
      byIntent.set(option.intent, entry);
    }
    return [...byIntent.values()];
  }

  /**
   * Finds the app for a raised intent: the target if given, the only
   * candidate, or the reader's choice in the resolver. Rejects with the
   * version's error strings, which the facade passes in.
   */
  async choose(
    caller: string,
    intent: string | undefined,
    context: Ctx,
    targetAppId: string | undefined,
    errors: {noApps: string; cancelled: string},
  ): Promise<ResolverOption> {
    let options = this.options(intent, context.type).filter((o) => o.appId !== caller || targetAppId === caller);
    if (targetAppId !== undefined) options = options.filter((o) => o.appId === targetAppId);
    if (options.length === 0) {
      this.record({app: this.title(caller), kind: 'error', text: `no app can handle it: rejected with ${errors.noApps}`});
      throw new Error(errors.noApps);
    }
    if (options.length === 1) return options[0];
    this.record({
      app: this.title(caller),
      kind: 'event',
      text: `${options.length} apps can handle it: the resolver asks the reader to choose`,
    });
    const chosen = await this.resolveWith({intent, context, options});
    if (!chosen) {
      this.record({app: this.title(caller), kind: 'error', text: `the reader closed the resolver: rejected with ${errors.cancelled}`});
      throw new Error(errors.cancelled);
    }
    return chosen;
  }

  /** Calls the chosen app's intent handler. Undefined when the app has no handler for it yet. */
  deliverIntent(caller: string, option: ResolverOption, context: Ctx): Delivery | undefined {
    const sub = this.intentSubs.find((s) => s.appId === option.appId && s.intent === option.intent);
    if (!sub) return undefined;
    this.record({app: this.title(option.appId), kind: 'delivery', text: `intent ${option.intent} with a ${context.type}`});
    try {
      return {appId: option.appId, intent: option.intent, returned: sub.handler(context, {appId: caller})};
    } catch (error) {
      return {appId: option.appId, intent: option.intent, returned: undefined, threw: error};
    }
  }

  // ---- private channel events ----

  onPrivateEvent(appId: string, channelId: string, event: PrivateHandler['event'], handler: (contextType?: string) => void): () => void {
    const state = this.channelStates.get(channelId);
    if (!state) return () => undefined;
    const entry: PrivateHandler = {id: this.nextId++, appId, event, handler};
    state.privateHandlers.push(entry);
    // The standard has the agent replay listeners added before this handler was registered.
    if (event === 'addContextListener') {
      for (const sub of this.contextSubs.filter((s) => s.target === channelId && s.appId !== appId)) {
        this.call(appId, () => handler(sub.contextType ?? undefined), 'onAddContextListener handler');
      }
    }
    return () => {
      state.privateHandlers = state.privateHandlers.filter((h) => h.id !== entry.id);
    };
  }

  /** The calling app leaves a private channel: its listeners go, and the other party hears of it. */
  disconnect(appId: string, channelId: string): void {
    const state = this.channelStates.get(channelId);
    if (!state || state.disconnected.has(appId)) return;
    for (const sub of this.contextSubs.filter((s) => s.target === channelId && s.appId === appId)) this.unlisten(sub.id);
    state.disconnected.add(appId);
    this.firePrivate(state, appId, 'disconnect');
    this.changed();
  }

  private firePrivate(state: ChannelState, fromApp: string, event: PrivateHandler['event'], contextType?: string): void {
    const names = {addContextListener: 'onAddContextListener', unsubscribe: 'onUnsubscribe', disconnect: 'onDisconnect'};
    for (const h of state.privateHandlers.filter((p) => p.event === event && p.appId !== fromApp)) {
      this.record({
        app: this.title(h.appId),
        kind: 'event',
        member: `PrivateChannel.${names[event]}`,
        text: `${names[event]} handler called${contextType ? ` for ${contextType}` : ''} (by ${this.title(fromApp)})`,
      });
      this.call(h.appId, () => h.handler(contextType), `${names[event]} handler`);
    }
  }

  /** Runs an app's handler; an exception is logged against the app, never thrown into the caller. */
  private call(appId: string, run: () => void, what: string): void {
    try {
      run();
    } catch (error) {
      this.record({app: this.title(appId), kind: 'error', text: `its ${what} threw: ${String(error)}`});
    }
  }
}

/** A context as short code: `{type: "fdc3.instrument", id: {ticker: "AAPL"}}`, for the log. */
export function formatValue(value: unknown): string {
  if (typeof value === 'function') return 'handler';
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${formatValue(v)}`);
    return fields.length === 0 ? '{}' : `{${fields.join(', ')}}`;
  }
  return JSON.stringify(value);
}
