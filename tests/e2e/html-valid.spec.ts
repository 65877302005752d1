/**
 * Valid HTML (issue 33): the W3C Nu Html Checker finds no error on one built page of every page kind
 * (scripts/lib/build-pages.ts lists them), in one Java process. Warnings are allowed only where listed
 * below with the reason; any other warning fails too, so that a new one is read and explained.
 * By hand, on any page: `npm run check:html -- /docs/api/ref/DesktopAgent`.
 * tests/unit/html-check.test.ts shows the check failing on a broken page.
 */
import path from 'node:path';
import {test, expect} from './fixtures';
import {buildDir, htmlSampleRoutes} from '../../scripts/lib/build-pages';
import {builtFilesOf, checkHtml, formatHtmlMessage, type HtmlMessage} from '../../scripts/lib/html-check';

/** Warnings that stay, by route and message, each with its reason. */
const explainedWarnings: {route: string; message: string; why: string}[] = [
  {
    route: '/blog',
    message: 'This document has heading elements but none of them has a computed heading level of 1.',
    why:
      "Docusaurus's blog list page names itself only in <title>; each post's title is an <h2> and the sidebar's years are <h3>. " +
      'A warning, not an error: WCAG does not require an <h1> (axe has it as a best practice, outside the WCAG rules the crawl runs).',
  },
];

const routeOf = (m: HtmlMessage) => {
  const rel = `/${path.relative(buildDir, path.resolve(m.file)).split(path.sep).join('/')}`;
  return rel === '/index.html' ? '/' : rel.replace(/\/index\.html$/, '');
};

test('the Nu Html Checker reports no error on one page of every page kind', async () => {
  test.setTimeout(240_000);
  const {errors, warnings} = checkHtml(builtFilesOf(htmlSampleRoutes));
  expect(errors.map(formatHtmlMessage), 'HTML errors (file:line:column: message)').toEqual([]);
  const unexplained = warnings.filter((w) => !explainedWarnings.some((e) => e.route === routeOf(w) && e.message === w.message));
  expect(unexplained.map(formatHtmlMessage), 'HTML warnings that explainedWarnings does not list').toEqual([]);
});
