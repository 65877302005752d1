/**
 * How the standard's API evolved, version by version: for every member of the
 * API interfaces, handler and result type, error value, context type, changed
 * context field, intent, global and App Directory endpoint, whether each
 * version introduced it, changed it, deprecated it, renamed or removed it, or
 * kept it; the section of that version's docs that documents it; and the
 * source of every change.
 *
 * The base is each version's npm typings (1.0: the typed data module); where a
 * version's text at its release tag says otherwise, `./evolution-sources.ts`
 * (the committed record of the tags) wins and the cell names the package.
 */
import path from 'node:path';
import {compareVersionNames, docsVersions, releasedVersionNames, type DocsVersion} from './docs-versions';
import {standardOf} from './normative-text';
import {indexDocs, type IndexedDoc} from './docs-index';
import {apiInterfaces, apiSurface, evolvingInterfaces, evolvingTypes, type ApiSurface, type SurfaceMember} from './api-surface';
import {contextTypeInfo} from './context-types';
import {codeHeadings, headingAnchors} from './content-checks';
import {headings} from './markdown';
import {
  changeSources,
  curatedGroups,
  curatedRows,
  experimentalContextTypes,
  formatSource,
  nameDeprecations,
  releases,
  renames,
  tagDisagreements,
  textAtTag,
  type Source,
  type TextVersion,
} from './evolution-sources';
import {
  changeStatuses,
  evolutionRowId,
  type ApiEvolution,
  type CellStatus,
  type EvolutionCell,
  type EvolutionGroup,
  type EvolutionRow,
  type EvolutionVersion,
} from './api-evolution.types';

export type {ApiEvolution, CellStatus, EvolutionCell, EvolutionGroup, EvolutionRow} from './api-evolution.types';

/** Versions oldest first (1.0 … latest release, then next). */
export function versionsOldestFirst(): DocsVersion[] {
  const released = docsVersions.filter((v) => v.name !== 'current').reverse();
  return [...released, ...docsVersions.filter((v) => v.name === 'current')];
}

/** The release tag of a text (`2.1` → `v2.1`). */
const tagOfText = (text: string) => `v${text}`;

interface VersionDocs {
  version: DocsVersion;
  /** The standard's version whose text the column follows (`standardOf`): the key of its records in ./evolution-sources.ts. */
  text: string;
  /**
   * The column follows the same text as the one before it: the draft right
   * after its text was released (Next after `npm run release -- 2.1`). It
   * repeats that column: the text's records of changes (curated history,
   * experimental marks) stay with the first column of the text.
   */
  repeats: boolean;
  surface: ApiSurface;
  docs: Map<string, IndexedDoc>;
}

/** The anchor of the heading that documents `name` on a page (a `## \`name\`` or `### \`name\`` heading). */
function anchorFor(doc: IndexedDoc, name: string, level: number): string | undefined {
  if (!codeHeadings(doc.body, level).has(name)) return undefined;
  const heading = headings(doc.body).find((h) => h.level === level && new RegExp(`^\`${name}\``).test(h.text));
  if (!heading) return undefined;
  const [anchor] = headingAnchors(`${'#'.repeat(level)} ${heading.text}`);
  return anchor;
}

const listed = (docs: Map<string, IndexedDoc>, id: string) => {
  const doc = docs.get(id);
  return doc && !doc.unlisted ? doc : undefined;
};

const isApiInterface = (iface: string) => (apiInterfaces as readonly string[]).includes(iface);

/** The reference page that documents an interface's members, per version. */
const pagesFor = (iface: string) =>
  isApiInterface(iface)
    ? [`api/ref/${iface}`]
    : iface === 'Listener'
      ? ['api/ref/Types', 'api/ref/Listener']
      : [`api/ref/Metadata`, `api/ref/${iface}`];

function memberHref(v: VersionDocs, iface: string, member: string): string | undefined {
  for (const id of pagesFor(iface)) {
    const doc = listed(v.docs, id);
    if (!doc) continue;
    if (isApiInterface(iface)) {
      const anchor = anchorFor(doc, member, 3);
      return anchor ? `${doc.route}#${anchor}` : doc.route;
    }
    const anchor = anchorFor(doc, iface, 2) ?? anchorFor(doc, iface, 3);
    return anchor ? `${doc.route}#${anchor}` : doc.route;
  }
  return undefined;
}

function typeHref(v: VersionDocs, name: string): string | undefined {
  const doc = listed(v.docs, 'api/ref/Types');
  if (!doc) return undefined;
  const anchor = anchorFor(doc, name, 2) ?? anchorFor(doc, name, 3);
  return anchor ? `${doc.route}#${anchor}` : doc.route;
}

function errorHref(v: VersionDocs, enumName: string): string | undefined {
  const own = listed(v.docs, `api/ref/${enumName}`);
  if (own) return own.route;
  const page = listed(v.docs, 'api/ref/Errors');
  const anchor = page && anchorFor(page, enumName, 2);
  return page && anchor ? `${page.route}#${anchor}` : page?.route;
}

function contextHref(v: VersionDocs, type: string): string | undefined {
  const iface = contextTypeInfo(v.version.typings!).interfaces.get(type);
  const name = iface === 'ContextData' ? 'Context' : iface;
  return name ? listed(v.docs, `context/ref/${name}`)?.route : undefined;
}

/** Where the text at a tag declares something of a group, when no changelog entry names it. */
function tagPath(text: string, group: string, row: string): string {
  const tag = tagOfText(text);
  const iface = evolvingInterfaces.find((i) => i.toLowerCase() === group);
  if (text === '1.0') {
    if (group === 'intents') return 'v1.0:docs/intents-spec.md';
    if (group === 'context-types') return 'v1.0:examples/context';
    return 'v1.0:src/api/interface.ts';
  }
  if (iface) return `${tag}:src/api/${iface}.ts`;
  if (group === 'types') return text === '1.1' ? 'v1.1:src/api/index.ts' : `${tag}:src/api/Types.ts`;
  if (group.endsWith('error')) return text === '1.1' ? 'v1.1:src/api/index.ts' : `${tag}:src/api/Errors.ts`;
  if (group === 'intents') return `${tag}:docs/intents/ref/${row}.md`;
  // 2.1 moved the context schemas from src/context/schemas to schemas/context.
  if (group === 'context-types') return `${tag}:${compareVersionNames(text, '2.1') >= 0 ? 'schemas/context' : 'src/context/schemas'}`;
  return `${tag}:CHANGELOG.md`;
}

function changeSource(text: string, group: string, row: string): Source | undefined {
  const all = [...changeSources, ...nameDeprecations];
  return (
    all.find((c) => c.version === text && c.group === group && c.row === row)?.source ??
    all.find((c) => c.version === text && c.group === group && c.row === '*')?.source
  );
}

type Found = SurfaceMember | false;

/** Status of a cell from the member in this and the previous version (undefined: absent there). */
function statusesOf(
  present: boolean,
  previous: SurfaceMember | undefined | null,
  member: SurfaceMember | undefined,
  first: boolean,
): CellStatus[] {
  if (!present) return previous === undefined || first ? ['absent'] : ['removed'];
  if (previous === undefined) return ['added'];
  if (!member || !previous) return ['same'];
  const out: CellStatus[] = [];
  if (member.signatures.join(' | ') !== previous.signatures.join(' | ')) out.push('changed');
  if (member.deprecated && !previous.deprecated) out.push('deprecated');
  else if (member.partlyDeprecated && !previous.partlyDeprecated && !previous.deprecated) out.push('partly-deprecated');
  return out.length ? out : ['same'];
}

/** The package's member, or what the text at the tag says instead (and the note saying so). */
function atTag(v: VersionDocs, group: string, row: string, fromPackage: Found): {found: Found; note?: string; source?: Source} {
  const patch = textAtTag.find((t) => t.version === v.text && t.group === group && t.row === row);
  if (!patch) return {found: fromPackage};
  if (patch.text === null) return {found: false, note: patch.note, source: patch.source};
  const base: SurfaceMember = fromPackage || {name: row, signatures: [], deprecated: false, partlyDeprecated: false};
  return {
    found: {
      ...base,
      signatures: patch.text.signatures ?? base.signatures,
      deprecated: patch.text.deprecated ?? base.deprecated,
      partlyDeprecated: patch.text.partlyDeprecated ?? base.partlyDeprecated,
    },
    note: patch.note,
    source: patch.source,
  };
}

function rowsFor(
  group: string,
  names: string[],
  versions: VersionDocs[],
  member: (v: VersionDocs, name: string) => Found,
  href: (v: VersionDocs, name: string) => string | undefined,
  options: {detailOf?: (m: SurfaceMember) => string | undefined; detailOnAdd?: boolean; displayName?: (name: string) => string} = {},
): EvolutionRow[] {
  return names.map((name) => {
    let previous: SurfaceMember | null | undefined;
    const cells = versions.map((v, i): EvolutionCell => {
      const {found, note, source: patchSource} = atTag(v, group, name, member(v, name));
      const disagreement = tagDisagreements.find((d) => d.version === v.text && d.group === group && d.row === name);
      const present = found !== false;
      const current = found || null;
      const [status, ...also] = statusesOf(present, previous, current ?? undefined, i === 0);
      previous = present ? current : undefined;
      const changes = changeStatuses.includes(status);
      const source = changes
        ? (changeSource(v.text, group, name) ?? patchSource ?? disagreement?.source ?? {at: tagPath(v.text, group, name)})
        : (patchSource ?? disagreement?.source);
      // The signature where it changed (an added member's is on its docs page; the page's HTML stays small).
      const shows = [status, ...also].some((x) => x === 'changed' || x === 'renamed') || (status === 'added' && options.detailOnAdd);
      const detail = current && shows ? (options.detailOf ?? ((m) => m.signatures.join('\n')))(current) : undefined;
      const notes = [note, disagreement?.note].filter(Boolean).join('; ');
      return {
        status,
        ...(also.length ? {also} : {}),
        ...(present ? {href: href(v, name)} : {}),
        ...(detail ? {detail} : {}),
        ...(notes ? {note: notes} : {}),
        ...(source ? {source: formatSource(source)} : {}),
      };
    });
    const display = options.displayName?.(name) ?? name;
    return {id: evolutionRowId(group, display), name: display, cells};
  });
}

const union = (lists: string[][]) => [...new Set(lists.flat())];

function curatedRowsOf(group: string, versions: VersionDocs[]): EvolutionRow[] {
  return curatedRows
    .filter((r) => r.group === group)
    .map((r) => {
      let state: CellStatus = 'absent';
      const cells = versions.map((v): EvolutionCell => {
        // A column repeating its text keeps the state the text's own column left.
        const entry = v.repeats ? undefined : r.history.find((e) => e.version === v.text);
        if (!entry) {
          state = state === 'absent' || state === 'removed' ? 'absent' : 'same';
          return {status: state};
        }
        state = entry.status;
        return {
          status: entry.status,
          ...(entry.detail ? {detail: entry.detail} : {}),
          ...(entry.note ? {note: entry.note} : {}),
          source: formatSource(entry.source),
        };
      });
      return {id: evolutionRowId(group, r.name), name: r.name, cells};
    });
}

export function buildApiEvolution(): ApiEvolution {
  const versions: VersionDocs[] = versionsOldestFirst().map((version, i, all) => ({
    version,
    text: standardOf(version.name),
    repeats: i > 0 && standardOf(all[i - 1].name) === standardOf(version.name),
    surface: apiSurface(version),
    docs: indexDocs(version),
  }));
  const groups: EvolutionGroup[] = [];
  const rowNames = (list: (v: VersionDocs) => string[]) => union(versions.map(list));
  const patched = (group: string) => (v: VersionDocs) =>
    textAtTag.filter((t) => t.version === v.text && t.group === group).map((t) => t.row);

  for (const iface of evolvingInterfaces) {
    const id = iface.toLowerCase();
    const names = rowNames((v) => [...(v.surface.interfaces[iface] ?? []).map((m) => m.name), ...patched(id)(v)]);
    groups.push({
      id,
      title: iface,
      rows: rowsFor(
        id,
        names,
        versions,
        (v, name) => v.surface.interfaces[iface]?.find((m) => m.name === name) ?? false,
        (v, name) => memberHref(v, iface, name),
      ),
    });
  }

  groups.push({
    id: 'types',
    title: 'Handler, result and context types',
    rows: [
      ...curatedRowsOf('types', versions),
      ...rowsFor(
        'types',
        evolvingTypes.filter((t) => versions.some((v) => v.surface.types[t])),
        versions,
        (v, name) => v.surface.types[name] ?? false,
        typeHref,
      ),
    ],
  });

  const enums = rowNames((v) => Object.keys(v.surface.errors));
  for (const enumName of enums) {
    const id = enumName.toLowerCase();
    const valueOf = (v: VersionDocs, name: string) => v.surface.errors[enumName]?.find((e) => e.name === name);
    groups.push({
      id,
      title: enumName,
      rows: rowsFor(
        id,
        rowNames((v) => (v.surface.errors[enumName] ?? []).map((e) => e.name)),
        versions,
        (v, name) => {
          const e = valueOf(v, name);
          return e
            ? {name, signatures: [e.value === e.name ? e.name : `${e.name} = '${e.value}'`], deprecated: false, partlyDeprecated: false}
            : false;
        },
        (v) => errorHref(v, enumName),
        // An error's detail is its string, where that differs from its name.
        {detailOf: (m) => (m.signatures[0].includes(' = ') ? m.signatures[0] : undefined), detailOnAdd: true},
      ),
    });
  }

  // Context types: one row per type; a renamed spelling is one row, read as a rename.
  const renameOf = (t: string) => renames.find((r) => r.group === 'context-types' && r.to === t);
  const contextRows = rowsFor(
    'context-types',
    rowNames((v) => [...v.surface.contextTypes, ...v.surface.experimentalContextTypes, ...patched('context-types')(v)])
      .filter((t) => !renameOf(t))
      .sort(),
    versions,
    (v, t) => {
      const names = [...v.surface.contextTypes, ...v.surface.experimentalContextTypes];
      const rename = renames.find((r) => r.from === t);
      const present = names.includes(t) || (rename && names.includes(rename.to));
      const deprecated = nameDeprecations.some(
        (d) => d.group === 'context-types' && d.row === t && compareVersionNames(v.text, d.version) >= 0,
      );
      return present ? {name: t, signatures: [t], deprecated, partlyDeprecated: false} : false;
    },
    contextHref,
    {detailOf: () => undefined},
  );
  for (const rename of renames) {
    const row = contextRows.find((r) => r.name === rename.from);
    if (!row) continue;
    row.name = `${rename.from} → ${rename.to}`;
    row.id = evolutionRowId('context-types', rename.from);
    // In the first column whose typings write the new spelling (the rename came with an npm release, not a text).
    const at = versions.findIndex((v) =>
      rename.version === 'npm'
        ? [...v.surface.contextTypes, ...v.surface.experimentalContextTypes].includes(rename.to)
        : v.text === rename.version,
    );
    if (at < 0) continue;
    row.cells[at] = {
      ...row.cells[at],
      status: 'renamed',
      detail: `${rename.from} → ${rename.to}`,
      note: rename.note,
      source: formatSource(rename.source),
    };
  }
  for (const [text, exp] of Object.entries(experimentalContextTypes)) {
    const at = versions.findIndex((v) => v.text === text);
    for (const t of exp!.types) {
      const cell = contextRows.find((r) => r.name === t)?.cells[at];
      if (cell) cell.experimental = true;
    }
  }
  groups.push({
    id: 'context-types',
    title: 'Context types',
    intro:
      '1.0 defined no standard context types (v1.0:docs/context-spec.md:55): its column lists the example types of v1.0:examples/context. The JSON Schemas of 1.1 (#119) made them standard types and named the base type fdc3.context.',
    rows: contextRows,
  });

  groups.push({
    id: 'intents',
    title: 'Intents',
    rows: rowsFor(
      'intents',
      rowNames((v) => v.surface.intents).sort(),
      versions,
      (v, i) =>
        v.surface.intents.includes(i)
          ? {
              name: i,
              signatures: [i],
              deprecated: nameDeprecations.some((d) => d.group === 'intents' && d.row === i && compareVersionNames(v.text, d.version) >= 0),
              partlyDeprecated: false,
            }
          : false,
      (v, i) => listed(v.docs, `intents/ref/${i}`)?.route,
      {detailOf: () => undefined},
    ),
  });

  for (const g of curatedGroups) {
    const at = groups.findIndex((x) => x.id === g.after);
    groups.splice(at + 1, 0, {id: g.id, title: g.title, ...(g.intro ? {intro: g.intro} : {}), rows: curatedRowsOf(g.id, versions)});
  }

  return {
    versions: versions.map(({version, text}) => ({
      name: version.name,
      label: version.name === 'current' ? 'Next' : version.name,
      text,
      typings: version.name === '1.0' ? 'src/fdc3/fdc3-1.0 (no npm package)' : `@finos/fdc3 ${readPackageVersion(version.typings!)}`,
      ...releaseOf(version.name, text),
    })),
    groups,
  };
}

let built: ApiEvolution | undefined;
/**
 * The evolution data, built once per process: the API evolution page's plugin and the reference pages' marks
 * (src/plugins/member-marks) read the same data, which takes about a second to build.
 */
export function apiEvolution(): ApiEvolution {
  built ??= buildApiEvolution();
  return built;
}

/**
 * A column's release date, source and note. A release is dated by its text's
 * changelog; Next by its text's too while that text is still to be released
 * as a docs version (the 2.1 draft), and not at all once it is (the draft
 * after 2.1 is not released).
 */
export function releaseOf(
  name: string,
  text: string,
  released: readonly string[] = releasedVersionNames,
): Pick<EvolutionVersion, 'released' | 'releasedSource' | 'releasedNote'> {
  const record = (releases as Partial<Record<string, (typeof releases)[TextVersion]>>)[text];
  if (name === 'current' && released.includes(text)) {
    return {releasedNote: `Next is not released: it is the draft after ${text}, still checked against the ${text} text.`};
  }
  if (!record) return name === 'current' ? {releasedNote: `Next is checked against the ${text} text, not yet released.`} : {};
  const note = name === 'current' ? `Next is checked against the ${text} text, released ${record.date}.` : record.note;
  return {released: record.date, releasedSource: formatSource(record.source), ...(note ? {releasedNote: note} : {})};
}

function readPackageVersion(alias: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(path.dirname(require.resolve(`${alias}/package.json`)), 'package.json')) as {version: string}).version;
}

/**
 * What is wrong with a built evolution: a change without its source, a source
 * not written `tag:path[:line]`, two rows with one anchor, or an entry of
 * `./evolution-sources.ts` that matches no row (a stale record). Empty when
 * sound; the plugin refuses to build otherwise.
 */
export function evolutionProblems(evolution: ApiEvolution): string[] {
  const problems: string[] = [];
  const file = 'src/fdc3/evolution-sources.ts';
  const ids = new Set<string>();
  for (const group of evolution.groups) {
    for (const row of group.rows) {
      if (ids.has(row.id)) problems.push(`${group.id}: two rows have the anchor #${row.id}`);
      ids.add(row.id);
      if (row.cells.length !== evolution.versions.length)
        problems.push(`${row.id}: ${row.cells.length} cells for ${evolution.versions.length} versions`);
      row.cells.forEach((cell, i) => {
        const where = `${group.title} › ${row.name} (${evolution.versions[i]?.label})`;
        if (changeStatuses.includes(cell.status) && !cell.source) problems.push(`${where}: '${cell.status}' has no source`);
        if (cell.source && !/^(#\d+, )?v\d\.\d:[^\s:]+(:\d+)?$/.test(cell.source))
          problems.push(`${where}: source '${cell.source}' is not [#PR, ]tag:path[:line]`);
      });
    }
  }
  const rowOf = (group: string, name: string) =>
    evolution.groups.find((g) => g.id === group)?.rows.find((r) => r.name === name || r.name.startsWith(`${name} → `));
  for (const [list, entries] of [
    ['textAtTag', textAtTag],
    ['tagDisagreements', tagDisagreements],
    ['changeSources', [...changeSources, ...nameDeprecations].filter((c) => c.row !== '*')],
  ] as const) {
    for (const e of entries) {
      if (!rowOf(e.group, e.row)) problems.push(`${file} (${list}): ${e.group} › ${e.row} (${e.version}) matches no row of the page`);
    }
  }
  return [...problems, ...recordTagProblems()];
}

/** The records of ./evolution-sources.ts that are keyed by a text, each with the source it cites. */
export interface KeyedRecords {
  [list: string]: readonly {version: string; group?: string; row?: string; source: Source}[];
}

const recordsByText = (): KeyedRecords => ({
  textAtTag,
  tagDisagreements,
  changeSources,
  nameDeprecations,
  curatedRows: curatedRows.flatMap((r) => r.history.map((h) => ({...h, group: r.group, row: r.name}))),
  releases: Object.entries(releases).map(([version, r]) => ({version, source: r.source})),
  experimentalContextTypes: Object.entries(experimentalContextTypes).map(([version, e]) => ({version, source: e!.source})),
});

/**
 * Records keyed by one text that cite another tag: a record of the 2.1 text
 * cites `v2.1:…`. Keying by text is what lets a release rename nothing, so a
 * record keyed by the wrong text (a docs version's name, say) fails the build.
 */
export function recordTagProblems(records: KeyedRecords = recordsByText()): string[] {
  return Object.entries(records).flatMap(([list, entries]) =>
    entries
      .filter((e) => !e.source.at.startsWith(`${tagOfText(e.version)}:`))
      .map((e) => {
        const what = [e.group, e.row].filter(Boolean).join(' › ') || 'an entry';
        const cited = /^v(\d+\.\d+):/.exec(e.source.at)?.[1];
        return `src/fdc3/evolution-sources.ts (${list}): ${what} is keyed by '${e.version}' but cites ${e.source.at}; key it by the text it cites${cited ? ` ('${cited}')` : ''}`;
      }),
  );
}
