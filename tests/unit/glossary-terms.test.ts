// cspell:ignore targetapp
/**
 * Glossary terms: each version's glossary page parses into its entries (a broken entry fails naming the
 * file and line), and the remark step marks the first use of each term of the page's version only,
 * outside headings, code, links and tables, with the entry's first sentence as its tooltip.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {docsVersions, releasedVersionNames, repoRoot} from '../../src/fdc3/docs-versions';

// The current release (2.0 today): its pages are at /docs. Named from versions.json, so that the tests hold after `npm run release`.
const latest = releasedVersionNames[0]!;
import {glossaryOf, parseGlossary, readGlossary, shortDefinition, termForms, termId, type Glossary} from '../../src/fdc3/glossary';
import {anchorEntries, markTerms, remarkGlossaryTerms, tipClass, tipsClass} from '../../src/plugins/glossary-terms/remark';

async function parse(markdown: string): Promise<Root> {
  const {unified} = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  const remarkGfm = (await import('remark-gfm')).default;
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

/** The page's HTML as remark-rehype makes it (the build's MDX step makes JSX of the same tree). */
async function html(tree: Root): Promise<string> {
  const {toHast} = await import('mdast-util-to-hast');
  const {toParse5} = await import('hast-util-to-parse5');
  const {serialize} = await import('parse5');
  const hast = toHast(tree);
  return serialize(toParse5(hast) as never);
}

const fixture = (entries: string) =>
  `---\nid: fdc3-glossary\ntitle: Glossary\n---\n\nIntro.\n\n## A\n\n${entries}\n\n## Related pages\n\n- [Compliance](./fdc3-compliance.md)\n`;

const glossary = (version: string): Glossary => {
  const g = glossaryOf(version);
  assert.ok(g, `version ${version} has a glossary`);
  return g;
};

test('every docs version has a glossary page whose entries parse, each with its own anchor and a first sentence', () => {
  for (const version of docsVersions) {
    const g = readGlossary(version);
    assert.ok(g, `${version.dir}/fdc3-glossary.md exists`);
    assert.ok(g.entries.length > 20, `${g.file}: ${g.entries.length} entries`);
    assert.equal(new Set(g.entries.map((e) => e.id)).size, g.entries.length, `${g.file}: anchors are unique`);
    const lines = fs.readFileSync(path.join(repoRoot, g.file), 'utf8').split('\n');
    for (const e of g.entries) {
      assert.ok(lines[e.line - 1].startsWith(`- **`), `${g.file}:${e.line} is the entry of ${e.term}`);
      assert.ok(e.short.length > 8 && e.short.length <= e.definition.length, `${e.term}: ${e.short}`);
    }
  }
  assert.equal(glossary(latest).href, '/docs/fdc3-glossary');
  assert.equal(glossary('1.2').href, '/docs/1.2/fdc3-glossary');
  assert.equal(glossary('current').href, '/docs/next/fdc3-glossary');
});

test('terms give their anchors and the words that mark them', () => {
  assert.equal(termId('app directory (appD)'), 'app-directory');
  assert.equal(termId('context, context data'), 'context');
  assert.equal(termId('application, web'), 'application-web');
  assert.equal(termId('`TargetApp`'), 'targetapp');
  assert.deepEqual(termForms('app directory (appD)'), ['app directory', 'appD']);
  assert.deepEqual(termForms('context, context data'), ['context data', 'context']);
  assert.deepEqual(termForms('context handler (`ContextHandler`)'), ['context handler']);
  assert.deepEqual(termForms('`TargetApp`'), []);
  assert.equal(shortDefinition('A verb, such as `ViewChart`. See [Intents](./intents/spec.md).'), 'A verb, such as ViewChart.');
});

test('a broken glossary entry fails naming the file and its line', () => {
  assert.throws(
    () =>
      parseGlossary(
        'docs/fdc3-glossary.md',
        fixture('- **intent**: A verb with an agreed meaning.\n- **channel** A route without its colon.'),
      ),
    /^Error: docs\/fdc3-glossary\.md:11: a glossary entry must read "- \*\*term\*\*: definition"/,
  );
  assert.throws(
    () => parseGlossary('docs/fdc3-glossary.md', fixture('- **intent**: A verb with an agreed meaning.\n- **Intent**: Again.')),
    /^Error: docs\/fdc3-glossary\.md:11: "Intent" has the anchor #intent, as the entry on line 10 has/,
  );
  assert.throws(
    () => parseGlossary('x.md', fixture('- **intent**: ...')),
    /^Error: x\.md:10: the definition of "intent" has no first sentence/,
  );
  assert.throws(() => parseGlossary('x.md', '## Related pages\n\n- [a](./a.md)\n'), /^Error: x\.md: no glossary entries/);
  // Lists outside the letter sections are not entries.
  assert.equal(parseGlossary('x.md', fixture('- **intent**: A verb with an agreed meaning.')).length, 1);
});

test('the first use of a term is marked, linked to its entry and described by its first sentence; later uses are not', async () => {
  const tree = await parse('An intent is raised. Another intent follows.\n\nA third intent.\n');
  const marked = markTerms(tree, glossary(latest));
  assert.deepEqual(
    marked.map((m) => [m.entry.id, m.text]),
    [['intent', 'intent']],
  );
  const out = await html(tree);
  assert.equal(out.match(/class="glossary-term"/g)?.length, 1);
  assert.match(
    out,
    /<a href="\/docs\/fdc3-glossary#intent" class="glossary-term" aria-describedby="glossary-tip-intent">intent<\/a> is raised\. Another intent follows\./,
  );
  const intent = glossary(latest).entries.find((e) => e.id === 'intent');
  assert.ok(intent);
  // The tooltips come just before the page's last block, which stays the last (the theme styles `.markdown > :last-child`).
  assert.ok(
    out.endsWith(
      `<div class="${tipsClass}" hidden="" data-pagefind-ignore="all"><span id="glossary-tip-intent" role="tooltip" class="${tipClass}" hidden="">${intent.short}</span></div>\n<p>A third intent.</p>`,
    ),
    out,
  );
});

test('plurals, case and longer terms: "Intents" marks intent, "context listener" marks its own entry and not context', async () => {
  const tree = await parse('Intents and a context listener. Then context.\n');
  assert.deepEqual(
    markTerms(tree, glossary(latest)).map((m) => [m.entry.id, m.text]),
    [
      ['intent', 'Intents'],
      ['context-listener', 'context listener'],
      ['context', 'context'],
    ],
  );
});

test('headings, code, links, tables and dotted or hyphenated names are not marked', async () => {
  const tree = await parse(
    [
      '## The intent',
      '',
      'Call `intent` in code, read [the intent](./x.md), see fdc3.intent and intent-based flows.',
      '',
      '```ts',
      'const intent = 1;',
      '```',
      '',
      '| name | what |',
      '| ---- | ---- |',
      '| `raiseIntent` | raises an intent |',
      '',
    ].join('\n'),
  );
  assert.deepEqual(markTerms(tree, glossary(latest)), []);
  assert.doesNotMatch(await html(tree), /glossary-t/);
});

test('a page without any term is left as it was, with no tooltip list', async () => {
  const tree = await parse('Nothing to explain here.\n');
  const before = JSON.stringify(tree);
  assert.deepEqual(markTerms(tree, glossary(latest)), []);
  assert.equal(JSON.stringify(tree), before);
});

test('a term not in the page version\'s glossary is not marked: "private channel" on 1.2, "system channel" on 2.0', async () => {
  const text = 'Use a private channel, or a system channel.\n';
  const on12 = markTerms(await parse(text), glossary('1.2')).map((m) => m.entry.id);
  assert.ok(!glossary('1.2').entries.some((e) => e.id === 'private-channel'));
  assert.deepEqual(on12, ['channel', 'system-channel']);
  const on20 = markTerms(await parse(text), glossary(latest)).map((m) => m.entry.id);
  assert.ok(!glossary(latest).entries.some((e) => e.id === 'system-channel'));
  assert.deepEqual(on20, ['private-channel', 'channel']);
  // And the 1.2 mark links to 1.2's glossary, with 1.2's definition.
  const tree = await parse('A system channel.\n');
  markTerms(tree, glossary('1.2'));
  const out = await html(tree);
  assert.match(out, /href="\/docs\/1\.2\/fdc3-glossary#system-channel"/);
  assert.ok(out.includes(glossary('1.2').entries.find((e) => e.id === 'system-channel')!.short));
});

test('terms the pages do not mark (app, application) stay plain', async () => {
  const tree = await parse('An app is an application.\n');
  assert.deepEqual(markTerms(tree, glossary(latest)), []);
});

test('the glossary page gets an anchor on every entry and no marks; pages of a version without a glossary get nothing', async () => {
  for (const version of docsVersions) {
    const g = glossary(version.name);
    const file = path.join(repoRoot, g.file);
    const tree = await parse(fs.readFileSync(file, 'utf8'));
    remarkGlossaryTerms()(tree, {path: file});
    const out = await html(tree);
    assert.doesNotMatch(out, /glossary-term|role="tooltip"/, `${g.file} marks nothing`);
    for (const e of g.entries) assert.ok(out.includes(`<li id="${e.id}">`), `${g.file}: entry ${e.term} has #${e.id}`);
    assert.deepEqual(anchorEntries(await parse(fs.readFileSync(file, 'utf8')), g).sort(), g.entries.map((e) => e.id).sort());
  }
  const tree = await parse('An intent.\n');
  remarkGlossaryTerms()(tree, {path: path.join(repoRoot, 'blog/2024-01-01-post.md')});
  assert.doesNotMatch(await html(tree), /glossary-term/);
  assert.equal(glossaryOf('0.9'), undefined);
});

test('a reference page is marked once per term, each mark with its tooltip', async () => {
  const file = path.join(repoRoot, 'versioned_docs/version-2.0/api/ref/DesktopAgent.md');
  const tree = await parse(fs.readFileSync(file, 'utf8'));
  remarkGlossaryTerms()(tree, {path: file});
  const out = await html(tree);
  const ids = [...out.matchAll(/aria-describedby="(glossary-tip-[\w-]+)"/g)].map((m) => m[1]);
  assert.ok(ids.includes('glossary-tip-desktop-agent'), ids.join(' '));
  assert.equal(new Set(ids).size, ids.length, 'each term once');
  for (const id of ids) assert.ok(out.includes(`<span id="${id}" role="tooltip"`), id);
});
