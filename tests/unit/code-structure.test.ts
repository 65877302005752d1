import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeStructure} from '../../scripts/lib/code-structure';

// A line as the site renders it (src/theme/CodeBlock/Line): a span shown as a block, a coloured run, a break.
const goodBlock =
  '<pre><code class=codeBlockLines_x><span class=token-line><span class="token keyword">const</span> a = 1;<br/></span>' +
  '<span class="token-line"><br/></span></code></pre>';

test('counts the blocks, lines and elements of highlighted code, whether attributes are quoted or not', () => {
  assert.deepEqual(codeStructure(`<p>Use <code>broadcast</code>.</p>${goodBlock}`), {blocks: 1, lines: 2, elements: 5, blockInCode: []});
});

test('a block element inside <code> is reported, with the markup that follows it', () => {
  // The theme's original line: a <div> inside <code>.
  const original = '<pre><code class=codeBlockLines_x><div class=token-line>const a = 1;<br/></div></code></pre>';
  const {blockInCode} = codeStructure(original);
  assert.equal(blockInCode.length, 1);
  assert.match(blockInCode[0]!, /^<div class=token-line>const a/);
  assert.deepEqual(codeStructure('<code>a <p>b</p></code>').blockInCode, ['<p>b</p>']);
});

test('a token per span (the theme without merged runs) costs more elements per line', () => {
  const perToken =
    '<pre><code class=codeBlockLines_x><span class=token-line><span class="token keyword">const</span><span class="token plain"> </span>' +
    '<span class="token plain">a</span><span class="token plain"> </span><span class="token operator">=</span><br/></span></code></pre>';
  const lean = codeStructure(goodBlock);
  const fat = codeStructure(perToken);
  assert.ok(
    fat.elements / fat.lines > 2 * (lean.elements / lean.lines),
    `${fat.elements}/${fat.lines} against ${lean.elements}/${lean.lines}`,
  );
});
