/**
 * Finding a real Desktop Agent in the page. A 1.x or 2.0 agent puts its API at
 * `window.fdc3`, either before the page's scripts run or later, firing the
 * `fdc3Ready` event on `window` when it does (2.0 and 1.2 name the event alike).
 *
 * Why not `fdc3Ready()` from `@finos/fdc3@2.0.3`: that helper is bundled with a
 * regenerator runtime, 9.5 KB minified (3.5 KB gzip, measured with esbuild on
 * the package's ESM build) for what the few lines below do; and it rejects after
 * its timeout when no agent comes, where the toolbox simply keeps its simulator.
 */
import type * as F12 from 'fdc3-1.2';
import type * as F20 from 'fdc3-2.0';

/** An agent as found: either version's interface, told apart later by `getInfo()`. */
export type FoundAgent = F20.DesktopAgent | F12.DesktopAgent;

/** How long the toolbox waits for `fdc3Ready` before it settles for its simulator. */
export const readyWaitMs = 1500;

/** `window.fdc3` if it holds an object. (The typings declare it always set; in a plain browser it is absent.) */
const present = (): FoundAgent | undefined => {
  const candidate = (window as unknown as {fdc3?: unknown}).fdc3;
  return candidate !== null && typeof candidate === 'object' ? (candidate as FoundAgent) : undefined;
};

/** The agent at `window.fdc3`, now or once `fdc3Ready` fires within `waitMs`; undefined when none comes. */
export function findAgent(waitMs = readyWaitMs): Promise<FoundAgent | undefined> {
  const now = present();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (): void => {
      window.clearTimeout(timer);
      window.removeEventListener('fdc3Ready', done);
      resolve(present());
    };
    const timer = window.setTimeout(done, waitMs);
    window.addEventListener('fdc3Ready', done);
  });
}
