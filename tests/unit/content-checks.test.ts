/**
 * The content checks fail on broken input: each runs here on a deliberately
 * broken fixture and must report it, naming the file, and stay quiet on a
 * good one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  fieldsTableProblems,
  foreignMemberSections,
  gapPageProblems,
  headingAnchors,
  missingEnumValues,
  missingMemberSections,
  redirectProblems,
  undescribedFields,
} from '../../scripts/lib/content-checks';

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
  assert.deepEqual(undescribedFields('M.md', 'AppMetadata', ['name', 'appId'], 'The `name` field.'), ['M.md: AppMetadata.appId is not described']);
  assert.deepEqual(undescribedFields('M.md', 'Listener', ['unsubscribe'], 'Call `unsubscribe()`.'), []);
  assert.deepEqual(
    missingEnumValues('E.md', 'OpenError', [{name: 'AppNotFound', value: 'AppNotFound'}, {name: 'AppTimeout', value: 'AppTimeout'}], '`AppNotFound`'),
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
  assert.deepEqual(gapPageProblems({...good, unlisted: false, inSidebar: true, body: 'PrivateChannel arrived later. <VersionLink version="2.0" to="api/ref/Channel">x</VersionLink>'}), [
    'P.md: a gap page must have "unlisted: true" in its front matter',
    'P.md: a gap page must not be listed in a sidebar',
    'P.md: a gap page must say "introduced in FDC3 2.0"',
    'P.md: a gap page must link to the page in FDC3 2.0: <VersionLink version="2.0" to="api/ref/PrivateChannel">',
  ]);
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
  assert.deepEqual([...headingAnchors('## `AppIntent`\n\n### `raiseIntent` (deprecated form)\n\n## What 1.2 added?\n')], [
    'appintent',
    'raiseintent-deprecated-form',
    'what-12-added',
  ]);
});
