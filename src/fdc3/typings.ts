/** Reads interface members, enums and type names out of the installed `@finos/fdc3` typings. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {typingsEntry} from './docs-versions';

export type DeclKind = 'interface' | 'enum' | 'type';

export interface Declaration {
  name: string;
  kind: DeclKind;
  /** File relative to the package's dist folder, e.g. `api/Errors.d.ts`. */
  file: string;
  /** Member (property/method) names of an interface, in order, without duplicates. */
  members: string[];
  /** Enum members and their string values. */
  enumValues: {name: string; value: string}[];
}

const cache = new Map<string, Declaration[]>();

/** Every `.d.ts` file below `dir` (none if it does not exist). */
export function dtsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return dtsFiles(full);
    return e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every exported interface, enum and type alias of a version's typings: an npm
 * alias (e.g. `fdc3-2.0`) or the path of a hand-written declaration file.
 */
export function declarations(pkg: string): Declaration[] {
  const hit = cache.get(pkg);
  if (hit) return hit;
  const dist = path.dirname(typingsEntry(pkg));
  const out: Declaration[] = [];
  for (const file of dtsFiles(dist)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const rel = path.relative(dist, file).split(path.sep).join('/');
    source.forEachChild((node) => {
      const exported = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) return;
      if (ts.isInterfaceDeclaration(node)) {
        const members: string[] = [];
        for (const m of node.members) {
          const name = m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : undefined;
          if (name && !members.includes(name)) members.push(name);
        }
        out.push({name: node.name.text, kind: 'interface', file: rel, members, enumValues: []});
      } else if (ts.isEnumDeclaration(node)) {
        const enumValues = node.members.map((m) => ({
          name: m.name.getText(source),
          value: m.initializer && ts.isStringLiteral(m.initializer) ? m.initializer.text : m.name.getText(source),
        }));
        out.push({name: node.name.text, kind: 'enum', file: rel, members: [], enumValues});
      } else if (ts.isTypeAliasDeclaration(node)) {
        out.push({name: node.name.text, kind: 'type', file: rel, members: [], enumValues: []});
      }
    });
  }
  cache.set(pkg, out);
  return out;
}

export function findDeclaration(pkg: string, name: string, fileFilter?: (file: string) => boolean): Declaration {
  const found = declarations(pkg).filter((d) => d.name === name && (!fileFilter || fileFilter(d.file)));
  if (found.length === 0) throw new Error(`${pkg}: no exported declaration named ${name}`);
  // Interfaces may be declared in pieces; merge their members.
  return {
    ...found[0],
    members: [...new Set(found.flatMap((d) => d.members))],
  };
}
