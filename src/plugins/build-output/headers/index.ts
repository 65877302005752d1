/**
 * The last step of the build output (src/plugins/build-output): `_headers`
 * and `_redirects` for a static CDN host, from the typed rules in
 * src/data/deploy.ts. It runs after the other steps, so the build folder it
 * lists holds the redirect pages and the search index. The
 * Content-Security-Policy allows the inline scripts by their SHA-256 hashes,
 * computed from the scripts' sources (./inline-scripts.ts); every built page
 * is then checked, read-only, to have no other inline script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {headerRules, redirectLines} from '../../../data/deploy';
import {schemasFolder} from '../../../fdc3/schemas';
import {redirectScript, type Redirect} from '../redirect-pages';
import {contentSecurityPolicy, sha256} from './csp';
import {formatHeaders} from './headers-file';
import {checkInlineScripts, minifiedAsInPages, pageScriptSources, type HtmlMinify, type PageTags} from './inline-scripts';

export interface HeadersInput {
  outDir: string;
  siteConfig: Pick<DocusaurusConfig, 'baseUrl' | 'baseUrlIssueBanner'>;
  /** The tags of every page, as `postBuild` receives them. */
  tags: PageTags;
  /** The minifier Docusaurus ran over every page (./inline-scripts.ts `docusaurusHtmlMinifier`). */
  minify: HtmlMinify;
  /** Whether Google Analytics is configured (its hosts are then allowed). */
  analytics: boolean;
  redirects: readonly Redirect[];
  /**
   * Top-level files that other plugins' `postBuild` hooks write, which Docusaurus runs beside
   * this plugin's, so they may not be in the build yet when this step lists it (the sitemap).
   */
  writtenBeside: readonly string[];
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, keep) : keep(e.name) ? [full] : [];
  });
}

/** The hashes of every inline script the build has: those of Docusaurus's pages, and the redirect pages' one. */
export async function inlineScriptHashes(input: Pick<HeadersInput, 'siteConfig' | 'tags' | 'minify' | 'redirects'>): Promise<string[]> {
  const pageScripts = await minifiedAsInPages(pageScriptSources(input.tags, input.siteConfig), input.minify);
  // The redirect pages are written by ../redirect-pages, not minified.
  const scripts = [...pageScripts, ...(input.redirects.length > 0 ? [redirectScript] : [])];
  return [...new Set(scripts.map(sha256))].sort();
}

export async function writeHeaders(input: HeadersInput): Promise<void> {
  const {outDir, siteConfig} = input;
  const hashes = await inlineScriptHashes(input);
  const pages = filesUnder(outDir, (name) => name.endsWith('.html')).map((file) => ({
    file: path.relative(outDir, file).split(path.sep).join('/'),
    html: fs.readFileSync(file, 'utf8'),
  }));
  checkInlineScripts(pages, new Set(hashes));
  const csp = contentSecurityPolicy({scriptHashes: hashes, analytics: input.analytics});
  const topLevel = [...new Set([...fs.readdirSync(outDir), ...input.writtenBeside])]
    .filter((name) => !['_headers', '_redirects'].includes(name))
    .sort();
  const schemasDir = path.join(outDir, schemasFolder);
  const servedFiles = fs.existsSync(schemasDir)
    ? filesUnder(schemasDir, () => true).map((f) => path.relative(outDir, f).split(path.sep).join('/'))
    : [];
  fs.writeFileSync(path.join(outDir, '_headers'), formatHeaders(headerRules(csp, topLevel, siteConfig.baseUrl, servedFiles)));
  fs.writeFileSync(path.join(outDir, '_redirects'), `${redirectLines(input.redirects, siteConfig.baseUrl).join('\n')}\n`);
}
