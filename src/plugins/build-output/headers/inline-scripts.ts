/**
 * The inline scripts of the built pages, known without reading a page:
 *
 * - the tags that plugins put into every page, which Docusaurus hands to
 *   `postBuild` as HTML (`headTags`, `preBodyTags`, `postBodyTags`): the
 *   classic theme's start-up script (colour mode, `?docusaurus-data-`
 *   attributes, the announcement bar's dismissal) and, with analytics on,
 *   gtag's set-up;
 * - the base-URL issue banner's script, which Docusaurus core renders into the
 *   home page's head (`baseUrlIssueBanner`); core does not export it, so it is
 *   copied below;
 * - the redirect pages' script (../redirect-pages), added by the caller.
 *
 * Docusaurus minifies every page, inline scripts included, so each script is
 * put through the same HTML minifier before it is hashed. The headers step then
 * checks every built page against the result (`checkInlineScripts`), so a
 * script Docusaurus adds one day fails the build instead of being blocked by
 * the browser.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {inlineScripts, sha256} from './csp';

/** The HTML tags of every page, as `postBuild` receives them. */
export interface PageTags {
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
}

// Copied from @docusaurus/core 3.10.2, lib/client/BaseUrlIssueBanner/index.js (createInlineHtmlBanner and
// createInlineScript), which it does not export. checkInlineScripts fails the build on the home page if it drifts.
const BannerContainerId = '__docusaurus-base-url-issue-banner-container';
const BannerId = '__docusaurus-base-url-issue-banner';
const SuggestionContainerId = '__docusaurus-base-url-issue-banner-suggestion-container';
function createInlineHtmlBanner(baseUrl: string): string {
  return `
<div id="${BannerId}" style="border: thick solid red; background-color: rgb(255, 230, 179); margin: 20px; padding: 20px; font-size: 20px;">
   <p style="font-weight: bold; font-size: 30px;">Your Docusaurus site did not load properly.</p>
   <p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight: bold;">baseUrl configuration</a>.</p>
   <p>Current configured baseUrl = <span style="font-weight: bold; color: red;">${baseUrl}</span> ${baseUrl === '/' ? ' (default value)' : ''}</p>
   <p>We suggest trying baseUrl = <span id="${SuggestionContainerId}" style="font-weight: bold; color: green;"></span></p>
</div>
`;
}
/** The script of Docusaurus's base-URL issue banner, as core renders it. */
export function baseUrlIssueScript(baseUrl: string): string {
  return `
document.addEventListener('DOMContentLoaded', function maybeInsertBanner() {
  var shouldInsert = typeof window['docusaurus'] === 'undefined';
  shouldInsert && insertBanner();
});

function insertBanner() {
  var bannerContainer = document.createElement('div');
  bannerContainer.id = '${BannerContainerId}';
  var bannerHtml = ${JSON.stringify(createInlineHtmlBanner(baseUrl)).replace(/</g, '\\u003c')};
  bannerContainer.innerHTML = bannerHtml;
  document.body.prepend(bannerContainer);
  var suggestionContainer = document.getElementById('${SuggestionContainerId}');
  var actualHomePagePath = window.location.pathname;
  var suggestedBaseUrl = actualHomePagePath.substr(-1) === '/'
        ? actualHomePagePath
        : actualHomePagePath + '/';
  suggestionContainer.textContent = suggestedBaseUrl;
}
`;
}

/** The inline scripts Docusaurus writes into pages, as their sources give them (before minification). */
export function pageScriptSources(tags: PageTags, site: {baseUrl: string; baseUrlIssueBanner: boolean}): string[] {
  return [
    ...inlineScripts(tags.headTags + tags.preBodyTags + tags.postBodyTags),
    ...(site.baseUrlIssueBanner ? [baseUrlIssueScript(site.baseUrl)] : []),
  ];
}

/** Minifies a whole HTML page, as Docusaurus does to every page it renders. */
export type HtmlMinify = (html: string) => Promise<string>;

/**
 * Docusaurus's own HTML minifier (`getHtmlMinifier` of @docusaurus/bundler, with
 * the type the build uses: SWC with `future.faster.swcHtmlMinimizer`, else
 * Terser). Why resolved from @docusaurus/core: the bundler is core's
 * dependency, and this finds the very copy core renders pages with.
 */
export async function docusaurusHtmlMinifier(siteDir: string, swc: boolean): Promise<HtmlMinify> {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  const fromCore = createRequire(fromSite.resolve('@docusaurus/core/package.json'));
  const bundler = fromCore('@docusaurus/bundler') as {
    getHtmlMinifier(options: {type: 'swc' | 'terser'}): Promise<{minify(html: string): Promise<{code: string}>}>;
  };
  const minifier = await bundler.getHtmlMinifier({type: swc ? 'swc' : 'terser'});
  return async (html) => (await minifier.minify(html)).code;
}

/** Each script as it reads in a minified page. */
export async function minifiedAsInPages(scripts: readonly string[], minify: HtmlMinify): Promise<string[]> {
  return Promise.all(
    scripts.map(async (script) => {
      const found = inlineScripts(await minify(`<!DOCTYPE html><html><head><script>${script}</script></head><body></body></html>`));
      if (found.length !== 1)
        throw new Error(`headers: minifying an inline script gave ${found.length} scripts: ${script.trim().slice(0, 80)}`);
      return found[0]!;
    }),
  );
}

/**
 * Read-only check of the built pages: every inline script has its hash in
 * `allowed`. Throws naming each page with a script the CSP would block.
 */
export function checkInlineScripts(pages: readonly {file: string; html: string}[], allowed: ReadonlySet<string>): void {
  const problems: string[] = [];
  for (const {file, html} of pages) {
    for (const script of inlineScripts(html)) {
      const hash = sha256(script);
      if (!allowed.has(hash)) problems.push(`${file}: ${hash} for <script>${script.trim().slice(0, 100)}…</script>`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `headers: ${problems.length} inline script(s) in the build are not among the scripts whose hashes the CSP allows ` +
        '(a browser would block them): add their source to src/plugins/build-output/headers/inline-scripts.ts\n  ' +
        problems.slice(0, 20).join('\n  '),
    );
  }
}
