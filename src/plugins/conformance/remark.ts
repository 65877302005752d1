/**
 * Two remark steps for the docs of each version with a conformance suite:
 *
 * - `remarkConformancePages` (before Docusaurus's own steps, so the headings
 *   it adds get their anchors, the table of contents and resolved links)
 *   replaces `<ConformanceCases group="…" />` and `<ConformanceCoverage />`
 *   in a page with the cases or the coverage table of the page's version. The
 *   first time it runs it checks the whole data (`allConformanceProblems`)
 *   and fails the build on any problem.
 * - `remarkTestedBy` (after them, when each heading has its anchor) adds a
 *   line "Tested by `X`, `Y`" below every heading that explains a rule a
 *   case tests, linking each case.
 */
import path from 'node:path';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {
  allConformanceProblems,
  casesOfRule,
  conformanceData,
  conformanceGroups,
  isConformanceVersion,
  rulesAt,
  type ConformanceCase,
  type ConformanceGroup,
} from '../../fdc3/conformance';
import {releasedVersionNames, repoRoot} from '../../fdc3/docs-versions';
import {versionRouteBase} from '../../fdc3/routes';
import {caseAnchor, coverageNodes, groupNodes} from './render';

interface FileLike {
  path?: string;
  history?: string[];
}

/** A docs file's version (`1.2`, `current`) and page id (`api/ref/DesktopAgent`), or undefined outside the docs. */
export function docOf(file: FileLike): {version: string; id: string; file: string} | undefined {
  const where = file.path ?? file.history?.[0];
  if (!where) return undefined;
  const rel = path.relative(repoRoot, where).split(path.sep).join('/');
  const m = /^(?:docs|versioned_docs\/version-([^/]+))\/(.+)\.mdx?$/.exec(rel);
  return m ? {version: m[1] ?? 'current', id: m[2], file: rel} : undefined;
}

let checked = false;
/** Fails (once per process) if the conformance data has problems. */
export function assertConformanceData(): void {
  if (checked) return;
  const problems = allConformanceProblems();
  if (problems.length) throw new Error(`The conformance data has ${problems.length} problem(s):\n${problems.join('\n')}`);
  checked = true;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  position?: {start: {line: number}};
}

const attribute = (node: JsxNode, name: string) => {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** Replaces the conformance placeholders of a page with the generated Markdown. */
export function expandConformance(tree: Root, file: FileLike): void {
  const doc = docOf(file);
  const placeholders = tree.children
    .map((node, index) => ({node: node as JsxNode, index}))
    .filter(({node}) => node.type === 'mdxJsxFlowElement' && (node.name === 'ConformanceCases' || node.name === 'ConformanceCoverage'));
  if (!placeholders.length) return;
  const where = (n: JsxNode) => `${doc?.file ?? file.path ?? '(unknown file)'}:${n.position?.start.line ?? 0}`;
  if (!doc || !isConformanceVersion(doc.version))
    throw new Error(
      `${where(placeholders[0].node)}: <${placeholders[0].node.name}> is only for the docs of a version with a conformance suite`,
    );
  assertConformanceData();
  const data = conformanceData[doc.version];
  for (const {node, index} of placeholders.reverse()) {
    let nodes: RootContent[];
    if (node.name === 'ConformanceCoverage') nodes = coverageNodes(data);
    else {
      const group = attribute(node, 'group');
      if (!conformanceGroups.some((g) => g.id === group))
        throw new Error(
          `${where(node)}: <ConformanceCases group="${group ?? ''}"> names no group (${conformanceGroups.map((g) => g.id).join(', ')})`,
        );
      nodes = groupNodes(data, group as ConformanceGroup);
    }
    tree.children.splice(index, 1, ...nodes);
  }
}

export function remarkConformancePages() {
  return (tree: Root, file: FileLike) => expandConformance(tree, file);
}

/** The address of a case's heading in the built site. */
export function caseUrl(version: string, c: ConformanceCase): string {
  return `${versionRouteBase(version, releasedVersionNames)}/conformance/${c.group}#${caseAnchor(c.id)}`;
}

const headingId = (h: Heading): string | undefined => {
  const data = h.data as {id?: string; hProperties?: {id?: unknown}} | undefined;
  const id = data?.hProperties?.id ?? data?.id;
  return typeof id === 'string' ? id : undefined;
};

/** How many cases a "tested by" line names; the coverage table lists the rest. */
export const testedByShown = 3;

/** Adds the "Tested by" lines to a page of a version with a suite; returns the anchors that got one. */
export function addTestedBy(tree: Root, doc: {version: string; id: string}): string[] {
  if (!isConformanceVersion(doc.version) || doc.id.startsWith('conformance/')) return [];
  const data = conformanceData[doc.version];
  const inserts: {index: number; node: Paragraph; anchor: string}[] = [];
  tree.children.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const anchor = headingId(node);
    if (!anchor) return;
    const rules = rulesAt(data, doc.id, anchor);
    const cases = [...new Set(rules.flatMap((r) => casesOfRule(data, r.id)))];
    if (!cases.length) return;
    // The first few cases by name (plain link text: no code spans, so no break points either), and the
    // coverage table for the rest: a rule such as `open` has ten, and a long reference has twenty rules
    // (the page's HTML has a budget, scripts/lib/budgets.ts).
    const shown = cases.slice(0, testedByShown);
    const links = shown.flatMap((c, i): PhrasingContent[] => [
      ...(i ? [{type: 'text' as const, value: ', '}] : []),
      {type: 'link', url: caseUrl(doc.version, c), children: [{type: 'text', value: c.id}]},
    ]);
    const coverage = `${versionRouteBase(doc.version, releasedVersionNames)}/conformance/coverage`;
    const rest = cases.length - shown.length;
    inserts.push({
      index,
      anchor,
      node: {
        type: 'paragraph',
        data: {hProperties: {className: ['tested-by']}},
        children: [
          {type: 'text', value: `Conformance: tested by ${cases.length === 1 ? '' : `${cases.length} cases: `}`},
          ...links,
          ...(rest > 0
            ? [
                {type: 'text' as const, value: ' and '},
                {type: 'link' as const, url: coverage, children: [{type: 'text' as const, value: `${rest} more`}]},
                {type: 'text' as const, value: '.'},
              ]
            : [
                {type: 'text' as const, value: ' ('},
                {type: 'link' as const, url: coverage, children: [{type: 'text' as const, value: 'coverage'}]},
                {type: 'text' as const, value: ').'},
              ]),
        ],
      },
    });
  });
  for (const {index, node} of inserts.reverse()) {
    // After the heading's "New in …" marks (src/plugins/member-marks), when it has them.
    const next = tree.children[index + 1] as {type: string; data?: {hProperties?: {className?: unknown}}} | undefined;
    const marks = next?.type === 'paragraph' && String(next.data?.hProperties?.className ?? '').includes('member-marks');
    tree.children.splice(index + (marks ? 2 : 1), 0, node);
  }
  return inserts.map((i) => i.anchor).reverse();
}

export function remarkTestedBy() {
  return (tree: Root, file: FileLike) => {
    const doc = docOf(file);
    if (doc) addTestedBy(tree, doc);
  };
}
