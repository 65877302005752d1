/**
 * The API evolution tables as the page renders them (the plugin writes them as
 * JSON at build time, `./api-evolution.ts` computes them). Types only, so the
 * browser's page can import them without the model's Node code.
 */

export type CellStatus = 'absent' | 'added' | 'same' | 'changed' | 'deprecated' | 'partly-deprecated';

export interface EvolutionCell {
  status: CellStatus;
  /** Site path (with anchor) of the version's section, when its docs have one. */
  href?: string;
  /** The signatures in this version, for members. */
  detail?: string;
}

export interface EvolutionRow {
  name: string;
  cells: EvolutionCell[];
}

export interface EvolutionGroup {
  id: string;
  title: string;
  rows: EvolutionRow[];
}

export interface ApiEvolution {
  /** Oldest first. */
  versions: {name: string; label: string; typings: string}[];
  groups: EvolutionGroup[];
}
