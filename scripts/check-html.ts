/**
 * Checks built pages with the W3C Nu Html Checker (needs Java; build first with npm run build:e2e).
 *   npm run check:html                                   the sample of page kinds (as tests/e2e/html-valid.spec.ts)
 *   npm run check:html -- /docs/api/ref/DesktopAgent     just these routes (or paths of .html files)
 * Prints each error and warning with its file, line and column; exits 1 when there is an error.
 */
import fs from 'node:fs';
import {htmlSampleRoutes} from './lib/build-pages';
import {builtFilesOf, checkHtml, formatHtmlMessage} from './lib/html-check';

const args = process.argv.slice(2);
const isFile = (arg: string) => arg.endsWith('.html') && fs.existsSync(arg);
const files =
  args.length === 0 ? builtFilesOf(htmlSampleRoutes) : [...builtFilesOf(args.filter((a) => !isFile(a))), ...args.filter(isFile)];
const {errors, warnings} = checkHtml(files);
for (const m of errors) console.log(`error: ${formatHtmlMessage(m)}`);
for (const m of warnings) console.log(`warning: ${formatHtmlMessage(m)}`);
console.log(`${files.length} ${files.length === 1 ? 'page' : 'pages'}: ${errors.length} errors, ${warnings.length} warnings.`);
process.exit(errors.length === 0 ? 0 : 1);
