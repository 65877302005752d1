import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions, repoRoot, typingsEntry} from '../../scripts/lib/docs-versions';
import {indexDocs, loadSidebars, sidebarDocIds} from '../../scripts/lib/docs-index';
import {listMarkdown, proseLines, readDoc} from '../../scripts/lib/markdown';

const versionsJson: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));

test('versions.json matches the versioned docs and sidebars folders', () => {
  assert.deepEqual(versionsJson, ['2.0', '1.2', '1.1', '1.0']);
  const folders = fs
    .readdirSync(path.join(repoRoot, 'versioned_docs'))
    .filter((n) => n.startsWith('version-'))
    .map((n) => n.slice('version-'.length));
  assert.deepEqual([...folders].sort(), [...versionsJson].sort());
  const sidebarFiles = fs
    .readdirSync(path.join(repoRoot, 'versioned_sidebars'))
    .map((n) => /^version-(.+)-sidebars\.json$/.exec(n)?.[1])
    .filter(Boolean);
  assert.deepEqual([...sidebarFiles].sort(), [...versionsJson].sort());
  for (const version of docsVersions) {
    if (version.typings) {
      assert.ok(
        fs.existsSync(typingsEntry(version.typings)),
        `typings ${version.typings} for ${version.name} exist (see package.json aliases and scripts/lib/docs-versions.ts)`,
      );
    }
  }
});

for (const version of docsVersions) {
  test(`${version.name}: every page has front matter with id, title and description`, () => {
    const problems: string[] = [];
    for (const file of listMarkdown(path.join(repoRoot, version.dir))) {
      const rel = path.relative(repoRoot, file);
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
    assert.deepEqual(problems, []);
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
