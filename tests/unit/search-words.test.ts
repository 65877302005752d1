import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spaceBlocks} from '../../src/plugins/build-output/search-index/words';

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
