/**
 * The build output (src/plugins/build-output): its steps run in a fixed
 * order, so the headers step lists what the steps before it wrote; the CSP's
 * script hashes come from the scripts' sources, and a built page with any
 * other inline script fails the build; bad options are refused by name.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {DocusaurusConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import buildOutputPlugin, {
  buildOutputSteps,
  runBuildOutput,
  type BuildOutputContext,
  type BuildOutputStep,
} from '../../src/plugins/build-output';
import {sha256} from '../../src/plugins/build-output/headers/csp';
import {parseHeaders} from '../../src/plugins/build-output/headers/headers-file';
import {checkInlineScripts, minifiedAsInPages, type HtmlMinify} from '../../src/plugins/build-output/headers/inline-scripts';
import {redirectScript} from '../../src/plugins/build-output/redirect-pages';

/** Stands in for Docusaurus's HTML minifier: trims each inline script. */
const minify: HtmlMinify = async (html) => html.replace(/<script>([\s\S]*?)<\/script>/g, (_, s: string) => `<script>${s.trim()}</script>`);

const themeScript = '\n  document.documentElement.dataset.theme = "light";\n';

function fixtureBuild(): BuildOutputContext {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-output-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title} | FDC3</title></head><body><script>${themeScript.trim()}</script><main>${title}</main></body></html>`;
  fs.writeFileSync(path.join(outDir, 'index.html'), page('Home'));
  fs.mkdirSync(path.join(outDir, 'docs', 'new'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'docs', 'new', 'index.html'), page('New page'));
  const siteConfig = {
    url: 'https://fdc3.example.org',
    baseUrl: '/',
    title: 'FDC3',
    baseUrlIssueBanner: false,
    noIndex: false,
    themeConfig: {image: 'img/card.png'},
  } as unknown as DocusaurusConfig;
  return {
    outDir,
    siteDir: outDir,
    siteConfig,
    tags: {headTags: '', preBodyTags: `<script>${themeScript}</script>`, postBodyTags: ''},
    docsContent: undefined,
    options: {redirects: [{from: '/docs/old', to: '/docs/new'}], analytics: false, minimumSearchPages: 1},
    minify: async () => minify,
    writtenBeside: ['sitemap.xml'],
  };
}

/** The real steps, with the Markdown and search steps replaced by stand-ins that write one file each. */
function stepsWithStandIns(): BuildOutputStep[] {
  return buildOutputSteps.map((step) => {
    if (step.name === 'Markdown copies and llms.txt')
      return {...step, run: async (c) => fs.writeFileSync(path.join(c.outDir, 'llms.txt'), '# FDC3\n')};
    if (step.name === 'search index')
      return {
        ...step,
        run: async (c) => {
          fs.mkdirSync(path.join(c.outDir, 'pagefind'));
          fs.writeFileSync(path.join(c.outDir, 'pagefind', 'pagefind.js'), '');
        },
      };
    return step;
  });
}

const headerPaths = (outDir: string) => parseHeaders(fs.readFileSync(path.join(outDir, '_headers'), 'utf8')).map((r) => r.path);

test('the steps run in order: redirect pages, Markdown, search index, then the headers of everything they wrote', async () => {
  assert.deepEqual(
    buildOutputSteps.map((s) => s.name),
    ['redirect pages', 'Markdown copies and llms.txt', 'search index', 'headers and redirects'],
  );
  const context = fixtureBuild();
  await runBuildOutput(context, stepsWithStandIns());
  assert.match(fs.readFileSync(path.join(context.outDir, 'docs', 'old', 'index.html'), 'utf8'), /Moved: New page/);
  const paths = headerPaths(context.outDir);
  for (const written of ['/pagefind/*', '/llms.txt', '/sitemap.xml']) assert.ok(paths.includes(written), `${written} has its cache rule`);
  const csp = parseHeaders(fs.readFileSync(path.join(context.outDir, '_headers'), 'utf8'))[0]!.headers.find(
    ([k]) => k === 'Content-Security-Policy',
  )![1];
  assert.ok(csp.includes(`'${sha256(redirectScript)}'`), 'the redirect pages’ script is allowed');
  assert.ok(csp.includes(`'${sha256(themeScript.trim())}'`), 'the theme’s script, as minified, is allowed');
  assert.equal(fs.readFileSync(path.join(context.outDir, '_redirects'), 'utf8'), '/docs/old /docs/new 301\n');
});

test('run in another order, the headers miss what was written after them (what the fixed order prevents)', async () => {
  const context = fixtureBuild();
  await runBuildOutput(context, [...stepsWithStandIns()].reverse());
  const paths = headerPaths(context.outDir);
  assert.ok(!paths.includes('/pagefind/*'));
  assert.ok(!paths.includes('/llms.txt'));
});

test('a built page with an inline script whose hash the CSP lacks fails the headers step, naming the page', async () => {
  const context = fixtureBuild();
  fs.writeFileSync(
    path.join(context.outDir, 'docs', 'new', 'index.html'),
    '<html><head><title>New page | FDC3</title></head><body><script>newFrameworkScript()</script></body></html>',
  );
  await assert.rejects(runBuildOutput(context, stepsWithStandIns()), (error: Error) => {
    assert.match(error.message, /not among the scripts whose hashes the CSP allows/);
    assert.match(error.message, /docs\/new\/index\.html: sha256-\S+ for <script>newFrameworkScript\(\)/);
    return true;
  });
  assert.ok(!fs.existsSync(path.join(context.outDir, '_headers')), 'no _headers is written');
  // The check itself reads only: the same pages with the script's hash allowed pass.
  const pages = [{file: 'a.html', html: '<script>x()</script>'}];
  assert.doesNotThrow(() => checkInlineScripts(pages, new Set([sha256('x()')])));
});

test('scripts are hashed as the minified pages carry them', async () => {
  assert.deepEqual(await minifiedAsInPages(['\n  a();\n'], minify), ['a();']);
});

test('bad options stop the build with the plugin name and the option at fault', () => {
  // As Docusaurus calls it (core's plugins/init.js), with the validator of @docusaurus/utils-validation.
  const validate = (options: unknown) =>
    buildOutputPlugin.validateOptions({
      validate: normalizePluginOptions as Parameters<typeof buildOutputPlugin.validateOptions>[0]['validate'],
      options,
    });
  const good = {redirects: [{from: '/docs/old', to: '/docs/new#a'}], analytics: true, minimumSearchPages: 300};
  assert.deepEqual(validate(good), {...good, id: 'default'});
  assert.throws(
    () => validate({...good, minimumSearchPages: 0}),
    /^Error: build-output plugin options: "minimumSearchPages" must be greater than or equal to 1/,
  );
  assert.throws(() => validate({...good, analytics: 'yes'}), /build-output plugin options: "analytics" must be a boolean/);
  assert.throws(
    () => validate({...good, redirects: [{from: 'docs/x', to: '/docs/y'}]}),
    /"redirects\[0\]\.from" .*site path starting with "\/"/,
  );
  assert.throws(() => validate({...good, redirects: [{from: '/docs/x', to: '/docs/x#a'}]}), /\/docs\/x → \/docs\/x#a leads to itself/);
  assert.throws(
    () =>
      validate({
        ...good,
        redirects: [
          {from: '/docs/x', to: '/docs/y'},
          {from: '/docs/x', to: '/docs/z'},
        ],
      }),
    /"redirects\[1\]" contains a duplicate value/,
  );
  assert.throws(() => validate({redirects: []}), /"analytics" is required/);
});
