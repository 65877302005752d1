import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {classNamesIn, leakedClasses, separateStylesheets} from '../../scripts/lib/separate-css';
import {repoRoot} from '../../src/fdc3/docs-versions';

test('class names come from selectors only, not from numbers, urls, strings or comments', () => {
  const css = `/* .not-this */
    .tb-a, .tb-b > .tb-c:hover { margin: 0.5rem; background: url(img/x.png); content: ".no"; }
    @media (min-width: 10.5em) { .tb-d { grid-template-columns: 1fr; } }`;
  assert.deepEqual([...classNamesIn(css)].sort(), ['tb-a', 'tb-b', 'tb-c', 'tb-d']);
});

test('a toolbox class in the site CSS is reported, and clean site CSS passes', () => {
  const toolbox = new Set(['tb-window', 'tb-log']);
  assert.deepEqual(leakedClasses('.navbar{color:red}.tb-window .x{border:0}', toolbox), ['tb-window']);
  assert.deepEqual(leakedClasses('.navbar{color:red}.menu__link{padding:0}', toolbox), []);
});

test('every separate folder exists and holds stylesheets, each class of which starts with tb-', () => {
  const files = separateStylesheets();
  for (const dir of [
    'static/toolbox/fdc3-workbench/static/css',
    'static/toolbox/fdc3-explained/1.0',
    'static/toolbox/fdc3-explained/2.0',
  ]) {
    assert.ok(
      files.some((f) => f.startsWith(`${dir}/`)),
      `${dir} holds a stylesheet`,
    );
  }
  for (const file of files) {
    const foreign = [...classNamesIn(fs.readFileSync(path.join(repoRoot, file), 'utf8'))].filter((c) => !c.startsWith('tb-'));
    assert.deepEqual(foreign, [], `${file} styles only tb- classes`);
  }
});

test('a missing separate folder fails with its name', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'separate-css-'));
  assert.throws(() => separateStylesheets(empty), /static\/toolbox\/fdc3-workbench\/static\/css: the folder/);
});
