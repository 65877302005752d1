/**
 * Compiles the TypeScript examples of the docs against the `@finos/fdc3`
 * typings of the version they document.
 *
 * Rules a ```ts block follows (see CONTRIBUTING.md):
 * - it is a module on its own: it imports every FDC3 name it uses from
 *   '@finos/fdc3', which resolves to that version's typings;
 * - the Desktop Agent is the global `fdc3` (as a Desktop Agent injects it,
 *   typed by that version's `DesktopAgent`), or `window.fdc3`;
 * - a block whose meta says `nocheck` is skipped (for deliberately wrong code);
 * - a block whose meta says `fdc3=<version>` (`fdc3=1.2`, `fdc3=next`) compiles
 *   against that version's typings instead of its page's, wherever the page
 *   is: an upgrade guide's "before" code, for example.
 * A ```json block whose title starts with the name of a `BridgingTypes`
 * interface of the version (the bridging pages' example messages, see
 * bridging-examples.ts) is typed as that interface.
 */
import path from 'node:path';
import ts from 'typescript';
import {codeBlocks, linesBeforeBody, listMarkdown, readDoc} from './markdown';
import {declarations} from './typings';
import {contextTypeInfo, type ContextTypeInfo} from './context-types';
import {bridgingInterfaceNames, exampleInterface} from './bridging-examples';
import {docsVersions, repoRoot, typingsEntry, type DocsVersion} from './docs-versions';

export interface ExampleProblem {
  file: string;
  line: number;
  message: string;
}

const CHECKED_LANGS = new Set(['ts', 'typescript', 'tsx']);

/** The version a block's meta asks to be compiled against (`fdc3=1.2` → `1.2`, `fdc3=next` → `current`), if any. */
export function exampleVersionTag(meta: string): string | undefined {
  const tag = /(?:^|\s)fdc3=(\S+)/.exec(meta)?.[1];
  return tag === 'next' ? 'current' : tag;
}

/** Which blocks of a file a check takes: by the block's meta. */
export type BlockFilter = (meta: string) => boolean;

/**
 * Declares the version's Desktop Agent global for the examples and, where the
 * version's types were globals (1.0), each of its types and enums.
 */
function prelude(typings: string, agentGlobal: string, typesAreGlobal: boolean): string {
  const globals = typesAreGlobal
    ? declarations(typings).map((d) =>
        d.kind === 'enum'
          ? `  type ${d.name} = FDC3.${d.name};\n  const ${d.name}: typeof FDC3.${d.name};`
          : `  type ${d.name} = FDC3.${d.name};`,
      )
    : [];
  return [
    `import type * as FDC3 from ${JSON.stringify(typingsEntry(typings).replace(/\.d\.ts$/, ''))};`,
    'declare global {',
    `  const ${agentGlobal}: FDC3.DesktopAgent;`,
    ...globals,
    '}',
    'export {};',
    '',
  ].join('\n');
}

interface Example {
  file: string;
  /** Line of the opening fence in the Markdown file. */
  line: number;
  virtualName: string;
  code: string;
  /** Lines the checker put before the example's own code (typed-constant wrappers of JSON examples). */
  headerLines: number;
}

/**
 * Maps a context type to what it is as JSON: dates travel as strings, string
 * enums as their values, and an
 * `id` object takes keys of the app's own besides the named ones (every
 * version's schema gives `id` free-form properties; some generated typings
 * do not).
 */
const JSON_OF =
  'type JsonOf<T> = T extends Date ? string : T extends string ? `${T}` : T extends (infer U)[] ? JsonOf<U>[] : T extends object ? {[K in keyof T]: K extends "id" ? JsonOf<T[K]> & Record<string, unknown> : JsonOf<T[K]>} : T;';

/**
 * Collects the TypeScript examples of `files`, and turns each JSON example of
 * a context type into a typed constant (`const example: JsonOf<Instrument> =
 * {...}`) so that its fields and values are checked against the typings.
 * A `type` string the version does not define is a problem in both kinds.
 */
export function collectExamples(
  files: string[],
  contextTypes?: ContextTypeInfo,
  typesAreGlobal = false,
  bridgingInterfaces: ReadonlySet<string> = new Set(),
  select: BlockFilter = () => true,
): {examples: Example[]; jsonProblems: ExampleProblem[]} {
  const examples: Example[] = [];
  const jsonProblems: ExampleProblem[] = [];
  const unknownType = (file: string, line: number, type: string): ExampleProblem => ({
    file: path.relative(repoRoot, file),
    line,
    message: `context type "${type}" is not defined by this version's typings (its spelling there: ${
      [...(contextTypes?.typeStrings ?? [])].find((t) => t.toLowerCase() === type.toLowerCase()) ?? 'none'
    })`,
  });
  files.forEach((file, fileIndex) => {
    const doc = readDoc(file);
    const frontLines = doc.body === '' ? 0 : linesBeforeBody(file, doc.body);
    codeBlocks(doc.body, frontLines).forEach((block, blockIndex) => {
      if (/\bnocheck\b/.test(block.meta) || !select(block.meta)) return;
      const virtualName = (ext: string) => path.join(repoRoot, '.examples', `f${fileIndex}_b${blockIndex}.${ext}`);
      /** A JSON block compiled as a value of `JsonOf<typeName>`, after the import that brings the type in. */
      const pushTyped = (importLine: string, typeName: string) => {
        const header = [importLine, JSON_OF, `export const example: JsonOf<${typeName}> =`];
        examples.push({
          file,
          line: block.line,
          virtualName: virtualName('ts'),
          code: `${header.join('\n')}\n${block.code};`,
          headerLines: header.length,
        });
      };
      if (CHECKED_LANGS.has(block.lang)) {
        examples.push({
          file,
          line: block.line,
          virtualName: virtualName(block.lang === 'tsx' ? 'tsx' : 'ts'),
          code: block.code,
          headerLines: 0,
        });
        if (contextTypes) {
          block.code.split('\n').forEach((text, i) => {
            for (const m of text.matchAll(/\btype:\s*['"](fdc3\.[\w.]+)['"]/g)) {
              if (!contextTypes.typeStrings.has(m[1])) jsonProblems.push(unknownType(file, block.line + i + 1, m[1]));
            }
          });
        }
      } else if (block.lang === 'json') {
        let value: unknown;
        try {
          value = JSON.parse(block.code);
        } catch (error) {
          jsonProblems.push({
            file: path.relative(repoRoot, file),
            line: block.line,
            message: `JSON example does not parse: ${(error as Error).message}`,
          });
          return;
        }
        const bridging = exampleInterface(block.meta);
        if (bridging && bridgingInterfaces.has(bridging)) {
          pushTyped(`import type { BridgingTypes } from '@finos/fdc3';`, `BridgingTypes.${bridging}`);
          return;
        }
        const type = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as {type?: unknown}).type : undefined;
        if (!contextTypes || typeof type !== 'string' || !type.startsWith('fdc3.')) return;
        if (!contextTypes.typeStrings.has(type)) {
          const typeLine = block.code.split('\n').findIndex((l) => l.includes(`"${type}"`));
          jsonProblems.push(unknownType(file, block.line + Math.max(typeLine, 0) + 1, type));
          return;
        }
        const iface = contextTypes.interfaces.get(type);
        if (!iface) return;
        pushTyped(typesAreGlobal ? '' : `import type { ${iface} } from '@finos/fdc3';`, iface);
      }
    });
  });
  return {examples, jsonProblems};
}

/** Type-checks every example in `files` against the typings package `typings`. */
export function checkExamples(
  files: string[],
  typings: NonNullable<DocsVersion['typings']>,
  agentGlobal = 'fdc3',
  typesAreGlobal = false,
  select: BlockFilter = () => true,
): ExampleProblem[] {
  const bridging = typesAreGlobal ? new Set<string>() : bridgingInterfaceNames(typings);
  const {examples, jsonProblems} = collectExamples(files, contextTypeInfo(typings), typesAreGlobal, bridging, select);
  if (examples.length === 0) return jsonProblems;

  const preludeName = path.join(repoRoot, '.examples', 'prelude.d.ts');
  const sources = new Map<string, string>([[preludeName, prelude(typings, agentGlobal, typesAreGlobal)]]);
  for (const ex of examples) sources.set(ex.virtualName, ex.code);

  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    baseUrl: repoRoot,
    // Versions without a package (1.0) have nothing to import.
    paths: typesAreGlobal ? {} : {'@finos/fdc3': [typingsEntry(typings)]},
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => sources.get(path.resolve(name)) ?? readFile(name);
  host.fileExists = (name) => sources.has(path.resolve(name)) || fileExists(name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const text = sources.get(path.resolve(name));
    if (text !== undefined) return ts.createSourceFile(name, text, languageVersion, true);
    return getSourceFile(name, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram([preludeName, ...examples.map((e) => e.virtualName)], options, host);
  const byName = new Map(examples.map((e) => [path.resolve(e.virtualName), e]));
  const problems: ExampleProblem[] = [...jsonProblems];
  for (const diag of ts.getPreEmitDiagnostics(program)) {
    const example = diag.file ? byName.get(path.resolve(diag.file.fileName)) : undefined;
    const message = ts.flattenDiagnosticMessageText(diag.messageText, '\n');
    if (!example) {
      problems.push({file: diag.file?.fileName ?? '(compiler)', line: 0, message});
      continue;
    }
    const {line} = diag.file!.getLineAndCharacterOfPosition(diag.start ?? 0);
    problems.push({file: path.relative(repoRoot, example.file), line: example.line + line - example.headerLines + 1, message});
  }
  return problems;
}

/** Blocks tagged `fdc3=<version>` with a version the site does not have, by file and line. */
export function unknownVersionTags(files: string[]): ExampleProblem[] {
  const known = new Set(docsVersions.map((v) => v.name));
  return files.flatMap((file) => {
    const doc = readDoc(file);
    const frontLines = doc.body === '' ? 0 : linesBeforeBody(file, doc.body);
    return codeBlocks(doc.body, frontLines).flatMap((block) => {
      const tag = exampleVersionTag(block.meta);
      return tag !== undefined && !known.has(tag)
        ? [{file: path.relative(repoRoot, file), line: block.line, message: `fdc3=${tag} names no docs version`}]
        : [];
    });
  });
}

/**
 * Checks the examples of `files` that compile against `version`: those of its
 * own folder that name no other version, and those of any folder tagged
 * `fdc3=<version>`. A tag naming no docs version is a problem.
 */
export function checkExamplesFor(version: DocsVersion, files: string[]): ExampleProblem[] {
  if (!version.typings) return [];
  const root = path.join(repoRoot, version.dir) + path.sep;
  const own = files.filter((f) => f.startsWith(root));
  const others = files.filter((f) => !f.startsWith(root));
  const problems = unknownVersionTags(own);
  const {typings, agentGlobal, typesAreGlobal} = version;
  problems.push(
    ...checkExamples(own, typings, agentGlobal, typesAreGlobal, (meta) => [undefined, version.name].includes(exampleVersionTag(meta))),
  );
  const tagged = others.filter((f) => codeBlocks(readDoc(f).body).some((b) => exampleVersionTag(b.meta) === version.name));
  if (tagged.length)
    problems.push(...checkExamples(tagged, typings, agentGlobal, typesAreGlobal, (meta) => exampleVersionTag(meta) === version.name));
  return problems;
}

/** Checks every Markdown file of a docs folder, and the blocks of the other folders tagged with its version. */
export function checkVersionExamples(version: DocsVersion): ExampleProblem[] {
  return checkExamplesFor(
    version,
    docsVersions.flatMap((v) => listMarkdown(path.join(repoRoot, v.dir))),
  );
}
