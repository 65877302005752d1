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
  // Why the trimmed query: a space typed after a word asks nothing new, so it searches nothing.
  const term = query.trim();
  // The last answer: idle before the first one, and again once the query is cleared.
  const [answer, setAnswer] = useState<SearchState>(idle);
  useEffect(() => {
    if (term === '') {
      setAnswer(idle);
      return undefined;
    }
    let current = true;
    searchSite(baseUrl, {term, scope, limit}).then(
      ({hits, total}) => {
        if (current) setAnswer({status: 'ready', query: term, hits, total});
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('Search is unavailable: the index could not be loaded (it is written by `npm run build`).', error);
        setAnswer({status: 'unavailable', query: term, hits: [], total: 0});
      },
    );
    return () => {
      current = false;
    };
  }, [term, scope, limit, baseUrl]);
  // Why worked out here rather than set when a search starts: a state set in the effect renders
  // the box once more on every keystroke, even when it leaves the state as it was.
  if (term === '') return idle;
  // A 'ready' answer stays while the next search runs: its `query` says which query it answers.
  if (answer.status === 'ready' || (answer.status === 'unavailable' && answer.query === term)) return answer;
  return {...answer, status: 'loading'};
}

/** Starts loading the search engine before the first word is typed (on focus). */
export function usePreloadSearch(): () => void {
  const baseUrl = useBaseUrl('/');
  return () => warmSearch(baseUrl);
}
