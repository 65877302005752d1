import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root} from 'hast';
import {breakPieces, rehypeCodeBreaks} from '../../src/plugins/code-breaks';

test('long inline code breaks after punctuation and between camelCase humps', () => {
  assert.deepEqual(breakPieces('Promise<IntentResolution>'), ['Promise<', 'Intent', 'Resolution>']);
  assert.deepEqual(breakPieces('optionalFeatures.UserChannelMembershipAPIs'), [
    'optional',
    'Features.',
    'User',
    'Channel',
    'Membership',
    'APIs',
  ]);
  assert.deepEqual(breakPieces('raiseIntent(intent, context, { appId })'), ['raise', 'Intent(', 'intent, context, { app', 'Id })']);
  // A comma before a space adds no break (the space is one); short names stay whole.
  assert.deepEqual(breakPieces('appId'), ['appId']);
  assert.deepEqual(breakPieces('"UserCancelledResolution"'), ['"User', 'Cancelled', 'Resolution"']);
});

test('the rehype step puts <wbr> in inline code only, never in a code block, and keeps the text', () => {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'td',
        properties: {},
        children: [{type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'Promise<AppIntent[]>'}]}],
      },
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'Promise<AppIntent[]>'}]}],
      },
    ],
  };
  rehypeCodeBreaks()(tree);
  const [cell, pre] = tree.children as [Element, Element];
  const inline = (cell.children[0] as Element).children;
  assert.deepEqual(
    inline.map((n: ElementContent) => (n.type === 'text' ? n.value : n.type === 'element' ? `<${n.tagName}>` : n.type)),
    ['Promise<', '<wbr>', 'App', '<wbr>', 'Intent[]>'],
  );
  assert.equal((pre.children[0] as Element).children.length, 1);
});
