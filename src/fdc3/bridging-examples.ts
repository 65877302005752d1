/**
 * Checks the example messages of the Desktop Agent Bridging pages against the
 * bridging types of the version's `@finos/fdc3` package.
 *
 * Every fenced `json` block of a bridging page is an example message and
 * names, at the start of its title, the `BridgingTypes` interface it is an
 * instance of (```json title="BroadcastAgentRequest: agent to bridge"```).
 * Each example is parsed with that interface's converter from the package
 * itself (`BridgingTypes.Convert.to<Interface>`), which the standard generates
 * with quicktype from its JSON Schemas: it rejects a missing required field,
 * an unknown field, a wrong literal `type` and a timestamp that is not a date.
 * The same interface also types the example in the TypeScript example check
 * (examples.ts), so the compiler checks it too.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {codeBlocks, linesBeforeBody, readDoc} from './markdown';
import {declarations} from './typings';
import {repoRoot} from './docs-versions';

export interface BridgingExampleProblem {
  /** The Markdown file, relative to the repository. */
  file: string;
  /** 1-based line of the block's opening fence. */
  line: number;
  message: string;
}

/** The docs folder of the bridging Part, relative to a version's docs folder. */
export const bridgingDocsFolder = 'agent-bridging';

type Converter = (json: string) => unknown;

/** The `BridgingTypes.Convert` parsers of a typings package (`fdc3-next`), by interface name. */
export function bridgingConverters(typings: string): Map<string, Converter> {
  const load = createRequire(path.join(repoRoot, 'package.json'));
  const pkg = load(typings) as {BridgingTypes?: {Convert?: Record<string, unknown>}};
  const convert = pkg.BridgingTypes?.Convert;
  if (!convert) throw new Error(`bridging-examples: ${typings} has no BridgingTypes.Convert (bridging arrived with 2.1)`);
  const out = new Map<string, Converter>();
  for (const key of Object.getOwnPropertyNames(convert)) {
    const fn = convert[key];
    if (/^to[A-Z]/.test(key) && typeof fn === 'function') out.set(key.slice(2), (json) => (fn as Converter).call(convert, json));
  }
  return out;
}

/** The interfaces declared in a package's `bridging/` typings, by name. */
export function bridgingInterfaceNames(typings: string): Set<string> {
  return new Set(
    declarations(typings)
      .filter((d) => d.file.startsWith('bridging/') && d.kind === 'interface')
      .map((d) => d.name),
  );
}

/** The interface an example block names at the start of its title (`title="FindIntentAgentRequest: …"`). */
export function exampleInterface(meta: string): string | undefined {
  return /\btitle=(["'])([A-Z][A-Za-z0-9]*)\b/.exec(meta)?.[2];
}

/**
 * Parses every JSON example of `files` with the converter of the interface its
 * title names. A block without such a title, naming an interface the package
 * lacks, or whose message the converter rejects, is a problem.
 */
export function checkBridgingExamples(files: string[], typings: string): BridgingExampleProblem[] {
  const converters = bridgingConverters(typings);
  const problems: BridgingExampleProblem[] = [];
  for (const file of files) {
    const doc = readDoc(file);
    const rel = path.relative(repoRoot, file);
    const offset = doc.body === '' ? 0 : linesBeforeBody(file, doc.body);
    for (const block of codeBlocks(doc.body, offset)) {
      if (block.lang !== 'json') continue;
      const name = exampleInterface(block.meta);
      if (!name) {
        problems.push({
          file: rel,
          line: block.line,
          message: 'a bridging example must name its BridgingTypes interface at the start of its title (title="BroadcastAgentRequest: …")',
        });
        continue;
      }
      const convert = converters.get(name);
      if (!convert) {
        problems.push({file: rel, line: block.line, message: `${typings} has no BridgingTypes interface ${name} with a converter`});
        continue;
      }
      try {
        convert(block.code);
      } catch (error) {
        problems.push({file: rel, line: block.line, message: `not a valid ${name} (${typings}): ${(error as Error).message}`});
      }
    }
  }
  return problems;
}
