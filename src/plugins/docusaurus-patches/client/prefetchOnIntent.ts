/**
 * Loads the next page's code when the reader shows the intent to open it, not
 * when its link scrolls into view. Docusaurus prefetches every internal link
 * that becomes visible (a docs page shows dozens in its navbar, sidebar, text
 * and footer), which costs a phone hundreds of kilobytes it mostly never uses.
 * Hovering over or touching a link still preloads its page (Docusaurus' own
 * `preload`), so navigation stays quick.
 *
 * Docusaurus' links call `window.docusaurus.prefetch`; that object is frozen,
 * so it is replaced by a copy whose `prefetch` does nothing.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

type WindowWithDocusaurus = Window & {docusaurus?: DocusaurusGlobal};

const noPrefetch = (): false => false;

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  const win = window as WindowWithDocusaurus;
  if (win.docusaurus && win.docusaurus.prefetch !== noPrefetch) win.docusaurus = Object.freeze({...win.docusaurus, prefetch: noPrefetch});
}
