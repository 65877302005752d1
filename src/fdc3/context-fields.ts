/**
 * The fields of each context type of a version, read at build time with the
 * TypeScript compiler API from the context interfaces of the version's typings
 * (the same typings the docs' examples are checked against). The Workbench
 * builds its context forms and its checks from this, so they cannot drift
 * from the typings.
 *
 * The typings of 2.0 are generated from the standard's JSON schemas: a context
 * that sits inside another (the instrument of a Position, the contacts of a
 * ContactList) is declared as a copy of the context's interface under another
 * name (`InstrumentElement`, `ContactElement`). Such a copy is recognised by
 * its shape: when it has the same members, of the same kinds, as exactly one
 * context type, the field holds a context of that type.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {contextTypes1x, contextTypesAdded20} from './content-map';
import {contextTypeInfo} from './context-types';
import {typingsEntry} from './docs-versions';
import type {ContextTypeSpec, FieldSpec} from './context-fields.types';

export type {ContextTypeSpec, FieldKind, FieldSpec} from './context-fields.types';

/** The context interfaces of a version (1.x's nine and those 2.0 added), by name. */
const interfacesOf: Record<string, readonly string[]> = {
  'fdc3-2.0': [...contextTypes1x, ...contextTypesAdded20],
};

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The declaration file of a version's context interfaces. */
export function contextTypesFile(typings: string): string {
  return path.join(path.dirname(typingsEntry(typings)), 'context', 'ContextTypes.d.ts');
}

interface Declared {
  interfaces: Map<string, ts.InterfaceDeclaration>;
  enums: Map<string, ts.EnumDeclaration>;
  source: ts.SourceFile;
  file: string;
}

function readDeclarations(file: string): Declared {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`context-fields: cannot read the context typings ${file}: ${(error as Error).message}`);
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const enums = new Map<string, ts.EnumDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    else if (ts.isEnumDeclaration(node)) enums.set(node.name.text, node);
  });
  if (interfaces.size === 0) throw new Error(`context-fields: ${file} declares no interfaces`);
  return {interfaces, enums, source, file};
}

/** A member's name, or undefined for index signatures and methods. */
function memberName(member: ts.TypeElement): string | undefined {
  if (!ts.isPropertySignature(member) || !member.name) return undefined;
  if (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) return member.name.text;
  return undefined;
}

function properties(node: ts.InterfaceDeclaration | ts.TypeLiteralNode): ts.PropertySignature[] {
  return node.members.filter((m): m is ts.PropertySignature => memberName(m) !== undefined);
}

/**
 * The context types of a version's typings (`fdc3-2.0`) and their fields,
 * sorted by type string. Throws, naming the file and interface, when the
 * typings cannot be read or a listed interface is missing or not understood.
 * `names` and `file` default to the version's list and declaration file.
 */
export function contextTypeSpecs(
  typings: string,
  names: readonly string[] | undefined = interfacesOf[typings],
  file = contextTypesFile(typings),
): ContextTypeSpec[] {
  if (!names) throw new Error(`context-fields: no list of context interfaces for typings "${typings}"`);
  const declared = readDeclarations(file);
  const where = (iface: string) => `interface ${iface} in ${path.relative(process.cwd(), file)}`;

  // The type string of each listed interface, as the docs' example checks see it.
  const info = contextTypeInfo(typings);
  const typeOf = new Map<string, string>();
  for (const [type, iface] of info.interfaces) if (names.includes(iface)) typeOf.set(iface, type);
  for (const name of names) {
    if (!typeOf.has(name)) throw new Error(`context-fields: no type string of the typings maps to ${where(name)}`);
    if (!declared.interfaces.has(name)) throw new Error(`context-fields: ${where(name)} is not declared`);
  }

  // The shape of an interface: its members, optionality and kinds, nested interfaces expanded.
  const shapes = new Map<string, string>();
  const shapeOf = (name: string, seen: readonly string[] = []): string => {
    const hit = shapes.get(name);
    if (hit !== undefined) return hit;
    const node = declared.interfaces.get(name);
    if (!node || seen.includes(name)) return name;
    const shape = `{${properties(node)
      .map((m) => `${memberName(m)}${m.questionToken ? '?' : ''}:${typeShape(m.type, [...seen, name])}`)
      .sort(byCodePoint)
      .join(';')}}`;
    shapes.set(name, shape);
    return shape;
  };
  const typeShape = (type: ts.TypeNode | undefined, seen: readonly string[]): string => {
    if (!type) return 'any';
    if (ts.isArrayTypeNode(type)) return `${typeShape(type.elementType, seen)}[]`;
    if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
      const ref = type.typeName.text;
      return declared.interfaces.has(ref) ? shapeOf(ref, seen) : ref;
    }
    if (ts.isTypeLiteralNode(type)) {
      return `{${properties(type)
        .map((m) => `${memberName(m)}${m.questionToken ? '?' : ''}:${typeShape(m.type, seen)}`)
        .sort(byCodePoint)
        .join(';')}}`;
    }
    return type.getText(declared.source);
  };
  const contextShapes = new Map<string, string[]>();
  for (const name of names) {
    const shape = shapeOf(name);
    contextShapes.set(shape, [...(contextShapes.get(shape) ?? []), typeOf.get(name)!]);
  }
  /** The context type an interface is a copy of, when exactly one has its shape. */
  const contextTypeOfInterface = (name: string): string | undefined => {
    const listed = typeOf.get(name);
    if (listed) return listed;
    const node = declared.interfaces.get(name);
    if (!node || !properties(node).some((m) => memberName(m) === 'type')) return undefined;
    const matches = contextShapes.get(shapeOf(name)) ?? [];
    return matches.length === 1 ? matches[0] : undefined;
  };

  const enumValues = (name: string): string[] | undefined => {
    const node = declared.enums.get(name);
    if (!node) return undefined;
    return node.members.map((m) => {
      if (!m.initializer || !ts.isStringLiteral(m.initializer)) {
        throw new Error(`context-fields: enum ${name} in ${file} has a member without a string value`);
      }
      return m.initializer.text;
    });
  };

  function fieldsOf(owner: string, members: readonly ts.PropertySignature[], prefix: string, out: FieldSpec[]): void {
    for (const member of members) {
      const name = memberName(member)!;
      if (prefix === '' && name === 'type') continue;
      const field = `${prefix}${name}`;
      const required = !member.questionToken;
      const describe = (type: ts.TypeNode | undefined, inArray: boolean): Omit<FieldSpec, 'path' | 'required'> => {
        if (!type || type.kind === ts.SyntaxKind.AnyKeyword || type.kind === ts.SyntaxKind.UnknownKeyword) return {kind: 'any'};
        if (type.kind === ts.SyntaxKind.StringKeyword) return {kind: 'string'};
        if (type.kind === ts.SyntaxKind.NumberKeyword) return {kind: 'number'};
        if (type.kind === ts.SyntaxKind.BooleanKeyword) return {kind: 'boolean'};
        if (ts.isArrayTypeNode(type) && !inArray) {
          const item = describe(type.elementType, true);
          if (item.kind === 'array') throw new Error(`context-fields: ${where(owner)}: ${field} is an array of arrays`);
          return {kind: 'array', items: item.kind as FieldSpec['items'], contextType: item.contextType, values: item.values};
        }
        if (ts.isTypeLiteralNode(type)) {
          const inner = properties(type);
          if (inner.length > 0 && !inArray) fieldsOf(owner, inner, `${field}.`, out);
          return {kind: 'object', open: inner.length === 0 ? true : undefined};
        }
        if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
          const ref = type.typeName.text;
          if (ref === 'Date') return {kind: 'date'};
          const values = enumValues(ref);
          if (values) return {kind: 'enum', values};
          const node = declared.interfaces.get(ref);
          if (node) {
            const contextType = contextTypeOfInterface(ref);
            if (contextType) return {kind: 'object', contextType};
            if (inArray) throw new Error(`context-fields: ${where(owner)}: ${field} is an array of ${ref}, which is no context type`);
            fieldsOf(owner, properties(node), `${field}.`, out);
            return {kind: 'object'};
          }
        }
        throw new Error(`context-fields: ${where(owner)}: the type of ${field} (${type.getText(declared.source)}) is not understood`);
      };
      const described = describe(member.type, false);
      const spec: FieldSpec = {path: field, required, ...described};
      for (const key of Object.keys(spec) as (keyof FieldSpec)[]) if (spec[key] === undefined) delete spec[key];
      out.push(spec);
    }
  }

  return names
    .map((name): ContextTypeSpec => {
      const fields: FieldSpec[] = [];
      fieldsOf(name, properties(declared.interfaces.get(name)!), '', fields);
      if (!properties(declared.interfaces.get(name)!).some((m) => memberName(m) === 'type')) {
        throw new Error(`context-fields: ${where(name)} has no type member`);
      }
      return {type: typeOf.get(name)!, interfaceName: name, fields: fields.sort((a, b) => byCodePoint(a.path, b.path))};
    })
    .sort((a, b) => byCodePoint(a.type, b.type));
}
