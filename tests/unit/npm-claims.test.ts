/**
 * Kind 2 of issue 35: every sentence that says an npm release of
 * `@finos/fdc3` carried, first shipped or lacked something is a typed claim
 * (src/fdc3/npm-claims-data.ts), checked against the files of exactly that
 * release and, for "first in", of the release before it; every npm-version
 * mention on the pages (docs, versioned_docs, blog, src/pages) is covered; and
 * both checks fail on broken fixtures.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docsVersions, packageManifest, repoRoot} from '../../src/fdc3/docs-versions';
import {indexDocs} from '../../src/fdc3/docs-index';
import {linesBeforeBody, listMarkdown, readDoc} from '../../src/fdc3/markdown';
import {
  claimProblems,
  npmMentions,
  previousRelease,
  releaseAliases,
  releaseRoot,
  staleQuotes,
  uncoveredMentions,
  type NpmClaim,
} from '../../src/fdc3/npm-claims';
import {npmClaims, npmMentionsWithoutClaim} from '../../src/fdc3/npm-claims-data';

/** Every page that can carry a claim: all docs versions, the blog and the Markdown pages of src/pages. */
function pages(): {file: string; body: string; offset: number}[] {
  const files = [
    ...docsVersions.flatMap((v) => [...indexDocs(v).values()].map((d) => d.file)),
    ...listMarkdown(path.join(repoRoot, 'blog')),
    ...listMarkdown(path.join(repoRoot, 'src', 'pages')),
  ];
  return files.map((f) => {
    const text = fs.readFileSync(f, 'utf8');
    const body = /^---\r?\n/.test(text) ? readDoc(f).body : text;
    return {file: path.relative(repoRoot, f), body, offset: linesBeforeBody(f, body)};
  });
}

test('each release alias is in package.json as exactly that @finos/fdc3 release, and installed', () => {
  const deps = {...packageManifest.dependencies, ...packageManifest.devDependencies};
  for (const [release, alias] of Object.entries(releaseAliases)) {
    assert.equal(deps[alias], `npm:@finos/fdc3@${release}`, `package.json: "${alias}" must be "npm:@finos/fdc3@${release}"`);
    const installed = JSON.parse(fs.readFileSync(path.join(releaseRoot(release), 'package.json'), 'utf8')) as {version: string};
    assert.equal(installed.version, release, `node_modules/${alias} holds ${installed.version}, not ${release}`);
  }
  for (const [release, before] of Object.entries(previousRelease)) {
    assert.ok(releaseAliases[release], `${release} has no alias`);
    if (before) assert.ok(releaseAliases[before], `${before} (before ${release}) has no alias`);
  }
});

test('every npm claim holds against exactly its release (and, for "first in", the release before)', () => {
  assert.deepEqual(
    npmClaims.flatMap((c) => claimProblems(c)),
    [],
  );
});

test('every sentence naming an npm release is a claim or a listed mention, and every quote is still on its page', () => {
  const all = pages();
  const quotes = [...npmClaims, ...npmMentionsWithoutClaim];
  const bodies = new Map(all.map((p) => [p.file, p.body]));
  assert.deepEqual(
    staleQuotes(quotes, (f) => bodies.get(f)),
    [],
  );
  assert.deepEqual(
    all.flatMap((p) => uncoveredMentions(p.file, p.body, quotes, p.offset)),
    [],
  );
  // The pages carry the mentions the issue counted (some 50 claims): a check that finds none is broken.
  assert.ok(all.reduce((n, p) => n + npmMentions(p.body).length, 0) > 50);
});

/** A fake release tree: alias → files. */
function fakeReleases(files: Record<string, Record<string, string>>): (release: string) => string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-claims-'));
  for (const [release, tree] of Object.entries(files)) {
    for (const [rel, text] of Object.entries(tree)) {
      const full = path.join(root, release, rel);
      fs.mkdirSync(path.dirname(full), {recursive: true});
      fs.writeFileSync(full, text);
    }
  }
  return (release) => path.join(root, release);
}

test('a wrong claim fails, naming the page, the release and what was searched', () => {
  const rootOf = fakeReleases({
    '2.0.2': {'dist/api/Errors.d.ts': 'export declare enum ChannelError { NoChannelFound = "NoChannelFound" }'},
    '2.0.3': {'dist/api/Errors.d.ts': 'export declare enum ChannelError { MalformedContext = "MalformedContext" }'},
    '2.0.1': {'dist/api/Errors.d.ts': 'export declare enum ChannelError { MalformedContext = "MalformedContext" }'},
  });
  const claim = (over: Partial<NpmClaim>): NpmClaim => ({
    file: 'docs/api/ref/Errors.md',
    quote: 'first in npm 2.0.2',
    release: '2.0.3',
    kind: 'first in',
    search: 'MalformedContext',
    ...over,
  });
  assert.deepEqual(claimProblems(claim({}), rootOf), []);
  // "first in 2.0.2": 2.0.2 does not have it.
  assert.deepEqual(claimProblems(claim({release: '2.0.2'}), rootOf), [
    'docs/api/ref/Errors.md ("first in npm 2.0.2"): first in npm 2.0.2: npm 2.0.2 does not have MalformedContext',
  ]);
  // "first in 2.0.2" when 2.0.1 already had it.
  const early = fakeReleases({
    '2.0.1': {'dist/a.d.ts': 'MalformedContext'},
    '2.0.2': {'dist/a.d.ts': 'MalformedContext'},
  });
  assert.match(claimProblems(claim({release: '2.0.2'}), early)[0], /npm 2\.0\.1, the release before, already has MalformedContext$/);
  // "not in" fails when the release has it; "in" fails when it does not.
  assert.match(claimProblems(claim({kind: 'not in'}), rootOf)[0], /: npm 2\.0\.3 has MalformedContext$/);
  assert.match(claimProblems(claim({kind: 'in', release: '2.0.2'}), rootOf)[0], /does not have MalformedContext$/);
  // A claim about a release with no alias says so.
  assert.throws(() => claimProblems(claim({release: '1.1.0'})), /no package alias for @finos\/fdc3 1\.1\.0/);
});

test('an npm mention without a claim fails with file:line, and a quote that left its page is reported', () => {
  const body =
    '\nIntro.\n\nThe npm 2.0.2 typings already had `MalformedContext`. Other words.\n\nRun `npm install @finos/fdc3@2.0.3` to get it.\n';
  assert.deepEqual(npmMentions(body, 4), [{line: 8, text: 'The npm 2.0.2 typings already had `MalformedContext`.'}]);
  const [problem] = uncoveredMentions('docs/p.md', body, [], 4);
  assert.match(problem, /^docs\/p\.md:8: names an npm release; add the claim to src\/fdc3\/npm-claims\.ts/);
  assert.deepEqual(uncoveredMentions('docs/p.md', body, [{file: 'docs/p.md', quote: 'npm 2.0.2 typings already had'}]), []);
  assert.deepEqual(
    staleQuotes([{file: 'docs/p.md', quote: 'npm 2.0.3 typings'}], () => body),
    ['docs/p.md: the quoted sentence "npm 2.0.3 typings" is not on the page'],
  );
});
