/**
 * Cuts a docs release: `npm run release -- 2.1`.
 *
 * 1. Checks that the draft is releasable and refuses, naming the file, if not:
 *    the version name is new, of the form X.Y and newer than the latest
 *    release; every page of docs/ has valid front matter and none is a draft;
 *    every doc id in sidebars.ts has a page; package.json has the `fdc3-next`
 *    typings alias the draft is checked against.
 * 2. Runs `docusaurus docs:version <name>`: copies docs/ and sidebars.ts into
 *    versioned_docs/ and versioned_sidebars/ and prepends the name to
 *    versions.json. The config, the version dropdown, the /versions page,
 *    src/fdc3/docs-versions.ts and the tests all derive from versions.json.
 * 3. Adds the typings alias `fdc3-<name>` to package.json's dependencies,
 *    with the spec of `fdc3-next` (the typings the draft was checked against);
 *    src/fdc3/docs-versions.ts maps the version to it from package.json.
 * 4. Prints what is left to a person.
 *
 * Everything but `release` and `main` is pure or only reads files, so that the
 * tests can call it (tests/unit/release.test.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {indexDocs, sidebarDocIds} from '../src/fdc3/docs-index';
import {repoRoot, typingsAlias, type DocsVersion, type PackageManifest} from '../src/fdc3/docs-versions';
import {listMarkdown, readDoc} from '../src/fdc3/markdown';

type SidebarItems = Parameters<typeof sidebarDocIds>[0];

/** Released version names are `X.Y`: two numbers without leading zeros. */
export const versionNamePattern = /^(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** Orders `X.Y` names: negative when `a` is older than `b`. */
export function compareVersionNames(a: string, b: string): number {
  const [aMajor, aMinor] = a.split('.').map(Number);
  const [bMajor, bMinor] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** Why `name` cannot be the next release, given the released versions (newest first, as in versions.json). */
export function versionNameProblems(name: string | undefined, released: readonly string[]): string[] {
  if (!name) return ['no version name given: run `npm run release -- X.Y` (e.g. `npm run release -- 2.1`)'];
  if (!versionNamePattern.test(name)) {
    return [`"${name}" is not a version name of the form X.Y (e.g. 2.1): two numbers without leading zeros, separated by a dot`];
  }
  if (released.includes(name)) {
    return [`versions.json: ${name} is already released (released: ${released.join(', ')}); choose a new version name`];
  }
  const [latest] = released;
  if (latest && compareVersionNames(name, latest) <= 0) {
    return [
      `versions.json: ${name} is older than the latest release ${latest}; docs:version would make it the latest (at /docs), so release a newer name`,
    ];
  }
  return [];
}

/**
 * Front matter problems of every page under `dir` (relative to `root`): it
 * must parse (readDoc) and have an id (equal to the file name), a title and a
 * description. Messages name the file relative to `root`.
 */
export function frontMatterProblems(root: string, dir: string): string[] {
  const problems: string[] = [];
  for (const file of listMarkdown(path.join(root, dir))) {
    const rel = path.relative(root, file);
    let fm: Record<string, string>;
    try {
      fm = readDoc(file).frontMatter;
    } catch (error) {
      problems.push((error as Error).message.replace(file, rel));
      continue;
    }
    for (const key of ['id', 'title', 'description']) if (!fm[key]) problems.push(`${rel}: front matter has no "${key}"`);
    const base = path.basename(file).replace(/\.mdx?$/, '');
    if (fm.id && fm.id !== base) problems.push(`${rel}: front matter id "${fm.id}" differs from the file name "${base}"`);
  }
  return problems;
}

/** Pages under `dir` marked as drafts (`draft: true`), which a production build leaves out. */
export function draftPageProblems(root: string, dir: string): string[] {
  const problems: string[] = [];
  for (const file of listMarkdown(path.join(root, dir))) {
    let fm: Record<string, string>;
    try {
      fm = readDoc(file).frontMatter;
    } catch {
      continue; // reported by frontMatterProblems
    }
    if (fm.draft === 'true') {
      problems.push(
        `${path.relative(root, file)}: marked as a draft (front matter "draft: true"); finish it or move it out of docs/ before releasing`,
      );
    }
  }
  return problems;
}

/** Doc ids that the sidebars refer to but no page defines. */
export function missingSidebarIds(sidebars: Record<string, SidebarItems>, docIds: ReadonlySet<string>): string[] {
  return Object.entries(sidebars).flatMap(([sidebar, items]) =>
    sidebarDocIds(items)
      .filter((id) => !docIds.has(id))
      .map((id) => `sidebars.ts: sidebar "${sidebar}" refers to doc id "${id}", but no page in docs/ has that id`),
  );
}

/** The draft (`docs/` of `root`) as a docs version that src/fdc3/docs-index can index. */
function draftVersion(root: string): DocsVersion {
  return {
    name: 'current',
    routeBase: '/docs/next',
    // docs-index resolves `dir` against this script's repository; point it at `root`.
    dir: path.relative(repoRoot, path.join(root, 'docs')),
    agentGlobal: 'fdc3',
    typesAreGlobal: false,
  };
}

/** Sidebar ids of `root`'s sidebars.ts without a page in its docs/. */
export async function sidebarProblems(root: string): Promise<string[]> {
  let docIds: Set<string>;
  try {
    docIds = new Set(indexDocs(draftVersion(root)).keys());
  } catch (error) {
    return [(error as Error).message.replaceAll(root + path.sep, '')];
  }
  const mod = await import(path.join(root, 'sidebars.ts'));
  return missingSidebarIds((mod.default ?? mod) as Record<string, SidebarItems>, docIds);
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Everything that stops `root`'s draft from being released as `name`; empty when it can be. */
export async function releasabilityProblems(root: string, name: string | undefined): Promise<string[]> {
  const released = readJson<string[]>(path.join(root, 'versions.json'));
  const problems = versionNameProblems(name, released);
  if (name && problems.length === 0) {
    for (const leftover of [`versioned_docs/version-${name}`, `versioned_sidebars/version-${name}-sidebars.json`]) {
      if (fs.existsSync(path.join(root, leftover))) {
        problems.push(`${leftover} already exists though versions.json does not list ${name}; remove it (left from an earlier attempt?)`);
      }
    }
  }
  const pkg = readJson<PackageManifest>(path.join(root, 'package.json'));
  if (!nextTypingsSpec(pkg)) {
    problems.push(
      `package.json: no "${typingsAlias('current')}" alias of @finos/fdc3 in dependencies, so the release has no typings to take`,
    );
  }
  const pages = frontMatterProblems(root, 'docs');
  problems.push(...pages, ...draftPageProblems(root, 'docs'));
  // Doc ids come from the pages' front matter: index them only when it is valid.
  if (pages.length === 0) problems.push(...(await sidebarProblems(root)));
  return problems;
}

/** The spec of the draft's typings alias (`npm:@finos/fdc3@2.1.1`), if package.json has one. */
export function nextTypingsSpec(pkg: PackageManifest): string | undefined {
  const alias = typingsAlias('current');
  const spec = pkg.devDependencies?.[alias] ?? pkg.dependencies?.[alias];
  return spec?.startsWith('npm:@finos/fdc3@') ? spec : undefined;
}

/**
 * package.json with the typings alias of release `name` added beside the
 * draft's alias (dependencies, or devDependencies where the draft's alias is),
 * in npm's (alphabetical) place, with the draft's spec. An
 * alias already there is kept as it is. Returns a new object.
 */
export function withReleaseTypings(
  pkg: PackageManifest,
  name: string,
): {pkg: PackageManifest; alias: string; spec: string; added: boolean} {
  const alias = typingsAlias(name);
  const existing = pkg.devDependencies?.[alias] ?? pkg.dependencies?.[alias];
  if (existing) return {pkg, alias, spec: existing, added: false};
  const spec = nextTypingsSpec(pkg);
  if (!spec) throw new Error(`package.json: no "${typingsAlias('current')}" alias to copy for ${alias}`);
  // Beside the draft's alias: in dependencies, since the build reads the typings (a production install must build).
  const section = pkg.dependencies?.[typingsAlias('current')] ? 'dependencies' : 'devDependencies';
  const entries = Object.entries(pkg[section] ?? {});
  const at = entries.findIndex(([key]) => key.localeCompare(alias, 'en') > 0);
  entries.splice(at === -1 ? entries.length : at, 0, [alias, spec]);
  return {pkg: {...pkg, [section]: Object.fromEntries(entries)}, alias, spec, added: true};
}

/** What a person still does after the release, in order. */
export function remainingSteps(name: string, alias: string, spec: string): string[] {
  return [
    `Write the release post in blog/ (e.g. blog/${new Date().toISOString().slice(0, 10)}-fdc3-${name.replace('.', '-')}-released.md, with a \`<!-- truncate -->\` marker, authors from blog/authors.yml and tags from blog/tags.yml).`,
    `Pin the typings of ${name}: run \`npm install\`, which installs ${alias} (${spec}) and records it in package-lock.json.`,
    `If a newer @finos/fdc3 than ${spec.replace('npm:', '')} is published for the next draft, point the draft at it: \`npm install -D ${typingsAlias('current')}@npm:@finos/fdc3@<version>\` (\`npm view @finos/fdc3 versions\` lists them).`,
    `Update the texts that name the current release or the draft: the announcement bar in docusaurus.config.ts and README's "What is where" table.`,
    `Run the full test command (README): \`npm test\`, then commit versions.json, versioned_docs/version-${name}/, versioned_sidebars/version-${name}-sidebars.json, package.json and package-lock.json.`,
  ];
}

export class ReleaseRefused extends Error {
  constructor(
    readonly versionName: string | undefined,
    readonly problems: string[],
  ) {
    super(`Cannot release ${versionName ?? '(no version name)'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ReleaseRefused';
  }
}

export interface ReleaseOptions {
  /** Repository to release in (default: this script's repository). */
  root?: string;
  /** Where progress goes (default: console.log). */
  log?: (line: string) => void;
}

export interface ReleaseResult {
  name: string;
  alias: string;
  spec: string;
  aliasAdded: boolean;
  remaining: string[];
}

/** Cuts release `name` in `root`; throws ReleaseRefused, changing nothing, if the draft is not releasable. */
export async function release(name: string | undefined, {root = repoRoot, log = console.log}: ReleaseOptions = {}): Promise<ReleaseResult> {
  const problems = await releasabilityProblems(root, name);
  if (problems.length > 0 || !name) throw new ReleaseRefused(name, problems);
  log(`The draft can be released as ${name}.`);

  const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const run = spawnSync(process.execPath, [docusaurus, 'docs:version', name], {cwd: root, encoding: 'utf8', env: process.env});
  if (run.status !== 0) {
    throw new Error(
      `docusaurus docs:version ${name} failed (exit ${run.status ?? run.signal}):\n${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`,
    );
  }
  log(`docs:version ${name}: versioned_docs/version-${name}/, versioned_sidebars/version-${name}-sidebars.json, versions.json.`);

  const pkgFile = path.join(root, 'package.json');
  const {pkg, alias, spec, added} = withReleaseTypings(readJson<PackageManifest>(pkgFile), name);
  if (added) fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  log(
    added ? `package.json: added "${alias}": "${spec}" (the draft's typings).` : `package.json: kept the existing "${alias}": "${spec}".`,
  );

  return {name, alias, spec, aliasAdded: added, remaining: remainingSteps(name, alias, spec)};
}

/** Where the command line writes. */
export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** The command line: `tsx scripts/release.ts <X.Y>`; returns the exit code. */
export async function main(args: string[], root = repoRoot, out: Output = console): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    out.log('Usage: npm run release -- <X.Y>   (e.g. npm run release -- 2.1)');
    return 0;
  }
  const name = args.find((a) => !a.startsWith('-'));
  try {
    const result = await release(name, {root, log: out.log});
    out.log(`\nReleased ${result.name}: it is now the latest version, served at /docs. Left for you:`);
    result.remaining.forEach((step, i) => out.log(`  ${i + 1}. ${step}`));
    return 0;
  } catch (error) {
    out.error(error instanceof ReleaseRefused ? error.message : `Release failed: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
