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
 * - Code blocks hydrate as one node (src/theme/CodeBlock): in the browser, Prism is needed only by a
 *   block that mounts after hydration, and `./HighlightedLines` there loads it on demand. The server bundle
 *   must write the highlighted lines into the page, so there its import is pointed at `./PrismLines`
 *   (`ServerLinesPlugin`); a server bundle with the lazy module, or without the highlighting one, fails the build.
 *
 * - The blocks' copy and word-wrap buttons are plain HTML, served by one listener for the page
 *   (`./client/code-buttons.ts`, a client module), so that a block the server rendered hydrates as one node.
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

/** The parts of the bundler (Rspack or webpack) the two plugins below use. */
interface ResolvingCompiler {
  hooks: {normalModuleFactory: {tap(name: string, fn: (factory: ModuleFactory) => void): void}};
}
interface ModuleFactory {
  hooks: {beforeResolve: {tap(name: string, fn: (data: {request: string; context: string}) => void): void}};
}
interface CheckingCompiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}
interface Compilation {
  errors: Error[];
  hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<object>) => void): void}};
}

const lazyLines = path.join(contentDir, 'HighlightedLines.tsx');
const prismLines = path.join(contentDir, 'PrismLines.tsx');

/**
 * What the server bundle's modules must show: the highlighted lines, and not the lazy ones. Checked on the
 * modules (a build from the persistent cache resolves nothing again, so counting replacements would not do).
 */
export function serverLinesProblem(files: ReadonlySet<string>): string | undefined {
  if (files.has(lazyLines))
    return `code-highlighting: the server bundle holds ${lazyLines}, which would leave the pages' code blocks without highlighting: something imports it by a request other than './HighlightedLines' from ${contentDir}.`;
  if (!files.has(prismLines))
    return `code-highlighting: the server bundle holds no ${prismLines}: src/plugins/code-highlighting/index.ts must follow src/theme/CodeBlock/Content.`;
  return undefined;
}

/** In the server bundle, the code block's lazy lines (`./HighlightedLines`) are its highlighted lines (`./PrismLines`). */
export class ServerLinesPlugin {
  apply(compiler: ResolvingCompiler): void {
    compiler.hooks.normalModuleFactory.tap('ServerLinesPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ServerLinesPlugin', (data) => {
        if (data.request === './HighlightedLines' && path.resolve(data.context) === contentDir) data.request = './PrismLines';
      });
    });
  }
}

/** Fails the server compilation when `ServerLinesPlugin` did not take effect (`serverLinesProblem`). */
export class ServerLinesCheck {
  apply(compiler: CheckingCompiler): void {
    compiler.hooks.thisCompilation.tap('ServerLinesCheck', (compilation) => {
      compilation.hooks.finishModules.tap('ServerLinesCheck', (modules) => {
        const files = new Set<string>();
        for (const module of modules) {
          // A normal module has the file it was made from (`resource`); others, such as a runtime module, have none.
          const {resource} = module as {resource?: unknown};
          if (typeof resource === 'string') files.add(resource.replace(/[?#].*$/, ''));
        }
        const problem = serverLinesProblem(files);
        if (problem) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
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
    // The copy and word-wrap buttons of every code block, by one listener (./client/code-buttons.ts).
    getClientModules: () => [path.join(clientDir, 'code-buttons.ts')],
    configureWebpack(_config, isServer) {
      return {
        plugins: isServer ? [new ServerLinesPlugin(), new ServerLinesCheck()] : [],
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
