/**
 * The no-analytics policy: a build made without GA_TRACKING_ID loads nothing
 * from Google and allows no Google host. The browser suite runs on the build
 * made with a GA id (its harness stubs gtag.js and fails on any other
 * third-party request); this test covers the build without one, which used to
 * be a second full production build (`build-plain`) served to the browser:
 *
 * - the config has no gtag and no Google Tag Manager, and no script,
 *   stylesheet or head tag from another host;
 * - the build-output plugin is told analytics are off, and the `_headers` its
 *   headers step then writes into a build has a Content-Security-Policy naming no Google
 *   host (and the same security headers as with analytics).
 *
 * Each check is shown failing on the config made with a GA id.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Preset from '@docusaurus/preset-classic';
import createConfig from '../../docusaurus.config';
import buildOutputPlugin, {type BuildOutputOptions} from '../../src/plugins/build-output';
import {writeHeaders} from '../../src/plugins/build-output/headers';

const withoutGa: NodeJS.ProcessEnv = {};
const withGa: NodeJS.ProcessEnv = {GA_TRACKING_ID: 'G-E2ETEST000'};
const google = /google|gtag/i;

/** What the config asks every page to load: preset analytics options, and scripts, stylesheets and head tags. */
function loads(env: NodeJS.ProcessEnv): string {
  const config = createConfig(env);
  const preset = config.presets?.[0];
  assert.ok(Array.isArray(preset), 'the classic preset is configured with options');
  const {gtag, googleTagManager, googleAnalytics} = preset[1] as Preset.Options;
  return JSON.stringify({
    gtag,
    googleTagManager,
    googleAnalytics,
    scripts: config.scripts,
    stylesheets: config.stylesheets,
    headTags: config.headTags,
  });
}

/** The options the config gives the build-output plugin. */
function buildOutputOptions(env: NodeJS.ProcessEnv): BuildOutputOptions {
  const entry = (createConfig(env).plugins ?? []).find((p) => Array.isArray(p) && p[0] === buildOutputPlugin);
  assert.ok(Array.isArray(entry), 'the build-output plugin is configured with options');
  return entry[1] as unknown as BuildOutputOptions;
}

/** The `_headers` the headers step writes, with the config's options for `env`, into a one-page build with the site's inline script. */
async function headersWritten(env: NodeJS.ProcessEnv): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-analytics-'));
  try {
    const script = '<script>var x=1</script>';
    fs.writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><html><head>${script}</head><body></body></html>`);
    const config = createConfig(env);
    const {analytics, redirects} = buildOutputOptions(env);
    await writeHeaders({
      outDir,
      siteConfig: {baseUrl: config.baseUrl, baseUrlIssueBanner: config.baseUrlIssueBanner ?? true},
      tags: {headTags: script, preBodyTags: '', postBodyTags: ''},
      minify: async (html) => html,
      analytics,
      redirects,
      writtenBeside: [],
    });
    return fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

const csp = (headers: string) => /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';

test('without GA_TRACKING_ID the config loads nothing from Google, nor any script, stylesheet or head tag from another host', () => {
  const plain = loads(withoutGa);
  assert.doesNotMatch(plain, google);
  assert.doesNotMatch(plain, /https?:\/\//, 'nothing is loaded from another host');
  assert.equal(loads({GA_TRACKING_ID: '  '}), plain, 'a blank id is no id');
  // The check sees analytics when they are configured.
  assert.match(loads(withGa), google);
});

test('without GA_TRACKING_ID the build-output plugin is told analytics are off', () => {
  assert.equal(buildOutputOptions(withoutGa).analytics, false);
  assert.equal(buildOutputOptions(withGa).analytics, true);
});

test('without GA_TRACKING_ID the _headers written into the build allow no Google host, and keep every other header', async () => {
  const plain = await headersWritten(withoutGa);
  const tracked = await headersWritten(withGa);
  const policy = csp(plain);
  assert.match(
    policy,
    /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/,
    'inline scripts are allowed by their hashes, nothing else',
  );
  assert.doesNotMatch(policy, google);
  assert.doesNotMatch(policy, /https?:/, 'no other host at all');
  // The check sees Google hosts where analytics are on, and nothing else differs between the two.
  assert.match(csp(tracked), /googletagmanager\.com/);
  const withoutCsp = (headers: string) => headers.replace(/Content-Security-Policy: .*/, '');
  assert.equal(withoutCsp(plain), withoutCsp(tracked));
});
