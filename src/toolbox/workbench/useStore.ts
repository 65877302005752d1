import {useSyncExternalStore} from 'react';
import type {ChannelDef, DesktopCore} from '../agent/core';
import type {Store} from './desktop';
import type {Watched} from './session';

/** A store's value, re-rendering on change; its first value while rendered on the server and hydrated. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/** A watched value; its server value while rendered on the server and hydrated. */
export function useWatched<T>(watched: Watched<T>, server: T): T {
  return useSyncExternalStore(watched.subscribe, watched.get, () => server);
}

/** The user channel an app has joined; none while rendered on the server and hydrated, as the apps start in the browser. */
export function useJoinedChannel(core: DesktopCore, appId: string): ChannelDef | undefined {
  return useSyncExternalStore(
    core.subscribe,
    () => core.currentChannel(appId),
    () => undefined,
  );
}
