/**
 * Checks the three reader paths (src/data/reader-paths.ts and
 * src/data/reader-path-steps.ts) against the docs when the site is built:
 * every doc id a step names must be a listed page of its version, served where
 * the paths' route rule puts it, and every `#anchor` a heading of that page.
 * Each Getting started page that shows the paths must exist and show its own
 * version's. A problem fails the build, naming the data file and line.
 * The paths need no route or data of their own: the pages import the data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {headingAnchors} from '../../fdc3/content-checks';
import {indexDocs, type IndexedDoc} from '../../fdc3/docs-index';
import {repoRoot, versionByName} from '../../fdc3/docs-versions';
import {pathVersions, readerPaths, type PathStep, type PathVersion, type ReaderPathId} from '../../data/reader-paths';
import {readerPathSteps, readerPathStepsFile, stepHref} from '../../data/reader-path-steps';

/** The doc on which each path version's steps are shown (`<ReaderPaths version="…" />`). */
export const introDocId = 'fdc3-intro';

export interface PathsInput {
  steps: Readonly<Record<ReaderPathId, readonly PathStep[]>>;
  /** The steps' file, relative to the repository, as messages name it. */
  file: string;
  /** The docs of each path version, by id. */
  docs: Readonly<Record<PathVersion, Map<string, IndexedDoc>>>;
}

/** The line of `file` (1-based) that first holds `text`, or 1. */
function lineOf(file: string, text: string): number {
  const full = path.resolve(repoRoot, file);
  const lines = fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\n') : [];
  const i = lines.findIndex((l) => l.includes(text));
  return i < 0 ? 1 : i + 1;
}

/** What is wrong with the paths, one message a problem (`<file>:<line>: …`). */
export function readerPathProblems({steps, file, docs}: PathsInput): string[] {
  const problems: string[] = [];
  const at = (text: string, message: string) => problems.push(`${file}:${lineOf(file, text)}: ${message}`);
  for (const {id: pathId} of readerPaths) {
    const list = steps[pathId] ?? [];
    if (list.length === 0) at(`${pathId}:`, `path "${pathId}" has no steps`);
    list.forEach((step, i) => {
      const where = `path "${pathId}", step ${i + 1} ("${step.label}")`;
      if (!/^[^]*[.!?]$/.test(step.learn.trim()) || /[.!?]\s/.test(step.learn))
        at(step.learn.slice(0, 40), `${where}: what the reader learns must be one sentence`);
      if ('page' in step.to) return;
      for (const [version, target] of Object.entries(step.to.docs) as [PathVersion, string][]) {
        const [id, anchor] = target.split('#');
        const doc = docs[version]?.get(id);
        const label = version === 'current' ? 'next' : version;
        if (!doc || doc.unlisted) {
          at(`'${target}'`, `${where}: ${label} has no ${doc ? 'listed ' : ''}doc with id "${id}" (renamed or removed?)`);
          continue;
        }
        const href = stepHref(step, version)?.split('#')[0];
        if (href !== doc.route) at(`'${target}'`, `${where}: the doc "${id}" of ${label} is served at ${doc.route}, not ${href}`);
        if (anchor && !headingAnchors(doc.body).has(anchor))
          at(`'${target}'`, `${where}: the doc "${id}" of ${label} has no heading with the anchor #${anchor}`);
      }
    });
    for (const version of pathVersions) {
      if (!list.some((step) => stepHref(step, version)))
        at(`${pathId}:`, `path "${pathId}" has no step in ${version === 'current' ? 'next' : version}`);
    }
  }
  return problems;
}

/** Getting started pages that do not show their own version's paths. */
export function introProblems(docs: Readonly<Record<PathVersion, Map<string, IndexedDoc>>>): string[] {
  return pathVersions.flatMap((version) => {
    const intro = docs[version]?.get(introDocId);
    const label = version === 'current' ? 'next' : version;
    if (!intro) return [`${readerPathStepsFile}: the paths are shown on "${introDocId}", which ${label} does not have`];
    const file = path.relative(repoRoot, intro.file);
    return intro.body.includes(`<ReaderPaths version="${version}" />`)
      ? []
      : [`${file}: the Getting started page of ${label} must show its paths with <ReaderPaths version="${version}" />`];
  });
}

/** The docs of each path version, by id, as the site serves them. */
export function pathDocs(): Record<PathVersion, Map<string, IndexedDoc>> {
  return Object.fromEntries(pathVersions.map((v) => [v, indexDocs(versionByName(v))])) as Record<PathVersion, Map<string, IndexedDoc>>;
}

export default function readerPathsPlugin(): Plugin {
  return {
    name: 'reader-paths',
    async loadContent(): Promise<void> {
      const docs = pathDocs();
      const problems = [...readerPathProblems({steps: readerPathSteps, file: readerPathStepsFile, docs}), ...introProblems(docs)];
      if (problems.length) throw new Error(`Reader paths: ${problems.length} problem(s):\n${problems.join('\n')}`);
    },
  };
}
