// Group ids are the interface and enum names in lower case. cspell:ignore appidentifier appmetadata bridgingerror contextmetadata displaymetadata implementationmetadata intentmetadata intentresolution openerror privatechannel raiseintentforcontext resolveerror channelerror desktopagent resulterror
/**
 * The API evolution page follows the standard's text at each release tag: the
 * cells the outside review named (audit-1x-b #15-#24) read as the text says,
 * every change names its source, and the soundness check fails on broken data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildApiEvolution,
  evolutionProblems,
  recordTagProblems,
  releaseOf,
  type ApiEvolution,
  type EvolutionCell,
} from '../../src/fdc3/api-evolution';
import {evolutionRowId} from '../../src/fdc3/api-evolution.types';
import {releasedVersionNames} from '../../src/fdc3/docs-versions';

const evolution = buildApiEvolution();
const labels = evolution.versions.map((v) => v.label);
/**
 * The first column of each text (1.0 … 2.1), by its version: the tests read
 * the page by text, so that they hold before and after `npm run release -- 2.1`
 * (then the 2.1 text's column is the release 2.1 and Next repeats it).
 */
const textColumns = new Map<string, number>();
evolution.versions.forEach((v, i) => {
  if (!textColumns.has(v.text)) textColumns.set(v.text, i);
});
const texts = [...textColumns.keys()];

function row(group: string, name: string) {
  const found = evolution.groups.find((g) => g.id === group)?.rows.find((r) => r.name === name);
  assert.ok(found, `no row ${group} › ${name}`);
  return found;
}
/** A row's statuses in the first column of each text. */
const statuses = (group: string, name: string) =>
  [...textColumns.values()].map((i) => row(group, name).cells[i]).map((c) => [c.status, ...(c.also ?? [])].join('+'));
/** A row's cell in the first column of the text of version `text` (`2.1`: Next before the release, 2.1 after). */
function cell(group: string, name: string, text: string): EvolutionCell {
  const at = textColumns.get(text);
  assert.ok(at !== undefined, `no column follows the ${text} text`);
  return row(group, name).cells[at];
}

test('the columns are the docs versions, 1.0 … Next, following the texts 1.0 … 2.1, each text with its release date and source; 2.0 names the disagreeing date', () => {
  assert.deepEqual(labels, [...[...releasedVersionNames].reverse(), 'Next']);
  assert.deepEqual(texts, ['1.0', '1.1', '1.2', '2.0', '2.1']);
  assert.deepEqual(
    texts.map((t) => evolution.versions[textColumns.get(t)!].released),
    ['2019-03-28', '2020-04-09', '2021-04-19', '2022-08-22', '2023-09-13'],
  );
  assert.equal(evolution.versions[3].releasedSource, 'v2.0:CHANGELOG.md:18');
  assert.match(evolution.versions[3].releasedNote ?? '', /2022-07-01 \(v2\.1:CHANGELOG\.md:78\)/);
});

test('Next is dated by its text until that text is released as a docs version, then it has no date', () => {
  const before = ['2.0', '1.2', '1.1', '1.0'];
  assert.deepEqual(releaseOf('current', '2.1', before), {
    released: '2023-09-13',
    releasedSource: 'v2.1:CHANGELOG.md:17',
    releasedNote: 'Next is checked against the 2.1 text, released 2023-09-13.',
  });
  assert.deepEqual(releaseOf('current', '2.1', ['2.1', ...before]), {
    releasedNote: 'Next is not released: it is the draft after 2.1, still checked against the 2.1 text.',
  });
  assert.deepEqual(releaseOf('2.1', '2.1', ['2.1', ...before]), {released: '2023-09-13', releasedSource: 'v2.1:CHANGELOG.md:17'});
  // A text with no recorded release (the draft pointed at a text still to come) has no date either.
  assert.deepEqual(releaseOf('current', '2.2', ['2.1', ...before]), {
    releasedNote: 'Next is checked against the 2.2 text, not yet released.',
  });
});

test('a column that repeats the text before it (Next right after that text is released) records no change and has no date', () => {
  const repeats = evolution.versions.flatMap((v, i) => (i > 0 && evolution.versions[i - 1].text === v.text ? [i] : []));
  // None before the release; after `npm run release -- 2.1` Next repeats 2.1 (tests/unit/release.test.ts runs this file in such a copy).
  assert.deepEqual(
    repeats.map((i) => evolution.versions[i].name),
    releasedVersionNames.includes(evolution.versions.at(-1)!.text) ? ['current'] : [],
  );
  for (const i of repeats) {
    assert.equal(evolution.versions[i].released, undefined);
    for (const g of evolution.groups)
      for (const r of g.rows) {
        const c = r.cells[i];
        assert.ok(c.status === 'same' || c.status === 'absent', `${g.id} › ${r.name}: ${c.status} in ${evolution.versions[i].label}`);
        assert.equal(c.status, r.cells[i - 1].status === 'absent' || r.cells[i - 1].status === 'removed' ? 'absent' : 'same');
        assert.equal(c.also, undefined);
        assert.equal(c.experimental, undefined);
      }
  }
});

test('#15 leaveCurrentChannel is 1.1 (the text), noting that npm 1.1.1 lacks it', () => {
  assert.deepEqual(statuses('desktopagent', 'leaveCurrentChannel'), ['absent', 'added', 'same', 'same', 'same']);
  const c = cell('desktopagent', 'leaveCurrentChannel', '1.1');
  assert.match(c.note ?? '', /npm 1\.1\.1 lacks it/);
  assert.equal(c.source, '#154, v1.1:CHANGELOG.md:23');
});

test('#16 ViewContact is deprecated in 2.0 (#619); no other intent or context type is', () => {
  assert.deepEqual(statuses('intents', 'ViewContact'), ['added', 'same', 'same', 'deprecated', 'same']);
  assert.equal(cell('intents', 'ViewContact', '2.0').source, '#619, v2.0:CHANGELOG.md:84');
  for (const g of ['intents', 'context-types']) {
    const deprecated = evolution.groups.find((x) => x.id === g)!.rows.filter((r) => r.cells.some((c) => c.status === 'deprecated'));
    assert.deepEqual(
      deprecated.map((r) => r.name),
      g === 'intents' ? ['ViewContact'] : [],
    );
  }
});

test('#17 MalformedContext is 2.1, absent from 2.0 with a note that npm 2.0.3 already has it', () => {
  for (const e of ['openerror', 'resolveerror', 'channelerror']) {
    assert.deepEqual(statuses(e, 'MalformedContext'), ['absent', 'absent', 'absent', 'absent', 'added'], e);
    assert.match(cell(e, 'MalformedContext', '2.0').note ?? '', /npm 2\.0\.3 already has it/);
    assert.equal(cell(e, 'MalformedContext', '2.1').source, '#972, v2.1:CHANGELOG.md:23');
  }
});

test('#18 the four DesktopAgent signatures of the 2.1 text are the v2.1 ones (string), with a note about npm 2.1.1', () => {
  for (const m of ['findIntent', 'raiseIntent', 'addIntentListener', 'addContextListener']) {
    const c = cell('desktopagent', m, '2.1');
    assert.match(c.note ?? '', /npm 2\.1\.1 .*2\.2/, m);
    assert.ok(!/intent: Intent|ContextType \| null/.test(c.detail ?? ''), `${m}: ${c.detail}`);
  }
  // Only raiseIntent changed in 2.1 (String → string in its deprecated form, #924); the others are as in 2.0.
  assert.equal(cell('desktopagent', 'findIntent', '2.1').status, 'same');
  assert.equal(cell('desktopagent', 'addIntentListener', '2.1').status, 'same');
  assert.equal(cell('desktopagent', 'addContextListener', '2.1').status, 'same');
  assert.match(cell('desktopagent', 'raiseIntent', '2.1').detail ?? '', /raiseIntent\(intent: string, context: Context, name: string\)/);
});

test('#19 open, raiseIntent and raiseIntentForContext changed AND partly deprecated in 2.0', () => {
  for (const m of ['open', 'raiseIntent', 'raiseIntentForContext']) {
    const c = cell('desktopagent', m, '2.0');
    assert.equal(c.status, 'changed', m);
    assert.deepEqual(c.also, ['partly-deprecated'], m);
    assert.match(c.detail ?? '', /AppIdentifier/);
    assert.equal(c.source, '#722, v2.0:CHANGELOG.md:86');
  }
});

test('#20 fdc3.timerange → fdc3.timeRange is one row read as a rename, saying that 2.1 disagrees with itself', () => {
  const r = row('context-types', 'fdc3.timerange → fdc3.timeRange');
  assert.equal(r.id, 'context-types-fdc3-timerange');
  assert.deepEqual(statuses('context-types', r.name), ['absent', 'absent', 'absent', 'added', 'renamed']);
  const next = cell('context-types', r.name, '2.1');
  assert.match(next.note ?? '', /disagrees with itself/);
  assert.match(next.source ?? '', /#1240/);
  const names = evolution.groups.find((g) => g.id === 'context-types')!.rows.map((x) => x.name);
  assert.ok(!names.includes('fdc3.timeRange') && !names.includes('fdc3.timerange'));
});

test('#21 1.0 has no fdc3.context (a 1.1 string, #119)', () => {
  assert.deepEqual(statuses('context-types', 'fdc3.context'), ['absent', 'added', 'same', 'same', 'same']);
  assert.equal(cell('context-types', 'fdc3.context', '1.1').source, '#119, v1.1:CHANGELOG.md:11');
});

test('#22 context fields that changed after their type arrived: Country COUNTRY_ISOALPHA2/3 (#704), Position holding (#419)', () => {
  assert.deepEqual(statuses('context-fields', 'fdc3.country id.COUNTRY_ISOALPHA2'), ['absent', 'absent', 'absent', 'added', 'same']);
  assert.match(cell('context-fields', 'fdc3.country id.COUNTRY_ISOALPHA3', '2.0').source ?? '', /^#704, /);
  assert.equal(cell('context-fields', 'fdc3.country id.ISOALPHA2', '2.0').status, 'deprecated');
  assert.equal(cell('context-fields', 'fdc3.position holding', '2.0').status, 'changed');
  assert.match(cell('context-fields', 'fdc3.position holding', '2.0').source ?? '', /^#419, /);
});

test('#23 Order, OrderList, Product, Trade and TradeList are in 2.1, as experimental', () => {
  for (const t of ['fdc3.order', 'fdc3.orderList', 'fdc3.product', 'fdc3.trade', 'fdc3.tradeList']) {
    const c = cell('context-types', t, '2.1');
    assert.equal(c.status, 'added', t);
    assert.equal(c.experimental, true, t);
    assert.equal(c.source, '#1021, v2.1:CHANGELOG.md:34');
  }
});

test('#24 metadata and handler types, globals, the global channel, error strings and App Directory endpoints', () => {
  assert.deepEqual(statuses('appmetadata', 'title'), ['absent', 'added', 'same', 'same', 'same']);
  assert.equal(cell('appmetadata', 'title', '1.1').source, '#157, v1.1:CHANGELOG.md:36');
  assert.equal(cell('appmetadata', 'appId', '1.2').source, '#273, v1.2:CHANGELOG.md:32');
  assert.deepEqual(statuses('intentresolution', 'data'), ['added', 'same', 'deprecated', 'removed', 'absent']);
  assert.equal(cell('intentresolution', 'data', '1.2').source, '#341, v1.2:CHANGELOG.md:38');
  assert.equal(cell('intentresolution', 'getResult', '2.0').source, '#495, v2.0:CHANGELOG.md:26');
  assert.deepEqual(statuses('intentmetadata', 'displayName'), ['added', 'same', 'same', 'same', 'deprecated']);
  assert.match(cell('intentmetadata', 'displayName', '2.0').note ?? '', /npm 2\.0\.3 already marks it deprecated/);
  assert.equal(cell('intentmetadata', 'displayName', '2.1').source, '#926, v2.1:CHANGELOG.md:52');
  assert.equal(cell('types', 'ContextHandler', '1.1').status, 'added');
  assert.equal(cell('types', 'IntentHandler', '2.0').status, 'added');
  assert.deepEqual(statuses('types', 'Context'), ['added', 'same', 'changed', 'same', 'changed']);
  assert.equal(cell('listener', 'unsubscribe', '1.0').status, 'added');

  assert.deepEqual(statuses('globals', 'window.fdc3'), ['absent', 'added', 'same', 'changed', 'same']);
  assert.match(cell('globals', 'window.fdc3', '1.1').detail ?? '', /SHOULD/);
  assert.equal(cell('globals', 'window.fdc3', '1.1').source, '#139, v1.1:docs/api/spec.md:42');
  assert.match(cell('globals', 'window.fdc3', '2.0').detail ?? '', /MUST/);
  assert.match(cell('globals', 'window.fdc3', '2.0').source ?? '', /^#440, /);
  assert.equal(cell('globals', 'fdc3Ready', '1.2').source, '#269, v1.2:docs/api/spec.md:40');
  assert.deepEqual(statuses('globals', "'global' channel"), ['absent', 'added', 'deprecated', 'removed', 'absent']);
  assert.match(cell('globals', "'global' channel", '1.2').source ?? '', /^#341, /);
  assert.match(cell('globals', "'global' channel", '2.0').source ?? '', /^#496, /);

  assert.equal(cell('resolveerror', 'UserCancelled', '2.0').detail, "UserCancelled = 'UserCancelledResolution'");
  assert.equal(cell('bridgingerror', 'ResponseTimedOut', '2.1').detail, "ResponseTimedOut = 'ResponseToBridgeTimedOut'");

  assert.deepEqual(statuses('app-directory', 'POST /v1/apps'), ['added', 'same', 'same', 'removed', 'absent']);
  assert.match(cell('app-directory', 'POST /v1/apps', '2.0').source ?? '', /^#695, /);
  assert.match(cell('app-directory', 'GET /v1/apps/search', '2.0').source ?? '', /^#696, /);
});

test('every row has a stable anchor and every change names its source', () => {
  assert.deepEqual(evolutionProblems(evolution), []);
  assert.equal(row('desktopagent', 'raiseIntentForContext').id, 'desktopagent-raiseintentforcontext');
  assert.equal(evolutionRowId('context-fields', 'fdc3.country id.COUNTRY_ISOALPHA2'), 'context-fields-fdc3-country-id-country-isoalpha2');
  // The JSON the plugin writes stays small.
  assert.ok(JSON.stringify(evolution).length < 100_000, `${JSON.stringify(evolution).length} bytes`);
});

test('every record of the evolution sources cites the tag of the text it is keyed by, and one that does not fails', () => {
  assert.deepEqual(recordTagProblems(), []);
  assert.deepEqual(
    recordTagProblems({
      changeSources: [{version: 'current', group: 'intents', row: 'ViewChat', source: {at: 'v2.1:CHANGELOG.md:30', pr: 796}}],
      releases: [{version: '2.1', source: {at: 'v2.0:CHANGELOG.md:18'}}],
    }),
    [
      "src/fdc3/evolution-sources.ts (changeSources): intents › ViewChat is keyed by 'current' but cites v2.1:CHANGELOG.md:30; key it by the text it cites ('2.1')",
      "src/fdc3/evolution-sources.ts (releases): an entry is keyed by '2.1' but cites v2.0:CHANGELOG.md:18; key it by the text it cites ('2.0')",
    ],
  );
});

test('the check fails on a broken evolution: a change without a source, a malformed source, a repeated anchor', () => {
  const broken: ApiEvolution = structuredClone(evolution);
  const da = broken.groups.find((g) => g.id === 'desktopagent')!;
  delete da.rows[0].cells[0].source;
  da.rows[1].cells[0].source = 'somewhere';
  da.rows[2].id = da.rows[3].id;
  const problems = evolutionProblems(broken);
  assert.ok(
    problems.some((p) => /› open \(1\.0\): 'added' has no source/.test(p)),
    problems.join('\n'),
  );
  assert.ok(problems.some((p) => /source 'somewhere' is not/.test(p)));
  assert.ok(problems.some((p) => /two rows have the anchor/.test(p)));
});
