/**
 * The browser compiles the site's JavaScript while it downloads, off the main thread.
 *
 * V8 compiles a function the first time it is called, on the main thread, unless it knows
 * beforehand that the function will run. Nearly all of a page's scripts run as the page
 * starts (React, the theme, the page's own content, whose Markdown is one large function),
 * so those first calls were compiled one by one between the page's other work: on the
 * DesktopAgent reference, hundreds of milliseconds of main thread at 4× CPU slowdown.
 * Chromium 136 and later read the magic comment below at the top of a script as "every
 * function here runs on load" and compile them all while the script streams in, on a
 * background thread. Other browsers see a comment.
 *
 * The comment goes on after minification (which would remove it) and before the content
 * hashes are worked out (so each file's name still changes with its content). The search
 * worker's script (`searchWorkerScript` in src/data/search.ts) goes without:
 * it runs in its own thread, so its compiling never holds up the page, and it counts
 * towards the bytes of a reader's first search.
 */
import type {Plugin} from '@docusaurus/types';
import {searchWorkerScript} from '../../data/search';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** Whether a built script carries the hint where Chromium reads it: on its first line. */
export const hasCompileHint = (source: string): boolean => source.split('\n', 1)[0] === compileHint;

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            exclude: searchWorkerScript,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
