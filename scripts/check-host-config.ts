/**
 * Lints the host's files (`npm run lint:host`): every workflow in
 * .github/workflows/ against GitHub's workflow schema (@action-validator/cli)
 * and against what the README promises of CI, and netlify.toml as TOML and in
 * the shape the README's Deploy section describes. Each problem names the file
 * and, where it has one, the line.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {parse as parseToml, TomlError} from 'smol-toml';
import {repoRoot} from '../src/fdc3/docs-versions';

export const workflowsDir = '.github/workflows';
export const netlifyFile = 'netlify.toml';
/** The Docusaurus build's output folder, which the host publishes. */
export const publishDir = 'build';
/** The build every deploy runs: strict links, so a broken link fails the deploy. */
export const buildScript = 'build:strict';
/** The Node major of CI and the host (package.json's engines and .ci/run's machines). */
export const nodeMajor = '20';

/** 1-based line of the first line of `text` matching `pattern`, or undefined. */
function lineOf(text: string, pattern: RegExp): number | undefined {
  const at = text.split('\n').findIndex((line) => pattern.test(line));
  return at === -1 ? undefined : at + 1;
}

function where(file: string, text: string, pattern: RegExp): string {
  const line = lineOf(text, pattern);
  return line ? `${file}:${line}` : file;
}

/** Netlify's own top-level tables; anything else is a typo that Netlify would ignore. */
const netlifyTables = new Set(['build', 'context', 'dev', 'edge_functions', 'functions', 'headers', 'images', 'plugins', 'redirects']);

/** Problems of netlify.toml's text (`file` names it in messages); `scripts` are package.json's script names. */
export function netlifyProblems(text: string, scripts: readonly string[], file = netlifyFile): string[] {
  let config: Record<string, unknown>;
  try {
    config = parseToml(text) as Record<string, unknown>;
  } catch (error) {
    const line = error instanceof TomlError ? `:${error.line}` : '';
    return [`${file}${line}: not valid TOML: ${(error as Error).message.split('\n')[0]}`];
  }
  const problems: string[] = [];
  for (const key of Object.keys(config)) {
    if (!netlifyTables.has(key)) problems.push(`${where(file, text, new RegExp(`^\\s*\\[*${key}\\b`))}: "${key}" is not a Netlify setting`);
  }
  for (const key of ['headers', 'redirects']) {
    if (key in config) {
      problems.push(
        `${where(file, text, new RegExp(`^\\s*\\[\\[${key}\\]\\]`))}: [[${key}]] here would compete with the _${key} file the build writes (src/data/deploy.ts); change the rules there`,
      );
    }
  }
  const build = (config.build ?? {}) as Record<string, unknown>;
  if (build.publish !== publishDir)
    problems.push(`${where(file, text, /^\s*publish\s*=/)}: build.publish must be "${publishDir}" (Docusaurus's output folder)`);
  const env = (build.environment ?? {}) as Record<string, unknown>;
  if (env.NODE_VERSION !== nodeMajor)
    problems.push(`${where(file, text, /^\s*NODE_VERSION\s*=/)}: build.environment.NODE_VERSION must be "${nodeMajor}", the Node of CI`);
  if (env.CHROMIUM_PATH !== '')
    problems.push(
      `${where(file, text, /^\[build\.environment\]/)}: build.environment.CHROMIUM_PATH must be "" (the diagrams use Playwright's Chromium there)`,
    );
  const contexts = (config.context ?? {}) as Record<string, Record<string, unknown>>;
  const commands: [string, unknown, string][] = [
    ['build.command (production)', build.command, '$URL'],
    ['context.deploy-preview.command', contexts['deploy-preview']?.command, '$DEPLOY_PRIME_URL'],
    ['context.branch-deploy.command', contexts['branch-deploy']?.command, '$DEPLOY_PRIME_URL'],
  ];
  for (const [name, command, urlVariable] of commands) {
    const at = typeof command === 'string' ? where(file, text, new RegExp(escape(command))) : file;
    if (typeof command !== 'string') {
      problems.push(`${file}: ${name} is missing`);
      continue;
    }
    const run = /\bnpm run ([\w:-]+)\s*$/.exec(command);
    if (!run || run[1] !== buildScript || !scripts.includes(buildScript))
      problems.push(`${at}: ${name} must end with \`npm run ${buildScript}\` (a script of package.json)`);
    if (!/^npx playwright-core install chromium && /.test(command))
      problems.push(
        `${at}: ${name} must first install Playwright's Chromium (\`npx playwright-core install chromium && \`): the build draws the diagrams in it`,
      );
    if (!command.includes(urlVariable)) problems.push(`${at}: ${name} must take SITE_URL from Netlify's ${urlVariable}`);
    if (!/\bBASE_URL=/.test(command)) problems.push(`${at}: ${name} must set BASE_URL`);
    if (urlVariable !== '$URL' && !/\bGA_TRACKING_ID= /.test(command))
      problems.push(`${at}: ${name} must clear GA_TRACKING_ID (previews send no analytics)`);
  }
  return problems;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the README promises of CI, beyond GitHub's schema: every pull request and main, `bash .ci/run` on Node 20, the report on failure. */
export function workflowProblems(text: string, file: string): string[] {
  let doc: Record<string, unknown>;
  try {
    doc = (yaml.load(text) ?? {}) as Record<string, unknown>;
  } catch (error) {
    return [`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`];
  }
  const on = (doc.on ?? {}) as Record<string, {branches?: string[]} | null>;
  const problems: string[] = [];
  if (!('pull_request' in on)) problems.push(`${where(file, text, /^on:/)}: must run on every pull_request`);
  if (!on.push?.branches?.includes('main')) problems.push(`${where(file, text, /^on:/)}: must run on push to main`);
  const jobs = Object.values((doc.jobs ?? {}) as Record<string, {container?: unknown; steps?: Record<string, unknown>[]}>);
  const ci = jobs.find((job) => job.steps?.some((step) => step.run === 'bash .ci/run'));
  if (!ci) return [...problems, `${file}: no job runs \`bash .ci/run\` (the README's full test command)`];
  const image = typeof ci.container === 'string' ? ci.container : (ci.container as {image?: string} | undefined)?.image;
  if (!image || !new RegExp(`^node:${nodeMajor}-bookworm\\b`).test(image))
    problems.push(
      `${where(file, text, /container:/)}: the job must run in node:${nodeMajor}-bookworm (Node ${nodeMajor}, Debian's chromium)`,
    );
  const uses = (name: string) => ci.steps?.find((step) => String(step.uses ?? '').startsWith(name));
  if (!uses('actions/cache') && !uses('actions/setup-node')) problems.push(`${file}: npm downloads are not cached`);
  const upload = uses('actions/upload-artifact');
  if (!upload || !String(upload.if ?? '').includes('failure()'))
    problems.push(`${file}: the Playwright report (playwright-report/) is not uploaded when a test fails`);
  return problems;
}

/** GitHub's schema check of one workflow file, by @action-validator/cli; empty when valid. */
export function validatorProblems(absolute: string, file: string): string[] {
  const cli = require.resolve('@action-validator/cli/cli.mjs');
  const run = spawnSync(process.execPath, [cli, absolute], {encoding: 'utf8'});
  if (run.status === 0) return [];
  let errors: {path?: string; title?: string; detail?: string}[] = [];
  try {
    errors = (JSON.parse(run.stdout) as {errors?: typeof errors}).errors ?? [];
  } catch {
    return [`${file}: action-validator failed: ${(run.stdout + run.stderr).trim()}`];
  }
  return errors.map((e) => `${file}: ${e.path || '/'}: ${e.title ?? 'invalid'}${e.detail ? ` (${e.detail})` : ''}`);
}

/** Every problem of the host's files in `root`. */
export function hostConfigProblems(root = repoRoot): string[] {
  const problems: string[] = [];
  const dir = path.join(root, workflowsDir);
  const workflows = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)) : [];
  if (workflows.length === 0) problems.push(`${workflowsDir}/: no workflow`);
  for (const name of workflows.sort()) {
    const file = `${workflowsDir}/${name}`;
    problems.push(
      ...validatorProblems(path.join(dir, name), file),
      ...workflowProblems(fs.readFileSync(path.join(dir, name), 'utf8'), file),
    );
  }
  const toml = path.join(root, netlifyFile);
  if (!fs.existsSync(toml)) return [...problems, `${netlifyFile}: missing`];
  const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts?: object}).scripts ?? {});
  return [...problems, ...netlifyProblems(fs.readFileSync(toml, 'utf8'), scripts)];
}

if (require.main === module) {
  const problems = hostConfigProblems();
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  } else {
    console.log(`${workflowsDir}/*.yml and ${netlifyFile}: valid.`);
  }
}
