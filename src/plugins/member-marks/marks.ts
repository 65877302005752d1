/**
 * Member history marks ("New in 1.2", "Changed in 2.0", "Deprecated in 2.0")
 * beside the member headings of the API reference pages and the rows of their
 * member, value and field tables, derived from the API evolution data (the
 * same data as /versions/api-evolution, so one correction fixes both). A page
 * shows only the history up to its own version, and nothing for a name that
 * has been there unchanged since 1.0. Each mark links to its row (or, for an
 * interface or enum heading, its table) of the matrix.
 *
 * `remarkMemberMarks` applies them to a page's Markdown tree at build time
 * (a remark plugin, registered for the docs plugin in docusaurus.config.ts;
 * no client code: the marks are plain links in the page's HTML).
 */
import path from 'node:path';
import type {Heading, Link, Paragraph, PhrasingContent, Root, RootContent, Table} from 'mdast';
import {apiEvolution} from '../../fdc3/api-evolution';
import {apiInterfaces} from '../../fdc3/api-surface';
import {
  evolutionRowId,
  type ApiEvolution,
  type CellStatus,
  type EvolutionCell,
  type EvolutionRow,
  type EvolutionVersion,
} from '../../fdc3/api-evolution.types';
import {repoRoot} from '../../fdc3/docs-versions';
import {apiEvolutionPath} from '../../data/site';

export interface Mark {
  /** What the reader sees and a screen reader says: `New in 1.2`. */
  text: string;
  /** The version of the text the column follows (`1.2`; the draft's column follows the 2.1 text: `2.1`). */
  version: string;
  status: CellStatus;
  /** `/versions/api-evolution#<row id>`. */
  href: string;
}

const markWords: Partial<Record<CellStatus, string>> = {
  added: 'New in',
  changed: 'Changed in',
  deprecated: 'Deprecated in',
  'partly-deprecated': 'Partly deprecated in',
  renamed: 'Renamed in',
};

/** The version a mark names for a column: the text it follows (Next's is the text it is a draft of: `2.1`), from the evolution data. */
export const markVersion = (column: EvolutionVersion) => column.text;

const statusesOf = (cell: EvolutionCell) => [cell.status, ...(cell.also ?? [])];

/** The marks of one matrix row, up to (and including) the column `upTo` (`1.2`, `current`). */
export function rowMarks(evolution: ApiEvolution, row: EvolutionRow, upTo: string): Mark[] {
  const last = evolution.versions.findIndex((v) => v.name === upTo);
  if (last < 0) return [];
  const marks: Mark[] = [];
  row.cells.slice(0, last + 1).forEach((cell, i) => {
    for (const status of statusesOf(cell)) {
      const words = markWords[status];
      // A name present since the first column needs no "New in" mark.
      if (!words || (status === 'added' && i === 0)) continue;
      const version = markVersion(evolution.versions[i]);
      marks.push({text: `${words} ${version}`, version, status, href: `${apiEvolutionPath}#${row.id}`});
    }
  });
  return marks;
}

/** The marks of a whole table (an interface or enum heading): when it arrived, and each later version that changed a row. */
export function groupMarks(evolution: ApiEvolution, groupId: string, upTo: string): Mark[] {
  const group = evolution.groups.find((g) => g.id === groupId);
  const last = evolution.versions.findIndex((v) => v.name === upTo);
  if (!group || last < 0) return [];
  const first = evolution.versions.findIndex((_, i) => group.rows.some((r) => r.cells[i].status !== 'absent'));
  if (first < 0 || first > last) return [];
  const href = `${apiEvolutionPath}#${group.id}`;
  const marks: Mark[] = [];
  if (first > 0) {
    const version = markVersion(evolution.versions[first]);
    marks.push({text: `New in ${version}`, version, status: 'added', href});
  }
  for (let i = first + 1; i <= last; i++) {
    if (group.rows.some((r) => statusesOf(r.cells[i]).some((s) => s !== 'absent' && s !== 'same'))) {
      const version = markVersion(evolution.versions[i]);
      marks.push({text: `Changed in ${version}`, version, status: 'changed', href});
    }
  }
  return marks;
}

/** A docs file's version (`1.2`, `current`) and page id (`api/ref/DesktopAgent`), or undefined outside the docs. */
export function pageOf(file: string): {version: string; id: string} | undefined {
  const rel = path.relative(repoRoot, file).split(path.sep).join('/');
  const m = /^(?:docs|versioned_docs\/version-([^/]+))\/(.+)\.mdx?$/.exec(rel);
  return m ? {version: m[1] ?? 'current', id: m[2]} : undefined;
}

const apiPages = new Set<string>(apiInterfaces);

/** A context ref page's type string: `Country` → `fdc3.country`, from the field rows the matrix knows. */
function contextTypeOf(evolution: ApiEvolution, page: string): string | undefined {
  const wanted = page.toLowerCase();
  const types = new Set([...(evolution.groups.find((g) => g.id === 'context-fields')?.rows ?? [])].map((r) => r.name.split(' ')[0]));
  return [...types].find(
    (t) =>
      t
        .replace(/^fdc3\./, '')
        .replace(/\./g, '')
        .toLowerCase() === wanted,
  );
}

/** Where a heading or table row of a page sits in the matrix. */
export type Target = {kind: 'row'; group: string; row: string} | {kind: 'group'; group: string};

function rowOf(evolution: ApiEvolution, group: string, name: string): EvolutionRow | undefined {
  return evolution.groups.find((g) => g.id === group)?.rows.find((r) => r.name === name);
}

export function targetMarks(evolution: ApiEvolution, target: Target, upTo: string): Mark[] {
  if (target.kind === 'group') return groupMarks(evolution, target.group, upTo);
  const row = rowOf(evolution, target.group, target.row);
  return row ? rowMarks(evolution, row, upTo) : [];
}

const codeName = (children: PhrasingContent[]): string | undefined => {
  const [first] = children;
  return first?.type === 'inlineCode' && /^[\w.]+$/.test(first.value) ? first.value : undefined;
};

/** Groups that are one interface or enum of the API (not the lists of intents, context types, globals…). */
const notApiGroups = new Set(['types', 'context-types', 'context-fields', 'intents', 'globals', 'app-directory']);
const knownGroup = (evolution: ApiEvolution, id: string) => !notApiGroups.has(id) && evolution.groups.some((g) => g.id === id);

export interface PageMark {
  /** `heading` (the marks go right below it) or `cell` (after the name in a table's first cell). */
  at: 'heading' | 'cell';
  name: string;
  target: Target;
  marks: Mark[];
}

/**
 * Walks a page's top-level nodes, finds its member headings and table rows and
 * what each stands for in the matrix, and hands each with its marks to `apply`.
 */
export function walkPage(
  evolution: ApiEvolution,
  page: {version: string; id: string},
  tree: Root,
  apply?: (node: Heading | Table, index: number, mark: PageMark, rowIndex?: number) => void,
): PageMark[] {
  const out: PageMark[] = [];
  const [area, kind, pageName] = page.id.split('/');
  const isApi = area === 'api' && kind === 'ref';
  const isContext = area === 'context' && kind === 'ref';
  if (!isApi && !isContext) return out;
  const contextType = isContext ? contextTypeOf(evolution, pageName) : undefined;
  // The interface or enum the current section documents (a 1.1 page is about one).
  let section: string | undefined = pageName;
  tree.children.forEach((node: RootContent, index) => {
    if (node.type === 'heading' && isApi) {
      const name = codeName(node.children);
      let target: Target | undefined;
      if (node.depth === 2) {
        section = name;
        if (name && rowOf(evolution, 'types', name)) target = {kind: 'row', group: 'types', row: name};
        else if (name && knownGroup(evolution, name.toLowerCase())) target = {kind: 'group', group: name.toLowerCase()};
      } else if (node.depth === 3 && name) {
        const group = apiPages.has(pageName) ? pageName.toLowerCase() : section?.toLowerCase();
        if (group && rowOf(evolution, group, name)) target = {kind: 'row', group, row: name};
      }
      if (name && target) {
        const mark = {at: 'heading' as const, name, target, marks: targetMarks(evolution, target, page.version)};
        out.push(mark);
        apply?.(node, index, mark);
      }
    } else if (node.type === 'table') {
      const group = isContext ? 'context-fields' : section?.toLowerCase();
      if (!group || (isApi && apiPages.has(pageName))) return;
      node.children.slice(1).forEach((tableRow, r) => {
        const cell = tableRow.children[0];
        const name = cell && codeName(cell.children);
        if (!name) return;
        const rowName = isContext ? (contextType ? `${contextType} ${name}` : undefined) : name;
        if (!rowName || !rowOf(evolution, group, rowName)) return;
        const target: Target = {kind: 'row', group, row: rowName};
        const mark = {at: 'cell' as const, name, target, marks: targetMarks(evolution, target, page.version)};
        out.push(mark);
        apply?.(node, index, mark, r + 1);
      });
    }
  });
  return out;
}

const markLink = (m: Mark): Link => ({
  type: 'link',
  url: m.href,
  data: {hProperties: {className: ['member-mark']}},
  children: [{type: 'text', value: m.text}],
});

/** Inserts the marks into a page's tree: a small paragraph right below a heading, or after the name in a table cell. */
export function applyMarks(evolution: ApiEvolution, page: {version: string; id: string}, tree: Root): PageMark[] {
  const belowHeadings: {index: number; paragraph: Paragraph}[] = [];
  const found = walkPage(evolution, page, tree, (node, index, mark, rowIndex) => {
    if (!mark.marks.length) return;
    if (node.type === 'heading') {
      belowHeadings.push({
        index,
        paragraph: {
          type: 'paragraph',
          data: {hProperties: {className: ['member-marks']}},
          children: mark.marks.flatMap((m, i): PhrasingContent[] => [...(i ? [{type: 'text' as const, value: ' '}] : []), markLink(m)]),
        },
      });
    } else if (rowIndex !== undefined) {
      const cell = (node as Table).children[rowIndex].children[0];
      cell.children.push(...mark.marks.flatMap((m): PhrasingContent[] => [{type: 'text', value: ' '}, markLink(m)]));
    }
  });
  for (const {index, paragraph} of belowHeadings.reverse()) tree.children.splice(index + 1, 0, paragraph);
  return found;
}

/** A row's history read straight off the matrix cells (independently of `rowMarks`), up to a version. */
function matrixHistory(evolution: ApiEvolution, target: {group: string; row: string}, upTo: string): string[] {
  const row = rowOf(evolution, target.group, target.row);
  if (!row) return [`(no row ${target.group} › ${target.row})`];
  const out: string[] = [];
  for (let i = 0; i <= evolution.versions.findIndex((v) => v.name === upTo); i++) {
    const version = evolution.versions[i].text;
    const cell = row.cells[i];
    for (const status of [cell.status, ...(cell.also ?? [])]) {
      if (status === 'added' && i > 0) out.push(`New in ${version}`);
      if (status === 'changed') out.push(`Changed in ${version}`);
      if (status === 'deprecated') out.push(`Deprecated in ${version}`);
      if (status === 'partly-deprecated') out.push(`Partly deprecated in ${version}`);
      if (status === 'renamed') out.push(`Renamed in ${version}`);
    }
  }
  return out;
}

/**
 * Marks that disagree with the matrix: for each, the row it links to must
 * exist, and the mark's versions must equal that row's added / changed /
 * deprecated / renamed cells up to the page's version.
 */
export function marksDisagreeing(evolution: ApiEvolution, pageVersion: string, marks: PageMark[]): string[] {
  const problems: string[] = [];
  for (const m of marks) {
    const anchor = m.target.kind === 'row' ? evolutionRowId(m.target.group, m.target.row) : m.target.group;
    const expected =
      m.target.kind === 'row'
        ? matrixHistory(evolution, m.target, pageVersion)
        : targetMarks(evolution, m.target, pageVersion).map((x) => x.text);
    const actual = m.marks.map((x) => x.text);
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      problems.push(`${m.name}: marks ${actual.join(', ') || 'none'}, matrix ${expected.join(', ') || 'none'}`);
    for (const x of m.marks) if (!x.href.endsWith(`#${anchor}`)) problems.push(`${m.name}: '${x.text}' links to ${x.href}, not #${anchor}`);
    // Versions of the texts after the page's own (a draft that repeats the page's text is not later).
    const at = evolution.versions.findIndex((v) => v.name === pageVersion);
    const later = evolution.versions
      .slice(at + 1)
      .map(markVersion)
      .filter((v) => v !== evolution.versions[at]?.text);
    for (const x of m.marks) if (later.includes(x.version)) problems.push(`${m.name}: '${x.text}' is later than the page's version`);
  }
  return problems;
}

/** The evolution data, built once per process (the remark plugin runs per page, and the API evolution page reads it too). */
export const evolutionData: () => ApiEvolution = apiEvolution;

/** The remark plugin: marks on every API and context reference page. */
export function remarkMemberMarks() {
  return (tree: Root, file: {path?: string; history?: string[]}) => {
    const where = file.path ?? file.history?.[0];
    const page = where ? pageOf(where) : undefined;
    if (!page) return;
    applyMarks(evolutionData(), page, tree);
  };
}
