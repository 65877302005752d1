/**
 * What the Workbench's own app talks to: the simulated desktop of `desktop.ts`
 * or a real Desktop Agent found in the page (`../real-agent/connect.ts`). The
 * components call 2.0's names; a 1.2 agent is reached through its own calls
 * behind them, and a call an agent cannot take is listed in `unsupported`
 * with the reason the page shows beside the disabled control.
 */
import type * as F20 from 'fdc3-2.0';
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
>;

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
    fdc3: wb.fdc3,
    joined: {get: () => wb.core.currentChannel(workbenchAppId), subscribe: wb.core.subscribe},
    userChannels: wb.userChannels,
    unsupported: {},
    start: () => wb.start(),
  };
}
