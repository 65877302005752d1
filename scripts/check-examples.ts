/**
 * Type-checks the TypeScript examples of docs pages.
 *   npx tsx scripts/check-examples.ts                 every docs version
 *   npx tsx scripts/check-examples.ts docs/api/ref/DesktopAgent.md ...   just these files
 * A block tagged `fdc3=<version>` compiles against that version's typings
 * (an upgrade guide's "before" code).
 * Example messages on the Agent Bridging pages are also parsed by the
 * package's BridgingTypes.Convert (src/fdc3/bridging-examples.ts).
 */
import path from 'node:path';
import {docsVersions} from '../src/fdc3/docs-versions';
import {bridgingDocsFolder, checkBridgingExamples} from '../src/fdc3/bridging-examples';
import {checkExamplesFor, checkVersionExamples, type ExampleProblem} from '../src/fdc3/examples';
import {listMarkdown} from '../src/fdc3/markdown';

const args = process.argv.slice(2);
const requested = args.flatMap((a) => (a.endsWith('.md') || a.endsWith('.mdx') ? [path.resolve(a)] : listMarkdown(path.resolve(a))));
let problems: ExampleProblem[] = [];
if (args.length === 0) {
  for (const version of docsVersions) problems.push(...checkVersionExamples(version));
} else {
  // Each version takes its own folder's files and the blocks of others tagged `fdc3=<version>`.
  for (const version of docsVersions) problems = problems.concat(checkExamplesFor(version, requested));
}
// The bridging pages of each version that has them (next: 2.1 added the Part).
for (const version of docsVersions) {
  const folder = path.resolve(version.dir, bridgingDocsFolder) + path.sep;
  const files = (args.length === 0 ? listMarkdown(path.resolve(version.dir)) : requested).filter((f) => f.startsWith(folder));
  if (version.typings && files.length > 0) problems.push(...checkBridgingExamples(files, version.typings));
}
for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
console.log(problems.length === 0 ? 'All examples compile.' : `${problems.length} problem(s) in examples.`);
process.exit(problems.length === 0 ? 0 : 1);
