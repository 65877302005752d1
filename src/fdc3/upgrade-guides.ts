/**
 * The upgrade guides between versions, and the check that keeps each one in
 * step with the API evolution data: a guide from X to Y links, on the
 * evolution page, the row of every name that the matrix marks as added,
 * changed, deprecated, renamed or removed in Y, and no row that Y leaves
 * alone. The rows come from `./api-evolution.ts`, so a change the matrix
 * learns (a new entry in `./evolution-sources.ts`, a new typings release)
 * fails the guide until it says what the change means for its readers.
 */
import path from 'node:path';
import {codeBlocks, linesBeforeBody} from './markdown';
import {releasedVersionNames, repoRoot} from './docs-versions';
import {standardOf} from './normative-text';
import {changeStatuses, type ApiEvolution} from './api-evolution.types';

export interface UpgradeGuide {
  /** The version readers come from. */
  from: string;
  /**
   * The version of the standard's text the guide leads to (`2.1`): the changes
   * the evolution page records for that text are the guide's. The guide lives in
   * the first docs version that follows that text (`guideDocsVersion`).
   */
  to: string;
  /** Doc id of the guide in that version. */
  id: string;
}

/** One guide per step between versions of the standard, each in the later version's docs. */
export const upgradeGuides: readonly UpgradeGuide[] = [
  {from: '1.0', to: '1.1', id: 'upgrading/from-1.0'},
  {from: '1.1', to: '1.2', id: 'upgrading/from-1.1'},
  {from: '1.2', to: '2.0', id: 'upgrading/from-1.2'},
  {from: '2.0', to: '2.1', id: 'upgrading/from-2.0'},
];

/**
 * The docs version a guide lives in: the oldest that follows the text it
 * leads to (`current` while 2.1 is the draft; `2.1` once `npm run release -- 2.1`
 * has released it, the draft keeping a copy).
 */
export function guideDocsVersion(guide: UpgradeGuide, released: readonly string[] = releasedVersionNames): string {
  const found = [...[...released].reverse(), 'current'].find((name) => standardOf(name) === guide.to);
  if (!found) throw new Error(`src/fdc3/upgrade-guides.ts: no docs version follows the ${guide.to} text of the guide ${guide.id}`);
  return found;
}

export interface ChangedRow {
  /** Anchor of the row on the evolution page. */
  id: string;
  group: string;
  name: string;
  /** What the version did to it (`added`, `changed` and `partly-deprecated`, …). */
  statuses: string[];
}

/** The rows of the evolution page that record a change in the text of version `to` (its first column). */
export function changedRows(evolution: ApiEvolution, to: string): ChangedRow[] {
  const column = evolution.versions.findIndex((v) => v.text === to);
  if (column < 0) throw new Error(`the API evolution has no column for the ${to} text`);
  return evolution.groups.flatMap((group) =>
    group.rows.flatMap((row) => {
      const cell = row.cells[column];
      const statuses = [cell.status, ...(cell.also ?? [])].filter((s) => changeStatuses.includes(s));
      return statuses.length ? [{id: row.id, group: group.title, name: row.name, statuses}] : [];
    }),
  );
}

/**
 * What is wrong with a guide's links to the evolution page (`<evolutionPath>#<row>`):
 * a row changed in the guide's version that it never links (named with the
 * file), and a link to a row that does not exist or that the version leaves
 * unchanged (named with the file and line). Links inside code blocks do not count.
 */
export function guideProblems(
  evolution: ApiEvolution,
  guide: UpgradeGuide,
  doc: {file: string; body: string},
  evolutionPath: string,
): string[] {
  const file = path.relative(repoRoot, doc.file);
  const offset = linesBeforeBody(doc.file, doc.body);
  const lines = doc.body.split(/\r?\n/);
  const inCode = new Set<number>();
  for (const block of codeBlocks(doc.body)) {
    const length = block.code === '' ? 0 : block.code.split('\n').length;
    for (let i = block.line; i <= block.line + length + 1; i += 1) inCode.add(i);
  }
  const changed = changedRows(evolution, guide.to);
  const changedIds = new Set(changed.map((r) => r.id));
  const allIds = new Set(evolution.groups.flatMap((g) => g.rows.map((r) => r.id)));
  const linked = new Set<string>();
  const problems: string[] = [];
  const pattern = new RegExp(`\\]\\(${evolutionPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}#([\\w-]+)\\)`, 'g');
  lines.forEach((text, i) => {
    if (inCode.has(i + 1)) return;
    for (const m of text.matchAll(pattern)) {
      const id = m[1];
      const where = `${file}:${offset + i + 1}`;
      if (!allIds.has(id)) problems.push(`${where}: #${id} is no row of the API evolution page`);
      else if (!changedIds.has(id)) problems.push(`${where}: #${id} records no change in ${guide.to}`);
      linked.add(id);
    }
  });
  for (const row of changed) {
    if (!linked.has(row.id))
      problems.push(
        `${file}: the API evolution marks ${row.group} › ${row.name} as ${row.statuses.join(' and ')} in ${guide.to}, and the guide does not link its row (#${row.id})`,
      );
  }
  return problems;
}

/**
 * An older page that describes behaviour a later version changed, and the two
 * links it carries (as `<VersionLink>`s): the guide's section on the change and
 * the later version's page.
 */
export interface LaterChangeLink {
  /** Docs version and doc id of the older page. */
  version: string;
  page: string;
  /** The guide (doc id with its section's anchor) in `guideVersion`. */
  guideVersion: string;
  guide: string;
  /** The later version's page (doc id, optionally with an anchor) in `laterVersion`. */
  laterVersion: string;
  later: string;
}

export const laterChangeLinks: readonly LaterChangeLink[] = [
  // 1.2's raiseIntent "cannot send data back", and the deprecated IntentResolution.data.
  {
    version: '1.2',
    page: 'api/ref/DesktopAgent',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#intent-results',
    laterVersion: '2.0',
    later: 'api/ref/DesktopAgent#raiseintent',
  },
  {
    version: '1.2',
    page: 'api/ref/Metadata',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#intent-results',
    laterVersion: '2.0',
    later: 'api/ref/Metadata#intentresolution',
  },
  // Synchronous listeners and getInfo.
  {
    version: '1.2',
    page: 'api/ref/DesktopAgent',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#calls-that-became-asynchronous',
    laterVersion: '2.0',
    later: 'api/ref/DesktopAgent#addcontextlistener',
  },
  {
    version: '1.2',
    page: 'api/ref/Channel',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#calls-that-became-asynchronous',
    laterVersion: '2.0',
    later: 'api/ref/Channel#broadcast',
  },
  // getSystemChannels and joinChannel.
  {
    version: '1.2',
    page: 'api/ref/DesktopAgent',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#user-channels',
    laterVersion: '2.0',
    later: 'api/ref/DesktopAgent#getuserchannels',
  },
  // TargetApp, replaced by AppIdentifier.
  {
    version: '1.2',
    page: 'api/ref/Types',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#naming-apps',
    laterVersion: '2.0',
    later: 'api/ref/Metadata#appidentifier',
  },
  // window.fdc3 and fdc3Ready: SHOULD in 1.2, MUST in 2.0.
  {
    version: '1.2',
    page: 'api/ref/Globals',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#for-desktop-agent-builders',
    laterVersion: '2.0',
    later: 'api/ref/Globals',
  },
  {
    version: '1.2',
    page: 'api/spec',
    guideVersion: '2.0',
    guide: 'upgrading/from-1.2#for-desktop-agent-builders',
    laterVersion: '2.0',
    later: 'api/spec',
  },
  // 1.1's name-only targets and listeners without null.
  {
    version: '1.1',
    page: 'api/ref/DesktopAgent',
    guideVersion: '1.2',
    guide: 'upgrading/from-1.1#for-app-developers',
    laterVersion: '1.2',
    later: 'api/ref/DesktopAgent#raiseintentforcontext',
  },
  // 1.0's desktop-wide broadcast.
  {
    version: '1.0',
    page: 'api/spec',
    guideVersion: '1.1',
    guide: 'upgrading/from-1.0#for-app-developers',
    laterVersion: '1.1',
    later: 'api/ref/Channel',
  },
  // 2.0 values that 2.1 changed.
  {
    version: '2.0',
    page: 'api/ref/Errors',
    guideVersion: 'current',
    guide: 'upgrading/from-2.0#errors',
    laterVersion: 'current',
    later: 'api/ref/Errors#resolveerror',
  },
  {
    version: '2.0',
    page: 'context/ref/Chart',
    guideVersion: 'current',
    guide: 'upgrading/from-2.0#context-types-and-fields',
    laterVersion: 'current',
    later: 'context/ref/Chart',
  },
  {
    version: '2.0',
    page: 'context/ref/ChatInitSettings',
    guideVersion: 'current',
    guide: 'upgrading/from-2.0#context-types-and-fields',
    laterVersion: 'current',
    later: 'context/ref/ChatInitSettings',
  },
];

/** The `<VersionLink>` a page writes for a version and a target. */
export const versionLinkTag = (version: string, to: string) => `<VersionLink version="${version}" to="${to}">`;
