/**
 * The shape of the highlighted code in a built page, for the structural budgets of the
 * code blocks (issue "Headroom on the heaviest pages"): how many elements a line costs,
 * and no block element inside `<code>`, where HTML allows only phrasing content. Both are
 * facts of the markup, not timings, so a test holds them on every page of the build
 * (tests/e2e/lean-pages.spec.ts); `tests/unit/code-structure.test.ts` shows each check failing.
 */

/** Elements that are not phrasing content, as the HTML standard lists them (those a renderer might emit). */
const blockElements = [
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
];

export interface CodeStructure {
  /** Highlighted code blocks: a `<code>` holding Prism's lines (`token-line`). */
  blocks: number;
  lines: number;
  /** Elements inside those blocks' `<code>`, lines and line breaks included. */
  elements: number;
  /** A block element inside a `<code>`, quoted with what follows it. */
  blockInCode: string[];
}

/** The highlighted code of one page's HTML (quoted or unquoted attributes, as the build minifies them). */
export function codeStructure(html: string): CodeStructure {
  const figures: CodeStructure = {blocks: 0, lines: 0, elements: 0, blockInCode: []};
  const blockTag = new RegExp(`<(${blockElements.join('|')})[\\s>/]`, 'g');
  for (const [, inner] of html.matchAll(/<code\b[^>]*>([\s\S]*?)<\/code>/g)) {
    for (const match of inner!.matchAll(blockTag)) figures.blockInCode.push(inner!.slice(match.index, match.index + 60));
    const lines = inner!.match(/class="?[^">]*\btoken-line\b/g)?.length ?? 0;
    if (lines === 0) continue;
    figures.blocks += 1;
    figures.lines += lines;
    figures.elements += inner!.match(/<[a-z]/g)?.length ?? 0;
  }
  return figures;
}
