/**
 * The API surface of each docs version — DesktopAgent, Channel and
 * PrivateChannel members with their signatures and deprecations, error
 * values, context types and intents — read from the version's typings (npm
 * `@finos/fdc3` for 1.1–next) or, for 1.0, from the typed data module.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {typingsEntry, type DocsVersion} from './docs-versions';
import {contextTypeInfo} from './context-types';
import {dtsFiles} from './typings';
import * as v10 from './fdc3-1.0/api';

export const evolvingInterfaces = ['DesktopAgent', 'Channel', 'PrivateChannel'] as const;
export type EvolvingInterface = (typeof evolvingInterfaces)[number];

export interface SurfaceMember {
  name: string;
  /** Each overload as declared, whitespace folded, without its doc comment. */
  signatures: string[];
  /** Every overload carries `@deprecated`. */
  deprecated: boolean;
  /** Some, but not all, overloads carry `@deprecated`. */
  partlyDeprecated: boolean;
}

export interface ApiSurface {
  interfaces: Record<EvolvingInterface, SurfaceMember[] | undefined>;
  /** Error enum → its values. */
  errors: Record<string, string[]>;
  contextTypes: string[];
  intents: string[];
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim();

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

function membersOf(decl: ts.InterfaceDeclaration, source: ts.SourceFile): SurfaceMember[] {
  const byName = new Map<string, {signatures: string[]; deprecated: boolean[]}>();
  for (const m of decl.members) {
    const name = m.name?.getText(source);
    if (!name) continue;
    const entry = byName.get(name) ?? {signatures: [], deprecated: []};
    entry.signatures.push(fold(m.getText(source)).replace(/;$/, ''));
    entry.deprecated.push(ts.getJSDocTags(m).some((t) => t.tagName.text === 'deprecated'));
    byName.set(name, entry);
  }
  return [...byName].map(([name, e]) => ({
    name,
    signatures: e.signatures,
    deprecated: e.deprecated.every(Boolean),
    partlyDeprecated: e.deprecated.some(Boolean) && !e.deprecated.every(Boolean),
  }));
}

function surfaceFromTypings(typings: string): ApiSurface {
  const dist = path.dirname(typingsEntry(typings));
  const interfaces: ApiSurface['interfaces'] = {DesktopAgent: undefined, Channel: undefined, PrivateChannel: undefined};
  const errors: Record<string, string[]> = {};
  for (const file of dtsFiles(path.join(dist, 'api'))) {
    const source = parse(file);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node) && (evolvingInterfaces as readonly string[]).includes(node.name.text)) {
        interfaces[node.name.text as EvolvingInterface] = membersOf(node, source);
      } else if (ts.isEnumDeclaration(node) && path.basename(file) === 'Errors.d.ts') {
        errors[node.name.text] = node.members.map((m) => m.name.getText(source));
      }
    });
  }
  const intents = new Set<string>();
  for (const file of dtsFiles(path.join(dist, 'intents'))) {
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) && /^[A-Z][A-Za-z]+$/.test(node.text)) intents.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  // Experimental types (next) are not part of the standard's set.
  const experimental = new Set<string>();
  for (const file of dtsFiles(path.join(dist, 'context'))) {
    parse(file).forEachChild((node) => {
      if (ts.isTypeAliasDeclaration(node) && node.name.text === 'ExperimentalContextType' && ts.isUnionTypeNode(node.type)) {
        for (const t of node.type.types) if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) experimental.add(t.literal.text);
      }
    });
  }
  const contextTypes = [...contextTypeInfo(typings).typeStrings].filter((t) => !experimental.has(t)).sort();
  return {interfaces, errors, contextTypes, intents: [...intents].sort()};
}

function surfaceOf10(): ApiSurface {
  return {
    interfaces: {
      DesktopAgent: v10.desktopAgent.members.map((m) => ({
        name: m.name,
        signatures: [fold(m.signature).replace(/;$/, '')],
        deprecated: false,
        partlyDeprecated: false,
      })),
      Channel: undefined,
      PrivateChannel: undefined,
    },
    errors: Object.fromEntries(v10.errorEnums.map((e) => [e.name, [...e.values]])),
    contextTypes: v10.contextTypes.map((t) => t.type).sort(),
    intents: v10.intents.map((i) => i.name).sort(),
  };
}

export function apiSurface(version: DocsVersion): ApiSurface {
  if (!version.typings) throw new Error(`docs version ${version.name} has no typings`);
  return version.name === '1.0' ? surfaceOf10() : surfaceFromTypings(version.typings);
}
