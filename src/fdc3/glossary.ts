/**
 * Each docs version's glossary, read from its glossary page (`<version dir>/fdc3-glossary.md`), the one
 * source of its terms: the page shows them as the reader's list, and the `glossary-terms` remark step
 * (src/plugins/glossary-terms) gives each entry its anchor there and marks the first use of each term
 * on the version's other pages, with the entry's first sentence as its short definition. A release
 * copies the page with the rest of the draft, so a new version brings its glossary without an edit here.
 *
 * An entry is a list item `- **term**: definition` under a letter heading (`## A`, `## B–C`); a list
 * item there of any other shape, or two entries with one anchor, fails naming the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsVersions, repoRoot, type DocsVersion} from './docs-versions';
import {proseLines, readDoc} from './markdown';

export const glossaryDocId = 'fdc3-glossary';

export interface GlossaryEntry {
  /** The term as the glossary writes it, without Markdown: `app directory (appD)`, `AppIntent`. */
  term: string;
  /** Its anchor on the glossary page: `app-directory`. */
  id: string;
  /** The words that mark it in running text, longest first (plurals added when matching). */
  forms: string[];
  /** The definition as written (Markdown). */
  definition: string;
  /** Its first sentence as plain text: what the marked term shows. */
  short: string;
  /** 1-based line of the entry in its file. */
  line: number;
}

export interface Glossary {
  version: string;
  /** Repository path of the glossary page. */
  file: string;
  /** Path of the glossary page on the site, without the base URL: `/docs/1.2/fdc3-glossary`. */
  href: string;
  entries: GlossaryEntry[];
}

/**
 * Terms the pages do not mark, by anchor: words too common in running text to be worth a definition
 * at their first use (every page says "app"), and the kinds of application, which are phrases of the
 * glossary and not of the pages.
 */
export const unmarkedTerms: ReadonlySet<string> = new Set([
  'agent',
  'app',
  'app-application',
  'application',
  'application-hybrid',
  'application-native',
  'application-web',
  'identifier',
]);

/** A term's plain text: no code marks, emphasis or links. */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<VersionLink[^>]*>([^<]*)<\/VersionLink>/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The anchor of a term: `app directory (appD)` → `app-directory`, `context, context data` → `context`, `application, web` → `application-web`. */
export function termId(term: string): string {
  const plain = plainMarkdown(term)
    .replace(/\s*\([^)]*\)/g, '')
    .toLowerCase();
  const [head, ...rest] = plain.split(/,\s*/);
  // `application, web` names a kind of application; `context, context data` and `app, application` give two names of one thing.
  const base =
    rest.length === 1 && !rest[0].includes(head) && !head.includes(rest[0]) && rest[0] !== 'application' ? `${head} ${rest[0]}` : head;
  return base.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The words of a term found in running text: each comma-separated name and each parenthesised
 * abbreviation (`app directory (appD)` → `app directory`, `appD`), except names written as code
 * (`context handler (`ContextHandler`)`: code is never marked) and a kind's qualifier (`application, web`).
 */
export function termForms(term: string): string[] {
  const forms = new Set<string>();
  const names = term.split(/,\s*(?![^(]*\))/);
  const kind = names.length === 2 && termId(term) === `${termId(names[0])}-${termId(names[1])}`;
  for (const [i, name] of names.entries()) {
    if (kind && i > 0) continue;
    const m = /^(.*?)\s*(?:\(([^)]*)\))?$/.exec(name.trim());
    for (const part of [m?.[1], m?.[2]]) {
      if (!part || /`/.test(part)) continue;
      const words = plainMarkdown(part);
      if (words) forms.add(words);
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The first sentence of a definition, as plain text. */
export function shortDefinition(definition: string): string {
  const plain = plainMarkdown(definition);
  const end = /[.!?](?=\s+[A-Z0-9(])/.exec(plain);
  return end ? plain.slice(0, end.index + 1) : plain;
}

const letterHeading = /^##\s+([A-Z](?:[–-][A-Z])?)\s*$/;
const entryLine = /^- \*\*(.+?)\*\*: (\S.*)$/;

/** Parses a glossary page's text into its entries; `file` names it in errors. */
export function parseGlossary(file: string, text: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  const seen = new Map<string, number>();
  const headingIds = new Set<string>();
  let inEntries = false;
  for (const {line, text: row} of proseLines(text)) {
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(row);
    if (heading) {
      inEntries = heading[1] === '##' && letterHeading.test(row);
      headingIds.add(
        plainMarkdown(heading[2])
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
      );
      continue;
    }
    if (!inEntries || !/^\s*[-*+]\s/.test(row)) continue;
    const m = entryLine.exec(row);
    if (!m) throw new Error(`${file}:${line}: a glossary entry must read "- **term**: definition", found: ${row.slice(0, 80)}`);
    const [, term, definition] = m;
    const id = termId(term);
    if (!id) throw new Error(`${file}:${line}: the term "${term}" gives no anchor`);
    const before = seen.get(id);
    if (before !== undefined) throw new Error(`${file}:${line}: "${term}" has the anchor #${id}, as the entry on line ${before} has`);
    seen.set(id, line);
    const short = shortDefinition(definition);
    if (short.length < 8) throw new Error(`${file}:${line}: the definition of "${term}" has no first sentence to show`);
    entries.push({term: plainMarkdown(term), id, forms: termForms(term), definition, short, line});
  }
  for (const e of entries) {
    if (headingIds.has(e.id)) throw new Error(`${file}:${e.line}: the anchor #${e.id} of "${e.term}" is also a heading's`);
  }
  if (!entries.length) throw new Error(`${file}: no glossary entries ("- **term**: definition" under a letter heading such as "## A")`);
  return entries;
}

/** A version's glossary, or undefined when the version has no glossary page. */
export function readGlossary(version: DocsVersion): Glossary | undefined {
  const file = `${version.dir}/${glossaryDocId}.md`;
  const full = path.join(repoRoot, file);
  if (!fs.existsSync(full)) return undefined;
  const doc = readDoc(full);
  const bodyStart = fs.readFileSync(full, 'utf8').indexOf(doc.body);
  const offset = fs.readFileSync(full, 'utf8').slice(0, bodyStart).split('\n').length - 1;
  const entries = parseGlossary(file, doc.body).map((e) => ({...e, line: e.line + offset}));
  return {version: version.name, file, href: `${version.routeBase}/${glossaryDocId}`, entries};
}

const cache = new Map<string, Glossary | undefined>();

/** The glossary of a docs version by name (`current`, `1.2`), read once per process. */
export function glossaryOf(versionName: string): Glossary | undefined {
  if (!cache.has(versionName)) {
    const version = docsVersions.find((v) => v.name === versionName);
    cache.set(versionName, version && readGlossary(version));
  }
  return cache.get(versionName);
}
