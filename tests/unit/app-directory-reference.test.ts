/**
 * The App Directory API reference data (src/plugins/app-directory-reference):
 * each version's served document converts with every operation and every
 * schema of `components.schemas`, every schema a type names has a section to
 * link to, the draft shows the newest earlier document, and a document with a
 * dangling `$ref` fails with the file's path and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import yaml from 'js-yaml';
import {loadSchemaSets} from '../../src/fdc3/schemas';
import {buildReferences} from '../../src/plugins/app-directory-reference';
import {convertDocument, descriptionBlocks, refsOf, type ReferenceInput} from '../../src/plugins/app-directory-reference/convert';
import type {AppDirectoryReference} from '../../src/plugins/app-directory-reference/client/types';
import {frozenSources} from '../../src/fdc3/schemas/sources';

/** Releases that serve the draft's files as frozen by `npm run release` (none until one; oldest first). */
const frozen = frozenSources()
  .reverse()
  .map((s) => s.folder);

const site = {siteUrl: 'https://fdc3.finos.org', baseUrl: '/'};
const sets = loadSchemaSets(site);
const references = buildReferences(sets);
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function allRefs(reference: AppDirectoryReference): string[] {
  return [
    ...reference.endpoints.flatMap((e) => [
      ...e.parameters.map((p) => p.type),
      ...(e.requestBody?.contents ?? []).map((c) => c.type),
      ...e.responses.flatMap((r) => r.contents.map((c) => c.type)),
    ]),
    ...reference.schemas.flatMap((s) => [...(s.type ? [s.type] : []), ...s.allOf, ...s.oneOf, ...s.fields.map((f) => f.type)]),
  ].flatMap(refsOf);
}

test('every docs version with a schema set gets a reference; the draft shows the 2.0 document', () => {
  assert.deepEqual(
    references.map((r) => [r.docsVersion, r.documentVersion, r.documentPath]),
    [
      ['1.1', '1.1', 'schemas/1.1/app-directory.yaml'],
      ['1.2', '1.2', 'schemas/1.2/app-directory.yaml'],
      ['2.0', '2.0', 'schemas/2.0/app-directory.yaml'],
      ...frozen.map((name) => [name, '2.0', 'schemas/2.0/app-directory.yaml']),
      ['current', '2.0', 'schemas/2.0/app-directory.yaml'],
    ],
  );
});

for (const set of sets.filter((s) => s.appDirectory)) {
  const file = set.appDirectory!;
  const reference = references.find((r) => r.docsVersion === set.source.docsVersion)!;
  const doc = yaml.load(file.body) as {paths: Record<string, Record<string, unknown>>; components: {schemas: Record<string, unknown>}};

  test(`${set.source.docsVersion}: the reference lists every operation of ${file.path}, under the version's API prefix`, () => {
    const expected = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .filter((m) => methods.includes(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    );
    assert.ok(expected.length > 0, `${file.path} has operations`);
    assert.deepEqual(reference.endpoints.map((e) => `${e.method} ${e.path}`).sort(), expected.sort());
    const prefix = `/${set.source.appDirectoryApi}/`;
    assert.ok(
      reference.endpoints.some((e) => e.path.startsWith(prefix)),
      `${file.path} has operations under ${prefix}`,
    );
  });

  test(`${set.source.docsVersion}: the reference lists every schema of ${file.path} with its fields`, () => {
    assert.deepEqual(
      reference.schemas.map((s) => s.name),
      Object.keys(doc.components.schemas),
    );
    const application = reference.schemas.find((s) => s.name === 'Application');
    assert.ok(application, 'Application is listed');
    assert.ok(application.required.includes('appId'), 'appId is a required field of Application');
  });

  test(`${set.source.docsVersion}: every schema a type names has a section, and anchors are unique`, () => {
    const names = new Set(reference.schemas.map((s) => s.name));
    assert.deepEqual(
      allRefs(reference).filter((n) => !names.has(n)),
      [],
    );
    const anchors = [...reference.endpoints, ...reference.schemas].map((x) => x.anchor);
    assert.equal(new Set(anchors).size, anchors.length);
  });
}

const fixture = (body: string): ReferenceInput => ({
  path: 'schemas/fixture/app-directory.yaml',
  from: 'a test fixture',
  body,
  docsVersion: 'fixture',
  documentVersion: 'fixture',
  packageName: 'none',
});

const brokenDocument = `openapi: 3.0.0
info:
  title: Broken
  version: '1'
paths:
  /v2/apps:
    get:
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Missing'
components:
  schemas:
    Application:
      properties:
        appId:
          type: string
`;

test('a document with a dangling $ref fails, naming the file, the line and the place of the $ref', () => {
  assert.throws(
    () => convertDocument(fixture(brokenDocument)),
    (error: Error) => {
      assert.match(error.message, /schemas\/fixture\/app-directory\.yaml:14 \(from a test fixture\)/);
      assert.match(error.message, /#\/components\/schemas\/Missing/);
      assert.match(error.message, /\/paths\/~1v2~1apps\/get\/responses\/200/);
      return true;
    },
  );
  // The same document with the schema it names converts.
  const fixed = convertDocument(fixture(brokenDocument.replace('Missing', 'Application')));
  assert.deepEqual(
    fixed.endpoints.map((e) => [e.method, e.path, e.anchor]),
    [['GET', '/v2/apps', 'get-v2-apps']],
  );
  assert.deepEqual(fixed.endpoints[0].responses[0].contents[0].type, {kind: 'ref', name: 'Application', anchor: 'schema-application'});
});

test('a file that is not YAML, or not OpenAPI 3, fails naming the file', () => {
  assert.throws(
    () => convertDocument(fixture('openapi: [3\n')),
    /schemas\/fixture\/app-directory\.yaml \(from a test fixture\) is not valid YAML/,
  );
  assert.throws(
    () => convertDocument(fixture('swagger: "2.0"\npaths: {}\n')),
    /schemas\/fixture\/app-directory\.yaml .*is not an OpenAPI 3 document/,
  );
});

test('descriptions keep their paragraphs, bullet lists and code spans', () => {
  assert.deepEqual(descriptionBlocks('The type, one of:\n\n- `web`: a URL\n  opened in a window\n- `native`\n\nMore  text.\n'), [
    {kind: 'p', inlines: [{text: 'The type, one of:'}]},
    {
      kind: 'ul',
      items: [[{text: 'web', code: true}, {text: ': a URL opened in a window'}], [{text: 'native', code: true}]],
    },
    {kind: 'p', inlines: [{text: 'More text.'}]},
  ]);
  assert.deepEqual(descriptionBlocks(undefined), []);
});
