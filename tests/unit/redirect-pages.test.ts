/**
 * The redirect pages' renderer (src/plugins/build-output/redirect-pages): a complete
 * page for every old address, the same inline script on every page (one CSP
 * hash), and URLs and titles escaped.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inlineScripts} from '../../src/plugins/build-output/headers/csp';
import {
  decodeHtml,
  minimumDescriptionLength,
  pageTitle,
  redirectProblem,
  redirectScript,
  renderRedirectPage,
  type RedirectPage,
} from '../../src/plugins/build-output/redirect-pages';

const base: Omit<RedirectPage, 'from' | 'to' | 'targetTitle'> = {
  siteTitle: 'FDC3',
  siteUrl: 'https://fdc3.finos.org',
  image: 'https://fdc3.finos.org/img/fdc3-social-card.png',
};

const overview = renderRedirectPage({
  ...base,
  from: '/docs/1.2/appd-intro',
  to: '/docs/1.2/app-directory/overview',
  targetTitle: 'Overview',
});
const metadata = renderRedirectPage({
  ...base,
  from: '/docs/1.2/api/ref/AppMetadata',
  to: '/docs/1.2/api/ref/Metadata#appmetadata',
  targetTitle: 'Metadata',
});

const attribute = (html: string, tag: RegExp, name: string) => {
  const element = tag.exec(html)?.[0];
  assert.ok(element, `${tag} is in the page`);
  return decodeHtml(new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1] ?? '');
};

test('a redirect page has a language, a title naming its target, a description and a canonical link', () => {
  assert.match(overview, /^<!doctype html>\n<html lang="en">/);
  assert.match(overview, /<meta charset="utf-8">/);
  assert.match(overview, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  assert.equal(pageTitle(overview, 'FDC3'), 'Moved: Overview');
  assert.match(overview, /<title>Moved: Overview \| FDC3<\/title>/);
  const description = attribute(overview, /<meta name="description"[^>]*>/, 'content');
  assert.ok(description.length >= minimumDescriptionLength, description);
  assert.match(description, /\/docs\/1\.2\/appd-intro has moved/);
  assert.match(description, /\/docs\/1\.2\/app-directory\/overview/);
  assert.equal(attribute(overview, /<link rel="canonical"[^>]*>/, 'href'), 'https://fdc3.finos.org/docs/1.2/app-directory/overview');
  assert.equal(attribute(metadata, /<link rel="canonical"[^>]*>/, 'href'), 'https://fdc3.finos.org/docs/1.2/api/ref/Metadata');
  assert.equal(attribute(overview, /<meta name="robots"[^>]*>/, 'content'), 'noindex');
  assert.equal(attribute(overview, /<meta property="og:image"[^>]*>/, 'content'), base.image);
  assert.equal(attribute(metadata, /<meta http-equiv="refresh"[^>]*>/, 'content'), '0; url=/docs/1.2/api/ref/Metadata#appmetadata');
});

test('the page says where the content went, with a link a reader can follow', () => {
  assert.match(overview, /<main>\n<h1>This page has moved<\/h1>/);
  assert.equal(attribute(metadata, /<a [^>]*data-redirect-target[^>]*>/, 'href'), '/docs/1.2/api/ref/Metadata#appmetadata');
  assert.match(metadata, /data-redirect-target>Metadata<\/a>/);
});

test('every redirect page has one inline script, the same for every target', () => {
  const scripts = [overview, metadata].map(inlineScripts);
  assert.deepEqual(scripts[0], [redirectScript]);
  assert.deepEqual(scripts[1], [redirectScript]);
  // It reads the target from the page, so no address is written into it.
  assert.doesNotMatch(redirectScript, /docs/);
  assert.match(redirectScript, /location\.replace\(t\.indexOf\('#'\)<0\?t\+location\.search\+location\.hash:t\)/);
});

test('the script keeps the query and hash the reader came with, unless the target has an anchor', () => {
  const run = (href: string, search: string, hash: string) => {
    let replacedWith: string | undefined;
    const document = {querySelector: () => ({getAttribute: () => href})};
    const location = {search, hash, replace: (url: string) => (replacedWith = url)};
    new Function('document', 'location', redirectScript)(document, location);
    return replacedWith;
  };
  assert.equal(run('/docs/1.2/app-directory/overview', '?q=1', '#usage'), '/docs/1.2/app-directory/overview?q=1#usage');
  assert.equal(run('/docs/1.2/api/ref/Metadata#appmetadata', '?q=1', '#other'), '/docs/1.2/api/ref/Metadata#appmetadata');
});

test('& and " in addresses and titles are escaped, and read back as they were', () => {
  const page = renderRedirectPage({...base, from: '/old', to: '/new?x=1&y="2"', targetTitle: 'Errors & "warnings"'});
  assert.match(page, /<title>Moved: Errors &amp; &quot;warnings&quot; \| FDC3<\/title>/);
  assert.match(page, /href="\/new\?x=1&amp;y=&quot;2&quot;" data-redirect-target/);
  assert.match(page, /content="0; url=\/new\?x=1&amp;y=&quot;2&quot;"/);
  assert.doesNotMatch(page, /="[^"]*&(?!amp;|quot;|#39;|lt;|gt;)/, 'no raw & inside an attribute');
  assert.equal(attribute(page, /<a [^>]*data-redirect-target[^>]*>/, 'href'), '/new?x=1&y="2"');
  assert.equal(pageTitle(page, 'FDC3'), 'Moved: Errors & "warnings"');
});

test('a redirect that is not between site paths, keeps a query or leads to itself is refused', () => {
  assert.equal(redirectProblem({from: '/docs/x', to: '/docs/y#a'}), undefined);
  assert.match(redirectProblem({from: 'docs/x', to: '/docs/y'}) ?? '', /starting with "\/"/);
  assert.match(redirectProblem({from: '/docs/x?q', to: '/docs/y'}) ?? '', /cannot have a query or anchor/);
  assert.match(redirectProblem({from: '/docs/x', to: '/docs/x#a'}) ?? '', /leads to itself/);
});
