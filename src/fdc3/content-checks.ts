/**
 * Checks that guard the docs' content. Each takes what it checks as plain
 * values (page text, field lists, redirects) and returns its problems as
 * strings naming the file, so the unit tests run them on the real docs and
 * on deliberately broken fixtures alike.
 */
import {createSlugger} from '@docusaurus/utils';
import {codeBlocks, headings, proseLines} from './markdown';

/** Names of `### \`name\``-style headings (or another level) of a page. */
export function codeHeadings(body: string, level: number): Set<string> {
  return new Set(
    headings(body)
      .filter((h) => h.level === level)
      .map((h) => /^`([^`]+)`/.exec(h.text)?.[1])
      .filter((n): n is string => Boolean(n)),
  );
}

/** What a page's headings are slugged with; one per page, as each page's headings are numbered apart. */
export type HeadingSlugger = ReturnType<typeof createSlugger>;

/**
 * The anchor Docusaurus gives a heading: the heading's text without its
 * Markdown (tags, links' targets, code and emphasis markers), through the
 * slugger Docusaurus's own heading plugin uses (github-slugger: lower case,
 * spaces as `-`, punctuation dropped). Pass the page's slugger: a heading
 * text the page already had gets `-1`, `-2`, … as on the built page.
 */
export function headingSlug(text: string, slugger: HeadingSlugger = createSlugger()): string {
  const plain = text
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*~]/g, '')
    // `_` marks emphasis at a word's edge; inside a word (`fdc3_ready`) it is text.
    .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .trim();
  return slugger.slug(plain);
}

/** Anchors of every heading of a page (explicit ids win: `{#id}`, or `{/* #id *\/}` as MDX needs it). */
export function headingAnchors(body: string): Set<string> {
  const slugger = createSlugger();
  return new Set(
    headings(body).map((h) => {
      const explicit = /\{(?:\/\*\s*)?#([\w-]+)(?:\s*\*\/)?\}\s*$/.exec(h.text);
      return explicit ? explicit[1] : headingSlug(h.text, slugger);
    }),
  );
}

/** A member of an interface that has no `### \`member\`` section on its page. */
export function missingMemberSections(file: string, iface: string, members: readonly string[], body: string): string[] {
  const documented = codeHeadings(body, 3);
  return members.filter((m) => !documented.has(m)).map((m) => `${file}: no "### \`${m}\`" section for ${iface}.${m}`);
}

/**
 * `### \`name\`` sections of an API page that document a member the version
 * lacks (an anachronism), except the names in `allowed` (documented
 * discrepancies between a version's text and its typings).
 */
export function foreignMemberSections(
  file: string,
  iface: string,
  members: readonly string[],
  body: string,
  allowed: readonly string[] = [],
): string[] {
  return [...codeHeadings(body, 3)]
    .filter((name) => /^[A-Za-z]\w*$/.test(name) && !members.includes(name) && !allowed.includes(name))
    .map((name) => `${file}: "### \`${name}\`" documents a member that ${iface} does not have in this version`);
}

/** Every named field of a type must be mentioned in backticks (`name`, or `name()` for a method). */
export function undescribedFields(file: string, type: string, fields: readonly string[], text: string): string[] {
  return fields.filter((f) => !new RegExp(`\`${f}(\\(.*?\\))?\``).test(text)).map((f) => `${file}: ${type}.${f} is not described`);
}

/** Enum values that a version's error pages do not list (as `Name` and its string value). */
export function missingEnumValues(
  file: string,
  enumName: string,
  values: readonly {name: string; value: string}[],
  text: string,
): string[] {
  const problems: string[] = [];
  for (const v of values) {
    if (!text.includes(`\`${v.name}\``)) problems.push(`${file}: ${enumName}.${v.name} is not listed`);
    if (!text.includes(v.value)) problems.push(`${file}: the value "${v.value}" of ${enumName}.${v.name} is not shown`);
  }
  return problems;
}

export interface FieldSpec {
  /** As the Fields table writes it: `type`, `id`, `id.ticker`. */
  name: string;
  required: boolean;
}

/** The rows of a page's `## Fields` table: field name → the Required cell. */
export function fieldsTable(body: string): Map<string, string> | undefined {
  const section = /## Fields\s*\n([\s\S]*?)(?=\n## |\n*$)/.exec(body)?.[1];
  if (section === undefined) return undefined;
  const rows = new Map<string, string>();
  const lines = section.split('\n').filter((l) => l.trim().startsWith('|'));
  const header = lines[0]?.split('|').map((c) => c.trim().toLowerCase()) ?? [];
  const requiredCol = header.indexOf('required');
  for (const line of lines.slice(2)) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([^`]+)`/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, requiredCol > 0 ? (cells[requiredCol] ?? '') : '');
  }
  return rows;
}

/** Fields missing from a `## Fields` table, or whose Required cell contradicts the definition. */
export function fieldsTableProblems(file: string, fields: readonly FieldSpec[], body: string): string[] {
  const table = fieldsTable(body);
  if (!table) return [`${file}: no "## Fields" section`];
  const problems: string[] = [];
  for (const f of fields) {
    const cell = table.get(f.name);
    if (cell === undefined) {
      problems.push(`${file}: field \`${f.name}\` is not in the Fields table`);
      continue;
    }
    const says = /^(yes|required)\b/i.test(cell) ? true : /^(no|optional)\b/i.test(cell) ? false : undefined;
    if (says === undefined) problems.push(`${file}: field \`${f.name}\` has Required "${cell}" (write Yes or No)`);
    else if (says !== f.required) {
      problems.push(
        `${file}: field \`${f.name}\` is marked ${says ? 'required' : 'optional'}, but the definition makes it ${f.required ? 'required' : 'optional'}`,
      );
    }
  }
  return problems;
}

export interface GapPageInput {
  file: string;
  /** Doc id of the page (e.g. `api/ref/PrivateChannel`). */
  id: string;
  /** Docs version the page belongs to (e.g. `1.2`). */
  version: string;
  /** The version the content map says introduced the concept. */
  introducedIn: string;
  unlisted: boolean;
  body: string;
  inSidebar: boolean;
}

/**
 * A gap page stands for a route whose concept came later: it is unlisted, out
 * of every sidebar, says "introduced in FDC3 X" and links to the same doc in
 * version X with `<VersionLink>`.
 */
export function gapPageProblems(p: GapPageInput): string[] {
  const problems: string[] = [];
  if (!p.unlisted) problems.push(`${p.file}: a gap page must have "unlisted: true" in its front matter`);
  if (p.inSidebar) problems.push(`${p.file}: a gap page must not be listed in a sidebar`);
  const said = new RegExp(`introduced in FDC3 ${p.introducedIn.replace('.', '\\.')}\\b`, 'i');
  if (!said.test(p.body)) problems.push(`${p.file}: a gap page must say "introduced in FDC3 ${p.introducedIn}"`);
  const link = new RegExp(`<VersionLink\\s+version="${p.introducedIn.replace('.', '\\.')}"\\s+to="${p.id}(#[^"]*)?"`);
  if (!link.test(p.body)) {
    problems.push(
      `${p.file}: a gap page must link to the page in FDC3 ${p.introducedIn}: <VersionLink version="${p.introducedIn}" to="${p.id}">`,
    );
  }
  return problems;
}

export interface RedirectInput {
  version: string;
  from: string;
  to: string;
}

/**
 * A redirect must stay in its version, lead to a page of that version and, if
 * it names an anchor, to a heading of that page; nothing may already live at
 * the old id.
 */
export function redirectProblems(
  r: RedirectInput,
  docsOfVersion: (version: string) => Map<string, {body: string; file: string}> | undefined,
): string[] {
  const label = `redirect ${r.version}/${r.from} → ${r.to}`;
  const docs = docsOfVersion(r.version);
  if (!docs) return [`${label}: there is no docs version ${r.version}`];
  const [id, anchor] = r.to.split('#');
  if (/^(\/|\.\.|https?:)/.test(id)) return [`${label}: the target must be a doc id of version ${r.version}, not a path or URL`];
  const target = docs.get(id);
  if (!target) return [`${label}: version ${r.version} has no page "${id}"`];
  const problems: string[] = [];
  if (anchor && !headingAnchors(target.body).has(anchor))
    problems.push(`${label}: ${target.file} has no heading with the anchor #${anchor}`);
  if (docs.has(r.from)) problems.push(`${label}: ${docs.get(r.from)!.file} already serves that id`);
  return problems;
}

/**
 * Units of a page's prose that a claim must be sourced within: a paragraph,
 * or each list item or table row on its own (continuation lines join their
 * item). Code blocks, front matter and headings are left out.
 */
export function proseUnits(body: string): {line: number; end: number; text: string}[] {
  const units: {line: number; end: number; text: string}[] = [];
  let current: {line: number; end: number; text: string} | null = null;
  const flush = () => {
    if (current) units.push(current);
    current = null;
  };
  for (const {line, text} of proseLines(body)) {
    const trimmed = text.trim();
    if (trimmed === '' || /^#{1,6}\s/.test(trimmed) || /^:::\s*$/.test(trimmed)) {
      flush();
      continue;
    }
    if (/^(\||[-*+]\s|\d+\.\s)/.test(trimmed) || !current) {
      flush();
      current = {line, end: line, text: trimmed};
    } else {
      current.text += ` ${trimmed}`;
      current.end = line;
    }
  }
  flush();
  return units;
}

/** A link to where the standard records its history: a PR, issue, commit, release or changelog of finos/FDC3. */
const HISTORY_SOURCE = /https:\/\/github\.com\/finos\/FDC3\/(pull|issues|commit|releases|blob\/[^/\s)]+\/CHANGELOG\.md|tree|blob)\b/;
const HISTORY_CLAIM = /\b(new|added|changed|deprecated|introduced|removed)\s+in\s+(FDC3\s+)?(version\s+)?\d+\.\d+/i;
/** Statements that something is certified, or about the certification program itself. */
const PRODUCT_CLAIM =
  /\b(?<!\bnot\s)(is|are|was|were|been|being)\s+((?!not\b)\w+\s+)?certified\b|\bcertified\s+(as|for|against|by|conformant|compliant|in|under)\b|\bcertification\s+(program|programme|terms|process|framework|scheme|marks?)\b/i;

/**
 * Statements of history ("new in 2.1", "deprecated in 2.0", …) and claims of
 * certification that carry no link to their public source in the same
 * paragraph, list item or table row.
 */
export function unsourcedClaims(file: string, body: string): string[] {
  const problems: string[] = [];
  for (const unit of proseUnits(body)) {
    const history = HISTORY_CLAIM.exec(unit.text);
    if (history && !HISTORY_SOURCE.test(unit.text)) {
      problems.push(
        `${file}:${unit.line}: "${history[0]}" needs its source (a finos/FDC3 pull request, changelog or release link) in the same paragraph`,
      );
    }
    if (PRODUCT_CLAIM.test(unit.text) && !/\]\(https?:\/\//.test(unit.text)) {
      problems.push(`${file}:${unit.line}: a claim about certification needs a link to its public source in the same paragraph`);
    }
  }
  return problems;
}

/**
 * `fdc3.` type strings on a page, with their lines, except in a paragraph,
 * list item or code block that discusses spelling (says "spelling").
 */
export function typeStringUses(body: string): {line: number; value: string}[] {
  const range = (from: number, to: number) => Array.from({length: to - from + 1}, (_, i) => from + i);
  const exempt = new Set([
    ...proseUnits(body)
      .filter((u) => /spell/i.test(u.text))
      .flatMap((u) => range(u.line, u.end)),
    ...codeBlocks(body)
      .filter((b) => /spell/i.test(b.code))
      .flatMap((b) => range(b.line, b.line + b.code.split('\n').length + 1)),
  ]);
  return body
    .split(/\r?\n/)
    .flatMap((text, i) =>
      exempt.has(i + 1) ? [] : [...text.matchAll(/\bfdc3\.[A-Za-z][\w.]*[A-Za-z0-9]/g)].map((m) => ({line: i + 1, value: m[0]})),
    );
}

/**
 * One spelling per version: type strings that differ only in letter case
 * (`fdc3.timerange` and `fdc3.timeRange`) on the pages of one version. The
 * less used spelling is reported where it occurs, unless it stands in a
 * paragraph about spelling.
 */
export function mixedSpellings(pages: {file: string; body: string}[]): string[] {
  const byKey = new Map<string, Map<string, string[]>>();
  for (const {file, body} of pages) {
    for (const {line, value} of typeStringUses(body)) {
      const key = value.toLowerCase();
      const spellings = byKey.get(key) ?? new Map<string, string[]>();
      spellings.set(value, [...(spellings.get(value) ?? []), `${file}:${line}`]);
      byKey.set(key, spellings);
    }
  }
  const problems: string[] = [];
  for (const spellings of byKey.values()) {
    if (spellings.size < 2) continue;
    const [main, ...others] = [...spellings.entries()].sort((a, b) => b[1].length - a[1].length);
    for (const [value, places] of others) {
      for (const place of places)
        problems.push(
          `${place}: "${value}" is spelled "${main[0]}" elsewhere in this version (mark an alternative spelling in a paragraph about spelling)`,
        );
    }
  }
  return problems;
}
