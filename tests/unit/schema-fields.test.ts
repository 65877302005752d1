/**
 * The readable view of a served schema (src/fdc3/schemas/fields.ts) that the
 * context checker shows: fields with their paths, what they hold and whether
 * they are required, as the schema says.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadSchemaSets, type ServedSchemaSet} from '../../src/fdc3/schemas';
import {schemaFields} from '../../src/fdc3/schemas/fields';

const sets = loadSchemaSets({siteUrl: 'https://fdc3.finos.org', baseUrl: '/'});
const setOf = (folder: string) => sets.find((s) => s.source.folder === folder)!;
const row = (folder: string, type: string, path: string) => schemaFields(setOf(folder), type).find((r) => r.path === path);

test('fields come with their path, what they hold and whether the schema requires them', () => {
  assert.deepEqual(row('1.2', 'fdc3.instrument', 'type'), {path: 'type', holds: '"fdc3.instrument"', required: true});
  assert.deepEqual(row('1.2', 'fdc3.instrument', 'id'), {path: 'id', holds: 'object', required: true});
  assert.deepEqual(row('1.2', 'fdc3.instrument', 'id.ISIN'), {path: 'id.ISIN', holds: 'string', required: false});
  assert.equal(row('1.2', 'fdc3.portfolio', 'positions')?.holds, 'array of Position', 'a standard type is named, not expanded');
  assert.equal(row('2.0', 'fdc3.chart', 'range')?.holds, 'TimeRange');
  assert.match(row('2.0', 'fdc3.chart', 'style')?.holds ?? '', /^one of: "line", "bar"/);
  assert.equal(row('2.0', 'fdc3.chat.initSettings', 'options.isPublic')?.holds, 'boolean', "2.0's patched options read as fields");
  assert.equal(row('2.0', 'fdc3.instrument', 'market'), undefined, '2.0 as released has no market');
  assert.equal(row('next', 'fdc3.timeRange', 'startTime')?.holds, 'string (date-time)');
  assert.equal(row('next', 'fdc3.action', 'app.appId')?.required, true, 'nested required fields');
  assert.ok(row('next', 'fdc3.instrument', 'market.MIC')?.description, "next's schemas describe their fields");
});

test('every standard type of every version has a view, and a $ref outside the served files names the schema', () => {
  for (const set of sets)
    for (const {type} of set.contextSchemas)
      assert.ok(
        schemaFields(set, type).some((r) => r.path === 'type'),
        `${set.source.folder} ${type}`,
      );
  const instrument = setOf('1.2').contextSchemas.find((c) => c.type === 'fdc3.instrument')!;
  const broken: ServedSchemaSet = {
    ...setOf('1.2'),
    contextSchemas: [
      {...instrument, file: {...instrument.file, body: instrument.file.body.replace('"context.schema.json#"', '"gone.schema.json#"')}},
    ],
  };
  assert.throws(
    () => schemaFields(broken, 'fdc3.instrument'),
    /schemas\/1\.2\/instrument\.schema\.json refers to https:\/\/fdc3\.finos\.org\/schemas\/1\.2\/gone\.schema\.json/,
  );
  assert.throws(() => schemaFields(setOf('1.1'), 'fdc3.chart'), /fdc3\.chart is not a standard type of 1\.1/);
});
