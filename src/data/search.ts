/**
 * Shared by the search index step (src/plugins/build-output/search-index) and the search UI
 * (src/components/Search, src/theme/SearchBar, src/pages/search.tsx).
 */

/**
 * The attribute the search box sets on the root element while it is open; the deferred layout's slices
 * (src/plugins/deferred-layout) wait while it is there, so that the results have the main thread.
 */
export const searchOpenAttribute = 'data-search-open';

/** The folder, under the build and under the base URL, that holds the search index. */
export const searchIndexFolder = 'pagefind';

/**
 * The search worker's built script, `assets/js/site-search.<hash>.js`: the bundler names it
 * after the worker's `name` in src/components/Search/client.ts, which must stay a literal there.
 */
export const searchWorkerScript = /(^|\/)site-search\.[0-9a-f]+\.js$/;

/** The `version` filter of pages outside the docs (blog posts, site pages): they are found from every version. */
export const siteSearchScope = 'site';

/**
 * How many results the search box lists before "all results". Each result costs one more
 * download (its excerpt and sections), so five, as in Pagefind's own UI: each result past
 * five adds 2 to 9 KB to a first search (for "raiseIntent", about 150 KB in all with five).
 */
export const searchBoxLimit = 5;

/**
 * How many words of a result's excerpt the search box shows (the search page shows Pagefind's 22): two
 * lines on a phone, where 22 take three, so that a keystroke's new results lay out and paint less.
 */
export const searchBoxExcerptWords = 14;

/** How many results each page of the search page lists (it pages through all of them). */
export const searchPageLimit = 30;

/** A docs version's definitions file, under the index folder (src/plugins/build-output/search-index). */
export function definitionsFile(version: string): string {
  return `definitions/${version}.json`;
}

/** What the search box and the search page say when the index cannot be loaded (`npm start` has none). */
export const searchUnavailableMessage = 'Search is not available here: its index is written by the production build.';

/**
 * The attributes that put an element's content into the search index, filed under `scope`
 * (a docs version name, or `siteSearchScope`); src/plugins/build-output/search-index indexes only these.
 */
export function searchIndexMarker(scope: string): {'data-pagefind-body': ''; 'data-pagefind-filter': string} {
  return {'data-pagefind-body': '', 'data-pagefind-filter': `version:${scope}`};
}
