/**
 * "Check a context" (src/toolbox/check-context, src/plugins/context-validator):
 * the generated standalone validators agree with the Workbench's typings-based
 * check on every standard 2.0 type, except for the listed disagreements (and
 * the list is exact); errors read in plain words with their JSON paths; type
 * strings spelled another way are pointed out; malformed JSON gets its line
 * and column; a broken schema set fails the generator, naming the file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import Module from 'node:module';
import path from 'node:path';
import {loadSchemaSets, type ServedSchemaSet} from '../../src/fdc3/schemas';
import {contextTypeSpecs} from '../../src/fdc3/context-fields';
import {generateVersion, type GeneratedVersion} from '../../src/plugins/context-validator/generate';
import {errorsOf, validateContext} from '../../src/toolbox/workbench/validate';
import {checkText, checkValue, describeSchemaError, findJsonProblem, subjectOf, typeHints} from '../../src/toolbox/check-context/check';
import {disagreements} from '../../src/toolbox/check-context/disagreements';
import type {CheckVersion, SchemaError, ValidatorModule} from '../../src/toolbox/check-context/types';
import {frozenSources} from '../../src/fdc3/schemas/sources';

/** Releases that serve the draft's files as frozen by `npm run release` (none until one; oldest first). */
const frozen = frozenSources()
  .reverse()
  .map((s) => s.folder);

const sets = loadSchemaSets({siteUrl: 'https://fdc3.finos.org', baseUrl: '/'});
const generated = new Map<string, GeneratedVersion>(sets.map((set) => [set.source.folder, generateVersion(set)]));
const catalogue: CheckVersion[] = [...generated.values()].map((g) => g.data);

/** Runs a generated module (CommonJS) as the bundle would, resolving its `require`s from the repository. */
function load(folder: string): ValidatorModule {
  const code = generated.get(folder)!.code;
  const module = {exports: {} as ValidatorModule};
  const requireHere = Module.createRequire(path.join(process.cwd(), 'package.json'));
  new Function('require', 'module', 'exports', code)(requireHere, module, module.exports);
  return module.exports;
}
const validators = new Map(catalogue.map((v) => [v.folder, load(v.folder)]));
const version = (folder: string): CheckVersion => catalogue.find((v) => v.folder === folder)!;
const check = (folder: string, value: unknown) => checkValue(value, version(folder), validators.get(folder)!, catalogue);

test('every served version gets a validator module with a check per standard type, and a valid example of each', () => {
  assert.deepEqual(
    catalogue.map((v) => v.label),
    ['1.1', '1.2', '2.0', ...frozen, 'Next'],
  );
  for (const v of catalogue) {
    assert.ok(v.types.length >= 8, `${v.folder} has ${v.types.length} types`);
    for (const {type} of v.types) {
      assert.equal(typeof validators.get(v.folder)![type], 'function', `${v.folder} ${type}`);
      const result = check(v.folder, v.examples[type]);
      assert.equal(result.valid, true, `${v.folder} example of ${type}: ${JSON.stringify(result.errors)}`);
      assert.equal(result.standard, true);
    }
    // No eval in the browser: the module is plain code, not a call to Ajv's compiler.
    assert.doesNotMatch(generated.get(v.folder)!.code, /require\("ajv"\)|new Function/);
  }
});

// ---------------------------------------------------------------------------
// Agreement with the Workbench (2.0: the only version the Workbench covers).

const specs = contextTypeSpecs('fdc3-2.0');
type Json = Record<string, unknown>;

/** A value of another JSON type than `value`. */
const otherKind = (value: unknown): unknown =>
  typeof value === 'string' ? 42 : Array.isArray(value) ? {} : value !== null && typeof value === 'object' ? 'text' : 'text';

interface Case {
  type: string;
  /** The field the case changes (JSON Pointer), '' for the valid case. */
  path: string;
  what: string;
  value: Json;
}

function casesOf(type: string, example: Json): Case[] {
  const spec = specs.find((s) => s.type === type);
  assert.ok(spec, `the Workbench has no fields for the 2.0 type ${type}`);
  const {type: _type, ...untyped} = example;
  const cases: Case[] = [
    {type, path: '', what: 'valid', value: example},
    {type, path: '/type', what: 'missing type', value: untyped},
  ];
  for (const field of spec.fields) {
    if (field.path.includes('.')) continue;
    const pointer = `/${field.path}`;
    if (field.required) {
      const {[field.path]: _drop, ...rest} = example;
      cases.push({type, path: pointer, what: `required ${field.path} missing`, value: rest});
    }
    const current =
      field.path in example ? example[field.path] : field.kind === 'string' || field.kind === 'date' || field.kind === 'enum' ? 'x' : {};
    cases.push({type, path: pointer, what: `${field.path} of the wrong JSON type`, value: {...example, [field.path]: otherKind(current)}});
  }
  return cases;
}

test('the schema validator and the Workbench give the same verdict on 2.0 contexts, but for the listed disagreements', () => {
  const v20 = version('2.0');
  const found: string[] = [];
  let compared = 0;
  for (const {type} of v20.types) {
    for (const c of casesOf(type, v20.examples[type])) {
      compared += 1;
      const workbench = errorsOf(validateContext(specs, c.value)).length === 0;
      const schema = check('2.0', c.value).valid;
      if (workbench === schema) continue;
      const listed = disagreements.find((d) => d.type === c.type && d.path === c.path);
      found.push(`${c.type} ${c.path}`);
      assert.ok(
        listed,
        `${c.type}, ${c.what}: the Workbench says ${workbench ? 'valid' : 'invalid'}, the schema ${schema ? 'valid' : 'invalid'}: ${JSON.stringify(c.value)}`,
      );
      assert.equal(listed.accepts, schema ? 'schema' : 'workbench', `${c.type} ${c.path}: which side accepts`);
    }
  }
  assert.ok(compared > 60, `only ${compared} cases`);
  const stale = disagreements.filter((d) => !found.includes(`${d.type} ${d.path}`));
  assert.deepEqual(stale, [], 'disagreements.ts lists disagreements that no longer occur');
  for (const d of disagreements) {
    assert.match(d.reason, /^[A-Z].*\.$/, `${d.type} ${d.path}: one sentence`);
    assert.equal(d.reason.split(/\.\s/).length, 1, `${d.type} ${d.path}: one sentence`);
    assert.ok(d.sources.length > 0);
  }
});

test('the Workbench types and the 2.0 schema types are the same set', () => {
  assert.deepEqual(
    specs.map((s) => s.type).filter((t) => t !== 'fdc3.context'),
    version('2.0').types.map((t) => t.type),
  );
});

// ---------------------------------------------------------------------------
// Plain words.

const error = (keyword: string, instancePath: string, params: Record<string, unknown>): SchemaError => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
});

test('the formatter names the value at fault by its path and says the rule in plain words', () => {
  assert.deepEqual(describeSchemaError(error('required', '', {missingProperty: 'type'})), {
    path: '/type',
    rule: 'required',
    message: '`type` is required',
  });
  assert.deepEqual(describeSchemaError(error('type', '/name', {type: 'string'})), {
    path: '/name',
    rule: 'type',
    message: '`name` must be a string',
  });
  assert.equal(describeSchemaError(error('type', '/id/ISIN', {type: 'string'})).message, '`ISIN` must be a string');
  assert.equal(describeSchemaError(error('type', '', {type: 'object'})).message, 'The context must be an object');
  assert.equal(describeSchemaError(error('type', '/x', {type: 'string,null'})).message, '`x` must be a string or null');
  assert.equal(
    describeSchemaError(error('enum', '/style', {allowedValues: ['line', 'bar']})).message,
    '`style` must be one of "line", "bar"',
  );
  assert.equal(
    describeSchemaError(error('const', '/type', {allowedValue: 'fdc3.instrument'})).message,
    '`type` must be exactly "fdc3.instrument"',
  );
  assert.match(
    describeSchemaError(error('format', '/startTime', {format: 'date-time'})).message,
    /^`startTime` must be a date and time in ISO 8601 form/,
  );
  assert.equal(describeSchemaError(error('minimum', '/holding', {limit: 0, comparison: '>='})).message, '`holding` must be at least 0');
  assert.equal(
    describeSchemaError(error('pattern', '/CURRENCY_ISOCODE', {pattern: '^[A-Z]{3}$'})).message,
    '`CURRENCY_ISOCODE` must match the pattern ^[A-Z]{3}$',
  );
  assert.deepEqual(describeSchemaError(error('additionalProperties', '/id', {additionalProperty: 'a/b'})).path, '/id/a~1b');
  assert.equal(subjectOf('/instruments/0'), '`instruments[0]`');
  assert.equal(subjectOf('/contacts/1/id'), '`id`');
  assert.equal(subjectOf('/a~1b'), '`a/b`');
  // An unknown keyword still reads as a sentence about the value.
  assert.equal(describeSchemaError({...error('madeUp', '/x', {}), message: 'must be odd'}).message, '`x` must be odd');
});

test('real validators: errors come with JSON paths, for every version', () => {
  for (const folder of ['1.1', '1.2', '2.0', 'next']) {
    const wrong = check(folder, {type: 'fdc3.instrument', id: {ISIN: 42}, name: 7});
    assert.equal(wrong.valid, false, folder);
    assert.deepEqual(
      wrong.errors.map((e) => `${e.path} ${e.message}`).sort(),
      ['/id/ISIN `ISIN` must be a string', '/name `name` must be a string'],
      folder,
    );
    const untyped = check(folder, {id: {}});
    assert.deepEqual(
      untyped.errors.map((e) => [e.path, e.message]),
      [['/type', '`type` is required']],
      folder,
    );
    assert.equal(check(folder, {type: 'fdc3.instrument'}).errors[0]?.message, '`id` is required', folder);
  }
});

// ---------------------------------------------------------------------------
// Spellings and non-standard types.

test('type hints come from the schema sets: another spelling, in this version or another', () => {
  const next = check('next', {type: 'fdc3.timerange', startTime: '2024-03-01T09:30:00Z'});
  assert.equal(next.standard, false);
  assert.equal(next.valid, true, 'checked against the base context only');
  const said = next.notices.map((n) => n.message).join('\n');
  assert.match(said, /`fdc3\.timerange` is not a standard context type of FDC3 Next/);
  assert.match(said, /Did you mean `fdc3\.timeRange`\? That is how FDC3 Next spells it/);
  assert.match(said, /`fdc3\.timerange` is a standard type of FDC3 2\.0, but not of FDC3 Next/);
  // A frozen release spells types as the draft did.
  const withDraft = [...frozen, 'Next'].map((l) => `FDC3 ${l}`);
  const draftSpellers =
    withDraft.length === 1 ? withDraft[0] : `${withDraft.slice(0, -1).join(', ')} and ${withDraft[withDraft.length - 1]}`;

  const in20 = check('2.0', {type: 'fdc3.timerange', startTime: '2024-03-01T09:30:00Z'});
  assert.equal(in20.standard, true);
  assert.deepEqual(
    in20.notices.map((n) => n.message),
    [`${draftSpellers} ${withDraft.length === 1 ? 'spells' : 'spell'} this type \`fdc3.timeRange\`; type strings are case-sensitive.`],
  );

  assert.deepEqual(typeHints('fdc3.order', '2.0', catalogue), [
    `\`fdc3.order\` is a standard type of ${draftSpellers}, but not of FDC3 2.0.`,
  ]);
  assert.deepEqual(typeHints('fdc3.INSTRUMENT', '1.2', catalogue), [
    'Did you mean `fdc3.instrument`? That is how FDC3 1.2 spells it; type strings are case-sensitive.',
  ]);
  assert.deepEqual(typeHints('example.order', '2.0', catalogue), []);
  assert.deepEqual(typeHints('fdc3.instrument', '2.0', catalogue), []);
  // Derived, not written by hand: a catalogue with another spelling yields it.
  const fake = [
    {folder: 'a', label: 'A', types: [{type: 'x.One', title: ''}]},
    {folder: 'b', label: 'B', types: [{type: 'x.one', title: ''}]},
  ];
  assert.deepEqual(typeHints('x.one', 'b', fake), ['FDC3 A spells this type `x.One`; type strings are case-sensitive.']);

  const custom = check('2.0', {type: 'example.order', name: 5});
  assert.equal(custom.standard, false);
  assert.deepEqual(
    custom.errors.map((e) => e.path),
    ['/name'],
    'the base context schema still applies',
  );
  assert.match(custom.notices[0].message, /not a standard context type of FDC3 2\.0.*base context schema/);
});

// ---------------------------------------------------------------------------
// Malformed JSON.

test('malformed JSON is located by line and column, with a reason', () => {
  const cases: [string, number, number, RegExp][] = [
    ['{\n  "type": "fdc3.instrument",\n  "id": {}\n  "name": "x"\n}', 4, 3, /expected "," or "}"/],
    ['{\n  "type": "fdc3.instrument",\n}', 3, 1, /comma cannot come right before "}"/],
    ["{'type': 'x'}", 1, 2, /double quotes/],
    ['{"type": "fdc3.instrument"', 1, 27, /expected "," or "}".*the end of the text/],
    ['{"a": "b\nc"}', 1, 9, /line break/],
    ['{"a": tru}', 1, 7, /expected a value/],
    ['', 1, 1, /empty/],
    ['{} x', 1, 4, /ends before this/],
    ['[1, 2,]', 1, 7, /comma cannot come right before "]"/],
    ['{"a": "unterminated', 1, 7, /never closed/],
    ['{"a": "\\q"}', 1, 8, /not an escape/],
  ];
  for (const [text, line, column, says] of cases) {
    const problem = findJsonProblem(text);
    assert.ok(problem, `no problem found in ${JSON.stringify(text)}`);
    assert.deepEqual([problem.line, problem.column], [line, column], `${JSON.stringify(text)}: ${problem.message}`);
    assert.match(problem.message, says, JSON.stringify(text));
    assert.throws(() => JSON.parse(text), SyntaxError, `the fixture ${JSON.stringify(text)} is valid JSON`);
  }
  for (const text of ['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', ' \n{"type":"x"}\n ']) {
    assert.equal(findJsonProblem(text), undefined, text);
  }
  const result = checkText('{\n  "type": 1,\n', version('2.0'), validators.get('2.0')!, catalogue);
  assert.equal(result.kind, 'malformed');
  assert.equal(result.kind === 'malformed' && result.line, 3);
});

// ---------------------------------------------------------------------------
// Broken input fails the build, naming the file.

test('a schema whose example cannot be made valid, or a dangling $ref, fails with the served path', () => {
  const set = sets.find((s) => s.source.folder === '2.0')!;
  const brokenFile = (name: string, change: (body: Json) => Json): ServedSchemaSet => ({
    ...set,
    files: set.files.map((f) => (f.path.endsWith(`/${name}`) ? {...f, body: JSON.stringify(change(JSON.parse(f.body) as Json))} : f)),
    contextSchemas: set.contextSchemas.map((c) =>
      c.file.path.endsWith(`/${name}`) ? {...c, file: {...c.file, body: JSON.stringify(change(JSON.parse(c.file.body) as Json))}} : c,
    ),
  });
  // A required field that no value can satisfy.
  const impossible = brokenFile('valuation.schema.json', (s) => ({
    ...s,
    properties: {...(s.properties as Json), value: {type: 'number', minimum: 5, maximum: 1}},
  }));
  assert.throws(
    () => generateVersion(impossible),
    /context-validator: cannot build a valid example from schemas\/2\.0\/valuation\.schema\.json/,
  );
  const dangling = brokenFile('position.schema.json', (s) => ({
    ...s,
    properties: {...(s.properties as Json), instrument: {$ref: 'missing.schema.json#'}},
  }));
  assert.throws(() => generateVersion(dangling), /position\.schema\.json|missing\.schema\.json/);
});
