/**
 * The navbar search box, on Pagefind's chunked index (src/plugins/build-output/search-index).
 * Why ours: the theme has no offline search of its own; this one downloads only the
 * index chunks a query needs. It searches the docs version being read plus the blog
 * and site pages, and follows the ARIA combobox pattern: type, arrow through the
 * results, Enter to open one, Escape to close; Ctrl+K or "/" focuses it.
 */
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type {ListedHit} from '@site/src/components/Search/results';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import {Excerpt} from '@site/src/components/Search/Excerpt';
import {usePreloadSearch, useTypedSearch} from '@site/src/components/Search/useTypedSearch';
import {searchBoxLimit, searchOpenAttribute, searchUnavailableMessage} from '@site/src/data/search';
import styles from './styles.module.css';

/**
 * Hides the listed results from assistive technology (and says so on each list item) while they
 * answer an earlier query than the one in the box. Why set on the elements rather than rendered:
 * a keystroke then renders nothing (see SearchBox).
 */
function markStale(list: HTMLUListElement | null, stale: boolean): void {
  for (const item of list?.children ?? []) {
    if (stale && item.getAttribute('aria-hidden') !== 'true') item.setAttribute('aria-hidden', 'true');
    else if (!stale && item.hasAttribute('aria-hidden')) item.removeAttribute('aria-hidden');
  }
}

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** The docs version the box searches: its name (the search filter) and its label (what the reader sees). */
interface SearchVersion {
  version: string;
  label: string;
}

export default function SearchBar(): ReactNode {
  const [version] = useDocsVersionCandidates();
  return <SearchBox version={version.name} label={version.label} />;
}

interface OptionProps {
  hit: ListedHit;
  /** The option's id: the list's id and its place. */
  id: string;
  selected: boolean;
  onFollow(event: MouseEvent<HTMLAnchorElement>, url: string): void;
}

/**
 * One result, inside its list item. Each option is a real link (the anchor carries the option role), so that it can open in a
 * new tab and its address be copied; a link inside an option would be a control nested
 * in a control. Why not <Link>: it would fetch each target page's code as soon as a result
 * is on screen. Out of the tab order: the box keeps the focus and the arrows move through
 * the options (the combobox pattern). Why memoised, its callback kept the same: every answer
 * renders the box, and an option whose result, place and selection are unchanged is then skipped.
 */
const ResultOption = memo(function ResultOption({hit, id, selected, onFollow}: OptionProps): ReactNode {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      id={id}
      role="option"
      aria-selected={selected}
      data-url={hit.url}
      href={hit.url}
      tabIndex={-1}
      className={clsx(styles.link, selected && styles.active)}
      onClick={(event) => onFollow(event, hit.url)}
    >
      <span className={styles.title}>
        {hit.title}
        {hit.section && <span className={styles.section}>{` › ${hit.section}`}</span>}
      </span>
      <span className={styles.excerpt}>
        <Excerpt parts={hit.parts} />
      </span>
    </a>
  );
});

// Why apart from SearchBar: finding the version matches the path against every docs version, and
// the box renders on every answer; as a memo of two strings it runs again only on navigation.
//
// Why the input is not a controlled one: a keystroke then renders nothing. The query lives in the
// input; the box renders when an answer arrives (once per keystroke, where a controlled input
// rendered twice: for the letter typed, then for the answer), when the box fills or empties, and
// when the reader moves through the results. The staleness of the listed results is set on the
// list items as the letter is typed (markStale), not rendered.
const SearchBox = memo(function SearchBox({version, label}: SearchVersion): ReactNode {
  // Whether the box holds a query (more than spaces): it opens the panel.
  const [filled, setFilled] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const history = useHistory();
  const preload = usePreloadSearch();
  const searchPage = useBaseUrl('/search');
  const ids = useId();
  const listId = `${ids}-results`;
  const [answer, searchFor] = useTypedSearch(version, {limit: searchBoxLimit, compact: true});
  const search = answer.status === 'idle' && filled ? {...answer, status: 'loading' as const} : answer;
  /** The query in the box, as typed (trimmed). */
  const typed = () => input.current?.value.trim() ?? '';
  /** Whether the listed results answer the query in the box. */
  const isFresh = () => search.status === 'ready' && search.query === typed();
  // In a render, the results answer the query in the box: an answer to an earlier query is dropped
  // (useTypedSearch), and a keystroke renders nothing. Between renders, markStale says otherwise.
  const fresh = search.status === 'ready';
  // The options answer the query in the box. While the next query runs, the last results stay on
  // screen, hidden from assistive technology and from the arrows: the list does not empty and
  // refill on every keystroke (the panel laid out anew each time), and nothing jumps.
  const hitsNow = () => (isFresh() ? search.hits : []);
  const hits = fresh ? search.hits : [];
  const current = active < hits.length ? active : -1;
  const allResultsFor = (query: string) => `${searchPage}?${new URLSearchParams({q: query, version}).toString()}`;
  const expanded = open && filled;

  // Every render: the list items the answer left or added are marked for the query in the box.
  // (The server render skips layout effects; React's production build says nothing of it.)
  useLayoutEffect(() => markStale(list.current, !isFresh()));

  /** Empties the box: no query, no results. */
  const clear = useCallback(() => {
    if (input.current) input.current.value = '';
    setFilled(false);
    searchFor('');
  }, [searchFor]);

  useEffect(() => {
    const focusSearch = (event: globalThis.KeyboardEvent) => {
      const shortcut = (event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTypingTarget(event.target));
      if (!shortcut) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  // While results show, the page says so on <html>: on a phone the results then take the screen
  // below the navbar and the page behind them is not drawn (styles.module.css), so that each
  // keystroke lays out, paints and composites the results only, not a long page nobody can see.
  useEffect(() => {
    if (!expanded) return undefined;
    const root = document.documentElement;
    root.setAttribute(searchOpenAttribute, '');
    return () => root.removeAttribute(searchOpenAttribute);
  }, [expanded]);

  // Stable across renders (the setters and the history are), so that the memoised options keep theirs.
  const go = useCallback(
    (url: string) => {
      setOpen(false);
      clear();
      input.current?.blur();
      history.push(url);
    },
    [history, clear],
  );

  /** A result's link: a plain click opens it inside the app; with a modifier or another button, the browser does (a new tab). */
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, url: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(url);
    },
    [go],
  );

  /** A new query in the box: searched, the listed results marked stale until its answer renders them. */
  const onTyped = (value: string) => {
    const term = value.trim();
    if (active !== -1) setActive(-1);
    if (!open) setOpen(true);
    if (filled !== (term !== '')) setFilled(term !== '');
    markStale(list.current, !(search.status === 'ready' && search.query === term));
    searchFor(term);
  };

  /** "Did you mean": searches the name instead, the box keeping the focus. */
  const suggest = (name: string) => {
    if (input.current) input.current.value = name;
    onTyped(name);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const hits = hitsNow();
    const current = active < hits.length ? active : -1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      if (event.key === 'ArrowDown') setActive(current + 1 >= hits.length ? 0 : current + 1);
      else setActive(current - 1 < 0 ? hits.length - 1 : current - 1);
    } else if (event.key === 'Enter') {
      const hit = hits[current];
      if (hit) go(hit.url);
      else if (typed() !== '') go(allResultsFor(typed()));
      event.preventDefault();
    } else if (event.key === 'Escape') {
      setActive(-1);
      // The first Escape only closes the list; the next one clears the box.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else clear();
    }
  };

  // Stale results keep the count that goes with them, so that the live region speaks once per set of results.
  const suggestion = search.suggestion ? ` Did you mean ${search.suggestion}?` : '';
  const status =
    search.status === 'unavailable'
      ? searchUnavailableMessage
      : search.hits.length > 0
        ? `${search.total} ${search.total === 1 ? 'page' : 'pages'} found in ${label}, the blog and the site.${suggestion}`
        : search.status === 'ready' && fresh
          ? `No results for “${search.query}” in ${label}.${suggestion}`
          : 'Searching…';

  return (
    <div className={clsx('navbar__search', styles.search)} role="search">
      <label htmlFor={`${ids}-input`} className={styles.visuallyHidden}>
        Search the FDC3 {label} docs, the blog and the site
      </label>
      <input
        ref={input}
        id={`${ids}-input`}
        className={clsx('navbar__search-input', styles.input)}
        // Why type=text: HTML allows role=combobox (and so aria-expanded) on a text input, not on
        // type=search (a Nu Html Checker error, tests/e2e/html-valid.spec.ts); enterKeyHint keeps a
        // phone keyboard's search key.
        type="text"
        enterKeyHint="search"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && current >= 0 ? `${listId}-${current}` : undefined}
        aria-keyshortcuts="Control+K /"
        onChange={(event) => onTyped(event.target.value)}
        onFocus={() => {
          preload();
          setOpen(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
      <div className={clsx(styles.panel, !expanded && styles.hidden)}>
        <p className={styles.status} role="status">
          {expanded ? status : ''}
        </p>
        {expanded && fresh && search.suggestion && (
          <p className={styles.suggestion}>
            Did you mean{' '}
            <button
              type="button"
              className={styles.suggested}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => suggest(search.suggestion!)}
            >
              <code>{search.suggestion}</code>
            </button>
            ?
          </p>
        )}
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label="Search results"
          className={styles.results}
          data-status={search.status}
          data-query={search.query}
        >
          {expanded &&
            search.hits.map((hit, index) => (
              // Why keyed by place: an option is its place in the list (its id, the arrows and
              // aria-activedescendant all go by index), and new results then rewrite the
              // options' text instead of removing them and building new ones.
              // Its aria-hidden is set by markStale.
              <li key={index} role="none" onMouseDown={(event) => event.preventDefault()} onMouseMove={() => isFresh() && setActive(index)}>
                <ResultOption hit={hit} id={`${listId}-${index}`} selected={fresh && index === current} onFollow={follow} />
              </li>
            ))}
        </ul>
        {expanded && search.hits.length > 0 && (
          // Why not <Link>: it fetches the search page's code as soon as it is on screen, so every
          // first search would download it; a click loads it, inside the app as a Link would.
          // It names the query the listed results answer (Enter, with no result picked, searches
          // the query in the box).
          // eslint-disable-next-line @docusaurus/no-html-links
          <a
            className={styles.all}
            href={allResultsFor(search.query)}
            onClick={(event) => {
              setOpen(false);
              follow(event, allResultsFor(search.query));
            }}
          >
            All results for “{search.query}”
          </a>
        )}
      </div>
    </div>
  );
});
