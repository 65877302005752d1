/**
 * The first updates after hydration render in slices.
 *
 * Once a page has hydrated, two Docusaurus hooks set state in an effect: the browser
 * context turns true (`useIsBrowser`, read by every link, code block and navbar item)
 * and the window size goes from 'ssr' to 'mobile' or 'desktop' (read by the docs layout
 * and sidebar). React renders such updates in one task, which on a long reference page
 * blocked a phone's main thread for 155–220 ms at 4× CPU slowdown (Lighthouse, 2.0
 * DesktopAgent). Set in a transition, the same render yields to the browser every few
 * milliseconds; the long task left after hydration is 85–100 ms.
 *
 * A third copy removes another long piece of work from start-up: the first `localeCompare`
 * of a page loads the browser's collation data (50–110 ms in one piece at 4× CPU
 * slowdown), and theme-common's `useShallowMemoObject`, which every code block and the
 * mobile menu call while the page hydrates, sorted keys with it. Its copy in
 * reactUtils.tsx sorts them by code unit.
 *
 * None of these modules can be swizzled (they are not theme components), so the build
 * replaces each with a copy in this folder that keeps its exports and differs only in
 * that line.
 * A replaced module that is missing from the installed Docusaurus fails the build, and
 * tests/unit/after-hydration.test.ts checks that each copy still exports what the
 * original does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface Replacement {
  /** The Docusaurus module, as a package path. */
  original: string;
  /** Our copy, in this folder. */
  copy: string;
}

export const replacements: Replacement[] = [
  {original: '@docusaurus/core/lib/client/browserContext.js', copy: path.join(__dirname, 'browserContext.tsx')},
  {original: '@docusaurus/theme-common/lib/hooks/useWindowSize.js', copy: path.join(__dirname, 'useWindowSize.ts')},
  {original: '@docusaurus/theme-common/lib/utils/reactUtils.js', copy: path.join(__dirname, 'reactUtils.tsx')},
];

/** The installed file of a package path, or an error that says what to do. */
export function resolveOriginal(original: string): string {
  const [scope, name, ...rest] = original.split('/');
  const packageName = `${scope}/${name}`;
  // The node_modules folders Node would look in, nearest first (theme-common does not export its package.json).
  const packageDir = (require.resolve.paths(packageName) ?? [])
    .map((dir) => path.join(dir, packageName))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (!packageDir) throw new Error(`src/plugins/after-hydration: the package of ${original} is not installed.`);
  const file = path.join(packageDir, ...rest);
  if (!fs.existsSync(file))
    throw new Error(
      `src/plugins/after-hydration replaces ${original}, which this version of Docusaurus no longer has. ` +
        'Find where the module went, and check that the copy in src/plugins/after-hydration still matches it.',
    );
  return file;
}

/** A pattern that matches the module's resolved path, whatever the separators. */
export const pathPattern = (file: string) =>
  new RegExp(
    `${file
      .split(path.sep)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\\\/]')}$`,
  );

export default function afterHydrationPlugin(): Plugin {
  const resolved = replacements.map(({original, copy}) => ({pattern: pathPattern(fs.realpathSync(resolveOriginal(original))), copy}));
  return {
    name: 'after-hydration',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: resolved.map(({pattern, copy}) => new currentBundler.instance.NormalModuleReplacementPlugin(pattern, copy)),
      };
    },
  };
}
