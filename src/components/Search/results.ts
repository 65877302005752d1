/**
 * Turning Pagefind's answers into what the search box and the search page show.
 * Pure functions, tested in tests/unit/search.test.ts.
 */
import type {ExcerptPart} from './excerpt';

/** A location of a search word in a page, as Pagefind reports it. */
export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** A section of a page (the text under one heading with an id). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: PagefindLocation[];
}

/** A page's data, loaded with `result.data()`. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The page's text and where the words searched for are in it (word positions): the engine checks them. */
  content?: string;
  locations?: number[];
  meta: {title?: string};
  sub_results: PagefindSubResult[];
}

/** What the reader sees of one result: a page, or the best section of it. */
export interface SearchHit {
  /** Path (with the base URL) and `#anchor`, without a trailing slash. */
  url: string;
  /** The page's title. */
  title: string;
  /** The section's heading, when the hit is a section other than the page's top. */
  section?: string;
  /** Pagefind's excerpt: escaped text with `<mark>` around the words found. */
  excerpt: string;
}

/** Pagefind's URLs end in `/` (from `index.html`); the site's links do not. */
export function normaliseUrl(url: string): string {
  return url.replace(/\/(?=#|$)/, (slash, offset: number) => (offset === 0 ? slash : ''));
}

function sectionScore(sub: PagefindSubResult, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const heading = sub.title.toLowerCase();
  // A heading that names the query (an API member, a type) beats any amount of text.
  const headingMatch = words.length > 0 && words.every((w) => heading.includes(w)) ? 1000 : 0;
  const exact = heading === query.trim().toLowerCase() ? 1000 : 0;
  const text = (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
  return exact + headingMatch + text;
}

/** The section of a page to lead the reader to for `query`. */
export function bestSection(data: PagefindResultData, query: string): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  let bestScore = -1;
  for (const sub of data.sub_results) {
    const score = sectionScore(sub, query);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

/** One hit per page, pointing at its best section, in Pagefind's page order. */
export function toHit(data: PagefindResultData, query: string): SearchHit {
  const title = data.meta.title ?? data.url;
  const section = bestSection(data, query);
  if (!section) return {url: normaliseUrl(data.url), title, excerpt: data.excerpt};
  const isTop = section.title === title && !section.url.includes('#');
  return {
    url: normaliseUrl(section.url),
    title,
    section: isTop ? undefined : section.title,
    excerpt: section.excerpt || data.excerpt,
  };
}

/**
 * Orders hits so that a page whose section heading names the query comes first
 * (searching `addContextListener` leads to the API reference, not to a guide
 * that mentions it often), keeping Pagefind's order otherwise.
 */
export function rankHits(hits: readonly SearchHit[], query: string): SearchHit[] {
  const q = query.trim().toLowerCase();
  const rank = (hit: SearchHit) => (hit.section?.toLowerCase() === q ? 0 : hit.title.toLowerCase() === q ? 1 : 2);
  return hits
    .map((hit, index) => ({hit, index}))
    .sort((a, b) => rank(a.hit) - rank(b.hit) || a.index - b.index)
    .map(({hit}) => hit);
}

/**
 * A hit as the box and the search page list it: with its excerpt as text runs, worked out where
 * the search runs (the worker) so that the page neither parses excerpts nor loads the code that does.
 */
export interface ListedHit extends SearchHit {
  parts: ExcerptPart[];
}

const sameHit = (a: SearchHit | undefined, b: SearchHit) =>
  a !== undefined && a.url === b.url && a.title === b.title && a.section === b.section && a.excerpt === b.excerpt;

/**
 * The new hits, each one equal to the hit in the same place of the last answer being that same
 * object. Why: the worker sends fresh copies of every hit; kept, an unchanged result is skipped
 * by the box's memoised options instead of being rendered and compared again (the next letter of a
 * name mostly finds the same pages).
 */
export function keepUnchanged<T extends SearchHit>(previous: readonly T[], hits: T[]): T[] {
  return hits.map((hit, index) => (sameHit(previous[index], hit) ? previous[index]! : hit));
}
