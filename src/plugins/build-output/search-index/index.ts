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
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {searchIndexFolder} from '../../../data/search';
import {shippedFiles} from './files';
import {minifySearchScripts} from './minify';

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
export async function writeSearchIndex(outDir: string, siteDir: string, minimumPages: number): Promise<void> {
  const pagefind = loadPagefind(siteDir);
  try {
    const created = await pagefind.createIndex({
      // Heading anchors ("#") are not content. Code blocks are left out too: the names they use are
      // in the headings and prose around them, and without them a result's fragment is a third
      // of the size (a reader's first search downloads fewer kilobytes).
      excludeSelectors: ['.hash-link', '.theme-code-block'],
    });
    if (!created.index) fail('creating the index', created.errors);
    const added = await created.index.addDirectory({path: outDir});
    if (added.errors.length > 0) fail(`indexing ${outDir}`, added.errors);
    if (added.page_count < minimumPages) {
      fail('indexing', [
        `only ${added.page_count} pages carry data-pagefind-body (at least ${minimumPages} expected): ` +
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
  } finally {
    await pagefind.close();
  }
}
