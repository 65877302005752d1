/**
 * Runs Pagefind (`/pagefind/pagefind.js`, written by src/plugins/build-output/search-index) and turns its
 * answers into search hits. It runs inside the search worker (search.worker.ts), so the page
 * itself never downloads or parses Pagefind; where a worker cannot run, it runs on the page.
 */
import {searchIndexFolder, siteSearchScope} from '@site/src/data/search';
import {rankHits, toHit, type PagefindResultData, type SearchHit} from './results';

/** The part of Pagefind's browser API the site uses. */
interface PagefindApi {
  options(options: {baseUrl?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: unknown}): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]}>;
  destroy(): Promise<void>;
}

/** One search: `term` in the docs version `scope` plus the blog and site pages, with the first `limit` results loaded. */
export interface SearchRequest {
  term: string;
  scope: string;
  limit: number;
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** How many pages matched in all (more than `hits` when over the limit). */
  total: number;
}

/** Messages from the page to the search worker. */
export type WorkerRequest = {id: number; kind: 'search'; baseUrl: string; request: SearchRequest} | {kind: 'warm'; baseUrl: string};

/** The worker's answer to a search: `error` when the index could not be loaded or searched. */
export type WorkerReply = {id: number; answer: SearchAnswer} | {id: number; error: string};

export interface SearchEngine {
  /** Loads Pagefind before the first word is typed; a failure is left for the search to report. */
  warm(): void;
  search(request: SearchRequest): Promise<SearchAnswer>;
}

/** An engine for the site at `baseUrl` (the site's base URL, `/` unless it is served under a path). */
export function createEngine(baseUrl: string): SearchEngine {
  let pagefind: Promise<PagefindApi> | undefined;

  /** Loads Pagefind once; it then fetches only the index chunks each search needs. */
  function load(): Promise<PagefindApi> {
    pagefind ??= (async () => {
      const url = `${baseUrl}${searchIndexFolder}/pagefind.js`;
      // Why webpackIgnore: the index is written after the bundle (src/plugins/build-output/search-index), so the
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

  async function run(api: PagefindApi, {term, scope, limit}: SearchRequest): Promise<SearchAnswer> {
    const {results} = await api.search(term, {filters: {version: {any: [scope, siteSearchScope]}}});
    const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
    const hits = rankHits(
      data.map((d) => toHit(d, term)),
      term,
    );
    return {hits, total: results.length};
  }

  return {
    warm() {
      load().catch(() => undefined);
    },
    async search(request) {
      const api = await load();
      try {
        return await run(api, request);
      } catch {
        // Why: Pagefind keeps a failed start (a request cut short on a bad connection) for the
        // page's life; one fresh start keeps a passing glitch from disabling search.
        pagefind = undefined;
        await api.destroy();
        return run(await load(), request);
      }
    },
  };
}
