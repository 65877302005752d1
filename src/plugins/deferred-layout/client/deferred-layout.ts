/**
 * The blocks that ./deferred-layout.css leaves to be laid out as the reader comes near them are laid out
 * here once the page has started, a few at a time, each slice short enough to keep the page responsive
 * (decision record 0019). Then the page is laid out whole, as without the CSS, and says so with
 * `data-laid-out` on the root: what reads the layout of the whole page (the code blocks' word-wrap buttons,
 * a checker that scrolls through the page and reads what is drawn at each point) reads the page as it is.
 *
 * A link from another page of the site to a part of a page (`/docs/api/ref/DesktopAgent#raiseintent`) moves
 * without a new document, so `:target` does not change: Docusaurus scrolls to the element itself. While such
 * an address is open, `data-fragment` on the root lays out every block at once, and the element is scrolled
 * to again, now that the blocks above it have their real sizes.
 */
import type {ClientModule} from '@docusaurus/types';
import {scheduleCodeButtons} from '@site/src/plugins/code-highlighting/client/code-buttons';
import {searchOpenAttribute as searchOpen} from '@site/src/data/search';

/** What the CSS may leave to later, as it selects it. */
const deferredBlocks =
  '.theme-doc-markdown > :nth-child(n + 16):not(h1, h2, h3, h4, h5, h6, header, .theme-code-block), .theme-doc-markdown .theme-code-block pre';
const laidOut = 'data-laid-out';
/** The main thread's time per slice: under a phone's 4× slower CPU, still well under a long task (50 ms). */
const sliceMs = 5;

const idle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, {timeout: 1000}) : setTimeout(callback, 50);

let page = 0;

/** Lays out the page's deferred blocks in slices, then marks the root. A newer page stops an older page's run. */
function layOutInSlices(): void {
  const run = ++page;
  const root = document.documentElement;
  root.removeAttribute(laidOut);
  const blocks = Array.from(document.querySelectorAll<HTMLElement>(deferredBlocks)).filter((block) => !block.hasAttribute(laidOut));
  let next = 0;
  const slice = () => {
    if (run !== page) return;
    // While the reader searches, the results cover the page (on a phone the page is not drawn at all): the
    // slices wait, so that each keystroke's answer does not share the main thread with them.
    if (root.hasAttribute(searchOpen)) {
      const observer = new MutationObserver(() => {
        if (root.hasAttribute(searchOpen)) return;
        observer.disconnect();
        idle(slice);
      });
      observer.observe(root, {attributes: true, attributeFilter: [searchOpen]});
      return;
    }
    const start = performance.now();
    while (next < blocks.length && performance.now() - start < sliceMs) {
      const block = blocks[next++]!;
      block.setAttribute(laidOut, '');
      // Laid out now, inside this slice, rather than all together at the next frame.
      void block.offsetHeight;
    }
    if (next < blocks.length) {
      idle(slice);
      return;
    }
    root.setAttribute(laidOut, '');
    // Blocks that were not laid out had their word-wrap button left for later (code-buttons.ts).
    scheduleCodeButtons();
  };
  idle(slice);
}

const module: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const root = document.documentElement;
    if (previousLocation && location.hash) {
      root.setAttribute('data-fragment', '');
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (!location.hash) {
      root.removeAttribute('data-fragment');
    }
    layOutInSlices();
  },
};
export default module;
