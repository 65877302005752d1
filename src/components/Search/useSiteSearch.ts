import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchSite, warmSearch} from './client';
import type {SearchHit} from './results';

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
    searchSite(baseUrl, {term, scope, limit}).then(
      ({hits, total}) => {
        if (current) setState({status: 'ready', query: term, hits, total});
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('Search is unavailable: the index could not be loaded (it is written by `npm run build`).', error);
        setState({status: 'unavailable', query: term, hits: [], total: 0});
      },
    );
    return () => {
      current = false;
    };
  }, [query, scope, limit, baseUrl]);
  return state;
}

/** Starts loading the search engine before the first word is typed (on focus). */
export function usePreloadSearch(): () => void {
  const baseUrl = useBaseUrl('/');
  return () => warmSearch(baseUrl);
}
