/**
 * Pagefind's excerpts, made ready to list: cut for the box and split into text runs. Run where the
 * search runs (the worker, engine.ts), so that neither this code nor the parsing reaches the page.
 * Pure functions, tested in tests/unit/search.test.ts.
 */
import {decodeHtml} from '../../utils/html';

/** A run of an excerpt's text, `marked` where Pagefind found a search word. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt cut to `words` words, from the word before its first mark: the box lists shorter
 * excerpts than the search page (two lines on a phone where Pagefind's 22 words take three), so that
 * each keystroke's new results lay out and paint less text. A mark cut at an end is dropped by
 * `excerptParts` with any other markup.
 */
export function shortenExcerpt(excerpt: string, words: number): string {
  const tokens = excerpt.split(' ');
  if (tokens.length <= words) return excerpt;
  const marked = tokens.findIndex((token) => token.includes('<mark>'));
  const start = Math.max(0, Math.min(marked - 1, tokens.length - words));
  return tokens.slice(start, start + words).join(' ');
}

/** An excerpt as text runs, `marked` where Pagefind found a search word: rendered without HTML injection. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/s)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      const inner = marked ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return {text: decodeHtml(inner.replace(/<[^>]*>/g, '')), marked};
    });
}
