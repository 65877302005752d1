/**
 * The Prism that highlights the site's code: the core and only the languages the pages use.
 *
 * prism-react-renderer bundles its own Prism with about thirty languages and twenty themes,
 * and evaluating them took about 150 ms of a mid-range phone's main thread on every page with
 * code. The order below is that bundle's order for these languages (regular expressions
 * before JavaScript, TypeScript before JSDoc and the JavaScript extras), so the tokens, and
 * the HTML, are the same as before. A language that a page asks for and that is not here is
 * shown as plain text; `loadedLanguages` in ../index.ts reads this list.
 */
import Prism from './prism-core';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';

delete (globalThis as {Prism?: unknown}).Prism;

export default Prism;
