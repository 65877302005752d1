/**
 * The changes the site makes to Docusaurus beyond swizzled theme components, applied and
 * checked in one place. README.md beside this file is the ledger: what each patch changes,
 * why, the figures behind it and how safe it is; ./patches.ts holds the same list as data.
 *
 * - `patch-package` patches (`patches/`, applied by `npm ci`'s postinstall): the browser
 *   context and the first window size set in a transition, and `useShallowMemoObject`
 *   without `localeCompare`. The plugin refuses to build if one is not applied.
 * - An alias: `@docusaurus/ComponentCreator` resolves to ./client/ComponentCreator.tsx,
 *   which makes each route's component on its first use instead of all of them at start-up.
 * - A client module: ./client/prefetchOnIntent.ts stops prefetching every link in view.
 * - A bundler plugin: ./registry-paths.ts empties the route registry's module paths in the client's
 *   scripts, which only the build's own rendering reads (2.5 KB of gzip off every page's first load).
 *
 * Every patch's modules must be in the client bundle, or the compilation fails (./check.ts):
 * a patch never matches nothing silently.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {patches} from './patches';
import {bundleExpectations, PatchCheckPlugin, unappliedPatchLines} from './check';
import {RegistryPathsPlugin} from './registry-paths';

const root = path.join(__dirname, '..', '..', '..');
const componentCreator = path.join(__dirname, 'client', 'ComponentCreator.tsx');
const prefetchOnIntent = path.join(__dirname, 'client', 'prefetchOnIntent.ts');

/** The `patch-package` patches of the ledger, as absolute paths. */
export const patchFiles = [...new Set(patches.filter((p) => p.kind === 'patch-package').map((p) => path.join(root, p.ours)))];

export default function docusaurusPatchesPlugin(context: LoadContext): Plugin {
  const unapplied = patchFiles.flatMap((file) => unappliedPatchLines(file));
  if (unapplied.length > 0) throw new Error(unapplied.join('\n'));
  const expectations = bundleExpectations(patches);
  // Rspack's persistent cache trusts installed packages by their version, so a patched file
  // would be read from the cache as it was before: the patches' contents join its version.
  const patchesHash = crypto
    .createHash('sha256')
    .update(patchFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n'))
    .digest('hex')
    .slice(0, 12);
  return {
    name: 'docusaurus-patches',
    getClientModules: () => [prefetchOnIntent],
    configureWebpack(config, isServer) {
      const cache = config.experiments?.cache;
      const persistent = typeof cache === 'object' && cache.type === 'persistent' ? cache : undefined;
      return {
        resolve: {alias: {'@docusaurus/ComponentCreator': componentCreator}},
        plugins: isServer
          ? []
          : [new PatchCheckPlugin(expectations), new RegistryPathsPlugin(path.join(context.generatedFilesDir, 'registry.js'))],
        // Docusaurus merges this into its config, so only the version needs to be given.
        ...(persistent && {experiments: {cache: {version: `${persistent.version ?? ''}-patches-${patchesHash}`}}}),
      };
    },
  };
}
