/**
 * The conformance data (src/fdc3/conformance) is sound against the suite's
 * ids and the docs' headings, and its check fails on each kind of broken
 * input: an unknown test id, an unknown rule anchor, a duplicate id, an
 * unknown rule, and a suite id left undescribed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  allConformanceProblems,
  conformanceData,
  conformanceProblems,
  conformanceVersions,
  suiteIds,
  type ConformanceCase,
  type ConformanceRule,
  type ConformanceVersionData,
} from '../../src/fdc3/conformance';

const rule: ConformanceRule = {
  id: 'must-broadcast',
  level: 'MUST',
  doc: 'api/ref/DesktopAgent',
  anchor: 'broadcast',
  summary: 'Provide `broadcast`.',
  source: 'v2.0:docs/api/spec.md:109',
};
const sample: ConformanceCase = {
  id: 'BasicX1',
  group: 'basic',
  setup: 'Something is arranged.',
  checks: 'Something holds.',
  rules: ['must-broadcast'],
  file: 'src/test/common/fdc3.basic.ts',
};
const suite = {'src/test/common/fdc3.basic.ts': ['BasicX1']};
const anchors = (doc: string) => (doc === 'api/ref/DesktopAgent' ? new Set(['broadcast', 'open']) : undefined);
const fixture = (over: Partial<ConformanceVersionData> = {}): ConformanceVersionData => ({
  version: '2.0',
  rules: [rule],
  cases: [sample],
  ...over,
});

test('the real conformance data has no problems for any version', () => {
  assert.deepEqual(allConformanceProblems(), []);
});

test('every id the suite reports is described, once, for each version', () => {
  for (const v of conformanceVersions) {
    const ids = Object.values(suiteIds[v]).flat();
    assert.equal(conformanceData[v].cases.length, ids.length, `version ${v}`);
  }
});

test('a sound fixture passes', () => {
  assert.deepEqual(conformanceProblems(fixture(), suite, anchors), []);
});

test('an unknown test id fails, naming it', () => {
  const problems = conformanceProblems(fixture({cases: [sample, {...sample, id: 'BasicNope'}]}), suite, anchors);
  assert.ok(
    problems.some((p) => p.includes('unknown test id "BasicNope"')),
    problems.join('\n'),
  );
});

test('an unknown rule anchor fails, naming the rule and the page', () => {
  const problems = conformanceProblems(fixture({rules: [{...rule, anchor: 'no-such-heading'}]}), suite, anchors);
  assert.deepEqual(problems, [
    'conformance 2.0: rule "must-broadcast" points at #no-such-heading, which is not a heading anchor of api/ref/DesktopAgent in version 2.0',
  ]);
});

test('a rule on a page the version lacks fails', () => {
  const problems = conformanceProblems(fixture({rules: [{...rule, doc: 'api/ref/Nowhere'}]}), suite, anchors);
  assert.match(problems.join('\n'), /page "api\/ref\/Nowhere", which version 2\.0 does not have/);
});

test('a duplicate test id fails', () => {
  const problems = conformanceProblems(fixture({cases: [sample, {...sample}]}), suite, anchors);
  assert.deepEqual(problems, ['conformance 2.0: test id "BasicX1" is described twice (src/fdc3/conformance/cases-2.0.ts)']);
});

test('a duplicate rule id fails', () => {
  const problems = conformanceProblems(fixture({rules: [rule, {...rule}]}), suite, anchors);
  assert.match(problems.join('\n'), /rule id "must-broadcast" is used twice/);
});

test('a case citing an unknown rule fails', () => {
  const problems = conformanceProblems(fixture({cases: [{...sample, rules: ['must-fly']}]}), suite, anchors);
  assert.deepEqual(problems, ['conformance 2.0: test "BasicX1" cites an unknown rule "must-fly"']);
});

test('a suite id that no case describes fails', () => {
  const problems = conformanceProblems(fixture(), {'src/test/common/fdc3.basic.ts': ['BasicX1', 'BasicX2']}, anchors);
  assert.deepEqual(problems, [`conformance 2.0: the suite's test "BasicX2" (src/test/common/fdc3.basic.ts) is not described`]);
});

test('a case filed under another file than the suite has it fails', () => {
  const problems = conformanceProblems(fixture({cases: [{...sample, file: 'src/test/v2.0/other.ts'}]}), suite, anchors);
  assert.match(problems.join('\n'), /is in src\/test\/common\/fdc3\.basic\.ts in the suite/);
});
