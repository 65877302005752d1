// cspell:ignore getinfo
/**
 * The member history marks of the reference pages agree with the API evolution
 * matrix (same data, history only up to the page's version, links to the row),
 * and the agreement check fails on a mark that disagrees.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {
  applyMarks,
  evolutionData,
  markVersion,
  marksDisagreeing,
  pageOf,
  walkPage,
  type PageMark,
} from '../../src/plugins/member-marks/marks';

const evolution = evolutionData();

async function parse(markdown: string): Promise<Root> {
  const {unified} = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  const remarkGfm = (await import('remark-gfm')).default;
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

async function marksOf(file: string): Promise<{page: {version: string; id: string}; marks: PageMark[]}> {
  const full = path.join(repoRoot, file);
  const page = pageOf(full);
  assert.ok(page, file);
  return {page, marks: walkPage(evolution, page, await parse(fs.readFileSync(full, 'utf8')))};
}

const texts = (marks: PageMark[], name: string) => marks.find((m) => m.name === name)?.marks.map((m) => m.text);

test('pages are placed by their path: version and page id', () => {
  assert.deepEqual(pageOf(path.join(repoRoot, 'versioned_docs/version-1.2/api/ref/DesktopAgent.md')), {
    version: '1.2',
    id: 'api/ref/DesktopAgent',
  });
  assert.deepEqual(pageOf(path.join(repoRoot, 'docs/context/ref/Country.md')), {version: 'current', id: 'context/ref/Country'});
  assert.equal(pageOf(path.join(repoRoot, 'blog/2024-01-01-x.md')), undefined);
});

test('a 1.2 DesktopAgent page: raiseIntentForContext is new in 1.2, linked to its row, and no mark is later than 1.2', async () => {
  const {page, marks} = await marksOf('versioned_docs/version-1.2/api/ref/DesktopAgent.md');
  const forContext = marks.find((m) => m.name === 'raiseIntentForContext');
  assert.deepEqual(
    forContext?.marks.map((m) => [m.text, m.href]),
    [['New in 1.2', '/versions/api-evolution#desktopagent-raiseintentforcontext']],
  );
  assert.deepEqual(texts(marks, 'leaveCurrentChannel'), ['New in 1.1']);
  assert.deepEqual(texts(marks, 'open'), ['Changed in 1.2']);
  // Present since 1.0 and unchanged up to 1.2: no mark.
  assert.deepEqual(texts(marks, 'findIntent'), []);
  assert.ok(marks.every((m) => m.marks.every((x) => !/2\.0|2\.1/.test(x.version))));
  assert.deepEqual(marksDisagreeing(evolution, page.version, marks), []);
});

test('a 2.0 page carries 2.0 history; 1.0 pages carry none', async () => {
  const da = await marksOf('versioned_docs/version-2.0/api/ref/DesktopAgent.md');
  assert.deepEqual(texts(da.marks, 'raiseIntentForContext'), ['New in 1.2', 'Changed in 2.0', 'Partly deprecated in 2.0']);
  assert.deepEqual(texts(da.marks, 'getSystemChannels'), ['New in 1.1', 'Deprecated in 2.0']);
  const country = await marksOf('versioned_docs/version-2.0/context/ref/Country.md');
  assert.deepEqual(texts(country.marks, 'id.COUNTRY_ISOALPHA2'), ['New in 2.0']);
  assert.deepEqual(texts(country.marks, 'id.ISOALPHA2'), ['Deprecated in 2.0']);
  const old = await marksOf('versioned_docs/version-1.0/api/ref/DesktopAgent.md');
  assert.ok(old.marks.every((m) => m.marks.length === 0));
});

test('on every API and context reference page of every version, each mark equals its matrix row up to the page version', async () => {
  let checked = 0;
  for (const dir of ['docs', ...fs.readdirSync(path.join(repoRoot, 'versioned_docs')).map((d) => `versioned_docs/${d}`)]) {
    for (const sub of ['api/ref', 'context/ref']) {
      const folder = path.join(repoRoot, dir, sub);
      if (!fs.existsSync(folder)) continue;
      for (const f of fs.readdirSync(folder).filter((n) => /\.mdx?$/.test(n))) {
        const {page, marks} = await marksOf(path.join(dir, sub, f));
        assert.deepEqual(marksDisagreeing(evolution, page.version, marks), [], `${dir}/${sub}/${f}`);
        // No mark names a later text than the page's (Next, right after its text is released, repeats that text: not later).
        const at = evolution.versions.findIndex((v) => v.name === page.version);
        const later = evolution.versions.slice(at + 1).filter((v) => v.text !== evolution.versions[at].text);
        for (const m of marks) assert.ok(!m.marks.some((x) => later.some((v) => markVersion(v) === x.version)), `${f} ${m.name}`);
        checked += marks.filter((m) => m.marks.length).length;
      }
    }
  }
  assert.ok(checked > 150, `${checked} marked names`);
});

test('the check fails on marks that disagree with the matrix', async () => {
  const {page, marks} = await marksOf('versioned_docs/version-1.2/api/ref/DesktopAgent.md');
  const broken = structuredClone(marks);
  const forContext = broken.find((m) => m.name === 'raiseIntentForContext')!;
  forContext.marks[0].text = 'New in 1.1';
  const leave = broken.find((m) => m.name === 'leaveCurrentChannel')!;
  leave.marks[0].href = '/versions/api-evolution#desktopagent-getinfo';
  const open = broken.find((m) => m.name === 'open')!;
  open.marks.push({...open.marks[0], text: 'Changed in 2.0', version: '2.0'});
  const problems = marksDisagreeing(evolution, page.version, broken);
  assert.ok(
    problems.some((p) => /^raiseIntentForContext: marks New in 1\.1, matrix New in 1\.2$/.test(p)),
    problems.join('\n'),
  );
  assert.ok(problems.some((p) => /leaveCurrentChannel: 'New in 1\.1' links to .*getinfo/.test(p)));
  assert.ok(problems.some((p) => /open: 'Changed in 2\.0' is later than the page's version/.test(p)));
});

test('the remark step puts heading marks right below the heading (its text untouched) and field marks after the name', async () => {
  const tree = await parse('## Intents\n\n### `raiseIntentForContext`\n\nText.\n\n### `findIntent`\n\nText.\n');
  applyMarks(evolution, {version: '1.2', id: 'api/ref/DesktopAgent'}, tree);
  const [, heading, marks, text] = tree.children;
  assert.equal(heading.type, 'heading');
  assert.deepEqual(heading.type === 'heading' && heading.children, [
    {type: 'inlineCode', value: 'raiseIntentForContext', position: heading.children[0].position},
  ]);
  assert.equal(marks.type, 'paragraph');
  assert.deepEqual(marks.data, {hProperties: {className: ['member-marks']}});
  assert.equal(
    marks.type === 'paragraph' && marks.children[0].type === 'link' && marks.children[0].url,
    '/versions/api-evolution#desktopagent-raiseintentforcontext',
  );
  assert.equal(text.type, 'paragraph');
  // findIntent has no history up to 1.2: nothing is inserted after it.
  assert.equal(tree.children.length, 6);

  const fields = await parse('## Fields\n\n| Field | Type |\n| --- | --- |\n| `id.COUNTRY_ISOALPHA2` | string |\n| `name` | string |\n');
  applyMarks(evolution, {version: '2.0', id: 'context/ref/Country'}, fields);
  const table = fields.children[1];
  assert.equal(table.type, 'table');
  const cell = table.type === 'table' ? table.children[1].children[0].children : [];
  assert.equal(cell[0].type, 'inlineCode');
  assert.equal(cell[2].type === 'link' && cell[2].children[0].type === 'text' && cell[2].children[0].value, 'New in 2.0');
  assert.equal(table.type === 'table' && table.children[2].children[0].children.length, 1);
});
