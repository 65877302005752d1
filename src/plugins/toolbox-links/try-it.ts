/**
 * "Open in the Workbench" links on the API reference (issue 28, part 4), from
 * the typed list in src/data/try-it.ts:
 * - `tryItProblems` checks the list (what each call needs, each context
 *   against the JSON Schemas the site serves for the entry's version, and
 *   each app to open against the simulated desktop's directory); the
 *   toolbox plugin runs it when the site is built and fails on any problem;
 * - `addTryItLinks` (the remark step of ./remark.ts) puts each link in a
 *   paragraph of its own right after the first example of the member's
 *   section, and fails when the section or its example is missing; where the
 *   example opens an app the simulated desktop lacks, the link's sentence
 *   names the app the link opens instead.
 * Every problem names the data file and the entry's line (`<file>:<line>: …`).
 * The link is a plain Markdown link: no component, no client code, so the
 * page's blocks still hydrate as one node each (src/plugins/static-content).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Heading, Paragraph, PhrasingContent, Root} from 'mdast';
import {repoRoot} from '../../fdc3/docs-versions';
import {loadSchemaSets, schemaSourceFor, sharedSchemaSet, type SiteLocation} from '../../fdc3/schemas';
import {tryItEntries, tryItPage, type TryItEntry} from '../../data/try-it';
import {toolboxPaths} from '../../toolbox/paths';
import {appTitle, openableApps} from '../../toolbox/workbench/desktop';
import {prefillNeeds, prefillQuery} from '../../toolbox/workbench/prefill';

/** The data file, as problems name it. */
export const tryItFile = 'src/data/try-it.ts';

/** The entries of each docs version that has links. */
export type TryItLists = Readonly<Record<string, readonly TryItEntry[]>>;

const unknownType = 'unknown type';

/** Checks a context of a version: the problems, each a short sentence, or none. */
export type ContextCheck = (version: string, context: {type: string}) => string[];

/**
 * The line (1-based) of `source` where the entry at `index` of `version`'s list
 * names its member: the n-th `member: '<name>'` after the list's opening, where
 * n counts the earlier entries of that list with the same member. 1 if not found.
 */
export function entryLine(source: string, lists: TryItLists, version: string, index: number): number {
  const lines = source.split('\n');
  const key = /^[A-Za-z_$][\w$]*$/.test(version) ? version : `'${version}'`;
  let at = lines.findIndex((l) => l.trimStart().startsWith(`${key}: [`));
  if (at < 0) return 1;
  const list = lists[version] ?? [];
  const member = list[index]?.member;
  const earlier = list.slice(0, index).filter((e) => e.member === member).length;
  for (let seen = -1; seen < earlier; seen++) {
    const next = lines.findIndex((l, i) => i > at && l.includes(`member: '${member}'`));
    if (next < 0) return 1;
    at = next;
  }
  return at + 1;
}

/** The apps a link may open: those the Workbench offers to open on the simulated desktop (src/toolbox/workbench/desktop.ts). */
export const simulatedApps: readonly string[] = openableApps.map((a) => a.appId);

/** What is wrong with the lists, one message a problem (`<file>:<line>: …`). */
export function tryItProblems(
  lists: TryItLists,
  check: ContextCheck,
  source: string,
  file = tryItFile,
  apps: readonly string[] = simulatedApps,
): string[] {
  const problems: string[] = [];
  for (const [version, list] of Object.entries(lists)) {
    list.forEach((entry, index) => {
      const at = (message: string) =>
        problems.push(`${file}:${entryLine(source, lists, version, index)}: ${version} ${entry.member}: ${message}`);
      for (const need of prefillNeeds[entry.call]) {
        const value = entry[need];
        if (value === undefined || (typeof value === 'string' && value.trim() === ''))
          at(`${entry.call} needs ${need === 'intent' || need === 'app' ? 'an' : 'a'} ${need}`);
      }
      if (entry.app !== undefined && entry.app.trim() !== '' && !apps.includes(entry.app))
        at(`the simulated desktop has no app "${entry.app}" to open (src/toolbox/workbench/desktop.ts): use one of ${apps.join(', ')}`);
      // A context of a type the version does not define is allowed (the Workbench takes custom types); a type to listen for is not.
      if (entry.context) {
        for (const problem of check(version, entry.context).filter((p) => !p.startsWith(unknownType)))
          at(`the context is not valid for this version: ${problem}`);
      }
      if (entry.contextType !== undefined) {
        for (const problem of check(version, {type: entry.contextType}).filter((p) => p.startsWith(unknownType))) at(problem);
      }
    });
  }
  return problems;
}

/**
 * Checks contexts against the served schemas of each version: a standard type
 * against its own schema, any other against the base context schema. A type
 * to listen for that the version does not define is reported as "unknown type".
 */
export function servedSchemaCheck(site: SiteLocation): ContextCheck {
  const sets = loadSchemaSets(site);
  return (version, context) => {
    const source = schemaSourceFor(version);
    const set = source && sets.find((s) => s.source.folder === source.folder);
    if (!set) return [`the site serves no schemas for ${version}`];
    const done = sharedSchemaSet(set);
    const schema = set.contextSchemas.find((c) => c.type === context.type)?.file ?? set.baseContextSchema;
    if (!schema) return [`the site serves no schema for ${context.type} in ${version}`];
    const problems: string[] = [];
    if (!set.contextSchemas.some((c) => c.type === context.type))
      problems.push(`${unknownType} ${context.type} (not a standard type of ${version})`);
    const validate = done.validators.get(schema.url);
    if (validate && !validate(context))
      for (const error of validate.errors ?? [])
        problems.push(`${error.instancePath || '(the context)'} ${error.message ?? 'is invalid'} (${schema.path})`);
    return [...new Set(problems)];
  };
}

/** Checks the site's list; throws with every problem when there is one. */
export function checkTryIt(site: SiteLocation, lists: TryItLists = tryItEntries): void {
  const source = fs.readFileSync(path.join(repoRoot, tryItFile), 'utf8');
  const problems = tryItProblems(lists, servedSchemaCheck(site), source);
  if (problems.length > 0) throw new Error(`"Open in the Workbench" links (${tryItFile}):\n${problems.join('\n')}`);
}

/** The docs version as the Workbench's notice names it (`current` is Next). */
const fromOf = (version: string): string => (version === 'current' ? 'next' : version);

/** The Workbench address of an entry. */
export function tryItHref(version: string, entry: TryItEntry): string {
  const {member: _member, ...prefill} = entry;
  return `${toolboxPaths.workbench}${prefillQuery({...prefill, from: fromOf(version)})}`;
}

/** The app an example opens, by the first `appId: '…'` in its code, if it names one. */
export function exampleApp(code: string): string | undefined {
  return /\bappId:\s*(['"`])([^'"`]+)\1/.exec(code)?.[2];
}

/**
 * The paragraph that carries an entry's link. `example` is the app the example
 * opens: when the link opens another, the sentence says which, and why.
 */
export function tryItParagraph(version: string, entry: TryItEntry, example?: string): Paragraph {
  const where =
    version === 'current'
      ? "the Workbench's simulated Desktop Agent, which runs FDC3 2.0, not this draft"
      : `the Workbench's simulated FDC3 ${version} Desktop Agent`;
  const children: PhrasingContent[] = [
    {type: 'strong', children: [{type: 'text', value: 'Try it:'}]},
    {type: 'text', value: ' '},
    {
      type: 'link',
      url: tryItHref(version, entry),
      data: {hProperties: {'data-toolbox-link': 'try-it', 'data-try-call': entry.member}},
      children: [
        {type: 'text', value: 'Open this '},
        {type: 'inlineCode', value: entry.member},
        {type: 'text', value: ' call in the Workbench'},
      ],
    },
  ];
  const after = `, with its values filled in, ready to send to ${where}.`;
  // One text node up to the next code: adjacent text nodes would cost a `<!-- -->` between them in the page.
  if (entry.app === undefined || example === undefined || example === entry.app) children.push({type: 'text', value: after});
  else {
    children.push(
      {type: 'text', value: `${after} That desktop has no `},
      {type: 'inlineCode', value: example},
      {type: 'text', value: `, so the link opens its ${appTitle(entry.app)} (`},
      {type: 'inlineCode', value: entry.app},
      {type: 'text', value: ') instead.'},
    );
  }
  return {type: 'paragraph', children};
}

const isMemberHeading = (node: Root['children'][number], member: string): node is Heading =>
  node.type === 'heading' &&
  node.depth === 3 &&
  node.children.length === 1 &&
  node.children[0].type === 'inlineCode' &&
  node.children[0].value === member;

/** Adds the links of a page's version to its tree; returns the entries linked, or none when the page has no links. */
export function addTryItLinks(
  page: {version: string; id: string},
  tree: Root,
  lists: TryItLists = tryItEntries,
  source?: string,
): TryItEntry[] {
  if (page.id !== tryItPage) return [];
  const list = lists[page.version] ?? [];
  const text = (): string => source ?? fs.readFileSync(path.join(repoRoot, tryItFile), 'utf8');
  const fail = (index: number, message: string): never => {
    throw new Error(`${tryItFile}:${entryLine(text(), lists, page.version, index)}: ${page.version} ${list[index].member}: ${message}`);
  };
  list.forEach((entry, index) => {
    const start = tree.children.findIndex((n) => isMemberHeading(n, entry.member));
    if (start < 0) fail(index, `${tryItPage} of ${page.version} has no section "### \`${entry.member}\`"`);
    const rest = tree.children.slice(start + 1);
    const end = rest.findIndex((n) => n.type === 'heading' && n.depth <= 3);
    const section = end < 0 ? rest : rest.slice(0, end);
    // The first code block is the signature, the second the first example.
    const code = section.filter((n): n is Code => n.type === 'code');
    if (code.length < 2)
      fail(index, `the section "${entry.member}" of ${tryItPage} (${page.version}) has no example for the link to follow`);
    tree.children.splice(tree.children.indexOf(code[1]) + 1, 0, tryItParagraph(page.version, entry, exampleApp(code[1].value)));
  });
  return [...list];
}
