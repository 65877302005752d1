// cspell:ignore rasie zzzzqq
/**
 * Definitions first: the names of a docs version (API members, types, error values, context
 * types and fields, intents) and the section that defines each, written at build time as one
 * small file per version (src/plugins/build-output/search-index, from src/fdc3/search-definitions.ts).
 * A query that equals or starts a name puts its definition first; a query that matches no name
 * but is one or two edits away from one gets "Did you mean". Pure functions, run by the search
 * engine (engine.ts) and by the relevance checks (tests/unit/search-relevance.test.ts, npm run bench).
 */
import type {DefinitionsFile} from '../../fdc3/search-definitions.types';
import type {SearchHit} from './results';
import {editDistance} from '../../utils/edit-distance';

export type {DefinitionsFile} from '../../fdc3/search-definitions.types';

export interface Definition {
  name: string;
  /** What the name is, shown as the result's text: "Method of DesktopAgent", "Value of ResolveError". */
  kind: string;
  /** Path and `#anchor` of the defining section. */
  url: string;
  /** The page's title. */
  title: string;
  /** The section's heading, when the definition is not the top of its page. */
  section?: string;
}

/** The definitions of a file, in the file's order (which is the order they rank in among equals). */
export function readDefinitions(file: DefinitionsFile): Definition[] {
  return file.defs.map(([name, page, anchor, section, kind]) => {
    const [url, title] = file.pages[page] ?? ['', ''];
    return {name, kind, url: anchor ? `${url}#${anchor}` : url, title, section: section || undefined};
  });
}

/** The shortest query that matches names by their start: fewer letters would match too many. */
export const minimumPrefix = 3;

/** The most definitions listed ahead of the other results. */
export const maxDefinitionHits = 3;

/** A query as names are compared: lower case, without a call's `()` or a leading `fdc3.` before an API name. */
export function nameKey(query: string): string {
  return query.trim().toLowerCase().replace(/\(\)$/, '');
}

function candidatesKeys(query: string): string[] {
  const key = nameKey(query);
  const keys = [key];
  if (key.startsWith('fdc3.') && !key.slice(5).includes('.')) keys.push(key.slice(5));
  if (key.startsWith('window.fdc3.')) keys.push(key.slice('window.fdc3.'.length));
  return keys;
}

/**
 * The definitions a query names, best first: names equal to it, then names it starts (three
 * letters at least), shorter names first; a heading or page before a table row; among equals,
 * the file's order. At most `max`, one per
 * section.
 */
export function matchDefinitions(query: string, defs: readonly Definition[], max = maxDefinitionHits): Definition[] {
  if (/\s/.test(query.trim())) return [];
  const keys = candidatesKeys(query);
  const scored: {def: Definition; score: number; index: number}[] = [];
  defs.forEach((def, index) => {
    const name = def.name.toLowerCase();
    // A table row (its section is the heading above the table) ranks after a heading or page of the same name.
    const row = def.section !== undefined && def.section.toLowerCase() !== name ? 500 : 0;
    keys.some((key, k) => {
      const exact = name === key;
      if (!exact && !(key.length >= minimumPrefix && name.startsWith(key))) return false;
      scored.push({def, score: k * 10_000 + (exact ? 0 : 1000 + name.length) + row, index});
      return true;
    });
  });
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  const seen = new Set<string>();
  const out: Definition[] = [];
  for (const {def} of scored) {
    if (seen.has(def.url)) continue;
    seen.add(def.url);
    out.push(def);
    if (out.length >= max) break;
  }
  return out;
}

/** How many edits a query of this length may be from a name to be offered: none under four letters. */
export function typoLimit(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * The name to offer for a query that names nothing ("Did you mean `raiseIntent`?"): the closest
 * name within `typoLimit` edits, the earlier in the file among equals; undefined when the query
 * matches a name already, goes on from one, or none is close.
 */
export function suggestName(query: string, defs: readonly Definition[]): string | undefined {
  const key = nameKey(query);
  const limit = typoLimit(key.length);
  if (limit === 0 || /\s/.test(key) || matchDefinitions(query, defs, 1).length > 0) return undefined;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const def of defs) {
    const distance = editDistance(key, def.name.toLowerCase(), limit);
    if (distance < bestDistance) {
      best = def.name;
      bestDistance = distance;
    }
  }
  // A word that goes on from the name (`broadcasting`, typed on from `broadcast`) is no typo of it.
  return best !== undefined && key.startsWith(best.toLowerCase()) ? undefined : best;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A definition as a search result: its section, with what the name is as its text. */
export function definitionHit(def: Definition): SearchHit {
  return {url: def.url, title: def.title, section: def.section, excerpt: `<mark>${escapeHtml(def.name)}</mark>: ${escapeHtml(def.kind)}`};
}

/** Definitions first, then the search's own results that lead elsewhere. */
export function mergeHits(definitions: readonly SearchHit[], found: readonly SearchHit[]): SearchHit[] {
  const urls = new Set(definitions.map((d) => d.url));
  return [...definitions, ...found.filter((hit) => !urls.has(hit.url))];
}

/**
 * Whether a page Pagefind found matches the query for real. When a word matches nothing,
 * Pagefind retries with ever shorter starts of it, down to one letter (`zzzzqq` finds "Z",
 * `rasieIntent` finds "R."); a word found counts only when it holds most of the start of a query word.
 */
export function isRealMatch(matchedWords: readonly string[], query: string): boolean {
  const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}_.]/gu, '');
  const starts = query
    .split(/\s+/)
    .map(norm)
    .filter(Boolean)
    .map((q) => q.slice(0, Math.min(q.length, Math.max(3, Math.ceil(q.length * 0.6)))));
  if (starts.length === 0) return false;
  return matchedWords.some((word) => {
    const w = norm(word);
    return starts.some((start) => w.includes(start));
  });
}
