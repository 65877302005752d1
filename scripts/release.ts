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
 * 4. Installs exactly that alias (`npm install --save-exact <alias>@<spec>`),
 *    so package-lock.json and node_modules have it and the tests pass at once.
 * 5. Rewrites README's rows of the docs folders from versions.json (the
 *    announcement bar derives its words itself: docusaurus.config.ts).
 * 6. Prints a ready-to-edit draft of the release post, the one step left to a
 *    person, and what else to check.
 *
 * Everything but `release` and `main` is pure or only reads files, so that the
 * tests can call it (tests/unit/release.test.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {indexDocs, sidebarDocIds} from '../src/fdc3/docs-index';
import {compareVersionNames, repoRoot, typingsAlias, type DocsVersion, type PackageManifest} from '../src/fdc3/docs-versions';
import {listMarkdown, readDoc} from '../src/fdc3/markdown';
import {draftStandard} from '../src/fdc3/normative-text';
import {refPageSchemas, schemaLine} from '../src/fdc3/schema-links';
import {loadSchemaSets, schemaSourceFor} from '../src/fdc3/schemas';
import {frozenDraftSource, frozenSourcesFile} from '../src/fdc3/schemas/sources';

type SidebarItems = Parameters<typeof sidebarDocIds>[0];

/** Released version names are `X.Y`: two numbers without leading zeros. */
export const versionNamePattern = /^(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export {compareVersionNames};

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

/** The tags blog/tags.yml defines (key: label and description). */
function readTags(file: string): Record<string, unknown> {
  return fs.existsSync(file) ? ((yaml.load(fs.readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>) : {};
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
    `Write the release post: save the draft above as ${releasePostPath(name)} and finish it (the changes of ${name}, with their changelog entries).`,
    `If a newer @finos/fdc3 than ${spec.replace('npm:', '')} is published for the next draft, point the draft at it: \`npm install -D ${typingsAlias('current')}@npm:@finos/fdc3@<version>\` (\`npm view @finos/fdc3 versions\` lists them); ${alias} stays pinned to ${spec}.`,
    `Run the full test command (README): \`npm test\`, then commit versions.json, versioned_docs/version-${name}/, versioned_sidebars/version-${name}-sidebars.json, package.json, package-lock.json, README.md and the post.`,
  ];
}

/** Where the release post goes: blog/<today>-fdc3-<X-Y>-released.md. */
export function releasePostPath(name: string, today = new Date()): string {
  return `blog/${today.toISOString().slice(0, 10)}-fdc3-${name.replace('.', '-')}-released.md`;
}

/**
 * A ready-to-edit draft of the release post, in the blog's form (authors from
 * blog/authors.yml, tags from blog/tags.yml, a truncate marker); the places a
 * person fills in are marked TODO, and nothing in it claims what changed.
 */
export function releasePostDraft(name: string, previous: string | undefined, tags: readonly string[]): string {
  const versionTag = `fdc3-${name.replace('.', '-')}`;
  const postTags = ['release', ...(tags.includes(versionTag) ? [versionTag] : [])];
  return [
    '---',
    `title: 'FDC3 ${name} is released'`,
    'authors: [fdc3-maintainers]',
    `tags: [${postTags.join(', ')}]`,
    `description: 'FDC3 ${name} is released and its documentation is now the current version of this site. (TODO: one sentence on what it brings.)'`,
    '---',
    '',
    `FDC3 ${name} is released, and its documentation is now the current version of this site, at [/docs](/docs/fdc3-intro).`,
    `TODO: two or three sentences on what ${name} brings, each change with its entry in the [${name} changelog](https://github.com/finos/FDC3/blob/v${name}/CHANGELOG.md).`,
    '',
    '<!-- truncate -->',
    '',
    `## What changed in ${name}`,
    '',
    `TODO: the changes, grouped as the changelog groups them; name the source of each (changelog entry or pull request).`,
    '',
    '## Moving to it',
    '',
    ...(previous
      ? [
          `The documentation of ${previous} stays online at [/docs/${previous}](/docs/${previous}/fdc3-intro). TODO: what an app or Desktop Agent on ${previous} needs to change, if anything.`,
        ]
      : []),
    '',
    ...(tags.includes(versionTag) ? [] : [`<!-- TODO: add the tag ${versionTag} to blog/tags.yml and to this post's tags. -->`, '']),
  ].join('\n');
}

/** README's rows of the docs folders ("What is where"), derived from versions.json and the draft's name. */
export function readmeVersionRows(released: readonly string[], draft: string | undefined): string[] {
  const [latest, ...past] = released;
  const rows = [
    [
      '`docs/`',
      `the unreleased version (**next**, ${draft ? `a draft of ${draft}` : `the draft after ${latest}`}), served at \`/docs/next\``,
    ],
    [`\`versioned_docs/version-${latest}/\``, `**${latest}**, the current release, served at \`/docs\``],
  ];
  if (past.length > 0) {
    const [first, ...rest] = past;
    rows.push([
      [`\`versioned_docs/version-${first}/\``, ...rest.map((v) => `\`-${v}/\``)].join(', '),
      `past releases, at \`/docs/${first}\` etc.`,
    ]);
  }
  return rows.map(([pathCell, what]) => `| ${pathCell} | ${what} |`);
}

/** README's table rows of the docs folders as written, whitespace collapsed (for comparison with readmeVersionRows). */
export function readmeVersionRowsIn(readme: string): string[] {
  return readme
    .split('\n')
    .filter((line) => /^\| `(docs|versioned_docs\/version-[^`]+)\/`/.test(line))
    .map((line) => line.replace(/ {2,}/g, ' ').replace(/ \|$/, ' |'));
}

/** README with its docs-folder rows replaced by the derived ones (unpadded: Prettier aligns the table). */
export function withReadmeVersionRows(readme: string, released: readonly string[], draft: string | undefined): string {
  const lines = readme.split('\n');
  const at = lines.findIndex((line) => line.startsWith('| `docs/`'));
  const count = readmeVersionRowsIn(readme).length;
  if (at === -1 || count === 0) throw new Error('README.md: no row for `docs/` in the "What is where" table');
  lines.splice(at, count, ...readmeVersionRows(released, draft));
  return lines.join('\n');
}

/** Runs npm in `root` (the npm that runs this script when started by `npm run`, else the one on PATH). */
function runNpm(root: string, args: string[]): {status: number | null; output: string} {
  const npmCli = process.env.npm_execpath;
  const [command, argv] = npmCli && npmCli.endsWith('.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
  const run = spawnSync(command, argv, {cwd: root, encoding: 'utf8', env: process.env});
  return {status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`};
}

/** The npm command that installs the aliases a release adds: exactly those packages, pinned as written. */
export function installArgs(aliases: Readonly<Record<string, string>>): string[] {
  return ['install', '--save-exact', '--no-audit', '--no-fund', ...Object.entries(aliases).map(([alias, spec]) => `${alias}@${spec}`)];
}

/**
 * package.json with each `schemas-next-<part>` alias (the draft's schema
 * packages) pinned for release `name` as `schemas-<name>-<part>`, same spec,
 * beside it in npm's (alphabetical) order. Aliases already there are kept.
 */
export function withReleaseSchemaAliases(pkg: PackageManifest, name: string): {pkg: PackageManifest; added: Record<string, string>} {
  const added: Record<string, string> = {};
  let out = pkg;
  for (const section of ['dependencies', 'devDependencies'] as const) {
    const deps = out[section];
    if (!deps) continue;
    const entries = Object.entries(deps);
    for (const [alias, spec] of Object.entries(deps)) {
      const match = /^schemas-next-(.+)$/.exec(alias);
      const pinned = match && `schemas-${name}-${match[1]}`;
      if (!pinned || pkg.dependencies?.[pinned] || pkg.devDependencies?.[pinned]) continue;
      const at = entries.findIndex(([key]) => key.localeCompare(pinned, 'en') > 0);
      entries.splice(at === -1 ? entries.length : at, 0, [pinned, spec]);
      added[pinned] = spec;
    }
    out = {...out, [section]: Object.fromEntries(entries)};
  }
  return {pkg: out, added};
}

/** Formats files of `root` with its Prettier (the tree stays as \`npm run lint\` wants it). */
function prettierWrite(root: string, files: string[]): void {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`prettier --write ${files.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

/**
 * In the released version's copy of the context reference pages, the draft's
 * schema line (\`/schemas/next/...\`, "the draft (next)") becomes the version's
 * own (\`/schemas/<name>/...\`, "FDC3 <name>"). Run in a fresh process after the
 * release, so that versions, aliases and frozen sources are read anew.
 */
export function releaseSchemaLines(name: string): string[] {
  const sets = loadSchemaSets({siteUrl: 'https://fdc3.finos.org', baseUrl: '/'});
  const draft = sets.find((s) => s.source.docsVersion === 'current');
  const released = sets.find((s) => s.source.docsVersion === name);
  if (!draft || !released) return [];
  const draftPages = new Map(refPageSchemas(draft).map((p) => [p.name, p]));
  const changed: string[] = [];
  for (const page of refPageSchemas(released)) {
    const draftPage = draftPages.get(page.name);
    if (!draftPage) continue;
    const file = path.join(repoRoot, page.file);
    const text = fs.readFileSync(file, 'utf8');
    const next = text.split(schemaLine(draft, draftPage, sets)).join(schemaLine(released, page, sets));
    if (next !== text) {
      fs.writeFileSync(file, next);
      changed.push(page.file);
    }
  }
  return changed;
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
  /** The draft of the release post (printed by the command line). */
  post: string;
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

  // The draft's schemas, frozen: its schema packages pinned under the release's aliases, and its source entry recorded.
  const draftSource = schemaSourceFor('current');
  const schemas = withReleaseSchemaAliases(readJson<PackageManifest>(pkgFile), name);
  const frozen = Object.keys(schemas.added).length > 0 && draftSource && !schemaSourceFor(name);
  if (frozen) {
    fs.writeFileSync(pkgFile, `${JSON.stringify(schemas.pkg, null, 2)}\n`);
    const file = path.join(root, frozenSourcesFile);
    const before = fs.existsSync(file) ? readJson<unknown[]>(file) : [];
    fs.writeFileSync(file, `${JSON.stringify([frozenDraftSource(draftSource, name), ...before], null, 2)}\n`);
    prettierWrite(root, [frozenSourcesFile]);
    log(
      `Schemas: ${Object.keys(schemas.added).join(', ')} pin the draft's packages; ${frozenSourcesFile} serves them under /schemas/${name}/.`,
    );
  }

  // Exactly the aliases added: npm records them in package-lock.json and puts them in node_modules (the postinstall patches run as usual).
  const aliases = {[alias]: spec, ...(frozen ? schemas.added : {})};
  const args = installArgs(aliases);
  const install = runNpm(root, args);
  if (install.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${install.status}):\n${install.output}`);
  for (const name of Object.keys(aliases))
    if (!fs.existsSync(path.join(root, 'node_modules', name, 'package.json')))
      throw new Error(`npm ${args.join(' ')} ran, but node_modules/${name} is missing`);
  log(`npm ${args.join(' ')}: installed and in package-lock.json.`);

  if (frozen) {
    // In a fresh process, which reads the new versions, aliases and frozen sources.
    const lines = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'release.ts'), '--schema-lines', name], {
      cwd: root,
      encoding: 'utf8',
    });
    if (lines.status !== 0)
      throw new Error(`the schema lines of ${name}'s context pages could not be written:\n${lines.stdout}${lines.stderr}`);
    log(lines.stdout.trim());
  }

  const released = readJson<string[]>(path.join(root, 'versions.json'));
  const readmeFile = path.join(root, 'README.md');
  fs.writeFileSync(readmeFile, withReadmeVersionRows(fs.readFileSync(readmeFile, 'utf8'), released, draftStandard(released)));
  prettierWrite(root, ['README.md']);
  log(`README.md: the docs folders' rows name ${name} as the current release.`);

  const tags = Object.keys(readTags(path.join(root, 'blog', 'tags.yml')));
  const post = releasePostDraft(name, released[1], tags);
  return {name, alias, spec, aliasAdded: added, post, remaining: remainingSteps(name, alias, spec)};
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
  if (args.includes('--schema-lines') && name) {
    const changed = releaseSchemaLines(name);
    out.log(`Context pages of ${name}: ${changed.length} schema lines now name /schemas/${name}/.`);
    return 0;
  }
  try {
    const result = await release(name, {root, log: out.log});
    out.log(`\nReleased ${result.name}: it is now the latest version, served at /docs.`);
    out.log(`\nA draft of the release post, to save as ${releasePostPath(result.name)} and finish:\n\n${result.post}`);
    out.log(`\nLeft for you:`);
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
