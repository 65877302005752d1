/**
 * A docs page's layout arrives in one script.
 *
 * Docusaurus gives each component of a route its own chunk: a docs page needs the docs plugin's
 * route context and four theme components (`DocsRoot`, `DocVersionRoot`, `DocRoot`, `DocItem`),
 * and the bundler splits what those share into three more. With the version's sidebar and the
 * page's own content, the main bundle added ten script elements to the document before the
 * page could hydrate, inside the task that evaluates it: on the long references, the costliest
 * part of that task (about 60 ms of Lighthouse's simulated main thread at 6× CPU slowdown on the
 * 1.2 DesktopAgent reference; docs-dev/decisions/0021-one-docs-layout-chunk.md).
 *
 * This plugin gathers the code of those five route modules into one chunk, `docs-layout`, in the
 * client build: a docs page loads three scripts after the main bundle (the layout, the version's
 * sidebar and its content). A module the blog or a page also uses stays where the bundler put it
 * for them as well; only the docs routes' copies move. The chunk names are the ones Docusaurus
 * gives these modules in a production build; `DocsLayoutChunkCheck` fails the build when its route
 * registry no longer names them so (a Docusaurus upgrade that renames chunks is noticed, not
 * silently unbundled), and when the client build has no `docs-layout` chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {simpleHash} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The route modules every docs page is rendered with. */
export const docsLayoutModules = [
  '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
  '@theme/DocsRoot',
  '@theme/DocVersionRoot',
  '@theme/DocRoot',
  '@theme/DocItem',
] as const;

export const docsLayoutChunk = 'docs-layout';

/** The chunk name Docusaurus gives a route module in a production build (codegenRoutes' `genChunkName`). */
export const productionChunkName = (modulePath: string): string => simpleHash(modulePath, 8);

const chunkNames = new Set(docsLayoutModules.map(productionChunkName));

/**
 * Why the generated route registry does not fit this plugin, or `[]`: every docs layout module must be
 * imported under the chunk name computed for it.
 */
export function registryProblems(registrySource: string, registryFile = 'registry.js'): string[] {
  return docsLayoutModules.flatMap((modulePath) => {
    const name = productionChunkName(modulePath);
    return registrySource.includes(`/* webpackChunkName: "${name}" */ "${modulePath}"`)
      ? []
      : [
          `${registryFile}: the route registry does not import ${modulePath} as chunk "${name}". ` +
            'Docusaurus names route chunks differently now: update src/plugins/docs-layout-chunk.',
        ];
  });
}

interface Chunk {
  name?: string | null;
}
interface Compilation {
  errors: Error[];
  chunks: Iterable<Chunk>;
  hooks: {afterSeal: {tap(name: string, fn: () => void): void}};
}
interface Compiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}

/** Fails the client compilation when the registry's chunk names are not the expected ones, or no `docs-layout` chunk was made. */
export class DocsLayoutChunkCheck {
  constructor(private readonly registryFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DocsLayoutChunkCheck', (compilation) => {
      compilation.hooks.afterSeal.tap('DocsLayoutChunkCheck', () => {
        const problems = registryProblems(fs.readFileSync(this.registryFile, 'utf8'), this.registryFile);
        if (problems.length === 0 && ![...compilation.chunks].some((chunk) => chunk.name === docsLayoutChunk))
          problems.push(`The client build has no "${docsLayoutChunk}" chunk: src/plugins/docs-layout-chunk matched no module.`);
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}

export default function docsLayoutChunkPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-layout-chunk',
    configureWebpack(_config, isServer) {
      // The server bundle has no chunks; in development chunk names are readable, not hashed, and
      // the page's scripts do not matter.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Below Docusaurus's `styles` group (50), so that CSS still goes to the one stylesheet.
              docsLayout: {
                name: docsLayoutChunk,
                chunks: (chunk: Chunk) => chunkNames.has(chunk.name ?? ''),
                enforce: true,
                priority: 30,
              },
            },
          },
        },
        plugins: [new DocsLayoutChunkCheck(path.join(context.generatedFilesDir, 'registry.js'))],
      };
    },
  };
}
