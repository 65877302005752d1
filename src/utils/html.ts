/**
 * HTML text helpers shared by build-time code (src/plugins/build-output/redirect-pages) and
 * the browser (the search results' excerpts). No DOM needed.
 */

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Text or attribute value as HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

const namedEntities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** The text of an HTML text node: named (`&amp;`) and numeric (`&#39;`, `&#x27;`) entities decoded. */
export function decodeHtml(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1]!.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}
