/**
 * The docs' Mermaid diagrams, drawn at build time (src/plugins/mermaid-diagrams): a diagram
 * becomes one SVG per colour theme with its text alternative, and bad input (a syntax error,
 * a diagram without accTitle and accDescr) fails with the file and line. Draws in Debian's
 * Chromium, as the build does.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {diagramLanguage, missingTextAlternative, remarkMermaidDiagrams} from '../../src/plugins/mermaid-diagrams/remark';
import {closeRenderer} from '../../src/plugins/mermaid-diagrams/render';
import {cssRules, sharedStyle, tidySvg} from '../../src/plugins/mermaid-diagrams/svg';

after(() => closeRenderer());

const fixture = (name: string) => path.join(repoRoot, 'tests', 'unit', 'fixtures', 'mermaid', name);

async function transform(file: string): Promise<Root> {
  const {unified} = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  const tree = unified().use(remarkParse).parse(fs.readFileSync(file, 'utf8')) as Root;
  await remarkMermaidDiagrams()(tree, {path: file});
  return tree;
}

/** The HTML each diagram became (the `__html` of its element). */
function diagramsOf(tree: Root): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    const n = node as {type: string; attributes?: {name: string; value: unknown}[]; children?: unknown[]};
    if (n.type === 'mdxJsxFlowElement') {
      const value = n.attributes?.find((a) => a.name === 'dangerouslySetInnerHTML')?.value as {
        data: {estree: {body: [{expression: {properties: [{value: {value: string}}]}}]}};
      };
      found.push(value.data.estree.body[0].expression.properties[0].value.value);
    }
    n.children?.forEach(visit);
  };
  visit(tree);
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

test('each diagram becomes a light and a dark SVG with its title and description, ids unique in the page, each style rule once', async () => {
  const html = diagramsOf(await transform(fixture('two-diagrams.md')));
  assert.equal(html.length, 2, 'both diagrams, the one in a list too');
  const all = html.join('');
  for (const [n, title] of [
    [1, 'First'],
    [2, 'Second'],
  ] as const) {
    for (const theme of ['light', 'dark']) {
      const id = `diagram-${n}-${theme}`;
      assert.match(all, new RegExp(`<div class="mermaid-diagram__${theme}">(<style>[^]*?</style>)?<svg id="${id}"`));
      assert.match(all, new RegExp(`aria-labelledby="chart-title-${id}"`));
      assert.match(all, new RegExp(`<title id="chart-title-${id}">${title}</title>`));
      assert.match(all, new RegExp(`<desc id="chart-desc-${id}">`));
    }
  }
  const ids = [...all.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
    'no id twice',
  );
  assert.ok(
    ids.every((id) => /diagram-\d-(light|dark)/.test(id)),
    ids.join(' '),
  );
  const rules = [...all.matchAll(/<style>([^<]*)<\/style>/g)].flatMap((m) => cssRules(m[1]!));
  assert.deepEqual(
    rules.filter((rule, i) => rules.indexOf(rule) !== i),
    [],
    'each style rule once in the page',
  );
  assert.doesNotMatch(all, /<symbol/, 'no unused icons');
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

test('the style leaves the SVG decoded (HTML reads it as raw text), rescoped, and with only the rules that can match', () => {
  const svg =
    '<svg id="d-light" aria-roledescription="sequence"><line class="actor"/>' +
    '<style>#d-light .actor{fill:red}#d-light .unused{fill:blue}#d-light text&gt;tspan{fill:black}' +
    '#d-light .actor,#d-light .x{stroke:url(#d-light-gradient)}@keyframes dash{to{stroke-dashoffset:0;}}</style></svg>';
  const scope = '.scope svg[aria-roledescription="sequence"]';
  assert.deepEqual(sharedStyle(svg, 'd-light', '.scope'), {
    svg: '<svg id="d-light" aria-roledescription="sequence"><line class="actor"/></svg>',
    rules: [`${scope} .actor{fill:red}`, `${scope} text>tspan{fill:black}`, `${scope} .actor{stroke:url(#mermaid-gradient)}`],
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
