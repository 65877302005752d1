/**
 * Every context example of the docs (JSON blocks, and object literals in
 * TypeScript/JavaScript blocks) validates against the JSON Schema its version
 * serves, apart from the known disagreements between schema and text; and the
 * check catches broken examples, naming file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {compileSchemaSet, loadSchemaSets} from '../../src/fdc3/schemas';
import {checkSchemaExamples, examplesInMarkdown, prepareJson, validateExamples, versionExamples} from '../../src/fdc3/schema-examples';
import {knownDisagreements, type KnownDisagreement} from '../../src/fdc3/schemas/known-disagreements';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {frozenSources} from '../../src/fdc3/schemas/sources';

/** Releases that serve the draft's files as frozen by `npm run release` (none until one; oldest first). */
const frozen = frozenSources()
  .reverse()
  .map((s) => s.folder);

const site = {siteUrl: 'https://fdc3.finos.org', baseUrl: '/'};
const sets = loadSchemaSets(site);
const readPage = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

test('the docs examples of 1.1, 1.2, 2.0 and next validate against their served schemas (1.0 has none)', () => {
  assert.deepEqual(
    sets.map((s) => s.source.docsVersion),
    ['1.1', '1.2', '2.0', ...frozen, 'current'],
  );
  const inputs = sets.map((set) => ({set, compiled: compileSchemaSet(set), ...versionExamples(set)}));
  const {counts, problems} = checkSchemaExamples(inputs, knownDisagreements, readPage);
  assert.deepEqual(problems, []);
  for (const c of counts) {
    assert.ok(c.json > 10, `${c.folder}: only ${c.json} JSON examples found`);
    assert.ok(c.ts > 50, `${c.folder}: only ${c.ts} TypeScript examples found`);
  }
  console.log(
    `schema examples checked: ${counts.map((c) => `${c.folder} ${c.json} JSON + ${c.ts} TS (${c.noSchema} without a schema)`).join('; ')}`,
  );
});

// Fixtures: checked against the real 1.2 schemas.
const set12 = sets.find((s) => s.source.folder === '1.2')!;
const compiled12 = compileSchemaSet(set12);
const standard12 = (type: string) => set12.contextSchemas.some((c) => c.type === type);

function fixtureProblems(body: string, disagreements: readonly KnownDisagreement[] = [], page = '') {
  const found = examplesInMarkdown('fixture.md', body, standard12);
  const input = [{set: {...set12, source: {...set12.source, docsVersion: 'fixture'}}, compiled: compiled12, ...found}];
  return checkSchemaExamples(input, disagreements, () => page).problems;
}

const broken = `# Page

Intro.

\`\`\`json
{
  "type": "fdc3.position",
  "instrument": { "type": "fdc3.instrument", "id": { "ticker": "AAPL" } },
  "holding": "500"
}
\`\`\`

\`\`\`ts
const instrument = {
  type: 'fdc3.instrument',
  name: 'No identifiers',
};
\`\`\`
`;

test('a wrong field type in JSON and a missing required field in TypeScript fail, with file, line, type and each error', () => {
  const problems = fixtureProblems(broken);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(
    problems[0],
    /^fixture\.md:6: fdc3\.position example does not match https:\/\/fdc3\.finos\.org\/schemas\/1\.2\/position\.schema\.json:/,
  );
  assert.match(problems[0], /\n {4}\/holding must be number$/);
  assert.match(
    problems[1],
    /^fixture\.md:14: fdc3\.instrument example does not match .*instrument\.schema\.json:\n {4}\/ must have required property 'id'$/,
  );
});

test('line numbers count the lines before the body (front matter)', () => {
  const found = examplesInMarkdown('fixture.md', broken, standard12, 5);
  assert.deepEqual(
    found.examples.map((e) => [e.line, e.type]),
    [
      [10, 'fdc3.position'],
      [12, 'fdc3.instrument'],
      [18, 'fdc3.instrument'],
    ],
  );
});

test('non-literal values are skipped; their literal neighbours are still checked', () => {
  const body = `\`\`\`ts
declare const apple: object;
declare function count(): number;
const ok = { type: 'fdc3.position', instrument: apple, holding: count() };
const spread = { ...ok, type: 'fdc3.instrument' };
const bad = { type: 'fdc3.position', instrument: apple, holding: 'many' };
\`\`\`
`;
  const problems = fixtureProblems(body);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^fixture\.md:6: fdc3\.position .*\n {4}\/holding must be number$/);
});

test('JSON placeholders (..., <name>, elided members) are open values, not errors', () => {
  assert.equal(prepareJson('{\n  "id": ...,\n  ...\n}'), '{\n  "id": "...",\n  "__elided__": 0,\n}');
  const body = `\`\`\`json
{
  "type": "fdc3.position",
  "instrument": { "type": "fdc3.instrument", "id": { "ISIN": "<ISIN>" } },
  "holding": "..."
}
\`\`\`

\`\`\`json
{
  "type": "fdc3.position",
  ...
}
\`\`\`

\`\`\`json
{
  "type": "fdc3.position",
  "instrument": ...,
  "holding": true
}
\`\`\`
`;
  const problems = fixtureProblems(body);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^fixture\.md:17: fdc3\.position .*\n {4}\/holding must be number$/);
});

test('a JSON block that does not parse is reported with its line; nocheck blocks are skipped', () => {
  const body = '```json\n{\n  "type": "fdc3.instrument",\n  "id": {\n}\n```\n\n```json nocheck\n{ "type": "fdc3.instrument" }\n```\n';
  const {examples, problems} = examplesInMarkdown('fixture.md', body, standard12);
  assert.equal(examples.length, 0);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^fixture\.md:\d+: JSON example does not parse/);
});

test('known disagreements accept exactly their errors; stale entries and unnamed ones fail', () => {
  const entry: KnownDisagreement = {
    version: 'fixture',
    files: ['fixture.md'],
    type: 'fdc3.position',
    errors: ['/holding must be number'],
    statement: 'A fixture statement.',
    source: 'this test',
    page: 'fixture.md',
    mention: 'holding is text here',
  };
  const accepted = fixtureProblems(broken, [entry], 'Note: holding is text here.');
  assert.equal(accepted.length, 1, 'only the instrument error is left');
  assert.match(accepted[0], /fdc3\.instrument/);

  const unnamed = fixtureProblems(broken, [entry], 'A page that says nothing.');
  assert.ok(unnamed.some((p) => /^fixture\.md: does not name the disagreement/.test(p)));

  const stale = fixtureProblems(broken, [{...entry, errors: ['/holding must be string']}], 'holding is text here');
  assert.ok(stale.some((p) => /stale, no example in fixture\.md produces "\/holding must be string"/.test(p)));
  assert.ok(stale.some((p) => /\/holding must be number/.test(p)));

  const otherVersion = fixtureProblems(broken, [{...entry, version: '9.9'}], 'holding is text here');
  assert.ok(otherVersion.some((p) => /stale, no checked version is named "9\.9"/.test(p)));
});

test('every known disagreement names its version, files, type, errors, a one-sentence statement and a source', () => {
  for (const d of knownDisagreements) {
    assert.ok(d.files.length && d.errors.length && d.type.startsWith('fdc3.'), d.type);
    assert.match(d.statement, /^[A-Z][^.]*(\.[^ ][^.]*)*\.$/, `${d.type}: the statement is one sentence`);
    assert.match(d.source, /finos\/FDC3#\d+/, `${d.type}: the source names a PR or issue`);
  }
});

test('validateExamples: an example of a type without a schema in the version is returned unchecked', () => {
  const [result] = validateExamples(
    [{file: 'f.md', line: 1, type: 'fdc3.valuation', lang: 'json', value: {type: 'fdc3.valuation'}, unknown: [], open: []}],
    set12,
    compiled12,
  );
  assert.equal(result.schemaUrl, undefined);
  assert.deepEqual(result.errors, []);
});
