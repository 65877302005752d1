import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions, packageManifest, repoRoot, typingsAlias, typingsByVersion, typingsEntry} from '../../src/fdc3/docs-versions';
import {indexDocs, loadSidebars, sidebarDocIds} from '../../src/fdc3/docs-index';
import {listMarkdown, proseLines} from '../../src/fdc3/markdown';
import {compareVersionNames, frontMatterProblems, versionNamePattern} from '../../scripts/release';

// The expected versions are what versions.json lists (`npm run release` prepends to it);
// what is on disk and in package.json must agree with it.
const versionsJson: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));

/** Names captured by `pattern` among the entries of a repository folder. */
function namesOnDisk(dir: string, pattern: RegExp): string[] {
  const full = path.join(repoRoot, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .flatMap((n) => pattern.exec(n)?.[1] ?? [])
    .sort(compareVersionNames);
}

const sortedVersions = [...versionsJson].sort(compareVersionNames);

test('versions.json lists released versions once each, as X.Y, newest first', () => {
  assert.ok(Array.isArray(versionsJson) && versionsJson.length > 0, 'versions.json is a non-empty array');
  assert.deepEqual(
    versionsJson.filter((name) => !versionNamePattern.test(name)),
    [],
    'names not of the form X.Y',
  );
  assert.deepEqual(
    versionsJson.filter((name, i) => versionsJson.indexOf(name) !== i),
    [],
    'names listed twice',
  );
  assert.deepEqual(versionsJson, [...sortedVersions].reverse(), 'newest first: the first is served at /docs');
});

test('versions.json matches the versioned docs folders and sidebars files', () => {
  assert.deepEqual(namesOnDisk('versioned_docs', /^version-(.+)$/), sortedVersions, 'versioned_docs/version-* folders');
  assert.deepEqual(
    namesOnDisk('versioned_sidebars', /^version-(.+)-sidebars\.json$/),
    sortedVersions,
    'versioned_sidebars/version-*-sidebars.json files',
  );
});

test('the docs versions the scripts check are the draft and versions.json, the first at /docs', () => {
  assert.deepEqual(
    docsVersions.map((v) => [v.name, v.routeBase, v.dir]),
    [
      ['current', '/docs/next', 'docs'],
      ...versionsJson.map((name, i) => [name, i === 0 ? '/docs' : `/docs/${name}`, `versioned_docs/version-${name}`]),
    ],
  );
});

test('every version has typings that are installed, and every typings alias names a version', () => {
  for (const version of docsVersions) {
    assert.ok(version.typings, `${version.name} has typings: add "${typingsAlias(version.name)}" (npm:@finos/fdc3@…) to package.json`);
    assert.ok(
      fs.existsSync(typingsEntry(version.typings)),
      `typings ${version.typings} for ${version.name} are installed (run npm install after changing package.json's aliases)`,
    );
  }
  const aliases = Object.keys({...packageManifest.dependencies, ...packageManifest.devDependencies}).filter((n) => /^fdc3-/.test(n));
  const known = docsVersions.map((v) => v.typings);
  assert.deepEqual(
    aliases.filter((alias) => !known.includes(alias)),
    [],
    'package.json aliases of no version in versions.json',
  );
  assert.deepEqual(
    Object.keys(typingsByVersion).sort(),
    docsVersions.map((v) => v.name).sort(),
    'the typings map covers exactly the versions',
  );
});

for (const version of docsVersions) {
  test(`${version.name}: every page has front matter with id, title and description`, () => {
    assert.deepEqual(frontMatterProblems(repoRoot, version.dir), []);
  });

  test(`${version.name}: admonitions use the MDX 3 syntax and are closed`, () => {
    const problems: string[] = [];
    for (const file of listMarkdown(path.join(repoRoot, version.dir))) {
      const rel = path.relative(repoRoot, file);
      let open = 0;
      for (const {line, text} of proseLines(fs.readFileSync(file, 'utf8'))) {
        if (/^:::(note|tip|info|caution|danger|warning)[ \t]+\S/.test(text)) {
          problems.push(`${rel}:${line}: admonition title must be written :::type[Title] (MDX 3), not ":::type Title"`);
        }
        if (/^:::[a-z]/.test(text)) open += 1;
        else if (/^:::\s*$/.test(text)) open -= 1;
      }
      if (open !== 0) problems.push(`${rel}: an admonition is opened with ":::type" but not closed with ":::"`);
    }
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: the main doc is fdc3-intro and both sidebars start where they should`, async () => {
    const docs = indexDocs(version);
    assert.ok(docs.has('fdc3-intro'), `${version.dir}/fdc3-intro.md exists`);
    const sidebars = await loadSidebars(version);
    assert.equal(sidebarDocIds(sidebars.docs ?? [])[0], 'fdc3-intro', 'docs sidebar starts at the introduction');
    if (sidebars['use-cases']) {
      assert.equal(sidebarDocIds(sidebars['use-cases'])[0], 'use-cases/overview', 'use-cases sidebar starts at the overview');
    }
  });

  test(`${version.name}: every sidebar id exists and every listed page is in a sidebar`, async () => {
    const docs = indexDocs(version);
    const sidebars = await loadSidebars(version);
    const referenced = Object.values(sidebars).flatMap((items) => sidebarDocIds(items));
    const missing = referenced.filter((id) => !docs.has(id));
    assert.deepEqual(missing, [], `sidebar ids without a page in ${version.dir}`);
    const duplicated = referenced.filter((id, i) => referenced.indexOf(id) !== i);
    assert.deepEqual(duplicated, [], 'no page is listed twice');
    const orphans = [...docs.values()]
      .filter((d) => !d.unlisted && !d.frontMatter.sidebar_class_name && !referenced.includes(d.id))
      .map((d) => path.relative(repoRoot, d.file));
    assert.deepEqual(orphans, [], 'pages that are neither unlisted nor in a sidebar');
  });
}
