/**
 * The Markdown trees the conformance pages are made of, built from the typed
 * data (src/fdc3/conformance): each test case under a heading whose anchor is
 * its id, and the coverage table of a version's rules. The remark plugins in
 * ./remark.ts put them into the pages; nothing here reads files.
 */
import type {Heading, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableRow} from 'mdast';
import {createSlugger} from '@docusaurus/utils';
import {
  casesOfRule,
  conformanceGroups,
  groupTitle,
  suiteFileUrl,
  type ConformanceCase,
  type ConformanceGroup,
  type ConformanceRule,
  type ConformanceVersionData,
} from '../../fdc3/conformance';

/**
 * The anchor of a case: its id through the slugger Docusaurus applies to an
 * id a plugin sets (case kept, `.` and spaces dropped): `BasicCL1` stays,
 * `2.0-UCBasicUsage1` becomes `20-UCBasicUsage1`.
 */
export function caseAnchor(id: string): string {
  return createSlugger().slug(id, {maintainCase: true});
}

/** Text with `code` spans as Markdown phrasing nodes. */
export function inline(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : {type: 'text', value: part}));
}

const strong = (value: string): PhrasingContent => ({type: 'strong', children: [{type: 'text', value}]});
const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const item = (children: PhrasingContent[]): ListItem => ({type: 'listItem', spread: false, children: [paragraph(children)]});

/** A link from a page of `conformance/` to a rule's heading, by file path so that Docusaurus resolves it within the version. */
export const ruleHref = (rule: ConformanceRule) => `../${rule.doc}.md#${rule.anchor}`;

/** The keyword of a rule as the pages show it: **MUST**, or **MUST** (by default) for an unmarked 1.2 statement. */
export function keyword(rule: ConformanceRule): PhrasingContent[] {
  return rule.byDefault ? [strong(rule.level), text(' (no keyword: required by default)')] : [strong(rule.level)];
}

const ruleLink = (rule: ConformanceRule): PhrasingContent => link(ruleHref(rule), inline(rule.summary));

/** The Markdown of one case: its heading (anchor = id), then what it sets up and checks, the rules it tests, and its source. */
export function caseNodes(c: ConformanceCase, data: ConformanceVersionData): RootContent[] {
  const anchor = caseAnchor(c.id);
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    data: {hProperties: {id: anchor}},
    children: [{type: 'inlineCode', value: c.id}],
  };
  const rules = c.rules.map((id) => data.rules.find((r) => r.id === id)).filter((r): r is ConformanceRule => Boolean(r));
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: [
      item([strong('Sets up:'), text(' '), ...inline(c.setup)]),
      item([strong('Checks:'), text(' '), ...inline(c.checks)]),
      {
        type: 'listItem',
        spread: false,
        children: [
          paragraph([strong(rules.length === 1 ? 'Rule tested:' : 'Rules tested:')]),
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: rules.map((r) => item([...keyword(r), text(': '), ruleLink(r)])),
          },
        ],
      },
      item([
        strong('In the suite:'),
        text(' '),
        link(suiteFileUrl(c.file), [{type: 'inlineCode', value: c.file}]),
        ...(c.definedAs
          ? [text('; the written test definitions call it '), {type: 'inlineCode', value: c.definedAs} as PhrasingContent]
          : []),
        text('.'),
        ...(c.manual
          ? [text(' '), strong('Manual:'), text(' a tester picks the app in the resolver, so the case is run from the manual pack.')]
          : []),
      ]),
    ],
  };
  return [heading, list];
}

/** The cases of one group, in the suite's order, under a heading per suite file. */
export function groupNodes(data: ConformanceVersionData, group: ConformanceGroup): RootContent[] {
  const cases = data.cases.filter((c) => c.group === group);
  const files = [...new Set(cases.map((c) => c.file))];
  const nodes: RootContent[] = [paragraph([text(`${cases.length} ${cases.length === 1 ? 'case' : 'cases'} in FDC3 ${data.version}.`)])];
  for (const file of files) {
    nodes.push({type: 'heading', depth: 2, children: [{type: 'inlineCode', value: file.split('/').pop()!}]});
    for (const c of cases.filter((x) => x.file === file)) nodes.push(...caseNodes(c, data));
  }
  return nodes;
}

/** A link from a page of `conformance/` to a case of the same version. */
export const caseHref = (c: ConformanceCase) => `./${c.group}.mdx#${caseAnchor(c.id)}`;

/** The coverage table of one keyword's rules: each rule, where it is explained, and the cases that test it. */
function coverageTable(data: ConformanceVersionData, rules: readonly ConformanceRule[]): Table {
  const cell = (children: PhrasingContent[]) => ({type: 'tableCell' as const, children});
  const header: TableRow = {type: 'tableRow', children: ['Rule', 'Keyword', 'Covered', 'Tested by'].map((h) => cell([text(h)]))};
  const rows: TableRow[] = rules.map((r) => {
    const cases = casesOfRule(data, r.id);
    return {
      type: 'tableRow',
      children: [
        cell([ruleLink(r)]),
        cell(keyword(r)),
        cell([text(cases.length ? `Yes (${cases.length})` : 'No')]),
        cell(
          cases.length
            ? cases.flatMap((c, i): PhrasingContent[] => [
                ...(i ? [text(', ')] : []),
                link(caseHref(c), [{type: 'inlineCode', value: c.id}]),
              ])
            : [text('None')],
        ),
      ],
    };
  });
  return {type: 'table', align: ['left', 'left', 'left', 'left'], children: [header, ...rows]};
}

/** The coverage page's body: a summary, then one table per keyword (MUST, SHOULD). */
export function coverageNodes(data: ConformanceVersionData): RootContent[] {
  const nodes: RootContent[] = [];
  const summary: PhrasingContent[] = [];
  for (const level of ['MUST', 'SHOULD'] as const) {
    const rules = data.rules.filter((r) => r.level === level);
    const covered = rules.filter((r) => casesOfRule(data, r.id).length > 0).length;
    summary.push(text(`${summary.length ? ' ' : ''}${covered} of the ${rules.length} ${level} rules have at least one case.`));
  }
  nodes.push(paragraph(summary));
  for (const level of ['MUST', 'SHOULD'] as const) {
    const rules = data.rules.filter((r) => r.level === level);
    nodes.push({type: 'heading', depth: 2, children: [text(`${level} rules`)]});
    nodes.push(coverageTable(data, rules));
  }
  const groups = conformanceGroups.filter((g) => data.cases.some((c) => c.group === g.id));
  nodes.push({type: 'heading', depth: 2, children: [text('Cases by group')]});
  nodes.push({
    type: 'list',
    ordered: false,
    spread: false,
    children: groups.map((g) =>
      item([
        link(`./${g.id}.mdx`, [text(groupTitle(g.id, data.version))]),
        text(`: ${data.cases.filter((c) => c.group === g.id).length} cases`),
      ]),
    ),
  });
  return nodes;
}

/** Plain Markdown of the nodes built above (headings, lists, tables, paragraphs), for the pages' Markdown copies (llms.txt). */
export function nodesToMarkdown(nodes: readonly RootContent[]): string {
  const phrasing = (children: readonly PhrasingContent[]): string =>
    children
      .map((c) => {
        if (c.type === 'text') return c.value;
        if (c.type === 'inlineCode') return `\`${c.value}\``;
        if (c.type === 'strong') return `**${phrasing(c.children)}**`;
        if (c.type === 'link') return `[${phrasing(c.children)}](${c.url})`;
        throw new Error(`nodesToMarkdown: no Markdown form for inline "${c.type}"`);
      })
      .join('');
  const block = (node: RootContent, indent: string): string => {
    if (node.type === 'heading') return `${'#'.repeat(node.depth)} ${phrasing(node.children)}`;
    if (node.type === 'paragraph') return indent + phrasing(node.children);
    if (node.type === 'list')
      return node.children
        .map((li) =>
          li.children.map((child, i) => (i === 0 ? `${indent}- ${block(child, '').trimStart()}` : block(child, `${indent}  `))).join('\n'),
        )
        .join('\n');
    if (node.type === 'table') {
      const rows = node.children.map(
        (row) => `| ${row.children.map((cell) => phrasing(cell.children).replace(/\|/g, '\\|')).join(' | ')} |`,
      );
      return [rows[0], `|${node.children[0].children.map(() => ' --- |').join('')}`, ...rows.slice(1)].join('\n');
    }
    throw new Error(`nodesToMarkdown: no Markdown form for "${node.type}"`);
  };
  return nodes.map((n) => block(n, '')).join('\n\n');
}
