import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathPattern, replacements, resolveOriginal} from '../../src/plugins/after-hydration';

/** The names a module exports, from its source (`export function x`, `export const x`). */
const exportedNames = (source: string): string[] =>
  [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((match) => match[1]!).sort();

test('each copy exports the same names as the Docusaurus module it stands in for', () => {
  assert.equal(replacements.length, 3);
  for (const {original, copy} of replacements) {
    const names = exportedNames(fs.readFileSync(resolveOriginal(original), 'utf8'));
    assert.ok(names.length > 0, `${original} exports nothing that the check can see`);
    assert.deepEqual(exportedNames(fs.readFileSync(copy, 'utf8')), names, `${copy} against ${original}`);
  }
});

test('the pattern the bundler is given matches the installed module, and no other file', () => {
  for (const {original} of replacements) {
    const file = resolveOriginal(original);
    const pattern = pathPattern(fs.realpathSync(file));
    assert.ok(pattern.test(fs.realpathSync(file)), original);
    assert.ok(!pattern.test(path.join(path.dirname(file), 'other.js')), original);
    assert.ok(!pattern.test(`${file}x`), original);
  }
});

test('the check of exports sees a missing one', () => {
  const {original, copy} = replacements[0]!;
  const withoutFirst = fs.readFileSync(copy, 'utf8').replace(/^export const Context/m, 'const Context');
  assert.notDeepEqual(exportedNames(withoutFirst), exportedNames(fs.readFileSync(resolveOriginal(original), 'utf8')));
});

test('a replaced module that Docusaurus no longer has stops the build with a message', () => {
  assert.throws(() => resolveOriginal('@docusaurus/core/lib/client/gone.js'), /no longer has\. Find where the module went/);
  assert.throws(() => resolveOriginal('@docusaurus/not-a-package/lib/x.js'), /is not installed/);
});
