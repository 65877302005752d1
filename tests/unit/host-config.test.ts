// cspell:ignore biuld (a misspelt table, on purpose)
/**
 * The host's files: the CI workflow and netlify.toml pass `npm run lint:host`,
 * which fails on broken copies naming file and line; and Netlify's build
 * commands, run by a shell with Netlify's variables, give the site the address
 * of the deploy (production or a pull request's preview).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inspect} from 'node:util';
import {parse as parseToml} from 'smol-toml';
import createConfig from '../../docusaurus.config';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {chromiumExecutable, debianChromium, debianHeadlessShell, drawingChromiumExecutable} from '../../src/data/chromium';
import {hostConfigProblems, netlifyFile, netlifyProblems, validatorProblems, workflowProblems} from '../../scripts/check-host-config';

const workflowFile = '.github/workflows/test.yml';
const workflow = fs.readFileSync(path.join(repoRoot, workflowFile), 'utf8');
const netlify = fs.readFileSync(path.join(repoRoot, netlifyFile), 'utf8');
const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts);

test('the workflow and netlify.toml pass the lint step', () => {
  assert.deepEqual(hostConfigProblems(), []);
});

test('CI runs .ci/run (the README command) in Node 20 on Debian bookworm, as .ci/run expects', () => {
  assert.match(workflow, /container: node:20-bookworm/);
  assert.match(workflow, /run: bash \.ci\/run/);
  const ciRun = fs.readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');
  assert.match(ciRun, /apt-get install -y chromium/, '.ci/run installs Debian chromium, which a Debian image has');
});

test("one Chromium for tests, bench and diagrams: unset is Debian's, a path is that browser, empty is Playwright's own (as netlify.toml sets it)", () => {
  assert.equal(chromiumExecutable({}), debianChromium);
  assert.equal(chromiumExecutable({CHROMIUM_PATH: '/opt/chromium/chrome'}), '/opt/chromium/chrome');
  assert.equal(chromiumExecutable({CHROMIUM_PATH: ''}), undefined);
  const {build} = parseToml(netlify) as {build: {environment: Record<string, string>}};
  assert.equal(chromiumExecutable(build.environment), undefined, "Netlify's build draws the diagrams in Playwright's Chromium");
});

test("the diagrams are drawn in Debian's headless shell when it is installed and CHROMIUM_PATH is unset, else in that same Chromium", () => {
  const installed = (file: string) => file === debianHeadlessShell;
  const missing = () => false;
  assert.equal(drawingChromiumExecutable({}, installed), debianHeadlessShell);
  assert.equal(drawingChromiumExecutable({}, missing), debianChromium);
  assert.equal(drawingChromiumExecutable({CHROMIUM_PATH: '/opt/chromium/chrome'}, installed), '/opt/chromium/chrome');
  assert.equal(drawingChromiumExecutable({CHROMIUM_PATH: ''}, installed), undefined);
  const ciRun = fs.readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');
  assert.match(ciRun, /apt-get install -y chromium chromium-headless-shell/, '.ci/run installs the headless shell beside chromium');
});

test('a workflow that breaks GitHub’s schema fails, naming the file and the property', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fdc3-host-'));
  try {
    const broken = path.join(dir, 'broken.yml');
    fs.writeFileSync(broken, workflow.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'));
    const problems = validatorProblems(broken, 'broken.yml');
    assert.ok(problems.length > 0);
    assert.ok(
      problems.every((p) => p.startsWith('broken.yml: ')),
      problems.join('\n'),
    );
    assert.match(problems.join('\n'), /runs_on/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a workflow that leaves out what the README promises fails, naming each', () => {
  const broken = workflow
    .replace('  pull_request:\n', '')
    .replace('node:20-bookworm', 'node:22-bookworm')
    .replace('        if: failure()\n', '')
    .replace(/ {6}- name: Cache npm downloads\n(?: {8}.*\n)+/, '');
  const problems = workflowProblems(broken, 'w.yml');
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0], /^w\.yml:\d+: must run on every pull_request/);
  assert.match(problems[1], /^w\.yml:\d+: the job must run in node:20-bookworm/);
  assert.match(problems[2], /^w\.yml: npm downloads are not cached/);
  assert.match(problems[3], /Playwright report/);
  assert.match(workflowProblems(workflow.replace('run: bash .ci/run', 'run: npm test'), 'w.yml').join(), /no job runs `bash \.ci\/run`/);
});

test('a broken netlify.toml fails, naming the file and line', () => {
  assert.deepEqual(netlifyProblems(netlify, scripts), []);
  assert.match(netlifyProblems('[build]\npublish = "build\n', scripts)[0], /^netlify\.toml:2: not valid TOML/);
  const problems = netlifyProblems(
    netlify
      .replace('publish = "build"', 'publish = "dist"')
      .replace('NODE_VERSION = "20"', 'NODE_VERSION = "18"')
      .replace('CHROMIUM_PATH = ""', 'CHROMIUM_PATH = "/usr/bin/chromium"')
      .replace("[context.branch-deploy]\n  command = 'npx playwright-core install chromium && ", "[context.branch-deploy]\n  command = '")
      .replace('SITE_URL="$DEPLOY_PRIME_URL" BASE_URL=/ GA_TRACKING_ID= npm run build:strict', 'SITE_URL="$URL" BASE_URL=/ npm run build')
      .concat('\n[[redirects]]\n  from = "/a"\n  to = "/b"\n\n[biuld]\n  command = "x"\n'),
    scripts,
  );
  const lines = netlify.split('\n');
  const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
  assert.deepEqual(problems, [
    `netlify.toml:${lines.length + 5}: "biuld" is not a Netlify setting`,
    `netlify.toml:${lines.length + 1}: [[redirects]] here would compete with the _redirects file the build writes (src/data/deploy.ts); change the rules there`,
    `netlify.toml:${lineOf('publish =')}: build.publish must be "build" (Docusaurus's output folder)`,
    `netlify.toml:${lineOf('NODE_VERSION')}: build.environment.NODE_VERSION must be "20", the Node of CI`,
    `netlify.toml:${lineOf('[build.environment]')}: build.environment.CHROMIUM_PATH must be "" (the diagrams use Playwright's Chromium there)`,
    `netlify.toml:${lineOf('[context.deploy-preview]') + 1}: context.deploy-preview.command must end with \`npm run build:strict\` (a script of package.json)`,
    `netlify.toml:${lineOf('[context.deploy-preview]') + 1}: context.deploy-preview.command must take SITE_URL from Netlify's $DEPLOY_PRIME_URL`,
    `netlify.toml:${lineOf('[context.deploy-preview]') + 1}: context.deploy-preview.command must clear GA_TRACKING_ID (previews send no analytics)`,
    `netlify.toml:${lineOf('[context.branch-deploy]') + 1}: context.branch-deploy.command must first install Playwright's Chromium (\`npx playwright-core install chromium && \`): the build draws the diagrams in it`,
  ]);
});

/** The config's options as the build reads them (JSON.stringify would give the null of `buildTimeOnly`). */
const options = (value: unknown): string => inspect(value, {depth: null, maxArrayLength: null, maxStringLength: null});

/** Runs a netlify.toml command in a shell with Netlify's variables and an `npm` that prints what the build would get. */
function runWith(command: string, env: Record<string, string>): {args: string; SITE_URL: string; BASE_URL: string; GA_TRACKING_ID: string} {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'fdc3-netlify-'));
  try {
    const npm = path.join(bin, 'npm');
    fs.writeFileSync(
      npm,
      '#!/bin/sh\nprintf \'{"args":"%s","SITE_URL":"%s","BASE_URL":"%s","GA_TRACKING_ID":"%s"}\' "$*" "$SITE_URL" "$BASE_URL" "$GA_TRACKING_ID"\n',
    );
    fs.chmodSync(npm, 0o755);
    // Installing Playwright's Chromium is Netlify's to do, not the test's.
    fs.writeFileSync(path.join(bin, 'npx'), '#!/bin/sh\nexit 0\n');
    fs.chmodSync(path.join(bin, 'npx'), 0o755);
    const out = execFileSync('sh', ['-c', command], {encoding: 'utf8', env: {PATH: `${bin}:${process.env.PATH}`, ...env}});
    return JSON.parse(out);
  } finally {
    fs.rmSync(bin, {recursive: true, force: true});
  }
}

test("Netlify's commands build production at the site's address and each preview at its own, without analytics", () => {
  const config = parseToml(netlify) as {build: {command: string}; context: Record<string, {command: string}>};
  const netlifyEnv = {
    URL: 'https://fdc3.finos.org',
    DEPLOY_PRIME_URL: 'https://deploy-preview-42--fdc3.netlify.app',
    GA_TRACKING_ID: 'G-PROD00000',
  };
  const production = runWith(config.build.command, netlifyEnv);
  assert.deepEqual(production, {
    args: 'run build:strict',
    SITE_URL: 'https://fdc3.finos.org',
    BASE_URL: '/',
    GA_TRACKING_ID: 'G-PROD00000',
  });
  assert.match(options(createConfig(production).presets), /G-PROD00000/, 'production keeps its analytics id');
  assert.equal(runWith(config.build.command, {...netlifyEnv, SITE_URL: 'https://example.org'}).SITE_URL, 'https://example.org');
  for (const context of ['deploy-preview', 'branch-deploy']) {
    const preview = runWith(config.context[context].command, netlifyEnv);
    assert.deepEqual(preview, {
      args: 'run build:strict',
      SITE_URL: 'https://deploy-preview-42--fdc3.netlify.app',
      BASE_URL: '/',
      GA_TRACKING_ID: '',
    });
    // What the site makes of them: the preview's own address, and no analytics.
    const site = createConfig({SITE_URL: preview.SITE_URL, BASE_URL: preview.BASE_URL, GA_TRACKING_ID: preview.GA_TRACKING_ID});
    assert.equal(site.url, 'https://deploy-preview-42--fdc3.netlify.app');
    assert.equal(site.baseUrl, '/');
    assert.doesNotMatch(options([site.presets, site.plugins]), /G-PROD/, 'no analytics id reaches the preview');
  }
});
