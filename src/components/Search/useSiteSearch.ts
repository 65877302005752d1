import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchIndexFolder, siteSearchScope} from '@site/src/data/search';
import {rankHits, toHit, type PagefindResultData, type SearchHit} from './results';

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) the site uses. */
interface PagefindApi {
  options(options: {baseUrl?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: {filters?: unknown}): Promise<void>;
  search(term: string, options?: {filters?: unknown}): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]}>;
  destroy(): Promise<void>;
}

let pagefind: Promise<PagefindApi> | undefined;

/** Loads Pagefind once per page load; it then fetches only the index chunks each search needs. */
function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  pagefind ??= (async () => {
    const url = `${baseUrl}${searchIndexFolder}/pagefind.js`;
    // Why webpackIgnore: the index is written after the bundle (src/plugins/search-index), so the
    // bundler must leave this import to the browser.
    const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
    await api.options({baseUrl, excerptLength: 22});
    await api.init();
    return api;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

/**
 * `ready`: `hits` answer `query`, which may be an earlier query than the one being searched now.
 * `loading`: a search runs and there is no earlier answer to show.
 */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SearchState {
  status: SearchStatus;
  /** The query these hits answer. */
  query: string;
  hits: SearchHit[];
  /** How many pages matched in all (more than `hits` when over the limit). */
  total: number;
}

const idle: SearchState = {status: 'idle', query: '', hits: [], total: 0};

/**
 * Searches the docs version `scope` (a version name such as `2.0` or `current`)
 * together with the blog and site pages, and loads the first `limit` results.
 */
export function useSiteSearch(query: string, scope: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>(idle);
  useEffect(() => {
    const term = query.trim();
    if (term === '') {
      setState(idle);
      return undefined;
    }
    let current = true;
    // Why not always 'loading': a 'ready' state already says which query its hits answer, and
    // leaving it as it is spares a render of the results on every keystroke.
    setState((previous) => (previous.status === 'ready' ? previous : {...previous, status: 'loading'}));
    (async () => {
      const filters = {version: {any: [scope, siteSearchScope]}};
      let api = await loadPagefind(baseUrl);
      let found: Awaited<ReturnType<PagefindApi['search']>>;
      try {
        found = await api.search(term, {filters});
      } catch {
        // Why: Pagefind keeps a failed start (a request cut short on a bad connection) for the
        // page's life; one fresh start keeps a passing glitch from disabling search.
        await resetPagefind(api);
        api = await loadPagefind(baseUrl);
        found = await api.search(term, {filters});
      }
      const {results} = found;
      const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
      if (!current) return;
      const hits = rankHits(
        data.map((d) => toHit(d, term)),
        term,
      );
      setState({status: 'ready', query: term, hits, total: results.length});
    })().catch((error: unknown) => {
      if (!current) return;
      console.warn('Search is unavailable: the index could not be loaded (it is written by `npm run build`).', error);
      setState({status: 'unavailable', query: term, hits: [], total: 0});
    });
    return () => {
      current = false;
    };
  }, [query, scope, limit, baseUrl]);
  return state;
}

/** Drops a Pagefind instance that failed, so that the next search starts it afresh. */
async function resetPagefind(api: PagefindApi): Promise<void> {
  pagefind = undefined;
  await api.destroy();
}

/** Starts loading Pagefind before the first word is typed (on focus). */
export function usePreloadSearch(): () => void {
  const baseUrl = useBaseUrl('/');
  return () => {
    loadPagefind(baseUrl).catch(() => undefined);
  };
}
