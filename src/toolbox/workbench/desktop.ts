/**
 * The Workbench's desktop: a simulated FDC3 2.0 agent on which the reader's
 * app, "Workbench", runs beside three small peer apps that make its calls
 * visible. The peers use the same 2.0 API as the reader:
 *
 * - Channel Monitor joins a user channel and an app channel and shows every
 *   context it receives; it can broadcast an instrument of its own.
 * - Pricer handles GetPrice (this desktop's own intent) by returning a
 *   valuation, and ViewQuote without returning anything.
 * - Chat handles StartChat without returning anything.
 *
 * Nothing here touches the DOM: the page renders the peers' state from the
 * stores below, and `start()` (called once the page runs in the browser)
 * connects the apps and adds their listeners.
 */
import type * as F20 from 'fdc3-2.0';
import {formatValue, type Ctx, type DesktopCore, type DirectoryApp, type Resolver} from '../agent/core';
import {createDesktop2} from '../agent/fdc3-2';

export const workbenchAppId = 'workbench';
/** The intent of this desktop that returns a result. It is the desktop's own, not one of the standard's. */
export const priceIntent = 'GetPrice';
/** The app channel Channel Monitor listens on. */
export const monitorAppChannel = 'monitor';
/** The user channel Channel Monitor joins when the page starts. */
export const monitorFirstChannel = 'fdc3.channel.1';

export const workbenchApps: readonly DirectoryApp[] = [
  {appId: workbenchAppId, name: 'Workbench', title: 'Workbench', intents: []},
  {appId: 'monitor', name: 'ChannelMonitor', title: 'Channel Monitor', intents: []},
  {
    appId: 'pricer',
    name: 'Pricer',
    title: 'Pricer',
    intents: [
      {name: priceIntent, displayName: 'Get Price', contexts: ['fdc3.instrument']},
      {name: 'ViewQuote', displayName: 'View Quote', contexts: ['fdc3.instrument']},
    ],
  },
  {
    appId: 'chat',
    name: 'Chat',
    title: 'Chat',
    intents: [{name: 'StartChat', displayName: 'Start Chat', contexts: ['fdc3.contact', 'fdc3.contactList', 'fdc3.chat.initSettings']}],
  },
];

/** The apps the reader's app can open: every app of the directory but itself. */
export const openableApps: readonly DirectoryApp[] = workbenchApps.filter((a) => a.appId !== workbenchAppId);

/**
 * An app of the directory as an agent of a version names it in `open`: its
 * appId on 2.0; on 1.2 its name (1.2 opens apps by name). An id the directory
 * lacks is given as it is.
 */
export function appFor(version: '1.2' | '2.0', appId: string): string {
  if (version !== '1.2') return appId;
  return workbenchApps.find((a) => a.appId === appId)?.name ?? appId;
}

export const appTitle = (appId: string): string => workbenchApps.find((a) => a.appId === appId)?.title ?? appId;

/** A value the page renders and re-renders on change (with `useStore`, ./useStore). */
export class Store<T> {
  private value: T;
  private readonly watchers = new Set<() => void>();

  constructor(readonly initial: T) {
    this.value = initial;
  }

  get = (): T => this.value;

  set(next: T): void {
    this.value = next;
    for (const watcher of [...this.watchers]) watcher();
  }

  subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  };
}

/** One thing a peer received or did, newest first in its store. */
export interface PeerEvent {
  n: number;
  /** What happened, in a few words. */
  text: string;
  /** The context involved, as short code. */
  code?: string;
}

const keep = 5;

/** A price for an identifier, always the same for the same identifier, so that the page is predictable. */
export function samplePrice(identifier: string): number {
  let hash = 7;
  for (const ch of identifier) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_003;
  return 20 + (hash % 48_000) / 100;
}

/** The first identifier of an instrument, by the order the reader most likely filled them. */
function identifierOf(context: Ctx): string | undefined {
  const id = context.id;
  if (typeof id !== 'object' || id === null) return undefined;
  const ids = id as Record<string, unknown>;
  const first = ['ticker', 'ISIN', 'RIC', 'FIGI', 'CUSIP', 'SEDOL', 'BBG', 'PERMID', 'FDS_ID', ...Object.keys(ids)].find(
    (key) => typeof ids[key] === 'string' && ids[key] !== '',
  );
  return first === undefined ? undefined : (ids[first] as string);
}

/** The log the page shows, shared by the simulated agent and a real one. */
export type DesktopCoreLog = Pick<DesktopCore, 'log' | 'subscribe' | 'clearLog' | 'record'>;

export interface WorkbenchDesktop {
  core: DesktopCore;
  /** The reader's app. */
  fdc3: F20.DesktopAgent;
  /** What the reader's `getUserChannels()` returned when the page started. */
  userChannels: Store<readonly F20.Channel[]>;
  monitor: {
    events: Store<readonly PeerEvent[]>;
    join(channelId: string | null): Promise<void>;
    broadcastSample(): Promise<void>;
  };
  pricer: {events: Store<readonly PeerEvent[]>};
  chat: {events: Store<readonly PeerEvent[]>};
  /** Connects the peers and adds their listeners; the second and later calls do nothing. */
  start(): Promise<void>;
}

export function createWorkbenchDesktop(resolve: Resolver): WorkbenchDesktop {
  const desktop = createDesktop2(workbenchApps, resolve);
  const {core} = desktop;
  const fdc3 = desktop.connect(workbenchAppId);
  const monitor = desktop.connect('monitor');
  const pricer = desktop.connect('pricer');
  const chat = desktop.connect('chat');

  let count = 0;
  const note = (store: Store<readonly PeerEvent[]>, text: string, context?: unknown): void => {
    count += 1;
    store.set([{n: count, text, code: context === undefined ? undefined : formatValue(context)}, ...store.get()].slice(0, keep));
  };
  // The metadata names the app that broadcast the context, also for a channel's current context handed over on joining.
  const from = (metadata?: F20.ContextMetadata): string => (metadata ? ` from ${appTitle(metadata.source.appId)}` : '');

  const userChannels = new Store<readonly F20.Channel[]>([]);
  const monitorEvents = new Store<readonly PeerEvent[]>([]);
  const pricerEvents = new Store<readonly PeerEvent[]>([]);
  const chatEvents = new Store<readonly PeerEvent[]>([]);

  let started: Promise<void> | undefined;
  async function setUp(): Promise<void> {
    userChannels.set(await fdc3.getUserChannels());

    await monitor.joinUserChannel(monitorFirstChannel);
    await monitor.addContextListener(null, (context, metadata) => {
      const channel = core.currentChannel('monitor')?.id ?? 'its user channel';
      note(monitorEvents, `got a ${context.type}${from(metadata)} on ${channel}`, context);
    });
    const appChannel = await monitor.getOrCreateChannel(monitorAppChannel);
    await appChannel.addContextListener(null, (context, metadata) => {
      note(monitorEvents, `got a ${context.type}${from(metadata)} on app channel "${monitorAppChannel}"`, context);
    });

    await pricer.addIntentListener(priceIntent, async (context) => {
      const identifier = identifierOf(context as Ctx);
      if (identifier === undefined) {
        note(pricerEvents, `${priceIntent}: the instrument has no identifier, so the handler rejects`, context);
        throw new Error('The instrument has no identifier');
      }
      const price = samplePrice(identifier);
      const valuation = {
        type: 'fdc3.valuation',
        value: price,
        price,
        CURRENCY_ISOCODE: 'USD',
        valuationTime: new Date().toISOString(),
      };
      note(pricerEvents, `${priceIntent} for ${identifier}: returned a valuation of ${price} USD`, context);
      return valuation;
    });
    await pricer.addIntentListener('ViewQuote', (context) => {
      const identifier = identifierOf(context as Ctx);
      note(pricerEvents, `ViewQuote: shows ${identifier ?? 'an instrument without identifier'} and returns nothing`, context);
    });

    await chat.addIntentListener('StartChat', (context) => {
      note(chatEvents, `StartChat: opened a chat with a ${context.type} and returns nothing`, context);
    });
  }

  return {
    core,
    fdc3,
    userChannels,
    monitor: {
      events: monitorEvents,
      async join(channelId) {
        if (channelId === null) await monitor.leaveCurrentChannel();
        else await monitor.joinUserChannel(channelId);
      },
      async broadcastSample() {
        await monitor.broadcast({type: 'fdc3.instrument', name: 'Sample Industries', id: {ticker: 'SAMPLE'}});
      },
    },
    pricer: {events: pricerEvents},
    chat: {events: chatEvents},
    start() {
      started ??= setUp();
      return started;
    },
  };
}
