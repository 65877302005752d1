/**
 * The desktop of "FDC3 Explained": its app directory, and one port per app
 * through which the page's small apps talk to the simulated agent of the
 * version being explained. Each port calls exactly that version's API (so the
 * log shows real calls of that version) and offers only what the version had:
 * channels from 1.1, raising by context from 1.2, private channels in 2.0.
 */
import type {ChannelDef, Ctx, DesktopCore, DirectoryApp, Resolver} from '../agent/core';
import {createDesktop1, receiverName, systemChannels1, type Agents1} from '../agent/fdc3-1';
import {createDesktop2, userChannels20} from '../agent/fdc3-2';
import type * as F20 from 'fdc3-2.0';

import {explainedVersions, type ExplainedVersion} from './versions';
export {explainedVersions, type ExplainedVersion};

/** The intent that streams prices over a private channel in 2.0. It is this desktop's own, not a standard intent. */
export const quoteStreamIntent = 'QuoteStream';

/** The four apps of the desktop, as the simulated app directory lists them. */
export function explainedApps(version: ExplainedVersion): DirectoryApp[] {
  const instrument = ['fdc3.instrument'];
  return [
    {appId: 'blotter', name: 'Blotter', title: 'Blotter', intents: []},
    {
      appId: 'chart',
      name: 'Chart',
      title: 'Chart',
      intents: [
        {name: 'ViewChart', displayName: 'View Chart', contexts: instrument},
        {name: 'ViewInstrument', displayName: 'View Instrument', contexts: instrument},
        ...(version === '2.0' ? [{name: quoteStreamIntent, displayName: 'Quote Stream', contexts: instrument}] : []),
      ],
    },
    {
      appId: 'news',
      name: 'News',
      title: 'News',
      intents: [
        {name: 'ViewNews', displayName: 'View News', contexts: instrument},
        {name: 'ViewInstrument', displayName: 'View Instrument', contexts: instrument},
      ],
    },
    {
      appId: 'contacts',
      name: 'Contacts',
      title: 'Contacts',
      intents: [{name: 'ViewContact', displayName: 'View Contact', contexts: ['fdc3.contact']}],
    },
  ];
}

export interface ChannelChoice {
  id: string;
  name: string;
  color?: string;
}

/** 1.x pickers leave out 'global', as its spec allows; 2.0 offers every user channel. */
const offered = (id: string): boolean => id !== 'global';

const toChoice = (c: {id: string; displayMetadata?: {name?: string; color?: string}}): ChannelChoice => ({
  id: c.id,
  name: c.displayMetadata?.name ?? c.id,
  color: c.displayMetadata?.color,
});

/**
 * The channels a picker offers, known without asking the agent: what the page
 * renders first (also on the server), before each app asks for the list with
 * the version's own call. Empty in 1.0, which had no channels.
 */
export function channelChoices(version: ExplainedVersion): ChannelChoice[] {
  const defs: readonly ChannelDef[] = version === '1.0' ? [] : version === '2.0' ? userChannels20 : systemChannels1;
  return defs.filter((def) => offered(def.id)).map((def) => toChoice({id: def.id, displayMetadata: def.display}));
}

/** What the page's apps can do, in the version's own calls. Absent members: the version did not have them. */
export interface AppPort {
  /** Calls `handler` with each context of `contextType` the app receives. Resolves to a function that removes the listener. */
  listen(contextType: string, handler: (context: Ctx) => void): Promise<() => void>;
  /** Handles an intent; the handler may return a result (2.0). */
  handle(intent: string, handler: (context: Ctx) => Promise<unknown> | void): Promise<() => void>;
  broadcast(context: Ctx): Promise<void>;
  /** Raises an intent and resolves to the title of the app that handled it. */
  raiseIntent(intent: string, context: Ctx): Promise<string>;
  raiseIntentForContext?: (context: Ctx) => Promise<string>;
  channels?: {
    /** The channels a picker offers (1.x hides 'global', as its spec allows). */
    list(): Promise<ChannelChoice[]>;
    join(id: string): Promise<void>;
    leave(): Promise<void>;
  };
  /** 2.0 only: ask for a price stream over a private channel. */
  requestStream?: (context: Ctx, onPrice: (price: Ctx) => void) => Promise<{stop(): void}>;
  /** 2.0 only: offer a price stream; `start` returns the function that stops it. */
  provideStream?: (start: (instrument: Ctx, send: (price: Ctx) => void) => () => void) => Promise<() => void>;
}

export interface ExplainedDesktop {
  version: ExplainedVersion;
  core: DesktopCore;
  /** How apps name the agent in this version's documents: `agent` (1.0) or `fdc3`. */
  receiver: string;
  port(appId: string): AppPort;
}

export function createExplainedDesktop(version: ExplainedVersion, resolve: Resolver): ExplainedDesktop {
  const apps = explainedApps(version);
  if (version === '2.0') {
    const desktop = createDesktop2(apps, resolve);
    return {version, core: desktop.core, receiver: 'fdc3', port: (appId) => port20(desktop.connect(appId), desktop.core)};
  }
  const desktop = createDesktop1(version, apps, resolve);
  return {version, core: desktop.core, receiver: receiverName(version), port: (appId) => port1x(version, desktop.connect(appId))};
}

const titleOf = (core: DesktopCore, source: string): string => core.appByName(source)?.title ?? source;

function port1x(version: '1.0' | '1.1' | '1.2', agent: Agents1['1.0'] | Agents1['1.1'] | Agents1['1.2']): AppPort {
  const base: AppPort = {
    async listen(contextType, handler) {
      // 1.0 has no typed listener: the app filters by type itself.
      const listener =
        version === '1.0'
          ? agent.addContextListener((c) => {
              if ((c as Ctx).type === contextType) handler(c as Ctx);
            })
          : (agent as Agents1['1.1']).addContextListener(contextType, (c) => handler(c as Ctx));
      return () => listener.unsubscribe();
    },
    async handle(intent, handler) {
      const listener = agent.addIntentListener(intent, (c) => void handler(c as Ctx));
      return () => listener.unsubscribe();
    },
    async broadcast(context) {
      agent.broadcast(context);
    },
    async raiseIntent(intent, context) {
      return (await agent.raiseIntent(intent, context)).source as string;
    },
  };
  if (version === '1.0') return base;
  const a11 = agent as Agents1['1.1'];
  base.channels = {
    async list() {
      const all = await a11.getSystemChannels();
      return all.filter((c) => offered(c.id)).map(toChoice);
    },
    join: (id) => a11.joinChannel(id),
    leave: () => a11.leaveCurrentChannel(),
  };
  if (version === '1.2') {
    const a12 = agent as Agents1['1.2'];
    base.raiseIntentForContext = async (context) => (await a12.raiseIntentForContext(context)).source as string;
  }
  return base;
}

function port20(agent: F20.DesktopAgent, core: DesktopCore): AppPort {
  return {
    async listen(contextType, handler) {
      const listener = await agent.addContextListener(contextType, (c) => handler(c as Ctx));
      return () => listener.unsubscribe();
    },
    async handle(intent, handler) {
      const listener = await agent.addIntentListener(intent, (c) => handler(c as Ctx) as Promise<F20.IntentResult> | void);
      return () => listener.unsubscribe();
    },
    broadcast: (context) => agent.broadcast(context),
    async raiseIntent(intent, context) {
      return titleOf(core, (await agent.raiseIntent(intent, context)).source.appId);
    },
    async raiseIntentForContext(context) {
      return titleOf(core, (await agent.raiseIntentForContext(context)).source.appId);
    },
    channels: {
      async list() {
        const all = await agent.getUserChannels();
        return all.map(toChoice);
      },
      join: (id) => agent.joinUserChannel(id),
      leave: () => agent.leaveCurrentChannel(),
    },
    async requestStream(context, onPrice) {
      const resolution = await agent.raiseIntent(quoteStreamIntent, context);
      const channel = (await resolution.getResult()) as F20.PrivateChannel;
      const listener = await channel.addContextListener('fdc3.valuation', (c) => onPrice(c as Ctx));
      return {
        stop() {
          listener.unsubscribe();
          channel.disconnect();
        },
      };
    },
    async provideStream(start) {
      const listener = await agent.addIntentListener(quoteStreamIntent, async (instrument) => {
        const channel = await agent.createPrivateChannel();
        let stop: (() => void) | undefined;
        const end = () => {
          stop?.();
          stop = undefined;
        };
        channel.onAddContextListener(() => {
          end();
          stop = start(instrument as Ctx, (price) => void channel.broadcast(price));
        });
        channel.onUnsubscribe(end);
        channel.onDisconnect(end);
        return channel;
      });
      return () => listener.unsubscribe();
    },
  };
}
