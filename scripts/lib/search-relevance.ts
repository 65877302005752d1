/**
 * The search's relevance on the generated query set (issue 34): for every name of a docs version
 * (src/fdc3/search-definitions.ts), the exact name, its first eight characters (names longer than
 * eight) and one typo (two middle letters swapped, or a middle letter dropped). A hit is the
 * name's defining section. The ranking is the search engine's own (src/components/Search/definitions.ts),
 * so this runs in Node without a build: `npm run bench` prints it and
 * tests/unit/search-relevance.test.ts holds a floor under it.
 */
import {matchDefinitions, nameKey, suggestName, type Definition} from '../../src/components/Search/definitions';

export interface Rate {
  /** Queries asked. */
  total: number;
  top1: number;
  top3: number;
  /** The queries that missed the top 3, for the report. */
  misses: string[];
}

export interface GeneratedRelevance {
  exact: Rate;
  prefix: Rate;
  /** Typos answered through "Did you mean": the suggestion, searched, leads to the name's definition. */
  typo: Rate;
}

/** The length of the prefixes asked. */
export const prefixLength = 8;

/** One typo of a name: two letters in the middle swapped (when they differ), else one dropped. */
export function typoOf(name: string): string {
  const at = Math.floor(name.length / 2);
  if (name[at - 1]!.toLowerCase() !== name[at]!.toLowerCase()) return name.slice(0, at - 1) + name[at] + name[at - 1] + name.slice(at + 1);
  return name.slice(0, at) + name.slice(at + 1);
}

function rate(): Rate {
  return {total: 0, top1: 0, top3: 0, misses: []};
}

function score(r: Rate, query: string, listed: readonly Definition[], targets: ReadonlySet<string>): void {
  r.total += 1;
  const at = listed.findIndex((d) => targets.has(d.url));
  if (at === 0) r.top1 += 1;
  if (at >= 0 && at < 3) r.top3 += 1;
  else r.misses.push(query);
}

/** The definitions the search lists for a query: those it names, else those of the name it suggests. */
export function listedFor(query: string, defs: readonly Definition[]): {listed: Definition[]; suggested?: string} {
  const listed = matchDefinitions(query, defs);
  if (listed.length > 0) return {listed};
  const suggested = suggestName(query, defs);
  return {listed: suggested ? matchDefinitions(suggested, defs) : [], suggested};
}

/** The generated set's hit rates for one version's definitions. */
export function generatedRelevance(defs: readonly Definition[]): GeneratedRelevance {
  const byName = new Map<string, Set<string>>();
  for (const d of defs) {
    const key = nameKey(d.name);
    byName.set(key, (byName.get(key) ?? new Set()).add(d.url));
  }
  const names = [...new Map(defs.map((d) => [nameKey(d.name), d.name])).values()];
  const result: GeneratedRelevance = {exact: rate(), prefix: rate(), typo: rate()};
  for (const name of names) {
    const targets = byName.get(nameKey(name))!;
    score(result.exact, name, matchDefinitions(name, defs), targets);
    if (name.length > prefixLength)
      score(result.prefix, name.slice(0, prefixLength), matchDefinitions(name.slice(0, prefixLength), defs), targets);
    if (name.length >= 4) {
      const typo = typoOf(name);
      const {listed, suggested} = listedFor(typo, defs);
      // A typo that is itself a name (or starts one) is a query for that name, not a typo.
      if (suggested === undefined && listed.length > 0 && !listed.some((d) => targets.has(d.url))) continue;
      score(result.typo, typo, listed, targets);
    }
  }
  return result;
}

export const percent = (part: number, total: number): string => (total === 0 ? '–' : `${((100 * part) / total).toFixed(1)}%`);
