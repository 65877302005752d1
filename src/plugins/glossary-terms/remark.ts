// cspell:ignore mdxjs aeiou
/**
 * Terms explained where they appear: on every docs page, the first use of each term of that version's
 * glossary (src/fdc3/glossary.ts, read from the version's glossary page) becomes a link to its entry,
 * described by the entry's first sentence; on the glossary page itself, each entry gets its anchor.
 *
 * Done at build time (a remark step of the docs plugin), so a page carries its marks in its HTML:
 * `<a class="glossary-term" href="/docs/1.2/fdc3-glossary#intent" aria-describedby="glossary-tip-intent">`
 * in the text, and the definitions in one `<div class="glossary-tips">` near the end of the page, each a
 * hidden `<span role="tooltip">` (outside the text, so that the paragraph's text and the search index are
 * as before). Without JavaScript a mark is a plain link; the small script of ./client/tips.ts, loaded
 * with the docs pages only, shows the definition on hover and focus, and Escape hides it.
 *
 * Not marked: headings, code, links, tables, other MDX elements, the member marks' paragraphs, and a
 * term the page's version does not define.
 */
import type {Link, Node, Parent, Root, Text} from 'mdast';
import {glossaryDocId, glossaryOf, termId, unmarkedTerms, type Glossary, type GlossaryEntry} from '../../fdc3/glossary';
import {pageOf} from '../member-marks/marks';

export const termClass = 'glossary-term';
export const tipsClass = 'glossary-tips';
export const tipClass = 'glossary-tip';
export const tipId = (entry: GlossaryEntry) => `glossary-tip-${entry.id}`;

/** Node types whose text is never marked. */
const skipped = new Set([
  'heading',
  'code',
  'inlineCode',
  'link',
  'linkReference',
  'definition',
  'footnoteDefinition',
  'table',
  'html',
  'image',
  'imageReference',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'mdxAdmonitionTitle',
  'leafDirective',
  'textDirective',
  'yaml',
]);

/** Top-level nodes that render no element of their own. */
const unrendered = new Set(['mdxjsEsm', 'definition', 'footnoteDefinition', 'mdxFlowExpression', 'yaml', 'toml']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form with its plural: `intent` → `intents`, `app directory` → `app directories`. */
function withPlural(form: string): string {
  const plural = /[^aeiou]y$/i.test(form) ? `${form.slice(0, -1)}ies` : /(s|x|ch|sh)$/i.test(form) ? `${form}es` : `${form}s`;
  return `(?:${escape(plural)}|${escape(form)})`;
}

/** Names written with a capital inside a word (`appD`, `GUID`, `FDC3 API`) match only as written; other forms in any case. */
const caseSensitive = (form: string) => /\B[A-Z]/.test(form);

interface Matcher {
  entry: GlossaryEntry;
  pattern: RegExp;
  /** The matcher's place in the glossary's order: where two match alike, the earlier wins. */
  order: number;
  /**
   * The first three characters of every match, lower-cased, when they are letters or digits (`int` for `intent`,
   * `app` for `app directory`); otherwise undefined (`UI`, `an app`).
   */
  prefix?: string;
}

/**
 * A glossary's patterns, and an index of them by the first three characters of what they match. A match starts
 * where a word starts (the pattern's lookbehind), so on a text of ASCII characters, only the patterns whose prefix
 * begins one of its words can match: a page's text is run through those (and the ones without a prefix), not
 * through all of them (0.5 s of build CPU over the docs, decision record 0020). Any other text is run through all.
 */
interface Matchers {
  all: Matcher[];
  byPrefix: Map<string, Matcher[]>;
  unindexed: Matcher[];
}

const compiled = new WeakMap<Glossary, Matchers>();

/**
 * One pattern per form: whole words, not inside a dotted or hyphenated name (`fdc3.intent`, `intent-based`). Made
 * once per glossary: V8 compiles a pattern on its first use, and these, with their Unicode classes, cost about
 * 0.4 s of build CPU when each page made its own.
 */
export function matchersOf(glossary: Glossary): Matchers {
  let matchers = compiled.get(glossary);
  if (!matchers) {
    matchers = makeMatchers(glossary);
    compiled.set(glossary, matchers);
  }
  return matchers;
}

function makeMatchers(glossary: Glossary): Matchers {
  const all: Matcher[] = glossary.entries
    .filter((e) => !unmarkedTerms.has(e.id))
    .flatMap((entry) =>
      entry.forms.map((form) => ({
        entry,
        pattern: new RegExp(
          `(?<![\\p{L}\\p{N}_.\\-/@#$])${withPlural(form)}(?![\\p{L}\\p{N}_\\-@]|\\.[\\p{L}\\p{N}])`,
          caseSensitive(form) ? 'gu' : 'giu',
        ),
        // Of what the form and its plural share (`part` of `party` and `parties`).
        prefix: /^[a-z0-9]{3}/i.test(form.replace(/([^aeiou])y$/i, '$1')) ? form.slice(0, 3).toLowerCase() : undefined,
      })),
    )
    .map((matcher, order) => ({...matcher, order}));
  const byPrefix = new Map<string, Matcher[]>();
  const unindexed: Matcher[] = [];
  all.forEach((matcher) => {
    if (matcher.prefix === undefined) unindexed.push(matcher);
    else byPrefix.set(matcher.prefix, [...(byPrefix.get(matcher.prefix) ?? []), matcher]);
  });
  return {all, byPrefix, unindexed};
}

/** The patterns that can match in `text`, in the glossary's order. */
function candidates(text: string, {all, byPrefix, unindexed}: Matchers): Matcher[] {
  if (/[^\x20-\x7e\t\n\r]/.test(text)) return all;
  const found = new Set<Matcher>(unindexed);
  for (const [word] of text.toLowerCase().matchAll(/[a-z0-9]{3,}/g)) for (const m of byPrefix.get(word.slice(0, 3)) ?? []) found.add(m);
  return [...found].sort((a, b) => a.order - b.order);
}

/** The earliest match in `text` of a term not yet marked (the longest where two start together). */
function firstMatch(text: string, matchers: Matchers, done: Set<string>) {
  let best: {entry: GlossaryEntry; index: number; length: number} | undefined;
  for (const {entry, pattern} of candidates(text, matchers)) {
    if (done.has(entry.id)) continue;
    pattern.lastIndex = 0;
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.index || (m.index === best.index && m[0].length > best.length)))
      best = {entry, index: m.index, length: m[0].length};
  }
  return best;
}

export interface MarkedTerm {
  entry: GlossaryEntry;
  /** The words marked, as the page writes them. */
  text: string;
}

const isParent = (node: Node): node is Parent => Array.isArray((node as Parent).children);
/** A node's text, code spans included. */
const textOf = (node: Node): string =>
  'value' in node && typeof node.value === 'string' ? node.value : isParent(node) ? (node.children as Node[]).map(textOf).join('') : '';
const isMemberMarks = (node: Node) => {
  const className = (node.data as {hProperties?: {className?: unknown}} | undefined)?.hProperties?.className;
  return Array.isArray(className) && className.includes('member-marks');
};

/**
 * Marks the first use of each term of `glossary` in `tree` (in place) and appends the definitions'
 * tooltips; returns the terms marked, in the page's order.
 */
export function markTerms(tree: Root, glossary: Glossary): MarkedTerm[] {
  const matchers = matchersOf(glossary);
  const done = new Set<string>();
  const marked: MarkedTerm[] = [];

  const visit = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as Node;
      if (node.type === 'text') {
        const text = (node as Text).value;
        const hit = firstMatch(text, matchers, done);
        if (!hit) continue;
        done.add(hit.entry.id);
        const words = text.slice(hit.index, hit.index + hit.length);
        marked.push({entry: hit.entry, text: words});
        const link: Link = {
          type: 'link',
          url: `${glossary.href}#${hit.entry.id}`,
          data: {hProperties: {className: [termClass], ariaDescribedBy: [tipId(hit.entry)]}},
          children: [{type: 'text', value: words}],
        };
        const after: Text = {type: 'text', value: text.slice(hit.index + hit.length)};
        const replacement = [...(hit.index > 0 ? [{type: 'text', value: text.slice(0, hit.index)} as Text] : []), link, after];
        parent.children.splice(i, 1, ...(replacement as Parent['children']));
        // Continue with the text after the mark (the loop's next step reaches `after`).
        i += replacement.length - 2;
      } else if (!skipped.has(node.type) && !isMemberMarks(node) && isParent(node)) {
        visit(node);
      }
    }
  };
  visit(tree);

  if (marked.length) {
    // Just before the page's last rendered block, which stays the text's last child (the theme takes the bottom
    // margin off `.markdown > :last-child`); not first either, where the first block sits right under the title.
    let last = tree.children.length - 1;
    while (last > 0 && unrendered.has(tree.children[last].type)) last -= 1;
    tree.children.splice(last > 0 ? last : tree.children.length, 0, {
      type: 'paragraph',
      data: {hName: 'div', hProperties: {className: [tipsClass], hidden: true, dataPagefindIgnore: 'all'}},
      children: marked.map(({entry}) => ({
        type: 'emphasis',
        data: {hName: 'span', hProperties: {id: tipId(entry), role: 'tooltip', className: [tipClass], hidden: true}},
        children: [{type: 'text', value: entry.short}],
      })),
    });
  }
  return marked;
}

/** Gives each entry of the glossary page its anchor (`<li id="intent">`), the one its marks link to. */
export function anchorEntries(tree: Root, glossary: Glossary): string[] {
  const ids = new Set(glossary.entries.map((e) => e.id));
  const anchored: string[] = [];
  const visit = (parent: Parent) => {
    for (const node of parent.children as Node[]) {
      if (node.type === 'listItem') {
        const first = (node as Parent).children[0] as Parent | undefined;
        const strong = first?.type === 'paragraph' ? (first.children[0] as Node | undefined) : undefined;
        if (strong?.type === 'strong') {
          const id = termId(textOf(strong));
          if (ids.has(id)) {
            node.data = {...node.data, hProperties: {...(node.data as {hProperties?: object} | undefined)?.hProperties, id}};
            anchored.push(id);
            continue;
          }
        }
      }
      if (isParent(node) && node.type !== 'heading' && node.type !== 'code') visit(node);
    }
  };
  visit(tree);
  return anchored;
}

/** The remark plugin: marks on every docs page of a version that has a glossary, anchors on the glossary page. */
export function remarkGlossaryTerms() {
  return (tree: Root, file: {path?: string; history?: string[]}) => {
    const where = file.path ?? file.history?.[0];
    const page = where ? pageOf(where) : undefined;
    const glossary = page && glossaryOf(page.version);
    if (!page || !glossary) return;
    if (page.id === glossaryDocId) anchorEntries(tree, glossary);
    else markTerms(tree, glossary);
  };
}
