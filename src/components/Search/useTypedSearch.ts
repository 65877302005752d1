import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchSite, warmSearch} from './client';
import type {SearchRequest} from './engine';
import {keepUnchanged, type ListedHit} from './results';

/**
 * `ready`: `hits` answer `query`, which may be an earlier query than the one being searched now.
 * `loading`: a search runs and there is no earlier answer to show.
 */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SearchState {
  status: SearchStatus;
  /** The query these hits answer. */
  query: string;
  /** The first result these hits answer from (the search page's later pages). */
  offset: number;
  hits: ListedHit[];
  /** How many pages matched in all (more than `hits` when over the limit). */
  total: number;
  /** How many of `hits` are definitions of the name searched for (they come first). */
  definitions: number;
  /** "Did you mean": the name the query is a typo of, when it names none. */
  suggestion?: string;
}

export const idle: SearchState = {status: 'idle', query: '', offset: 0, hits: [], total: 0, definitions: 0};

export interface SearchOptions {
  /** How many results to load (after the definitions). */
  limit: number;
  /** The first result to load: the search page's later pages. */
  offset?: number;
  /** The box: definitions take the places of results. */
  compact?: boolean;
}

/**
 * Runs one search and hands what to show next to `settle`, unless `latest()` says a later
 * search has taken its place. Shared by the box (useTypedSearch) and the search page (useSiteSearch).
 */
export function ask(
  baseUrl: string,
  request: SearchRequest,
  latest: () => boolean,
  settle: (next: (last: SearchState) => SearchState) => void,
): void {
  const {term: query, offset = 0} = request;
  searchSite(baseUrl, request).then(
    ({hits, total, definitions, suggestion}) => {
      if (latest())
        settle((last) => ({status: 'ready', query, offset, hits: keepUnchanged(last.hits, hits), total, definitions, suggestion}));
    },
    (error: unknown) => {
      if (!latest()) return;
      console.warn('Search is unavailable: the index could not be loaded (it is written by `npm run build`).', error);
      settle(() => ({status: 'unavailable', query, offset, hits: [], total: 0, definitions: 0}));
    },
  );
}

/**
 * The search box's search: driven by the typing, not by a query held in React state, so that a
 * keystroke renders nothing and only its answer renders the box (one render per keystroke instead
 * of two). `search(term)` asks for the trimmed query as typed: a term already asked (a space typed
 * after a word) asks nothing new, and `''` goes back to idle. Only the answer to the latest term is
 * kept; a term asked before the answer to an earlier one arrives supersedes it. The state is
 * `idle` until a first answer: the box says "Searching…" while it holds a query and no answer.
 * Why apart from useSiteSearch (the search page's): this module is in every page's first load.
 */
export function useTypedSearch(scope: string, {limit, compact = false}: SearchOptions): [SearchState, (term: string) => void] {
  const baseUrl = useBaseUrl('/');
  const [answer, setAnswer] = useState<SearchState>(idle);
  // The latest term asked and in which scope, with the number of its request.
  const asked = useRef({term: '', scope, request: 0});
  const search = useCallback(
    (term: string) => {
      const last = asked.current;
      if (term === last.term && scope === last.scope) return;
      const request = last.request + 1;
      asked.current = {term, scope, request};
      if (term === '') setAnswer(idle);
      else ask(baseUrl, {term, scope, limit, compact}, () => asked.current.request === request, setAnswer);
    },
    [baseUrl, scope, limit, compact],
  );
  // Another docs version (the reader followed a link while a query is in the box): the same term is searched in it.
  useEffect(() => {
    const {term} = asked.current;
    if (term !== '') search(term);
  }, [search]);
  return [answer, search];
}

/** Starts loading the search engine before the first word is typed (on focus). */
export function usePreloadSearch(): () => void {
  const baseUrl = useBaseUrl('/');
  return () => warmSearch(baseUrl);
}
