import {test} from 'node:test';
import assert from 'node:assert/strict';
import {indexedPart, spaceBlocks} from '../../src/plugins/build-output/search-index/words';

/** The text a reader would see, as an indexer reads it: tags dropped, nothing added. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test('table cells, list items and blocks of a minified page become separate words for the index', () => {
  // As the built pages are minified: end tags of cells, rows and items left out.
  const errors =
    '<table><tr><th>Name<th>Value<tr><td><code>UserCancelled</code><td><code>"UserCancelledResolution"</code><td>The user closed the resolver.</table>';
  const fields = '<tr><td><code>id.FDS_ID</code><td>string<td>No<td>FactSet identifier.</tr>';
  const menu = '<select><option>None<option>Red<option>Green<option>Blue</select><ul><li>One</li><li>Two</ul><p>End.</p>Next';
  assert.equal(
    text(errors),
    'NameValueUserCancelled"UserCancelledResolution"The user closed the resolver.',
    'the fixture is glued as it was',
  );
  assert.equal(text(spaceBlocks(errors)), 'Name Value UserCancelled "UserCancelledResolution" The user closed the resolver.');
  assert.equal(text(spaceBlocks(fields)), 'id.FDS_ID string No FactSet identifier.');
  assert.equal(text(spaceBlocks(menu)), 'None Red Green Blue One Two End. Next');
});

test('inline markup stays inside its word, and tags that only start like a block are left alone', () => {
  const inline = '<p>call <code>raise</code><em>Intent</em>, see <a href=/x>Channel</a>s<span>.</span><pre>x</pre>';
  assert.equal(text(spaceBlocks(inline)), 'call raiseIntent, see Channels. x');
  const svg = 'a<path d=M0></path>b<progress>c';
  assert.equal(spaceBlocks(svg), svg);
});

test('Pagefind reads the marked element whole, with the page language and title, and nothing around it', () => {
  const page =
    '<!doctype html><html lang=en dir=ltr class="docs-wrapper"><head><meta charset=utf-8><title>Channels | FDC3</title>' +
    '<script>var x = "<div>";</script></head><body><nav><div>Menu</div></nav><div class=row>' +
    '<div data-pagefind-body="" data-pagefind-filter=version:2.0><div class=markdown><h1>Channels</h1><div><p>Join one.</div></div></div>' +
    '<div>On this page</div></div><footer><img src=/img/strap.svg alt="FINOS"></footer></body></html>';
  assert.equal(
    indexedPart(page, 'docs/channels/index.html'),
    '<!doctype html><html lang=en dir=ltr class="docs-wrapper"><head><title>Channels | FDC3</title></head><body>' +
      '<div data-pagefind-body="" data-pagefind-filter=version:2.0><div class=markdown><h1>Channels</h1><div><p>Join one.</div></div></div>' +
      '</body></html>',
  );
  const main =
    '<html lang=en><body><main data-pagefind-body="" data-pagefind-filter=version:site><main>x</main></main><footer>f</footer></body></html>';
  assert.equal(
    indexedPart(main, 'index.html'),
    '<!doctype html><html lang=en><head></head><body><main data-pagefind-body="" data-pagefind-filter=version:site><main>x</main></main></body></html>',
  );
});

test('a page without the marker is skipped, a page that mentions it in its text too, and an unclosed marked element fails named', () => {
  assert.equal(indexedPart('<html><body><div>text</div></body></html>', 'a.html'), null);
  assert.equal(indexedPart('<html><body><p>Set <code>data-pagefind-body</code> on the element.</p></body></html>', 'b.html'), null);
  assert.throws(
    () => indexedPart('<html><body><div data-pagefind-body=""><div>never closed</div></body></html>', 'docs/broken/index.html'),
    /docs\/broken\/index\.html: the <div> marked data-pagefind-body has no end tag/,
  );
});
