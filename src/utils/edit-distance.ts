// cspell:ignore rasie
/**
 * How many single-letter edits turn one string into another, for "did you
 * mean" suggestions: the search's name suggestions (src/components/Search/
 * definitions.ts) and the Workbench's context type check
 * (src/toolbox/workbench/validate.ts). Pure, so browser code, plugins and
 * tests may all import it.
 */

/**
 * Edit distance with adjacent transpositions (optimal string alignment): an
 * insertion, a deletion, a substitution or a swap of two neighbouring letters
 * each count one, so `rasieIntent` is one edit from `raiseIntent`. Letters are
 * compared as they are (case counts). With a `limit`, it stops early and
 * returns `limit + 1` once the distance exceeds it.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}
