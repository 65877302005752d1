/**
 * What each version of the standard lacks that the next one has: the later
 * form of a rule or term (a member, an error value, a context type, an
 * intent, an API type, a term or a rule), the earlier form where there is one,
 * the version that introduced the later form, and its source. An earlier
 * version's page must not use a later form as its own (kind 1 of issue 35):
 * `laterFormUses` flags it unless the same sentence, table row, list item or
 * admonition says it is about a later version.
 *
 * Names (members, errors, context types, intents, API types) are derived from
 * the model, `apiSurface` and the typings' declarations, one version against
 * the next; `corrections` fixes what the npm packages carry early or late
 * against the standard's text at the tags (checked against the tags by a unit
 * test where the standard's repository is mirrored). Terms and rules that no
 * typing shows are typed by hand, each with its source.
 */
import {apiInterfaces, apiSurface, type ApiSurface} from './api-surface';
import {compareVersionNames, docsVersions, releasedVersionNames, type DocsVersion} from './docs-versions';
import {standardOf, tagOf} from './normative-text';
import {declarations} from './typings';
import * as v10 from './fdc3-1.0/api';
import {proseLines} from './markdown';

/**
 * The docs versions in the standard's order, as docs versions name them: the
 * released ones of versions.json, oldest first, then next (`current`). A
 * release (`npm run release`) adds its version here with no edit.
 */
export const versionOrder: readonly string[] = [...[...releasedVersionNames].sort(compareVersionNames), 'current'];
/** A docs version's name (`1.2`, `current`), one of `versionOrder`. */
export type OrderedVersion = string;
/**
 * The standard's number of each docs version: a release's own, and for next
 * the text it is checked against (`standardOf` of normative-text.ts: 2.1 today).
 */
export const standardNumber: Readonly<Record<OrderedVersion, string>> = Object.fromEntries(versionOrder.map((v) => [v, standardOf(v)]));

export type DifferenceKind = 'member' | 'error' | 'context type' | 'intent' | 'API type' | 'term' | 'rule';

export interface VersionDifference {
  /** The earlier docs version (a released one, of `versionOrder`), whose pages must not use `later` as their own. */
  version: OrderedVersion;
  kind: DifferenceKind;
  /** The later form, as the flag names it. */
  later: string;
  /** What finds the later form in a sentence (global flag not needed). */
  pattern: RegExp;
  /** The earlier version's own form, where there is one. */
  earlier?: string;
  /** The version of the standard (or npm release) that introduced the later form. */
  introducedIn: string;
  /** A changelog entry or PR at a tag (`v2.0:CHANGELOG.md (#495)`), or `tag:path` where the later form is defined. */
  source: string;
  /** Derived from the model (true) or typed by hand (false). */
  derived: boolean;
  /**
   * The npm release of the earlier version that already carries the later
   * form: a paragraph (or the lead-in of a list) that says it speaks of the
   * package may name it.
   */
  earlyInPackage?: string;
  /** Only pages whose path (relative to the version's folder) matches are checked; all pages when absent. */
  pages?: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a name is found in prose: a camelCase or PascalCase name with an inner
 * capital (`getUserChannels`, `PrivateChannel`) anywhere as a word; a plain
 * word (`Channel`, `disconnect`, `Icon`) only inside inline code, where it
 * cannot be the English word; a type string (`fdc3.chart`) as itself.
 */
export function namePattern(name: string): RegExp {
  if (name.startsWith('fdc3.')) return new RegExp(`(?<![\\w.])${escape(name)}(?![\\w]|\\.\\w)`);
  if (/^[A-Za-z][a-z0-9]*[A-Z]\w*$/.test(name)) return new RegExp(`(?<![\\w.])${escape(name)}\\b`);
  return new RegExp(`\`(?:[\\w.]*\\.)?${escape(name)}(?:\\(\\))?\``);
}

/** Names too common to be a version's own term (`id`, `type`, `name` of Channel). */
const tooCommon = new Set(['id', 'type', 'name']);

/**
 * API type names that are also the names of App Directory objects (`Icon`,
 * `Image` and `Intent` are schemas of every version's appd.yaml): checked on
 * the API pages only.
 */
const appDirectoryNames = new Set(['Icon', 'Image', 'Intent']);

/**
 * What the npm packages have earlier or later than the standard's text.
 * `null`: not a difference between these versions at the tags (the text of the
 * earlier version already has it). Otherwise the introducing version and source.
 */
export const corrections: Readonly<Record<string, {introducedIn: string; source: string; earlyIn?: string} | null>> = {
  // npm 1.1.1 lacks it, but the 1.1 text has it (`v1.1:docs/api/ref/DesktopAgent.md`).
  leaveCurrentChannel: null,
  // The 1.1 text has it in its reference (not in `v1.1:src/api/DesktopAgent.ts`).
  getCurrentChannel: {introducedIn: '1.1', source: 'v1.1:docs/api/ref/DesktopAgent.md'},
  // 2.1 types defined only by their schemas at the tag (ContextType.ts does not list them).
  'fdc3.action': {introducedIn: '2.1', source: 'v2.1:schemas/context/action.schema.json'},
  'fdc3.chat.message': {introducedIn: '2.1', source: 'v2.1:schemas/context/chatMessage.schema.json'},
  'fdc3.message': {introducedIn: '2.1', source: 'v2.1:schemas/context/message.schema.json'},
  'fdc3.entity.fileAttachment': {introducedIn: '2.1', source: 'v2.1:schemas/context/message.schema.json'},
  // 1.0 gave the base interface no type string; 1.1's schemas did (the typed 1.0 model records it).
  'fdc3.context': {introducedIn: '1.1', source: 'v1.1:CHANGELOG.md, JSON Schema definitions for agreed context types (#119)'},
  // In npm 1.1.1 already, but the standard's source first has them at the v1.2 tag.
  ContextTypes: {introducedIn: '1.2', source: 'v1.2:src/context/ContextType.ts', earlyIn: 'npm 1.1.1'},
  ContextType: {introducedIn: '1.2', source: 'v1.2:src/context/ContextType.ts', earlyIn: 'npm 1.1.1'},
  Intents: {introducedIn: '1.2', source: 'v1.2:src/intents/Intents.ts', earlyIn: 'npm 1.1.1'},
  ContextHandler: {introducedIn: '1.1', source: 'v1.1:src/api/index.ts (#161)'},
  // Carried early by npm 2.0.3: the standard added it in 2.1.
  MalformedContext: {introducedIn: '2.1', source: 'v2.1:CHANGELOG.md, MalformedContext error (#972)', earlyIn: 'npm 2.0.3'},
  // npm 2.1.1 carries the 2.2 spelling fix; the v2.1 text says `fdc3.timerange`.
  'fdc3.timeRange': {
    introducedIn: 'npm 2.1.1 (recorded under 2.2)',
    source: 'v2.2:CHANGELOG.md, npm v2.1.1 timeRange spelling (#1240); v2.1:src/context/ContextType.ts says fdc3.timerange',
  },
  StandardContextType: {introducedIn: '2.2', source: 'v2.2:CHANGELOG.md, string-union types (#1139)', earlyIn: 'npm 2.1.0'},
  ExperimentalContextType: {introducedIn: '2.2', source: 'v2.2:CHANGELOG.md, string-union types (#1139)', earlyIn: 'npm 2.1.0'},
  StandardIntent: {introducedIn: '2.2', source: 'v2.2:CHANGELOG.md, string-union types (#1139)', earlyIn: 'npm 2.1.0'},
  Intent: {introducedIn: '2.2', source: 'v2.2:CHANGELOG.md, string-union types (#1139)', earlyIn: 'npm 2.1.0'},
};

interface NamedForm {
  name: string;
  kind: DifferenceKind;
  /** Path at a tag where the form is defined (for the derived source). */
  path: (tag: string) => string;
}

function formsOf(version: DocsVersion, surface: ApiSurface): Map<string, NamedForm> {
  const forms = new Map<string, NamedForm>();
  const add = (f: NamedForm) => {
    if (!tooCommon.has(f.name) && !forms.has(f.name)) forms.set(f.name, f);
  };
  // The members of the three API interfaces; metadata members (appId, title, images, ...) are also App Directory field names.
  for (const iface of apiInterfaces) {
    for (const m of surface.interfaces[iface] ?? []) add({name: m.name, kind: 'member', path: () => `src/api/${iface}.ts`});
  }
  for (const [errorEnum, values] of Object.entries(surface.errors)) {
    add({name: errorEnum, kind: 'error', path: (tag) => (tag === 'v1.1' ? 'src/api/index.ts' : 'src/api/Errors.ts')});
    for (const {name: v} of values)
      add({name: v, kind: 'error', path: (tag) => (tag === 'v1.1' ? 'src/api/index.ts' : 'src/api/Errors.ts')});
  }
  const typeStringsLater = new Set(version.name === '1.0' ? v10.contextTypes.filter((t) => t.typeStringFrom).map((t) => t.type) : []);
  for (const t of surface.contextTypes) {
    if (!typeStringsLater.has(t)) add({name: t, kind: 'context type', path: () => 'src/context/ContextType.ts'});
  }
  for (const i of surface.intents)
    add({name: i, kind: 'intent', path: (tag) => (tag === 'v1.1' ? 'src/intents/standard intents.json' : 'src/intents/Intents.ts')});
  if (version.typings && version.name !== '1.0') {
    for (const d of declarations(version.typings)) {
      const apiFile = d.file.startsWith('api/');
      const namesFile = /^(context\/ContextType|intents\/Intents)\.d\.ts$/.test(d.file);
      if (apiFile || namesFile) add({name: d.name, kind: 'API type', path: () => `src/${d.file.replace(/\.d\.ts$/, '.ts')}`});
    }
  } else if (version.name === '1.0') {
    for (const i of [v10.desktopAgent, ...v10.apiInterfaces]) add({name: i.name, kind: 'API type', path: () => 'src/api/interface.ts'});
    add({name: v10.contextAlias.name, kind: 'API type', path: () => 'src/api/interface.ts'});
    for (const e of v10.errorEnums) add({name: e.name, kind: 'API type', path: () => 'src/api/interface.ts'});
  }
  return forms;
}

/** The names a version's model has that the version before it lacks, one list per earlier version. */
export function derivedDifferences(): VersionDifference[] {
  const out: VersionDifference[] = [];
  const byName = new Map(docsVersions.map((v) => [v.name, v]));
  for (let i = 0; i < versionOrder.length - 1; i++) {
    const earlier = byName.get(versionOrder[i])!;
    const later = byName.get(versionOrder[i + 1])!;
    const before = formsOf(earlier, apiSurface(earlier));
    for (const form of formsOf(later, apiSurface(later)).values()) {
      if (before.has(form.name)) continue;
      const correction = corrections[form.name];
      if (correction === null) continue;
      // A correction may move the form to a later version: it then belongs to the list of the version before that one.
      const introducedAt = versionOrder.findIndex((v) => standardNumber[v] === correction?.introducedIn);
      const earlierAt = introducedAt > i + 1 ? introducedAt - 1 : i;
      out.push({
        version: versionOrder[earlierAt],
        kind: form.kind,
        later: form.name,
        pattern: namePattern(form.name),
        introducedIn: correction?.introducedIn ?? standardNumber[versionOrder[i + 1]],
        source: correction?.source ?? `${tagOf(versionOrder[i + 1])}:${form.path(tagOf(versionOrder[i + 1]))}`,
        derived: true,
        ...(correction?.earlyIn ? {earlyInPackage: correction.earlyIn} : {}),
        ...(appDirectoryNames.has(form.name) ? {pages: /^api\//} : {}),
      });
    }
  }
  return out;
}

/** Terms and rules no typing shows, each with its source at a tag. */
export const handTypedDifferences: readonly VersionDifference[] = [
  {
    version: '1.0',
    kind: 'term',
    later: '`window.fdc3`',
    pattern: /window\.fdc3\b/,
    earlier: 'a Desktop Agent object the platform supplies (no global)',
    introducedIn: '1.1',
    source: 'v1.1:CHANGELOG.md, API entry point for web - window.fdc3 (#139)',
    derived: false,
  },
  {
    version: '1.0',
    kind: 'term',
    later: 'channels (system channels, app channels)',
    pattern: /\b(system|app|user) channels?\b|`(joinChannel|getSystemChannels|getOrCreateChannel)`/i,
    earlier: 'no channels: context is broadcast to all apps',
    introducedIn: '1.1',
    source: 'v1.1:CHANGELOG.md, Channels API (#154)',
    derived: false,
  },
  {
    version: '1.1',
    kind: 'term',
    later: '`fdc3Ready`',
    pattern: /\bfdc3Ready\b/,
    earlier: 'checking for `window.fdc3`',
    introducedIn: '1.2',
    source: 'v1.2:CHANGELOG.md, New fdc3Ready event (#269)',
    derived: false,
  },
  {
    version: '1.1',
    kind: 'term',
    later: '`compareVersionNumbers` / `versionIsAtLeast`',
    pattern: /\b(compareVersionNumbers|versionIsAtLeast)\b/,
    introducedIn: '1.2',
    source: 'v1.2:CHANGELOG.md, compareVersionNumbers() and versionIsAtLeast() (#324)',
    derived: false,
  },
  {
    version: '1.2',
    kind: 'term',
    later: 'user channel(s)',
    pattern: /\buser channels?\b/i,
    earlier: 'system channel(s)',
    introducedIn: '2.0',
    source: "v2.0:CHANGELOG.md, Replaced 'System channels' with 'User channels' (#470)",
    derived: false,
  },
  {
    version: '1.2',
    kind: 'rule',
    later: 'app channels are never joined (only user channels can be joined)',
    pattern:
      /\bapp channels?\b[^.;]*\b(never|cannot|can ?not|can't|aren't|are not|is not|isn't)\b[^.;]*\bjoin|\bonly (user|system) channels? (can|may) be joined|\bjoin(s|ed|ing)? only (user|system) channels?|\b(apps?|you) (do not|don't|never|cannot|can't) join (them|app channels?)\b/i,
    earlier: 'any channel, app or system, can be joined with `joinChannel` (v1.2:docs/api/spec.md, v1.2:docs/api/ref/DesktopAgent.md)',
    introducedIn: '2.0',
    source: 'v2.0:CHANGELOG.md, joinUserChannel and User channels (#470); v1.2:docs/api/spec.md lets apps join app channels',
    derived: false,
  },
  {
    version: '1.2',
    kind: 'term',
    later: '`getResult`',
    pattern: /\bgetResult\b/,
    earlier: '`IntentResolution.data`',
    introducedIn: '2.0',
    source: 'v2.0:CHANGELOG.md, IntentHandler type and getResult() on IntentResolution (#495)',
    derived: false,
  },
  {
    version: '1.2',
    kind: 'term',
    later: '`instanceId`',
    pattern: /\binstanceId\b/,
    introducedIn: '2.0',
    source: 'v2.0:CHANGELOG.md, instanceId field on AppMetadata and findInstances() (#448)',
    derived: false,
  },
  {
    version: '1.2',
    kind: 'rule',
    later: 'listener registration and broadcast returning promises (`Promise<Listener>`)',
    pattern: /Promise<Listener>/,
    earlier: '`Listener` returned directly, `broadcast` returning `void`',
    introducedIn: '2.0',
    source: 'v2.0:CHANGELOG.md, all DesktopAgent and Channel API functions are now async (#516)',
    derived: false,
  },
  {
    version: '1.2',
    kind: 'term',
    later: '`resultType`',
    pattern: /\bresultType\b/,
    introducedIn: '2.0',
    source: 'v2.0:CHANGELOG.md, the context type an intent can return and findIntent filtering on it (#499)',
    derived: false,
  },
  {
    version: '1.2',
    kind: 'rule',
    later: '`window.fdc3` as a MUST',
    pattern: /\bwindow\.fdc3\b[^.;]*\bMUST\b|\bMUST\b[^.;]*\bwindow\.fdc3\b/,
    earlier: 'a SHOULD (v1.2:docs/api/spec.md)',
    introducedIn: '2.0',
    source: 'v2.0:CHANGELOG.md, web access statements upgraded from SHOULD to MUST (#440)',
    derived: false,
  },
  {
    version: '2.0',
    kind: 'rule',
    later: 'the 15-second wait for listeners of a launched app',
    pattern: /\b(15|fifteen)[ -]seconds?\b/i,
    introducedIn: '2.1',
    source: 'v2.1:CHANGELOG.md, listeners added within 15 seconds of launch (#987)',
    derived: false,
  },
  {
    version: '2.0',
    kind: 'term',
    later: 'the `desktopAgent` field of `AppIdentifier`',
    pattern: /`(\w+\.)?desktopAgent\??`/,
    introducedIn: '2.1',
    source: 'v2.1:src/api/AppIdentifier.ts (Desktop Agent Bridging, #968)',
    derived: false,
  },
  {
    version: '2.0',
    kind: 'term',
    later: 'Desktop Agent Bridging',
    pattern: /\b(Desktop Agent|Agent) Bridging\b|`DesktopAgentBridging`/,
    introducedIn: '2.1',
    source: 'v2.1:CHANGELOG.md, Agent Bridging as an experimental 5th part (#968)',
    derived: false,
  },
  {
    version: '2.0',
    kind: 'rule',
    later: '`IntentResult` including `void`',
    pattern: /\bContext\s*\|\s*Channel\s*\|\s*void\b|`IntentResult \| void`/,
    earlier: '`IntentResult = Context | Channel`',
    introducedIn: '2.1',
    source: 'v2.1:CHANGELOG.md, getResult() when the handler returned void (#1004); v2.1:src/api/Types.ts',
    derived: false,
  },
];

let cached: VersionDifference[] | undefined;
/** Every difference, derived and typed by hand. */
export function allDifferences(): VersionDifference[] {
  cached ??= [...handTypedDifferences, ...derivedDifferences()];
  return cached;
}

/** The differences a version's pages are checked against: its own list and every later version's. */
export function laterForms(version: string, differences: readonly VersionDifference[] = allDifferences()): VersionDifference[] {
  const at = versionOrder.indexOf(version);
  if (at < 0) throw new Error(`unknown docs version ${version}`);
  return differences.filter((d) => versionOrder.indexOf(d.version) >= at);
}

export interface CheckUnit {
  /** 1-based line where the unit starts. */
  line: number;
  text: string;
  /** The paragraph, item, row or admonition the unit belongs to. */
  block: string;
  /** For a list item, the paragraph that leads into its list. */
  lead?: string;
}

/**
 * A page's prose in the units a statement is judged in: each sentence of a
 * paragraph, each table row, each list item (with its continuation lines),
 * each heading and each admonition (`:::note` … `:::`) as a whole. Code
 * blocks are left out (the example check compiles them against the version's
 * typings), and so are MDX import lines.
 */
export function checkUnits(body: string): CheckUnit[] {
  const units: CheckUnit[] = [];
  let lastParagraph = '';
  let block: {line: number; lines: string[]; kind: 'paragraph' | 'item' | 'admonition'} | null = null;
  const flush = () => {
    if (!block) return;
    const text = block.lines.join(' ');
    if (block.kind === 'paragraph') {
      lastParagraph = text;
      let offset = 0;
      for (const sentence of text.split(/(?<=[.!?])(?<!\b(?:e\.g|i\.e|cf|vs|etc|approx)\.)\s+(?=[A-Z`[*_("<])/)) {
        const start = text.indexOf(sentence, offset);
        offset = start + sentence.length;
        // Line of the sentence's start within the paragraph's lines.
        let line = block.line;
        let seen = 0;
        for (const l of block.lines) {
          if (seen + l.length + 1 > start) break;
          seen += l.length + 1;
          line++;
        }
        units.push({line, text: sentence, block: text});
      }
    } else if (block.kind === 'item') {
      units.push({line: block.line, text, block: text, lead: lastParagraph});
    } else units.push({line: block.line, text, block: text});
    block = null;
  };
  for (const {line, text} of proseLines(body)) {
    const trimmed = text.trim();
    if (block?.kind === 'admonition') {
      if (trimmed !== '') block.lines.push(trimmed);
      if (/^:::\s*$/.test(trimmed)) flush();
      continue;
    }
    if (/^:::\w/.test(trimmed)) {
      flush();
      block = {line, lines: [trimmed], kind: 'admonition'};
      continue;
    }
    if (trimmed === '' || /^(import|export)\s/.test(trimmed)) {
      flush();
      continue;
    }
    if (/^#{1,6}\s/.test(trimmed) || trimmed.startsWith('|')) {
      flush();
      if (trimmed.startsWith('#')) lastParagraph = '';
      units.push({line, text: trimmed, block: trimmed});
      continue;
    }
    if (/^([-*+]\s|\d+\.\s)/.test(trimmed)) {
      flush();
      block = {line, lines: [trimmed], kind: 'item'};
      continue;
    }
    if (!block) block = {line, lines: [], kind: 'paragraph'};
    block.lines.push(trimmed);
  }
  flush();
  return units;
}

/** The standard's version numbers, to tell them from other numbers in a sentence (RFC 2119, OpenAPI 3.0, Apache 2.0). */
const VERSION_NUMBER =
  /(?<!(?:OpenAPI|HTTP\/|Apache|License|Licence|TLS|OAuth|ECMAScript|ES|Node|JSON Schema|draft|RFC|ISO|SemVer)\s?v?)\b(\d+)\.(\d+)(?:\.\d+)?\b(?!\.\d)/gi;
const LATER_WORDS = /\b(later|newer|future|subsequent|next) (versions?|releases?|standards?)\b|\bsince then\b|\bafter (FDC3 )?\d\.\d\b/i;

/** Whether a unit says it is about a version later than `version` (names a later version number, or "later versions"). */
export function namesLaterVersion(text: string, version: string): boolean {
  if (LATER_WORDS.test(text)) return true;
  const [maj, min] = standardNumber[version].split('.').map(Number);
  for (const m of text.matchAll(VERSION_NUMBER)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 3 || (a === 0 && b === 0)) continue;
    if (a > maj || (a === maj && b > min)) return true;
  }
  return false;
}

/** Words that say a paragraph speaks of the npm package (which may carry a later version's form early): its name or a release number. */
const PACKAGE_WORDS = /\bnpm\b|@finos\/fdc3|\bpackage\b|\btypings\b|\b\d+\.\d+\.\d+\b/i;

/** A negation in the clause before a match: the sentence says the version lacks the form ("there was no `window.fdc3`"). */
const NEGATION_BEFORE = /\b(no|not|never|without|lacks?|lacked|lacking|neither|nor|absent|missing)\b[^.;:]*$/i;

/** A name or term the unit says the version does not have (rules state a negation themselves, so they never count). */
function saysAbsent(d: VersionDifference, text: string, index: number): boolean {
  return d.kind !== 'rule' && NEGATION_BEFORE.test(text.slice(Math.max(0, index - 60), index));
}

/**
 * Uses of a later version's form on a page of `version` that the same unit
 * does not mark as later, each naming file:line, the rule and its source.
 * `lineOffset` turns body lines into file lines (the front matter's length).
 */
export function laterFormUses(
  file: string,
  body: string,
  version: string,
  differences: readonly VersionDifference[] = laterForms(version),
  lineOffset = 0,
): string[] {
  const label = version === 'current' ? 'next' : version;
  const relative = file.replace(/^(versioned_docs\/version-[^/]+|docs)\//, '');
  const applicable = differences.filter((d) => !d.pages || d.pages.test(relative));
  const problems: string[] = [];
  for (const unit of checkUnits(body)) {
    const hits = applicable.filter((d) => {
      const match = d.pattern.exec(unit.text);
      return (
        match &&
        !saysAbsent(d, unit.text, match.index) &&
        !(d.kind === 'context type' && /spell/i.test(unit.block)) &&
        !(d.earlyInPackage && (PACKAGE_WORDS.test(unit.block) || PACKAGE_WORDS.test(unit.lead ?? '')))
      );
    });
    if (hits.length === 0 || namesLaterVersion(unit.text, version)) continue;
    for (const d of hits) {
      const earlier = d.earlier ? `; ${label} has ${d.earlier}` : '';
      problems.push(
        `${file}:${unit.line + lineOffset}: ${d.later} is ${d.introducedIn}'s ${d.kind} (${d.source})${earlier}; on a ${label} page say in the same sentence that it is about a later version (e.g. "from ${d.introducedIn}")`,
      );
    }
  }
  return problems;
}

/**
 * A gap page stands for a concept a later version introduced (unlisted, titled
 * "… (not in FDC3 X)"); the whole page is about that later version, so it is
 * not checked.
 */
export function isGapPage(frontMatter: Record<string, string>): boolean {
  return frontMatter.unlisted === 'true' && /\(not in FDC3 \d\.\d\)/.test(frontMatter.title ?? '');
}
