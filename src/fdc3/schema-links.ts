/**
 * The schema line of each context reference page: every page of a version with
 * served schemas links its type's JSON Schema as this site serves it
 * (`pathname:///schemas/...`: a static file, not a route, so Docusaurus must
 * not check it as a doc link; it still adds the base URL) and the context
 * checker with that version and type preselected, the schema's readable view
 * (a plain site link, which the build's link check resolves). A page whose type has no schema in
 * its version says so and links the first version that has one. The wording is
 * generated here, the same on every page of a version, and the unit test checks
 * that each page carries its line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {contextTypeInfo} from './context-types';
import {repoRoot, versionByName} from './docs-versions';
import type {ServedFile, ServedSchemaSet} from './schemas';

/** The context checker's address (the toolbox page that validates an object against a served schema). */
export const contextCheckerPath = '/toolbox/check-context';

export interface RefPageSchema {
  /** The page's file, relative to the repository. */
  file: string;
  /** The page's name: its file name, which is the type's interface name (`Instrument`). */
  name: string;
  /** The type string the version's typings give the interface, if any. */
  type?: string;
  /** The served schema of the type (the base schema for `Context`), if the version has one. */
  schema?: ServedFile;
}

const versionLabel = (set: ServedSchemaSet) => (set.source.folder === 'next' ? 'the draft (next)' : `FDC3 ${set.source.folder}`);
const fileName = (file: ServedFile) => file.path.split('/').pop()!;
const checkerLink = (set: ServedSchemaSet, type?: string) =>
  `${contextCheckerPath}?version=${set.source.folder}${type ? `&type=${type}` : ''}`;

/** The context reference pages of a set's docs version, each with its type and served schema. */
export function refPageSchemas(set: ServedSchemaSet): RefPageSchema[] {
  const version = versionByName(set.source.docsVersion);
  const dir = path.join(repoRoot, version.dir, 'context', 'ref');
  const interfaces = version.typings ? contextTypeInfo(version.typings).interfaces : new Map<string, string>();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.md$/, '');
      const type = [...interfaces].find(([, iface]) => iface === name)?.[0];
      const schema = name === 'Context' ? set.baseContextSchema : set.contextSchemas.find((c) => c.type === type)?.file;
      return {file: path.relative(repoRoot, path.join(dir, f)), name, type, schema};
    });
}

/** The line a page carries: its schema and the checker, or, without a schema, the first version that has one. */
export function schemaLine(set: ServedSchemaSet, page: RefPageSchema, sets: readonly ServedSchemaSet[]): string {
  const label = versionLabel(set);
  if (page.schema && page.name === 'Context')
    return `**Schema:** [\`${fileName(page.schema)}\`](pathname:///${page.schema.path}) is the base JSON Schema that every context type of ${label} builds on, as this site serves it; the [context checker](${checkerLink(set)}) shows it in readable form and checks objects against it.`;
  if (page.schema && page.type)
    return `**Schema:** [\`${fileName(page.schema)}\`](pathname:///${page.schema.path}) is the JSON Schema of \`${page.type}\` in ${label}, as this site serves it; the [context checker](${checkerLink(set, page.type)}) shows it in readable form and checks objects against it.`;
  const later = sets
    .slice(sets.indexOf(set) + 1)
    .map((s) => ({s, c: s.contextSchemas.find((c) => c.title === page.name)}))
    .find((x) => x.c);
  const first = later
    ? ` The first version with one is FDC3 ${later.s.source.folder}: [\`${fileName(later.c!.file)}\`](pathname:///${later.c!.file.path}).`
    : '';
  return `**Schema:** ${label} has no JSON Schema for this type, which is not part of it.${first}`;
}

/** Inserts a page's schema line before its first second-level heading (once). */
export function withSchemaLine(text: string, line: string): string {
  if (text.includes(line)) return text;
  const at = text.search(/^## /m);
  if (at < 0) return `${text.replace(/\n*$/, '')}\n\n${line}\n`;
  return `${text.slice(0, at)}${line}\n\n${text.slice(at)}`;
}

/** What is wrong with a version's pages: a page without its line, or a line that links a file the version does not serve. */
export function schemaLinkProblems(
  set: ServedSchemaSet,
  sets: readonly ServedSchemaSet[],
  read: (file: string) => string = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8'),
): string[] {
  const served = new Set(sets.flatMap((s) => s.files.map((f) => f.path)));
  return refPageSchemas(set).flatMap((page) => {
    const problems: string[] = [];
    const text = read(page.file);
    const line = schemaLine(set, page, sets);
    const count = text.split(line).length - 1;
    if (count !== 1) problems.push(`${page.file}: expected its schema line once, found it ${count} times: ${line}`);
    if (page.schema && !set.files.includes(page.schema))
      problems.push(`${page.file}: ${page.schema.path} is not served for ${set.source.folder}`);
    for (const m of text.matchAll(/\]\(pathname:\/\/\/(schemas\/[^)\s]+)\)/g))
      if (!served.has(m[1])) problems.push(`${page.file}: links /${m[1]}, which no version serves`);
    return problems;
  });
}
