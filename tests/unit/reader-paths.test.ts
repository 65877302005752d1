/**
 * The three reader paths (src/data/reader-paths.ts, reader-path-steps.ts):
 * every step leads to a listed page and heading of its version, the build's
 * check names the data file and line of a broken step (shown on a fixture),
 * each path covers what the issue asks of it, and the Getting started pages
 * show their own version's paths.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {introDocId, introProblems, pathDocs, readerPathProblems} from '../../src/plugins/reader-paths';
import {homePathHref, pathVersions, readerPaths, type PathVersion} from '../../src/data/reader-paths';
import {introHref, readerPathSteps, readerPathStepsFile, stepHref, stepsIn} from '../../src/data/reader-path-steps';
import {brokenSteps} from './fixtures/reader-path-steps-broken';
import {versionRouteBase} from '../../src/fdc3/routes';
import {releasedVersionNames} from '../../src/fdc3/docs-versions';

const docs = pathDocs();
const hrefs = (id: 'app' | 'agent' | 'evaluator', version: PathVersion) => stepsIn(readerPathSteps[id], version).map((s) => s.href);

test('every step of every path leads to a listed page and heading of its version, and both Getting started pages show the paths', () => {
  assert.deepEqual(readerPathProblems({steps: readerPathSteps, file: readerPathStepsFile, docs}), []);
  assert.deepEqual(introProblems(docs), []);
});

test('a renamed page, a lost heading, a step of two sentences and a path missing from a version fail, each naming the data file and line', () => {
  const file = 'tests/unit/fixtures/reader-path-steps-broken.ts';
  const problems = readerPathProblems({steps: brokenSteps, file, docs});
  assert.deepEqual(problems, [
    `${file}:14: path "app", step 1 ("Renamed page"): 2.0 has no doc with id "api/ref/DesktopAgentRenamed" (renamed or removed?)`,
    `${file}:19: path "app", step 2 ("Lost heading"): the doc "api/spec" of 2.0 has no heading with the anchor #no-such-heading`,
    `${file}:21: path "app", step 3 ("Workbench"): what the reader learns must be one sentence`,
    `${file}:23: path "agent" has no step in 2.0`,
  ]);
});

test('the Getting started page of a version must show that version’s paths', () => {
  const intro = docs['2.0'].get(introDocId);
  assert.ok(intro);
  const without = new Map(docs['2.0']).set(introDocId, {...intro, body: intro.body.replace('<ReaderPaths version="2.0" />', '')});
  const wrong = new Map(docs.current);
  wrong.delete(introDocId);
  assert.deepEqual(introProblems({'2.0': without, current: wrong}), [
    'versioned_docs/version-2.0/fdc3-intro.md: the Getting started page of 2.0 must show its paths with <ReaderPaths version="2.0" />',
    `${readerPathStepsFile}: the paths are shown on "fdc3-intro", which next does not have`,
  ]);
});

test('the app developer’s path starts with the first app on Getting started and ends in the Workbench, in both versions', () => {
  for (const version of pathVersions) {
    const list = hrefs('app', version);
    assert.match(list[0], /\/fdc3-intro#getting-started-as-an-app-developer$/);
    assert.ok(list.some((h) => h.endsWith('#raiseintent')) && list.some((h) => h.endsWith('#broadcast')));
    assert.equal(list.at(-1), '/toolbox/fdc3-workbench');
  }
});

test('the Desktop Agent path covers the MUSTs, the App Directory, the resolver and conformance, and bridging in next only', () => {
  for (const version of pathVersions) {
    const list = hrefs('agent', version).join(' ');
    for (const part of [
      'fdc3-compliance#what-a-desktop-agent-must-do',
      'app-directory/',
      'api/spec#resolution',
      'fdc3-compliance#testing-conformance',
    ])
      assert.ok(list.includes(part), `${version}: ${part}`);
  }
  assert.ok(hrefs('agent', 'current').includes('/docs/next/agent-bridging/overview'));
  assert.ok(!hrefs('agent', '2.0').some((h) => h.includes('agent-bridging')));
});

test('the evaluator’s path covers why FDC3, the use cases, who uses it, certified products (the compliance page) and taking part', () => {
  for (const version of pathVersions) {
    const list = hrefs('evaluator', version);
    for (const part of ['why-fdc3', 'use-cases/overview', '/users', 'fdc3-compliance#certification', '/get-involved'])
      assert.ok(
        list.some((h) => h.includes(part)),
        `${version}: ${part}`,
      );
  }
});

test('steps lead to each version’s own docs, and the home page to the current release’s Getting started sections', () => {
  const step = readerPathSteps.app[1];
  // Routes from the route rule and versions.json, so that the test holds after `npm run release`.
  const base = (version: string) => versionRouteBase(version, releasedVersionNames);
  assert.equal(stepHref(step, '2.0'), `${base('2.0')}/api/ref/DesktopAgent#raiseintent`);
  assert.equal(stepHref(step, 'current'), '/docs/next/api/ref/DesktopAgent#raiseintent');
  assert.deepEqual(
    readerPaths.map((p) => introHref(pathVersions[0], p.id)),
    ['app', 'agent', 'evaluator'].map((id) => `${base('2.0')}/fdc3-intro#path-${id}`),
  );
  // The home page leads to the current release's Getting started, at /docs.
  for (const p of readerPaths) assert.equal(homePathHref(p.id), `/docs/fdc3-intro#path-${p.id}`);
});
