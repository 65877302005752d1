/**
 * Each version's five spec pages open with one line naming the normative text
 * of that version, linked at its release tag; the paths exist at the tags;
 * and the check fails on a page missing the line or linking the wrong tag.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions, repoRoot} from '../../src/fdc3/docs-versions';
import {indexDocs} from '../../src/fdc3/docs-index';
import {linesBeforeBody} from '../../src/fdc3/markdown';
import {normativeLine, normativeLineProblems, normativeSources, specPageIds} from '../../src/fdc3/normative-text';

const mirror = '/work/.mirror/finos+FDC3/repo';

test('every docs version has its normative source, and every source a docs version', () => {
  assert.deepEqual(normativeSources.map((s) => s.version).sort(), docsVersions.map((v) => v.name).sort());
});

for (const source of normativeSources) {
  const version = docsVersions.find((v) => v.name === source.version)!;
  const label = version.name === 'current' ? 'next' : version.name;
  test(`${label}: the five spec pages open with the line naming the ${source.tag} text`, () => {
    const docs = indexDocs(version);
    const problems = specPageIds.flatMap((id) => {
      const doc = docs.get(id);
      if (!doc) return [`${version.dir}: no page with id ${id}`];
      const file = path.relative(repoRoot, doc.file);
      return normativeLineProblems(file, doc.body, source, id, linesBeforeBody(doc.file, doc.body));
    });
    assert.deepEqual(problems, []);
  });
}

test('the linked paths exist at their tags (where the standard is mirrored)', {skip: !fs.existsSync(mirror)}, () => {
  const missing = normativeSources.flatMap((s) =>
    specPageIds.flatMap((id) => {
      try {
        execFileSync('git', [`--git-dir=${mirror}`, 'cat-file', '-e', `${s.tag}:${s.paths[id]}`], {stdio: 'ignore'});
        return [];
      } catch {
        return [`${s.tag}:${s.paths[id]}`];
      }
    }),
  );
  assert.deepEqual(missing, []);
});

test('a page without the line, or linking the wrong tag, fails naming the file and line', () => {
  const v12 = normativeSources.find((s) => s.version === '1.2')!;
  const good = `\n${normativeLine(v12, 'api/spec')}\n\nThe page.\n`;
  assert.deepEqual(normativeLineProblems('api/spec.md', good, v12, 'api/spec'), []);

  const missing = normativeLineProblems('api/spec.md', '\nThe page.\n', v12, 'api/spec', 6);
  assert.equal(missing.length, 1);
  assert.match(missing[0], /^api\/spec\.md:8: the page must open with the line naming its normative text/);

  const wrongTag = good.replaceAll('v1.2', 'v2.0');
  const [problem] = normativeLineProblems('api/spec.md', wrongTag, v12, 'api/spec');
  assert.match(problem, /^api\/spec\.md:2: the normative text is linked at "v2\.0", not at the release tag v1\.2/);

  const wrongPath = good.replace('docs/api/spec.md', 'docs/api/overview.md');
  assert.match(normativeLineProblems('api/spec.md', wrongPath, v12, 'api/spec')[0], /differs from the fixed shape/);
});
