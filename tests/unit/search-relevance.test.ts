// cspell:ignore rais Ientent brodacast
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docsVersions} from '../../src/fdc3/docs-versions';
import {versionDefinitions} from '../../src/fdc3/search-definitions';
import {readDefinitions} from '../../src/components/Search/definitions';
import {generatedRelevance, typoOf} from '../../scripts/lib/search-relevance';

// The floor of issue 34 on the generated query set; `npm run bench` prints the figures.
const floor = {exactTop1: 0.95, exactTop3: 1, prefixTop3: 0.95, typo: 0.9};

for (const version of docsVersions) {
  test(`search relevance of ${version.name}: every name's definition is found by its name, its start and a typo`, () => {
    const r = generatedRelevance(readDefinitions(versionDefinitions(version).file));
    assert.ok(r.exact.total > 50, `${r.exact.total} names`);
    assert.ok(r.exact.top1 / r.exact.total >= floor.exactTop1, `exact top-1 ${r.exact.top1}/${r.exact.total}`);
    assert.ok(r.exact.top3 / r.exact.total >= floor.exactTop3, `exact top-3 misses: ${r.exact.misses.join(', ')}`);
    assert.ok(r.prefix.top3 / r.prefix.total >= floor.prefixTop3, `prefix top-3 misses: ${r.prefix.misses.join(', ')}`);
    assert.ok(r.typo.top1 / r.typo.total >= floor.typo, `typo misses: ${r.typo.misses.join(', ')}`);
  });
}

test('a typo swaps two different middle letters, or drops one where they are equal', () => {
  assert.equal(typoOf('raiseIntent'), 'raisIentent');
  assert.equal(typoOf('broadcast'), 'brodacast');
  assert.equal(typoOf('AppNotFound'), 'AppNtoFound');
  assert.equal(typoOf('abba'), 'aba');
});
