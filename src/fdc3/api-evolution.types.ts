/**
 * The API evolution tables as the page renders them (the plugin writes them as
 * JSON at build time, `./api-evolution.ts` computes them). Types only, so the
 * browser's page can import them without the model's Node code.
 */

export type CellStatus = 'absent' | 'added' | 'same' | 'changed' | 'deprecated' | 'partly-deprecated' | 'renamed' | 'removed';

/** The statuses that record a change, each of which names its source. */
export const changeStatuses: readonly CellStatus[] = ['added', 'changed', 'deprecated', 'partly-deprecated', 'renamed', 'removed'];

export interface EvolutionCell {
  status: CellStatus;
  /** A second change in the same version (e.g. `changed` and `partly-deprecated`). */
  also?: CellStatus[];
  /** Site path (with anchor) of the version's section, when its docs have one. */
  href?: string;
  /** The signature (or value, or rule) in this version, where the cell records a change. */
  detail?: string;
  /** Where the version's text differs from its npm package, or the text from itself. */
  note?: string;
  /** `#PR, tag:path:line` (changelog entry), or `tag:path` of the text. */
  source?: string;
  /** The text marks it experimental. */
  experimental?: true;
}

export interface EvolutionRow {
  /** Stable anchor of the row (`desktopagent-raiseintent`). */
  id: string;
  name: string;
  cells: EvolutionCell[];
}

export interface EvolutionGroup {
  id: string;
  title: string;
  intro?: string;
  rows: EvolutionRow[];
}

export interface EvolutionVersion {
  /** Docs version name (`current` for next). */
  name: string;
  label: string;
  /** The standard's version whose text the column follows (`2.1` for Next while it is the 2.1 draft); marks name it. */
  text: string;
  typings: string;
  /** Release date of the standard this column follows, and its source; none for a draft whose text is already released. */
  released?: string;
  releasedSource?: string;
  /** One sentence where the sources disagree on the date, or on what Next's date is. */
  releasedNote?: string;
}

export interface ApiEvolution {
  /** Oldest first. */
  versions: EvolutionVersion[];
  groups: EvolutionGroup[];
}

/** The anchor of a row: group and name, lower case, runs of other characters as one `-`. */
export function evolutionRowId(group: string, name: string): string {
  return `${group}-${name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
