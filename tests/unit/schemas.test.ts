/**
 * The standard's files as the site serves them (src/fdc3/schemas): read from
 * the packages, each `$id` its own URL, every schema compiled offline with its
 * `$ref`s resolved among the served files, every App Directory document valid
 * OpenAPI 3, and every patch applied and named on its version's pages. Broken
 * fixtures show that each check fails with the file's name.
 */
import {test, describe, before} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkAppDirectory,
  compileSchemaSet,
  loadSchemaSet,
  loadSchemaSets,
  schemaIndex,
  schemaSources,
  unacceptedWarnings,
  type SchemaSource,
  type ServedSchemaSet,
} from '../../src/fdc3/schemas';
import {contextTypes1x, contextTypesAdded20, contextTypesAddedNext, contextTypesExperimentalNext} from '../../src/fdc3/content-map';
import {repoRoot, versionByName} from '../../src/fdc3/docs-versions';
import {writeServedFiles} from '../../src/plugins/schemas';
import {frozenSources} from '../../src/fdc3/schemas/sources';

/** Releases that serve the draft's files as frozen by `npm run release` (none until one; oldest first). */
const frozen = frozenSources()
  .reverse()
  .map((s) => s.folder);

const site = {siteUrl: 'https://fdc3.finos.org', baseUrl: '/'};

describe('the served files of every version', () => {
  let sets: ServedSchemaSet[] = [];
  before(() => {
    sets = loadSchemaSets(site);
  });

  test('1.1, 1.2, 2.0 and next are served; 1.0, which had no package, is not', () => {
    assert.deepEqual(
      sets.map((s) => s.source.folder),
      ['1.1', '1.2', '2.0', ...frozen, 'next'],
    );
  });

  test('each schema names its own URL as $id, and every $ref resolves among the served files', () => {
    for (const set of sets) {
      for (const file of set.files.filter((f) => f.kind === 'schema')) {
        assert.equal(JSON.parse(file.body).$id, `https://fdc3.finos.org/${file.path}`);
        if (set.source.folder !== 'next') assert.doesNotMatch(file.body, /schemas\/next\//, `${file.path} keeps no address of the draft`);
      }
      const compiled = compileSchemaSet(set);
      assert.equal(compiled.validators.size, set.files.filter((f) => f.kind === 'schema').length);
      assert.deepEqual(unacceptedWarnings(compiled), [], `${set.source.folder}: only keywords draft-07 ignores on purpose`);
    }
  });

  test('another site URL and base URL move every $id with them', () => {
    const [set] = loadSchemaSets({siteUrl: 'https://preview.example.org', baseUrl: '/fdc3/'}).filter((s) => s.source.folder === '1.2');
    const instrument = set.contextSchemas.find((c) => c.type === 'fdc3.instrument')!;
    assert.equal(instrument.file.url, 'https://preview.example.org/fdc3/schemas/1.2/instrument.schema.json');
    assert.equal(JSON.parse(instrument.file.body).$id, instrument.file.url);
    assert.equal(compileSchemaSet(set).validators.size, 9);
  });

  test('every App Directory document is valid OpenAPI 3', async () => {
    const documents = sets.flatMap((s) => (s.appDirectory ? [s.appDirectory] : []));
    assert.deepEqual(
      documents.map((d) => d.path),
      ['schemas/1.1/app-directory.yaml', 'schemas/1.2/app-directory.yaml', 'schemas/2.0/app-directory.yaml'],
    );
    for (const document of documents) await checkAppDirectory(document);
  });

  test("each version's schemas cover the context types its docs document", () => {
    const typesOf = (folder: string) => sets.find((s) => s.source.folder === folder)!.contextSchemas.map((c) => c.title);
    const documented1x = contextTypes1x.filter((t) => t !== 'Context');
    assert.deepEqual(
      typesOf('1.1'),
      [...documented1x].sort((a, b) => a.localeCompare(b, 'en')),
    );
    assert.deepEqual(typesOf('1.2'), typesOf('1.1'));
    for (const name of [...documented1x, ...contextTypesAdded20]) assert.ok(typesOf('2.0').includes(name), `2.0 has a schema for ${name}`);
    for (const name of [...documented1x, ...contextTypesAdded20, ...contextTypesAddedNext, ...contextTypesExperimentalNext].filter(
      (n) => !['Context'].includes(n),
    ))
      assert.ok(typesOf('next').includes(name), `next has a schema for ${name}`);
    assert.ok(
      !sets.find((s) => s.source.folder === 'next')!.contextSchemas.some((c) => c.type === 'fdc3.fileAttachment'),
      'a 2.2 type is not listed',
    );
  });

  test('the index lists every served file once', () => {
    const index = schemaIndex(sets);
    for (const [i, set] of sets.entries()) {
      const entry = index.versions[i];
      const listed = [...entry.contextSchemas.map((c) => c.url), entry.baseContextSchema, entry.appDirectory, ...entry.otherFiles].filter(
        Boolean,
      );
      assert.deepEqual([...listed].sort(), set.files.map((f) => f.url).sort());
    }
    assert.match(index.versions.find((v) => v.version === 'next')!.appDirectoryMissing ?? '', /No npm package/);
  });

  test("every patch and every difference is named on its version's pages", () => {
    for (const source of schemaSources) {
      const dir = path.join(repoRoot, versionByName(source.docsVersion).dir);
      const contextSpec = fs.readFileSync(path.join(dir, 'context', 'spec.md'), 'utf8');
      const appdSpec = fs.readFileSync(path.join(dir, 'app-directory', 'spec.md'), 'utf8');
      for (const patch of source.patches) {
        const page = patch.file === 'app-directory.yaml' ? appdSpec : contextSpec;
        assert.ok(
          page.includes(patch.source),
          `${source.folder}: the ${patch.file === 'app-directory.yaml' ? 'App Directory' : 'context'} spec page cites ${patch.source} (${patch.what})`,
        );
      }
      assert.ok(contextSpec.includes(source.packageName), `${source.folder}: the context spec page names ${source.packageName}`);
      for (const difference of source.differences)
        assert.ok(contextSpec.includes(difference), `${source.folder}: the context spec page says "${difference}"`);
      if ('missing' in source.appDirectory)
        assert.match(appdSpec, /no npm package/i, `${source.folder}: the App Directory spec page says no package has its document`);
    }
  });
});

describe('bad input fails with the file at fault', () => {
  let packages = '';
  const fixture: SchemaSource = {
    docsVersion: '1.2',
    folder: '1.2',
    packageName: '@finos/fdc3@0.0.0-fixture',
    schemaFolders: [{alias: 'fixture', dir: 'schemas', to: ''}],
    appDirectory: {alias: 'fixture', file: 'appd.yaml'},
    appDirectoryApi: 'v1',
    patches: [],
    differences: [],
  };
  const write = (name: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(packages, 'fixture', name)), {recursive: true});
    fs.writeFileSync(path.join(packages, 'fixture', name), body);
  };
  const schema = (name: string, extra: object) =>
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `https://fdc3.finos.org/schemas/next/${name}`,
      type: 'object',
      ...extra,
    });

  before(() => {
    packages = fs.mkdtempSync(path.join(os.tmpdir(), 'fdc3-schemas-'));
    write('schemas/context.schema.json', schema('context.schema.json', {properties: {type: {type: 'string'}}, required: ['type']}));
    write('appd.yaml', 'openapi: 3.0.0\ninfo:\n  title: fixture\n  version: next\npaths: {}\n');
  });

  test('a sound fixture loads, compiles and validates', async () => {
    const set = loadSchemaSet(fixture, site, {packagesDir: packages});
    assert.equal(compileSchemaSet(set).validators.size, 1);
    await checkAppDirectory(set.appDirectory!);
  });

  test('a $ref left dangling fails the compile, naming the served file and its package file', () => {
    write('schemas/broken.schema.json', schema('broken.schema.json', {allOf: [{$ref: 'missing.schema.json#'}]}));
    try {
      const set = loadSchemaSet(fixture, site, {packagesDir: packages});
      assert.throws(
        () => compileSchemaSet(set),
        /schemas\/1\.2\/broken\.schema\.json \(from .*schemas\/broken\.schema\.json\) does not compile: can't resolve reference missing\.schema\.json/,
      );
    } finally {
      fs.rmSync(path.join(packages, 'fixture', 'schemas', 'broken.schema.json'));
    }
  });

  test('property names where subschemas belong are reported as unknown keywords', () => {
    write('schemas/options.schema.json', schema('options.schema.json', {properties: {options: {isPublic: 'boolean'}}}));
    try {
      const compiled = compileSchemaSet(loadSchemaSet(fixture, site, {packagesDir: packages}));
      assert.deepEqual(unacceptedWarnings(compiled), ['schemas/1.2/options.schema.json: unknown keyword: "isPublic"']);
    } finally {
      fs.rmSync(path.join(packages, 'fixture', 'schemas', 'options.schema.json'));
    }
  });

  test('a file that is not JSON, or whose $id does not follow the draft address, names the package file', () => {
    write('schemas/bad.schema.json', '{"$id": ');
    assert.throws(() => loadSchemaSet(fixture, site, {packagesDir: packages}), /fixture\) schemas\/bad\.schema\.json is not valid JSON/);
    write('schemas/bad.schema.json', schema('elsewhere/bad.schema.json', {}));
    assert.throws(
      () => loadSchemaSet(fixture, site, {packagesDir: packages}),
      /schemas\/bad\.schema\.json has \$id .*expected https:\/\/fdc3\.finos\.org\/schemas\/1\.2\/bad\.schema\.json/,
    );
    fs.rmSync(path.join(packages, 'fixture', 'schemas', 'bad.schema.json'));
  });

  test('a patch whose text is not in the package fails, naming the file and the patch source', () => {
    const patched: SchemaSource = {
      ...fixture,
      patches: [
        {
          file: 'context.schema.json',
          find: '"isPublic"',
          replace: '"public"',
          what: 'a rename',
          source: 'https://github.com/finos/FDC3/pull/1',
        },
      ],
    };
    assert.throws(
      () => loadSchemaSet(patched, site, {packagesDir: packages}),
      /schemas 1\.2\/context\.schema\.json: the patch "a rename" \(https:\/\/github\.com\/finos\/FDC3\/pull\/1\) expects its text once/,
    );
  });

  test('an App Directory document that is not valid OpenAPI fails, naming it', async () => {
    write(
      'appd.yaml',
      'openapi: 3.0.0\ninfo:\n  title: fixture\npaths:\n  /v1/apps:\n    get:\n      responses:\n        "200":\n          formt: uri\n',
    );
    try {
      const set = loadSchemaSet(fixture, site, {packagesDir: packages});
      await assert.rejects(
        checkAppDirectory(set.appDirectory!),
        /schemas\/1\.2\/app-directory\.yaml \(from .*appd\.yaml\) is not a valid OpenAPI document/,
      );
    } finally {
      write('appd.yaml', 'openapi: 3.0.0\ninfo:\n  title: fixture\n  version: next\npaths: {}\n');
    }
  });

  test('the plugin writes every file and the index, replacing what an earlier build left', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fdc3-served-'));
    fs.mkdirSync(path.join(out, 'schemas', 'stale'), {recursive: true});
    fs.writeFileSync(path.join(out, 'schemas', 'stale', 'old.schema.json'), '{}');
    const sets = await writeServedFiles(out, site);
    assert.equal(fs.existsSync(path.join(out, 'schemas', 'stale')), false);
    for (const file of sets.flatMap((s) => s.files)) assert.equal(fs.readFileSync(path.join(out, file.path), 'utf8'), file.body);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'schemas', 'index.json'), 'utf8')), schemaIndex(sets));
    fs.rmSync(out, {recursive: true, force: true});
  });
});
