/**
 * The context type strings a version defines, and the TypeScript interface of
 * each, read from the version's typings (context declarations, and for 1.1/1.2
 * the JSON schemas the package ships, whose `const` type strings fill the gaps
 * of its enum).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {typingsEntry} from './docs-versions';

export interface ContextTypeInfo {
  /** Every type string the version defines (`fdc3.instrument`, …). */
  typeStrings: Set<string>;
  /** Type string → exported interface that describes it, where the typings have one. */
  interfaces: Map<string, string>;
}

const cache = new Map<string, ContextTypeInfo>();

function contextDeclarationFiles(typings: string): string[] {
  const entry = typingsEntry(typings);
  const dir = path.join(path.dirname(entry), 'context');
  if (!fs.existsSync(dir)) return [entry];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

const lcFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

/** quicktype's name for the copy of a context interface nested in another (`OrderElement`, `ProductObject`). */
const isNestedCopy = (name: string) => /(Element|Object)$/.test(name);

export function contextTypeInfo(typings: string): ContextTypeInfo {
  const hit = cache.get(typings);
  if (hit) return hit;
  const typeStrings = new Set<string>(['fdc3.context']);
  const interfaces = new Map<string, string>();
  const exported: string[] = [];
  const enumValues = new Map<string, string>();

  for (const file of contextDeclarationFiles(typings)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) && /^fdc3\.[A-Za-z]/.test(node.text)) typeStrings.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) {
        exported.push(node.name.text);
        for (const m of node.members) {
          if (
            ts.isPropertySignature(m) &&
            m.name.getText(source) === 'type' &&
            m.type &&
            ts.isLiteralTypeNode(m.type) &&
            ts.isStringLiteral(m.type.literal)
          ) {
            // quicktype declares a context nested in another as a copy named
            // `<Type>Element` or `<Type>Object`; the type's own interface wins.
            const held = interfaces.get(m.type.literal.text);
            if (!held || (isNestedCopy(held) && !isNestedCopy(node.name.text))) interfaces.set(m.type.literal.text, node.name.text);
          }
        }
      } else if (ts.isEnumDeclaration(node) && node.name.text === 'ContextTypes') {
        for (const m of node.members) {
          if (m.initializer && ts.isStringLiteral(m.initializer)) enumValues.set(m.initializer.text, m.name.getText(source));
        }
      }
    });
  }

  // Packages that ship their schemas (1.1, 1.2) name every type there.
  if (!typings.endsWith('.d.ts')) {
    const schemas = path.join(path.dirname(typingsEntry(typings)), '..', 'src', 'context', 'schemas');
    if (fs.existsSync(schemas)) {
      for (const f of fs.readdirSync(schemas).filter((n) => n.endsWith('.schema.json'))) {
        const constType = JSON.parse(fs.readFileSync(path.join(schemas, f), 'utf8')).properties?.type?.const;
        if (typeof constType === 'string') typeStrings.add(constType);
      }
    }
  }

  for (const type of typeStrings) {
    if (interfaces.has(type)) continue;
    const byEnum = enumValues.get(type);
    const byName = exported.find((name) => `fdc3.${lcFirst(name)}` === type);
    const candidate = byEnum && exported.includes(byEnum) ? byEnum : byName;
    if (candidate) interfaces.set(type, candidate);
  }
  if (!interfaces.has('fdc3.context')) {
    const base = ['Context', 'ContextData'].find((n) => exported.includes(n));
    if (base) interfaces.set('fdc3.context', base);
  }
  const info = {typeStrings, interfaces};
  cache.set(typings, info);
  return info;
}
