import {test} from 'node:test';
import assert from 'node:assert/strict';
import {firstLoadByPart, partOf} from '../../scripts/lib/first-load';

const origin = 'http://127.0.0.1:4000';

test('the two start-up scripts, page scripts, CSS, HTML and the rest are told apart', () => {
  assert.equal(partOf({url: `${origin}/assets/js/main.5b1e4193.js`, transferSize: 1, resourceType: 'Script'}), 'main bundle');
  assert.equal(partOf({url: `${origin}/assets/js/runtime~main.7158d283.js`, transferSize: 1, resourceType: 'Script'}), 'runtime');
  // A page chunk whose name merely contains "main" is a page script.
  assert.equal(partOf({url: `${origin}/assets/js/domain.1df93b7f.js`, transferSize: 1, resourceType: 'Script'}), 'page scripts');
  assert.equal(partOf({url: `${origin}/assets/css/styles.4e30afa5.css`, transferSize: 1, resourceType: 'Stylesheet'}), 'CSS');
  assert.equal(partOf({url: `${origin}/`, transferSize: 1, resourceType: 'Document'}), 'HTML');
  assert.equal(partOf({url: `${origin}/img/fdc3-logo.svg`, transferSize: 1, resourceType: 'Image'}), 'images and other');
  assert.equal(partOf({url: 'data:image/svg+xml;utf8,<svg/>', transferSize: 0, resourceType: 'Image'}), 'images and other');
});

test('bytes are summed per part, and a part with no request reads 0', () => {
  const parts = firstLoadByPart([
    {url: `${origin}/`, transferSize: 7448, resourceType: 'Document'},
    {url: `${origin}/assets/js/main.5b1e4193.js`, transferSize: 144635, resourceType: 'Script'},
    {url: `${origin}/assets/js/1df93b7f.f496418a.js`, transferSize: 5056, resourceType: 'Script'},
    {url: `${origin}/assets/js/a7456010.f2edd4e0.js`, transferSize: 1229, resourceType: 'Script'},
  ]);
  assert.deepEqual(parts, {
    'main bundle': 144635,
    runtime: 0,
    'page scripts': 6285,
    CSS: 0,
    HTML: 7448,
    'images and other': 0,
  });
});
