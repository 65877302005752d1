/**
 * Code highlighting that costs a page as little as possible.
 *
 * - `prism-react-renderer` resolves to `./client/prism-react-renderer.tsx` in both bundles: the
 *   theme's `Highlight` on a Prism with only the languages the site uses (`./client/prism.ts`),
 *   instead of the package's Prism with about thirty languages and twenty themes.
 * - The classic theme registers `prism.additionalLanguages` in a client module, which puts
 *   Prism into the bundle every page loads. That module is pointed at an empty one; the
 *   additional languages are part of `./client/prism.ts`, which arrives with the first code block,
 *   so pages without code (the home page, the blog list) never download a highlighter.
 *
 * - Code blocks hydrate as one node (src/theme/CodeBlock/Content): in the browser, Prism is needed only by a
 *   block that mounts after hydration, and `./HighlightedLines` there loads it on demand. The server bundle
 *   must write the highlighted lines into the page, so there its import is pointed at `./PrismLines`
 *   (`ServerLinesPlugin`); a build in which that import was not found fails.
 *
 * A language in `prism.additionalLanguages` that `./client/prism.ts` does not load fails the build.
 * Both aliases are patches of the theme: they are listed, hashed and checked in the client
 * bundle with the others (src/plugins/docusaurus-patches/patches.ts and its README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const themeClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

const clientDir = path.join(__dirname, 'client');
const prismModule = path.join(clientDir, 'prism.ts');

/** The Prism languages `./client/prism.ts` loads, from its imports. */
export function loadedLanguages(source: string = fs.readFileSync(prismModule, 'utf8')): string[] {
  return [...source.matchAll(/^import 'prismjs\/components\/prism-([\w-]+)';$/gm)].map((match) => match[1]!);
}

const contentDir = path.join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content');

/** The part of the bundler (Rspack or webpack) the plugin below uses. */
interface Compiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {
    normalModuleFactory: {tap(name: string, fn: (factory: ModuleFactory) => void): void};
    afterCompile: {tap(name: string, fn: (compilation: {errors: Error[]}) => void): void};
  };
}
interface ModuleFactory {
  hooks: {beforeResolve: {tap(name: string, fn: (data: {request: string; context?: string}) => void): void}};
}

/** In the server bundle, the code block's lazy lines (`./HighlightedLines`) are its highlighted lines (`./PrismLines`). */
export class ServerLinesPlugin {
  apply(compiler: Compiler): void {
    let replaced = 0;
    compiler.hooks.normalModuleFactory.tap('ServerLinesPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ServerLinesPlugin', (data) => {
        if (data.request === './HighlightedLines' && path.resolve(data.context ?? '') === contentDir) {
          data.request = './PrismLines';
          replaced += 1;
        }
      });
    });
    compiler.hooks.afterCompile.tap('ServerLinesPlugin', (compilation) => {
      if (replaced === 0)
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `code-highlighting: the server bundle never imported ./HighlightedLines from ${contentDir}, so code blocks ` +
              'would not be highlighted in the pages; src/plugins/code-highlighting/index.ts must follow the component.',
          ),
        );
    });
  }
}

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  const loaded = loadedLanguages();
  const missing = (prism?.additionalLanguages ?? []).filter((language) => !loaded.includes(language));
  if (missing.length > 0)
    throw new Error(
      `themeConfig.prism.additionalLanguages in docusaurus.config.ts names ${missing.join(', ')}, which ` +
        `src/plugins/code-highlighting/client/prism.ts does not load: add an import of prismjs/components/prism-<language> there.`,
    );
  const empty = path.join(clientDir, 'empty-client-module.js');
  const renderer = path.join(clientDir, 'prism-react-renderer.tsx');
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer) {
      return {
        plugins: isServer ? [new ServerLinesPlugin()] : [],
        resolve: {
          alias: {
            [`${themeClientModule}$`]: empty,
            [`${themeClientModule}.js$`]: empty,
            'prism-react-renderer$': renderer,
          },
        },
      };
    },
  };
}
