/**
 * The shapes of the conformance data: the test cases of the FDC3 Conformance
 * Framework for each docs version that had a suite, the rules of the standard
 * they test, and where each rule is explained on this site. Pure types, so
 * browser code may use them too.
 */

/** Docs versions that have a conformance suite. */
export const conformanceVersions = ['2.0', '1.2'] as const;
export type ConformanceVersion = (typeof conformanceVersions)[number];

/** The suite's groups, in the order of its written test definitions; `id` is the page's doc id under `conformance/`. */
export const conformanceGroups = [
  {id: 'basic', title: 'Basic'},
  {id: 'open', title: 'Open'},
  // 1.2 calls them system channels.
  {id: 'user-channels', title: 'User channels', title12: 'System channels'},
  {id: 'app-channels', title: 'App channels'},
  {id: 'metadata', title: 'Metadata'},
  {id: 'intents', title: 'Intents'},
] as const;
export type ConformanceGroup = (typeof conformanceGroups)[number]['id'];

/** A group's title in a version's own words. */
export function groupTitle(group: ConformanceGroup, version: ConformanceVersion): string {
  const g: {title: string; title12?: string} = conformanceGroups.find((x) => x.id === group)!;
  return version === '1.2' && g.title12 ? g.title12 : g.title;
}

/** RFC 2119 keywords as the standard's text uses them. */
export type RuleLevel = 'MUST' | 'SHOULD' | 'MAY';

/** One requirement of a version's Desktop Agent API, as this site explains it. */
export interface ConformanceRule {
  /** Stable id within its version (`must-broadcast`). */
  id: string;
  level: RuleLevel;
  /**
   * The standard states no keyword: its compliance text treats unmarked
   * statements as required (1.2), so the level is MUST by that default.
   */
  byDefault?: boolean;
  /** Doc id of the page that explains it (`api/ref/DesktopAgent`). */
  doc: string;
  /** Heading anchor on that page (`broadcast`); checked against the page's headings. */
  anchor: string;
  /** The rule in our words, short enough for a table cell. */
  summary: string;
  /** Where the standard states it: `<tag>:<path>:<line>` in finos/FDC3. */
  source: string;
}

/** One test case, as the suite names it. */
export interface ConformanceCase {
  /** The id the suite's code reports in the test title (`BasicCL1`, `2.0-UCBasicUsage1`); also the anchor. */
  id: string;
  group: ConformanceGroup;
  /** The name the written test definitions use, where it differs from the code's. */
  definedAs?: string;
  /** The case is run by hand from the suite's manual pack (a person answers the resolver). */
  manual?: boolean;
  /** What the case arranges before the call under test, in our words. */
  setup: string;
  /** What has to hold for it to pass, in our words. */
  checks: string;
  /** Ids of the rules (of the same version) it tests. */
  rules: readonly string[];
  /** File of the suite that implements it. */
  file: string;
}

/** Everything known about one version's suite. */
export interface ConformanceVersionData {
  version: ConformanceVersion;
  rules: readonly ConformanceRule[];
  cases: readonly ConformanceCase[];
}
