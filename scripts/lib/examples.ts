/**
 * Compiles the TypeScript examples of the docs against the `@finos/fdc3`
 * typings of the version they document.
 *
 * Rules a ```ts block follows (see CONTRIBUTING.md):
 * - it is a module on its own: it imports every FDC3 name it uses from
 *   '@finos/fdc3', which resolves to that version's typings;
 * - the Desktop Agent is the global `fdc3` (as a Desktop Agent injects it,
 *   typed by that version's `DesktopAgent`), or `window.fdc3`;
 * - a block whose meta says `nocheck` is skipped (for deliberately wrong code).
 */
import path from 'node:path';
import ts from 'typescript';
import {codeBlocks, listMarkdown, readDoc} from './markdown';
import {repoRoot, type DocsVersion} from './docs-versions';

export interface ExampleProblem {
  file: string;
  line: number;
  message: string;
}

const CHECKED_LANGS = new Set(['ts', 'typescript', 'tsx']);

const PRELUDE = `import type { DesktopAgent } from '@finos/fdc3';
declare global {
  const fdc3: DesktopAgent;
}
export {};
`;

interface Example {
  file: string;
  line: number;
  virtualName: string;
  code: string;
}

export function collectExamples(files: string[]): {examples: Example[]; jsonProblems: ExampleProblem[]} {
  const examples: Example[] = [];
  const jsonProblems: ExampleProblem[] = [];
  files.forEach((file, fileIndex) => {
    const doc = readDoc(file);
    const frontLines = doc.body === '' ? 0 : fileLinesBefore(file, doc.body);
    codeBlocks(doc.body, frontLines).forEach((block, blockIndex) => {
      if (/\bnocheck\b/.test(block.meta)) return;
      if (CHECKED_LANGS.has(block.lang)) {
        examples.push({
          file,
          line: block.line,
          virtualName: path.join(repoRoot, '.examples', `f${fileIndex}_b${blockIndex}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`),
          code: block.code,
        });
      } else if (block.lang === 'json') {
        try {
          JSON.parse(block.code);
        } catch (error) {
          jsonProblems.push({file: path.relative(repoRoot, file), line: block.line, message: `JSON example does not parse: ${(error as Error).message}`});
        }
      }
    });
  });
  return {examples, jsonProblems};
}

function fileLinesBefore(file: string, body: string): number {
  const text = ts.sys.readFile(file) ?? '';
  const idx = text.indexOf(body);
  return idx <= 0 ? 0 : text.slice(0, idx).split('\n').length - 1;
}

/** Type-checks every example in `files` against the typings package `typings`. */
export function checkExamples(files: string[], typings: NonNullable<DocsVersion['typings']>): ExampleProblem[] {
  const {examples, jsonProblems} = collectExamples(files);
  if (examples.length === 0) return jsonProblems;

  const typingsEntry = path.join(repoRoot, 'node_modules', typings, 'dist', 'index.d.ts');
  const preludeName = path.join(repoRoot, '.examples', 'prelude.d.ts');
  const sources = new Map<string, string>([[preludeName, PRELUDE]]);
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
    paths: {'@finos/fdc3': [typingsEntry]},
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
    problems.push({file: path.relative(repoRoot, example.file), line: example.line + line + 1, message});
  }
  return problems;
}

/** Checks every Markdown file of a docs folder. */
export function checkVersionExamples(version: DocsVersion): ExampleProblem[] {
  if (!version.typings) return [];
  return checkExamples(listMarkdown(path.join(repoRoot, version.dir)), version.typings);
}
