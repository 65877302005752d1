/**
 * `npm run release`: the releasability check on this repository, the script's
 * pure parts, and a release cut in a temporary copy of the repository, proven
 * at config level (the copy's docusaurus.config.ts and Docusaurus's own
 * version metadata, which the version dropdown and /versions page read).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {readVersionsMetadata} from '@docusaurus/plugin-content-docs/lib/versions/version.js';
import {validateOptions} from '@docusaurus/plugin-content-docs/lib/options.js';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type createConfigType from '../../docusaurus.config';
import type * as ApiEvolutionModule from '../../src/fdc3/api-evolution';
import type * as DocsVersionsModule from '../../src/fdc3/docs-versions';
import type * as RefsModule from '../../src/toolbox/refs';
import {packageManifest, repoRoot, typingsByVersionFrom, type PackageManifest} from '../../src/fdc3/docs-versions';
import yaml from 'js-yaml';
import {draftAnnouncement, draftStandard} from '../../src/fdc3/normative-text';
import {
  compareVersionNames,
  installArgs,
  main,
  missingSidebarIds,
  readmeVersionRows,
  readmeVersionRowsIn,
  releasabilityProblems,
  release,
  releasePostDraft,
  ReleaseRefused,
  remainingSteps,
  versionNameProblems,
  withReleaseTypings,
} from '../../scripts/release';

const released: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));
const [latest] = released;
/** The next minor version after the latest release (2.1 after 2.0). */
const nextName = `${latest.split('.')[0]}.${Number(latest.split('.')[1]) + 1}`;

const quiet = {log: () => {}};

test('the draft in this repository can be released', async () => {
  assert.deepEqual(await releasabilityProblems(repoRoot, nextName), []);
});

test('version names: new, X.Y and newer than the latest release', () => {
  const versions = ['2.0', '1.2', '1.1', '1.0'];
  assert.deepEqual(versionNameProblems('2.1', versions), []);
  assert.deepEqual(versionNameProblems('3.0', versions), []);
  assert.deepEqual(versionNameProblems('2.10', versions), []);
  for (const bad of ['2', '2.1.0', 'v2.1', '02.1', '2.01', '2.1-beta', 'next', ' 2.1']) {
    const [problem] = versionNameProblems(bad, versions);
    assert.ok(problem?.includes(`"${bad}"`) && problem.includes('X.Y'), `${bad} is refused as not X.Y: ${problem}`);
  }
  assert.match(versionNameProblems('2.0', versions)[0], /^versions\.json: 2\.0 is already released/);
  assert.match(versionNameProblems('1.3', versions)[0], /^versions\.json: 1\.3 is older than the latest release 2\.0/);
  assert.match(versionNameProblems(undefined, versions)[0], /no version name given/);
  assert.ok(compareVersionNames('2.10', '2.9') > 0 && compareVersionNames('1.2', '2.0') < 0 && compareVersionNames('2.0', '2.0') === 0);
});

test('sidebar ids without a page are named with their sidebar', () => {
  const sidebars = {
    docs: ['a', {type: 'category', label: 'C', link: {type: 'doc', id: 'b'}, items: [{type: 'doc', id: 'gone'}]}],
    other: ['a'],
  };
  assert.deepEqual(missingSidebarIds(sidebars, new Set(['a', 'b'])), [
    'sidebars.ts: sidebar "docs" refers to doc id "gone", but no page in docs/ has that id',
  ]);
  assert.deepEqual(missingSidebarIds(sidebars, new Set(['a', 'b', 'gone'])), []);
});

test('the typings alias of a release copies the draft alias, in alphabetical place; the map follows package.json', () => {
  const pkg: PackageManifest = {
    name: 'x',
    devDependencies: {
      'fdc3-1.2': 'npm:@finos/fdc3@1.2.0',
      'fdc3-2.0': 'npm:@finos/fdc3@2.0.3',
      'fdc3-next': 'npm:@finos/fdc3@2.1.1',
      globals: '^1',
    },
  };
  const before = structuredClone(pkg);
  const result = withReleaseTypings(pkg, '2.1');
  assert.deepEqual(pkg, before, 'the input is not changed');
  assert.equal(result.added, true);
  assert.equal(result.alias, 'fdc3-2.1');
  assert.equal(result.spec, 'npm:@finos/fdc3@2.1.1');
  assert.deepEqual(Object.keys(result.pkg.devDependencies ?? {}), ['fdc3-1.2', 'fdc3-2.0', 'fdc3-2.1', 'fdc3-next', 'globals']);
  assert.deepEqual(typingsByVersionFrom(result.pkg), {
    current: 'fdc3-next',
    '2.1': 'fdc3-2.1',
    '2.0': 'fdc3-2.0',
    '1.2': 'fdc3-1.2',
    '1.0': 'src/fdc3/fdc3-1.0/index.d.ts',
  });
  const kept = withReleaseTypings({devDependencies: {'fdc3-2.1': 'npm:@finos/fdc3@2.1.0', 'fdc3-next': 'npm:@finos/fdc3@2.2.0'}}, '2.1');
  assert.equal(kept.added, false, 'an alias already there is kept');
  assert.equal(kept.spec, 'npm:@finos/fdc3@2.1.0');
  assert.throws(() => withReleaseTypings({devDependencies: {}}, '2.1'), /no "fdc3-next" alias/);
  const inDependencies = withReleaseTypings(
    {dependencies: {'fdc3-2.0': 'npm:@finos/fdc3@2.0.3', 'fdc3-next': 'npm:@finos/fdc3@2.1.1'}},
    '2.1',
  );
  assert.deepEqual(
    Object.keys(inDependencies.pkg.dependencies ?? {}),
    ['fdc3-2.0', 'fdc3-2.1', 'fdc3-next'],
    'beside the draft alias, wherever it is',
  );
  assert.equal(inDependencies.pkg.devDependencies, undefined);
});

test("this repository's typings map comes from package.json's aliases", () => {
  const map = typingsByVersionFrom(packageManifest);
  assert.equal(map.current, 'fdc3-next');
  assert.equal(map['1.0'], 'src/fdc3/fdc3-1.0/index.d.ts');
  for (const name of released.filter((n) => n !== '1.0')) assert.equal(map[name], `fdc3-${name}`);
});

test('what is left to a person: the release post, the next typings, the full tests', () => {
  const steps = remainingSteps('2.1', 'fdc3-2.1', 'npm:@finos/fdc3@2.1.1').join('\n');
  for (const expected of ['blog/', 'fdc3-next', 'fdc3-2.1 stays pinned', 'npm test', 'package-lock.json', 'README.md'])
    assert.ok(steps.includes(expected), `mentions ${expected}`);
  assert.deepEqual(installArgs({'fdc3-2.1': 'npm:@finos/fdc3@2.1.1', 'schemas-2.1-api': 'npm:@finos/fdc3-schema@2.2.0-alpha.3'}), [
    'install',
    '--save-exact',
    '--no-audit',
    '--no-fund',
    'fdc3-2.1@npm:@finos/fdc3@2.1.1',
    'schemas-2.1-api@npm:@finos/fdc3-schema@2.2.0-alpha.3',
  ]);
});

test("README's rows of the docs folders are derived from versions.json and the draft's name", () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  assert.deepEqual(readmeVersionRowsIn(readme), readmeVersionRows(released, draftStandard(released)));
  assert.deepEqual(readmeVersionRows(['2.1', '2.0', '1.2'], undefined), [
    '| `docs/` | the unreleased version (**next**, the draft after 2.1), served at `/docs/next` |',
    '| `versioned_docs/version-2.1/` | **2.1**, the current release, served at `/docs` |',
    '| `versioned_docs/version-2.0/`, `-1.2/` | past releases, at `/docs/2.0` etc. |',
  ]);
});

test('the announcement bar names the draft while it is unreleased, and no number once it is released', () => {
  assert.equal(draftStandard(['2.0', '1.2']), '2.1');
  assert.equal(draftStandard(['2.1', '2.0']), undefined);
  assert.deepEqual(draftAnnouncement(['2.0'], '/docs/next/fdc3-intro'), {
    id: 'fdc3-2-1-draft',
    content: 'FDC3 2.1 is being drafted: preview what is coming in the <a href="/docs/next/fdc3-intro">Main/Unreleased docs</a>.',
  });
  assert.deepEqual(draftAnnouncement(['2.1', '2.0'], '/x/'), {
    id: 'fdc3-after-2-1-draft',
    content: 'The version after FDC3 2.1 is being drafted: preview what is coming in the <a href="/x/">Main/Unreleased docs</a>.',
  });
});

test("the release post's draft is a blog post with the blog's authors and tags, TODOs marked", () => {
  const tags = Object.keys(yaml.load(fs.readFileSync(path.join(repoRoot, 'blog', 'tags.yml'), 'utf8')) as object);
  const authors = Object.keys(yaml.load(fs.readFileSync(path.join(repoRoot, 'blog', 'authors.yml'), 'utf8')) as object);
  const post = releasePostDraft('2.1', '2.0', tags);
  const [, frontMatter, body] = post.split(/^---$/m);
  const fm = yaml.load(frontMatter) as {title: string; authors: string[]; tags: string[]; description: string};
  assert.equal(fm.title, 'FDC3 2.1 is released');
  assert.ok(fm.authors.every((a) => authors.includes(a)));
  assert.ok(fm.tags.every((t) => tags.includes(t)));
  assert.match(body, /<!-- truncate -->/);
  assert.match(body, /TODO/);
  assert.match(releasePostDraft('9.9', '2.1', tags), /add the tag fdc3-9-9 to blog\/tags\.yml/);
});

/**
 * Copies the repository's files (those git tracks, and new ones it does not
 * ignore, so that work in progress is included) to a temporary folder, with
 * node_modules linked rather than copied.
 */
function copyRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fdc3-release-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: repoRoot, encoding: 'utf8'});
  for (const rel of new Set(listed.split('\0').filter(Boolean))) {
    const from = path.join(repoRoot, rel);
    if (!fs.statSync(from, {throwIfNoEntry: false})?.isFile()) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(copy, rel)), {recursive: true});
    fs.copyFileSync(from, path.join(copy, rel));
  }
  // A copy of node_modules that the release's own `npm install` may change: hard links where the file
  // system allows (npm replaces what it changes rather than writing into it), else a full copy. npm's
  // record of the tree is rewritten in place, so it is copied outright.
  const modules = fs.realpathSync(path.join(repoRoot, 'node_modules'));
  const linked = spawnSync('cp', ['-al', modules, path.join(copy, 'node_modules')]);
  if (linked.status !== 0) {
    fs.rmSync(path.join(copy, 'node_modules'), {recursive: true, force: true});
    execFileSync('cp', ['-a', modules, path.join(copy, 'node_modules')]);
  }
  const record = path.join(copy, 'node_modules', '.package-lock.json');
  if (fs.existsSync(record)) {
    const text = fs.readFileSync(record);
    fs.rmSync(record);
    fs.writeFileSync(record, text);
  }
  return copy;
}

/** A module of the copy, whichever way the loader wraps CommonJS. */
async function importFrom<T>(copy: string, rel: string): Promise<T> {
  const mod = (await import(path.join(copy, rel))) as {default?: unknown};
  const inner = mod.default as {default?: unknown; __esModule?: boolean} | undefined;
  return (inner && typeof inner === 'object' && '__esModule' in inner ? inner : mod) as T;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

describe('a release cut in a temporary copy of the repository', () => {
  let copy = '';
  /** The copy's package.json before the release. */
  let original: PackageManifest = {};
  const nothingReleased = () => {
    assert.deepEqual(readJson(path.join(copy, 'versions.json')), released, 'versions.json is unchanged');
    assert.equal(fs.existsSync(path.join(copy, 'versioned_docs', `version-${nextName}`)), false, 'no versioned docs were written');
    assert.deepEqual(readJson(path.join(copy, 'package.json')), original, 'package.json is unchanged');
  };

  before(() => {
    copy = copyRepository();
    original = readJson<PackageManifest>(path.join(copy, 'package.json'));
  });
  after(() => {
    if (copy) fs.rmSync(copy, {recursive: true, force: true});
  });

  test('refuses an invalid name, naming it, and changes nothing', async () => {
    await assert.rejects(release('2.1.0', {root: copy, ...quiet}), (error: Error) => {
      assert.ok(error instanceof ReleaseRefused);
      assert.match(error.message, /^Cannot release 2\.1\.0:\n {2}- "2\.1\.0" is not a version name of the form X\.Y/);
      return true;
    });
    nothingReleased();
  });

  test('refuses an existing version, naming it and versions.json, with exit code 1', async () => {
    await assert.rejects(
      release(latest, {root: copy, ...quiet}),
      new RegExp(`versions\\.json: ${latest.replace('.', '\\.')} is already released`),
    );
    const errors: string[] = [];
    assert.equal(await main([latest], copy, {log: () => {}, error: (line) => errors.push(line)}), 1);
    assert.match(errors.join('\n'), new RegExp(`Cannot release ${latest.replace('.', '\\.')}:`));
    nothingReleased();
  });

  test('refuses a docs page without front matter, or marked as a draft, naming the file', async () => {
    const bare = path.join(copy, 'docs', 'no-front-matter.md');
    const draft = path.join(copy, 'docs', 'draft-page.md');
    fs.writeFileSync(bare, '# A page without front matter\n');
    fs.writeFileSync(draft, '---\nid: draft-page\ntitle: Draft\ndescription: Not ready.\ndraft: true\n---\n\nNot ready.\n');
    try {
      await assert.rejects(release(nextName, {root: copy, ...quiet}), (error: Error) => {
        assert.ok(error instanceof ReleaseRefused);
        assert.deepEqual(error.problems, [
          `${path.join('docs', 'no-front-matter.md')}: missing front matter (a --- block at the top)`,
          `${path.join('docs', 'draft-page.md')}: marked as a draft (front matter "draft: true"); finish it or move it out of docs/ before releasing`,
        ]);
        return true;
      });
    } finally {
      fs.rmSync(bare);
      fs.rmSync(draft);
    }
    nothingReleased();
  });

  test(`releases ${nextName} with the command line: docs:version, the typings alias installed, README, the post's draft`, async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', nextName], {cwd: copy, encoding: 'utf8'});
    assert.equal(run.status, 0, `release exits 0:\n${run.stdout}\n${run.stderr}`);
    for (const expected of ['A draft of the release post', `title: 'FDC3 ${nextName} is released'`, 'Left for you', 'npm test'])
      assert.ok(run.stdout.includes(expected), `prints ${expected}`);

    assert.deepEqual(readJson(path.join(copy, 'versions.json')), [nextName, ...released], 'the release is prepended to versions.json');
    const pages = (dir: string) => fs.readdirSync(path.join(copy, dir), {recursive: true}).map(String).sort();
    assert.deepEqual(pages(`versioned_docs/version-${nextName}`), pages('docs'), 'the draft is copied');
    assert.deepEqual(
      readJson(path.join(copy, 'versioned_sidebars', `version-${nextName}-sidebars.json`)),
      JSON.parse(JSON.stringify((await importFrom<{default: unknown}>(copy, 'sidebars.ts')).default)),
      'the sidebars are snapshotted',
    );

    // The alias is installed: in package-lock.json and node_modules, as npm put it there.
    const spec = original.dependencies?.['fdc3-next'] ?? '';
    const lock = readJson<{packages: Record<string, {version?: string; name?: string}>}>(path.join(copy, 'package-lock.json'));
    assert.deepEqual(
      [
        lock.packages[''] && (lock.packages[''] as {dependencies?: Record<string, string>}).dependencies?.[`fdc3-${nextName}`],
        lock.packages[`node_modules/fdc3-${nextName}`]?.version,
      ],
      [spec, spec.replace('npm:@finos/fdc3@', '')],
      'package-lock.json records the alias',
    );
    const installed = readJson<{name: string; version: string}>(path.join(copy, 'node_modules', `fdc3-${nextName}`, 'package.json'));
    assert.deepEqual(`npm:${installed.name}@${installed.version}`, spec, 'node_modules has the package');
    assert.equal(fs.lstatSync(path.join(copy, 'node_modules', `fdc3-${nextName}`)).isSymbolicLink(), false);

    const frozen = readJson<{docsVersion: string; folder: string}[]>(path.join(copy, 'src/fdc3/schemas/frozen.json'));
    assert.deepEqual(
      frozen.map((f) => [f.docsVersion, f.folder]),
      [[nextName, nextName]],
    );
    const instrument = fs.readFileSync(path.join(copy, `versioned_docs/version-${nextName}/context/ref/Instrument.md`), 'utf8');
    assert.ok(
      instrument.includes(
        `(pathname:///schemas/${nextName}/context/instrument.schema.json) is the JSON Schema of \`fdc3.instrument\` in FDC3 ${nextName}`,
      ),
    );
    assert.ok(
      fs
        .readFileSync(path.join(copy, 'docs/context/ref/Instrument.md'), 'utf8')
        .includes('(pathname:///schemas/next/context/instrument.schema.json)'),
    );

    // README's rows name the release, and no text names the draft as unreleased any more.
    const readme = fs.readFileSync(path.join(copy, 'README.md'), 'utf8');
    assert.deepEqual(readmeVersionRowsIn(readme), readmeVersionRows([nextName, ...released], undefined));
    assert.doesNotMatch(readme, new RegExp(`a draft of ${nextName.replace('.', '\\.')}`));

    const pkg = readJson<PackageManifest>(path.join(copy, 'package.json'));
    // Beside fdc3-next, in dependencies: the build reads the typings, so a production install must have them.
    const deps = pkg.dependencies ?? {};
    assert.equal(deps[`fdc3-${nextName}`], original.dependencies?.['fdc3-next'], 'the alias takes the spec of fdc3-next');
    // The draft's schema packages, pinned under the release's own aliases (frozen: /schemas/<release>/ keeps serving them).
    for (const part of ['api', 'context']) {
      assert.equal(deps[`schemas-${nextName}-${part}`], original.dependencies?.[`schemas-next-${part}`], `schemas-${nextName}-${part}`);
      assert.ok(fs.existsSync(path.join(copy, 'node_modules', `schemas-${nextName}-${part}`, 'package.json')), 'and installed');
    }
    const {[`fdc3-${nextName}`]: added, [`schemas-${nextName}-api`]: _api, [`schemas-${nextName}-context`]: _context, ...rest} = deps;
    assert.ok(added);
    assert.deepEqual({...pkg, dependencies: rest}, original, 'nothing else in package.json changes');
    const keys = Object.keys(deps);
    const at = keys.indexOf(`fdc3-${nextName}`);
    assert.deepEqual(
      keys.slice(at - 1, at + 2),
      [`fdc3-${latest}`, `fdc3-${nextName}`, 'fdc3-next'],
      'the alias sits in alphabetical order',
    );
  });

  test(`config: ${nextName} is the latest at /docs, ${latest} moves to /docs/${latest}, the dropdown and /versions follow`, async () => {
    const createConfig = await importFrom<{default: typeof createConfigType}>(copy, 'docusaurus.config.ts');
    const config = createConfig.default({});
    const preset = config.presets?.[0] as [string, Preset.Options];
    const docs = preset[1].docs;
    assert.ok(docs && docs.versions, 'docs plugin configured with versions');
    assert.equal(docs.lastVersion, nextName);
    assert.deepEqual(Object.keys(docs.versions), ['current', nextName, ...released], 'the plugin serves the draft and every release');
    assert.deepEqual(docs.versions.current, {label: 'Next', path: 'next', banner: 'unreleased'});
    assert.deepEqual(docs.versions[nextName], {label: nextName, path: ''});
    for (const name of released) assert.deepEqual(docs.versions[name], {label: name, path: name});
    assert.equal('onlyIncludeVersions' in docs, false, 'no version is left out of the plugin');

    // The dropdown's list comes from versions.json: the new release first, then the older ones, then the draft.
    const bar = (config.themeConfig as Preset.ThemeConfig).announcementBar;
    assert.equal(bar?.id, `fdc3-after-${nextName.replace('.', '-')}-draft`, 'a new id, so readers who closed the old bar see it');
    assert.match(String(bar?.content), new RegExp(`^The version after FDC3 ${nextName.replace('.', '\\.')} is being drafted`));

    const items = (config.themeConfig as Preset.ThemeConfig).navbar?.items ?? [];
    const dropdown = items.find((i) => (i as {type?: string}).type === 'docsVersionDropdown') as
      {versions?: Record<string, {label?: string}>} | undefined;
    assert.ok(dropdown, 'the navbar has a version dropdown');
    assert.deepEqual(dropdown.versions, {
      ...Object.fromEntries([nextName, ...released].map((name) => [name, {}])),
      current: {label: 'Main/Unreleased'},
    });
    assert.deepEqual(Object.keys(dropdown.versions ?? {}), [nextName, ...released, 'current'], 'newest first, the draft last');

    // What the docs plugin makes of those options: the versions the dropdown and
    // /versions page read (useVersions, useLatestVersion) with their routes.
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {...docs, sidebarPath: path.join(copy, String(docs.sidebarPath))},
    }) as PluginOptions;
    const context = {
      siteDir: copy,
      baseUrl: '/',
      localizationDir: path.join(copy, 'i18n', 'en'),
      i18n: {defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: {en: {translate: false}}},
    } as unknown as LoadContext;
    const metadata = await readVersionsMetadata({context, options});
    assert.deepEqual(
      metadata.map((v) => [v.versionName, v.path, v.isLast]),
      [['current', '/docs/next', false], [nextName, '/docs', true], ...released.map((name) => [name, `/docs/${name}`, false])],
    );
    assert.equal(metadata.find((v) => v.versionName === latest)?.banner, 'unmaintained', `${latest} is now a past version`);

    // The scripts and tests of the copy see the release too, with its typings.
    const versions = await importFrom<typeof DocsVersionsModule>(copy, 'src/fdc3/docs-versions.ts');
    assert.deepEqual(versions.releasedVersionNames, [nextName, ...released]);
    assert.deepEqual(
      {routeBase: versions.versionByName(nextName).routeBase, typings: versions.versionByName(nextName).typings},
      {routeBase: '/docs', typings: `fdc3-${nextName}`},
    );
    assert.equal(versions.versionByName(latest).routeBase, `/docs/${latest}`);

    // The toolbox's links follow: the ${latest} Workbench and "FDC3 ${latest} explained" (if the toolbox has ${latest}) lead to /docs/${latest}.
    const refs = await importFrom<typeof RefsModule>(copy, 'src/toolbox/refs.ts');
    if (latest in refs.docsRoot) {
      assert.equal(refs.docsRoot[latest as keyof typeof refs.docsRoot], `/docs/${latest}`);
      assert.equal(
        refs.refUrl(latest as Parameters<typeof refs.refUrl>[0], 'DesktopAgent.broadcast'),
        `/docs/${latest}/api/ref/DesktopAgent#broadcast`,
      );
    }
    assert.equal(refs.docsRoot['1.2'], '/docs/1.2');
  });

  test(`the API evolution after the release: a ${nextName} column on the ${nextName} text, and Next repeating it undated`, async () => {
    const {buildApiEvolution} = await importFrom<typeof ApiEvolutionModule>(copy, 'src/fdc3/api-evolution.ts');
    const evolution = buildApiEvolution();
    assert.deepEqual(
      evolution.versions.slice(-3).map((v) => [v.label, v.text]),
      [
        [latest, latest],
        [nextName, nextName],
        ['Next', nextName],
      ],
    );
    assert.ok(evolution.versions.at(-2)!.released, `${nextName} has its text's release date`);
    assert.equal(evolution.versions.at(-1)!.released, undefined, 'Next has none');
    assert.match(
      evolution.versions.at(-1)!.releasedNote ?? '',
      new RegExp(`^Next is not released: it is the draft after ${nextName.replace('.', '\\.')}`),
    );
    // Every change of the text sits in the release's column; Next, the same text, changes nothing.
    const changed = (i: number) =>
      evolution.groups.flatMap((g) => g.rows.filter((r) => !['same', 'absent'].includes(r.cells.at(i)!.status)));
    assert.ok(changed(-2).length > 15, `${changed(-2).length} changes in ${nextName}`);
    assert.deepEqual(changed(-1), []);
  });

  test('after the release, the whole unit suite passes in the copy, with nothing done by hand', (t) => {
    // Every file but this one (which would release again): 41 of the 51 read versions.json, package.json's aliases or
    // the versioned folders, and README.md, which the release rewrites, is read by the rest. As long as one run of the suite.
    const files = fs
      .readdirSync(path.join(copy, 'tests', 'unit'))
      .filter((f) => f.endsWith('.test.ts') && f !== path.basename(__filename))
      .map((f) => path.join('tests', 'unit', f));
    assert.ok(files.length > 40, `${files.length} test files`);
    // A test runner of its own (not a child of this one, which NODE_TEST_CONTEXT would make it), reporting TAP.
    const env: NodeJS.ProcessEnv = {...process.env, CI: ''};
    delete env.NODE_TEST_CONTEXT;
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...files], {
      cwd: copy,
      encoding: 'utf8',
      env,
      maxBuffer: 256 << 20,
    });
    const summary = run.stdout
      .split('\n')
      .filter((l) => /^# (tests|pass|fail|cancelled) /.test(l))
      .join(', ');
    t.diagnostic(`${files.length} files in the copy: ${summary} in ${Math.round((Date.now() - started) / 1000)} s`);
    assert.equal(
      run.status,
      0,
      `unit tests in the copy:\n${run.stdout
        .split('\n')
        .filter((l) => /^not ok|^# (pass|fail)|Error/.test(l.trim()))
        .join('\n')}\n${run.stderr}`,
    );
    assert.match(run.stdout, /^# fail 0$/m);
    assert.match(run.stdout, /^# cancelled 0$/m);
  });

  test('refuses to release the same version twice', async () => {
    await assert.rejects(
      release(nextName, {root: copy, ...quiet}),
      new RegExp(`versions\\.json: ${nextName.replace('.', '\\.')} is already released`),
    );
  });
});
