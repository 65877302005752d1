import {startTransition, useEffect, useState} from 'react';

/**
 * A value kept outside React (the simulated desktop's log, its apps' stores, the agent's channel), read by a
 * component and re-rendered when it changes. The first render uses `server`, the value the page was rendered
 * with, so hydration matches; every change after that renders in a transition.
 *
 * Why not `useSyncExternalStore`: React renders its updates synchronously, all at once. As the toolbox's page
 * starts, its apps start, and a dozen stores change straight after hydration: on the Workbench that was one
 * task of about 90 ms on this machine (about 375 ms at a phone's 4× slower CPU). In a transition the same work
 * comes in slices that let the browser answer the reader in between. What is given up is the guarantee that two
 * components never show two moments of the same store in one frame, which nothing here relies on: each view
 * shows whole values, and the next slice catches up.
 *
 * `subscribe` and `get` must keep their identity across renders (bound methods, or `useCallback`).
 */
export function useTransitionStore<T>(subscribe: (watcher: () => void) => () => void, get: () => T, server: T): T {
  const [value, setValue] = useState<T>(server);
  useEffect(() => {
    const update = () => {
      const next = get();
      startTransition(() => setValue(() => next));
    };
    update();
    return subscribe(update);
  }, [subscribe, get]);
  return value;
}
