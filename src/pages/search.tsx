import {type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersionCandidates, useVersions} from '@docusaurus/plugin-content-docs/client';
import {SitePage} from '@site/src/components/SitePage';
import {Excerpt} from '@site/src/components/Search/Excerpt';
import {useSiteSearch} from '@site/src/components/Search/useSiteSearch';
import {searchPageLimit, searchUnavailableMessage} from '@site/src/data/search';
import styles from './search.module.css';

/** The search page (`/search?q=…&version=…`): the search box's "all results", and the 404 page's form. */
export default function SearchPage(): ReactNode {
  const query = useQueryParams().get('q') ?? '';
  return (
    <SitePage
      title={query ? `Search: ${query}` : 'Search'}
      description="Search the FDC3 documentation of one version of the standard together with the FDC3 blog and the site's own pages."
      searchable={false}
      className={styles.page}
    >
      <SearchForm />
    </SitePage>
  );
}

/**
 * The page's query string, read once hydrated: the pre-rendered page has none, and the
 * first render in the browser must match it (the query then fills in).
 */
function useQueryParams(): URLSearchParams {
  const {search} = useLocation();
  return new URLSearchParams(useIsBrowser() ? search : '');
}

// Inside the layout: the docs version hooks need the layout's providers.
function SearchForm(): ReactNode {
  const history = useHistory();
  const versions = useVersions(undefined);
  const [fallback] = useDocsVersionCandidates();
  const params = useQueryParams();
  const query = params.get('q') ?? '';
  const requested = params.get('version');
  const version = versions.find((v) => v.name === requested) ?? fallback;
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const offset = (page - 1) * searchPageLimit;
  const search = useSiteSearch(query, version.name, {limit: searchPageLimit, offset});
  // The site's order: the releases, newest first, then the draft.
  const menu = [...versions.filter((v) => v.name !== 'current'), ...versions.filter((v) => v.name === 'current')];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({q: String(form.get('q') ?? '').trim(), version: String(form.get('version') ?? version.name)});
    history.replace({search: `?${next.toString()}`});
  };
  const pageLink = (n: number) =>
    `?${new URLSearchParams({q: query.trim(), version: version.name, ...(n > 1 ? {page: String(n)} : {})}).toString()}`;

  const answered = search.status === 'ready' && search.query === query.trim() && search.offset === offset;
  const pages = Math.max(1, Math.ceil(search.total / searchPageLimit));
  const shown = search.hits.length - search.definitions;
  const range = search.total > shown ? `; results ${offset + 1}–${offset + shown} are listed, page ${page} of ${pages}.` : '.';
  return (
    <>
      <form className={styles.form} role="search" onSubmit={submit}>
        <label htmlFor="search-page-query">Search for</label>
        <input id="search-page-query" name="q" type="search" defaultValue={query} key={query} />
        <label htmlFor="search-page-version">in</label>
        <select id="search-page-version" name="version" defaultValue={version.name} key={version.name}>
          {menu.map((v) => (
            <option key={v.name} value={v.name}>
              {v.label === 'Next' ? 'Next (unreleased)' : `FDC3 ${v.label}`}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <p role="status" className={styles.status}>
        {search.status === 'unavailable'
          ? searchUnavailableMessage
          : !query
            ? 'Type a word, an API name (raiseIntent) or a context type (fdc3.instrument).'
            : answered
              ? `${search.total} ${search.total === 1 ? 'page' : 'pages'} found for “${query}” in ${version.label}, the blog and the site` +
                range
              : 'Searching…'}
      </p>
      {answered && search.suggestion && (
        <p>
          Did you mean{' '}
          <Link to={`?${new URLSearchParams({q: search.suggestion, version: version.name}).toString()}`}>{search.suggestion}</Link>?
        </p>
      )}
      {answered && (
        <ol className={styles.results} start={search.definitions > 0 ? 1 : offset + 1}>
          {search.hits.map((hit) => (
            <li key={hit.url}>
              <Link to={hit.url} className={styles.title}>
                {hit.title}
                {hit.section && ` › ${hit.section}`}
              </Link>
              <p className={styles.excerpt}>
                <Excerpt parts={hit.parts} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {answered && pages > 1 && (
        <nav className={styles.pages} aria-label="Pages of results">
          {page > 1 && <Link to={pageLink(page - 1)}>Previous {searchPageLimit}</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={pageLink(page + 1)}>Next results</Link>}
        </nav>
      )}
    </>
  );
}
