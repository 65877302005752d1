/**
 * The site's search engine (src/components/Search/engine.ts) run in Node against a build served
 * at `origin`, so that the relevance benchmark ranks as a reader's browser does.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createEngine, type PagefindApi, type SearchEngine} from '../../src/components/Search/engine';
import {searchIndexFolder} from '../../src/data/search';

export function nodeSearchEngine(buildDir: string, origin: string): SearchEngine {
  return createEngine('/', {
    // Pagefind's script finds its files next to itself unless told: here they are on the server.
    importPagefind: () => import(pathToFileURL(path.join(buildDir, searchIndexFolder, 'pagefind.js')).href) as Promise<PagefindApi>,
    options: {basePath: `${origin}/${searchIndexFolder}/`},
    readJson: async (url) => {
      const response = await fetch(`${origin}${url}`);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    },
  });
}
