/**
 * Everything written into the build folder after the pages are rendered, in
 * one `postBuild` that runs its steps one after the other, each seeing what
 * the ones before it wrote:
 *
 * 1. redirect pages for the old addresses (./redirect-pages);
 * 2. the Markdown copy of every docs page and /llms.txt (./llms-txt);
 * 3. the search index, Pagefind over the built HTML (./search-index);
 * 4. `_headers` (with the CSP hashes of the inline scripts) and `_redirects`
 *    (./headers), listing the whole build, redirect pages and search index
 *    included.
 *
 * No step rewrites a page Docusaurus rendered: the Markdown `alternate` link
 * is rendered with the page (src/theme/DocItem/Content).
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {DocusaurusConfig, LoadContext, LoadedPlugin, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {writeHeaders} from './headers';
import {docusaurusHtmlMinifier, type HtmlMinify, type PageTags} from './headers/inline-scripts';
import type {DocsContent} from './llms-txt/generate';
import {writeMarkdownCopies} from './llms-txt';
import {redirectProblem, writeRedirectPages, type Redirect} from './redirect-pages';
import {writeSearchIndex} from './search-index';

export interface BuildOutputOptions {
  /** Old addresses and where they lead now, as site paths without the base URL (src/data/redirects.ts). */
  redirects: Redirect[];
  /** Whether Google Analytics is configured: the CSP then allows its hosts. */
  analytics: boolean;
  /** The least number of pages the search index must hold: fewer means the theme lost its search markers. */
  minimumSearchPages: number;
}

const sitePath = Joi.string().pattern(/^\/(?!\/)/, 'site path starting with "/"');

const optionsSchema = Joi.object<BuildOutputOptions>({
  redirects: Joi.array()
    .items(
      Joi.object({from: sitePath.required(), to: sitePath.required()}).custom((redirect: Redirect) => {
        const problem = redirectProblem(redirect);
        if (problem) throw new Error(problem);
        return redirect;
      }),
    )
    .unique('from')
    .required(),
  analytics: Joi.boolean().required(),
  minimumSearchPages: Joi.number().integer().min(1).required(),
});

/** What every step may read. */
export interface BuildOutputContext {
  outDir: string;
  siteDir: string;
  siteConfig: DocusaurusConfig;
  tags: PageTags;
  /** The docs plugin's loaded content (id "default"). */
  docsContent: DocsContent | undefined;
  options: BuildOutputOptions;
  /** The HTML minifier Docusaurus ran over every page. */
  minify: () => Promise<HtmlMinify>;
  /** Top-level files that other plugins' `postBuild` hooks write, beside this one's. */
  writtenBeside: readonly string[];
}

export interface BuildOutputStep {
  name: string;
  run: (context: BuildOutputContext) => Promise<void>;
}

/** The steps, in the order they run. */
export const buildOutputSteps: readonly BuildOutputStep[] = [
  {name: 'redirect pages', run: (c) => writeRedirectPages(c.outDir, c.siteConfig, c.options.redirects)},
  {name: 'Markdown copies and llms.txt', run: (c) => writeMarkdownCopies(c.outDir, c.siteDir, c.siteConfig, c.docsContent)},
  {name: 'search index', run: (c) => writeSearchIndex(c.outDir, c.siteDir, c.options.minimumSearchPages, c.siteConfig.baseUrl)},
  {
    name: 'headers and redirects',
    run: async (c) =>
      writeHeaders({
        outDir: c.outDir,
        siteConfig: c.siteConfig,
        tags: c.tags,
        minify: await c.minify(),
        analytics: c.options.analytics,
        redirects: c.options.redirects,
        writtenBeside: c.writtenBeside,
      }),
  },
];

/**
 * The sitemap's top-level name: Docusaurus's sitemap plugin writes it in a `postBuild` that runs
 * beside this plugin's, so the headers step may list the build before it is there.
 */
function sitemapFile(siteConfig: DocusaurusConfig, plugins: readonly LoadedPlugin[]): string[] {
  if (siteConfig.noIndex) return [];
  return plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-sitemap')
    .map(
      (plugin) =>
        String((plugin.options as {filename?: unknown}).filename ?? 'sitemap.xml')
          .replace(/^\/+/, '')
          .split('/')[0]!,
    );
}

/** Runs the steps one after the other. */
export async function runBuildOutput(context: BuildOutputContext, steps: readonly BuildOutputStep[] = buildOutputSteps): Promise<void> {
  for (const step of steps) await step.run(context);
}

export default function buildOutputPlugin(_context: LoadContext, validatedOptions: unknown): Plugin {
  // Docusaurus has checked them against optionsSchema (validateOptions below) before it calls the plugin.
  const options = validatedOptions as BuildOutputOptions;
  let docsContent: DocsContent | undefined;
  return {
    name: 'build-output',
    allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    async postBuild({outDir, siteDir, siteConfig, headTags, preBodyTags, postBodyTags, plugins}) {
      await runBuildOutput({
        outDir,
        siteDir,
        siteConfig,
        tags: {headTags, preBodyTags, postBodyTags},
        docsContent,
        options,
        minify: () => docusaurusHtmlMinifier(siteDir, siteConfig.future.faster.swcHtmlMinimizer),
        writtenBeside: sitemapFile(siteConfig, plugins),
      });
    },
  };
}

/** Checks the options when Docusaurus loads the plugin; a bad one stops the build with the plugin's name and the option's path. */
buildOutputPlugin.validateOptions = <T, U>({validate, options}: OptionValidationContext<T, U>): U => {
  try {
    // Why the cast: Docusaurus types validateOptions for any options type; this schema is the one for U.
    return validate(optionsSchema as unknown as Parameters<typeof validate>[0], options);
  } catch (error) {
    throw new Error(`build-output plugin options: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
  }
};
