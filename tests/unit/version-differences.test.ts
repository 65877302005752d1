/**
 * Kind 1 of issue 35: no page of an earlier version uses a later version's
 * rule or term as its own. The typed differences (src/fdc3/version-differences.ts)
 * are checked for shape and, where the standard is mirrored, against the tags;
 * the check runs over every page of 1.0, 1.1, 1.2 and 2.0 and is shown failing
 * on broken fixtures.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions, repoRoot} from '../../src/fdc3/docs-versions';
import {indexDocs} from '../../src/fdc3/docs-index';
import {linesBeforeBody} from '../../src/fdc3/markdown';
import {
  allDifferences,
  checkUnits,
  derivedDifferences,
  isGapPage,
  laterFormUses,
  laterForms,
  namesLaterVersion,
  standardNumber,
  versionOrder,
} from '../../src/fdc3/version-differences';
import {releasedVersionNames} from '../../src/fdc3/docs-versions';
import {standardOf} from '../../src/fdc3/normative-text';

const mirror = '/work/.mirror/finos+FDC3/repo';
const checked = ['1.0', '1.1', '1.2', '2.0'] as const;

test('every earlier version has its list of differences, each with a later form, a version and a source', () => {
  const all = allDifferences();
  for (const v of checked) {
    const own = all.filter((d) => d.version === v);
    assert.ok(own.length > 0, `${v} has no differences`);
    for (const d of own) {
      assert.ok(d.later && d.introducedIn && d.source, `${v}: ${d.later} lacks a field`);
      assert.match(d.source, /^v\d\.\d:/, `${v}: ${d.later}'s source must start with a tag (v1.2:…)`);
    }
  }
  // The names the issue lists are all there, with the versions that introduced them.
  const introduced = (name: string) => all.find((d) => d.later === name)?.introducedIn;
  assert.equal(introduced('getUserChannels'), '2.0');
  assert.equal(introduced('joinUserChannel'), '2.0');
  assert.equal(introduced('findInstances'), '2.0');
  assert.equal(introduced('getAppMetadata'), '2.0');
  assert.equal(introduced('PrivateChannel'), '2.0');
  assert.equal(introduced('AppIdentifier'), '2.0');
  assert.equal(introduced('raiseIntentForContext'), '1.2');
  assert.equal(introduced('getInfo'), '1.2');
  assert.equal(introduced('fdc3.context'), '1.1');
  assert.equal(introduced('MalformedContext'), '2.1');
  assert.ok(!all.some((d) => d.later === 'leaveCurrentChannel'), 'leaveCurrentChannel is in the 1.1 text');
  // A 1.0 page is checked against every later list, a 2.0 page only against 2.0's.
  assert.ok(laterForms('1.0').some((d) => d.later === 'CreateInteraction'));
  assert.ok(!laterForms('2.0').some((d) => d.later === 'getUserChannels'));
});

test('the versions come from versions.json, oldest first, next last, each with its standard number (a release needs no edit here)', () => {
  assert.deepEqual([...versionOrder].sort(), [...releasedVersionNames, 'current'].sort());
  assert.equal(versionOrder.at(-1), 'current');
  assert.deepEqual(versionOrder.slice(0, 4), ['1.0', '1.1', '1.2', '2.0']);
  for (const v of versionOrder) assert.equal(standardNumber[v], standardOf(v));
  assert.equal(standardNumber.current, '2.1');
  // Every difference belongs to a released version that is older than next.
  for (const d of allDifferences()) assert.ok(versionOrder.indexOf(d.version) >= 0 && d.version !== 'current', `${d.later}: ${d.version}`);
});

test('derived sources name a file at the tag that has the name (where the standard is mirrored)', {skip: !fs.existsSync(mirror)}, () => {
  const problems: string[] = [];
  for (const d of derivedDifferences()) {
    const m = /^(v[\d.]+):(\S+)$/.exec(d.source);
    if (!m) continue; // corrections cite a changelog entry in words
    let text = '';
    try {
      text = execFileSync('git', [`--git-dir=${mirror}`, 'show', `${m[1]}:${m[2]}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      problems.push(`${d.later}: ${d.source} does not exist`);
      continue;
    }
    if (!text.includes(d.later)) problems.push(`${d.later}: not in ${d.source}`);
  }
  assert.deepEqual(problems, []);
});

for (const name of checked) {
  const version = docsVersions.find((v) => v.name === name)!;
  test(`${name}: no page uses a later version's rule or term as ${name}'s own`, () => {
    const problems = [...indexDocs(version).values()]
      .filter((d) => !isGapPage(d.frontMatter))
      .flatMap((d) => laterFormUses(path.relative(repoRoot, d.file), d.body, name, undefined, linesBeforeBody(d.file, d.body)));
    assert.deepEqual(problems, []);
  });
}

const broken12 = `
App channels are created by apps. They suit topics that a group of apps agree on.

Working with \`Channel\` objects directly matters most for app channels, which are never joined.

An app lists the channels with \`getUserChannels\` and joins one.

From 2.0, an app lists the user channels with \`getUserChannels\`.

| \`findInstances\` | lists the instances of an app |

- \`getResult()\` reads what the handler returned (later versions).

1.2 has no \`PrivateChannel\`.
`;

test('the check flags a later form on an earlier page, naming file:line, the rule and its source', () => {
  const flags = laterFormUses('versioned_docs/version-1.2/api/spec.md', broken12, '1.2', undefined, 10);
  assert.equal(flags.length, 3, flags.join('\n'));
  assert.match(
    flags[0],
    /^versioned_docs\/version-1\.2\/api\/spec\.md:14: app channels are never joined .* is 2\.0's rule \(v2\.0:CHANGELOG\.md/,
  );
  assert.match(flags[1], /:16: getUserChannels is 2\.0's member \(v2\.0:src\/api\/DesktopAgent\.ts\)/);
  assert.match(flags[2], /:20: findInstances is 2\.0's member/);
  // Each earlier version fails on its own fixture.
  assert.match(laterFormUses('p.md', 'Apps read `window.fdc3` to find the agent.\n', '1.0')[0], /^p\.md:1: `window\.fdc3` is 1\.1's term/);
  assert.match(laterFormUses('p.md', 'Wait for the `fdc3Ready` event.\n', '1.1')[0], /^p\.md:1: `fdc3Ready` is 1\.2's term/);
  assert.match(
    laterFormUses('p.md', 'Raise `CreateInteraction` with an interaction.\n', '2.0')[0],
    /^p\.md:1: CreateInteraction is 2\.1's intent/,
  );
  assert.deepEqual(laterFormUses('p.md', 'FDC3 2.1 adds `CreateInteraction`.\n', '2.0'), []);
  assert.match(
    laterFormUses('p.md', 'Agents MUST wait 15 seconds for the listener.\n', '2.0')[0],
    /is 2\.1's rule \(v2\.1:CHANGELOG\.md, .*#987\)/,
  );
  assert.match(laterFormUses('p.md', 'Apps MUST find the agent at `window.fdc3`.\n', '1.2')[0], /`window\.fdc3` as a MUST is 2\.0's rule/);
});

test('the tuned exemptions: a sentence saying the version lacks it, a paragraph about spelling, a paragraph about the npm package', () => {
  // Saying 1.0 had no `window.fdc3` is not using it; a rule is a negation itself, so it never counts as one.
  assert.deepEqual(laterFormUses('p.md', 'There was no `window.fdc3` global in 1.0.\n', '1.0'), []);
  assert.equal(laterFormUses('p.md', 'App channels are never joined.\n', '1.2').length, 1);
  // A spelling discussion may name the other spelling.
  assert.deepEqual(laterFormUses('p.md', 'Spelling matters. A listener for `fdc3.timeRange` misses it.\n', '2.0'), []);
  assert.equal(laterFormUses('p.md', 'A listener for `fdc3.timeRange` gets it.\n', '2.0').length, 1);
  // What an npm package carries early may be named where the paragraph (or a list's lead-in) speaks of the package.
  assert.deepEqual(laterFormUses('p.md', 'The 2.0.3 typings have it. Agents use `MalformedContext`.\n', '2.0'), []);
  assert.deepEqual(laterFormUses('p.md', 'Version 1.1.1 of the package contains:\n\n- the `Intents` enum.\n', '1.1'), []);
  assert.equal(laterFormUses('p.md', 'Agents reject bad input with `MalformedContext`.\n', '2.0').length, 1);
  assert.equal(laterFormUses('p.md', 'Apps read:\n\n- the `Intents` enum.\n', '1.1').length, 1);
});

test('units: sentences of a paragraph, rows, items and admonitions; version numbers that are not FDC3 versions do not excuse', () => {
  const units = checkUnits('One `a` e.g. `b`. Two.\n\n:::note\nFrom 2.0.\n\nMore.\n:::\n\n| x |\n');
  assert.deepEqual(
    units.map((u) => [u.line, u.text]),
    [
      [1, 'One `a` e.g. `b`.'],
      [1, 'Two.'],
      [3, ':::note From 2.0. More. :::'],
      [9, '| x |'],
    ],
  );
  assert.equal(namesLaterVersion('Licensed under the Apache License 2.0.', '1.2'), false);
  assert.equal(namesLaterVersion('An OpenAPI 3.0 document.', '2.0'), false);
  assert.equal(namesLaterVersion('The npm 2.0.3 typings.', '1.2'), true);
  assert.equal(namesLaterVersion('As later versions do.', '1.0'), true);
  assert.equal(namesLaterVersion('FDC3 1.2 has it.', '1.2'), false);
});
