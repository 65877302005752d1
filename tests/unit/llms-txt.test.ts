/**
 * The llms-txt step's generator (src/plugins/build-output/llms-txt/generate.ts) on a small
 * fixture site: the llms.txt of the latest version, the Markdown copy of a
 * page, and bad input failing with the file named.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  linkIndex,
  markdownPath,
  readSite,
  renderDocMarkdown,
  renderLlmsTxt,
  renderOutput,
  type DocsContent,
  type Site,
  type SiteDoc,
} from '../../src/plugins/build-output/llms-txt/generate';
import {versionRouteBase} from '../../src/fdc3/routes';
import {releasedVersionNames} from '../../src/fdc3/docs-versions';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-txt-'));
process.on('exit', () => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(siteDir, rel)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, rel), text);
}

const page = (title: string, description: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${description}\n${extra}---\n\n${body}`;

write('docs/fdc3-intro.md', page('Introduction to FDC3 Next', 'The draft.', 'Draft text.\n'));
write('versioned_docs/version-2.0/fdc3-intro.md', page('Introduction to FDC3 2.0', 'What FDC3 is.', 'Intro text.\n'));
write(
  'versioned_docs/version-2.0/api/ref/DesktopAgent.md',
  page(
    'DesktopAgent',
    'Every member of the\n  DesktopAgent interface.',
    [
      'See [Globals](../spec.md#globals), [`PrivateChannel`](./PrivateChannel.md) and [below](#raiseintent).',
      '',
      '### `raiseIntent` {/* #raiseintent */}',
      '',
      ':::caution[Deprecated]',
      'The `name` form, see <VersionLink version="1.2" to="api/ref/PrivateChannel">1.2</VersionLink>.',
      ':::',
      'After the note.',
      '',
      '```ts',
      '// {/* kept */} <VersionLink version="x" to="y">in code</VersionLink> [a](./PrivateChannel.md)',
      ':::note',
      '```',
      '',
      'Inline `[code](./PrivateChannel.md)` stays.',
      '',
    ].join('\n'),
  ),
);
write('versioned_docs/version-2.0/api/spec.md', page('API specification', 'The API.', '## Globals\n'));
write('versioned_docs/version-2.0/api/ref/PrivateChannel.md', page('PrivateChannel', 'Channels [for two].', 'Text.\n'));
write('versioned_docs/version-2.0/api/ref/Gap.md', page('Gap', 'Not in 2.0.', 'Gap.\n', 'unlisted: true\n'));
write('versioned_docs/version-2.0/use-cases/overview.md', page('Use cases', 'Why FDC3 exists.', 'Use cases.\n'));
write('versioned_docs/version-1.2/fdc3-intro.md', page('Introduction to FDC3 1.2', 'What 1.2 contained.', 'Old intro.\n'));
write(
  'versioned_docs/version-1.2/api/ref/PrivateChannel.md',
  page(
    'PrivateChannel (not in FDC3 1.2)',
    'PrivateChannel arrived in 2.0.',
    'Read about it in <VersionLink version="2.0" to="api/ref/PrivateChannel#broadcast">PrivateChannel in FDC3 2.0</VersionLink>.\n',
    'unlisted: true\n',
  ),
);

const doc = (version: string, id: string, unlisted = false) => {
  const dir = version === 'current' ? 'docs' : `versioned_docs/version-${version}`;
  const route = version === '2.0' ? '/fdc3/docs' : `/fdc3/docs/${version === 'current' ? 'next' : version}`;
  return {id, source: `@site/${dir}/${id}.md`, permalink: `${route}/${id}`, unlisted};
};

function content(extraDocs: DocsContent['loadedVersions'][number]['docs'] = []): DocsContent {
  return {
    loadedVersions: [
      {
        versionName: 'current',
        label: 'Next',
        isLast: false,
        contentPath: path.join(siteDir, 'docs'),
        docs: [doc('current', 'fdc3-intro')],
        sidebars: {docs: [{type: 'doc', id: 'fdc3-intro'}]},
      },
      {
        versionName: '2.0',
        label: '2.0',
        isLast: true,
        contentPath: path.join(siteDir, 'versioned_docs/version-2.0'),
        docs: [
          doc('2.0', 'fdc3-intro'),
          doc('2.0', 'api/spec'),
          doc('2.0', 'api/ref/DesktopAgent'),
          doc('2.0', 'api/ref/PrivateChannel'),
          doc('2.0', 'api/ref/Gap', true),
          doc('2.0', 'use-cases/overview'),
          ...extraDocs,
        ],
        sidebars: {
          docs: [
            {type: 'doc', id: 'fdc3-intro'},
            {
              type: 'category',
              label: 'API',
              link: {type: 'doc', id: 'api/spec'},
              items: [
                {
                  type: 'category',
                  label: 'Reference',
                  items: [
                    {type: 'doc', id: 'api/ref/DesktopAgent'},
                    {type: 'doc', id: 'api/ref/PrivateChannel'},
                  ],
                },
                {type: 'doc', id: 'api/ref/Gap'},
                {type: 'link'},
              ],
            },
          ],
          'use-cases': [{type: 'doc', id: 'use-cases/overview'}],
        },
      },
      {
        versionName: '1.2',
        label: '1.2',
        isLast: false,
        contentPath: path.join(siteDir, 'versioned_docs/version-1.2'),
        docs: [doc('1.2', 'fdc3-intro'), doc('1.2', 'api/ref/PrivateChannel', true)],
        sidebars: {docs: [{type: 'doc', id: 'fdc3-intro'}]},
      },
    ],
  };
}

const site: Site = readSite(content(), {siteDir, url: 'https://example.org/', baseUrl: '/fdc3/', title: 'FDC3'});
const find = (version: string, id: string): SiteDoc => {
  const found = site.versions.find((v) => v.name === version)?.docs.find((d) => d.id === id);
  assert.ok(found, `${version} ${id}`);
  return found;
};
const failOnBrokenLink = (message: string) => assert.fail(message);

test('llms.txt lists the latest version by sidebar category, with absolute links, and leaves out gap pages and next', () => {
  assert.equal(
    renderLlmsTxt(site, {summary: 'FDC3 is a standard.'}),
    [
      '# FDC3',
      '',
      '> FDC3 is a standard. This file lists the documentation of FDC3 2.0, the current release.',
      '',
      'Each link leads to the Markdown copy of a page; the same address without `.md` is the HTML page. ' +
        'Every docs page of every version has its Markdown at its address with `.md` appended. ' +
        'The introductions of past releases are listed under Optional.',
      '',
      '## Introduction',
      '',
      '- [Introduction to FDC3 2.0](https://example.org/fdc3/docs/fdc3-intro.md): What FDC3 is.',
      '',
      '## API',
      '',
      '- [API specification](https://example.org/fdc3/docs/api/spec.md): The API.',
      '- [DesktopAgent](https://example.org/fdc3/docs/api/ref/DesktopAgent.md): Every member of the DesktopAgent interface.',
      '- [PrivateChannel](https://example.org/fdc3/docs/api/ref/PrivateChannel.md): Channels [for two].',
      '',
      '## Use cases',
      '',
      '- [Use cases](https://example.org/fdc3/docs/use-cases/overview.md): Why FDC3 exists.',
      '',
      '## Optional',
      '',
      '- [FDC3 1.2 (past release): Introduction to FDC3 1.2](https://example.org/fdc3/docs/1.2/fdc3-intro.md): What 1.2 contained.',
      '',
    ].join('\n'),
  );
});

test('a listed doc missing from every sidebar still appears in llms.txt, under Other pages', () => {
  write('versioned_docs/version-2.0/orphan.md', page('Orphan', 'In no sidebar.', 'Text.\n'));
  const withOrphan = readSite(content([doc('2.0', 'orphan')]), {siteDir, url: 'https://example.org', baseUrl: '/fdc3/', title: 'FDC3'});
  assert.match(
    renderLlmsTxt(withOrphan, {summary: 'S.'}),
    /## Other pages\n\n- \[Orphan\]\(https:\/\/example\.org\/fdc3\/docs\/orphan\.md\): In no sidebar\.\n\n## Optional/,
  );
});

test('a Markdown copy has the title, the description as a quote and the body as plain Markdown with absolute links', () => {
  const index = linkIndex(site);
  assert.equal(
    renderDocMarkdown(find('1.2', 'api/ref/PrivateChannel'), index, failOnBrokenLink),
    [
      '# PrivateChannel (not in FDC3 1.2)',
      '',
      '> PrivateChannel arrived in 2.0.',
      '',
      'Read about it in [PrivateChannel in FDC3 2.0](https://example.org/fdc3/docs/api/ref/PrivateChannel#broadcast).',
      '',
    ].join('\n'),
  );

  const markdown = renderDocMarkdown(find('2.0', 'api/ref/DesktopAgent'), index, failOnBrokenLink);
  assert.ok(markdown.startsWith('# DesktopAgent\n\n> Every member of the DesktopAgent interface.\n\nSee '), markdown);
  assert.ok(!markdown.includes('title:') && !markdown.startsWith('---'), 'no front matter');
  assert.ok(
    markdown.includes(
      'See [Globals](https://example.org/fdc3/docs/api/spec#globals), [`PrivateChannel`](https://example.org/fdc3/docs/api/ref/PrivateChannel) ' +
        'and [below](https://example.org/fdc3/docs/api/ref/DesktopAgent#raiseintent).',
    ),
    markdown,
  );
  assert.ok(markdown.includes('\n### `raiseIntent`\n'), 'heading id comment removed');
  assert.ok(
    markdown.includes(
      '> **Deprecated**\n>\n> The `name` form, see [1.2](https://example.org/fdc3/docs/1.2/api/ref/PrivateChannel).\n\nAfter the note.',
    ),
    `admonition as a quote:\n${markdown}`,
  );
  assert.ok(
    markdown.includes(
      '```ts\n// {/* kept */} <VersionLink version="x" to="y">in code</VersionLink> [a](./PrivateChannel.md)\n:::note\n```',
    ),
    'code blocks are left as they are',
  );
  assert.ok(markdown.includes('Inline `[code](./PrivateChannel.md)` stays.'), 'code spans are left as they are');
});

test('every doc of every version, gap pages included, gets its copy beside its page', () => {
  const files = renderOutput(site, {summary: 'S.', onBrokenLink: failOnBrokenLink}).map((f) => f.path);
  assert.deepEqual(files, [
    'llms.txt',
    'docs/next/fdc3-intro.md',
    'docs/fdc3-intro.md',
    'docs/api/spec.md',
    'docs/api/ref/DesktopAgent.md',
    'docs/api/ref/PrivateChannel.md',
    'docs/api/ref/Gap.md',
    'docs/use-cases/overview.md',
    'docs/1.2/fdc3-intro.md',
    'docs/1.2/api/ref/PrivateChannel.md',
  ]);
  assert.equal(markdownPath({...site, baseUrl: '/'}, {...find('2.0', 'fdc3-intro'), permalink: '/docs/'}), 'docs/index.md');
});

test('bad input fails with the file named', () => {
  write('versioned_docs/version-2.0/nameless.md', '---\ndescription: A page without a title.\n---\n\nText.\n');
  assert.throws(
    () => readSite(content([doc('2.0', 'nameless')]), {siteDir, url: 'https://example.org', baseUrl: '/fdc3/', title: 'FDC3'}),
    (error: Error) => error.message.includes(path.join('version-2.0', 'nameless.md')) && /has no title/.test(error.message),
  );

  write('versioned_docs/version-2.0/blank.md', '---\ntitle:\ndescription: Empty title.\n---\n\nText.\n');
  assert.throws(
    () => readSite(content([doc('2.0', 'blank')]), {siteDir, url: 'https://example.org', baseUrl: '/fdc3/', title: 'FDC3'}),
    /blank\.md: the front matter has no title/,
  );

  const index = linkIndex(site);
  const badLink: SiteDoc = {...find('2.0', 'api/spec'), body: 'See <VersionLink version="1.2" to="api/ref/Nope">nothing</VersionLink>.\n'};
  assert.throws(
    () => renderDocMarkdown(badLink, index, failOnBrokenLink),
    /version-2\.0\/api\/spec\.md: <VersionLink version="1\.2" to="api\/ref\/Nope">/,
  );

  const component: SiteDoc = {...find('2.0', 'api/spec'), body: '<Tabs>\n\ntext\n\n</Tabs>\n'};
  assert.throws(() => renderDocMarkdown(component, index, failOnBrokenLink), /api\/spec\.md: <Tabs> is MDX/);

  const broken: string[] = [];
  const brokenLink: SiteDoc = {...find('2.0', 'api/spec'), body: 'See [gone](./gone.md).\n'};
  assert.ok(renderDocMarkdown(brokenLink, index, (m) => broken.push(m)).includes('[gone](./gone.md)'));
  assert.equal(broken.length, 1);
  assert.match(broken[0], /api\/spec\.md: the link "\.\/gone\.md" names no docs page/);
});

test('the reader paths of Getting started become Markdown lists of the version’s steps, with absolute links', () => {
  const index = linkIndex(site);
  const intro: SiteDoc = {...find('2.0', 'fdc3-intro'), body: 'Before.\n\n<ReaderPaths version="2.0" />\n\nAfter.\n'};
  const copy = renderDocMarkdown(intro, index, failOnBrokenLink);
  assert.ok(!copy.includes('<ReaderPaths'));
  assert.match(copy, /### I build an app\n\nFrom a first app/);
  // 2.0's pages are at /docs until the next release moves them to /docs/2.0 (versions.json).
  const base20 = versionRouteBase('2.0', releasedVersionNames);
  assert.ok(
    copy.includes(`\n1. [Your first FDC3 app](https://example.org/fdc3${base20}/fdc3-intro#getting-started-as-an-app-developer): Install`),
    copy,
  );
  assert.match(copy, /\]\(https:\/\/example\.org\/fdc3\/toolbox\/fdc3-workbench\)/);
  assert.ok(!copy.includes('agent-bridging'), 'bridging is on the path of next only');
  const next: SiteDoc = {...find('current', 'fdc3-intro'), body: '<ReaderPaths version="current" />\n'};
  assert.ok(renderDocMarkdown(next, index, failOnBrokenLink).includes('https://example.org/fdc3/docs/next/agent-bridging/overview'));
  const wrong: SiteDoc = {...intro, body: '<ReaderPaths version="1.2" />\n'};
  assert.throws(
    () => renderDocMarkdown(wrong, index, failOnBrokenLink),
    /fdc3-intro\.md: <ReaderPaths version="1\.2" \/>: the paths have no version/,
  );
});
