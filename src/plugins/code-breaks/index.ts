/**
 * Break points in long inline code (`Promise<IntentResolution>`,
 * `optionalFeatures.UserChannelMembershipAPIs`, `raiseIntentForContext(context, { appId })`):
 * a rehype step for the docs plugin (registered in docusaurus.config.ts) puts a `<wbr>`
 * after each `.`, `(`, `<`, `,` and `|`, and between the humps of a camelCase name, in
 * inline code of 16 characters or more. A table column can then be as narrow as the
 * longest piece, not the longest name, so reference tables fit the page on a desktop
 * and wrap at places a reader expects on a phone (tests/e2e/layout-fit.spec.ts).
 * Code blocks (`<pre>`) are left alone; `<wbr>` adds no text, so copying, search and
 * the screen reader read the same name.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** Inline code shorter than this never needs a break. */
export const minBreakLength = 16;

/**
 * The pieces between break points: after `.`, `(`, `<`, `,`, `|`, and before an upper-case
 * letter that follows a lower-case one. `breakPieces('Promise<AppIntent[]>')` is
 * `['Promise<', 'App', 'Intent[]>']`.
 */
export function breakPieces(text: string): string[] {
  if (text.length < minBreakLength) return [text];
  const pieces = text.split(/(?<=[.(<,|])(?=\S)|(?<=[a-z])(?=[A-Z])/);
  return pieces.filter((piece) => piece !== '');
}

function breakText(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    const pieces = breakPieces(child.value);
    if (pieces.length === 1) return [child];
    return pieces.flatMap((value, i): ElementContent[] => [
      ...(i > 0 ? [{type: 'element', tagName: 'wbr', properties: {}, children: []} satisfies Element] : []),
      {type: 'text', value},
    ]);
  });
}

function visit(node: Root | RootContent, insidePre: boolean): void {
  if (!('children' in node)) return;
  const isElement = node.type === 'element';
  if (isElement && node.tagName === 'code' && !insidePre) {
    node.children = breakText(node.children);
    return;
  }
  const pre = insidePre || (isElement && node.tagName === 'pre');
  for (const child of node.children) visit(child, pre);
}

/** The rehype plugin: break points in every inline `<code>` of the page. */
export function rehypeCodeBreaks() {
  return (tree: Root): void => visit(tree, false);
}
