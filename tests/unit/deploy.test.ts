import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headerRules, redirectLines} from '../../src/data/deploy';
import {redirectRoutes} from '../../src/data/redirects';
import {contentSecurityPolicy, inlineScripts, sha256} from '../../src/plugins/build-output/headers/csp';
import {formatHeaders, parseHeaders, pathMatches} from '../../src/plugins/build-output/headers/headers-file';

test('the CSP allows hashed inline scripts, never unsafe-inline scripts, and analytics hosts only when enabled', () => {
  const withGa = contentSecurityPolicy({scriptHashes: ['sha256-abc='], analytics: true});
  const without = contentSecurityPolicy({scriptHashes: ['sha256-abc='], analytics: false});
  assert.match(withGa, /script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' https:\/\/www\.googletagmanager\.com;/);
  assert.match(without, /script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=';/);
  assert.doesNotMatch(without, /google/);
  for (const csp of [withGa, without]) {
    assert.doesNotMatch(/script-src[^;]*/.exec(csp)![0], /unsafe-inline/);
    assert.match(csp, /object-src 'none'/);
    // Who may frame a page is a policy per path (the next test).
    assert.doesNotMatch(csp, /frame-ancestors/);
  }
});

test('any origin may frame the toolbox, none may frame any other page, and the site policy covers both', () => {
  const rules = headerRules('site-policy', ['assets', 'docs', 'toolbox', 'index.html', 'community', 'schemas']);
  const policies = (p: string) =>
    rules
      .filter((r) => pathMatches(r.path, p))
      .flatMap((r) => r.headers)
      .filter(([k]) => k === 'Content-Security-Policy')
      .map(([, v]) => v);
  assert.deepEqual(policies('/toolbox/fdc3-workbench'), ['site-policy', 'frame-ancestors *']);
  assert.deepEqual(policies('/toolbox'), ['site-policy', 'frame-ancestors *']);
  for (const page of ['/', '/docs/fdc3-intro', '/docs', '/community', '/index.html']) {
    assert.deepEqual(policies(page), ['site-policy', "frame-ancestors 'none'"], page);
  }
  // A folder whose name only starts like the toolbox's is not the toolbox.
  assert.deepEqual(
    headerRules('p', ['toolboxes']).filter((r) => r.headers.some(([, v]) => v === 'frame-ancestors *')),
    [],
  );
});

test('inline scripts are found and hashed; external scripts and JSON data blocks are not', () => {
  const html =
    '<script>var a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type=module>m()</script>';
  assert.deepEqual(inlineScripts(html), ['var a=1', 'm()']);
  assert.equal(sha256('var a=1'), 'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=');
});

test('_headers round-trips, cache rules never overlap, and a base URL prefixes every path', () => {
  const rules = headerRules("default-src 'self'", ['assets', 'docs', 'index.html', '_headers']);
  assert.deepEqual(parseHeaders(formatHeaders(rules)), rules);
  const cacheRulesFor = (p: string) => rules.filter((r) => pathMatches(r.path, p) && r.headers.some(([k]) => k === 'Cache-Control'));
  assert.equal(cacheRulesFor('/assets/js/main.123.js').length, 1);
  assert.equal(cacheRulesFor('/docs/api/ref/DesktopAgent').length, 1);
  assert.equal(cacheRulesFor('/').length, 1);
  assert.ok(rules.every((r) => !r.path.startsWith('/_')));
  assert.ok(headerRules('x', ['docs'], '/fdc3/').every((r) => r.path.startsWith('/fdc3/')));
});

test('a malformed _headers line is reported with its line number', () => {
  assert.throws(() => parseHeaders('/*\n  X-Frame-Options DENY\n'), /_headers:2: expected " {2}Name: value"/);
  assert.throws(() => parseHeaders('  Orphan: header\n'), /_headers:1:/);
});

test('_redirects sends every old 1.x id to its page in the same version', () => {
  const redirects = redirectRoutes(['2.0', '1.2', '1.1', '1.0']);
  const lines = redirectLines(redirects);
  assert.ok(lines.includes('/docs/1.2/appd-intro /docs/1.2/app-directory/overview 301'));
  assert.ok(redirectLines(redirects, '/fdc3/').every((l) => l.startsWith('/fdc3/docs/')));
});

test('the files under /schemas/ are open to every origin, cached an hour, and each names its media type', () => {
  const served = ['schemas/1.2/instrument.schema.json', 'schemas/2.0/app-directory.yaml', 'schemas/index.json'];
  const rules = headerRules('x', ['assets', 'docs', 'schemas'], '/', served);
  const headersFor = (p: string) => rules.filter((r) => pathMatches(r.path, p)).flatMap((r) => r.headers);
  const cache = (p: string) => headersFor(p).filter(([k]) => k === 'Cache-Control');
  assert.deepEqual(cache('/schemas/1.2/instrument.schema.json'), [['Cache-Control', 'public, max-age=3600']]);
  assert.deepEqual(cache('/docs/fdc3-intro'), [['Cache-Control', 'public, max-age=0, must-revalidate']]);
  assert.ok(headersFor('/schemas/2.0/app-directory.yaml').some(([k, v]) => k === 'Access-Control-Allow-Origin' && v === '*'));
  assert.ok(!headersFor('/docs/fdc3-intro').some(([k]) => k === 'Access-Control-Allow-Origin'), 'only /schemas/ is open to other origins');
  const type = (p: string) => headersFor(p).filter(([k]) => k === 'Content-Type');
  assert.deepEqual(type('/schemas/1.2/instrument.schema.json'), [['Content-Type', 'application/schema+json']]);
  assert.deepEqual(type('/schemas/2.0/app-directory.yaml'), [['Content-Type', 'application/yaml']]);
  assert.deepEqual(type('/schemas/index.json'), [['Content-Type', 'application/json']]);
  assert.throws(() => headerRules('x', ['schemas'], '/', ['schemas/readme.txt']), /no media type for the served file schemas\/readme\.txt/);
  assert.ok(headerRules('x', ['schemas'], '/fdc3/', served).every((r) => r.path.startsWith('/fdc3/')));
});
