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

/**
 * The part of a built page that Pagefind reads: the `<html>` start tag (its `lang`), the `<title>`, and the
 * element marked `data-pagefind-body` whole. Pagefind indexes only that element once a site marks one, so
 * the navbar, sidebar, footer and scripts around it were parsed for nothing (0.4 s of the build's CPU),
 * and the footer's FINOS strap became every page's `image` in the index. `null` when the page has no
 * marker; throws, naming `file`, when the marked element does not close.
 */
export function indexedPart(html: string, file: string): string | null {
  const marked = /<([a-z][a-z0-9]*)\s[^<>]*?data-pagefind-body[\s=>]/i.exec(html);
  if (!marked) return null;
  const name = marked[1]!;
  const start = marked.index;
  // The page is the server's markup: every start and end tag of the marked element's name is real (text
  // and attribute values have `<` escaped), and an element that can hold blocks always has its end tag.
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      const end = html.indexOf('>', tag.index) + 1;
      const open = /<html[\s>][^>]*>?/i.exec(html)?.[0] ?? '<html>';
      const title = /<title>[^<]*<\/title>/i.exec(html)?.[0] ?? '';
      return `<!doctype html>${open}<head>${title}</head><body>${html.slice(start, end)}</body></html>`;
    }
  }
  throw new Error(`search-index: ${file}: the <${name}> marked data-pagefind-body has no end tag`);
}
