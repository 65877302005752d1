/**
 * The 1.2, 1.1 and 1.0 docs are complete and true to their version: every
 * route of the content map is a real page, a gap page (a concept that came
 * later) or a redirect of an old id; API pages document exactly the members of
 * their version's typings (1.0: the typed module `src/fdc3/fdc3-1.0/api.ts`);
 * context tables agree with the version's schema; examples compile.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot, versionByName, type DocsVersion} from '../../src/fdc3/docs-versions';
import {docPage, indexDocs, loadSidebars, sidebarDocIds} from '../../src/fdc3/docs-index';
import {expandConformanceText} from '../../src/plugins/conformance/markdown';
import {headings, wordCount} from '../../src/fdc3/markdown';
import {declarations, findDeclaration} from '../../src/fdc3/typings';
import {upgradeGuides} from '../../src/fdc3/upgrade-guides';
import {checkVersionExamples} from '../../src/fdc3/examples';
import {
  codeHeadings,
  fieldsTableProblems,
  foreignMemberSections,
  gapPageProblems,
  missingEnumValues,
  missingMemberSections,
  redirectProblems,
  undescribedFields,
  type FieldSpec,
} from '../../src/fdc3/content-checks';
import {docRedirects} from '../../src/data/redirects';
import * as fdc3v10 from '../../src/fdc3/fdc3-1.0/api';
import {
  contextTypes1x,
  contextTypesAdded20,
  conformancePages,
  generalPages,
  intents1x,
  intentsAdded20,
  meetingMinutes,
  useCases10,
  useCases11,
} from '../../src/fdc3/content-map';

const general = generalPages;
const oldRefs = [
  'Context',
  'AppIntent',
  'AppMetadata',
  'ChannelError',
  'ContextHandler',
  'DisplayMetadata',
  'IntentMetadata',
  'IntentResolution',
  'Listener',
  'OpenError',
  'ResolveError',
];
const legacyIds = [
  'appd-intro',
  'appd-spec',
  'appd-use',
  'appd-discovery',
  'context-intro',
  'context-spec',
  'intents-intro',
  'intents-spec',
];

/** Routes whose concept came in 2.0 (content map), as gap pages in every 1.x version. */
const gaps20 = [
  'api/ref/PrivateChannel',
  ...contextTypesAdded20.map((t) => `context/ref/${t}`),
  ...intentsAdded20.map((i) => `intents/ref/${i}`),
];

/** Names that belong to later versions: a real page of the version must not give them a section of their own. */
const laterNames20 = [
  'findInstances',
  'getAppMetadata',
  'createPrivateChannel',
  'getUserChannels',
  'joinUserChannel',
  'PrivateChannel',
  'AppIdentifier',
  'IntentResult',
  'IntentHandler',
  'ContextMetadata',
  'getResult',
];
const laterNames12 = ['raiseIntentForContext', 'getInfo', 'ImplementationMetadata', 'TargetApp', 'fdc3Ready'];
const laterNames11 = [
  'getSystemChannels',
  'joinChannel',
  'getOrCreateChannel',
  'getCurrentChannel',
  'leaveCurrentChannel',
  'Channel',
  'DisplayMetadata',
  'ChannelError',
  'ContextHandler',
];

interface InterfaceCheck {
  iface: string;
  page: string;
  members: string[];
  /** Sections the version's text documents although its typings lack them (facts-1x.md §10). */
  allowedExtra?: string[];
}

interface OldVersion {
  version: DocsVersion;
  real: string[];
  gaps: {id: string; introducedIn: string}[];
  interfaces: InterfaceCheck[];
  /** API types other than the interfaces above, with their fields and the page that documents each. */
  apiTypes: {name: string; fields: string[]; page: string; asSection: boolean}[];
  errorEnums: {name: string; values: {name: string; value: string}[]; pages: string[]}[];
  contextTypes: {name: string; fields: readonly FieldSpec[]}[];
  laterNames: string[];
}

/** Fields of a 1.1/1.2 context type from its JSON schema (base `context` properties included, `id` keys as `id.x`). */
function schemaFields(typings: string, type: string): FieldSpec[] {
  const dir = path.join(repoRoot, 'node_modules', typings, 'src', 'context', 'schemas');
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.schema.json`), 'utf8'));
  const base = read('context');
  const schema = type === 'Context' ? base : read(type[0].toLowerCase() + type.slice(1));
  const required = new Set<string>([...(base.required ?? []), ...(schema.required ?? [])]);
  const props: Record<string, {properties?: Record<string, unknown>}> = {...base.properties, ...schema.properties};
  return Object.entries(props).flatMap(([name, def]) => [
    {name, required: required.has(name)},
    ...Object.keys(def.properties ?? {}).map((key) => ({name: `${name}.${key}`, required: false})),
  ]);
}

function typingsSurface(typings: string) {
  const apiDecls = declarations(typings).filter((d) => d.file.startsWith('api/'));
  const members = (iface: string) => findDeclaration(typings, iface, (f) => f.startsWith('api/')).members;
  const apiTypes = apiDecls
    .filter((d) => d.kind !== 'enum' && !['DesktopAgent', 'Channel', 'Listener'].includes(d.name))
    .map((d) => ({name: d.name, fields: d.members}));
  const errorEnums = apiDecls.filter((d) => d.kind === 'enum').map((d) => ({name: d.name, values: d.enumValues}));
  return {members, apiTypes, errorEnums};
}

function version1x(name: '1.2' | '1.1'): OldVersion {
  const version = versionByName(name);
  const typings = version.typings!;
  const {members, apiTypes, errorEnums} = typingsSurface(typings);
  const merged = name === '1.2';
  const typePage = (type: string) =>
    !merged
      ? `api/ref/${type}`
      : ['AppIntent', 'AppMetadata', 'DisplayMetadata', 'IntentMetadata', 'IntentResolution', 'ImplementationMetadata'].includes(type)
        ? 'api/ref/Metadata'
        : 'api/ref/Types';
  return {
    version,
    real: [
      ...general,
      'api/overview',
      'api/spec',
      ...['Channel', 'DesktopAgent', 'Errors', 'Globals', 'Metadata', 'Types'].map((n) => `api/ref/${n}`),
      ...(merged ? [] : oldRefs.map((n) => `api/ref/${n}`)),
      ...['overview', 'spec', 'discovery', 'usage', 'api-reference'].map((n) => `app-directory/${n}`),
      'context/spec',
      ...contextTypes1x.map((t) => `context/ref/${t}`),
      'intents/spec',
      ...intents1x.map((i) => `intents/ref/${i}`),
      ...useCases11.map((u) => `use-cases/${u}`),
      // 1.2 has a conformance suite (src/fdc3/conformance); 1.1 has none.
      ...(merged ? conformancePages : []),
    ],
    gaps: gaps20.map((id) => ({id, introducedIn: '2.0'})),
    interfaces: [
      // The 1.1 docs define leaveCurrentChannel, which the 1.1.1 typings lack (facts-1x.md §2.1).
      {
        iface: 'DesktopAgent',
        page: 'api/ref/DesktopAgent',
        members: members('DesktopAgent'),
        allowedExtra: merged ? [] : ['leaveCurrentChannel'],
      },
      {iface: 'Channel', page: 'api/ref/Channel', members: members('Channel')},
      {iface: 'Listener', page: merged ? 'api/ref/Types' : 'api/ref/Listener', members: members('Listener')},
    ],
    apiTypes: apiTypes.map((t) => ({...t, page: typePage(t.name), asSection: merged})),
    errorEnums: errorEnums.map((e) => ({...e, pages: merged ? ['api/ref/Errors'] : [`api/ref/${e.name}`, 'api/ref/Errors']})),
    contextTypes: contextTypes1x.map((t) => ({name: t, fields: schemaFields(typings, t)})),
    laterNames: merged ? laterNames20 : [...laterNames20, ...laterNames12],
  };
}

function version10(): OldVersion {
  const typePage = (type: string) => (type === 'Listener' ? 'api/ref/Types' : 'api/ref/Metadata');
  return {
    version: versionByName('1.0'),
    real: [
      ...general,
      'api/overview',
      'api/spec',
      ...['DesktopAgent', 'Errors', 'Metadata', 'Types'].map((n) => `api/ref/${n}`),
      'app-directory/overview',
      'app-directory/spec',
      'context/spec',
      ...contextTypes1x.map((t) => `context/ref/${t}`),
      'intents/spec',
      ...intents1x.map((i) => `intents/ref/${i}`),
      ...useCases10.map((u) => `use-cases/${u}`),
      ...meetingMinutes,
    ],
    gaps: [
      ...gaps20.map((id) => ({id, introducedIn: '2.0'})),
      {id: 'guides/submit-new-intent', introducedIn: '2.0'},
      ...['api/ref/Channel', 'api/ref/Globals', 'use-cases/uc-16', 'use-cases/uc-17'].map((id) => ({id, introducedIn: '1.1'})),
    ],
    interfaces: [
      {iface: 'DesktopAgent', page: 'api/ref/DesktopAgent', members: fdc3v10.desktopAgent.members.map((m) => m.name)},
      ...fdc3v10.apiInterfaces
        .filter((i) => i.name === 'Listener')
        .map((i) => ({iface: i.name, page: typePage(i.name), members: i.members.map((m) => m.name)})),
    ],
    apiTypes: [
      ...fdc3v10.apiInterfaces
        .filter((i) => i.name !== 'Listener')
        .map((i) => ({name: i.name, fields: i.members.map((m) => m.name), page: typePage(i.name), asSection: true})),
      {name: fdc3v10.contextAlias.name, fields: [], page: 'api/ref/Types', asSection: true},
    ],
    errorEnums: fdc3v10.errorEnums.map((e) => ({
      name: e.name,
      values: e.values.map((v) => ({name: v, value: v})),
      pages: ['api/ref/Errors'],
    })),
    contextTypes: fdc3v10.contextTypes.map((t) => ({name: t.name, fields: t.fields})),
    laterNames: [...laterNames20, ...laterNames12, ...laterNames11],
  };
}

const oldVersions: OldVersion[] = [version1x('1.2'), version1x('1.1'), version10()];

for (const spec of oldVersions) {
  const {version} = spec;
  const docs = indexDocs(version);
  const page = (id: string) => docPage(docs, id);

  test(`${version.name}: every route of the content map is a real page or a gap page`, () => {
    const missing = [...spec.real, ...spec.gaps.map((g) => g.id)].filter((id) => !docs.has(id));
    assert.deepEqual(missing, [], `pages missing from ${version.dir}`);
    const unlistedReal = spec.real.filter((id) => docs.get(id)?.unlisted).map((id) => page(id).file);
    assert.deepEqual(unlistedReal, [], 'real pages must not be unlisted');
    // The upgrade guide into this version is a page the content map does not list (src/fdc3/upgrade-guides.ts).
    const guides = upgradeGuides.filter((g) => g.to === version.name).map((g) => g.id);
    const expected = new Set([...spec.real, ...spec.gaps.map((g) => g.id), ...guides]);
    const unexpected = [...docs.keys()].filter((id) => !expected.has(id)).map((id) => page(id).file);
    assert.deepEqual(unexpected, [], 'pages the content map does not give this version');
  });

  test(`${version.name}: gap pages say which version introduced the concept, link there, and stay out of sidebars`, async () => {
    const listed = new Set(Object.values(await loadSidebars(version)).flatMap((items) => sidebarDocIds(items)));
    const problems = spec.gaps.flatMap((g) => {
      const doc = docs.get(g.id);
      if (!doc) return [];
      return gapPageProblems({
        file: page(g.id).file,
        id: g.id,
        version: version.name,
        introducedIn: g.introducedIn,
        unlisted: doc.unlisted,
        body: doc.body,
        inSidebar: listed.has(g.id),
      });
    });
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: the legacy ids lead to canonical pages of the same version`, () => {
    const ids = docRedirects.filter((r) => r.version === version.name).map((r) => r.from);
    assert.deepEqual(
      legacyIds.filter((id) => !ids.includes(id)),
      [],
      'legacy ids without a redirect',
    );
    const problems = docRedirects
      .filter((r) => r.version === version.name)
      .flatMap((r) =>
        redirectProblems(r, (v) =>
          v === version.name ? new Map([...docs].map(([id, d]) => [id, {body: d.body, file: path.relative(repoRoot, d.file)}])) : undefined,
        ),
      );
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: no real page is a stub or a placeholder`, () => {
    const problems: string[] = [];
    for (const id of spec.real) {
      const doc = docs.get(id);
      if (!doc) continue;
      // The conformance pages' cases are generated from data: count them as the page shows them.
      const words = wordCount(expandConformanceText(doc.body, version.name, page(id).file));
      if (words < 150) problems.push(`${page(id).file}: only ${words} words`);
      if (/\b(TODO|TBD|lorem ipsum|coming soon)\b/i.test(doc.body)) problems.push(`${page(id).file}: contains placeholder text`);
    }
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: every member of DesktopAgent${version.name === '1.0' ? '' : ', Channel'} and Listener has its section, and no section documents a member the version lacks`, () => {
    const problems = spec.interfaces.flatMap(({iface, page: id, members, allowedExtra}) => {
      const {body, file} = page(id);
      const missing = missingMemberSections(file, iface, members, body);
      // Types pages document several types; only the interface pages are checked for foreign sections.
      return id.endsWith(iface) ? [...missing, ...foreignMemberSections(file, iface, members, body, allowedExtra)] : missing;
    });
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: every API type is documented with all its fields`, () => {
    const problems = spec.apiTypes.flatMap(({name, fields, page: id, asSection}) => {
      const {body, file} = page(id);
      if (asSection && !codeHeadings(body, 2).has(name)) return [`${file}: no "## \`${name}\`" section`];
      return undescribedFields(file, name, fields, body);
    });
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: every error enum value is documented`, () => {
    const problems = spec.errorEnums.flatMap(({name, values, pages}) => {
      const text = pages.map((id) => page(id).body).join('\n');
      return missingEnumValues(pages.map((id) => page(id).file).join(' + '), name, values, text);
    });
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: every context field is in its Fields table, marked required as the version's definition says`, () => {
    const problems = spec.contextTypes.flatMap(({name, fields}) => {
      const {body, file} = page(`context/ref/${name}`);
      return fieldsTableProblems(file, fields, body);
    });
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: no real page gives a later version's API a section of its own`, () => {
    const problems: string[] = [];
    for (const id of spec.real) {
      const doc = docs.get(id);
      if (!doc) continue;
      for (const h of headings(doc.body)) {
        const names = [...h.text.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\(.*$/, ''));
        for (const n of names.filter((x) => spec.laterNames.includes(x))) {
          problems.push(`${page(id).file}: heading "${h.text}" documents \`${n}\`, which FDC3 ${version.name} did not have`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${version.name}: TypeScript examples compile against the version's typings and JSON examples parse`, () => {
    const problems = checkVersionExamples(version).map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.deepEqual(problems, []);
  });
}
