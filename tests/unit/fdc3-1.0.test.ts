/**
 * The 1.0 surface is recorded twice: as data (`src/fdc3/fdc3-1.0/api.ts`, for
 * the content tests and the site) and as a declaration (`index.d.ts`, for the
 * examples' compiler). These tests keep them in step and prove the comparison
 * notices a difference.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {repoRoot} from '../../src/fdc3/docs-versions';
import * as v10 from '../../src/fdc3/fdc3-1.0/api';

const dtsFile = path.join(repoRoot, 'src', 'fdc3', 'fdc3-1.0', 'index.d.ts');
const squash = (s: string) =>
  s
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .trim();

/** Differences between the data module and a declaration text. */
function surfaceProblems(dts: string): string[] {
  const source = ts.createSourceFile('index.d.ts', dts, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const enums = new Map<string, ts.EnumDeclaration>();
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  source.forEachChild((n) => {
    if (ts.isInterfaceDeclaration(n)) interfaces.set(n.name.text, n);
    else if (ts.isEnumDeclaration(n)) enums.set(n.name.text, n);
    else if (ts.isTypeAliasDeclaration(n)) aliases.set(n.name.text, n);
  });
  const problems: string[] = [];

  for (const record of [v10.desktopAgent, ...v10.apiInterfaces]) {
    const decl = interfaces.get(record.name);
    if (!decl) {
      problems.push(`index.d.ts has no interface ${record.name}`);
      continue;
    }
    const declared = decl.members.map((m) => ({name: m.name?.getText(source) ?? '', signature: squash(m.getText(source))}));
    const recorded = record.members.map((m) => ({name: m.name, signature: squash(m.signature)}));
    if (JSON.stringify(declared) !== JSON.stringify(recorded)) {
      problems.push(`${record.name}: index.d.ts declares ${JSON.stringify(declared)}, api.ts records ${JSON.stringify(recorded)}`);
    }
  }

  for (const record of v10.errorEnums) {
    const decl = enums.get(record.name);
    const declared = decl?.members.map((m) => [m.name.getText(source), (m.initializer as ts.StringLiteral | undefined)?.text]);
    const recorded = record.values.map((v) => [v, v]);
    if (JSON.stringify(declared) !== JSON.stringify(recorded)) problems.push(`${record.name}: index.d.ts and api.ts list different values`);
  }

  const alias = aliases.get(v10.contextAlias.name);
  if (alias?.type.getText(source) !== v10.contextAlias.definition)
    problems.push(`Context: index.d.ts does not declare type Context = ${v10.contextAlias.definition}`);

  // Context types: own fields plus those inherited from ContextData, nested id keys as id.x.
  const fieldsOf = (decl: ts.InterfaceDeclaration): {name: string; type: string; required: boolean}[] =>
    decl.members.filter(ts.isPropertySignature).flatMap((p) => {
      const name = p.name.getText(source);
      const type = p.type && ts.isTypeLiteralNode(p.type) ? 'object' : (p.type?.getText(source) ?? 'any');
      const own = {name, type: type.startsWith("'") ? 'string' : type, required: !p.questionToken};
      const nested =
        p.type && ts.isTypeLiteralNode(p.type)
          ? fieldsOf({members: p.type.members} as unknown as ts.InterfaceDeclaration).map((f) => ({...f, name: `${name}.${f.name}`}))
          : [];
      return [own, ...nested];
    });
  const base = interfaces.get('ContextData');
  for (const record of v10.contextTypes) {
    const decl = record.name === 'Context' ? base : interfaces.get(record.name);
    if (!decl || !base) {
      problems.push(`index.d.ts has no interface for the context type ${record.name}`);
      continue;
    }
    const own = fieldsOf(decl);
    // An own `id` object replaces the base's free-form one.
    const inherited = fieldsOf(base).filter((f) => !own.some((o) => o.name === f.name || o.name.startsWith(`${f.name}.`)));
    const declared = [...inherited, ...own].map((f) => `${f.name}:${f.type}:${f.required}`).sort();
    const recorded = record.fields.map((f) => `${f.name}:${f.type}:${f.required}`).sort();
    if (JSON.stringify(declared) !== JSON.stringify(recorded)) {
      problems.push(`${record.name}: index.d.ts has ${declared.join(', ')}; api.ts records ${recorded.join(', ')}`);
    }
  }
  return problems;
}

const dts = fs.readFileSync(dtsFile, 'utf8');

test('the 1.0 data module and the 1.0 declaration describe the same surface', () => {
  assert.deepEqual(surfaceProblems(dts), []);
});

test('a difference between the module and the declaration is reported', () => {
  const broken = dts
    .replace(
      'raiseIntent(intent: string, context: Context, target?: string)',
      'raiseIntent(intent: string, context: Context, app?: string)',
    )
    .replace("ResolverTimeout = 'ResolverTimeout',", '')
    .replace('holding: number;', 'holding?: number;');
  const problems = surfaceProblems(broken);
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0], /^DesktopAgent: .*app\?: string/);
  assert.match(problems[1], /^ResolveError:/);
  assert.match(problems[2], /^Position: .*holding:number:false/);
});

test('1.0 records seven DesktopAgent methods, two error enums, eight intents and nine context types', () => {
  assert.equal(v10.desktopAgent.members.length, 7);
  assert.deepEqual(
    v10.errorEnums.map((e) => e.name),
    ['OpenError', 'ResolveError'],
  );
  assert.equal(v10.intents.length, 8);
  assert.equal(v10.contextTypes.length, 9);
});
