/**
 * Absolute links to the site's own origin (https://fdc3.finos.org/..., the
 * config's url) are checked like relative ones: every such link in the docs'
 * and blog's Markdown must lead to something the build serves (a served schema,
 * a doc, a page, a toolbox route). Docusaurus's own check skips absolute URLs;
 * the browser crawl (tests/e2e/crawl.spec.ts) checks the same links in the
 * built pages through `internalUrl`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import createConfig from '../../docusaurus.config';
import {loadSchemaSets, schemaIndexFile} from '../../src/fdc3/schemas';
import {docsVersions, repoRoot} from '../../src/fdc3/docs-versions';
import {indexDocs} from '../../src/fdc3/docs-index';
import {listMarkdown} from '../../src/fdc3/markdown';
import {internalUrl, selfLinkPath, selfLinkProblems, selfLinks} from '../../src/fdc3/self-links';
import {toolboxPaths} from '../../src/toolbox/paths';
import {resolvesTo} from '../../scripts/lib/build-pages';

const config = createConfig({} as NodeJS.ProcessEnv);
const siteUrl = config.url;

/** What the build serves at a path, as far as the sources tell: schemas, docs, pages, blog and toolbox routes. */
function sourceRoutes(): (p: string) => boolean {
  const served = new Set(loadSchemaSets({siteUrl, baseUrl: '/'}).flatMap((s) => s.files.map((f) => `/${f.path}`)));
  served.add(`/${schemaIndexFile}`);
  const routes = new Set<string>(['/', '/blog', '/docs']);
  for (const version of docsVersions) for (const doc of indexDocs(version).values()) routes.add(doc.route);
  for (const f of fs.readdirSync(path.join(repoRoot, 'src/pages')))
    if (f.endsWith('.tsx') && f !== 'index.tsx') routes.add(`/${f.replace(/\.tsx$/, '')}`);
  for (const p of Object.values(toolboxPaths)) if (typeof p === 'string') routes.add(p);
  return (p) => served.has(p) || routes.has(p.replace(/\/$/, '') || '/');
}

/** A file's text with its front matter blanked, so that line numbers stay the file's and its fields are not read as prose. */
const bodyLines = (text: string) => text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (m) => m.replace(/[^\n]/g, ''));

const markdownFiles = () => [...docsVersions.map((v) => v.dir), 'blog'].flatMap((dir) => listMarkdown(path.join(repoRoot, dir)));

test('every absolute link to the site in the Markdown leads to something the build serves', () => {
  const resolves = sourceRoutes();
  let count = 0;
  const problems = markdownFiles().flatMap((file) => {
    const text = bodyLines(fs.readFileSync(file, 'utf8'));
    count += selfLinks(text, siteUrl).length;
    return selfLinkProblems(path.relative(repoRoot, file), text, siteUrl, resolves);
  });
  assert.deepEqual(problems, []);
  assert.ok(count > 20, `only ${count} self-links found; the docs link the served schemas absolutely in many places`);
});

test('a broken absolute self-link fails with its file and line; identifiers in code are not links', () => {
  const fixture = [
    'Intro with [a schema](https://fdc3.finos.org/schemas/1.2/instrument.schema.json).',
    'A broken one: [missing](https://fdc3.finos.org/schemas/1.2/missing-file.schema.json), and <https://fdc3.finos.org/docs/no-such-page>.',
    'An identifier: `https://fdc3.finos.org/schemas/next/<name>.schema.json`, and `https://fdc3.finos.org/schemas/next/...`.',
    '```json',
    '{ "$id": "https://fdc3.finos.org/schemas/9.9/x.schema.json" }',
    '```',
    'Bare: https://fdc3.finos.org/toolbox/fdc3-workbench/. Elsewhere: [x](https://example.com/schemas/9.9/).',
  ].join('\n');
  assert.deepEqual(
    selfLinks(fixture, siteUrl).map((l) => [l.line, l.path]),
    [
      [1, '/schemas/1.2/instrument.schema.json'],
      [2, '/schemas/1.2/missing-file.schema.json'],
      [2, '/docs/no-such-page'],
      [7, '/toolbox/fdc3-workbench/'],
    ],
  );
  const problems = selfLinkProblems('fixture.md', fixture, siteUrl, sourceRoutes());
  assert.deepEqual(problems, [
    'fixture.md:2: https://fdc3.finos.org/schemas/1.2/missing-file.schema.json links to this site, but nothing in the build is at /schemas/1.2/missing-file.schema.json',
    'fixture.md:2: https://fdc3.finos.org/docs/no-such-page links to this site, but nothing in the build is at /docs/no-such-page',
  ]);
});

test('under a base URL, only links below it are the site', () => {
  assert.equal(selfLinkPath('https://fdc3.finos.org/fdc3/schemas/1.2/a.json', 'https://fdc3.finos.org', '/fdc3/'), '/schemas/1.2/a.json');
  assert.equal(selfLinkPath('https://fdc3.finos.org/other/', 'https://fdc3.finos.org', '/fdc3/'), undefined);
  assert.equal(selfLinkPath('https://fdc3.finos.org.evil.example/x', 'https://fdc3.finos.org'), undefined);
});

test('the crawl treats a link to the configured origin as internal, and a broken one as leading nowhere', () => {
  const served = 'http://127.0.0.1:3210';
  const files = new Set(['/index.html', '/schemas/1.2/instrument.schema.json', '/docs/fdc3-intro/index.html']);
  const good = internalUrl('https://fdc3.finos.org/schemas/1.2/instrument.schema.json', served, siteUrl);
  assert.equal(good?.href, `${served}/schemas/1.2/instrument.schema.json`);
  assert.ok(resolvesTo(files, good.pathname));
  const broken = internalUrl('https://fdc3.finos.org/schemas/1.2/missing-file.schema.json#x', served, siteUrl);
  assert.equal(broken?.origin, served);
  assert.equal(resolvesTo(files, broken.pathname), undefined);
  assert.equal(internalUrl(`${served}/docs/fdc3-intro`, served, siteUrl)?.pathname, '/docs/fdc3-intro');
  assert.equal(internalUrl('https://github.com/finos/FDC3', served, siteUrl), undefined);
});
