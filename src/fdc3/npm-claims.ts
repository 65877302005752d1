/**
 * Claims on the pages about what an npm release of `@finos/fdc3` carried,
 * first shipped or lacked (kind 2 of issue 35), as typed data, and the checks:
 * each claim against the files of exactly that release and of the release
 * before it, and every npm-version mention on the pages covered by a claim.
 */
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './docs-versions';
import {checkUnits} from './version-differences';

/** The package alias (package.json) holding each release a claim needs. 1.1.0 is not in the registry. */
export const releaseAliases: Readonly<Record<string, string>> = {
  '1.1.1': 'fdc3-1.1',
  '1.2.0': 'fdc3-1.2',
  '2.0.0': 'schemas-2.0',
  '2.0.1': 'npm-fdc3-2.0.1',
  '2.0.2': 'npm-fdc3-2.0.2',
  '2.0.3': 'fdc3-2.0',
  '2.1.0': 'npm-fdc3-2.1.0',
  '2.1.1': 'fdc3-next',
};

/** The stable release before each (npm 1.1.0 is not in the registry, so 1.1.1 has none to compare). */
export const previousRelease: Readonly<Record<string, string | undefined>> = {
  '1.1.1': undefined,
  '1.2.0': '1.1.1',
  '2.0.0': '1.2.0',
  '2.0.1': '2.0.0',
  '2.0.2': '2.0.1',
  '2.0.3': '2.0.2',
  '2.1.0': '2.0.3',
  '2.1.1': '2.1.0',
};

export type ClaimKind = 'first in' | 'in' | 'not in';

export interface NpmClaim {
  /** Page, relative to the repository. */
  file: string;
  /** Words of the page's sentence that identify it (exact, case-sensitive). */
  quote: string;
  release: string;
  kind: ClaimKind;
  /** What is searched: text or a pattern in the release's `.d.ts` files, or in `where`. */
  search: string | RegExp;
  /** Where in the package: its `.d.ts` files (default), or a file or folder of the package. */
  where?: string;
}

/** Sentences that mention an npm release without claiming anything about its contents. */
export interface NpmMentionWithoutClaim {
  file: string;
  quote: string;
  reason: string;
}

const MENTION =
  /\bnpm\b(?! (install|i|add)\b)[^]*?\b\d+\.\d+\.(\d+|x)\b|\b\d+\.\d+\.(\d+|x)\b[^]*?\bnpm\b(?! (install|i|add)\b)|\bnpm package 1\.x\b/i;

/** Sentences (rows, items, admonitions) of a page that name an npm release: "npm" and a release number (`npm 2.0.3`, `the npm package 1.2.0`), or "npm package 1.x". */
export function npmMentions(body: string, lineOffset = 0): {line: number; text: string}[] {
  return checkUnits(body)
    .filter((u) => MENTION.test(u.text))
    .map((u) => ({line: u.line + lineOffset, text: u.text}));
}

function filesUnder(dir: string, filter: (f: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, filter) : filter(full) ? [full] : [];
  });
}

/** Root folder of a release's installed package. */
export function releaseRoot(release: string, nodeModules = path.join(repoRoot, 'node_modules')): string {
  const alias = releaseAliases[release];
  if (!alias) throw new Error(`no package alias for @finos/fdc3 ${release}: add one to package.json and releaseAliases`);
  return path.join(nodeModules, alias);
}

/** Whether a release has what a claim searches for. */
export function releaseHas(root: string, search: string | RegExp, where?: string): boolean {
  const files = where ? filesUnder(path.join(root, where), () => true) : filesUnder(path.join(root, 'dist'), (f) => f.endsWith('.d.ts'));
  if (search === '') return files.length > 0;
  return files.some((f) => {
    const text = fs.readFileSync(f, 'utf8');
    return typeof search === 'string' ? text.includes(search) : search.test(text);
  });
}

/** A claim that the packages contradict, naming the page, the release and what was searched. */
export function claimProblems(claim: NpmClaim, rootOf: (release: string) => string = (r) => releaseRoot(r)): string[] {
  const what = `${String(claim.search)}${claim.where ? ` in ${claim.where}` : ''}`;
  const label = `${claim.file} ("${claim.quote}"): ${claim.kind} npm ${claim.release}`;
  const inRelease = releaseHas(rootOf(claim.release), claim.search, claim.where);
  if (claim.kind === 'not in') return inRelease ? [`${label}: npm ${claim.release} has ${what}`] : [];
  if (!inRelease) return [`${label}: npm ${claim.release} does not have ${what}`];
  if (claim.kind === 'in') return [];
  const before = previousRelease[claim.release];
  if (!before) return [`${label}: no earlier release in the registry to show it is the first`];
  return releaseHas(rootOf(before), claim.search, claim.where) ? [`${label}: npm ${before}, the release before, already has ${what}`] : [];
}

/** Mentions on a page that no claim and no listed mention covers, as file:line. */
export function uncoveredMentions(file: string, body: string, quotes: readonly {file: string; quote: string}[], lineOffset = 0): string[] {
  const own = quotes.filter((q) => q.file === file);
  return npmMentions(body, lineOffset)
    .filter((m) => !own.some((q) => m.text.includes(q.quote)))
    .map(
      (m) =>
        `${file}:${m.line}: names an npm release; add the claim to src/fdc3/npm-claims.ts (or list it as a mention without a claim): "${m.text.slice(0, 120)}"`,
    );
}

/** Claims and mentions whose quote is no longer on its page. */
export function staleQuotes(quotes: readonly {file: string; quote: string}[], bodyOf: (file: string) => string | undefined): string[] {
  return quotes
    .filter((q) => !bodyOf(q.file)?.includes(q.quote))
    .map((q) => `${q.file}: the quoted sentence "${q.quote}" is not on the page`);
}
