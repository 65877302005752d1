/**
 * Tidies an SVG that Mermaid drew, for a page that holds several: its ids all start with
 * the diagram's own id (Mermaid leaves some bare, such as `actor0`, which the next diagram
 * or the other theme's copy would repeat); the icons and arrow heads Mermaid defines for every
 * sequence diagram but that this one does not use (database, computer, clock: most of its
 * bytes) go, as do its `data-*` attributes (for its own scripts, which readers do not get).
 * A page's diagrams of one type share one style sheet per theme (`sharedStyle`).
 */

/** Ids defined in the SVG. */
const definedIds = (svg: string): string[] => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);

const xmlEntities: Record<string, string> = {'&gt;': '>', '&lt;': '<', '&quot;': '"', '&apos;': "'", '&amp;': '&'};
const decodeXml = (text: string) => text.replace(/&(?:gt|lt|quot|apos|amp);/g, (entity) => xmlEntities[entity]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the SVG refers to `#id` (an href, a `url(#id)` or an ARIA reference). */
function isReferenced(svg: string, id: string): boolean {
  const name = escapeRegExp(id);
  return new RegExp(`(?:href="#${name}"|url\\(#${name}\\)|aria-[a-z]+="(?:[^"]* )?${name}(?: [^"]*)?")`).test(svg);
}

/** Renames an id and every reference to it. */
function renameId(svg: string, from: string, to: string): string {
  const name = escapeRegExp(from);
  return svg
    .replace(new RegExp(`(\\sid=")${name}"`, 'g'), `$1${to}"`)
    .replace(new RegExp(`href="#${name}"`, 'g'), `href="#${to}"`)
    .replace(new RegExp(`url\\(#${name}\\)`, 'g'), `url(#${to})`)
    .replace(new RegExp(`(aria-[a-z]+="(?:[^"]* )?)${name}(?=[ "])`, 'g'), `$1${to}`);
}

export function tidySvg(svg: string, diagramId: string): string {
  // Unused symbols, then any <defs> they leave empty.
  let out = svg.replace(/<(symbol|marker)\s[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/\1>/g, (whole, _tag: string, id: string) =>
    isReferenced(svg, id) ? whole : '',
  );
  out = out.replace(/<defs><\/defs>/g, '').replace(/\sdata-(?:et|id|type)="[^"]*"/g, '');
  for (const id of new Set(definedIds(out))) {
    if (!id.includes(diagramId)) out = renameId(out, id, `${diagramId}-${id}`);
  }
  return out;
}

/**
 * Moves the SVG's <style> out: its rules, scoped by Mermaid to the SVG's id, are rescoped to
 * every diagram of the same type (`aria-roledescription`) inside `scope`. Returns the SVG
 * without its style and the style sheet, which the page needs once per type and theme.
 */
export function sharedStyle(svg: string, svgId: string, scope: string): {svg: string; style: string} {
  const type = /aria-roledescription="([^"]+)"/.exec(svg)?.[1] ?? 'diagram';
  let style = '';
  const rest = svg.replace(/<style>([\s\S]*?)<\/style>/g, (_whole, css: string) => {
    // Inside the SVG the style was XML, whose entities the HTML parser decodes there; outside it is raw text.
    style += decodeXml(css)
      .replace(new RegExp(`#${escapeRegExp(svgId)}(?![\\w-])`, 'g'), `${scope} svg[aria-roledescription="${type}"]`)
      // References to the SVG's own definitions (a gradient), the same in every diagram of the type.
      .replace(new RegExp(`#${escapeRegExp(svgId)}-`, 'g'), '#mermaid-');
    return '';
  });
  return {svg: rest, style: style ? `<style>${style}</style>` : ''};
}
