/**
 * Every context reference page of a version with served schemas links its own
 * type's schema (as served for that version) and the context checker, in the
 * version's one wording; a page whose type has no schema in its version says so.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadSchemaSets} from '../../src/fdc3/schemas';
import {refPageSchemas, schemaLine, schemaLinkProblems, withSchemaLine} from '../../src/fdc3/schema-links';
import {toolboxPaths} from '../../src/toolbox/paths';
import {contextCheckerPath} from '../../src/fdc3/schema-links';

const sets = loadSchemaSets({siteUrl: 'https://fdc3.finos.org', baseUrl: '/'});

for (const set of sets) {
  test(`${set.source.folder}: every context reference page links its own type's served schema`, () => {
    assert.deepEqual(schemaLinkProblems(set, sets), []);
  });
}

test('pages map to their own type and schema; only types a version lacks have none', () => {
  const page = (folder: string, name: string) =>
    refPageSchemas(sets.find((s) => s.source.folder === folder)!).find((p) => p.name === name)!;
  assert.equal(page('1.2', 'Instrument').schema?.path, 'schemas/1.2/instrument.schema.json');
  assert.equal(page('2.0', 'TimeRange').type, 'fdc3.timerange');
  assert.equal(page('2.0', 'TimeRange').schema?.path, 'schemas/2.0/timerange.schema.json');
  assert.equal(page('next', 'TimeRange').schema?.path, 'schemas/next/context/timeRange.schema.json');
  assert.equal(page('next', 'Context').schema?.path, 'schemas/next/context/context.schema.json');
  const without = sets.flatMap((s) =>
    refPageSchemas(s)
      .filter((p) => !p.schema)
      .map((p) => `${s.source.folder}/${p.name}`),
  );
  const gaps = ['Chart', 'ChatInitSettings', 'Currency', 'Email', 'Nothing', 'TimeRange', 'Valuation'];
  assert.deepEqual(without.sort(), ['1.1', '1.2'].flatMap((v) => gaps.map((g) => `${v}/${g}`)).sort());
  for (const s of sets) for (const p of refPageSchemas(s)) if (p.schema) assert.ok(s.files.includes(p.schema), p.file);
});

test('the checker link uses the toolbox page of that name (a site link, so the build checks it)', () => {
  assert.equal(contextCheckerPath, toolboxPaths.checkContext);
});

test('a page without its line, or with a line for another type, fails naming the file', () => {
  const set = sets.find((s) => s.source.folder === '1.2')!;
  const instrument = refPageSchemas(set).find((p) => p.name === 'Instrument')!;
  const position = refPageSchemas(set).find((p) => p.name === 'Position')!;
  const page = '---\nid: x\n---\n\nIntro.\n\n## Fields\n';
  const lines = new Map(refPageSchemas(set).map((p) => [p.file, withSchemaLine(page, schemaLine(set, p, sets))]));
  lines.set(instrument.file, page);
  lines.set(position.file, withSchemaLine(page, schemaLine(set, instrument, sets)));
  const problems = schemaLinkProblems(set, sets, (file) => lines.get(file) ?? '');
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /^versioned_docs\/version-1\.2\/context\/ref\/Instrument\.md: expected its schema line once, found it 0 times/);
  assert.match(problems[1], /^versioned_docs\/version-1\.2\/context\/ref\/Position\.md: expected its schema line once/);
  assert.ok(withSchemaLine(page, 'L').startsWith('---\nid: x\n---\n\nIntro.\n\nL\n\n## Fields'));
});

test('a link to a schema file that no version serves fails', () => {
  const set = sets.find((s) => s.source.folder === '1.2')!;
  const problems = schemaLinkProblems(set, sets, (file) => {
    const p = refPageSchemas(set).find((x) => x.file === file)!;
    return withSchemaLine('x\n\n## Fields\n\n[s](pathname:///schemas/1.2/missing-file.schema.json)\n', schemaLine(set, p, sets));
  });
  assert.ok(problems.some((p) => /Instrument\.md: links \/schemas\/1\.2\/missing-file\.schema\.json, which no version serves/.test(p)));
});
