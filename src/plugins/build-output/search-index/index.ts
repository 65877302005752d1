/**
 * The third step of the build output (src/plugins/build-output): the site
 * search index, written by Pagefind (https://pagefind.app) into
 * `build/pagefind/` from the built HTML (the redirect pages carry no search
 * marker, so they stay out): a static index split into small chunks, so a reader's first search downloads only the chunks its words need
 * (tens of kilobytes) instead of a whole version's index.
 *
 * What is indexed is marked in the theme: the body of every listed docs page
 * (`src/theme/DocItem/Content`), blog posts (`src/theme/BlogPostItem`) and the
 * site's own pages (`src/components/SitePage`, the home page), each with a
 * `version` filter: the docs version name (`2.0`, `current`, ...) or `site`
 * for pages outside the docs. The search box (`src/theme/SearchBar`) asks for
 * the version being read plus `site`. Nothing it produces is committed.
 *
 * Block ends become word boundaries before a page is indexed (./words.ts), and
 * beside the index goes one small file per docs version, `definitions/<version>.json`:
 * its names and their defining sections (src/fdc3/search-definitions.ts), which
 * the search lists first (src/components/Search/definitions.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {definitionsFile, searchIndexFolder} from '../../../data/search';
import {docsVersions} from '../../../fdc3/docs-versions';
import {versionDefinitions} from '../../../fdc3/search-definitions';
import type {DefinitionsFile} from '../../../fdc3/search-definitions.types';
import {shippedFiles} from './files';
import {minifySearchScripts} from './minify';
import {indexedPart, spaceBlocks} from './words';

function fail(step: string, errors: readonly string[]): never {
  throw new Error(`search-index: ${step} failed:\n  ${errors.join('\n  ')}`);
}

type Pagefind = typeof import('pagefind');

// Why: Docusaurus loads plugins through jiti 1, which turns `import()` into a `require()` that
// Pagefind's exports (ES module only) refuse. Node's own require loads an ES module file by path
// (Node 20.19 and later, see package.json engines).
function loadPagefind(siteDir: string): Pagefind {
  const entry = path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'index.js');
  if (!fs.existsSync(entry)) throw new Error(`search-index: Pagefind is not installed (${entry} is missing): run npm ci`);
  return createRequire(path.join(siteDir, 'package.json'))(entry) as Pagefind;
}

/**
 * Indexes the built HTML into `build/pagefind/`. `minimumPages` is the least
 * number of pages the index must hold: fewer means the theme lost its markers.
 */
export async function writeSearchIndex(outDir: string, siteDir: string, minimumPages: number, baseUrl = '/'): Promise<void> {
  const pagefind = loadPagefind(siteDir);
  try {
    const created = await pagefind.createIndex({
      // Heading anchors ("#") are not content. Code blocks are left out too: the names they use are
      // in the headings and prose around them, and without them a result's fragment is a third
      // of the size (a reader's first search downloads fewer kilobytes).
      excludeSelectors: ['.hash-link', '.theme-code-block'],
    });
    if (!created.index) fail('creating the index', created.errors);
    // Why not addDirectory: each page is cut to what Pagefind reads and its blocks are spaced first
    // (./words.ts). Pages without the marker are skipped, as addDirectory would.
    let pageCount = 0;
    for (const file of htmlFiles(outDir)) {
      const content = indexedPart(fs.readFileSync(path.join(outDir, file), 'utf8'), file);
      if (content === null) continue;
      const added = await created.index.addHTMLFile({sourcePath: file, content: spaceBlocks(content)});
      if (added.errors.length > 0) fail(`indexing ${file}`, added.errors);
      pageCount += 1;
    }
    if (pageCount < minimumPages) {
      fail('indexing', [
        `only ${pageCount} pages carry data-pagefind-body (at least ${minimumPages} expected): ` +
          'check the search markers in src/theme/DocItem/Content, src/theme/BlogPostItem and src/components/SitePage',
      ]);
    }
    // Why not writeFiles: its promise can settle before every file is complete on disk (a build
    // once read a truncated pagefind.js). The files are taken in memory and written here.
    const got = await created.index.getFiles();
    if (got.errors.length > 0) fail('reading the index', got.errors);
    const indexDir = path.join(outDir, searchIndexFolder);
    for (const file of await minifySearchScripts(shippedFiles(got.files))) {
      const target = path.join(indexDir, file.path);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, file.content);
    }
    writeDefinitions(outDir, baseUrl);
  } finally {
    await pagefind.close();
  }
}

/** The built HTML files under `dir`, as paths relative to it with forward slashes, sorted. */
function htmlFiles(dir: string, under = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, under), {withFileTypes: true})) {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (rel !== searchIndexFolder) out.push(...htmlFiles(dir, rel));
    } else if (entry.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}

/**
 * Writes each docs version's definitions; fails when a name of the model has no defining section
 * on the version's pages, or a section's anchor is not in the built page.
 */
export function writeDefinitions(outDir: string, baseUrl: string): void {
  const problems: string[] = [];
  const base = baseUrl.replace(/\/$/, '');
  for (const version of docsVersions) {
    const {file, missing} = versionDefinitions(version);
    for (const name of missing) problems.push(`${version.name}: ${name} is in the model but no reference page defines it`);
    const ids = new Map<number, string>();
    for (const [name, page, anchor] of file.defs) {
      if (!anchor) continue;
      const html = ids.get(page) ?? readBuiltPage(outDir, file.pages[page]![0]);
      ids.set(page, html);
      if (!new RegExp(`\\sid=(["']?)${anchor}\\1[\\s>]`).test(html))
        problems.push(`${version.name}: ${name} leads to ${file.pages[page]![0]}#${anchor}, which the built page lacks`);
    }
    const shipped: DefinitionsFile = {pages: file.pages.map(([url, title]) => [`${base}${url}`, title]), defs: file.defs};
    const target = path.join(outDir, searchIndexFolder, definitionsFile(version.name));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, JSON.stringify(shipped));
  }
  if (problems.length > 0) fail('writing the definitions', problems);
}

function readBuiltPage(outDir: string, route: string): string {
  const file = path.join(outDir, route, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
