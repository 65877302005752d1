// cspell:ignore brodcast rasie rasieintent zzzzqq contcat instrumentt
/**
 * The one edit distance (src/utils/edit-distance.ts) that the search's name
 * suggestions and the Workbench's context type check share.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {editDistance} from '../../src/utils/edit-distance';

test('insertions, deletions and substitutions each count one', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'ab'), 2);
  assert.equal(editDistance('ab', ''), 2);
  assert.equal(editDistance('', ''), 0);
  assert.equal(editDistance('broadcast', 'broadcast'), 0);
  assert.equal(editDistance('brodcast', 'broadcast'), 1);
  assert.equal(editDistance('fdc3.instrumentt', 'fdc3.instrument'), 1);
});

test('a swap of two neighbouring letters counts one, not two', () => {
  assert.equal(editDistance('rasieintent', 'raiseintent'), 1);
  assert.equal(editDistance('fdc3.contcat', 'fdc3.contact'), 1);
  // Optimal string alignment: a swapped pair is not edited again.
  assert.equal(editDistance('ca', 'abc'), 3);
});

test('case counts: callers that ignore it lower-case both sides', () => {
  assert.equal(editDistance('FDC3.Contact', 'fdc3.contact'), 4);
});

test('it is symmetric', () => {
  for (const [a, b] of [
    ['kitten', 'sitting'],
    ['rasie', 'raise'],
    ['fdc3.country', 'fdc3.county'],
  ] as const)
    assert.equal(editDistance(a, b), editDistance(b, a));
});

test('with a limit, anything further than the limit reads as limit + 1, early', () => {
  assert.equal(editDistance('zzzzqq', 'broadcast', 2), 3);
  assert.equal(editDistance('a', 'abcdef', 2), 3);
  assert.equal(editDistance('kitten', 'sitting', 5), 3);
  assert.equal(editDistance('kitten', 'sitting', 3), 3);
  assert.equal(editDistance('kitten', 'sitting', 2), 3);
  assert.equal(editDistance('kitten', 'sitting', 1), 2);
});
