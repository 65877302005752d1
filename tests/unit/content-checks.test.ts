/**
 * The content checks fail on broken input: each runs here on a deliberately
 * broken fixture and must report it, naming the file, and stay quiet on a
 * good one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkExamples} from '../../src/fdc3/examples';
import {
  fieldsTableProblems,
  foreignMemberSections,
  gapPageProblems,
  headingAnchors,
  missingEnumValues,
  missingMemberSections,
  mixedSpellings,
  redirectProblems,
  undescribedFields,
  unsourcedClaims,
} from '../../src/fdc3/content-checks';

const desktopAgentPage = `
## Intents

### \`raiseIntent\`

Raises an intent.

### \`findInstances\`

Not in 1.2.
`;

test('a member without its section is reported, and a section for a member the version lacks too', () => {
  assert.deepEqual(missingMemberSections('DA.md', 'DesktopAgent', ['raiseIntent', 'broadcast'], desktopAgentPage), [
    'DA.md: no "### `broadcast`" section for DesktopAgent.broadcast',
  ]);
  assert.deepEqual(foreignMemberSections('DA.md', 'DesktopAgent', ['raiseIntent'], desktopAgentPage), [
    'DA.md: "### `findInstances`" documents a member that DesktopAgent does not have in this version',
  ]);
  assert.deepEqual(foreignMemberSections('DA.md', 'DesktopAgent', ['raiseIntent'], desktopAgentPage, ['findInstances']), []);
});

test('an undescribed field and a missing enum value are reported', () => {
  assert.deepEqual(undescribedFields('M.md', 'AppMetadata', ['name', 'appId'], 'The `name` field.'), [
    'M.md: AppMetadata.appId is not described',
  ]);
  assert.deepEqual(undescribedFields('M.md', 'Listener', ['unsubscribe'], 'Call `unsubscribe()`.'), []);
  assert.deepEqual(
    missingEnumValues(
      'E.md',
      'OpenError',
      [
        {name: 'AppNotFound', value: 'AppNotFound'},
        {name: 'AppTimeout', value: 'AppTimeout'},
      ],
      '`AppNotFound`',
    ),
    ['E.md: OpenError.AppTimeout is not listed', 'E.md: the value "AppTimeout" of OpenError.AppTimeout is not shown'],
  );
});

const contactPage = (idRequired: string) => `
Intro.

## Fields

| Field | Type | Required | Description |
|---|---|---|---|
| \`type\` | string | Yes | Always \`fdc3.contact\`. |
| \`id\` | object | ${idRequired} | Identifiers. |
| \`id.email\` | string | No | Email address. |

## Example
`;

test('a Fields table that misses a field or contradicts the schema on Required is reported', () => {
  const fields = [
    {name: 'type', required: true},
    {name: 'id', required: true},
    {name: 'id.email', required: false},
    {name: 'name', required: false},
  ];
  assert.deepEqual(fieldsTableProblems('C.md', fields, contactPage('No')), [
    'C.md: field `id` is marked optional, but the definition makes it required',
    'C.md: field `name` is not in the Fields table',
  ]);
  assert.deepEqual(fieldsTableProblems('C.md', fields.slice(0, 3), contactPage('Yes')), []);
  assert.deepEqual(fieldsTableProblems('C.md', fields, 'No table here.'), ['C.md: no "## Fields" section']);
  assert.deepEqual(fieldsTableProblems('C.md', fields.slice(0, 3), contactPage('Sometimes')), [
    'C.md: field `id` has Required "Sometimes" (write Yes or No)',
  ]);
});

test('a gap page that is listed, in a sidebar, silent on its version or without its link is reported', () => {
  const good = {
    file: 'P.md',
    id: 'api/ref/PrivateChannel',
    version: '1.2',
    introducedIn: '2.0',
    unlisted: true,
    inSidebar: false,
    body: 'It was introduced in FDC3 2.0. See <VersionLink version="2.0" to="api/ref/PrivateChannel">it</VersionLink>.',
  };
  assert.deepEqual(gapPageProblems(good), []);
  assert.deepEqual(
    gapPageProblems({
      ...good,
      unlisted: false,
      inSidebar: true,
      body: 'PrivateChannel arrived later. <VersionLink version="2.0" to="api/ref/Channel">x</VersionLink>',
    }),
    [
      'P.md: a gap page must have "unlisted: true" in its front matter',
      'P.md: a gap page must not be listed in a sidebar',
      'P.md: a gap page must say "introduced in FDC3 2.0"',
      'P.md: a gap page must link to the page in FDC3 2.0: <VersionLink version="2.0" to="api/ref/PrivateChannel">',
    ],
  );
});

test('a redirect out of its version, to a missing page or anchor, or over an existing page is reported', () => {
  const docs = new Map([
    ['app-directory/overview', {file: 'overview.md', body: '## Discovery\n\nText.\n\n### `name@fqdn` ids {#ids}\n'}],
    ['appd-intro', {file: 'appd-intro.md', body: 'Old page.'}],
  ]);
  const of = (v: string) => (v === '1.0' ? docs : undefined);
  assert.deepEqual(redirectProblems({version: '1.0', from: 'appd-discovery', to: 'app-directory/overview#discovery'}, of), []);
  assert.deepEqual(redirectProblems({version: '1.0', from: 'appd-discovery', to: 'app-directory/overview#ids'}, of), []);
  assert.deepEqual(redirectProblems({version: '1.0', from: 'appd-use', to: 'app-directory/overview#usage'}, of), [
    'redirect 1.0/appd-use → app-directory/overview#usage: overview.md has no heading with the anchor #usage',
  ]);
  assert.deepEqual(redirectProblems({version: '1.0', from: 'appd-spec', to: '/docs/app-directory/spec'}, of), [
    'redirect 1.0/appd-spec → /docs/app-directory/spec: the target must be a doc id of version 1.0, not a path or URL',
  ]);
  assert.deepEqual(redirectProblems({version: '1.0', from: 'appd-intro', to: 'app-directory/overview'}, of), [
    'redirect 1.0/appd-intro → app-directory/overview: appd-intro.md already serves that id',
  ]);
  assert.deepEqual(redirectProblems({version: '1.0', from: 'x', to: 'app-directory/usage'}, of), [
    'redirect 1.0/x → app-directory/usage: version 1.0 has no page "app-directory/usage"',
  ]);
  assert.deepEqual(redirectProblems({version: '9.9', from: 'x', to: 'y'}, of), ['redirect 9.9/x → y: there is no docs version 9.9']);
});

test('heading anchors follow Docusaurus: lower case, backticks and punctuation dropped', () => {
  assert.deepEqual(
    [
      ...headingAnchors(
        '## `AppIntent`\n\n### `raiseIntent` (deprecated form)\n\n## What 1.2 added?\n\n### `broadcast` on a channel {/* #broadcast */}\n',
      ),
    ],
    ['appintent', 'raiseintent-deprecated-form', 'what-12-added', 'broadcast'],
  );
});

test('a repeated heading gets -1, -2 as on the built page, so a link to the first one alone passes', () => {
  const page = '## Examples\n\n### Usage\n\n## More\n\n### Usage\n\n### Usage\n\n### `fdc3_ready` event\n';
  assert.deepEqual([...headingAnchors(page)], ['examples', 'usage', 'more', 'usage-1', 'usage-2', 'fdc3_ready-event']);
  // Each page numbers its own headings.
  assert.ok(headingAnchors('### Usage\n').has('usage'));
  assert.ok(!headingAnchors('### Usage\n').has('usage-1'));
});

test('a history note or certification claim without its source is reported; with a link it passes', () => {
  const page = [
    'Intro paragraph.',
    '',
    'The `market` field is new in 2.1.',
    '',
    '- `isStandardIntent` was added in FDC3 2.2 ([PR #1139](https://github.com/finos/FDC3/pull/1139)).',
    '- `Intents` is deprecated in 2.2.',
    '',
    '| Member | Note |',
    '|---|---|',
    '| `getInfo` | Added in 1.2 ([changelog](https://github.com/finos/FDC3/blob/v1.2/CHANGELOG.md)) |',
    '| `raiseIntentForContext` | Added in 1.2 |',
    '',
    'Acme Desktop was certified as conformant in 2023.',
    '',
    '```ts',
    '// new in 2.1 (code is not prose)',
    '```',
  ].join('\n');
  assert.deepEqual(unsourcedClaims('P.md', page), [
    'P.md:3: "new in 2.1" needs its source (a finos/FDC3 pull request, changelog or release link) in the same paragraph',
    'P.md:6: "deprecated in 2.2" needs its source (a finos/FDC3 pull request, changelog or release link) in the same paragraph',
    'P.md:11: "Added in 1.2" needs its source (a finos/FDC3 pull request, changelog or release link) in the same paragraph',
    'P.md:13: a claim about certification needs a link to its public source in the same paragraph',
  ]);
  assert.deepEqual(unsourcedClaims('G.md', 'If your product has not been certified, say only that it supports FDC3.'), []);
});

test('a type string spelled two ways in one version is reported, except in a paragraph about spelling', () => {
  const pages = [
    {file: 'a.md', body: 'Send `fdc3.timerange`.\n\n```json\n{"type": "fdc3.timerange"}\n```\n'},
    {file: 'b.md', body: 'Also `fdc3.timerange` here.\n'},
    {file: 'c.md', body: 'Raise it with `fdc3.timeRange`.\n\n:::note[Spelling of the type string]\n2.1 writes `fdc3.timeRange`.\n:::\n'},
  ];
  assert.deepEqual(mixedSpellings(pages), [
    'c.md:1: "fdc3.timeRange" is spelled "fdc3.timerange" elsewhere in this version (mark an alternative spelling in a paragraph about spelling)',
  ]);
  assert.deepEqual(
    mixedSpellings([pages[0], pages[1], {file: 'c.md', body: ':::note[Spelling]\n2.1 writes `fdc3.timeRange`.\n:::\n'}]),
    [],
  );
  const codeAboutSpelling = "```ts\n// Listen under both spellings.\nfdc3.addContextListener('fdc3.timeRange', h);\n```\n";
  assert.deepEqual(mixedSpellings([pages[0], pages[1], {file: 'd.md', body: codeAboutSpelling}]), []);
});

test('a context example with an unknown type string, a wrong field or a wrong value type fails the example check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fdc3-examples-'));
  const file = path.join(dir, 'broken.md');
  fs.writeFileSync(
    file,
    [
      '---',
      'id: broken',
      '---',
      '```json',
      '{ "type": "fdc3.timeRange", "startTime": "2024-01-01T00:00:00Z" }',
      '```',
      '```json',
      '{ "type": "fdc3.instrument", "id": { "ticker": 42 } }',
      '```',
      '```json',
      '{ "type": "fdc3.chart", "instruments": [], "style": "sparkline" }',
      '```',
      '```json',
      '{ "type": "fdc3.instrument", "id": { "ticker": "AAPL", "acme.id": "x" }, "market": { "MIC": "XNAS" } }',
      '```',
      '```ts',
      "import type { Context } from '@finos/fdc3';",
      "const c: Context = { type: 'fdc3.timeRange' };",
      '```',
    ].join('\n'),
  );
  try {
    const problems = checkExamples([file], 'fdc3-2.0').map((p) => `${p.line}: ${p.message}`);
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.match(
      problems.join('\n'),
      /^5: context type "fdc3\.timeRange" is not defined by this version's typings \(its spelling there: fdc3\.timerange\)$/m,
    );
    assert.match(problems.join('\n'), /^18: context type "fdc3\.timeRange" is not defined/m);
    assert.match(problems.join('\n'), /^8: .*number.*string/m);
    assert.match(problems.join('\n'), /^11: .*"sparkline"/m);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
