/**
 * Browser code is type-checked without Node (tsconfig.client.json): a client
 * file that imports a Node built-in or uses Node's globals fails
 * `npm run typecheck`, even though Docusaurus's own typings reference Node's
 * type library (the program resolves `node` to src/client-types/node). Each
 * fixture stands where a component would; the same code passes the Node
 * program (tsconfig.json), so the client program's types are what rejects it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {repoRoot} from '../../src/fdc3/docs-versions';

function compilerOptions(configFile: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, configFile),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(`${configFile}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      },
    },
  );
  if (!parsed) throw new Error(`${configFile}: not readable`);
  return parsed.options;
}

const client = compilerOptions('tsconfig.client.json');
const node = compilerOptions('tsconfig.json');

/** One program of the fixture files (path → code) under `options`, and the errors of each file of the site it holds. */
function check(options: ts.CompilerOptions, fixtures: Record<string, string>): {program: ts.Program; errors: Map<string, string[]>} {
  const virtual = new Map(Object.entries(fixtures).map(([file, code]) => [path.join(repoRoot, file), code]));
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (name, language, ...rest) => {
    const code = virtual.get(path.resolve(name));
    return code === undefined ? getSourceFile(name, language, ...rest) : ts.createSourceFile(name, code, language);
  };
  host.fileExists = (name) => virtual.has(path.resolve(name)) || fileExists(name);
  host.readFile = (name) => virtual.get(path.resolve(name)) ?? readFile(name);
  const program = ts.createProgram({rootNames: [...virtual.keys()], options, host});
  const errors = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.relative(repoRoot, diagnostic.file.fileName) : '(options)';
    errors.set(file, [...(errors.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')]);
  }
  return {program, errors};
}

/** Code that runs only in Node, each at its own fixture path where a component would be. */
const nodeOnly = Object.fromEntries(
  [
    "import fs from 'node:fs';\nexport const exists = fs.existsSync('x');\n",
    "import path from 'path';\nexport const joined = path.join('a', 'b');\n",
    'export const cwd = process.cwd();\n',
    'export const home = process.env.HOME;\n',
    "export const bytes = Buffer.from('x');\n",
    'export const here = __dirname;\n',
  ].map((code, i) => [`src/components/Fixture${i}/index.tsx`, code]),
);

test('a client file that imports a Node built-in or uses Node globals fails the client program, not the Node one', () => {
  const inClient = check(client, nodeOnly).errors;
  const inNode = check(node, nodeOnly).errors;
  for (const [file, code] of Object.entries(nodeOnly)) {
    assert.ok(inClient.get(file)?.length, `the client program accepts: ${code}`);
    assert.equal(inNode.get(file), undefined, `the Node program rejects: ${code}`);
  }
  assert.deepEqual([...inClient.keys()].sort(), Object.keys(nodeOnly).sort(), 'only the fixtures fail');
});

test('the client program takes what browser code may use, and no Node type library', () => {
  const code = [
    "import Link from '@docusaurus/Link';",
    "import type {ContextTypeSpec} from '@site/src/fdc3/context-fields.types';",
    '// The bundler replaces process.env.NODE_ENV with a string.',
    "export const dev = process.env.NODE_ENV === 'development';",
    'export const title = (spec: ContextTypeSpec): string => `${document.title} ${spec.type}`;',
    'export {Link};',
    '',
  ].join('\n');
  const {program, errors} = check(client, {'src/components/Fixture/index.tsx': code});
  assert.deepEqual([...errors], []);
  // Docusaurus's typings reference `node` (@docusaurus/utils → globby → fast-glob): it resolves to the stub.
  const files = program.getSourceFiles().map((f) => f.fileName);
  assert.ok(
    files.some((f) => f.includes('/@docusaurus/utils/')),
    'the fixture program holds the typings that reference node',
  );
  assert.deepEqual(
    files.filter((f) => f.includes('/@types/node/')),
    [],
  );
  assert.ok(files.some((f) => f.endsWith('src/client-types/node/index.d.ts')));
});

test('a type import from a model module that reads files fails the client program: the module comes with it', () => {
  const {errors} = check(client, {
    'src/components/Fixture/index.tsx':
      "import type {ContextTypeSpec} from '@site/src/fdc3/context-fields';\nexport type {ContextTypeSpec};\n",
  });
  assert.match((errors.get('src/fdc3/context-fields.ts') ?? []).join('\n'), /Cannot find module 'node:fs'/);
});
