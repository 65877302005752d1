import {test} from 'node:test';
import assert from 'node:assert/strict';
import {excerptParts, shortenExcerpt} from '../../src/components/Search/excerpt';
import {bestSection, keepUnchanged, normaliseUrl, rankHits, toHit, type PagefindResultData} from '../../src/components/Search/results';

const location = (balanced_score: number) => ({weight: 1, balanced_score, location: 0});

const desktopAgent: PagefindResultData = {
  url: '/docs/api/ref/DesktopAgent/',
  excerpt: 'page excerpt',
  meta: {title: 'DesktopAgent'},
  sub_results: [
    {title: 'DesktopAgent', url: '/docs/api/ref/DesktopAgent/', excerpt: 'top', weighted_locations: [location(50)]},
    {
      title: 'broadcast',
      url: '/docs/api/ref/DesktopAgent/#broadcast',
      excerpt: 'many mentions',
      weighted_locations: [location(40), location(40)],
    },
    {
      title: 'addContextListener',
      url: '/docs/api/ref/DesktopAgent/#addcontextlistener',
      excerpt: 'the member',
      weighted_locations: [location(5)],
    },
  ],
};

test('URLs lose the trailing slash Pagefind gives them, before an anchor too, but the root stays', () => {
  assert.equal(normaliseUrl('/docs/api/ref/DesktopAgent/'), '/docs/api/ref/DesktopAgent');
  assert.equal(normaliseUrl('/docs/api/ref/DesktopAgent/#raiseintent'), '/docs/api/ref/DesktopAgent#raiseintent');
  assert.equal(normaliseUrl('/'), '/');
  assert.equal(normaliseUrl('/#top'), '/#top');
});

test('the best section is the one whose heading names the query, else the one with most of it', () => {
  assert.equal(bestSection(desktopAgent, 'addContextListener')?.title, 'addContextListener');
  assert.equal(bestSection(desktopAgent, 'context')?.title, 'addContextListener');
  assert.equal(bestSection(desktopAgent, 'payload')?.title, 'broadcast');
  assert.equal(bestSection({...desktopAgent, sub_results: []}, 'x'), undefined);
});

test('a hit leads to its section, and names it unless it is the top of the page', () => {
  assert.deepEqual(toHit(desktopAgent, 'addContextListener'), {
    url: '/docs/api/ref/DesktopAgent#addcontextlistener',
    title: 'DesktopAgent',
    section: 'addContextListener',
    excerpt: 'the member',
  });
  const top = toHit({...desktopAgent, sub_results: desktopAgent.sub_results.slice(0, 1)}, 'desktop');
  assert.equal(top.section, undefined);
  assert.equal(top.url, '/docs/api/ref/DesktopAgent');
});

test('a section named exactly like the query moves to the top; the rest keep their order', () => {
  const hit = (title: string, section?: string) => ({url: `/${title}`, title, section, excerpt: ''});
  const ranked = rankHits(
    [hit('Intents'), hit('Channel', 'addContextListener'), hit('Guide'), hit('DesktopAgent', 'addContextListener')],
    'addContextListener',
  );
  assert.deepEqual(
    ranked.map((h) => h.title),
    ['Channel', 'DesktopAgent', 'Intents', 'Guide'],
  );
});

test('excerpts become text runs: marks kept, entities decoded, any other markup dropped', () => {
  assert.deepEqual(excerptParts('call <mark>raiseIntent</mark> with a &lt;Context&gt; &amp; <b>more</b>&#39;s'), [
    {text: 'call ', marked: false},
    {text: 'raiseIntent', marked: true},
    {text: " with a <Context> & more's", marked: false},
  ]);
  assert.deepEqual(excerptParts(''), []);
});

test("the box's shorter excerpt starts a word before the first mark, keeps the count of words and leaves a short one whole", () => {
  const words = (n: number, from = 1) => Array.from({length: n}, (_, i) => `w${i + from}`);
  const excerpt = [...words(8), '<mark>raiseIntent</mark>', ...words(13, 10)].join(' ');
  assert.equal(shortenExcerpt(excerpt, 5), 'w8 <mark>raiseIntent</mark> w10 w11 w12');
  // A mark near the end: the last words, still as many.
  assert.equal(shortenExcerpt([...words(20), '<mark>x</mark>', 'w21'].join(' '), 4), 'w19 w20 <mark>x</mark> w21');
  // No mark: the first words.
  assert.equal(shortenExcerpt(words(10).join(' '), 3), 'w1 w2 w3');
  assert.equal(shortenExcerpt('a <mark>b</mark> c', 14), 'a <mark>b</mark> c');
  // A mark cut in two becomes plain text, as any other markup.
  assert.deepEqual(excerptParts(shortenExcerpt('<mark>x</mark> y <mark>two words</mark> z', 3)), [
    {text: 'x', marked: true},
    {text: ' y two', marked: false},
  ]);
});

test("a new answer keeps the last answer's hit objects where a place holds the same result, and only there", () => {
  const page = (url: string, excerpt = 'text') => ({url, title: url, excerpt});
  const last = [page('/a'), page('/b'), page('/c')];
  const next = keepUnchanged(last, [page('/a'), page('/b', 'other <mark>words</mark>'), page('/d'), page('/e')]);
  assert.equal(next[0], last[0]);
  assert.notEqual(next[1], last[1]);
  assert.deepEqual(next[1], page('/b', 'other <mark>words</mark>'));
  assert.deepEqual(next.slice(2), [page('/d'), page('/e')]);
  // A result moved to another place is a new option there (options are their place).
  assert.notEqual(keepUnchanged(last, [page('/b')])[0], last[1]);
});
