/**
 * Which text is binding: each version's spec pages (API, context, intents,
 * App Directory, compliance) open with one line that names the standard's own
 * text of that version and links it at its release tag. Next (the 2.1 draft)
 * is checked against the text as 2.1 was released, so it links the `v2.1` tag
 * (its introduction says so once). The paths are the files at each tag.
 */

import {releasedVersionNames} from './docs-versions';

/** The five spec pages of every docs version, by doc id. */
export const specPageIds = ['api/spec', 'context/spec', 'intents/spec', 'app-directory/spec', 'fdc3-compliance'] as const;
export type SpecPageId = (typeof specPageIds)[number];

/** What each page's normative text is called (the titles of the 1.x texts, which 2.x kept in substance). */
export const specTextTitles: Record<SpecPageId, string> = {
  'api/spec': 'API Specification',
  'context/spec': 'Context Data Specification',
  'intents/spec': 'Intents Specification',
  'app-directory/spec': 'App Directory Specification',
  'fdc3-compliance': 'Specification Compliance',
};

export interface NormativeSource {
  /** Docs version name (`current` for next). */
  version: string;
  /** The standard's version whose text is binding (`2.1` for next). */
  standard: string;
  /** Release tag of that text in finos/FDC3. */
  tag: string;
  /** Path of each page's text at the tag (checked with `git show <tag>:<path>`). */
  paths: Record<SpecPageId, string>;
}

const paths1x: Record<SpecPageId, string> = {
  'api/spec': 'docs/api/spec.md',
  'context/spec': 'docs/context/spec.md',
  'intents/spec': 'docs/intents/spec.md',
  'app-directory/spec': 'docs/app-directory/spec.md',
  'fdc3-compliance': 'docs/fdc3-compliance.md',
};

const writtenSources: readonly NormativeSource[] = [
  {
    version: '1.0',
    standard: '1.0',
    tag: 'v1.0',
    paths: {
      'api/spec': 'docs/api/api-spec.md',
      'context/spec': 'docs/context-spec.md',
      'intents/spec': 'docs/intents-spec.md',
      'app-directory/spec': 'docs/appd-spec.md',
      'fdc3-compliance': 'docs/fdc3-compliance.md',
    },
  },
  {version: '1.1', standard: '1.1', tag: 'v1.1', paths: paths1x},
  {version: '1.2', standard: '1.2', tag: 'v1.2', paths: paths1x},
  {version: '2.0', standard: '2.0', tag: 'v2.0', paths: paths1x},
  {version: 'current', standard: '2.1', tag: 'v2.1', paths: paths1x},
];

/**
 * Every docs version's source. A release of the draft (`npm run release`)
 * copies its pages, so the released version has the draft's source until one
 * is written for it; the draft keeps it too, until the next text is chosen.
 */
const draftSource = writtenSources.find((s) => s.version === 'current');

/** Released versions cut from the draft that have no source of their own yet (none until `npm run release`): their pages are the draft's copies. */
export const releasedFromDraft: readonly string[] = releasedVersionNames.filter(
  (name) => name === draftSource?.standard && !writtenSources.some((s) => s.version === name),
);

export const normativeSources: readonly NormativeSource[] = [
  ...writtenSources.filter((s) => s !== draftSource),
  ...releasedFromDraft.map((version) => ({...draftSource!, version})),
  ...(draftSource ? [draftSource] : []),
];

/**
 * The standard's version whose text docs version `version` follows: its own
 * name for a release, and for the draft (`current`) the text it is checked
 * against (2.1 today; still 2.1 right after `npm run release -- 2.1`, until
 * the next text is chosen above). The API evolution page and the member marks
 * key their records by it, so a release renames nothing.
 */
export function standardOf(version: string, sources: readonly NormativeSource[] = normativeSources): string {
  return sources.find((s) => s.version === version)?.standard ?? version;
}

/** The release tag of the text that docs version `version` follows (`v2.1` for the draft today). */
export function tagOf(version: string, sources: readonly NormativeSource[] = normativeSources): string {
  return sources.find((s) => s.version === version)?.tag ?? `v${standardOf(version, sources)}`;
}

/** The URL of a page's normative text at its tag. */
export function normativeUrl(source: NormativeSource, page: SpecPageId): string {
  return `https://github.com/finos/FDC3/blob/${source.tag}/${source.paths[page]}`;
}

/** The line a spec page opens with (the same on every page apart from names and links). */
export function normativeLine(source: NormativeSource, page: SpecPageId): string {
  return (
    `**Normative text:** [FDC3 ${source.standard} ${specTextTitles[page]}](${normativeUrl(source, page)}), ` +
    `at the \`${source.tag}\` release tag. This page explains it; where the two differ, that text is binding.`
  );
}

/** The first line of a page's body that is not blank (the front matter already removed), with its 1-based line. */
export function firstBodyLine(body: string): {line: number; text: string} | undefined {
  const lines = body.split(/\r?\n/);
  const i = lines.findIndex((l) => l.trim() !== '');
  return i < 0 ? undefined : {line: i + 1, text: lines[i].trim()};
}

/**
 * A spec page must open with its normative line: exactly the expected one,
 * so a wrong tag, a wrong path or a missing line each fails, naming the file.
 */
export function normativeLineProblems(file: string, body: string, source: NormativeSource, page: SpecPageId, lineOffset = 0): string[] {
  const expected = normativeLine(source, page);
  const first = firstBodyLine(body);
  if (!first) return [`${file}: empty page; it must open with: ${expected}`];
  const where = `${file}:${first.line + lineOffset}`;
  if (first.text === expected) return [];
  if (!first.text.startsWith('**Normative text:**'))
    return [`${where}: the page must open with the line naming its normative text: ${expected}`];
  const linked = /\]\((https:\/\/github\.com\/finos\/FDC3\/blob\/([^/]+)\/[^)]+)\)/.exec(first.text);
  if (linked && linked[2] !== source.tag) {
    return [`${where}: the normative text is linked at "${linked[2]}", not at the release tag ${source.tag}; expected: ${expected}`];
  }
  return [`${where}: the normative line differs from the fixed shape; expected: ${expected}`];
}

/**
 * The version that the draft (next) is a draft of: the standard its text is
 * checked against (its normative source), while no release has that name.
 * Once `npm run release` has released it, the draft's next name is not known
 * yet, and this is undefined.
 */
export function draftStandard(released: readonly string[], sources: readonly NormativeSource[] = normativeSources): string | undefined {
  const standard = sources.find((s) => s.version === 'current')?.standard;
  return standard && !released.includes(standard) ? standard : undefined;
}

/** The announcement bar's words about the draft, from versions.json: the draft's version, or, once that is released, the next one after the latest. */
export function draftAnnouncement(released: readonly string[], draftDocsUrl: string): {id: string; content: string} {
  const draft = draftStandard(released);
  const [latest] = released;
  const link = `preview what is coming in the <a href="${draftDocsUrl}">Main/Unreleased docs</a>.`;
  return draft
    ? {id: `fdc3-${draft.replace('.', '-')}-draft`, content: `FDC3 ${draft} is being drafted: ${link}`}
    : {id: `fdc3-after-${latest.replace('.', '-')}-draft`, content: `The version after FDC3 ${latest} is being drafted: ${link}`};
}
