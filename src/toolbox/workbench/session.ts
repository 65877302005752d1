/**
 * What the Workbench's own app talks to: the simulated desktop of `desktop.ts`
 * or a real Desktop Agent found in the page (`../real-agent/connect.ts`). The
 * components call 2.0's names; a 1.2 agent is reached through its own calls
 * behind them, and a call an agent cannot take is listed in `unsupported`
 * with the reason the page shows beside the disabled control.
 */
import type * as F20 from 'fdc3-2.0';
import {formatValue} from '../agent/core';
import {workbenchAppId, type Store, type WorkbenchDesktop} from './desktop';

/** A channel as the page names it (a simulated channel has `display`, a real one `displayMetadata`). */
export interface ShownChannel {
  id: string;
  displayMetadata?: {name?: string};
  display?: {name?: string};
}

export type WorkbenchApi = Pick<
  F20.DesktopAgent,
  | 'getUserChannels'
  | 'joinUserChannel'
  | 'leaveCurrentChannel'
  | 'getCurrentChannel'
  | 'getOrCreateChannel'
  | 'addContextListener'
  | 'broadcast'
  | 'raiseIntent'
  | 'raiseIntentForContext'
> & {
  /**
   * `open`, with the app as the agent in use names it: an `appId` on a 2.0
   * agent, which gets `open({appId}, context)`, and a name on a 1.2 agent,
   * which gets `open(name, context)`. Resolves to the AppIdentifier a 2.0
   * agent returns, or undefined from a 1.2 agent (its `open` returns nothing).
   * Not 2.0's own signature: a 2.0 `DesktopAgent` would take the string as
   * the deprecated name form, so each agent below builds its own argument.
   */
  open(app: string, context?: F20.Context): Promise<F20.AppIdentifier | undefined>;
};

/** The calls behind the Workbench's controls, by their 2.0 names: the agent's own, a resolution's `getResult` and `createPrivateChannel`. */
export type WorkbenchCall = keyof WorkbenchApi | 'getResult' | 'createPrivateChannel';

/** A value the page reads and watches. */
export interface Watched<T> {
  get(): T;
  subscribe(watcher: () => void): () => void;
}

export interface WorkbenchAgent {
  kind: 'simulated' | 'real';
  /** The agent as the page names it: "the simulated agent", or the provider. */
  name: string;
  /** The version of the calls made: a 1.2 agent gets 1.2's. */
  version: '1.2' | '2.0';
  fdc3: WorkbenchApi;
  /** The user channel (1.2: system channel) the reader's app has joined, as the page last learnt it. */
  joined: Watched<ShownChannel | undefined>;
  /** What `getUserChannels()` (1.2: `getSystemChannels()`) returned. */
  userChannels: Store<readonly F20.Channel[]>;
  /** Why a call is not offered with this agent. */
  unsupported: Partial<Record<WorkbenchCall, string>>;
  start(): Promise<void>;
}

/** The simulated desktop as the reader's app sees it. */
export function simulatedAgent(wb: WorkbenchDesktop): WorkbenchAgent {
  return {
    kind: 'simulated',
    name: 'the simulated agent',
    version: '2.0',
    fdc3: {
      ...wb.fdc3,
      // The simulator logs the call and what the opened app did; the AppIdentifier it resolves to is logged here, as a real agent's answer is.
      async open(app, context) {
        const opened = await wb.fdc3.open({appId: app}, context);
        wb.core.record({app: wb.core.title(workbenchAppId), kind: 'event', text: `open resolved to ${formatValue(opened)}`});
        return opened;
      },
    },
    joined: {get: () => wb.core.currentChannel(workbenchAppId), subscribe: wb.core.subscribe},
    userChannels: wb.userChannels,
    unsupported: {},
    start: () => wb.start(),
  };
}
