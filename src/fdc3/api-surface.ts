/**
 * The API surface of each docs version — the members of every API interface
 * with their signatures and deprecations, the type aliases, error values,
 * context types and intents — read from the version's typings (npm
 * `@finos/fdc3` for 1.1–next) or, for 1.0, from the typed data module.
 *
 * The parser works on any TypeScript text, so `scripts/evolution-tag-diff.ts`
 * reads the standard's own `src/api/*.ts` at each release tag with it and
 * compares the two (the differences are recorded in `./evolution-sources.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {typingsEntry, type DocsVersion} from './docs-versions';
import {contextTypeInfo} from './context-types';
import {dtsFiles} from './typings';
import * as v10 from './fdc3-1.0/api';

/** The three API interfaces: their members are headings of their own reference pages (the metadata interfaces are tables). */
export const apiInterfaces = ['DesktopAgent', 'Channel', 'PrivateChannel'] as const;

/** The interfaces whose members get a table of their own on the evolution page, in page order. */
export const evolvingInterfaces = [
  'DesktopAgent',
  'Channel',
  'PrivateChannel',
  'Listener',
  'AppMetadata',
  'AppIdentifier',
  'AppIntent',
  'IntentMetadata',
  'IntentResolution',
  'DisplayMetadata',
  'ImplementationMetadata',
  'ContextMetadata',
] as const;
export type EvolvingInterface = (typeof evolvingInterfaces)[number];

/** The type aliases the evolution page tracks (handler and result types). */
/** (`Context` changed between an alias and an interface across versions: a curated row, see `./evolution-sources.ts`.) */
export const evolvingTypes = ['ContextHandler', 'IntentHandler', 'IntentResult', 'TargetApp'] as const;

export interface SurfaceMember {
  name: string;
  /** Each overload as declared, whitespace folded, without its doc comment. */
  signatures: string[];
  /** Every overload carries `@deprecated`. */
  deprecated: boolean;
  /** Some, but not all, overloads carry `@deprecated`. */
  partlyDeprecated: boolean;
  /** File and 1-based line of the first declaration (for the tag comparison script). */
  at?: string;
}

export interface ErrorValue {
  name: string;
  /** The string an app compares against (equal to the name unless the enum says otherwise). */
  value: string;
  at?: string;
}

export interface ApiSurface {
  interfaces: Record<string, SurfaceMember[] | undefined>;
  /** Type alias → its declaration as one member (name, folded text). */
  types: Record<string, SurfaceMember | undefined>;
  /** Error enum → its values. */
  errors: Record<string, ErrorValue[]>;
  contextTypes: string[];
  /** Context types the typings mark experimental (`ExperimentalContextType`). */
  experimentalContextTypes: string[];
  intents: string[];
}

/**
 * A declaration folded to one line for comparison: doc comments, `declare`,
 * `public` and `readonly` modifiers, and spacing are notation, not signature
 * (the typings add `readonly` and `declare` to the source's declarations).
 */
const fold = (s: string) =>
  s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\b(declare|public|readonly) /g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([|:;,]|=>)\s*/g, ' $1 ')
    .replace(/ ([:;,]) /g, '$1 ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/; \}/g, ' }')
    .replace(/\s+/g, ' ')
    .trim();

/** A TypeScript source file from its text (`name` is used for positions only). */
export function parseSource(name: string, text: string): ts.SourceFile {
  return ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true);
}

const isDeprecated = (node: ts.Node) => ts.getJSDocTags(node).some((t) => t.tagName.text === 'deprecated');
const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

function membersOf(decl: ts.InterfaceDeclaration, source: ts.SourceFile, label: string): SurfaceMember[] {
  const byName = new Map<string, {signatures: string[]; deprecated: boolean[]; at: string}>();
  for (const m of decl.members) {
    const name = m.name?.getText(source);
    if (!name) continue;
    const entry = byName.get(name) ?? {signatures: [], deprecated: [], at: `${label}:${lineOf(source, m)}`};
    entry.signatures.push(fold(m.getText(source)).replace(/;$/, ''));
    entry.deprecated.push(isDeprecated(m));
    byName.set(name, entry);
  }
  return [...byName].map(([name, e]) => ({
    name,
    signatures: e.signatures,
    deprecated: e.deprecated.every(Boolean),
    partlyDeprecated: e.deprecated.some(Boolean) && !e.deprecated.every(Boolean),
    at: e.at,
  }));
}

export interface SourceText {
  /** Label used in `at` (e.g. `v2.0:src/api/Errors.ts` or a package path). */
  label: string;
  text: string;
}

/** The API part of a surface (interfaces, type aliases, error enums) from TypeScript texts. */
export function apiFromSources(files: SourceText[]): Pick<ApiSurface, 'interfaces' | 'types' | 'errors'> {
  const interfaces: ApiSurface['interfaces'] = {};
  const types: ApiSurface['types'] = {};
  const errors: ApiSurface['errors'] = {};
  for (const file of files) {
    const source = parseSource(file.label, file.text);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node) && (evolvingInterfaces as readonly string[]).includes(node.name.text)) {
        interfaces[node.name.text] = [...(interfaces[node.name.text] ?? []), ...membersOf(node, source, file.label)];
      } else if (ts.isTypeAliasDeclaration(node) && (evolvingTypes as readonly string[]).includes(node.name.text)) {
        types[node.name.text] = {
          name: node.name.text,
          signatures: [
            fold(node.getText(source))
              .replace(/^export /, '')
              .replace(/;$/, ''),
          ],
          deprecated: isDeprecated(node),
          partlyDeprecated: false,
          at: `${file.label}:${lineOf(source, node)}`,
        };
      } else if (ts.isEnumDeclaration(node) && /Error$/.test(node.name.text)) {
        errors[node.name.text] = node.members.map((m) => ({
          name: m.name.getText(source),
          value: m.initializer && ts.isStringLiteral(m.initializer) ? m.initializer.text : m.name.getText(source),
          at: `${file.label}:${lineOf(source, m)}`,
        }));
      }
    });
  }
  // AppMetadata extends AppIdentifier from 2.0 on: its rows keep the members it inherits.
  const parent = interfaces.AppIdentifier;
  const child = interfaces.AppMetadata;
  if (parent && child) interfaces.AppMetadata = [...parent.filter((m) => !child.some((c) => c.name === m.name)), ...child];
  return {interfaces, types, errors};
}

/** String literals of intent names (`ViewChart`) in TypeScript texts. */
export function intentsFromSources(files: SourceText[]): string[] {
  const intents = new Set<string>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) && /^[A-Z][A-Za-z]+$/.test(node.text)) intents.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(parseSource(file.label, file.text));
  }
  return [...intents].sort();
}

function surfaceFromTypings(typings: string): ApiSurface {
  const dist = path.dirname(typingsEntry(typings));
  const read = (dir: string): SourceText[] =>
    dtsFiles(path.join(dist, dir)).map((file) => ({
      label: path.relative(dist, file).split(path.sep).join('/'),
      text: fs.readFileSync(file, 'utf8'),
    }));
  const api = apiFromSources(read('api'));
  // Experimental types (next) are marked as such by the typings.
  const experimental = new Set<string>();
  for (const file of read('context')) {
    parseSource(file.label, file.text).forEachChild((node) => {
      if (ts.isTypeAliasDeclaration(node) && node.name.text === 'ExperimentalContextType' && ts.isUnionTypeNode(node.type)) {
        for (const t of node.type.types) if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) experimental.add(t.literal.text);
      }
    });
  }
  const all = [...contextTypeInfo(typings).typeStrings];
  return {
    ...api,
    contextTypes: all.filter((t) => !experimental.has(t)).sort(),
    experimentalContextTypes: all.filter((t) => experimental.has(t)).sort(),
    intents: intentsFromSources(read('intents')),
  };
}

function surfaceOf10(): ApiSurface {
  const asMember = (m: v10.MemberRecord): SurfaceMember => ({
    name: m.name,
    signatures: [fold(m.signature).replace(/;$/, '')],
    deprecated: false,
    partlyDeprecated: false,
  });
  const interfaces: ApiSurface['interfaces'] = {DesktopAgent: v10.desktopAgent.members.map(asMember)};
  for (const i of v10.apiInterfaces) interfaces[i.name] = i.members.map(asMember);
  return {
    interfaces,
    types: {},
    errors: Object.fromEntries(v10.errorEnums.map((e) => [e.name, e.values.map((name) => ({name, value: name}))])),
    // A type string that no 1.0 text uses (the base type's `fdc3.context`, 1.1's) is not 1.0's.
    contextTypes: v10.contextTypes
      .filter((t) => !t.typeStringFrom)
      .map((t) => t.type)
      .sort(),
    experimentalContextTypes: [],
    intents: v10.intents.map((i) => i.name).sort(),
  };
}

export function apiSurface(version: DocsVersion): ApiSurface {
  if (!version.typings) throw new Error(`docs version ${version.name} has no typings`);
  return version.name === '1.0' ? surfaceOf10() : surfaceFromTypings(version.typings);
}
