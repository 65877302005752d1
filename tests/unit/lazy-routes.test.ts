import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import React, {type ReactElement} from 'react';
import {resolvePackageFile} from '../../src/plugins/docusaurus-patches/check';

/**
 * The lazy ComponentCreator (src/plugins/docusaurus-patches/client/ComponentCreator.tsx) on a
 * stand-in for the original, which needs the generated route registry of a build: it records
 * each call and returns a loadable component with `preload`, as react-loadable's does.
 */
const calls: string[] = [];
const originalFile = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator');
function fakeCreateLoadable(path: string, hash: string) {
  calls.push(`${path}-${hash}`);
  const Loadable = () => null;
  Loadable.preload = () => Promise.resolve(`${path} loaded`);
  return Loadable;
}
require.cache[originalFile] = {
  id: originalFile,
  filename: originalFile,
  loaded: true,
  exports: {__esModule: true, default: fakeCreateLoadable},
} as unknown as NodeJS.Module;
// tsx compiles the copy's JSX to React.createElement (the tsconfig leaves JSX to the bundler).
(globalThis as {React?: typeof React}).React = React;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the stand-in is in place
const {default: ComponentCreator} = require('../../src/plugins/docusaurus-patches/client/ComponentCreator') as {
  default: (path: string, hash: string) => ((props: object) => ReactElement) & {preload: () => Promise<unknown>};
};

test('making the route table creates no route component; the first preload or render creates its own, once', async () => {
  calls.length = 0;
  const routes = Array.from({length: 500}, (_, i) => ComponentCreator(`/docs/page-${i}`, `h${i}`));
  assert.deepEqual(calls, []);
  assert.equal(await routes[7]!.preload(), '/docs/page-7 loaded');
  assert.deepEqual(calls, ['/docs/page-7-h7']);
  const element = routes[7]!({title: 'x'});
  assert.deepEqual(element.props, {title: 'x'});
  assert.equal(typeof element.type, 'function');
  assert.equal(routes[7]!({}).type, element.type, 'a second render made a second component');
  routes[9]!({});
  assert.deepEqual(calls, ['/docs/page-7-h7', '/docs/page-9-h9']);
});

test('the copy keeps the original’s interface: one default export taking (path, hash)', () => {
  const source = fs.readFileSync(resolvePackageFile('@docusaurus/core/lib/client/exports/ComponentCreator.js'), 'utf8');
  assert.match(source, /^export default function ComponentCreator\(path, hash\)/m);
  assert.doesNotMatch(source.replace(/^export default/m, ''), /^export /m, 'the original exports more than its default');
  assert.equal(ComponentCreator.length, 2);
});
