import {useCallback} from 'react';
import type {ChannelDef, DesktopCore} from '../agent/core';
import {useTransitionStore} from '../components/useTransitionStore';
import type {Store} from './desktop';
import type {Watched} from './session';

// Each re-renders on change in a transition (../components/useTransitionStore), and renders first with the
// value the server rendered, as the apps start in the browser.

/** A store's value; its first value while rendered on the server and hydrated. */
export function useStore<T>(store: Store<T>): T {
  return useTransitionStore(store.subscribe, store.get, store.initial);
}

/** A watched value; its server value while rendered on the server and hydrated. */
export function useWatched<T>(watched: Watched<T>, server: T): T {
  const subscribe = useCallback((watcher: () => void) => watched.subscribe(watcher), [watched]);
  return useTransitionStore(
    subscribe,
    useCallback(() => watched.get(), [watched]),
    server,
  );
}

/** The user channel an app has joined; none while rendered on the server and hydrated. */
export function useJoinedChannel(core: DesktopCore, appId: string): ChannelDef | undefined {
  return useTransitionStore(
    core.subscribe,
    useCallback(() => core.currentChannel(appId), [core, appId]),
    undefined,
  );
}
