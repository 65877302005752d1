/**
 * Tidies an SVG that Mermaid drew, for a page that holds several: its ids all start with
 * the diagram's own id (Mermaid leaves some bare, such as `actor0`, which the next diagram
 * or the other theme's copy would repeat); the icons and arrow heads Mermaid defines for every
 * sequence diagram but that this one does not use (database, computer, clock: most of its
 * bytes) go, as do its `data-*` attributes (for its own scripts, which readers do not get) and the
 * `name` it puts on each participant's box and lifeline, which SVG does not allow there (an error
 * in the Nu Html Checker).
 * Each becomes a file of its own, with its own style rules, only those that can match (`standaloneSvg`).
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
  out = out
    .replace(/<defs><\/defs>/g, '')
    .replace(/\sdata-(?:et|id|type)="[^"]*"/g, '')
    .replace(/(<(?:rect|line)\b[^>]*?)\sname="[^"]*"/g, '$1');
  for (const id of new Set(definedIds(out))) {
    if (!id.includes(diagramId)) out = renameId(out, id, `${diagramId}-${id}`);
  }
  return out;
}

/** A style sheet's top-level rules, each as written (`selector{…}`, or an at-rule with its block). */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return rules.filter(Boolean);
}

/**
 * Whether a selector (one of a list) can match in the SVG: every class it names is used there,
 * and every `[attribute="value"]` it names is present. Others (elements, `:root`) are kept.
 */
function canMatch(selector: string, svg: string, classes: ReadonlySet<string>): boolean {
  const named = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  const attributes = [...selector.matchAll(/\[([\w-]+)="([^"]*)"\]/g)].map((m) => `${m[1]}="${m[2]}"`);
  return named.every((name) => classes.has(name)) && attributes.every((attribute) => svg.includes(attribute));
}

/** The rules of Mermaid's style sheet that can match in the SVG, with the selectors that cannot left out. */
export function usedRules(rules: readonly string[], svg: string, svgId: string): string[] {
  const classes = new Set([...svg.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const own = new RegExp(`#${escapeRegExp(svgId)}(?![\\w-])`, 'g');
  const kept = rules.flatMap((rule) => {
    if (rule.startsWith('@')) return [rule];
    const brace = rule.indexOf('{');
    const selectors = rule
      .slice(0, brace)
      .split(',')
      .filter((selector) => canMatch(selector.replace(own, ''), svg, classes));
    return selectors.length > 0 ? [`${selectors.join(',')}${rule.slice(brace)}`] : [];
  });
  // Keyframes only while a rule still animates.
  const animates = kept.some((rule) => !rule.startsWith('@') && /animation:/.test(rule));
  return kept.filter((rule) => animates || !rule.startsWith('@keyframes'));
}

const encodeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An SVG file that an <img> can show, with its size in CSS pixels (from its viewBox, rounded up). */
export interface StandaloneSvg {
  svg: string;
  width: number;
  height: number;
}

/**
 * The SVG as a file of its own, shown by an <img>: the namespaces declared, a fixed width and
 * height (Mermaid's are `100%` and a max-width style, which an image cannot use), and its own
 * <style> kept inside it (an image takes no style from the page), with only the rules that can
 * match in it.
 */
export function standaloneSvg(svg: string, svgId: string): StandaloneSvg {
  let css = '';
  const rest = svg.replace(/<style>([\s\S]*?)<\/style>/g, (_whole, text: string) => {
    css += decodeXml(text);
    return '';
  });
  const rules = usedRules(cssRules(css), rest, svgId);
  const viewBox = /^<svg\b[^>]*\sviewBox="([^"]+)"/.exec(rest)?.[1];
  const [, , boxWidth, boxHeight] = (viewBox ?? '').split(/[\s,]+/).map(Number);
  if (!boxWidth || !boxHeight) throw new Error(`the SVG ${svgId} has no viewBox to size its image by`);
  const width = Math.ceil(boxWidth);
  const height = Math.ceil(boxHeight);
  const out = rest.replace(/^<svg\b([^>]*)>/, (_whole, attributes: string) => {
    let kept = attributes.replace(/\s(?:width|height|style|xmlns(?::xlink)?)="[^"]*"/g, '');
    kept = ` xmlns="http://www.w3.org/2000/svg"${/xlink:/.test(rest) ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : ''}${kept}`;
    return `<svg${kept} width="${width}" height="${height}"><style>${encodeXml(rules.join(''))}</style>`;
  });
  return {svg: out, width, height};
}

/** The text of the SVG's <title> and <desc> (Mermaid's from `accTitle` and `accDescr`), decoded. */
export function textAlternative(svg: string): {title: string; description: string} {
  const text = (tag: string) => decodeXml(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(svg)?.[1] ?? '').trim();
  return {title: text('title'), description: text('desc')};
}
