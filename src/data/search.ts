/**
 * Shared by the search index plugin (src/plugins/search-index) and the search UI
 * (src/components/Search, src/theme/SearchBar, src/pages/search.tsx).
 */

/** The folder, under the build and under the base URL, that holds the search index. */
export const searchIndexFolder = 'pagefind';

/** The `version` filter of pages outside the docs (blog posts, site pages): they are found from every version. */
export const siteSearchScope = 'site';

/** How many results the search box lists before "all results". */
export const searchBoxLimit = 8;

/** How many results the search page lists. */
export const searchPageLimit = 30;
