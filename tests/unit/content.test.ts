/**
 * The 2.0 and next docs cover what the content map and the typings say they
 * must: every route, every interface member, type, error value and context
 * field, with examples that compile against that version's typings.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot, versionByName, type DocsVersion} from '../../src/fdc3/docs-versions';
import {docPage, indexDocs} from '../../src/fdc3/docs-index';
import {wordCount} from '../../src/fdc3/markdown';
import {expandConformanceText} from '../../src/plugins/conformance/markdown';
import {codeHeadings} from '../../src/fdc3/content-checks';
import {declarations, findDeclaration} from '../../src/fdc3/typings';
import {checkVersionExamples} from '../../src/fdc3/examples';
import {
  contextTypes1x,
  contextTypesAdded20,
  agentBridgingPagesNext,
  contextTypesAddedNext,
  contextTypesExperimentalNext,
  generalPages,
  intents1x,
  intentsAdded20,
  intentsAddedNext,
  meetingMinutes,
  useCases11,
} from '../../src/fdc3/content-map';

const api = [
  'api/overview',
  'api/spec',
  ...['Channel', 'DesktopAgent', 'Errors', 'Globals', 'Metadata', 'PrivateChannel', 'Types'].map((n) => `api/ref/${n}`),
];
const general = generalPages;
const contextTypes20 = [...contextTypes1x, ...contextTypesAdded20].sort();
const contextTypesNext = [...contextTypes20, ...contextTypesAddedNext, ...contextTypesExperimentalNext];
const intents20 = [...intents1x, ...intentsAdded20].sort();
const intentsNext = [...intents20, ...intentsAddedNext];
const useCases = useCases11.map((id) => `use-cases/${id}`);

interface Expectation {
  version: DocsVersion;
  typings: string;
  ids: string[];
  contextTypes: string[];
}

const expectations: Expectation[] = [
  {
    version: versionByName('2.0'),
    typings: 'fdc3-2.0',
    contextTypes: contextTypes20,
    ids: [
      ...general,
      'guides/submit-new-intent',
      ...api,
      'app-directory/overview',
      'app-directory/spec',
      'context/spec',
      ...contextTypes20.map((t) => `context/ref/${t}`),
      'intents/spec',
      ...intents20.map((i) => `intents/ref/${i}`),
      ...useCases,
    ],
  },
  {
    version: versionByName('current'),
    typings: 'fdc3-next',
    contextTypes: contextTypesNext,
    ids: [
      ...general,
      'guides/SubmitNewIntent',
      ...api,
      'app-directory/overview',
      'app-directory/spec',
      'context/spec',
      ...contextTypesNext.map((t) => `context/ref/${t}`),
      'intents/spec',
      ...intentsNext.map((i) => `intents/ref/${i}`),
      ...useCases,
      ...meetingMinutes,
      ...agentBridgingPagesNext,
    ],
  },
];

const indexes = new Map<string, ReturnType<typeof indexDocs>>();
/** A page of a version, from that version's index (read once). */
function page(version: DocsVersion, id: string): {body: string; file: string} {
  if (!indexes.has(version.name)) indexes.set(version.name, indexDocs(version));
  try {
    return docPage(indexes.get(version.name)!, id);
  } catch (error) {
    throw new Error(`${version.dir}: ${(error as Error).message}`);
  }
}

for (const exp of expectations) {
  const {version, typings} = exp;
  const label = version.name === 'current' ? 'next' : version.name;

  test(`${label}: every route of the content map has its page`, () => {
    const docs = indexDocs(version);
    const missing = exp.ids.filter((id) => !docs.has(id));
    assert.deepEqual(missing, [], `pages missing from ${version.dir}`);
  });

  test(`${label}: no page is a stub or a placeholder`, () => {
    const problems: string[] = [];
    for (const doc of indexDocs(version).values()) {
      const rel = path.relative(repoRoot, doc.file);
      // The conformance pages' cases are generated from data: count them as the page shows them.
      const words = wordCount(expandConformanceText(doc.body, version.name, rel));
      if (!doc.unlisted && words < 150) problems.push(`${rel}: only ${words} words`);
      if (/\b(TODO|TBD|lorem ipsum|coming soon)\b/i.test(doc.body)) problems.push(`${rel}: contains placeholder text`);
    }
    assert.deepEqual(problems, []);
  });

  test(`${label}: every member of DesktopAgent, Channel, PrivateChannel and Listener has its section`, () => {
    const problems: string[] = [];
    const pages: [string, string][] = [
      ['DesktopAgent', 'api/ref/DesktopAgent'],
      ['Channel', 'api/ref/Channel'],
      ['PrivateChannel', 'api/ref/PrivateChannel'],
      ['Listener', 'api/ref/Types'],
    ];
    for (const [iface, id] of pages) {
      const {body, file} = page(version, id);
      const documented = codeHeadings(body, 3);
      for (const member of findDeclaration(typings, iface, (f) => f.startsWith('api/')).members) {
        if (!documented.has(member)) problems.push(`${file}: no "### \`${member}\`" section for ${iface}.${member}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${label}: every metadata, identifier and handler type has its section with all its fields`, () => {
    const {body: metadata, file: metadataFile} = page(version, 'api/ref/Metadata');
    const {body: types, file: typesFile} = page(version, 'api/ref/Types');
    const sections = new Set([...codeHeadings(metadata, 2), ...codeHeadings(types, 2)]);
    const problems: string[] = [];
    const apiTypes = declarations(typings).filter(
      (d) => d.file.startsWith('api/') && d.kind !== 'enum' && !['DesktopAgent', 'Channel', 'PrivateChannel'].includes(d.name),
    );
    for (const decl of apiTypes) {
      if (!sections.has(decl.name)) {
        problems.push(`${metadataFile} or ${typesFile}: no "## \`${decl.name}\`" section`);
        continue;
      }
      const text = codeHeadings(metadata, 2).has(decl.name) ? metadata : types;
      for (const member of decl.members) {
        // A field as `name`, a method as `name()` or `name(args)`.
        if (!new RegExp(`\`${member}(\\(.*?\\))?\``).test(text)) problems.push(`${decl.name}.${member} is not described`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${label}: every error enum and each of its values is documented`, () => {
    const {body, file} = page(version, 'api/ref/Errors');
    const sections = codeHeadings(body, 2);
    const problems: string[] = [];
    for (const decl of declarations(typings).filter((d) => d.kind === 'enum' && d.file === 'api/Errors.d.ts')) {
      if (!sections.has(decl.name)) problems.push(`${file}: no "## \`${decl.name}\`" section`);
      for (const value of decl.enumValues) {
        if (!body.includes(`\`${value.name}\``)) problems.push(`${file}: ${decl.name}.${value.name} is not listed`);
        if (!body.includes(value.value)) problems.push(`${file}: the value "${value.value}" of ${decl.name}.${value.name} is not shown`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${label}: the globals page covers window.fdc3 and fdc3Ready`, () => {
    const {body} = page(version, 'api/ref/Globals');
    assert.match(body, /window\.fdc3/);
    assert.match(body, /fdc3Ready/);
  });

  test(`${label}: every field of every context type is in its page's Fields table`, () => {
    const problems: string[] = [];
    for (const type of exp.contextTypes) {
      const {body, file} = page(version, `context/ref/${type}`);
      const fieldsSection = /## Fields\s*\n([\s\S]*?)(?=\n## |\n*$)/.exec(body)?.[1];
      if (!fieldsSection) {
        problems.push(`${file}: no "## Fields" section`);
        continue;
      }
      const members = findDeclaration(typings, type, (f) => f.startsWith('context/')).members;
      for (const member of members) {
        if (!new RegExp(`\\|\\s*\`${member}\``).test(fieldsSection))
          problems.push(`${file}: field \`${member}\` is not in the Fields table`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${label}: TypeScript examples compile against @finos/fdc3 (${typings}) and JSON examples parse`, () => {
    const problems = checkVersionExamples(version).map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.deepEqual(problems, []);
  });
}

test('typings of both versions are installed', () => {
  for (const pkg of ['fdc3-2.0', 'fdc3-next']) {
    assert.ok(fs.existsSync(path.join(repoRoot, 'node_modules', pkg, 'dist', 'index.d.ts')), `${pkg} is installed`);
  }
});
