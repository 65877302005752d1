/**
 * Runs Pagefind (`/pagefind/pagefind.js`, written by src/plugins/build-output/search-index) and turns its
 * answers into search hits. It runs inside the search worker (search.worker.ts), so the page
 * itself never downloads or parses Pagefind; where a worker cannot run, it runs on the page.
 */
import {definitionsFile, searchBoxExcerptWords, searchIndexFolder, siteSearchScope} from '@site/src/data/search';
import {
  definitionHit,
  isRealMatch,
  matchDefinitions,
  mergeHits,
  readDefinitions,
  suggestName,
  type Definition,
  type DefinitionsFile,
} from './definitions';
import {excerptParts, shortenExcerpt} from './excerpt';
import {rankHits, toHit, type ListedHit, type PagefindResultData} from './results';

/** The part of Pagefind's browser API the site uses. */
export interface PagefindApi {
  options(options: {baseUrl?: string; basePath?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: {filters?: unknown}): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]}>;
  destroy(): Promise<void>;
}

/**
 * One search: `term` in the docs version `scope` plus the blog and site pages, with `limit`
 * results loaded from the `offset`th (0 by default; the definitions come with the first results only).
 */
export interface SearchRequest {
  term: string;
  scope: string;
  limit: number;
  offset?: number;
  /** The box: definitions take the places of results, so fewer results are downloaded. */
  compact?: boolean;
}

export interface SearchAnswer {
  /** The definitions the term names first (with the first results), then the pages found. */
  hits: ListedHit[];
  /** How many pages matched in all (more than `hits` when over the limit). */
  total: number;
  /** How many of `hits` are definitions. */
  definitions: number;
  /** A name of the version the term is one or two edits from, when it names none ("Did you mean"). */
  suggestion?: string;
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

/** How the engine reaches the index: the browser's by default; the relevance benchmark reads a build from disk. */
export interface IndexAccess {
  /** Imports Pagefind's script, not yet set up. */
  importPagefind(url: string): Promise<PagefindApi>;
  /** Extra Pagefind options (the benchmark's `basePath`). */
  options?: {basePath?: string};
  /** Reads a JSON file of the index. */
  readJson(url: string): Promise<unknown>;
}

const browserAccess: IndexAccess = {
  // Why webpackIgnore: the index is written after the bundle (src/plugins/build-output/search-index), so the
  // bundler must leave this import to the browser.
  importPagefind: (url) => import(/* webpackIgnore: true */ url) as Promise<PagefindApi>,
  readJson: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<unknown>;
  },
};

/** The words of a page found at Pagefind's locations (its content split as Pagefind splits it). */
function wordsFound(data: PagefindResultData): string[] {
  if (!data.content || !data.locations) return [];
  const words = data.content.split(/\s+/);
  return data.locations.slice(0, 20).map((at) => words[at] ?? '');
}

/** An engine for the site at `baseUrl` (the site's base URL, `/` unless it is served under a path). */
export function createEngine(baseUrl: string, access: IndexAccess = browserAccess): SearchEngine {
  let pagefind: Promise<PagefindApi> | undefined;
  const definitions = new Map<string, Promise<Definition[]>>();

  /** A version's names, loaded once; none when its file cannot be read (search then works as before). */
  function definitionsOf(scope: string): Promise<Definition[]> {
    let loaded = definitions.get(scope);
    if (!loaded) {
      loaded = access.readJson(`${baseUrl}${searchIndexFolder}/${definitionsFile(scope)}`).then(
        (file) => readDefinitions(file as DefinitionsFile),
        () => [],
      );
      definitions.set(scope, loaded);
    }
    return loaded;
  }

  /** Loads Pagefind once; it then fetches only the index chunks each search needs. */
  function load(): Promise<PagefindApi> {
    pagefind ??= (async () => {
      const api = await access.importPagefind(`${baseUrl}${searchIndexFolder}/pagefind.js`);
      await api.options({baseUrl, excerptLength: 22, ...access.options});
      await api.init();
      return api;
    })().catch((error: unknown) => {
      pagefind = undefined;
      throw error;
    });
    return pagefind;
  }

  async function run(api: PagefindApi, {term, scope, limit, offset = 0, compact = false}: SearchRequest): Promise<SearchAnswer> {
    const [{results}, names] = await Promise.all([
      api.search(term, {filters: {version: {any: [scope, siteSearchScope]}}}),
      definitionsOf(scope),
    ]);
    const named = offset === 0 ? matchDefinitions(term, names).map(definitionHit) : [];
    const suggestion = offset === 0 && named.length === 0 ? suggestName(term, names) : undefined;
    // Each result loaded is one more download (2 to 9 KB): in the box, definitions take the places
    // of results (a result that leads to a definition's own section is then dropped, leaving one place empty).
    const wanted = compact && named.length > 0 ? Math.max(1, limit - named.length) : limit;
    const data = await Promise.all(results.slice(offset, offset + wanted).map((result) => result.data()));
    const real = data.filter((d) => isRealMatch(wordsFound(d), term));
    // Pagefind retries a word that matches nothing with shorter starts of it, for every result alike:
    // when none of the first results holds the word, none of the rest does either.
    const total = real.length === 0 && offset === 0 ? 0 : results.length - (data.length - real.length);
    const found = rankHits(
      real.map((d) => toHit(d, term)).map((hit) => (compact ? {...hit, excerpt: shortenExcerpt(hit.excerpt, searchBoxExcerptWords)} : hit)),
      term,
    );
    const merged = offset === 0 ? mergeHits(named, found) : found;
    const hits = compact ? merged.slice(0, Math.max(limit, named.length)) : merged;
    const listed = hits.map((hit) => ({...hit, parts: excerptParts(hit.excerpt)}));
    return {hits: listed, total: Math.max(total, hits.length), definitions: named.length, suggestion};
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
