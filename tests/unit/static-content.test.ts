import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'hast';
import {rehypeStaticContent, staticContentComponent, staticHeadingComponent} from '../../src/plugins/static-content';

const text = (value: string) => ({type: 'text', value}) as const;
const element = (tagName: string, children: RootContent[] = [text('x')]) =>
  ({type: 'element', tagName, properties: {}, children}) as RootContent;
const jsx = (name: string, type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' = 'mdxJsxTextElement') =>
  ({type, name, attributes: [], children: [text('y')]}) as unknown as RootContent;

function run(children: RootContent[]): RootContent[] {
  const tree: Root = {type: 'root', children};
  rehypeStaticContent()(tree);
  return tree.children;
}

const wrapped = (node: RootContent) => node.type === 'mdxJsxFlowElement' && node.name === staticContentComponent;
const heading = (node: RootContent) => node.type === 'mdxJsxFlowElement' && node.name === staticHeadingComponent;

test('top-level paragraphs, lists and tables are wrapped, each on its own, with the element inside', () => {
  const p = element('p', [text('See '), element('a'), text(' and '), element('code')]);
  const out = run([p, element('ul', [element('li')]), element('table', [element('tbody')])]);
  assert.equal(out.length, 3);
  assert.ok(out.every(wrapped));
  assert.equal((out[0] as {children: RootContent[]}).children[0], p);
});

test('code blocks, components and the title heading stay as they are', () => {
  const out = run([element('h1'), element('pre', [element('code')]), jsx('Tabs', 'mdxJsxFlowElement'), element('div')]);
  assert.equal(out.filter(wrapped).length, 0);
  assert.equal(out.filter(heading).length, 0);
});

test('headings h2 to h6 are wrapped in a StaticHeading that names their tag, unless they hold a component or an expression', () => {
  const h3 = element('h3', [element('code', [text('raiseIntent')])]);
  const out = run([element('h2'), h3, element('h6'), element('h4', [text('a '), jsx('Badge')])]);
  assert.deepEqual(out.map(heading), [true, true, true, false]);
  const [, second] = out as {attributes: {name: string; value: string}[]; children: RootContent[]}[];
  assert.deepEqual(
    second!.attributes.map(({name, value}) => [name, value]),
    [['as', 'h3']],
  );
  assert.equal(second!.children[0], h3);
});

test('a block holding a component with behaviour, or an expression, is not wrapped; one holding a VersionLink is', () => {
  const withTabs = element('p', [text('a'), jsx('ConformanceCases')]);
  const withExpression = element('ul', [element('li', [{type: 'mdxTextExpression', value: 'x'} as unknown as RootContent])]);
  const withVersionLink = element('p', [text('see '), jsx('VersionLink')]);
  const out = run([withTabs, withExpression, withVersionLink]);
  assert.deepEqual(out.map(wrapped), [false, false, true]);
});

test('only the top level is wrapped: a paragraph inside a list item is part of its list', () => {
  const out = run([element('ol', [element('li', [element('p')])])]);
  assert.equal(out.length, 1);
  const inner = (out[0] as {children: RootContent[]}).children[0] as {children: RootContent[]};
  assert.equal(inner.children[0]!.type, 'element');
});
