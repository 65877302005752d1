/**
 * The first step of the build output (src/plugins/build-output): static
 * redirect pages for old addresses (the 1.x doc ids of src/data/redirects.ts),
 * written as `build/<from>/index.html` for hosts that do not read
 * `_redirects`. Each is a complete small page: a language, a title and
 * description naming the page the content moved to, a canonical link to it,
 * `noindex`, the social card, a visible link for readers whose browser does
 * not follow the redirect, a `<meta http-equiv="refresh">` and one inline
 * script, the same on every page (so the CSP allows it by a single hash, see
 * ../headers), that keeps the query and hash the reader came with unless the
 * target has an anchor of its own.
 *
 * The target's title is read from its built page: a redirect to a page the
 * build does not have fails the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {decodeHtml, escapeHtml} from '../../../utils/html';

export interface Redirect {
  /** The old address, a site path without the base URL (`/docs/1.2/appd-intro`). */
  from: string;
  /** Where it now is, a site path without the base URL, optionally with `#anchor`. */
  to: string;
}

export interface RedirectPage {
  /** The old address, with the base URL. */
  from: string;
  /** The new address, with the base URL, optionally with `#anchor`. */
  to: string;
  /** Title of the page at `to`, without the site name. */
  targetTitle: string;
  /** The site name that ends every title (siteConfig.title). */
  siteTitle: string;
  /** The site's origin (siteConfig.url), for the canonical link. */
  siteUrl: string;
  /** Absolute URL of the social card. */
  image: string;
}

/** The shortest meta description a page may have. */
export const minimumDescriptionLength = 50;

/**
 * The one inline script of every redirect page. It reads the target from the
 * page's own link, so it never changes with the page and one CSP hash covers
 * all of them.
 */
export const redirectScript =
  "(function(){var a=document.querySelector('a[data-redirect-target]');if(!a)return;var t=a.getAttribute('href');" +
  "location.replace(t.indexOf('#')<0?t+location.search+location.hash:t)})()";

// Re-exported: the redirect pages' tests and callers use them from here.
export {decodeHtml, escapeHtml};

/** The HTML of the redirect page for one old address. */
export function renderRedirectPage(page: RedirectPage): string {
  const title = `Moved: ${page.targetTitle} | ${page.siteTitle}`;
  const description = `The ${page.siteTitle} page that was at ${page.from} has moved: its content is now on “${page.targetTitle}”, at ${page.to}.`;
  if (description.length < minimumDescriptionLength)
    throw new Error(`redirect-pages: description of ${page.from} is too short: ${description}`);
  // The canonical page is the target without its anchor (an anchor names a place in a page, not a page).
  const canonical = page.siteUrl.replace(/\/+$/, '') + page.to.split('#')[0];
  const to = escapeHtml(page.to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:image" content="${escapeHtml(page.image)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${escapeHtml(page.image)}">
<meta http-equiv="refresh" content="0; url=${to}">
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem;color-scheme:light dark}</style>
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>What was here is now on the page <a href="${to}" data-redirect-target>${escapeHtml(page.targetTitle)}</a>. Your browser should open it by itself; if it does not, follow the link.</p>
</main>
<script>${redirectScript}</script>
</body>
</html>
`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** The built HTML file of a site path, in either of the layouts `trailingSlash` allows. */
async function builtPage(outDir: string, sitePath: string): Promise<string | undefined> {
  const rel = sitePath.replace(/^\/+|\/+$/g, '');
  const candidates = rel === '' ? ['index.html'] : [path.join(rel, 'index.html'), `${rel}.html`];
  for (const candidate of candidates) if (await exists(path.join(outDir, candidate))) return path.join(outDir, candidate);
  return undefined;
}

/** The title of a built page without the site name Docusaurus appends (`Metadata | FDC3` → `Metadata`). */
export function pageTitle(html: string, siteTitle: string): string | undefined {
  const raw = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  if (raw === undefined) return undefined;
  const title = decodeHtml(raw).trim();
  const suffix = ` | ${siteTitle}`;
  const bare = title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
  return bare || undefined;
}

/** What a redirect's addresses must be: site paths (`/docs/...`); the old one without a query or anchor. */
export function redirectProblem({from, to}: Redirect): string | undefined {
  const isPath = (value: string) => value.startsWith('/') && !value.startsWith('//');
  if (!isPath(from) || !isPath(to)) return `${from} → ${to}: both must be site paths starting with "/"`;
  if (from.includes('#') || from.includes('?')) return `${from} → ${to}: the old address cannot have a query or anchor`;
  if (from === to.split('#')[0]) return `${from} → ${to} leads to itself`;
  return undefined;
}

/**
 * Writes a redirect page for each old address. Reads every target first: a
 * missing one fails the build before any page is written.
 */
export async function writeRedirectPages(outDir: string, siteConfig: DocusaurusConfig, redirects: readonly Redirect[]): Promise<void> {
  const image = siteConfig.themeConfig.image;
  if (typeof image !== 'string' || image === '') {
    throw new Error('redirect-pages: themeConfig.image (the social card) must be set, the redirect pages show it as og:image');
  }
  const imageUrl = /^https?:\/\//.test(image) ? image : siteConfig.url.replace(/\/+$/, '') + normalizeUrl([siteConfig.baseUrl, image]);
  const pages: {file: string; html: string}[] = [];
  for (const {from, to} of redirects) {
    const [target] = to.split('#');
    const targetFile = await builtPage(outDir, target);
    if (!targetFile) throw new Error(`redirect-pages: ${from} → ${to}: the build has no page at ${target}`);
    const targetTitle = pageTitle(await fs.readFile(targetFile, 'utf8'), siteConfig.title);
    if (!targetTitle) throw new Error(`redirect-pages: ${from} → ${to}: the page ${path.relative(outDir, targetFile)} has no <title>`);
    const file = path.join(outDir, from, 'index.html');
    if (await exists(file))
      throw new Error(`redirect-pages: ${from} → ${to}: ${path.relative(outDir, file)} exists, a redirect must not replace a page`);
    const html = renderRedirectPage({
      from: normalizeUrl([siteConfig.baseUrl, from]),
      to: normalizeUrl([siteConfig.baseUrl, to]),
      targetTitle,
      siteTitle: siteConfig.title,
      siteUrl: siteConfig.url,
      image: imageUrl,
    });
    pages.push({file, html});
  }
  for (const {file, html} of pages) {
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, html);
  }
}
