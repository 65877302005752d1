import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ask, idle, type SearchOptions, type SearchState} from './useTypedSearch';

/**
 * The search page's search: searches the docs version `scope` (a version name such as `2.0` or `current`)
 * together with the blog and site pages, and loads `limit` results from the `offset`th. (The box
 * searches as the reader types: useTypedSearch.)
 */
export function useSiteSearch(query: string, scope: string, {limit, offset = 0, compact = false}: SearchOptions): SearchState {
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
    ask(baseUrl, {term, scope, limit, offset, compact}, () => current, setAnswer);
    return () => {
      current = false;
    };
  }, [term, scope, limit, offset, compact, baseUrl]);
  // Why worked out here rather than set when a search starts: a state set in the effect renders
  // the page once more on every new query, even when it leaves the state as it was.
  if (term === '') return idle;
  // A 'ready' answer stays while the next search runs: its `query` says which query it answers.
  if (answer.status === 'ready' || (answer.status === 'unavailable' && answer.query === term)) return answer;
  return {...answer, status: 'loading'};
}
