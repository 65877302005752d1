/**
 * The README's facts that can drift from the code: the commands it names
 * exist, its test command is the one CI runs, its budgets table is
 * scripts/lib/budgets.ts, and its links and the decision records it points
 * to are there and complete. Each check is a function of the text, shown
 * failing on a broken copy.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {budgets, type Budget} from '../../scripts/lib/budgets';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const scripts = Object.keys((JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts);
const decisionsDir = 'docs-dev/decisions';

/** Markdown without its HTML comments (the spots left for text to come). */
const prose = (markdown: string) => markdown.replace(/<!--[\s\S]*?-->/g, '');

/** `npm run <name>` in the text whose script package.json lacks. */
function unknownScripts(markdown: string, known: readonly string[]): string[] {
  const named = [...prose(markdown).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
  return [...new Set(named)].filter((name) => !known.includes(name));
}

/** The command in the README's block after "Install and run the whole test suite". */
function readmeTestCommand(markdown: string): string | undefined {
  return /\*\*Install and run the whole test suite\*\*[\s\S]*?```bash\n(.+)\n```/.exec(markdown)?.[1];
}

const symbol = (b: Budget) => (b.direction === 'at most' ? '≤' : '≥');
const shown = (b: Budget) => `${symbol(b)} ${b.limit}${b.unit === '' || b.unit === 'score' ? '' : ` ${b.unit}`}`;

/** The rows of the README's budgets table that differ from budgets.ts, and the budgets it lacks. */
function budgetDrift(markdown: string): string[] {
  const rows = new Map([...prose(markdown).matchAll(/^\| ([^|]+?) +\| ([≤≥][^|]*?) +\|$/gm)].map((m) => [m[1], m[2]] as const));
  const drift: string[] = [];
  for (const b of Object.values(budgets) as Budget[]) {
    const row = rows.get(b.figure);
    if (row !== shown(b)) drift.push(`${b.figure}: README ${row ?? 'has no row'}, budgets.ts ${shown(b)}`);
    rows.delete(b.figure);
  }
  for (const figure of rows.keys()) drift.push(`${figure}: in the README only`);
  return drift;
}

/** Relative links of a Markdown file that lead to no file. */
function deadLinks(markdown: string, fromDir: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]);
  return targets.filter((t) => !/^[a-z]+:/.test(t) && !existsSync(path.join(root, fromDir, t)));
}

/** What a decision record lacks: the four sections, a dated line with a commit. */
function recordProblems(name: string, markdown: string): string[] {
  const problems: string[] = [];
  if (!/^# \d{4}: /.test(markdown)) problems.push(`${name}: the title is not "# NNNN: …"`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}.*`[0-9a-f]{7,}`/m.test(markdown)) problems.push(`${name}: no "- Date:" line with a commit`);
  for (const section of ['Context', 'Decision', 'Figures', 'Consequences']) {
    if (!new RegExp(`^## ${section}$`, 'm').test(markdown)) problems.push(`${name}: no "## ${section}" section`);
  }
  return problems;
}

test('every npm script the README names exists in package.json', () => {
  assert.deepEqual(unknownScripts(readme, scripts), []);
  assert.deepEqual(unknownScripts('run `npm run bench`, then `npm run benchmark:all`', scripts), ['benchmark:all']);
  // The spots left for text to come do not count until they are written.
  assert.deepEqual(unknownScripts('<!-- `npm run start:later` -->', scripts), []);
});

test("the README's test command is the one .ci/run runs", () => {
  const command = readmeTestCommand(readme);
  assert.ok(command, 'README: no test command after "Install and run the whole test suite"');
  assert.ok(read('.ci/run').split('\n').includes(command), `.ci/run does not run the README's test command: ${command}`);
  assert.equal(readmeTestCommand(readme.replace('npm ci && npm run test:full', 'npm run test:full')), command.replace('npm ci && ', ''));
});

test("the README's budgets table is scripts/lib/budgets.ts", () => {
  assert.deepEqual(budgetDrift(readme), []);
  const broken = readme.replace('≤ 150 ms', '≤ 200 ms');
  assert.deepEqual(budgetDrift(broken), ['mobile Total Blocking Time: README ≤ 200 ms, budgets.ts ≤ 150 ms']);
});

test('the decision records are numbered, complete, listed in their index and linked without dead links', () => {
  const files = readdirSync(path.join(root, decisionsDir))
    .filter((f) => f !== 'README.md')
    .sort();
  assert.ok(files.length > 0);
  files.forEach((file, i) =>
    assert.match(file, new RegExp(`^${String(i + 1).padStart(4, '0')}-[a-z0-9-]+\\.md$`), 'numbered from 0001 with no gap'),
  );
  const index = read(`${decisionsDir}/README.md`);
  for (const file of files) {
    assert.deepEqual(recordProblems(file, read(`${decisionsDir}/${file}`)), []);
    assert.ok(index.includes(`](${file})`), `${decisionsDir}/README.md does not list ${file}`);
  }
  assert.deepEqual(deadLinks(readme, '.'), []);
  assert.deepEqual(deadLinks(index, decisionsDir), []);
  assert.deepEqual(recordProblems('broken.md', '# 0099: A decision\n\n## Context\n\n## Decision\n'), [
    'broken.md: no "- Date:" line with a commit',
    'broken.md: no "## Figures" section',
    'broken.md: no "## Consequences" section',
  ]);
  assert.deepEqual(deadLinks('see [0099](docs-dev/decisions/0099-gone.md) and [site](https://fdc3.finos.org)', '.'), [
    'docs-dev/decisions/0099-gone.md',
  ]);
});
