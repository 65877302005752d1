// cspell:ignore namestring
/**
 * Pagefind reads a page's text as the browser would join it with no layout: the cells of a
 * table row, the items of a list and other blocks written without whitespace between them run
 * together (`FieldTypeRequiredDescription`, `NoneRedGreenBlue`, `FDS_ID.recipients.namestringNoThe`),
 * so a name in a table cannot be found and excerpts do not read. Before a page is indexed, a
 * space is put before the start and after the end of every block element (the minified pages
 * leave out most end tags: `<td>a<td>b`); the page the reader gets is not changed.
 */

/** Elements whose end is a word boundary: blocks, table parts, list items, line breaks. */
const blocks = [
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'option',
  'label',
  'button',
  'legend',
];

const names = blocks.join('|');
// Starting at `<` rather than at a lookbehind: the engine then jumps from one `<` to the next (0.18 s of build CPU
// over the site with the lookbehind first); whether text touches the tag is read by the replacer.
const blockStart = new RegExp(`<(?:${names})[\\s>]`, 'gi');
const blockEnd = new RegExp(`(</(?:${names})>|<br\\s*/?>)(?=\\S)`, 'gi');

/** The page's HTML with a space before every block's start tag and after its end tag, where text touches them. */
export function spaceBlocks(html: string): string {
  return html
    .replace(blockStart, (tag: string, at: number) => (at > 0 && /\S/.test(html[at - 1]!) ? ` ${tag}` : tag))
    .replace(blockEnd, '$1 ');
}
