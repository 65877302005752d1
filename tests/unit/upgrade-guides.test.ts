/**
 * The upgrade guides (src/fdc3/upgrade-guides.ts): each links the API
 * evolution row of every name its version changed, its "before" examples
 * compile against the older typings, older pages link the guide's section
 * and the later page, and the blog's checklist and the 1.2 → 2.0 guide link
 * each other. Each check is shown failing on a broken fixture.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildApiEvolution} from '../../src/fdc3/api-evolution';
import {indexDocs, loadSidebars, sidebarDocIds} from '../../src/fdc3/docs-index';
import {repoRoot, versionByName} from '../../src/fdc3/docs-versions';
import {headingAnchors} from '../../src/fdc3/content-checks';
import {checkExamplesFor, unknownVersionTags} from '../../src/fdc3/examples';
import {
  changedRows,
  guideDocsVersion,
  guideProblems,
  laterChangeLinks,
  upgradeGuides,
  versionLinkTag,
  type UpgradeGuide,
} from '../../src/fdc3/upgrade-guides';
import {apiEvolutionPath} from '../../src/data/site';

const evolution = buildApiEvolution();
const guideDoc = (g: UpgradeGuide) => {
  const version = versionByName(guideDocsVersion(g));
  const doc = indexDocs(version).get(g.id);
  assert.ok(doc, `${version.dir}/${g.id}.md exists`);
  return doc;
};

test('one guide per step between the docs versions, each in its sidebar', async () => {
  assert.deepEqual(
    upgradeGuides.map((g) => `${g.from} → ${g.to}`),
    ['1.0 → 1.1', '1.1 → 1.2', '1.2 → 2.0', '2.0 → 2.1'],
  );
  for (const g of upgradeGuides) {
    guideDoc(g);
    const listed = Object.values(await loadSidebars(versionByName(guideDocsVersion(g)))).flatMap((items) => sidebarDocIds(items));
    assert.ok(listed.includes(g.id), `${g.id} is in the ${guideDocsVersion(g)} sidebar`);
  }
  // The 2.1 guide lives where the 2.1 text is followed: in the draft until 2.1 is released, then in 2.1.
  const to21 = upgradeGuides.find((g) => g.to === '2.1')!;
  assert.equal(guideDocsVersion(to21, ['2.0', '1.2', '1.1', '1.0']), 'current');
  assert.equal(guideDocsVersion(to21, ['2.1', '2.0', '1.2', '1.1', '1.0']), '2.1');
});

for (const guide of upgradeGuides) {
  test(`${guide.from} → ${guide.to}: the guide links every row the API evolution marks as changed in ${guide.to}`, () => {
    assert.ok(changedRows(evolution, guide.to).length > 15, 'the matrix records changes in this version');
    assert.deepEqual(guideProblems(evolution, guide, guideDoc(guide), apiEvolutionPath), []);
  });
}

test('a guide that misses a changed row, or links a row its version left alone, fails naming the file (and line)', () => {
  const guide = upgradeGuides.find((g) => g.to === '1.2')!;
  const real = guideDoc(guide);
  const text = fs.readFileSync(real.file, 'utf8');
  const dropped = '[`getInfo`](/versions/api-evolution#desktopagent-getinfo)';
  assert.ok(text.includes(dropped));
  const broken = `${text.replace(dropped, '`getInfo`')}\nSee also [broadcast](/versions/api-evolution#desktopagent-broadcast) and [nothing](/versions/api-evolution#desktopagent-nosuchcall).\n`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guide-')), 'from-1.1.md');
  fs.writeFileSync(file, broken);
  const body = broken.slice(broken.indexOf('---', 3) + 3).replace(/^\n/, '');
  const line = broken.split('\n').length - 1;
  const rel = path.relative(repoRoot, file);
  assert.deepEqual(guideProblems(evolution, guide, {file, body}, apiEvolutionPath), [
    `${rel}:${line}: #desktopagent-broadcast records no change in 1.2`,
    `${rel}:${line}: #desktopagent-nosuchcall is no row of the API evolution page`,
    `${rel}: the API evolution marks DesktopAgent › getInfo as added in 1.2, and the guide does not link its row (#desktopagent-getinfo)`,
  ]);
});

test('a block tagged fdc3=<version> compiles against that version, wherever its page is', () => {
  const fixture = path.join(repoRoot, 'tests/unit/fixtures/upgrade-examples.md');
  const rel = path.relative(repoRoot, fixture);
  // 1.2 still has the deprecated IntentResolution.data; only its block is taken.
  assert.deepEqual(checkExamplesFor(versionByName('1.2'), [fixture]), []);
  // 2.0 removed it: its block fails, at the line of the use (18).
  const problems = checkExamplesFor(versionByName('2.0'), [fixture]).map((p) => `${p.file}:${p.line}: ${p.message}`);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], new RegExp(`^${rel}:18: Property 'data' does not exist on type 'IntentResolution'`));
  assert.deepEqual(
    unknownVersionTags([fixture]).map((p) => `${p.file}:${p.line}: ${p.message}`),
    [`${rel}:23: fdc3=3.7 names no docs version`],
  );
});

/** The links an older page lacks, and links to anchors its targets do not have. */
function laterLinkProblems(links: typeof laterChangeLinks): string[] {
  const problems: string[] = [];
  for (const l of links) {
    const page = indexDocs(versionByName(l.version)).get(l.page);
    if (!page) {
      problems.push(`${l.version} ${l.page}: no such page`);
      continue;
    }
    const where = path.relative(repoRoot, page.file);
    for (const [version, to] of [
      [l.guideVersion, l.guide],
      [l.laterVersion, l.later],
    ]) {
      if (!page.body.includes(versionLinkTag(version, to))) problems.push(`${where}: no ${versionLinkTag(version, to)}`);
      const [id, anchor] = to.split('#');
      const target = indexDocs(versionByName(version)).get(id);
      if (!target) problems.push(`${where}: ${version} has no page ${id}`);
      else if (anchor && !headingAnchors(target.body).has(anchor) && !target.body.includes(`{/* #${anchor} */}`))
        problems.push(`${where}: ${path.relative(repoRoot, target.file)} has no #${anchor}`);
    }
  }
  return problems;
}

test('older pages that describe behaviour a later version changed link the guide section and the later page', () => {
  assert.deepEqual(laterLinkProblems(laterChangeLinks), []);
  // The three the issue names: raiseIntent's "cannot send data back", getSystemChannels, synchronous listeners.
  const guides = laterChangeLinks.filter((l) => l.version === '1.2' && l.page === 'api/ref/DesktopAgent').map((l) => l.guide);
  assert.deepEqual(guides, [
    'upgrading/from-1.2#intent-results',
    'upgrading/from-1.2#calls-that-became-asynchronous',
    'upgrading/from-1.2#user-channels',
  ]);
});

test('the link check fails on a page without the link, and on a section the guide does not have', () => {
  const [first] = laterChangeLinks;
  assert.deepEqual(laterLinkProblems([{...first, guide: 'upgrading/from-1.2#no-such-section'}]), [
    'versioned_docs/version-1.2/api/ref/DesktopAgent.md: no <VersionLink version="2.0" to="upgrading/from-1.2#no-such-section">',
    'versioned_docs/version-1.2/api/ref/DesktopAgent.md: versioned_docs/version-2.0/upgrading/from-1.2.md has no #no-such-section',
  ]);
});

test("the blog's 1.2 → 2.0 checklist links the guide, and the guide links back", () => {
  const post = fs.readFileSync(path.join(repoRoot, 'blog/2023-05-02-fdc3-2-0-what-changed.md'), 'utf8');
  const checklist = post.slice(post.indexOf('## A checklist for moving from 1.2'));
  assert.match(checklist, /\]\(\/docs\/upgrading\/from-1\.2\)/);
  const guide = guideDoc(upgradeGuides.find((g) => g.to === '2.0')!);
  assert.match(guide.body, /\]\(\/blog\/2023\/05\/02\/fdc3-2-0-what-changed#a-checklist-for-moving-from-12\)/);
});
