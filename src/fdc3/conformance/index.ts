/**
 * The conformance model: for each docs version with a suite, its Desktop
 * Agent API rules and the suite's test cases tied to them, and the checks
 * that keep the two honest. Both directions of linking on the site (a case's
 * rule, a rule's "tested by" line) and the coverage pages are generated from
 * this data (src/plugins/conformance), and the build fails on any problem
 * `conformanceProblems` reports.
 */
import path from 'node:path';
import {headingAnchors} from '../content-checks';
import {docsVersions} from '../docs-versions';
import {indexDocs} from '../docs-index';
import {cases12} from './cases-1.2';
import {cases20} from './cases-2.0';
import {conformanceRules} from './rules';
import {suiteIds} from './suite';
import {
  conformanceGroups,
  conformanceVersions,
  type ConformanceCase,
  type ConformanceRule,
  type ConformanceVersion,
  type ConformanceVersionData,
} from './conformance.types';

export * from './conformance.types';
export {suiteIds, suiteCommit, suiteFileUrl, suiteRepo, suiteFirstTag} from './suite';
export {defaultRuleSource} from './rules';

export const conformanceData: Record<ConformanceVersion, ConformanceVersionData> = {
  '2.0': {version: '2.0', rules: conformanceRules['2.0'], cases: cases20},
  '1.2': {version: '1.2', rules: conformanceRules['1.2'], cases: cases12},
};

export const isConformanceVersion = (v: string): v is ConformanceVersion => (conformanceVersions as readonly string[]).includes(v);

/** Heading anchors of a doc of a version, or undefined if the version has no such doc. */
export type AnchorsOf = (doc: string) => ReadonlySet<string> | undefined;

/** The anchors of each doc of a docs version, read from its Markdown as the built page slugs them. */
export function docAnchors(version: string): AnchorsOf {
  const v = docsVersions.find((d) => d.name === version);
  if (!v) throw new Error(`conformance: there is no docs version ${version}`);
  const docs = indexDocs(v);
  const cache = new Map<string, ReadonlySet<string>>();
  return (doc) => {
    if (!cache.has(doc)) {
      const page = docs.get(doc);
      if (!page) return undefined;
      cache.set(doc, headingAnchors(page.body));
    }
    return cache.get(doc);
  };
}

/** Where the data of a version lives, for messages. */
export const dataFile = (version: ConformanceVersion) => path.join('src/fdc3/conformance', `cases-${version}.ts`);

/**
 * Everything wrong with one version's data: a case whose id the suite does
 * not report (unknown test id), an id described twice, a suite id left
 * undescribed, a case in another file than the suite's, a case citing a rule
 * that is not in the rule list, a rule whose anchor is not a heading of its
 * page, and a rule id used twice. Each message names the version and the id.
 */
export function conformanceProblems(
  data: ConformanceVersionData,
  suite: Readonly<Record<string, readonly string[]>>,
  anchorsOf: AnchorsOf,
): string[] {
  const where = `conformance ${data.version}`;
  const problems: string[] = [];
  const fileOf = new Map<string, string>();
  for (const [file, ids] of Object.entries(suite)) for (const id of ids) fileOf.set(id, file);

  const ruleIds = new Set<string>();
  for (const rule of data.rules) {
    if (ruleIds.has(rule.id)) problems.push(`${where}: rule id "${rule.id}" is used twice (src/fdc3/conformance/rules.ts)`);
    ruleIds.add(rule.id);
    const anchors = anchorsOf(rule.doc);
    if (!anchors) problems.push(`${where}: rule "${rule.id}" points at page "${rule.doc}", which version ${data.version} does not have`);
    else if (!anchors.has(rule.anchor))
      problems.push(
        `${where}: rule "${rule.id}" points at #${rule.anchor}, which is not a heading anchor of ${rule.doc} in version ${data.version}`,
      );
    if (!/^v\d\.\d:[\w./-]+:\d+$/.test(rule.source))
      problems.push(`${where}: rule "${rule.id}" has source "${rule.source}"; write <tag>:<path>:<line>`);
  }

  const seen = new Set<string>();
  const groups = new Set<string>(conformanceGroups.map((g) => g.id));
  for (const c of data.cases) {
    if (seen.has(c.id)) problems.push(`${where}: test id "${c.id}" is described twice (${dataFile(data.version)})`);
    seen.add(c.id);
    const file = fileOf.get(c.id);
    if (!file) problems.push(`${where}: unknown test id "${c.id}": the suite reports no test by that id (src/fdc3/conformance/suite.ts)`);
    else if (file !== c.file) problems.push(`${where}: test "${c.id}" is in ${file} in the suite, not in ${c.file}`);
    if (!groups.has(c.group)) problems.push(`${where}: test "${c.id}" has an unknown group "${c.group}"`);
    if (c.rules.length === 0) problems.push(`${where}: test "${c.id}" names no rule it tests`);
    for (const r of c.rules) if (!ruleIds.has(r)) problems.push(`${where}: test "${c.id}" cites an unknown rule "${r}"`);
    if (!c.setup.trim() || !c.checks.trim()) problems.push(`${where}: test "${c.id}" needs both what it sets up and what it checks`);
  }
  for (const id of fileOf.keys())
    if (!seen.has(id)) problems.push(`${where}: the suite's test "${id}" (${fileOf.get(id)}) is not described`);
  return problems;
}

/** The problems of every version's data against the real docs; empty when all is sound. */
export function allConformanceProblems(): string[] {
  return conformanceVersions.flatMap((v) => conformanceProblems(conformanceData[v], suiteIds[v], docAnchors(v)));
}

/** The cases of a version that test a rule. */
export function casesOfRule(data: ConformanceVersionData, ruleId: string): ConformanceCase[] {
  return data.cases.filter((c) => c.rules.includes(ruleId));
}

/** The rules of a version explained under one heading of one page. */
export function rulesAt(data: ConformanceVersionData, doc: string, anchor: string): ConformanceRule[] {
  return data.rules.filter((r) => r.doc === doc && r.anchor === anchor);
}
