import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type * as Preset from '@docusaurus/preset-classic';
import createConfig from '../../docusaurus.config';
import e2eFixturesPlugin from '../../src/plugins/e2e-fixtures';
import buildOutputPlugin, {type BuildOutputOptions} from '../../src/plugins/build-output';
import {repoRoot} from '../../src/fdc3/docs-versions';

type ClassicOptions = Preset.Options;

function presetOptions(env: NodeJS.ProcessEnv): ClassicOptions {
  const config = createConfig(env);
  const preset = config.presets?.[0];
  assert.ok(Array.isArray(preset), 'the classic preset is configured with options');
  return preset[1] as ClassicOptions;
}

function themeConfig(env: NodeJS.ProcessEnv = {}): Preset.ThemeConfig {
  return createConfig(env).themeConfig as Preset.ThemeConfig;
}

test('site identity and defaults', () => {
  const config = createConfig({});
  assert.equal(config.title, 'FDC3');
  assert.equal(config.tagline, 'Open standards for the financial desktop');
  assert.equal(config.organizationName, 'finos');
  assert.equal(config.projectName, 'FDC3');
  assert.equal(config.url, 'https://fdc3.finos.org');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.noIndex, false, 'search engines are not blocked');
  assert.ok(fs.existsSync(path.join(repoRoot, 'static', config.favicon!)), 'favicon file exists');
  // Nothing reads custom fields in the browser: the site's data is imported where it is used (src/data/site.ts).
  assert.equal(config.customFields, undefined, 'no custom fields ship in every page bundle');
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.i18n?.localeConfigs?.en?.direction, 'ltr');
});

test('every page shares our own social card: a 1200×630 PNG under 100 KB', () => {
  const image = themeConfig().image;
  assert.equal(image, 'img/fdc3-social-card.png');
  const png = fs.readFileSync(path.join(repoRoot, 'static', image));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  // The IHDR chunk: width and height as big-endian 32-bit numbers at bytes 16 and 20.
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
  assert.ok(png.length < 100 * 1024, `${png.length} bytes`);
});

test('site URL and base path come from the environment', () => {
  const config = createConfig({SITE_URL: 'https://example.org', BASE_URL: '/fdc3/'});
  assert.equal(config.url, 'https://example.org');
  assert.equal(config.baseUrl, '/fdc3/');
});

test('broken links fail the build in CI and only warn locally', () => {
  const ci = createConfig({CI: 'true'});
  assert.equal(ci.onBrokenLinks, 'throw');
  assert.equal(ci.onBrokenAnchors, 'throw');
  assert.equal(ci.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
  const local = createConfig({});
  assert.equal(local.onBrokenLinks, 'warn');
  assert.equal(local.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
  assert.equal(createConfig({STRICT_LINKS: 'true'}).onBrokenLinks, 'throw');
});

test('builds use Docusaurus Faster, with the persistent cache only on request and no SSG worker threads', () => {
  type Faster = {rspackBundler?: boolean; swcJsLoader?: boolean; rspackPersistentCache?: boolean; ssgWorkerThreads?: boolean};
  const faster = (env: NodeJS.ProcessEnv) => (createConfig(env).future as {faster?: Faster}).faster!;
  assert.equal(faster({}).rspackBundler, true);
  assert.equal(faster({}).swcJsLoader, true);
  assert.equal(faster({}).ssgWorkerThreads, false);
  assert.equal(faster({}).rspackPersistentCache, false);
  assert.equal(faster({BUILD_CACHE: 'true'}).rspackPersistentCache, true);
});

test('analytics are off unless a tracking id is given', () => {
  assert.equal(presetOptions({}).gtag, undefined);
  assert.equal(presetOptions({GA_TRACKING_ID: '  '}).gtag, undefined);
  const gtag = presetOptions({GA_TRACKING_ID: 'G-ABC123'}).gtag;
  assert.ok(gtag && !Array.isArray(gtag.trackingID) ? gtag.trackingID === 'G-ABC123' : false);
});

test('the e2e fixture route is only added on request', () => {
  const hasFixtures = (env: NodeJS.ProcessEnv) => (createConfig(env).plugins ?? []).includes(e2eFixturesPlugin);
  assert.equal(hasFixtures({}), false);
  assert.equal(hasFixtures({E2E_FIXTURES: 'true'}), true);
});

test('old 1.x doc ids are redirected inside their version, and follow the base URL of the latest release', () => {
  const entry = (createConfig({}).plugins ?? []).find((p) => Array.isArray(p) && p[0] === buildOutputPlugin);
  assert.ok(Array.isArray(entry), 'build-output plugin configured');
  const pluginNames = (createConfig({}).plugins ?? []).map((p) => (Array.isArray(p) ? p[0] : p)).filter((p) => typeof p === 'string');
  assert.ok(!pluginNames.some((name) => name.includes('client-redirects')), 'only one plugin writes redirect pages');
  const {redirects} = entry[1] as unknown as BuildOutputOptions;
  assert.ok(redirects.some((r) => r.from === '/docs/1.2/appd-intro' && r.to === '/docs/1.2/app-directory/overview'));
  assert.ok(redirects.some((r) => r.from === '/docs/1.0/appd-discovery' && r.to === '/docs/1.0/app-directory/overview#discovery'));
  for (const r of redirects) assert.equal(r.from.split('/')[2], r.to.split('/')[2], `${r.from} → ${r.to} stays in its version`);
});

test('docs versions: the newest release in versions.json is current at /docs, next is unreleased at /docs/next', () => {
  const [latest, ...older]: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));
  const docs = presetOptions({}).docs;
  assert.ok(docs, 'docs plugin configured');
  assert.equal(docs.lastVersion, latest);
  assert.deepEqual(docs.versions?.current, {label: 'Next', path: 'next', banner: 'unreleased'});
  assert.equal(docs.versions?.[latest]?.path, '');
  assert.ok(older.length > 0, 'older releases are listed');
  for (const v of older) assert.equal(docs.versions?.[v]?.path, v);
  assert.equal(docs.breadcrumbs, true);
  assert.equal(docs.showLastUpdateAuthor, true);
  assert.equal(docs.showLastUpdateTime, true);
  assert.ok(docs.editUrl, 'docs have an edit link');
});

/** The version dropdown's items: name and label, in order. */
function dropdownVersions(env: NodeJS.ProcessEnv): [string, string | undefined][] {
  const dropdown = (themeConfig(env).navbar?.items ?? []).find((item) => item.type === 'docsVersionDropdown') as
    {versions?: Record<string, {label?: string}>} | undefined;
  assert.ok(dropdown?.versions, 'the version dropdown lists its versions through config');
  return Object.entries(dropdown.versions).map(([name, config]) => [name, config.label]);
}

test('the version dropdown lists released versions newest first, then the draft as Main/Unreleased', () => {
  const released: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));
  assert.deepEqual(dropdownVersions({}), [...released.map((name) => [name, undefined]), ['current', 'Main/Unreleased']]);
});

/** The docs plugin's onlyIncludeVersions (undefined: every version). */
function onlyIncludeVersions(env: NodeJS.ProcessEnv): string[] | undefined {
  const docs = presetOptions(env).docs;
  assert.ok(docs, 'docs plugin configured');
  return docs.onlyIncludeVersions;
}

test('npm start builds only the draft and the latest release; builds and start:all build every version', () => {
  const [latest]: string[] = JSON.parse(fs.readFileSync(path.join(repoRoot, 'versions.json'), 'utf8'));
  const start = {DOCS_VERSIONS: 'dev', NODE_ENV: 'development'};
  assert.deepEqual(onlyIncludeVersions(start), ['current', latest]);
  assert.deepEqual(dropdownVersions(start), [
    [latest, undefined],
    ['current', 'Main/Unreleased'],
  ]);
  // `npm run start:all`, and `docusaurus build`, which sets NODE_ENV to production even when DOCS_VERSIONS is left set.
  for (const env of [{NODE_ENV: 'development'}, {DOCS_VERSIONS: 'dev', NODE_ENV: 'production'}, {}]) {
    assert.equal(onlyIncludeVersions(env), undefined, JSON.stringify(env));
    assert.equal(dropdownVersions(env).length, dropdownVersions({}).length, JSON.stringify(env));
  }
  const scripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;
  assert.match(scripts.start, /DOCS_VERSIONS=dev .*docusaurus start/);
  assert.doesNotMatch(scripts['start:all'], /DOCS_VERSIONS/);
  for (const name of ['build', 'build:strict', 'build:e2e']) assert.doesNotMatch(scripts[name], /DOCS_VERSIONS/, name);
});

test('navbar has every item the spec lists, in order', () => {
  const items = themeConfig().navbar?.items ?? [];
  const described = items.map((item) => {
    const i = item as {type?: string; label?: string; to?: string; href?: string; docId?: string};
    return i.type === 'doc' ? `doc:${i.docId}:${i.label}` : i.label ? `${i.label}->${i.to ?? i.href}` : `${i.type}`;
  });
  assert.deepEqual(described, [
    'doc:fdc3-intro:Getting Started',
    'Community->/community',
    'doc:fdc3-standard:The Standard',
    'Get Involved->/get-involved',
    'App Directory->https://directory.fdc3.finos.org',
    'Training->https://www.edx.org/course/fdc3-interoperability-for-the-financial-desktop',
    'docsVersionDropdown',
    'localeDropdown',
    'search',
  ]);
  assert.equal(themeConfig().navbar?.hideOnScroll, true);
});

test('footer: Learn (with the toolbox), Community and More groups, membership strap, copyright 2023', () => {
  const footer = themeConfig().footer!;
  const groups = footer.links as {title: string; items: {label: string; to?: string; href?: string}[]}[];
  assert.deepEqual(
    groups.map((g) => g.title),
    ['Learn', 'Community', 'More'],
  );
  const learn = groups[0].items.map((i) => i.to ?? i.href);
  assert.deepEqual(learn, [
    '/docs/fdc3-intro',
    '/docs/supported-platforms',
    '/docs/api/ref/DesktopAgent',
    '/docs/use-cases/overview',
    '/toolbox',
    'https://www.edx.org/course/fdc3-interoperability-for-the-financial-desktop',
  ]);
  assert.match(footer.copyright ?? '', /Copyright © 2023/);
  assert.ok(footer.logo?.href?.includes('finos.org'), 'FINOS membership strap links to FINOS');
  assert.ok(fs.existsSync(path.join(repoRoot, 'static', footer.logo?.src ?? '')), 'strap image exists');
});

test('theme: light by default, follows the system, switch enabled; TOC levels 2 to 3; dismissible announcement', () => {
  const theme = themeConfig();
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.ok(theme.announcementBar?.id, 'announcement bar has an id');
  assert.equal(theme.announcementBar?.isCloseable, true);
});
