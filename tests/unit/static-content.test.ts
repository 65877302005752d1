import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'hast';
import {rehypeStaticContent, staticContentComponent} from '../../src/plugins/static-content';

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

test('top-level paragraphs, lists and tables are wrapped, each on its own, with the element inside', () => {
  const p = element('p', [text('See '), element('a'), text(' and '), element('code')]);
  const out = run([p, element('ul', [element('li')]), element('table', [element('tbody')])]);
  assert.equal(out.length, 3);
  assert.ok(out.every(wrapped));
  assert.equal((out[0] as {children: RootContent[]}).children[0], p);
});

test('headings, code blocks and components stay as they are', () => {
  const out = run([element('h2'), element('pre', [element('code')]), jsx('Tabs', 'mdxJsxFlowElement'), element('div')]);
  assert.equal(out.filter(wrapped).length, 0);
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
