/**
 * The docs' Mermaid diagrams, drawn at build time (src/plugins/mermaid-diagrams): a diagram
 * becomes one SVG file per colour theme, shown by an <img> with its text alternative, and bad input (a syntax error,
 * a diagram without accTitle and accDescr) fails with the file and line. Draws in Debian's
 * Chromium, as the build does.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {diagramLanguage, missingTextAlternative, remarkMermaidDiagrams} from '../../src/plugins/mermaid-diagrams/remark';
import {closeRenderer} from '../../src/plugins/mermaid-diagrams/render';
import {standaloneSvg, tidySvg} from '../../src/plugins/mermaid-diagrams/svg';

after(() => closeRenderer());

const fixture = (name: string) => path.join(repoRoot, 'tests', 'unit', 'fixtures', 'mermaid', name);

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-diagrams-'));
after(() => fs.rmSync(outDir, {recursive: true, force: true}));

async function transform(file: string): Promise<Root> {
  const {unified} = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  const tree = unified().use(remarkParse).parse(fs.readFileSync(file, 'utf8')) as Root;
  await remarkMermaidDiagrams({outDir})(tree, {path: file});
  return tree;
}

interface Jsx {
  type: string;
  name?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Jsx[];
  value?: string;
}

/** An attribute as the page gets it: a string, a number, `true` (no value), or the source of an expression. */
function attributeOf(node: Jsx, name: string): unknown {
  const found = node.attributes?.find((a) => a.name === name);
  if (!found) return undefined;
  if (found.value === null) return true;
  if (typeof found.value === 'string') return found.value;
  const {value} = found.value as {value: string};
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The element each diagram became. */
function diagramsOf(tree: Root): Jsx[] {
  const found: Jsx[] = [];
  const visit = (node: Jsx) => {
    if (node.type === 'mdxJsxFlowElement' && attributeOf(node, 'className') === 'mermaid-diagram') found.push(node);
    else node.children?.forEach(visit);
  };
  visit(tree as unknown as Jsx);
  return found;
}

test('a diagram with a syntax error fails with the file and the line of the error', async () => {
  await assert.rejects(transform(fixture('broken.md')), (error: Error) => {
    assert.match(error.message, /^tests\/unit\/fixtures\/mermaid\/broken\.md:12: Mermaid cannot parse the diagram: Parse error on line 7/);
    return true;
  });
});

test('a diagram without accTitle and accDescr fails with the file and the line of its fence', async () => {
  await assert.rejects(transform(fixture('no-text-alternative.md')), (error: Error) => {
    assert.equal(
      error.message,
      'tests/unit/fixtures/mermaid/no-text-alternative.md:3: the diagram has no accTitle or accDescr line (its text alternative for screen readers)',
    );
    return true;
  });
});

test('each diagram becomes a light and a dark SVG file shown by an <img> with its size, title and description; no SVG in the page', async () => {
  const diagrams = diagramsOf(await transform(fixture('two-diagrams.md')));
  assert.equal(diagrams.length, 2, 'both diagrams, the one in a list too');
  assert.doesNotMatch(JSON.stringify(diagrams), /<svg|dangerouslySetInnerHTML/, 'the SVG is not in the page');
  const files = new Set<string>();
  for (const [n, title] of [
    [1, 'First'],
    [2, 'Second'],
  ] as const) {
    const diagram = diagrams[n - 1]!;
    const [light, dark, description] = diagram.children!;
    assert.deepEqual(
      [light, dark].map((wrapper) => attributeOf(wrapper!, 'className')),
      ['mermaid-diagram__light', 'mermaid-diagram__dark'],
    );
    const descriptionId = `mermaid-diagram-${n}-description`;
    assert.equal(description!.name, 'p');
    assert.equal(attributeOf(description!, 'id'), descriptionId);
    assert.equal(attributeOf(description!, 'hidden'), true, 'read through aria-describedby, not twice in the text');
    assert.ok(description!.children![0]!.value!.length > 10, 'the accDescr text');
    for (const [theme, wrapper] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const img = wrapper!.children![0]!;
      assert.equal(img.name, 'img');
      assert.equal(attributeOf(img, 'alt'), title);
      assert.equal(attributeOf(img, 'aria-describedby'), descriptionId);
      assert.equal(attributeOf(img, 'loading'), 'lazy');
      const src = attributeOf(img, 'src') as string;
      const file = /^require\(".*file-loader[^?]*\?name=assets\/diagrams\/\[contenthash\]\.\[ext\]!(.+\.svg)"\)\.default$/.exec(src)?.[1];
      assert.ok(file, src);
      assert.match(path.basename(file), /^[0-9a-f]{16}\.svg$/, 'named by its content');
      files.add(file);
      const svg = fs.readFileSync(file, 'utf8');
      // A file an <img> can show: namespaced, sized as the page says, styled by itself.
      assert.match(svg, new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg"[^>]* id="diagram-${n}-${theme}"`));
      const size = /^<svg[^>]* width="(\d+)" height="(\d+)">/.exec(svg);
      assert.deepEqual([Number(size?.[1]), Number(size?.[2])], [attributeOf(img, 'width'), attributeOf(img, 'height')]);
      assert.ok(Number(size?.[1]) > 100);
      assert.match(svg, new RegExp(`<style>#diagram-${n}-${theme}\\{[^<]*#diagram-${n}-${theme} \\.actor\\{`), 'its own rules');
      assert.doesNotMatch(svg, /mermaid-diagram__/, 'no rule that needs the page');
      assert.match(svg, new RegExp(`<title[^>]*>${title}</title>`));
      assert.doesNotMatch(svg, /<symbol/, 'no unused icons');
      const colours = /\.messageText\{fill:([^;]+);/.exec(svg)?.[1];
      assert.ok(colours, 'message text coloured');
    }
  }
  assert.equal(files.size, 4, 'a file per diagram and theme');
});

test('tidying renames bare ids with their references and drops unused definitions', () => {
  const svg =
    '<svg id="d-light" aria-labelledby="t"><title id="t">T</title><defs><symbol id="clock"><path/></symbol></defs>' +
    '<defs><marker id="arrowhead"><path/></marker></defs><line id="actor0" class="actor" marker-end="url(#arrowhead)"/></svg>';
  assert.equal(
    tidySvg(svg, 'd-light'),
    '<svg id="d-light" aria-labelledby="d-light-t"><title id="d-light-t">T</title>' +
      '<defs><marker id="d-light-arrowhead"><path/></marker></defs><line id="d-light-actor0" class="actor" marker-end="url(#d-light-arrowhead)"/></svg>',
  );
});

test('a standalone SVG keeps its own style, decoded and re-encoded, with only the rules that can match, and its size from its viewBox', () => {
  const svg =
    '<svg id="d-light" width="100%" style="max-width: 300px;" viewBox="-50 -10 300.4 120" aria-roledescription="sequence"><line class="actor"/>' +
    '<style>#d-light{fill:#333}#d-light .actor{fill:red}#d-light .unused{fill:blue}#d-light text&gt;tspan{fill:black}' +
    '@keyframes dash{to{stroke-dashoffset:0;}}</style></svg>';
  assert.deepEqual(standaloneSvg(svg, 'd-light'), {
    svg:
      '<svg xmlns="http://www.w3.org/2000/svg" id="d-light" viewBox="-50 -10 300.4 120" aria-roledescription="sequence" width="301" height="120">' +
      '<style>#d-light{fill:#333}#d-light .actor{fill:red}#d-light text&gt;tspan{fill:black}</style><line class="actor"/></svg>',
    width: 301,
    height: 120,
  });
});

test('every diagram in the docs has its text alternative', () => {
  const folders = ['docs', 'versioned_docs'].map((f) => path.join(repoRoot, f));
  const fence = new RegExp('^([ \\t]*)```' + diagramLanguage + '[ \\t]*\\n([^]*?)^\\1```', 'gm');
  let count = 0;
  for (const folder of folders) {
    for (const file of fs.readdirSync(folder, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f))) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const match of text.matchAll(fence)) {
        count += 1;
        assert.deepEqual(missingTextAlternative(match[2]!), [], `${file}: a diagram lacks its text alternative`);
      }
    }
  }
  assert.ok(count >= 10, `${count} diagrams found`);
});
