/**
 * Facts stay true to their version on every page of every version: history
 * ("new in", "deprecated in", …) and certification claims name their source,
 * and a type string is spelled one way per version. (Context examples are
 * validated against the version's typings by the example check.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {docsVersions, repoRoot} from '../../src/fdc3/docs-versions';
import {indexDocs} from '../../src/fdc3/docs-index';
import {linesBeforeBody} from '../../src/fdc3/markdown';
import {mixedSpellings, unsourcedClaims} from '../../src/fdc3/content-checks';

for (const version of docsVersions) {
  const label = version.name === 'current' ? 'next' : version.name;
  // Bodies padded with the front matter's line count, so that reported lines are lines of the file.
  const pages = [...indexDocs(version).values()].map((d) => ({
    file: path.relative(repoRoot, d.file),
    body: '\n'.repeat(linesBeforeBody(d.file, d.body)) + d.body,
  }));

  test(`${label}: every history note and certification claim links its source`, () => {
    assert.deepEqual(
      pages.flatMap((p) => unsourcedClaims(p.file, p.body)),
      [],
    );
  });

  test(`${label}: each type string is spelled one way`, () => {
    assert.deepEqual(mixedSpellings(pages), []);
  });
}
