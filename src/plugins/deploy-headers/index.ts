/**
 * Writes `_headers` and `_redirects` into the build for a static CDN host,
 * from the typed rules in src/data/deploy.ts. The Content-Security-Policy
 * allows the framework's inline scripts by the SHA-256 hashes of the scripts
 * actually present in the built pages, computed here after the build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
// The redirect-pages plugin writes its pages in its own postBuild, which runs
// beside this one; its page renderer gives the same inline script to hash.
import {renderRedirectPage} from '../redirect-pages';
import {contentSecurityPolicy, formatHeaders, headerRules, redirectLines} from '../../data/deploy';
import {redirectRoutes} from '../../data/redirects';
import {searchIndexFolder} from '../../data/search';
import {schemasFolder} from '../../fdc3/schemas';

export interface DeployHeadersOptions {
  /** Whether Google Analytics is configured (its hosts are then allowed). */
  analytics: boolean;
  releasedVersions: readonly string[];
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, keep) : keep(e.name) ? [full] : [];
  });
}

const htmlFiles = (dir: string) => filesUnder(dir, (name) => name.endsWith('.html'));

/** Inline scripts the browser runs: no `src`, and a JavaScript type (or none). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (m[2].trim() === '') continue;
    scripts.push(m[2]);
  }
  return scripts;
}

export const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

function checkOptions(options: unknown): DeployHeadersOptions {
  const o = options as Partial<DeployHeadersOptions> | undefined;
  if (typeof o?.analytics !== 'boolean' || !Array.isArray(o.releasedVersions) || !o.releasedVersions.every((v) => typeof v === 'string')) {
    throw new Error(`deploy-headers: options must be {analytics: boolean, releasedVersions: string[]}, got ${JSON.stringify(options)}`);
  }
  return {analytics: o.analytics, releasedVersions: o.releasedVersions};
}

export default function deployHeadersPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkOptions(rawOptions);
  return {
    name: 'deploy-headers',
    async postBuild({outDir, siteConfig}) {
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir)) for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(sha256(script));
      for (const {from, to} of redirectRoutes(options.releasedVersions)) {
        // Only the script matters here, and it does not depend on the page's title or image.
        const page = renderRedirectPage({
          from: normalizeUrl([siteConfig.baseUrl, from]),
          to: normalizeUrl([siteConfig.baseUrl, to]),
          targetTitle: to,
          siteTitle: siteConfig.title,
          siteUrl: siteConfig.url,
          image: '',
        });
        for (const script of inlineScripts(page)) hashes.add(sha256(script));
      }
      const csp = contentSecurityPolicy({scriptHashes: [...hashes].sort(), analytics: options.analytics});
      // Why the search index by name: src/plugins/search-index writes it in a postBuild that runs
      // beside this one, so the folder may not exist yet when this one lists the build.
      const topLevel = [...new Set([...fs.readdirSync(outDir), searchIndexFolder])].filter(
        (name) => !['_headers', '_redirects'].includes(name),
      );
      // The standard's files are static files, copied into the build before any postBuild runs.
      const schemasDir = path.join(outDir, schemasFolder);
      const servedFiles = fs.existsSync(schemasDir)
        ? filesUnder(schemasDir, () => true).map((f) => path.relative(outDir, f).split(path.sep).join('/'))
        : [];
      fs.writeFileSync(path.join(outDir, '_headers'), formatHeaders(headerRules(csp, topLevel, siteConfig.baseUrl, servedFiles)));
      fs.writeFileSync(path.join(outDir, '_redirects'), `${redirectLines(options.releasedVersions, siteConfig.baseUrl).join('\n')}\n`);
    },
  };
}
